import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_AIMED, A_CHARGE, A_MELEE, A_POWER, A_RELOAD, A_SHOOT } from '../../../src/rulesets/sds/game.js';
import { build, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';

// SDS 3.9 / 2.10: a model makes at most one attack (a shot or a blow) per turn, whatever actions
// it has left; an aimed shot takes two actions.
const kinds = (offer: string) => offer.split(' ').map((c) => Number(c.split(':')[0]));
const ATTACKS = [A_SHOOT, A_AIMED, A_CHARGE, A_MELEE, A_POWER];

describe('SDS 3.9 one attack per turn', () => {
  it('after a shot with 3 actions, no second shot or blow: a move into contact is only a move', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 450, y: 300, name: 'Shooter' },
      { side: 1, x: 450, y: 400, name: 'Enemy' },
    ];
    // activation 6 6 6: 3 actions; shot 2+4 v 6+2: nothing. No more dice: a blow would exhaust the script
    const { g, idx } = build(withFillers(scene), {}, new ScriptedDice([6, 6, 6, 2, 6]));
    const pol = scriptedPolicy([{ m: idx[0], dice: 3 }], [{ kind: A_SHOOT }, { kind: A_CHARGE }]);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(kinds(pol.offered[0])).toContain(A_SHOOT);
    const after = kinds(pol.offered[1]);
    for (const k of ATTACKS.filter((a) => a !== A_CHARGE)) expect(after, `kind ${k}`).not.toContain(k);
    expect(after).toContain(A_RELOAD);
    // in contact with one action left: no blow offered, none rolled
    const third = kinds(pol.offered[2]);
    for (const k of [A_MELEE, A_POWER]) expect(third, `kind ${k}`).not.toContain(k);
    expect(g.st.onTable[idx[1]]).toBe(1);
    expect(g.st.attacked[idx[0]]).toBe(1);
  });

  it('an aimed shot needs two actions: not offered with one', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 450, y: 300, name: 'Shooter' },
      { side: 1, x: 450, y: 400, name: 'Enemy' },
    ];
    const { g, idx } = build(withFillers(scene), {}, new ScriptedDice([6], new SeededDice(2)));
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], []);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(kinds(pol.offered[0])).toContain(A_SHOOT);
    expect(kinds(pol.offered[0])).not.toContain(A_AIMED);
  });
});
