import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { chance2d6, naturalSuccesses, passes2d6, rollUnderSuccesses } from '../../src/rulesets/kit/dicePool.js';

/**
 * Each primitive's frequencies on a fixed seed against exact probabilities, within 4 standard
 * errors of a binomial proportion: |f − p| ≤ 4·sqrt(p(1−p)/N). The exact values are derived
 * here from first principles, not typed in.
 */
const N = 200_000;

function within4se(count: number, n: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(count / n - p)).toBeLessThanOrEqual(4 * se);
}

function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

describe('SeededDice', () => {
  it('d6 faces are uniform (each 1/6)', () => {
    const d = new SeededDice(20261122);
    const counts = new Array(7).fill(0);
    for (let i = 0; i < N; i++) counts[d.d6()]++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 6; f++) within4se(counts[f], N, 1 / 6);
  });

  it('d6 passes a chi-square goodness-of-fit test at the 0.1% level', () => {
    const d = new SeededDice(7);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < N; i++) counts[d.d6() - 1]++;
    const e = N / 6;
    const chi2 = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
    // chi-square with 5 degrees of freedom: P(X > 20.515) = 0.001
    expect(chi2).toBeLessThan(20.515);
  });

  it('d3 is a halved d6 rounded up: each face 1/3', () => {
    const d = new SeededDice(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < N; i++) counts[d.d3()]++;
    for (let f = 1; f <= 3; f++) within4se(counts[f], N, 1 / 3);
  });

  it('d10 faces are uniform (each 1/10)', () => {
    const d = new SeededDice(10);
    const counts = new Array(11).fill(0);
    for (let i = 0; i < N; i++) counts[d.d10()]++;
    for (let f = 1; f <= 10; f++) within4se(counts[f], N, 1 / 10);
  });

  it('2d6 totals follow (6 − |t − 7|)/36', () => {
    const d = new SeededDice(12);
    const counts = new Array(13).fill(0);
    for (let i = 0; i < N; i++) counts[d.twoD6()]++;
    for (let t = 2; t <= 12; t++) within4se(counts[t], N, (6 - Math.abs(t - 7)) / 36);
  });

  it('naturalSuccesses: natural 1 fails, natural 6 succeeds, binomial in the per-die chance', () => {
    for (const target of [1, 2, 4, 6, 7]) {
      // per-die success: faces max(target,2)..6, plus the 6 that always succeeds
      let faces = 0;
      for (let f = 1; f <= 6; f++) if (f === 6 || (f !== 1 && f >= target)) faces++;
      const p = faces / 6;
      const d = new SeededDice(100 + target);
      const counts = [0, 0, 0, 0];
      const n = 60_000;
      for (let i = 0; i < n; i++) counts[naturalSuccesses(d, 3, target)]++;
      for (let k = 0; k <= 3; k++) within4se(counts[k], n, binomial(3, k, p));
    }
  });

  it('rollUnderSuccesses is a roll-under test: P = value/6 per die', () => {
    for (const value of [1, 3, 5]) {
      const d = new SeededDice(200 + value);
      const counts = [0, 0, 0];
      const n = 60_000;
      for (let i = 0; i < n; i++) counts[rollUnderSuccesses(d, 2, value)]++;
      for (let k = 0; k <= 2; k++) within4se(counts[k], n, binomial(2, k, value / 6));
    }
  });

  it('passes2d6 (2d6 roll-under) passes with the chance of a total at or under the target', () => {
    for (const target of [2, 7, 9, 12]) {
      // exact: count the 36 ordered pairs by hand, independent of chance2d6's loop
      const ways = [0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36][target];
      expect(chance2d6(target)).toBeCloseTo(ways / 36, 12);
      const d = new SeededDice(300 + target);
      const n = 60_000;
      let pass = 0;
      for (let i = 0; i < n; i++) if (passes2d6(d, target)) pass++;
      within4se(pass, n, ways / 36);
    }
  });

  it('random() and int(n) stay in range and int is uniform', () => {
    const d = new SeededDice(5);
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const u = d.random();
      expect(u >= 0 && u < 1).toBe(true);
      counts[d.int(7)]++;
    }
    for (let k = 0; k < 7; k++) within4se(counts[k], 70_000, 1 / 7);
  });

  it('is reproducible for a seed and differs between seeds', () => {
    const a = new SeededDice(42);
    const b = new SeededDice(42);
    const c = new SeededDice(43);
    const sa = Array.from({ length: 50 }, () => a.d6()).join('');
    expect(Array.from({ length: 50 }, () => b.d6()).join('')).toBe(sa);
    expect(Array.from({ length: 50 }, () => c.d6()).join('')).not.toBe(sa);
  });
});

describe('ScriptedDice', () => {
  it('replays its script and fails loudly when exhausted', () => {
    const d = new ScriptedDice([6, 1, 4]);
    expect(naturalSuccesses(d, 3, 4)).toBe(2);
    expect(() => d.d6()).toThrow(/exhausted/);
  });
  it('rejects faces that are not on the die', () => {
    expect(() => new ScriptedDice([7]).d6()).toThrow(/not a d6 face/);
  });
});
