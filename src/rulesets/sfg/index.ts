/**
 * SfG Lite, the brigade-level American Civil War game (sfg ruleset).
 * Rules: shared/rules/sfg-lite-mechanics.md (SFG-n.m). Layout: options.ts (every implemented
 * [R]/[P] choice), constants.ts ([T] numbers), data/setup.ts (orders of battle), state.ts (the
 * declared rules state), game.ts (the per-game context), play.ts (the battle), rules/ (the rules in
 * play: moves, fire, charges, melee, turn), mechanics/ (pure arithmetic per chapter), table/
 * (terrain), decisions.ts, policies/, replay.ts, coverage.ts, odds/.
 */
import type { Ruleset, SideInfo } from '../types.js';
import { sfgOptions } from './options.js';
import { loadSfgSetup, validateSfgData, type SfgSetup } from './data/setup.js';
import { METRIC_NAMES, playSfg, prepareSfg } from './play.js';
import { sfgPolicies } from './policies/index.js';
import type { Game, SfgGamePolicy } from './game.js';
import { sfgCoverage } from './coverage.js';
import { sfgOdds } from './odds/hooks.js';
import { sfgTiebreak } from './tiebreak.js';
import { sfgCalibration } from './data/calibration.js';
import { sfgInvariants } from './policies/invariants.js';
import { sfgState } from './state.js';

export type { SfgSetup } from './data/setup.js';

export const sfgRuleset: Ruleset<SfgSetup, Game, SfgGamePolicy> = {
  id: 'sfg',
  title: 'SfG Lite (Shell for Guns Lite): brigade-level American Civil War',
  options: sfgOptions,
  policies: sfgPolicies,
  defaultPolicy: 'assault',
  // column charges, line fire and a defence in place (issue 31)
  competentTier: ['assault', 'firefight', 'hold'],
  loadSetup: loadSfgSetup,
  sides(setup): [SideInfo, SideInfo] {
    return [
      { name: setup.sides[0].name, points: setup.sides[0].points },
      { name: setup.sides[1].name, points: setup.sides[1].points },
    ];
  },
  swapSides(setup) {
    return { sides: [setup.sides[1], setup.sides[0]], options: setup.options };
  },
  prepare: prepareSfg,
  play: playSfg,
  metricNames: [...METRIC_NAMES],
  validateData: validateSfgData,
  coverage: sfgCoverage,
  odds: sfgOdds,
  tiebreak: sfgTiebreak,
  calibration: sfgCalibration,
  pointsLost:
    'Points lost are the points of the brigades and batteries removed from play; ' +
    'units still on the table count nothing, so a beaten army reaches its whole total only when all its units were removed.',
  invariants: sfgInvariants,
  // the declared rules state (state.ts), checked by the conformance harness
  state: { hash: (game) => sfgState.hash(game.st), reset: (game) => game.reset() },
};
