/**
 * The SfG AI generals by name. Each heuristic is one style of §15's decisions; `random` is the
 * baseline; `search` plays flat Monte Carlo over the forward model on top of `assault`.
 */
import { ATTACK, DOUBLE_LINE, LINE } from '../rules/formation.js';
import type { SfgGamePolicy } from '../game/game.js';
import type { PolicyMaker } from '../../types.js';
import { sharedPolicy } from '../../kit/policy.js';
import { GOAL_ASSAULT, GOAL_FIREFIGHT, GOAL_HOLD, HeuristicPolicy } from './heuristic.js';
import { randomPolicy } from './random.js';
import { SEARCH_DEFAULTS, SearchPolicy } from './search.js';

export const firefightPolicy = new HeuristicPolicy({
  name: 'firefight',
  description:
    'Forms line, advances by division orders to a firing line about 5.5 UM ' +
    'from the enemy, fires every turn at the nearest intact target, charges ' +
    'only with a clear expected edge; from turn 3, if not ahead on ' +
    'objectives, goes for the enemy objectives.',
  goal: GOAL_FIREFIGHT,
  formation: LINE,
  standoff: 5.5,
  chargeMargin: 2,
  minGain: 0.3,
  skipWeak: true,
  breakthrough: false,
  lateAttackTurn: 3,
});

export const assaultPolicy = new HeuristicPolicy({
  name: 'assault',
  description:
    'Attack columns straight for the enemy objectives, general attached to ' +
    'the leading brigade, charges whenever the expected melee edge is ' +
    'positive, breaks through after a win.',
  goal: GOAL_ASSAULT,
  formation: ATTACK,
  standoff: 0,
  chargeMargin: 0,
  minGain: 0.2,
  skipWeak: false,
  breakthrough: true,
  lateAttackTurn: 1,
});

export const holdPolicy = new HeuristicPolicy({
  name: 'hold',
  description: 'Holds its own objectives in double line facing the enemy and shoots; from turn 3, if not ahead on objectives, goes for the enemy objectives.',
  goal: GOAL_HOLD,
  formation: DOUBLE_LINE,
  standoff: 5.5,
  chargeMargin: 1,
  minGain: 0.3,
  skipWeak: true,
  breakthrough: false,
  lateAttackTurn: 3,
});

/** The search keeps per-decision scratch: a fresh one per side per game. */
const searchMaker: PolicyMaker<SfgGamePolicy> = {
  name: 'search',
  description: new SearchPolicy(assaultPolicy, SEARCH_DEFAULTS).description,
  create: () => new SearchPolicy(assaultPolicy, SEARCH_DEFAULTS),
};

// the heuristics keep no state (their per-decision caches live in the game's scratch), so one object serves every side of every game
export const sfgPolicies: Record<string, PolicyMaker<SfgGamePolicy>> = {
  firefight: sharedPolicy(firefightPolicy),
  assault: sharedPolicy(assaultPolicy),
  hold: sharedPolicy(holdPolicy),
  random: sharedPolicy(randomPolicy),
  search: searchMaker,
};
