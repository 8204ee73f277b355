import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { gamesNeeded, normalCdf, pairMoments } from '../../src/engine/stats/index.js';
import { fourSe } from './helpers.js';

// z_{0.975} and z_{0.80} (standard normal table values)
const Z975 = 1.959963984540054;
const Z80 = 0.8416212335729143;

describe('sample-size planner', () => {
  it('one-sample: n = ((z_{1−α/2} + z_{1−β})·σ/δ)², e.g. σ = ½, δ = 0.05 → 785 games', () => {
    const raw = (((Z975 + Z80) * 0.5) / 0.05) ** 2; // 784.89
    const p = gamesNeeded({ delta: 0.05, sdPerGame: 0.5 });
    expect(p.units).toBe(Math.ceil(raw));
    expect(p.units).toBe(785);
    expect(p.games).toBe(785);
    expect(p.unit).toBe('game');
    expect(p.zAlpha).toBeCloseTo(Z975, 14);
    expect(p.zBeta).toBeCloseTo(Z80, 14);
  });

  it('two independent arms need twice the units per arm', () => {
    const raw = 2 * (((Z975 + Z80) * 0.5) / 0.05) ** 2;
    const p = gamesNeeded({ delta: 0.05, sd: 0.5, design: 'two-sample' });
    expect(p.units).toBe(Math.ceil(raw));
    expect(p.games).toBe(2 * Math.ceil(raw));
  });

  it('other α and power use their own quantiles: α = 0.01, power 0.9', () => {
    const zA = 2.5758293035489004;
    const zB = 1.2815515655446004;
    const p = gamesNeeded({ delta: 0.03, alpha: 0.01, power: 0.9, sd: 0.45 });
    expect(p.units).toBe(Math.ceil((((zA + zB) * 0.45) / 0.03) ** 2));
  });

  it('from a pilot: per-game variance from W/D/L; per-pair variance from a pair histogram', () => {
    // W/D/L 40/20/40: score ½, E[Y²] = (40 + 5)/100 → σ² = 0.45 − 0.25 = 0.2
    const g = gamesNeeded({ delta: 0.04, pilot: { wins: 40, draws: 20, losses: 40 } });
    expect(g.sd).toBeCloseTo(Math.sqrt(0.2), 15);
    expect(g.units).toBe(Math.ceil(((Z975 + Z80) ** 2 * 0.2) / 0.04 ** 2));
    const hist = [5, 20, 50, 20, 5];
    const pp = gamesNeeded({ delta: 0.04, paired: true, pilot: { pairHalfPoints: hist } });
    const v = pairMoments(hist).variance;
    expect(pp.unit).toBe('pair');
    expect(pp.units).toBe(Math.ceil(((Z975 + Z80) ** 2 * v) / 0.04 ** 2));
    expect(pp.games).toBe(2 * pp.units);
    // generic (n, Σx, Σx²) pilot: sample sd with n − 1
    const gen = gamesNeeded({ delta: 0.1, pilot: { n: 5, sum: 15, sumSq: 55 } });
    expect(gen.sd).toBeCloseTo(Math.sqrt(2.5), 15);
  });

  it('rejects a missing sd and bad levels', () => {
    expect(() => gamesNeeded({ delta: 0.05 })).toThrow(/sd/);
    expect(() => gamesNeeded({ delta: 0, sd: 0.5 })).toThrow(RangeError);
    expect(() => gamesNeeded({ delta: 0.05, sd: 0.5, power: 1 })).toThrow(RangeError);
  });

  it('the planned games give the promised power on simulated games (within 4 SE)', () => {
    // plan for δ = 0.05 with σ = ½, then test H0: score = ½ at α = 0.05 when the truth is 0.55
    // (no draws). With the true σ = √(0.55·0.45) the normal-theory power is
    // Φ(δ√n/σ − z_{0.975}) ≈ 0.804.
    const n = gamesNeeded({ delta: 0.05, sd: 0.5 }).units;
    const expected = normalCdf((0.05 * Math.sqrt(n)) / Math.sqrt(0.55 * 0.45) - Z975);
    const d = new SeededDice(1988);
    const R = 2000;
    let rejected = 0;
    for (let r = 0; r < R; r++) {
      let w = 0;
      for (let i = 0; i < n; i++) if (d.random() < 0.55) w++;
      const p = w / n;
      const z = (p - 0.5) / Math.sqrt((p * (1 - p)) / n);
      if (Math.abs(z) > Z975) rejected++;
    }
    expect(Math.abs(rejected / R - expected)).toBeLessThanOrEqual(fourSe(expected, R));
  });
});
