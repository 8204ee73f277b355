import { InputError } from '../scenario/errors.js';
import type { Scenario } from '../scenario/load.js';

/** The matchup id that seeds a scenario's games: its name (so seeds survive policy changes: common random numbers). */
export function matchupIdOf(sc: Scenario): string {
  return sc.name;
}

export function checkPolicy(sc: Scenario, name: string, flag: string): void {
  if (!sc.ruleset.policies[name]) {
    throw new InputError('command line', flag, `unknown policy '${name}' for ${sc.ruleset.id}`, `known: ${Object.keys(sc.ruleset.policies).join(', ')}`);
  }
}

/** Flag, then scenario, then the ruleset's default policy for both sides. */
export function resolvePolicies(sc: Scenario, flag?: [string, string]): [string, string] {
  const p = flag ?? sc.policies ?? [sc.ruleset.defaultPolicy, sc.ruleset.defaultPolicy];
  p.forEach((name) => checkPolicy(sc, name, '--policy'));
  return p;
}
