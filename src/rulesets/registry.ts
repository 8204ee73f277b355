import { policyMakerOf } from './kit/policyParams.js';
import type { AnyRuleset } from './types.js';
import { named } from './kit/named.js';
import { introRuleset } from './intro/index.js';
import { sdsRuleset } from './sds/index.js';
import { sfgRuleset } from './sfg/index.js';
import { algRuleset } from './alg/index.js';

/**
 * Every ruleset volley knows. The runner, CLI and reports look games up here by id and
 * never import a ruleset's internals.
 */
const rulesets: Record<string, AnyRuleset> = {
  intro: introRuleset,
  sds: sdsRuleset,
  sfg: sfgRuleset,
  alg: algRuleset,
};

/** Ids a scenario may name, including games whose rulesets are not built yet. */
export const knownGames: Record<string, string> = {
  intro: 'the intro game (quick and simple, untitled Italian draft)',
  sds: 'Song of Drums & Shakos with tournament rules v2.1',
  sfg: 'SfG Lite (Shell for Guns Lite), brigade-level American Civil War',
  alg: "AlG dcde (A la Guerre… de cape et d'épée): turn engine and morale, stand-in combat",
};

export function rulesetIds(): string[] {
  return Object.keys(rulesets);
}

export function findRuleset(id: string): AnyRuleset | undefined {
  return named(rulesets, id);
}

/**
 * The policy a scenario or flag names, own entries only (so never 'constructor' or 'toString').
 * A name may carry tuned params, `cautious(chargeValue=2.5,coverValue=4)` (policyParams.ts): the
 * string travels through jobs and workers unchanged, and every game builds its policy from it.
 */
export function findPolicy(ruleset: AnyRuleset, name: string): AnyRuleset['policies'][string] | undefined {
  return policyMakerOf(ruleset, name);
}
