// The share of games a ruleset's own turn limit decided (Ruleset.turnLimit: a limit volley adds
// where the rules text has none), for summary.json, the page and the terminal of a run.
import type { Tally } from '../engine/tally.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Options } from '../rulesets/types.js';

export interface TurnLimitShare {
  turns: number;
  source: string;
  results: { policies: [string, string]; games: number; decided: number; share: number }[];
}

/** The turn limit of the ruleset and options a manifest names, and the games it decided; undefined without one. */
export function turnLimitOf(
  manifest: { ruleset?: unknown; options?: unknown },
  results: { policies: [string, string]; tally: Tally }[],
): TurnLimitShare | undefined {
  if (typeof manifest.ruleset !== 'string') return undefined;
  const limit = findRuleset(manifest.ruleset)?.turnLimit?.((manifest.options ?? {}) as Options);
  if (limit === undefined) return undefined;
  return {
    turns: limit.turns,
    source: limit.source,
    results: results.map(({ policies, tally }) => {
      let decided = 0;
      for (const r of limit.reasons) decided += tally.reasons[r] ?? 0;
      return { policies, games: tally.games, decided, share: tally.games > 0 ? decided / tally.games : 0 };
    }),
  };
}

/** One sentence: how many games the limit decided, per policy pairing. */
export function turnLimitText(t: TurnLimitShare): string {
  const parts = t.results.map((r) => `${(100 * r.share).toFixed(1)}% (${r.decided} of ${r.games} games, ${r.policies.join('/')})`);
  return `The ${t.turns}-turn limit decided ${parts.join('; ')}: ${t.source}.`;
}

/** The sentence as a terminal line (empty without a limit). */
export function turnLimitLine(t: TurnLimitShare | undefined): string {
  return t === undefined ? '' : `turn limit: ${turnLimitText(t)}\n`;
}
