import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { sprtBounds, sprtBernoulli, sprtNormal, sprtScoreDifference } from '../../src/engine/stats/index.js';
import { fourSe, game } from './helpers.js';

const CAP = 200_000;

describe('Wald bounds', () => {
  it('lower = ln(β/(1−α)), upper = ln((1−β)/α)', () => {
    const b = sprtBounds(0.05, 0.05);
    expect(b.lower).toBeCloseTo(Math.log(0.05 / 0.95), 15);
    expect(b.upper).toBeCloseTo(Math.log(0.95 / 0.05), 15);
    expect(() => sprtBounds(0, 0.05)).toThrow(RangeError);
  });
});

describe('Bernoulli SPRT', () => {
  it('LLR = s·ln(p1/p0) + (n − s)·ln((1 − p1)/(1 − p0))', () => {
    const r = sprtBernoulli(30, 50, { p0: 0.5, p1: 0.6 });
    expect(r.llr).toBeCloseTo(30 * Math.log(1.2) + 20 * Math.log(0.8), 14);
    expect(r.decision).toBe('continue');
    expect(sprtBernoulli(100, 100, { p0: 0.5, p1: 0.6 }).decision).toBe('accept-H1');
    expect(sprtBernoulli(0, 100, { p0: 0.5, p1: 0.6 }).decision).toBe('accept-H0');
  });

  /** Runs a Bernoulli(p) stream to a decision; returns the decision. */
  function runBernoulli(d: SeededDice, p: number): string {
    let s = 0;
    for (let n = 1; n <= CAP; n++) {
      if (d.random() < p) s++;
      const r = sprtBernoulli(s, n, { p0: 0.5, p1: 0.6 });
      if (r.decision !== 'continue') return r.decision;
    }
    return 'continue';
  }

  it('type I and type II error rates are at most nominal (+4 SE) on seeded streams', () => {
    const R = 2000;
    const d = new SeededDice(1945);
    let typeI = 0;
    let typeII = 0;
    let undecided = 0;
    for (let r = 0; r < R; r++) {
      const a = runBernoulli(d, 0.5);
      if (a === 'accept-H1') typeI++;
      if (a === 'continue') undecided++;
      const b = runBernoulli(d, 0.6);
      if (b === 'accept-H0') typeII++;
      if (b === 'continue') undecided++;
    }
    expect(undecided).toBe(0);
    expect(typeI / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    expect(typeII / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    // Wald's bounds are conservative but not wildly so: the errors are not ~0 either
    expect(typeI).toBeGreaterThan(0);
    expect(typeII).toBeGreaterThan(0);
  });
});

describe('GSPRT for a mean score (normal approximation, sample variance)', () => {
  it('LLR = n(θ1 − θ0)(2x̄ − θ0 − θ1)/(2σ²)', () => {
    const r = sprtNormal({ n: 400, mean: 0.53, variance: 0.2 }, { theta0: 0.5, theta1: 0.55 });
    expect(r.llr).toBeCloseTo((400 * 0.05 * (1.06 - 1.05)) / 0.4, 14);
  });

  function runScores(d: SeededDice, pWin: number, pDraw: number): string {
    let s = 0;
    let s2 = 0;
    for (let n = 1; n <= CAP; n++) {
      const y = game(d, pWin, pDraw) / 2;
      s += y;
      s2 += y * y;
      if (n < 2) continue;
      const mean = s / n;
      const variance = s2 / n - mean * mean;
      if (variance <= 0) continue;
      const r = sprtNormal({ n, mean, variance }, { theta0: 0.5, theta1: 0.55 });
      if (r.decision !== 'continue') return r.decision;
    }
    return 'continue';
  }

  it('on game-score streams with draws: errors at most nominal (+4 SE)', () => {
    const R = 1500;
    const d = new SeededDice(2016);
    let typeI = 0;
    let typeII = 0;
    for (let r = 0; r < R; r++) {
      if (runScores(d, 0.4, 0.2) === 'accept-H1') typeI++; // score 0.50
      if (runScores(d, 0.45, 0.2) === 'accept-H0') typeII++; // score 0.55
    }
    expect(typeI / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    expect(typeII / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
  });
});

describe('two-sided score-difference GSPRT (the compare gate)', () => {
  /**
   * Per-game difference D in {−1, −½, 0, ½, 1}: P(±½) = 0.1 each, P(±1) = 0.05 each, then
   * P(+1) += e and P(−1) −= e, so E[D] = 2e.
   */
  function runDiff(d: SeededDice, delta: number, h: { d0?: number; d1: number }, every = 1): string {
    const e = delta / 2;
    const pPlus1 = 0.05 + e;
    const pMinus1 = 0.05 - e;
    let s = 0;
    let s2 = 0;
    for (let n = 1; n <= CAP; n++) {
      const u = d.random();
      const D = u < pPlus1 ? 1 : u < pPlus1 + pMinus1 ? -1 : u < pPlus1 + pMinus1 + 0.1 ? 0.5 : u < pPlus1 + pMinus1 + 0.2 ? -0.5 : 0;
      s += D;
      s2 += D * D;
      if (n % every !== 0) continue;
      const r = sprtScoreDifference(n, s, s2, h);
      if (r.decision !== 'continue') return r.decision;
    }
    return 'continue';
  }

  it('δ = 0 (nothing moved): P(accept-H1) ≤ α + 4 SE; δ = ±d1: P(accept-H0) ≤ β + 4 SE', () => {
    const R = 1500;
    const h = { d0: 0, d1: 0.05 };
    const d = new SeededDice(31337);
    let typeI = 0;
    let typeIIup = 0;
    let typeIIdown = 0;
    let undecided = 0;
    for (let r = 0; r < R; r++) {
      const a = runDiff(d, 0, h);
      const b = runDiff(d, 0.05, h);
      const c = runDiff(d, -0.05, h);
      if (a === 'accept-H1') typeI++;
      if (b === 'accept-H0') typeIIup++;
      if (c === 'accept-H0') typeIIdown++;
      for (const x of [a, b, c]) if (x === 'continue') undecided++;
    }
    expect(undecided).toBe(0);
    expect(typeI / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    expect(typeIIup / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    expect(typeIIdown / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
  });

  it('with an indifference zone (d0 = 0.01, d1 = 0.05) looked at every 50 games: δ = d0 → type I ≤ α + 4 SE', () => {
    const R = 1500;
    const h = { d0: 0.01, d1: 0.05 };
    const d = new SeededDice(8);
    let typeI = 0;
    let typeII = 0;
    for (let r = 0; r < R; r++) {
      if (runDiff(d, 0.01, h, 50) === 'accept-H1') typeI++;
      if (runDiff(d, 0.05, h, 50) === 'accept-H0') typeII++;
    }
    expect(typeI / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
    expect(typeII / R).toBeLessThanOrEqual(0.05 + fourSe(0.05, R));
  });

  it('identical rules (D ≡ 0) accept H0 exactly when n(n + 1) ≥ 2|ln(β/(1 − α/2))|/d1²', () => {
    // regularised variance 1/(n + 1) (two half-weight pseudo-games at ±1): LLR = −n(n + 1)d1²/2
    const d1 = 0.03;
    const need = (2 * Math.abs(Math.log(0.05 / (1 - 0.025)))) / (d1 * d1);
    let nStar = 1;
    while (nStar * (nStar + 1) < need) nStar++;
    expect(sprtScoreDifference(nStar - 1, 0, 0, { d1 }).decision).toBe('continue');
    const r = sprtScoreDifference(nStar, 0, 0, { d1 });
    expect(r.decision).toBe('accept-H0');
    expect(r.direction).toBe('both');
    expect(r.llr).toBeCloseTo((-nStar * (nStar + 1) * d1 * d1) / 2, 10);
  });

  it('reports the direction of a move and validates its hypotheses', () => {
    const up = sprtScoreDifference(1000, 200, 400, { d1: 0.03 });
    expect(up.decision).toBe('accept-H1');
    expect(up.direction).toBe('up');
    const down = sprtScoreDifference(1000, -200, 400, { d1: 0.03 });
    expect(down.direction).toBe('down');
    expect(sprtScoreDifference(0, 0, 0, { d1: 0.03 }).decision).toBe('continue');
    expect(() => sprtScoreDifference(10, 0, 0, { d0: 0.05, d1: 0.03 })).toThrow(RangeError);
  });
});
