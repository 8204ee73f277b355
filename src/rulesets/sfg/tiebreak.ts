/**
 * SFG-10.6 / G12: battles with equal objectives go to the higher "punteggio partita", which the
 * text never defines; `scoreMode` reads it. Run reports show how many battles it decided and the
 * verdict under each reading (Ruleset.tiebreak).
 */
import type { Options } from '../types.js';
import { sfgOptions } from './options.js';
import { REASON_SCORE } from './mechanics/victory.js';

const SCORE_MODE = 'scoreMode';
const values = sfgOptions.find((o) => o.key === SCORE_MODE)?.values ?? [];

export function sfgTiebreak(options: Options): { reasons: readonly string[]; source: string; option: { key: string; values: readonly string[] } } {
  return {
    reasons: [REASON_SCORE],
    source:
      `SFG-10.6: on equal objectives the higher game score wins ("punteggio ` +
      // the spec's G12 reads it; the page names the option, not the spec's tag
      `partita", undefined by the text; scoreMode=${String(options[SCORE_MODE])})`,
    option: { key: SCORE_MODE, values: values.map(String) },
  };
}
