/**
 * The SfG AI generals by name. Each heuristic is one style of §15's decisions; `random` is the
 * baseline; `search` plays flat Monte Carlo over the forward model on top of `assault`.
 */
import { ATTACK, DOUBLE_LINE, LINE } from '../mechanics/formation.js';
import type { SfgGamePolicy } from '../game.js';
import type { PolicyMaker } from '../../types.js';
import { sharedPolicy } from '../../kit/policy.js';
import { GOAL_ASSAULT, GOAL_FIREFIGHT, GOAL_HOLD, HeuristicPolicy, type Style } from './heuristic.js';
import { styleParams } from './params.js';
import { randomPolicy } from './random.js';
import { GATE_ALWAYS, SEARCH_DEFAULTS, SearchPolicy, type SearchSettings } from './search.js';

const firefightStyle: Style = {
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
  chargeWorth: 5,
  failedChargeCost: 5,
  lineBonus: 1,
  gunRange: 7,
  unlimberRange: 16,
  reactionFireMin: 0,
};

const assaultStyle: Style = {
  name: 'assault',
  description:
    'Attack columns straight for the enemy objectives, a line in musket ' +
    'range beyond the next charge, general attached to the leading brigade, ' +
    'charges when the expected melee edge against the target cover is ' +
    'positive (weighed by the chance to reach), breaks through after a win.',
  goal: GOAL_ASSAULT,
  formation: ATTACK,
  standoff: 0,
  chargeMargin: 0,
  minGain: 0.2,
  skipWeak: false,
  breakthrough: true,
  lateAttackTurn: 1,
  chargeWorth: 5,
  failedChargeCost: 5,
  // issue 31 item 3: in volley policies sfg --games 1600, assault(lineBonus=2) scores 55.8% [53.4, 58.2]
  // against firefight, 54.0% [51.5, 56.4] against hold and 50.6% [48.1, 53.0] against lineBonus 1,
  // which scored 55.7% [53.3, 58.0] and 51.1% [48.7, 53.5]: only this one beats hold
  lineBonus: 2,
  gunRange: 7,
  unlimberRange: 16,
  reactionFireMin: 0,
};

const holdStyle: Style = {
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
  chargeWorth: 5,
  failedChargeCost: 5,
  lineBonus: 1,
  gunRange: 7,
  unlimberRange: 16,
  reactionFireMin: 0,
};

export const firefightPolicy = new HeuristicPolicy(firefightStyle);
export const assaultPolicy = new HeuristicPolicy(assaultStyle);
export const holdPolicy = new HeuristicPolicy(holdStyle);

/** A heuristic style whose numbers `volley tune` may change (stateless: one object per param set). */
function tunable(style: Style, policy = new HeuristicPolicy(style)): PolicyMaker<SfgGamePolicy> {
  return {
    ...sharedPolicy(policy),
    params: styleParams(style),
    withParams: (values) => tunable({ ...style, ...values }),
  };
}

/**
 * The search keeps per-decision scratch: a fresh one per side per game. Its budget, width and
 * horizon are params (issue 31 item 4: the budget at which it plays a given number of games a
 * second), rounded to whole playouts, candidates and turns.
 */
function searchMaker(given: Partial<SearchSettings> = {}): PolicyMaker<SfgGamePolicy> {
  const s: SearchSettings = { ...SEARCH_DEFAULTS, ...given };
  return {
    name: 'search',
    description: new SearchPolicy(assaultPolicy, s).description,
    create: () => new SearchPolicy(assaultPolicy, s),
    params: [
      { key: 'budget', min: 1, max: 256, default: s.budget, description: 'playouts per searched brigade order' },
      { key: 'width', min: 2, max: 16, default: s.width, description: "options searched: assault's pick, stop and its best others" },
      { key: 'horizon', min: 0, max: 6, default: s.horizon, description: 'turns played after the current one before the leaf values the battle' },
      {
        key: 'gate',
        min: 0,
        max: GATE_ALWAYS,
        default: s.gate,
        description: `searches only orders whose runner-up the base values within this of its pick (${GATE_ALWAYS}: every order)`,
      },
    ],
    withParams: (values) => {
      const next = { ...given };
      for (const key of ['budget', 'width', 'horizon'] as const) if (values[key] !== undefined) next[key] = Math.round(values[key]);
      if (values.gate !== undefined) next.gate = values.gate;
      return searchMaker(next);
    },
  };
}

// the heuristics keep no state (their per-decision caches live in the game's scratch), so one object serves every side of every game
export const sfgPolicies: Record<string, PolicyMaker<SfgGamePolicy>> = {
  firefight: tunable(firefightStyle, firefightPolicy),
  assault: tunable(assaultStyle, assaultPolicy),
  hold: tunable(holdStyle, holdPolicy),
  random: sharedPolicy(randomPolicy),
  search: searchMaker(),
};
