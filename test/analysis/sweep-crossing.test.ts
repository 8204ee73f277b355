import { describe, expect, it } from 'vitest';
import { crossingOf } from '../../src/analysis/sweep/fit.js';
import type { LogisticPoint } from '../../src/engine/stats/index.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { binomialRange } from '../helpers/binomial.js';

// Issue 30 item 5: the sweep's fair value on simulated sweeps with a known crossing. Each game draws
// one uniform u and every swept value plays it (common random numbers, as a sweep's seeds do):
// list A wins at x when u < p(x). The true curve is a complementary log-log one, asymmetric about
// its crossing, like a real score curve that is not logistic.
const XS = [3, 4, 5, 6, 7];
const K = 1.1;
const C = 5.2;
/** p(x) = 1 − exp(−exp(K(x − C))): 50% at C + ln(ln 2)/K. */
const p = (x: number) => 1 - Math.exp(-Math.exp(K * (x - C)));
const TRUTH = C + Math.log(Math.log(2)) / K;
const BATCHES = 20;
const PER_BATCH = 30;
const Z95 = 1.959963984540054;

function simulatedSweep(dice: SeededDice): { totals: LogisticPoint[]; batches: LogisticPoint[][] } {
  const batches = Array.from({ length: BATCHES }, () => {
    const wins = XS.map(() => 0);
    for (let g = 0; g < PER_BATCH; g++) {
      const u = dice.random();
      XS.forEach((x, i) => {
        if (u < p(x)) wins[i]++;
      });
    }
    return XS.map((x, i) => ({ x, points: wins[i], games: PER_BATCH }));
  });
  const totals = XS.map((x, i) => ({ x, points: batches.reduce((s, b) => s + b[i].points, 0), games: BATCHES * PER_BATCH }));
  return { totals, batches };
}

describe('sweep fair value on simulated sweeps with a known crossing (issue 30 item 5)', () => {
  it('covers the truth at 95% over 400 seeds, unbiased, with an interval within 1.3× of the seed-to-seed spread', () => {
    const SEEDS = 400;
    const est: number[] = [];
    const half: number[] = [];
    let covered = 0;
    for (let s = 1; s <= SEEDS; s++) {
      const { totals, batches } = simulatedSweep(new SeededDice(s));
      const c = crossingOf(totals, batches).crossing;
      expect(c.status).toBe('inside');
      est.push(c.x50);
      half.push((c.hi - c.lo) / 2);
      if (c.lo <= TRUTH && TRUTH <= c.hi) covered++;
    }
    const mean = est.reduce((a, b) => a + b, 0) / SEEDS;
    const sd = Math.sqrt(est.reduce((a, b) => a + (b - mean) ** 2, 0) / (SEEDS - 1));
    // Binomial(400, 0.95): fewer covering has probability < 0.001 at a true 95% rate
    expect(covered).toBeGreaterThanOrEqual(binomialRange(SEEDS, 0.95).lo);
    // a bias of a quarter of the seed-to-seed sd costs a 95% interval at most 0.8 points of coverage
    // (P(|Z + 0.25| ≤ 1.96) = 94.2%); the whole-range logistic curve's was 0.6 sd on intro
    expect(Math.abs(mean - TRUTH)).toBeLessThan(0.25 * sd);
    // as narrow as the data allow: mean half-width against 1.96 × the seed-to-seed sd
    expect(half.reduce((a, b) => a + b, 0) / SEEDS / (Z95 * sd)).toBeLessThan(1.3);
  });
});
