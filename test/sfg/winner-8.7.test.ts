// SFG-8.7 the winning charger's options in play: a breakthrough goes only towards an enemy within
// 45° of its front (§12.4 at the brigade's front edge), else straight ahead; a reorganise falls
// back 1–2 UM and may pivot or change formation (the policy's choice among MOVE options).
import { describe, expect, it } from 'vitest';
import { winnerOption } from '../../src/rulesets/sfg/rules/melee.js';
import { K_REORGANISE, K_WINNER, T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { ATTACK, LINE } from '../../src/rulesets/sfg/mechanics/formation.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

function answering(kind: number, choice: number): SfgGamePolicy {
  return { name: 'fixed', description: 'test', decide: (g, k, o, ai) => (k === kind ? choice : firefightPolicy.decide(g, k, o, ai)) };
}

describe('SFG-8.7.3 break through', () => {
  it('an enemy beside the winner, outside its 45° arc, is not charged: the winner goes 2 UM straight ahead', () => {
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6)])]),
      army('B', [division('e', [brigade('b', 4)])]),
      {},
      [],
      [answering(K_WINNER, 2), firefightPolicy],
    );
    const w = put(g, 0, 10, 5); // front x 7.6..12.4 at y 5
    const e = put(g, 1, 15, 5, 0, -1); // x 13.4..17.4, just beyond the arc's right edge
    const d = script(g, [6]); // breakthrough 2 UM; a melee would need more dice
    winnerOption(g, w, true);
    expect(d.remaining).toBe(0);
    expect(w.px).toBe(10);
    expect(w.py).toBeCloseTo(7, 9);
    expect(e.bases).toBe(4);
  });
  it('SFG-5.7: with no enemy in the arc it goes straight ahead only by a way clear of friends it may not pass', () => {
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6), brigade('f', 8)])]),
      army('B', [division('e', [brigade('b', 4)])]),
      {},
      [],
      [answering(K_WINNER, 2), firefightPolicy],
    );
    const w = put(g, 0, 10, 5);
    put(g, 1, 10, 6.2); // a friendly line 0.8 UM ahead (y 5.8..6.2): a 2 UM move would end beyond it
    put(g, 2, 30, 20, 0, -1);
    script(g, [6]);
    winnerOption(g, w, true);
    expect(w.py).toBe(5);
  });
  it('an enemy within the arc is charged', () => {
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6)])]),
      army('B', [division('e', [brigade('b', 4)])]),
      {},
      [],
      [answering(K_WINNER, 2), firefightPolicy],
    );
    const w = put(g, 0, 10, 5);
    put(g, 1, 11, 6.5, 0, -1);
    const d = script(g, [6, ...Array(60).fill(1)]);
    winnerOption(g, w, true);
    expect(d.remaining).toBeLessThan(60); // the melee rolled
  });
});

describe('SFG-8.7.2 reorganise', () => {
  /** Answers K_WINNER with reorganise and K_REORGANISE with the option `pick` chooses; records the options. */
  function reorganiser(
    pick: (g: Parameters<SfgGamePolicy['decide']>[0]) => number,
    seen: { n: number; fx: number[]; form: number[]; py: number[] },
  ): SfgGamePolicy {
    return {
      name: 'r',
      description: 'test',
      decide: (g, k, o, ai) => {
        if (k === K_WINNER) return 1;
        if (k !== K_REORGANISE) return firefightPolicy.decide(g, k, o, ai);
        const b = g.opts;
        seen.n = b.n;
        for (let i = 0; i < b.n; i++) {
          expect(b.type[i]).toBe(T_MOVE);
          seen.fx.push(b.fx[i]);
          seen.form.push(b.form[i]);
          seen.py.push(b.py[i]);
        }
        return pick(g);
      },
    };
  }
  it('falls back 2 UM (die 6), and may turn to the nearest enemy and change formation', () => {
    const seen = { n: 0, fx: [] as number[], form: [] as number[], py: [] as number[] };
    const choose = (g: Parameters<SfgGamePolicy['decide']>[0]) => {
      const b = g.opts;
      for (let i = 0; i < b.n; i++) if (b.fx[i] > 0.5 && b.form[i] === ATTACK) return i;
      return 0;
    };
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6)])]),
      army('B', [division('e', [brigade('b', 6)])]),
      {},
      [],
      [reorganiser(choose, seen), firefightPolicy],
    );
    const w = put(g, 0, 10, 5);
    w.disordered = true;
    put(g, 1, 20, 4, -1, 0); // the nearest enemy, off to the right
    script(g, [6]);
    winnerOption(g, w, true);
    // the first option keeps facing and formation; 4 formations × 2 facings in all
    expect(seen.n).toBe(8);
    expect([seen.fx[0], seen.form[0], seen.py[0]]).toEqual([0, LINE, 3]);
    expect(w.disordered).toBe(false);
    expect(w.formation).toBe(ATTACK);
    expect(w.fx).toBeGreaterThan(0.5);
    expect(w.py).toBeCloseTo(3, 9);
  });
  it('SFG-5.7: a friend right behind (not disordered) leaves no way back through it: it stays where it is', () => {
    const seen = { n: 0, fx: [] as number[], form: [] as number[], py: [] as number[] };
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6), brigade('f', 8)])]),
      army('B', [division('e', [brigade('b', 6)])]),
      {},
      [],
      [reorganiser(() => 0, seen), firefightPolicy],
    );
    const w = put(g, 0, 10, 5);
    put(g, 1, 10, 4.2); // spans y 3.8..4.2, x 6.8..13.2: a 2 UM fall back would end clear behind it, through it
    put(g, 2, 10, 20, 0, -1);
    script(g, [6]); // 2 UM
    winnerOption(g, w, true);
    expect(seen.n).toBe(0);
    expect(w.py).toBe(5);
  });
});
