import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { moraleTest } from '../../../src/rulesets/sds/rules/morale.js';
import { listActions, MODE_OWN } from '../../../src/rulesets/sds/rules/candidates.js';
import { A_ADVANCE, A_DISMOUNT, A_G_DISMOUNT, A_G_REMOUNT } from '../../../src/rulesets/sds/game.js';
import { build, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';

// SDS 3.7: dismounting and remounting
const riders: ModelSpec[] = withFillers([
  { side: 0, x: 200, y: 80, q: 3, rules: ['leader', 'mounted'], weapons: ['sword', 'pistol'], name: 'Captain' },
  { side: 0, x: 200, y: 150, rules: ['mounted'], weapons: ['carbine'], name: 'Dragoon 1' },
  { side: 0, x: 225, y: 150, rules: ['mounted'], weapons: ['carbine'], name: 'Dragoon 2' },
  { side: 0, x: 250, y: 150, rules: ['mounted'], weapons: ['carbine'], name: 'Dragoon 3' },
  { side: 1, x: 450, y: 800 },
]);

describe('SDS 3.7 dismounting and remounting', () => {
  it('a single model dismounts for 1 action; its horse runs away, so it can never remount', () => {
    const dice = new ScriptedDice([6]);
    const { g, idx } = build(riders, {}, dice);
    const pol = scriptedPolicy([{ m: idx[1], dice: 1 }], [{ kind: A_DISMOUNT }]);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(g.st.mounted[idx[1]]).toBe(0);
    expect(g.st.canRemount[idx[1]]).toBe(0);
  });

  it('group dismount costs 2 group actions and leaves a horse-holder who cannot move; group remount reverses it', () => {
    const dice = new ScriptedDice([6, 6, 6, 6, 6, 6], new SeededDice(1));
    const { g, idx } = build(riders, {}, dice);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_DISMOUNT }], 2);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    for (const k of [1, 2, 3]) expect(g.st.mounted[idx[k]]).toBe(0);
    const h = g.st.holder[0];
    expect([idx[1], idx[2], idx[3]]).toContain(h);
    // the holder is offered no move
    g.st.activated.fill(0);
    listActions(g, h, 3, MODE_OWN, 0);
    const kinds = Array.from(g.decision.cands.kind.subarray(0, g.decision.cands.n));
    expect(kinds).not.toContain(A_ADVANCE);
    // next turn: remount
    const pol2 = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_REMOUNT }], 2);
    g.policies = [pol2, pol2];
    playerTurn(g, 0);
    for (const k of [1, 2, 3]) expect(g.st.mounted[idx[k]]).toBe(1);
    expect(g.st.holder[0]).toBe(-1);
  });

  it('the horses run away when the holder fails a morale test', () => {
    const dice = new ScriptedDice([6, 6, 6, 1, 5, 6], new SeededDice(1));
    const { g, idx } = build(riders, {}, dice);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_DISMOUNT }], 2);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    const h = g.st.holder[0];
    moraleTest(g, h);
    expect(g.st.holder[0]).toBe(-1);
    for (const k of [1, 2, 3]) expect(g.st.canRemount[idx[k]]).toBe(0);
  });
});
