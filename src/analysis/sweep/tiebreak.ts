// The share of a sweep's battles the ruleset's tiebreak decided (Ruleset.tiebreak, e.g. SfG's
// game score on equal objectives), per swept value: a value that moves the score only through
// the tiebreak moves it through a rule the text may leave undefined.
import { decidedShare, shareRange, type DecidedShare } from '../../report/tiebreak.js';
import type { SweepResult } from './run.js';

export interface SweepTiebreak {
  source: string;
  option?: string;
  reasons: readonly string[];
  curves: { policies: [string, string]; points: ({ value: unknown; x: number } & DecidedShare)[] }[];
}

/** The tiebreak's share at every value of every curve (undefined when the ruleset has none). */
export function sweepTiebreak(r: SweepResult): SweepTiebreak | undefined {
  const tb = r.scenario.ruleset.tiebreak?.(r.scenario.options);
  if (tb === undefined) return undefined;
  return {
    source: tb.source,
    ...(tb.option ? { option: tb.option.key } : {}),
    reasons: tb.reasons,
    curves: r.curves.map((c) => ({
      policies: c.policies,
      points: c.points.map((p) => ({ value: p.value, x: p.x, ...decidedShare(tb.reasons, [p.summary]) })),
    })),
  };
}

/** One sentence: the range of the share over the swept values, per curve. */
export function sweepTiebreakText(t: SweepTiebreak): string {
  const parts = t.curves.map((c) => `${shareRange(c.points)} of the battles at each value (${c.policies.join('/')})`);
  return `The tiebreak decided ${parts.join('; ')}: ${t.source}.`;
}
