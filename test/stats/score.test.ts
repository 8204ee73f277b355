import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { scoreInterval, pairedScoreInterval, varianceSaved, wilson, zFor } from '../../src/engine/stats/index.js';
import { fourSe, game } from './helpers.js';

const Z = zFor(0.95);

describe('scoreInterval (games with draws)', () => {
  it('without draws is exactly Wilson on the wins', () => {
    const s = scoreInterval({ wins: 37, draws: 0, losses: 63 });
    const w = wilson(37, 100);
    expect(s.method).toBe('wilson');
    expect([s.score, s.lo, s.hi]).toEqual([w.p, w.lo, w.hi]);
    expect(s.se).toBeCloseTo(Math.sqrt((0.37 * 0.63) / 100), 15);
  });

  it('with draws solves the score-test equation (derivation in boundedMean.ts)', () => {
    // (s − p)² = z²(p(1 − p) − c′)/N with c′ = (D/4N)·N/(N + z²)
    // scores with fewer than 10 games' worth on the rarer side are continuity-corrected (test/stats/extreme.test.ts)
    for (const r of [
      { wins: 30, draws: 20, losses: 50 },
      { wins: 20, draws: 6, losses: 12 },
      { wins: 10, draws: 7, losses: 93 },
      { wins: 4000, draws: 1500, losses: 4500 },
    ]) {
      const N = r.wins + r.draws + r.losses;
      const s = (r.wins + r.draws / 2) / N;
      const c = (r.draws / (4 * N)) * (N / (N + Z * Z));
      const ci = scoreInterval(r);
      expect(ci.method).toBe('wilson-draws');
      expect(ci.score).toBe(s);
      for (const p of [ci.lo, ci.hi]) expect((s - p) ** 2 - (Z * Z * (p * (1 - p) - c)) / N).toBeCloseTo(0, 12);
      expect(ci.lo).toBeLessThan(s);
      expect(ci.hi).toBeGreaterThan(s);
    }
  });

  it('hand-computed example: W/D/L = 30/20/50', () => {
    // s = 0.4; E[Y²] = (30 + 20/4)/100 = 0.35; v̂ = 0.35 − 0.16 = 0.19
    // centre = (40 + z²/2)/(100 + z²), half = z·√(100·0.19 + z²/4)/(100 + z²)
    const centre = (40 + (Z * Z) / 2) / (100 + Z * Z);
    const half = (Z * Math.sqrt(19 + (Z * Z) / 4)) / (100 + Z * Z);
    const ci = scoreInterval({ wins: 30, draws: 20, losses: 50 });
    expect(ci.lo).toBeCloseTo(centre - half, 14);
    expect(ci.hi).toBeCloseTo(centre + half, 14);
    expect(ci.lo).toBeCloseTo(0.31937, 4);
    expect(ci.hi).toBeCloseTo(0.48803, 4);
    expect(ci.se).toBeCloseTo(Math.sqrt(0.19 / 100), 15);
  });

  it('draws narrow the interval compared with decisive games at the same score', () => {
    const decisive = scoreInterval({ wins: 40, draws: 0, losses: 60 });
    const drawn = scoreInterval({ wins: 20, draws: 40, losses: 40 });
    expect(drawn.score).toBe(decisive.score);
    expect(drawn.hi - drawn.lo).toBeLessThan(decisive.hi - decisive.lo);
  });

  it('all draws is not a zero-width interval: it is as wide as a 0/N sample', () => {
    const ci = scoreInterval({ wins: 0, draws: 50, losses: 0 });
    const w = wilson(0, 50);
    expect(ci.score).toBe(0.5);
    expect(ci.hi - ci.lo).toBeCloseTo(w.hi - w.lo, 14);
  });

  it('rejects non-integer or negative counts', () => {
    expect(() => scoreInterval({ wins: -1, draws: 0, losses: 3 })).toThrow(RangeError);
    expect(() => scoreInterval({ wins: 1.5, draws: 0, losses: 3 })).toThrow(RangeError);
  });

  it('covers 95% over random win/draw rates (N = 300), within 4 SE of the coverage estimate', () => {
    const d = new SeededDice(424242);
    const R = 10000;
    const N = 300;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const pDraw = 0.05 + 0.35 * d.random();
      const pWin = (1 - pDraw) * (0.2 + 0.6 * d.random());
      const truth = pWin + pDraw / 2;
      const t = [0, 0, 0];
      for (let i = 0; i < N; i++) t[game(d, pWin, pDraw)]++;
      const ci = scoreInterval({ wins: t[2], draws: t[1], losses: t[0] });
      if (ci.lo <= truth && truth <= ci.hi) covered++;
    }
    expect(Math.abs(covered / R - 0.95)).toBeLessThanOrEqual(fourSe(0.95, R));
  });
});

