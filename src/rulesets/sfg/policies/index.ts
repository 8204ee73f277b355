/**
 * The SfG AI generals by name. Each heuristic is one style of §15's decisions; `random` is the
 * baseline; `search` plays flat Monte Carlo over the forward model on top of `firefight`.
 */
import { ATTACK, DOUBLE_LINE, LINE } from '../rules/formation.js';
import type { SfgGamePolicy } from '../game/game.js';
import { GOAL_ASSAULT, GOAL_FIREFIGHT, GOAL_HOLD, HeuristicPolicy } from './heuristic.js';
import { randomPolicy } from './random.js';
import { SearchPolicy } from './search.js';

export const firefightPolicy = new HeuristicPolicy({
  name: 'firefight',
  description: 'Forms line, advances by division orders to a firing line about 5.5 UM from the enemy, fires every turn at the nearest intact target, charges only with a clear expected edge.',
  goal: GOAL_FIREFIGHT,
  formation: LINE,
  standoff: 5.5,
  chargeMargin: 2,
  minGain: 0.3,
  skipWeak: true,
  breakthrough: false,
  lateAttackTurn: 99,
});

export const assaultPolicy = new HeuristicPolicy({
  name: 'assault',
  description: 'Attack columns straight for the enemy objectives, general attached to the leading brigade, charges whenever the expected melee edge is positive, breaks through after a win.',
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
  description: 'Holds its own objectives in double line facing the enemy and shoots; from turn 4, if not ahead on objectives, goes for the enemy objectives.',
  goal: GOAL_HOLD,
  formation: DOUBLE_LINE,
  standoff: 5.5,
  chargeMargin: 1,
  minGain: 0.3,
  skipWeak: true,
  breakthrough: false,
  lateAttackTurn: 4,
});

export const searchPolicy = new SearchPolicy(firefightPolicy, 4, 4);

export const sfgPolicies: Record<string, SfgGamePolicy> = {
  firefight: firefightPolicy,
  assault: assaultPolicy,
  hold: holdPolicy,
  random: randomPolicy,
  search: searchPolicy,
};
