import type { CompareTally } from '../../engine/chunk.js';
import type { MatchupResult } from '../../engine/runner.js';
import { canonicalTally, emptyTally, mergeTally } from '../../engine/tally.js';
import type { Patch } from '../../scenario/load.js';
import { splitUnits } from '../shared/opponents.js';
import type { SweepSpec } from './spec.js';

// A sweep or ablation against a field (issue 27 item 4): every matchup it plays is played once per
// opponent of the field, on side 1, with the units split by weight; the tallies pooled over the
// opponents then score as the field's weighted mean. Each opponent's games use the same seeds as a
// sweep against that opponent alone (same matchup id, units from 0), so the pooled tally is
// exactly the sum of those single-opponent runs.

/** Patches putting each opponent on side 1 ([[]] without a field: the scenario's own side 1). */
export function opponentPatches(spec: SweepSpec): Patch[][] {
  return spec.field ? spec.field.opponents.map((o) => [{ path: ['sides', 1], value: o.entry }]) : [[]];
}

/** Units per opponent out of `units` (all of them without a field). */
export function unitsPerOpponent(spec: SweepSpec, units: number): number[] {
  return spec.field
    ? splitUnits(
        units,
        spec.field.opponents.map((o) => o.weight),
      )
    : [units];
}

/** Paired compare tallies of one variant pooled over the opponents: tallies merged, histograms summed. */
export function pooledCompare(results: MatchupResult[]): CompareTally {
  const base = emptyTally();
  const variant = emptyTally();
  const diffHist: number[] = [];
  for (const r of results) {
    const c = r.compare!;
    mergeTally(base, c.base);
    mergeTally(variant, c.variant);
    c.diffHist.forEach((n, i) => {
      diffHist[i] = (diffHist[i] ?? 0) + n;
    });
  }
  return { base: canonicalTally(base), variant: canonicalTally(variant), diffHist };
}
