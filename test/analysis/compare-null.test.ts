import { describe, expect, it } from 'vitest';
import { runCompare } from '../../src/analysis/compare/run.js';
import { CURRENT_RULES } from '../../src/analysis/shared/rules.js';
import { binomialRange } from '../helpers/binomial.js';

/**
 * A real null run of the gate: the intro mirror suite (identical lists) with --no-pairs, base
 * maxTurns 10 against variant maxTurns 12, a change that treats both sides alike (side 0's score
 * 49.6% → 49.8% over 20,000 games each, far inside h0). Over many master seeds the gate may say
 * "moved" in at most α of them; the bound is the exact binomial range at the 0.1% level.
 * Default: tolerance 5 points (the suite's), 10 seeds; VOLLEY_SLOW=1: tolerance 3 points, 100 seeds.
 */
const SLOW = process.env.VOLLEY_SLOW === '1';
const SEEDS = SLOW ? 100 : 10;
const ALPHA = 0.05;

describe('compare gate: real null run (mirror, --no-pairs, symmetric rule change)', () => {
  it(`flags at most α of ${SEEDS} seeds`, async () => {
    let moved = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = await runCompare('scenarios/intro/mirror-suite.yaml', {
        base: CURRENT_RULES,
        variant: { label: 'maxTurns=12', options: { maxTurns: 12 }, patches: [] },
        tolerance: SLOW ? 0.03 : undefined,
        alpha: ALPHA,
        beta: 0.05,
        batch: 200,
        seed,
        workers: 0,
        pairs: false,
        expectChange: false,
      });
      if (r.moved > 0) moved++;
    }
    expect(moved).toBeLessThanOrEqual(binomialRange(SEEDS, ALPHA).hi);
  }, 600_000);
});
