import { describe, it, expect } from 'vitest';
import { normalCdf, normalQuantile, zFor, erfc } from '../../src/engine/stats/index.js';

// Reference values: Φ and its inverse to 16 digits as tabulated by high-precision software
// (identical in R's pnorm/qnorm and SciPy's norm.cdf/ppf).
const CDF: [number, number][] = [
  [-10, 7.61985302416047e-24],
  [-5, 2.866515718791933e-7],
  [-3, 0.0013498980316300933],
  [-1.5, 0.06680720126885807],
  [-1, 0.15865525393145707],
  [0, 0.5],
  [0.5, 0.6914624612740131],
  [1, 0.8413447460685429],
  [1.96, 0.9750021048517795],
  [3, 0.9986501019683699],
];
const QUANTILE: [number, number][] = [
  [1e-20, -9.262340089798409],
  [1e-5, -4.264890793922825],
  [0.001, -3.090232306167813],
  [0.05, -1.6448536269514729],
  [0.3, -0.5244005127080409],
  [0.5, 0],
  [0.9, 1.2815515655446004],
  [0.975, 1.959963984540054],
  [0.995, 2.5758293035489004],
];

describe('normal distribution', () => {
  it('CDF matches reference values to 1e-13 relative', () => {
    for (const [x, v] of CDF) expect(Math.abs(normalCdf(x) - v) / v).toBeLessThan(1e-13);
  });
  it('quantile (AS 241) matches reference values to 1e-14 relative', () => {
    for (const [p, v] of QUANTILE) expect(Math.abs(normalQuantile(p) - v)).toBeLessThanOrEqual(1e-14 * Math.max(1, Math.abs(v)));
  });
  it('quantile inverts the CDF across the range, lower tail included', () => {
    // above x ≈ 5, Φ(x) = 1 − tiny is not representable finely enough to invert; the upper tail
    // is the mirror image (next test)
    for (let x = -8; x <= 4; x += 0.37) {
      const p = normalCdf(x);
      expect(Math.abs(normalQuantile(p) - x)).toBeLessThan(1e-9 * Math.max(1, Math.abs(x)));
    }
  });
  it('is symmetric and handles the ends', () => {
    expect(normalCdf(-2.2) + normalCdf(2.2)).toBeCloseTo(1, 15);
    expect(erfc(0)).toBe(1);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
  });
  it('zFor gives the two-sided critical value and refuses percentages', () => {
    expect(zFor(0.95)).toBeCloseTo(1.959963984540054, 14);
    expect(zFor(0.99)).toBeCloseTo(2.5758293035489004, 14);
    expect(zFor(0.9)).toBeCloseTo(1.6448536269514729, 14);
    expect(() => zFor(95)).toThrow(RangeError);
  });
});