describe('pairedScoreInterval (mirrored pairs)', () => {
  it('score is the mean pair score k/4 and se comes from the pair distribution', () => {
    const h = [3, 10, 40, 30, 17];
    const M = 100;
    const mean = (10 * 1 + 40 * 2 + 30 * 3 + 17 * 4) / 4 / M;
    let v = 0;
    for (let k = 0; k < 5; k++) v += h[k] * (k / 4 - mean) ** 2;
    v /= M;
    const ci = pairedScoreInterval(h);
    expect(ci.method).toBe('wilson-pairs');
    expect(ci.n).toBe(M);
    expect(ci.score).toBeCloseTo(mean, 15);
    expect(ci.se).toBeCloseTo(Math.sqrt(v / M), 15);
    const centre = (M * mean + (Z * Z) / 2) / (M + Z * Z);
    const half = (Z * Math.sqrt(M * v + (Z * Z) / 4)) / (M + Z * Z);
    expect(ci.lo).toBeCloseTo(centre - half, 14);
    expect(ci.hi).toBeCloseTo(centre + half, 14);
  });

  it('pairs that always split (side advantage only) give a narrow interval at 50%', () => {
    const paired = pairedScoreInterval([0, 0, 500, 0, 0]);
    const unpaired = scoreInterval({ wins: 500, draws: 0, losses: 500 });
    expect(paired.score).toBe(0.5);
    // zero pair variance: the width of a 0/M Wilson interval, z²/(M + z²), ≈ 8× narrower here
    expect(paired.hi - paired.lo).toBeCloseTo((Z * Z) / (500 + Z * Z), 14);
    expect(paired.hi - paired.lo).toBeLessThan((unpaired.hi - unpaired.lo) / 4);
    expect(pairedScoreInterval([0, 0, 0, 0, 0]).n).toBe(0);
    expect(() => pairedScoreInterval([1, 2, 3])).toThrow(RangeError);
  });

  it('does not under-cover (≥ 95% − 4 SE) with a side advantage, 200 pairs', () => {
    // measured ≈ 95.5% over 10⁵ samples: slightly conservative (see boundedMean.ts)
    const d = new SeededDice(99);
    const R = 10000;
    const M = 200;
    let covered = 0;
    const h = [0, 0, 0, 0, 0];
    for (let r = 0; r < R; r++) {
      const pDraw = 0.05 + 0.35 * d.random();
      const pWin = (1 - pDraw) * (0.2 + 0.6 * d.random());
      const adv = 0.5 * Math.min(pWin, 1 - pDraw - pWin); // side 0 favoured: +adv, mirrored game −adv
      h.fill(0);
      for (let i = 0; i < M; i++) h[game(d, pWin + adv, pDraw) + game(d, pWin - adv, pDraw)]++;
      const truth = pWin + pDraw / 2;
      const ci = pairedScoreInterval(h);
      if (ci.lo <= truth && truth <= ci.hi) covered++;
    }
    expect(covered / R).toBeGreaterThanOrEqual(0.95 - fourSe(0.95, R));
  });
});

describe('varianceSaved', () => {
  it('independent games (exact expected histogram) save nothing', () => {
    // p = ½, no draws: pairs 0/2/4 half points with probabilities ¼ ½ ¼
    const M = 400;
    const v = varianceSaved([M / 4, 0, M / 2, 0, M / 4], { wins: M, draws: 0, losses: M });
    expect(v.pairedVariance).toBeCloseTo(1 / (8 * M), 15);
    expect(v.unpairedVariance).toBeCloseTo(1 / (8 * M), 15);
    expect(v.ratio).toBeCloseTo(1, 14);
    expect(v.saved).toBeCloseTo(0, 14);
  });

  it('a pure side advantage (every pair split) saves all the variance', () => {
    const v = varianceSaved([0, 0, 100, 0, 0], { wins: 100, draws: 0, losses: 100 });
    expect(v.ratio).toBe(0);
    expect(v.saved).toBe(1);
  });

  it('positively correlated pairs cost variance (saved < 0)', () => {
    const v = varianceSaved([50, 0, 0, 0, 50], { wins: 100, draws: 0, losses: 100 });
    expect(v.ratio).toBeCloseTo(2, 14);
    expect(v.saved).toBeCloseTo(-1, 14);
  });

  it('without W/D/L reads 2-point pairs as two draws (the smallest saving)', () => {
    const h = [1, 0, 2, 0, 1];
    // as draws: per-game var 1/8, unpaired 1/64; pairs: var(Y) = 1/8 over 4 pairs = 1/32 → ratio 2
    expect(varianceSaved(h).ratio).toBeCloseTo(2, 14);
    // as win + loss: per-game var 1/4 → ratio 1
    expect(varianceSaved(h, { wins: 4, draws: 0, losses: 4 }).ratio).toBeCloseTo(1, 14);
  });

  it('rejects W/D/L that are not the games of the pairs', () => {
    expect(() => varianceSaved([1, 0, 2, 0, 1], { wins: 5, draws: 0, losses: 3 })).toThrow(/not the games/);
    expect(() => varianceSaved([1, 0, 2, 0, 1], { wins: 4, draws: 0, losses: 5 })).toThrow(/not the games/);
  });
});
