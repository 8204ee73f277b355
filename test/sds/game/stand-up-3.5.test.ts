import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_ADVANCE, A_CHARGE, A_RELOAD, A_SHOOT, A_STAND } from '../../../src/rulesets/sds/game.js';
import { build, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';

// SDS 3.5: a fallen model spends 1 action to stand up before it can move, shoot or attack; it
// may reload while fallen (S000).
const scene: ModelSpec[] = [
  { side: 0, x: 450, y: 300, name: 'Down' },
  { side: 1, x: 450, y: 500, name: 'Enemy' },
];
const kinds = (offer: string) => offer.split(' ').map((c) => Number(c.split(':')[0]));

describe('SDS 3.5 standing up', () => {
  it('fallen: only stand up (and reload) are offered; after 1 action it stands and may shoot', () => {
    const { g, idx } = build(withFillers(scene), {}, new ScriptedDice([6, 6, 2, 6], new SeededDice(2)));
    g.st.fallen[idx[0]] = 1;
    const pol = scriptedPolicy([{ m: idx[0], dice: 2 }], [{ kind: A_STAND }, { kind: A_SHOOT }]);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    const first = kinds(pol.offered[0]);
    expect(first).toContain(A_STAND);
    for (const k of [A_SHOOT, A_CHARGE, A_ADVANCE]) expect(first).not.toContain(k);
    expect(g.st.fallen[idx[0]]).toBe(0);
    expect(kinds(pol.offered[1])).toContain(A_SHOOT);
    expect(g.st.loaded[idx[0]]).toBe(0); // the shot (2+4 v 6+2: nothing) was fired with the second action
  });

  it('a fallen model may reload (2 actions) without standing up', () => {
    const { g, idx } = build(withFillers(scene), {}, new ScriptedDice([6, 6], new SeededDice(2)));
    g.st.fallen[idx[0]] = 1;
    g.st.loaded[idx[0]] = 0;
    const pol = scriptedPolicy([{ m: idx[0], dice: 2 }], [{ kind: A_RELOAD }]);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(g.st.loaded[idx[0]]).toBe(1);
    expect(g.st.fallen[idx[0]]).toBe(1);
  });
});
