// The share of games a ruleset's tiebreak decided (Ruleset.tiebreak, e.g. a game score after
// equal objectives) and the verdict under each reading of it, for summary.json, the page and the
// terminal of a run; the shares alone for matrix (tiebreak/matrix.ts) and sweep reports.
import type { Tally } from '../engine/tally.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Options } from '../rulesets/types.js';

/** The first pairing's score under one value of the tiebreak's option (same seeds, same games). */
export interface TiebreakMode {
  value: string;
  policies: [string, string];
  score: number;
  lo: number;
  hi: number;
  verdict: string;
}

export interface TiebreakShare {
  source: string;
  option?: string;
  results: { policies: [string, string]; games: number; decided: number; share: number }[];
  /** The verdict under every value of `option` (the run's own value included); absent when not played. */
  modes?: TiebreakMode[];
}

/** The tiebreak of the ruleset and options a manifest names, and the games it decided; undefined without one. */
export function tiebreakOf(
  manifest: { ruleset?: unknown; options?: unknown },
  results: { policies: [string, string]; tally: Tally }[],
  modes?: TiebreakMode[],
): TiebreakShare | undefined {
  if (typeof manifest.ruleset !== 'string') return undefined;
  const tb = findRuleset(manifest.ruleset)?.tiebreak?.((manifest.options ?? {}) as Options);
  if (tb === undefined) return undefined;
  return {
    source: tb.source,
    ...(tb.option ? { option: tb.option.key } : {}),
    results: results.map(({ policies, tally }) => ({ policies, ...decidedShare(tb.reasons, [tally]) })),
    ...(modes ? { modes } : {}),
  };
}

/** Games of a tally (or a summary of one) that one of the tiebreak's reasons decided. */
export function decidedGames(reasons: readonly string[], t: { reasons: Record<string, number> }): number {
  let n = 0;
  for (const r of reasons) n += t.reasons[r] ?? 0;
  return n;
}

/** A share of games the tiebreak decided, for a table row or summary.json. */
export interface DecidedShare {
  games: number;
  decided: number;
  share: number;
}

/** The games `tallies` hold together and how many of them the tiebreak decided. */
export function decidedShare(reasons: readonly string[], tallies: readonly { games: number; reasons: Record<string, number> }[]): DecidedShare {
  let games = 0;
  let decided = 0;
  for (const t of tallies) {
    games += t.games;
    decided += decidedGames(reasons, t);
  }
  return { games, decided, share: games > 0 ? decided / games : 0 };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The lowest and highest share of a list, as "a–b%" (one value: "a%"). */
export function shareRange(shares: readonly DecidedShare[]): string {
  const xs = shares.map((s) => s.share);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? pct(lo) : `${(100 * lo).toFixed(1)}–${pct(hi)}`;
}

/** Sentences: how many games the tiebreak decided per pairing, and the verdict under each reading when they differ. */
export function tiebreakText(t: TiebreakShare): string {
  const parts = t.results.map((r) => `${pct(r.share)} (${r.decided} of ${r.games} games, ${r.policies.join('/')})`);
  let text = `The tiebreak decided ${parts.join('; ')}: ${t.source}.`;
  if (t.modes && t.option) {
    const rows = t.modes.map((m) => `${t.option}=${m.value}: ${pct(m.score)} [${pct(m.lo)}, ${pct(m.hi)}] ${m.verdict}`).join('; ');
    const differ = new Set(t.modes.map((m) => m.verdict)).size > 1;
    text += differ
      ? ` The verdict differs by reading (first list's score, ` + `${t.modes[0].policies.join('/')}): ${rows}.`
      : ` Same verdict under every reading: ${rows}.`;
  }
  return text;
}

/** The sentences as a terminal line (empty without a tiebreak). */
export function tiebreakLine(t: TiebreakShare | undefined): string {
  return t === undefined ? '' : `tiebreak: ${tiebreakText(t)}\n`;
}
