import { describe, expect, it } from 'vitest';
import { clearlyBeyond } from '../../src/analysis/compare/run.js';
import { PILOT_PRECISION, planCompare, varianceRelSe } from '../../src/analysis/plan/comparePlan.js';
import { ruleSetOf } from '../../src/analysis/shared/rules.js';

// Issue 30 item 6: `plan --suite --variant` from the README's 400-game pilot recommended caps
// 10,600–20,200 across seeds. On the shipped intro suite with the README's maxTurns 10 → 6 variant
// (from a 400-game pilot: 12,800–19,600 over seeds 1–6), pilots on different seeds must now agree
// within 20%.
const SUITE = 'scenarios/intro/suite.yaml';

describe('plan --suite --variant: stable recommendations (issue 30 item 6)', () => {
  it('four pilot seeds on the intro suite, maxTurns 10 → 6, agree within 20%, each known to the pilot precision', async () => {
    const flags = { base: ruleSetOf(undefined, []), variant: ruleSetOf(undefined, ['maxTurns=6']), alpha: 0.05, beta: 0.05 };
    const plans = [];
    for (const seed of [1, 2, 3, 4]) plans.push(await planCompare(SUITE, { ...flags, pilotGames: 400, batch: 200, pairs: true, seed, workers: 0 }));
    const recs = plans.map((p) => p.recommendedMaxGames);
    expect(Math.max(...recs) / Math.min(...recs), recs.join(', ')).toBeLessThanOrEqual(1.2);
    for (const p of plans) {
      expect(p.recommendationRelSe).toBeLessThanOrEqual(PILOT_PRECISION);
      // the 400-game pilot alone is not enough: it grew
      expect(p.pilotGames).toBeGreaterThan(400);
    }
  }, 300_000);

  it("skips a matchup exactly when compare's sizing rule does", async () => {
    const p = await planCompare(SUITE, {
      base: ruleSetOf(undefined, []),
      variant: ruleSetOf('scenarios/intro/variant-elite-cmb.yaml', []),
      alpha: 0.05,
      beta: 0.05,
      pilotGames: 400,
      batch: 200,
      pairs: true,
      workers: 0,
    });
    // CMB 3 → 5 moves both matchups by far more than the 3-point tolerance
    expect(p.rows.map((r) => r.skipped)).toEqual([true, true]);
    const same = await planCompare(SUITE, {
      base: ruleSetOf(undefined, []),
      variant: ruleSetOf(undefined, []),
      alpha: 0.05,
      beta: 0.05,
      pilotGames: 400,
      batch: 200,
      pairs: true,
      workers: 0,
    });
    expect(same.rows.map((r) => r.skipped)).toEqual([false, false]);
    // identical rules: every difference is 0, the pilot needs no second round
    expect(same.pilotGames).toBe(400);
    expect(clearlyBeyond([0, 0, 0, 0, 10, 0, 0, 0, 0], true, 0.03)).toBe(false);
  }, 300_000);

  it('relative standard error of the variance from a histogram: √((m4 − m2²)/n)/m2', () => {
    // D = ±1/2 with equal counts: m2 = 1/4, m4 = 1/16, so m4 − m2² = 0 (a two-point law's variance is exact)
    expect(varianceRelSe([0, 0, 50, 0, 0, 0, 50, 0, 0], true)).toBeCloseTo(0, 12);
    // D = 0 (90) or ±1 (5 each): m2 = 0.1, m4 = 0.1: √((0.1 − 0.01)/100)/0.1 = 0.3
    expect(varianceRelSe([5, 0, 0, 0, 90, 0, 0, 0, 5], true)).toBeCloseTo(0.3, 12);
  });
});
