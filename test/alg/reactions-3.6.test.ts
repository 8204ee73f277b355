// ALG-3.6 reactions of activated characters: shoot back simultaneously or go prone when shot
// at, counter-charge when charged; a reaction spends PA (reactionCostsPA) and needs a die.
import { describe, expect, it } from 'vitest';
import { doAction } from '../../src/rulesets/alg/rules/actions.js';
import { A_CHARGE, A_SHOOT, K_REACT_CHARGE, K_REACT_SHOT, R_COUNTER, R_PRONE, R_SHOOT_BACK, actionCode } from '../../src/rulesets/alg/decisions.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { char, force, game, HERO, place, scripted } from './helpers.js';

type Seen = { kind: number; side: number; actor: number; slot: number; options: number[] }[];

function duel(reaction: number, opts = {}) {
  const seen: Seen = [];
  const p = scripted((_g, _k, o) => Math.max(0, Array.from(o).indexOf(reaction)), seen);
  const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO)]), { policies: [p, p], options: opts });
  place(g, 0, 10, 5);
  place(g, 1, 10, 8);
  g.state.die[0] = 3;
  g.state.pa[0] = 3;
  g.state.die[1] = 2;
  g.state.pa[1] = 2;
  return { g, seen };
}

describe('ALG-3.6 reactions', () => {
  it('shot at: shoots back at the same time (both roll before any wound), paying 1 PA', () => {
    const { g, seen } = duel(R_SHOOT_BACK);
    // A hits (4 ≤ Ti 4) and wounds (1), B hits back (2) and wounds (3): both wounded
    g.dice = new ScriptedDice([4, 1, 2, 3, 9, 9]);
    doAction(g, g.combat, 0, actionCode(A_SHOOT, 1), false);
    expect(seen[0]).toMatchObject({ kind: K_REACT_SHOT, side: 1, actor: 1, options: [0, R_SHOOT_BACK, R_PRONE] });
    expect([g.state.wounds[0], g.state.wounds[1]]).toEqual([1, 1]);
    expect([g.state.pa[0], g.state.pa[1]]).toEqual([2, 1]);
    expect([g.state.loaded[0], g.state.loaded[1]]).toEqual([0, 0]);
  });
  it('shot at: goes prone first, costing nothing; −2 to hit (a 4 now misses Ti 4)', () => {
    const { g } = duel(R_PRONE);
    g.dice = new ScriptedDice([4]);
    doAction(g, g.combat, 0, actionCode(A_SHOOT, 1), false);
    expect(g.state.prone[1]).toBe(1);
    expect(g.state.wounds[1]).toBe(0);
    expect(g.state.pa[1]).toBe(2);
  });
  it('no die (or no PA with reactionCostsPA) means no reaction', () => {
    const { g, seen } = duel(R_SHOOT_BACK);
    g.state.die[1] = 0;
    g.state.pa[1] = 0;
    g.dice = new ScriptedDice([9]);
    doAction(g, g.combat, 0, actionCode(A_SHOOT, 1), false);
    expect(seen.length).toBe(0);
  });
  it('charged: counter-charges, paying 1 PA, and meets the charger (both end in contact)', () => {
    const { g, seen } = duel(R_COUNTER);
    g.state.y[1] = 12; // 6 apart: 5 um gap, beyond A's Mov 4 alone
    doAction(g, g.combat, 0, actionCode(A_CHARGE, 1), false);
    expect(seen[0]).toMatchObject({ kind: K_REACT_CHARGE, options: [0, R_COUNTER] });
    expect(g.inContact(0, 1)).toBe(true);
    expect(g.state.pa[1]).toBe(1);
  });
  it('reactionCostsPA=false: a reaction is free for an activated character', () => {
    const { g } = duel(R_SHOOT_BACK, { reactionCostsPA: false });
    g.dice = new ScriptedDice([9, 9]);
    doAction(g, g.combat, 0, actionCode(A_SHOOT, 1), false);
    expect(g.state.pa[1]).toBe(2);
  });
});
