// A ruleset's caveat (Ruleset.caveat, e.g. "win rates measure placeholder rules") for the
// report a manifest describes: buildReport appends it to the headline, summary.json and the
// page, and the commands print it under their terminal headline, so no output omits it.
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
