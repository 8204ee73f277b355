import { describe, expect, it } from 'vitest';
import { gateDecision, type GateHypotheses } from '../../src/analysis/compare/run.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';

/**
 * The gate's error rates on synthetic common-random-number streams: per mirrored pair the
 * difference D (variant − base of A's pair score) takes −½, −¼, 0, ¼, ½ with probabilities
 * 0.1 − x, 0.15, 0.5, 0.15, 0.1 + x, so E[D] = x exactly. Played in batches of 100 pairs with a
 * cap, exactly as `volley compare` reads its histograms.
 */
const h: GateHypotheses = { h0: 0.015, tolerance: 0.03, alpha: 0.05, beta: 0.05 };
const BATCH = 100;
const CAP = 20000;

function oneRun(d: SeededDice, delta: number): { moved: boolean; units: number; truncated: boolean } {
  const hist = new Array<number>(9).fill(0);
  const cdf = [0.1 - delta, 0.25 - delta, 0.75 - delta, 0.9 - delta, 1];
  for (let units = BATCH; ; units += BATCH) {
    for (let k = 0; k < BATCH; k++) {
      const u = d.random();
      let b = 0;
      while (u >= cdf[b]) b++;
      hist[2 + b]++; // index 4 = no change; 2..6 = −2..2 half points = −½..½
    }
    const g = gateDecision(hist, true, h, units >= CAP);
    if (g.stop) return { moved: g.moved, units, truncated: g.truncated };
  }
}

function rate(delta: number, runs: number, seed: number): { moved: number; meanUnits: number; truncated: number } {
  const d = new SeededDice(seed);
  let moved = 0;
  let units = 0;
  let truncated = 0;
  for (let r = 0; r < runs; r++) {
    const o = oneRun(d, delta);
    if (o.moved) moved++;
    if (o.truncated) truncated++;
    units += o.units;
  }
  return { moved: moved / runs, meanUnits: units / runs, truncated: truncated / runs };
}

const RUNS = 600;
const fourSe = (p: number) => 4 * Math.sqrt((p * (1 - p)) / RUNS);

describe('compare gate: sequential test error rates on synthetic streams', () => {
  it('no change (δ = 0): flags at most α', () => {
    const r = rate(0, RUNS, 101);
    expect(r.moved).toBeLessThanOrEqual(h.alpha + fourSe(h.alpha));
    expect(r.truncated).toBe(0);
  });

  it('δ at the edge of H0 (|δ| = h0 = tolerance/2): flags at most α (one-sided α/2 plus overshoot slack)', () => {
    const up = rate(h.h0, RUNS, 202);
    const down = rate(-h.h0, RUNS, 203);
    expect(up.moved).toBeLessThanOrEqual(h.alpha + fourSe(h.alpha));
    expect(down.moved).toBeLessThanOrEqual(h.alpha + fourSe(h.alpha));
  });

  it('δ = ±tolerance: flags with power at least 1 − β', () => {
    for (const [delta, seed] of [
      [h.tolerance, 304],
      [-h.tolerance, 305],
    ]) {
      const r = rate(delta, RUNS, seed);
      expect(r.moved).toBeGreaterThanOrEqual(1 - h.beta - fourSe(h.beta));
    }
  });

  it('a large change stops after one batch', () => {
    const r = oneRun(new SeededDice(7), 0.08);
    expect(r.moved).toBe(true);
    expect(r.units).toBeLessThanOrEqual(3 * BATCH);
  });
});
