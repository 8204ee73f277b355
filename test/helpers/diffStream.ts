import { readFileSync } from 'node:fs';
import { gateDecision, type GateDecision } from '../../src/analysis/compare/run.js';
import type { GateDesign } from '../../src/engine/stats/gateDesign.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';

/**
 * Synthetic per-pair score-difference streams with a known δ for the compare gate: a real
 * difference histogram (test/fixtures/difference-histograms.json) made symmetric, then
 * exponentially tilted until its mean is δ (the support and look of the real stream stay).
 */
export const DIFF_SHAPES = (JSON.parse(readFileSync('test/fixtures/difference-histograms.json', 'utf8')) as { histograms: { name: string; pairs: number[] }[] })
  .histograms;
const VALUES = Array.from({ length: 9 }, (_, i) => (i - 4) / 4);

export function shapeAt(pairs: number[], delta: number): number[] {
  const total = pairs.reduce((a, b) => a + b, 0);
  const sym = pairs.map((c, i) => (c + pairs[8 - i]) / (2 * total));
  const tilt = (lambda: number) => {
    const w = sym.map((p, i) => p * Math.exp(lambda * VALUES[i]));
    const z = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / z);
  };
  const mean = (p: number[]) => p.reduce((a, x, i) => a + x * VALUES[i], 0);
  let lo = -50;
  let hi = 50;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (mean(tilt(mid)) < delta) lo = mid;
    else hi = mid;
  }
  return tilt((lo + hi) / 2);
}

/** One run of the gate on a stream with per-pair probabilities p, looking every `batch` pairs up to `cap`. */
export function gateRun(p: number[], d: GateDesign, cap: number, batch: number, dice: SeededDice): GateDecision & { units: number; hist: number[] } {
  const cdf = p.map((_, i) => p.slice(0, i + 1).reduce((a, b) => a + b, 0));
  cdf[8] = 1;
  const hist = new Array<number>(9).fill(0);
  let units = 0;
  for (;;) {
    const m = Math.min(batch, cap - units);
    for (let k = 0; k < m; k++) {
      const u = dice.random();
      let b = 0;
      while (u >= cdf[b]) b++;
      hist[b]++;
    }
    units += m;
    const g = gateDecision(hist, true, d, units >= cap);
    if (g.stop) return { ...g, units, hist };
  }
}

export { SeededDice };
