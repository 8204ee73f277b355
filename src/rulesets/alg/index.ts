/**
 * AlG dcde (A la Guerre… de cape et d'épée), cloak-and-sword skirmish (alg ruleset).
 * Rules: shared/rules/alg-dcde-mechanics.md (ALG-n.m). The condensed text gives the turn engine
 * and morale (implemented faithfully, gaps as options); all combat is the spec's §5 STAND-IN,
 * in rules/combat/ behind the `combat: standin` option, and `caveat` makes every report say so.
 * Layout: options.ts, constants.ts, setup.ts (forces and scenarios), state.ts (the declared rules
 * state), game.ts (Config, State, Scratch and the decision point, reset game after game), play.ts,
 * rules/ (activation, orders, deployment, impulses, nonActivated, actions, movement, morale,
 * casualties, steadfastness, combat/: model, standin), decisions.ts, policies/, replay.ts,
 * coverage.ts, odds/ (exact dice odds for `volley odds alg`).
 */
import { algCalibration } from './calibration.js';
import type { Options, Ruleset } from '../types.js';
import { algOptions } from './options.js';
import { algSides, loadAlgSetup, swapAlgSides, validateAlgData, type AlgSetup } from './setup.js';
import { METRIC_NAMES, playAlg, prepareAlg } from './play.js';
import { algPolicies } from './policies/index.js';
import { algInvariants } from './policies/invariants.js';
import type { AlgPolicy } from './decisions.js';
import type { Game } from './game.js';
import { algState } from './state.js';
import { algCoverage } from './coverage.js';
import { algOdds } from './odds/hooks.js';
import { STANDIN_CAVEAT } from './rules/combat/standin.js';

export type { AlgSetup } from './setup.js';

/** The warning every report of an alg run carries (the `combat` option has only the stand-in). */
export function algCaveat(options: Options): string | undefined {
  const combat = options.combat ?? 'standin';
  return combat === 'standin' ? STANDIN_CAVEAT : undefined;
}

/** G-A20: the text ends a game only on an objective or a broken army; volley adds maxTurns. */
export function algTurnLimit(options: Options): { turns: number; reasons: readonly string[]; source: string } {
  return {
    turns: Number(options.maxTurns ?? 12),
    reasons: ['time', 'timeDraw'],
    source: "volley's own limit (option maxTurns): AlG's text has none and ends a game only on an objective or a broken army",
  };
}

export const algRuleset: Ruleset<AlgSetup, Game, AlgPolicy> = {
  id: 'alg',
  title: "AlG dcde (A la Guerre… de cape et d'épée): turn engine and morale, STAND-IN combat",
  options: algOptions,
  policies: algPolicies,
  // cautious beat aggressive 57.5% [52.2, 62.5] in the ladder (400 games, issue 31) at the same speed
  defaultPolicy: 'cautious',
  // the melee style and the fire-from-cover style (issue 31)
  competentTier: ['cautious', 'aggressive'],
  loadSetup: loadAlgSetup,
  calibration: algCalibration,
  sides: algSides,
  swapSides: swapAlgSides,
  prepare: prepareAlg,
  play: playAlg,
  metricNames: [...METRIC_NAMES],
  validateData: validateAlgData,
  // the declared rules state (state.ts), checked by the conformance harness
  state: { hash: (game) => algState.hash(game.state), reset: (game) => game.reset() },
  coverage: algCoverage,
  odds: algOdds,
  caveat: algCaveat,
  turnLimit: algTurnLimit,
  pointsLost:
    'Points lost are the value of the figures out of play; ' +
    "figures still on the table count nothing, so a broken army's loss is below its whole value unless every figure is out.",
  invariants: algInvariants,
};
