import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { wilson, zFor } from '../../src/engine/stats/index.js';
import { binomial, binomialPmf, fourSe } from './helpers.js';

/** Wilson's interval derived independently: the roots of (p̂ − p)² = z²p(1 − p)/n by the quadratic formula. */
function wilsonByQuadratic(k: number, n: number, z: number): [number, number] {
  const ph = k / n;
  // (1 + z²/n)p² − (2p̂ + z²/n)p + p̂² = 0
  const A = 1 + (z * z) / n;
  const B = -(2 * ph + (z * z) / n);
  const C = ph * ph;
  const s = Math.sqrt(B * B - 4 * A * C);
  return [(-B - s) / (2 * A), (-B + s) / (2 * A)];
}

describe('Wilson score interval', () => {
  it('matches the published examples (Newcombe 1998, Stat. Med. 17:857, Table II, method 3)', () => {
    const table: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [k, n, lo, hi] of table) {
      const w = wilson(k, n);
      expect(w.lo).toBeCloseTo(lo, 4);
      expect(w.hi).toBeCloseTo(hi, 4);
      expect(w.p).toBe(k / n);
    }
  });

  it('equals the roots of the score-test quadratic on constructed data', () => {
    const z = zFor(0.95);
    for (const [k, n] of [
      [0, 1],
      [1, 1],
      [3, 10],
      [50, 100],
      [999, 1000],
      [12345, 20000],
    ]) {
      const [lo, hi] = wilsonByQuadratic(k, n, z);
      const w = wilson(k, n, z);
      expect(w.lo).toBeCloseTo(Math.max(0, lo), 12);
      expect(w.hi).toBeCloseTo(Math.min(1, hi), 12);
    }
  });

  it('at 0 and n successes stays non-degenerate: [0, z²/(n+z²)] and its mirror', () => {
    const z = zFor(0.95);
    const n = 40;
    expect(wilson(0, n).lo).toBe(0);
    expect(wilson(0, n).hi).toBeCloseTo((z * z) / (n + z * z), 14);
    expect(wilson(n, n).hi).toBe(1);
    expect(wilson(n, n).lo).toBeCloseTo(n / (n + z * z), 14);
  });

  it('n = 0 is uninformative; bad counts throw', () => {
    expect(wilson(0, 0)).toEqual({ p: NaN, lo: 0, hi: 1 });
    expect(() => wilson(5, 4)).toThrow(RangeError);
  });

  it('simulated coverage at n = 50, p = 0.3 equals the exact binomial coverage within 4 SE', () => {
    const n = 50;
    const p = 0.3;
    const pmf = binomialPmf(n, p);
    let exact = 0;
    for (let k = 0; k <= n; k++) {
      const w = wilson(k, n);
      if (w.lo <= p && p <= w.hi) exact += pmf[k];
    }
    const d = new SeededDice(20261122);
    const R = 20000;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const w = wilson(binomial(d, n, p), n);
      if (w.lo <= p && p <= w.hi) covered++;
    }
    expect(Math.abs(covered / R - exact)).toBeLessThanOrEqual(fourSe(exact, R));
  });

  it('covers 95% on average over p in [0.2, 0.8] (n = 200), within 4 SE of the coverage estimate', () => {
    // Wilson's coverage oscillates with p (Brown, Cai & DasGupta 2001); averaged over p in
    // [0.2, 0.8] the exact coverage at n = 200 is 0.9501, far inside the simulation's SE (0.002).
    const d = new SeededDice(7);
    const R = 12000;
    const n = 200;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const p = 0.2 + 0.6 * d.random();
      const w = wilson(binomial(d, n, p), n);
      if (w.lo <= p && p <= w.hi) covered++;
    }
    expect(Math.abs(covered / R - 0.95)).toBeLessThanOrEqual(fourSe(0.95, R));
  });
});
