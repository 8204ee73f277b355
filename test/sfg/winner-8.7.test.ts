// SFG-8.7 the winning charger's options in play: a breakthrough goes only towards an enemy within
// 45° of its front (§12.4 at the brigade's front edge), else straight ahead.
import { describe, expect, it } from 'vitest';
import { winnerOption } from '../../src/rulesets/sfg/game/melee.js';
import { K_WINNER } from '../../src/rulesets/sfg/decisions.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game/game.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

function answering(kind: number, choice: number): SfgGamePolicy {
  return { name: 'fixed', description: 'test', decide: (g, k, o, ai) => (k === kind ? choice : firefightPolicy.decide(g, k, o, ai)) };
}

describe('SFG-8.7.3 break through', () => {
  it('an enemy beside the winner, outside its 45° arc, is not charged: the winner goes 2 UM straight ahead', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 4)])]), {}, [], [answering(K_WINNER, 2), firefightPolicy]);
    const w = put(g, 0, 10, 5); // front x 7.6..12.4 at y 5
    const e = put(g, 1, 15, 5, 0, -1); // x 13.4..17.4, just beyond the arc's right edge
    const d = script(g, [6]); // breakthrough 2 UM; a melee would need more dice
    winnerOption(g, w, true);
    expect(d.remaining).toBe(0);
    expect(w.px).toBe(10);
    expect(w.py).toBeCloseTo(7, 9);
    expect(e.bases).toBe(4);
  });
  it('an enemy within the arc is charged', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 4)])]), {}, [], [answering(K_WINNER, 2), firefightPolicy]);
    const w = put(g, 0, 10, 5);
    put(g, 1, 11, 6.5, 0, -1);
    const d = script(g, [6, ...Array(60).fill(1)]);
    winnerOption(g, w, true);
    expect(d.remaining).toBeLessThan(60); // the melee rolled
  });
});
