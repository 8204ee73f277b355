import { describe, expect, it } from 'vitest';
import { biasAdjusted, gateBounds, MIN_LOOK_UNITS, operatingPoint, unitsForVerdict, type GateDesign } from '../../src/engine/stats/gateDesign.js';
import { normalCdf } from '../../src/engine/stats/normal.js';
import { anytimeBounds, sprtScoreDifference } from '../../src/engine/stats/sprt.js';

const d: GateDesign = { h0: 0.015, tolerance: 0.03, alpha: 0.05, beta: 0.05, matchups: 2 };

describe('gate design', () => {
  it('anytime bounds: ln β and ln(1/α) per one-sided test; the gate splits α over 2 sides and K matchups', () => {
    expect(anytimeBounds(0.025, 0.05)).toEqual({ lower: Math.log(0.05), upper: Math.log(40) });
    expect(gateBounds(d)).toEqual({ lower: Math.log(0.05), upper: Math.log(80), alphaPerSide: 0.0125 });
    const t = sprtScoreDifference(100, 0, 1, { d0: 0.015, d1: 0.03, alpha: 0.025, beta: 0.05, bounds: 'anytime' });
    expect(t.upper).toBeCloseTo(Math.log(80), 12);
  });

  it('one look (batch = cap): the recursion reduces to the normal tail probabilities of the fixed-sample rule', () => {
    const sd = 0.2;
    const n = 900;
    const { lower, upper } = gateBounds(d);
    const hi = n * 0.0225 + (upper * sd * sd) / 0.015;
    const lo = n * 0.0225 + (lower * sd * sd) / 0.015;
    for (const delta of [0, 0.015, 0.03]) {
      const op = operatingPoint(d, sd, delta, n, n);
      const s = sd * Math.sqrt(n);
      const moved = 1 - normalCdf((hi - delta * n) / s) + normalCdf((-hi - delta * n) / s);
      const within = lo > 0 ? normalCdf((lo - delta * n) / s) - normalCdf((-lo - delta * n) / s) : 0;
      // the grid has cells of σ√n/12: boundaries are placed to within half a cell
      const slack = normalCdf(1 / 24) - 0.5;
      expect(Math.abs(op.moved - moved)).toBeLessThanOrEqual(2 * slack);
      expect(Math.abs(op.within - within)).toBeLessThanOrEqual(2 * slack);
      expect(op.moved + op.within + op.inconclusive).toBeCloseTo(1, 9);
      expect(op.expectedUnits).toBeCloseTo(n, 9);
    }
  });

  it('more looks and a higher cap: error rates stay below α/K and β, inconclusive shrinks', () => {
    const short = operatingPoint(d, 0.2, 0.03, 100, 1000);
    const long = operatingPoint(d, 0.2, 0.03, 100, 8000);
    expect(long.inconclusive).toBeLessThan(short.inconclusive);
    expect(long.within).toBeLessThanOrEqual(d.beta);
    expect(operatingPoint(d, 0.2, d.h0, 100, 8000).moved).toBeLessThanOrEqual(d.alpha / d.matchups);
    const need = unitsForVerdict(d, 0.2, 100, 0.01, 100_000);
    expect(operatingPoint(d, 0.2, 0, 100, need).inconclusive).toBeLessThanOrEqual(0.01);
    expect(operatingPoint(d, 0.2, d.tolerance, 100, need).inconclusive).toBeLessThanOrEqual(0.01);
    // and one batch fewer would not do at one of the two
    expect(Math.max(...[0, d.tolerance].map((x) => operatingPoint(d, 0.2, x, 100, need - 100).inconclusive))).toBeGreaterThan(0.01);
  });

  it('batches under MIN_LOOK_UNITS are modelled that far apart: fewer looks, never an earlier verdict; sizes stay whole batches', () => {
    const tiny = operatingPoint(d, 0.05, 0, 2, 200_000);
    expect(tiny.lookUnits).toBe(MIN_LOOK_UNITS);
    expect(tiny).toEqual(operatingPoint(d, 0.05, 0, MIN_LOOK_UNITS, 200_000));
    const coarse = operatingPoint(d, 0.2, d.tolerance, 2 * MIN_LOOK_UNITS, 8000);
    expect(operatingPoint(d, 0.2, d.tolerance, MIN_LOOK_UNITS, 8000).inconclusive).toBeLessThanOrEqual(coarse.inconclusive);
    expect(unitsForVerdict(d, 0.2, 3, 0.01, 100_000) % 3).toBe(0);
    // a cap below the look spacing is one look at the cap
    expect(operatingPoint(d, 0.2, 0, 2, 4).survival).toHaveLength(1);
  });

  it('a change far beyond the tolerance: E[Δ] where the test stops is about δ (the grid holds the overshoot), the adjusted Δ stays near', () => {
    for (const delta of [0.3, 1]) expect(operatingPoint(d, 0.5, delta, 100, 200).expectedEstimate).toBeCloseTo(delta, 6);
    // Skirmishers v Heavies, elite CMB tweak, 2 looks of 100 pairs: +41.9 points raw (it printed +474.0)
    const adjusted = biasAdjusted(d, 0.457, 0.41875, 100, 200);
    expect(Math.abs(adjusted - 0.41875)).toBeLessThan(0.01);
  });
});
