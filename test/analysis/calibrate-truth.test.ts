import { describe, expect, it } from 'vitest';
import { runCalibration, type CalibrationResult } from '../../src/analysis/calibrate/run.js';
import { readCalibration } from '../../src/analysis/calibrate/spec.js';
import { binomialRange } from '../helpers/binomial.js';

// Known truth with real intro games: 'Line (overpriced)' is 'Line' printed 3 points too dear.
// Whatever the two are worth, they are worth the same, so (printed − fair) of the overpriced one
// exceeds its twin's by exactly OFFSET.
const FILE = 'test/analysis/calibrate-intro-truth.yaml';
const OFFSET = 3;
const Z95 = 1.959963984540054;

function offsetOf(r: CalibrationResult): { est: number; se: number } {
  const i = r.profiles.findIndex((p) => p.name === 'Line');
  const j = r.profiles.findIndex((p) => p.name === 'Line (overpriced)');
  const [a, b] = [r.profiles[i], r.profiles[j]];
  return { est: b.printed - b.fair - (a.printed - a.fair), se: Math.sqrt(r.cov[i][i] + r.cov[j][j] - 2 * r.cov[i][j]) };
}

describe('calibrate known truth (intro, one cost deliberately wrong by +3)', () => {
  it('recovers the offset inside its interval, and over 6 fixed seeds the intervals cover at the stated 95%', async () => {
    const spec = readCalibration(FILE);
    const seeds = [1, 2, 3, 4, 5, 6];
    let covered = 0;
    for (const seed of seeds) {
      const r = await runCalibration(spec, { seed, workers: 0 });
      const o = offsetOf(r);
      if (Math.abs(o.est - OFFSET) <= Z95 * o.se) covered++;
      if (seed === 1) {
        expect(Math.abs(o.est - OFFSET)).toBeLessThanOrEqual(Z95 * o.se);
        // informative: the interval excludes 0, so the overpriced twin is told apart from the right price
        expect(Z95 * o.se).toBeLessThan(OFFSET);
        expect(r.profiles.find((p) => p.name === 'Line (overpriced)')!.verdict).toBe('expensive');
      }
    }
    // Binomial(6, 0.95): fewer than lo covering has probability < 0.001 at a true 95% rate
    expect(covered).toBeGreaterThanOrEqual(binomialRange(seeds.length, 0.95).lo);
  }, 300_000);

  it('draws the same lists and results whatever the worker count', async () => {
    const spec = readCalibration(FILE);
    const a = await runCalibration(spec, { games: 200, workers: 0 });
    const b = await runCalibration(spec, { games: 200, workers: 2 });
    expect(b.profiles).toEqual(a.profiles);
  }, 120_000);
});
