import { describe, expect, it } from 'vitest';
import { drawList } from '../../src/analysis/calibrate/draw.js';
import { fitOrdered, outcomeProbs, pointsScale, type ResultRow } from '../../src/analysis/calibrate/fit.js';
import { interactions } from '../../src/analysis/calibrate/interactions.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { CalibrationProfile } from '../../src/rulesets/types.js';
import { binomialRange } from '../helpers/binomial.js';

// Synthetic data from the model itself: four profiles with known worths, lists drawn as calibrate
// draws them, results drawn from the ordered logit. What the fit must return is known exactly.
const PROFILES: CalibrationProfile[] = [
  { id: 'a', name: 'A', cost: 10, max: 40 },
  { id: 'b', name: 'B', cost: 8, max: 40 },
  { id: 'c', name: 'C', cost: 6, max: 40 },
  { id: 'd', name: 'D', cost: 5, max: 40 },
];
const TRUE_POINTS = [13, 8, 4.5, 5];
const LOGIT_PER_POINT = 0.08;
const SIDE = 0.15;
const Z95 = 1.959963984540054;

function simulate(seed: number, matchups: number, drawBand: number, together = 0): { rows: ResultRow[]; meanCounts: number[]; counts: [number[], number[]][] } {
  const rng = new SeededDice(seed);
  const rows: ResultRow[] = [];
  const counts: [number[], number[]][] = [];
  const sums = PROFILES.map(() => 0);
  for (let k = 0; k < matchups; k++) {
    let a: number[] | null = null;
    let b: number[] | null = null;
    while (!a) a = drawList(PROFILES, [60, 100], rng);
    while (!b) b = drawList(PROFILES, [60, 100], rng);
    a.forEach((n, p) => (sums[p] += n + b![p]));
    const d = a.map((n, p) => n - b![p]);
    // `together`: logits each A-with-B combination adds beyond the two apart (a planted interaction)
    const worth = d.reduce((s, x, p) => s + x * TRUE_POINTS[p] * LOGIT_PER_POINT, 0) + together * (a[0] * a[1] - b[0] * b[1]);
    for (const side of [1, -1]) {
      const [pw, pd] = outcomeProbs(worth + SIDE * side, drawBand);
      const u = rng.random();
      counts.push([a, b]);
      rows.push({ d, side, wins: u < pw ? 1 : 0, draws: u >= pw && u < pw + pd ? 1 : 0, losses: u >= pw + pd ? 1 : 0 });
    }
  }
  return { rows, meanCounts: sums.map((s) => s / (2 * matchups)), counts };
}

/** The truth on the fit's points scale: the average drawn list worth its printed total. */
function target(meanCounts: number[]): number[] {
  const M = meanCounts.reduce((s, m, p) => s + m * PROFILES[p].cost, 0);
  const V = meanCounts.reduce((s, m, p) => s + m * TRUE_POINTS[p], 0);
  return TRUE_POINTS.map((v) => (v * M) / V);
}

describe('calibrate fit (synthetic data with known worths)', () => {
  it('recovers the side term, the draw band and every worth inside its 95% interval', () => {
    const { rows, meanCounts } = simulate(11, 6000, 0.4);
    const fit = fitOrdered(rows, 4);
    expect(fit.converged).toBe(true);
    expect(fit.drawTerm).toBe(true);
    const seS = Math.sqrt(fit.cov[4][4]);
    const seT = Math.sqrt(fit.cov[5][5]);
    expect(Math.abs(fit.params[4] - SIDE)).toBeLessThan(Z95 * seS);
    expect(Math.abs(fit.params[5] - 0.4)).toBeLessThan(Z95 * seT);
    const { values } = pointsScale(
      fit,
      4,
      meanCounts,
      PROFILES.map((p) => p.cost),
    );
    const truth = target(meanCounts);
    values.forEach((v, p) => expect(Math.abs(v.value - truth[p])).toBeLessThan(Z95 * v.se));
    // and the data are informative: the mispriced A (printed 10, worth more) is told apart from its cost
    expect(values[0].value - Z95 * values[0].se).toBeGreaterThan(PROFILES[0].cost);
  });

  it('names a planted interaction (A is worth more beside B) and nothing when the truth is additive', () => {
    const planted = simulate(21, 6000, 0.3, 0.04);
    const found = interactions(planted.rows, planted.counts, fitOrdered(planted.rows, 4), 4);
    expect(found.map((x) => [x.p, x.q])).toContainEqual([0, 1]);
    expect(found.find((x) => x.p === 0 && x.q === 1)!.z).toBeGreaterThan(0);
    // additive truth: a false alarm anywhere has probability <= 5% (Bonferroni); this fixed seed has none
    const additive = simulate(22, 6000, 0.3);
    expect(interactions(additive.rows, additive.counts, fitOrdered(additive.rows, 4), 4)).toEqual([]);
  });

  it('fits a plain logistic model when no game is drawn', () => {
    const { rows } = simulate(12, 1500, 0);
    expect(rows.some((r) => r.draws > 0)).toBe(false);
    const fit = fitOrdered(rows, 4);
    expect(fit.drawTerm).toBe(false);
    expect(fit.params[5]).toBe(0);
    expect(fit.converged).toBe(true);
  });

  it('throws on a profile that never varies (singular information)', () => {
    const rows: ResultRow[] = [
      { d: [1, 0], side: 1, wins: 3, draws: 0, losses: 2 },
      { d: [-1, 0], side: -1, wins: 1, draws: 0, losses: 4 },
    ];
    expect(() => fitOrdered(rows, 2)).toThrow(RangeError);
  });

  it('95% intervals cover at their stated rate over 60 fixed seeds, and their width matches the spread of the estimates', () => {
    const seeds = 60;
    let covered = 0;
    const est: number[] = [];
    const ses: number[] = [];
    for (let s = 0; s < seeds; s++) {
      const { rows, meanCounts } = simulate(1000 + s, 600, 0.3);
      const fit = fitOrdered(rows, 4);
      const v = pointsScale(
        fit,
        4,
        meanCounts,
        PROFILES.map((p) => p.cost),
      ).values[0];
      const truth = target(meanCounts)[0];
      if (Math.abs(v.value - truth) <= Z95 * v.se) covered++;
      est.push(v.value - truth);
      ses.push(v.se);
    }
    // Binomial(60, 0.95): a count below lo has probability < 0.001 if the intervals cover at 95%
    const { lo } = binomialRange(seeds, 0.95);
    expect(covered).toBeGreaterThanOrEqual(lo);
    // too-wide intervals would also cover: the stated se must match the estimates' spread.
    // The SD of 60 estimates is within ±30% of the truth with probability > 0.999 (chi-square, 59 df).
    const mean = est.reduce((a, b) => a + b, 0) / seeds;
    const sd = Math.sqrt(est.reduce((a, b) => a + (b - mean) ** 2, 0) / (seeds - 1));
    const meanSe = ses.reduce((a, b) => a + b, 0) / seeds;
    expect(meanSe / sd).toBeGreaterThan(0.7);
    expect(meanSe / sd).toBeLessThan(1.4);
  });
});
