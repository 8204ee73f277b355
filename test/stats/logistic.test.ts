import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { logisticFit, zFor, type LogisticPoint } from '../../src/engine/stats/index.js';
import { binomial, fourSe } from './helpers.js';

const sigma = (t: number) => 1 / (1 + Math.exp(-t));

/** Points with the exact expected score at each x (no noise). */
function exactPoints(a: number, b: number, xs: number[], games: number): LogisticPoint[] {
  return xs.map((x) => ({ x, points: games * sigma(a + b * x), games }));
}

function sweep(d: SeededDice, a: number, b: number, games: number): LogisticPoint[] {
  const out: LogisticPoint[] = [];
  for (let x = 10; x <= 50; x += 5) out.push({ x, points: binomial(d, games, sigma(a + b * x)), games });
  return out;
}

describe('logistic fit and its 50% crossing', () => {
  it('recovers a and b to 1e-6 from exact expected proportions', () => {
    for (const [a, b] of [
      [-3, 0.1],
      [2, -0.05],
      [0.3, 0.02],
    ]) {
      const f = logisticFit(exactPoints(a, b, [0, 10, 20, 30, 40, 50, 60], 1000));
      expect(f.converged).toBe(true);
      expect(Math.abs(f.a - a)).toBeLessThan(1e-6);
      expect(Math.abs(f.b - b)).toBeLessThan(1e-6);
      expect(Math.abs(f.x50 + a / b)).toBeLessThan(1e-6);
      expect(f.dispersion).toBeCloseTo(0, 10);
    }
  });

  it('covariance is the inverse information; delta and Fieller intervals follow their formulas', () => {
    const xs = [0, 10, 20, 30, 40, 50, 60];
    const n = 1000;
    const f = logisticFit(exactPoints(-3, 0.1, xs, n));
    let i00 = 0;
    let i01 = 0;
    let i11 = 0;
    for (const x of xs) {
      const p = sigma(-3 + 0.1 * x);
      const w = n * p * (1 - p);
      i00 += w;
      i01 += w * x;
      i11 += w * x * x;
    }
    const det = i00 * i11 - i01 * i01;
    expect(f.cov[0][0]).toBeCloseTo(i11 / det, 8);
    expect(f.cov[0][1]).toBeCloseTo(-i01 / det, 10);
    expect(f.cov[1][1]).toBeCloseTo(i00 / det, 12);
    const z = zFor(0.95);
    const [Va, C, Vb] = [f.cov[0][0], f.cov[0][1], f.cov[1][1]];
    const se = Math.sqrt(Va + 2 * 30 * C + 900 * Vb) / 0.1;
    expect(f.x50Se).toBeCloseTo(se, 8);
    // both Fieller bounds satisfy (a + b·x)² = z²(Va + 2x·C + x²·Vb)
    for (const x of [f.x50Lo, f.x50Hi]) expect((f.a + f.b * x) ** 2 - z * z * (Va + 2 * x * C + x * x * Vb)).toBeCloseTo(0, 10);
    expect(f.x50Lo).toBeLessThan(30);
    expect(f.x50Hi).toBeGreaterThan(30);
    expect(f.crossing).toBe('inside');
  });

  it('noisy sweep with a known crossing (x50 = 30, seeded): the interval contains it', () => {
    const f = logisticFit(sweep(new SeededDice(30), -3, 0.1, 400));
    expect(f.crossing).toBe('inside');
    expect(f.x50Lo).toBeLessThanOrEqual(30);
    expect(f.x50Hi).toBeGreaterThanOrEqual(30);
  });

  it('Fieller interval covers the true crossing 95% of the time (within 4 SE), without dispersion scaling', () => {
    const d = new SeededDice(1954);
    const R = 1500;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const f = logisticFit(sweep(d, -3, 0.1, 200), 0.95, { scaleByDispersion: false });
      if (f.x50Lo <= 30 && 30 <= f.x50Hi) covered++;
    }
    expect(Math.abs(covered / R - 0.95)).toBeLessThanOrEqual(fourSe(0.95, R));
  });

  it('with dispersion scaling (the default) it does not under-cover (≥ 95% − 4 SE)', () => {
    const d = new SeededDice(1955);
    const R = 1500;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const f = logisticFit(sweep(d, -3, 0.1, 200));
      if (f.x50Lo <= 30 && 30 <= f.x50Hi) covered++;
    }
    expect(covered / R).toBeGreaterThanOrEqual(0.95 - fourSe(0.95, R));
  });

  it('flags a crossing outside the swept range', () => {
    // a = 1, b = 0.05: score > 50% everywhere on [0, 20]; crossing at x = −20
    const f = logisticFit(exactPoints(1, 0.05, [0, 5, 10, 15, 20], 2000));
    expect(f.crossing).toBe('outside');
    expect(f.x50).toBeCloseTo(-20, 6);
  });

  it('flags no crossing when the slope is not distinguishable from 0', () => {
    const flat = logisticFit([10, 20, 30].map((x) => ({ x, points: 60, games: 100 })));
    expect(flat.b).toBeCloseTo(0, 12);
    expect(flat.crossing).toBe('none');
    expect(Number.isNaN(flat.x50Lo)).toBe(true);
    // a slight slope buried in little data: b² < z²·Var b → Fieller's set is unbounded
    const weak = logisticFit([
      { x: 0, points: 5, games: 10 },
      { x: 10, points: 6, games: 10 },
    ]);
    expect(weak.b * weak.b).toBeLessThan(zFor(0.95) ** 2 * weak.cov[1][1]);
    expect(weak.crossing).toBe('none');
  });

  it('flags separated data (a jump from 0% to 100%) instead of returning a huge slope as a fit', () => {
    const f = logisticFit([
      { x: 1, points: 0, games: 50 },
      { x: 2, points: 0, games: 50 },
      { x: 3, points: 50, games: 50 },
      { x: 4, points: 50, games: 50 },
    ]);
    expect(f.separated).toBe(true);
    expect(f.crossing).toBe('none');
  });

  it('rejects bad points', () => {
    expect(() =>
      logisticFit([
        { x: 1, points: 5, games: 4 },
        { x: 2, points: 1, games: 4 },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      logisticFit([
        { x: 1, points: 1, games: 4 },
        { x: 1, points: 2, games: 4 },
      ]),
    ).toThrow(/two distinct/);
  });
});
