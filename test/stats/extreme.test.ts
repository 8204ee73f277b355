// Score intervals keep their coverage near 0% and 100% (issue 30, item 8): exact binomial
// coverage of the interval volley prints for a 0/1 score (scoreInterval), at every p ≤ 5/n on a
// fine grid, where plain Wilson falls to 84–90%.
import { describe, expect, it } from 'vitest';
import { scoreInterval } from '../../src/engine/stats/score.js';

function logBinom(n: number, k: number, p: number): number {
  let l = 0;
  for (let i = 1; i <= k; i++) l += Math.log((n - k + i) / i);
  return l + k * Math.log(p) + (n - k) * Math.log1p(-p);
}

/** Exact coverage at p of the interval for k wins in n games (no draws). */
function coverage(n: number, p: number): number {
  let c = 0;
  for (let k = 0; k <= n; k++) {
    const iv = scoreInterval({ wins: k, draws: 0, losses: n - k });
    if (iv.lo <= p && p <= iv.hi) c += Math.exp(logBinom(n, k, p));
  }
  return c;
}

describe('score intervals near 0% and 100%', () => {
  it.each([100, 400, 1000])('n = %i: exact coverage ≥ 95% for every p ≤ 5/n and, by symmetry, p ≥ 1 − 5/n', (n) => {
    let worst = 1;
    for (let p = 0.05 / n; p <= 5 / n; p += 0.05 / n) {
      worst = Math.min(worst, coverage(n, p), coverage(n, 1 - p));
    }
    expect(worst).toBeGreaterThanOrEqual(0.95);
  });

  it('the interval still holds the observed score and stays inside [0, 1]; 0 wins keeps a lower bound of 0', () => {
    for (const k of [0, 1, 3, 9, 10, 50]) {
      const iv = scoreInterval({ wins: k, draws: 0, losses: 200 - k });
      expect(iv.lo).toBeLessThanOrEqual(k / 200);
      expect(iv.hi).toBeGreaterThanOrEqual(k / 200);
      expect(iv.lo).toBeGreaterThanOrEqual(0);
      expect(iv.hi).toBeLessThanOrEqual(1);
    }
    expect(scoreInterval({ wins: 0, draws: 0, losses: 200 }).lo).toBe(0);
  });
});
