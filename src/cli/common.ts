import { join } from 'node:path';
import { recordPartialsFor } from '../engine/partial.js';
import { claimOutDir } from '../report/outdir.js';
import { InputError } from '../rulesets/errors.js';
import { isPlainName, MAX_NAME_LENGTH, type Scenario } from '../scenario/load.js';
import { findPolicy } from '../rulesets/registry.js';
import { DEFAULT_ROBUSTNESS, parseRobustness } from '../analysis/shared/robustness.js';

/** The matchup id that seeds a scenario's games: its name (so seeds survive policy changes: common random numbers). */
export function matchupIdOf(sc: Scenario): string {
  return sc.name;
}

export function checkPolicy(sc: Scenario, name: string, flag: string): void {
  if (!findPolicy(sc.ruleset, name)) {
    throw new InputError('command line', flag, `unknown policy '${name}' for ${sc.ruleset.id}`, `known: ${Object.keys(sc.ruleset.policies).join(', ')}`);
  }
}

/** Flag, then scenario, then the ruleset's default policy for both sides. */
export function resolvePolicies(sc: Scenario, flag?: [string, string]): [string, string] {
  const p = flag ?? sc.policies ?? [sc.ruleset.defaultPolicy, sc.ruleset.defaultPolicy];
  p.forEach((name) => checkPolicy(sc, name, '--policy'));
  return p;
}

/**
 * The output folder of a command: --out, else `reports/<name><suffix>` where the name comes from
 * an input file and must be a plain folder name. Claimed (checked, locked) before any game.
 */
export function outputFolder(out: string | undefined, name: string, suffix: string, file: string): string {
  if (out === undefined && !isPlainName(name)) {
    throw new InputError(
      file,
      'name',
      `'${name.slice(0, 60)}' is not a usable report name`,
      `use 1-${MAX_NAME_LENGTH} letters, digits, dot, dash or underscore, not ` + `starting with a dot, or pass --out`,
    );
  }
  const dir = out ?? join('reports', `${name}${suffix}`);
  claimOutDir(dir);
  recordPartialsFor(dir);
  return dir;
}

/** The --json flag of every analysis command. */
export const JSON_FLAG = ['--json', 'print summary.json (headline first) to stdout instead of the text summary'] as const;

/** summary.json of a report's files, for --json. */
export function summaryText(files: { path: string; content: string | Uint8Array }[]): string {
  const f = files.find((x) => x.path === 'summary.json');
  if (!f) throw new Error('the report has no summary.json');
  return typeof f.content === 'string' ? f.content : Buffer.from(f.content).toString('utf8');
}

/** The --robustness flag of run, matrix and sweep (issue 31): on by default at 20% of the games. */
export const ROBUSTNESS_FLAG = [
  '--robustness <fraction|off>',
  `replay the matchups under the game's other competent policies at this ` +
    `share of the games and say whether the verdict depends on play ` +
    `(default ${DEFAULT_ROBUSTNESS}; off: no check)`,
  parseRobustness,
  DEFAULT_ROBUSTNESS as number | 'off',
] as const;
