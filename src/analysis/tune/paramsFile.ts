/**
 * The parameters file `volley tune` writes and a scenario (`policyParams: file`) or the
 * `--policy-params file` flag names: the game, the policy, its tuned values and how they were
 * found. Read back as a policy name with params (`cautious(melee=8.4,…)`, kit/policyParams.ts).
 */
import { stringify } from 'yaml';
import type { TuneResult } from './run.js';
import { withInterval } from '../shared/headline.js';

/** First characters of every parameters file volley writes: what `tune --out` may overwrite. */
export const PARAMS_FILE_MARK = '# volley tune ';

export function paramsFileText(r: TuneResult): string {
  const doc = {
    ruleset: r.game,
    policy: r.policy,
    params: r.tuned,
    tuning: {
      scenario: r.scenario,
      against: r.against.length ? r.against : 'self-play',
      iterations: r.iterations,
      gamesPerStep: r.gamesPerStep,
      seed: r.seed,
      result: `${tuneWords(r)}`,
    },
  };
  const use = 'name this file in a scenario (policyParams: <file>) or with --policy-params <file>';
  return `${PARAMS_FILE_MARK}${r.game} --policy ${r.policy}: ${use}\n${stringify(doc)}`;
}

/** "tuned cautious scores 55.1% [52.0, 58.1] against the default cautious: +36 Elo [+14, +57] (2,000 games)". */
export function tuneWords(r: TuneResult): string {
  const e = (x: number) => `${x >= 0 ? '+' : ''}${Number.isFinite(x) ? x.toFixed(0) : x > 0 ? '∞' : '−∞'}`;
  return (
    `tuned ${r.policy} scores ` +
    `${withInterval(r.score, r.scoreLo, r.scoreHi)} against the default ` +
    `${r.policy}: ${e(r.elo)} Elo [${e(r.eloLo)}, ${e(r.eloHi)}] ` +
    `(${r.finalGames.toLocaleString('en-US')} games)`
  );
}
