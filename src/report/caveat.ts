// A ruleset's caveat (Ruleset.caveat, e.g. "win rates measure placeholder rules") for the
// report a manifest describes: buildReport appends it to the headline, summary.json and the
// page, adds it as a column to every CSV, as a subtitle to every chart and as a field of
// report.json; writeReportDir adds it to timing.json; compare puts it in compare.md and
// junit.xml; the commands print it under their terminal headline. No output omits it.
import { findRuleset } from '../rulesets/registry.js';
import type { Options } from '../rulesets/types.js';

/** The caveat of the ruleset and options a report manifest names, if the ruleset has one. */
export function caveatOf(manifest: { ruleset?: unknown; options?: unknown }): string | undefined {
  if (typeof manifest.ruleset !== 'string') return undefined;
  const rs = findRuleset(manifest.ruleset);
  const options = (manifest.options ?? {}) as Options;
  return rs?.caveat?.(options);
}

/** The headline with the caveat appended (the caveat alone when there is no headline). */
export function withCaveat(headline: string | undefined, caveat: string | undefined): string | undefined {
  if (caveat === undefined) return headline;
  return headline === undefined ? caveat : `${headline} — ${caveat}`;
}

/** The caveat as a terminal line (empty when there is none). */
export function caveatLine(manifest: { ruleset?: unknown; options?: unknown }): string {
  const c = caveatOf(manifest);
  return c === undefined ? '' : `caveat: ${c}\n`;
}

/** CSV rows with the caveat as a last column (the rows themselves when there is none). */
export function caveatRows(rows: Record<string, unknown>[], caveat: string | undefined): Record<string, unknown>[] {
  return caveat === undefined ? rows : rows.map((r) => ({ ...r, caveat }));
}

/** Most characters of a chart subtitle line: Vega does not wrap titles. */
const SUBTITLE_LINE = 90;

/** A chart spec with the caveat as the last lines of its subtitle. */
export function caveatChart<T extends { title?: unknown }>(spec: T, caveat: string | undefined): T {
  if (caveat === undefined) return spec;
  const lines: string[] = [];
  for (const word of caveat.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= SUBTITLE_LINE) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  const t = spec.title;
  const title = typeof t === 'object' && t !== null ? (t as { text?: unknown; subtitle?: unknown }) : { text: t ?? '' };
  const before = title.subtitle === undefined ? [] : Array.isArray(title.subtitle) ? title.subtitle : [title.subtitle];
  return { ...spec, title: { ...title, subtitle: [...before, ...lines] } };
}
