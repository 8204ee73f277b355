/**
 * The AlG players by name: two heuristic styles, the kit's uniform random baseline, and a flat
 * Monte Carlo search over the game's forward model on top of `aggressive`.
 */
import type { PolicyMaker } from '../../types.js';
import { randomPolicy, sharedPolicy } from '../../kit/policy.js';
import type { AlgPolicy } from '../decisions.js';
import { HeuristicPolicy, type Style } from './heuristic.js';
import { AGGRESSIVE_WEIGHTS, CAUTIOUS_WEIGHTS, weightParams } from './weights.js';
import { SearchPolicy } from './search.js';

const aggressiveStyle: Style = {
  name: 'aggressive',
  description:
    'Enters at the marker nearest the enemy, gives dice to units in melee ' +
    'or in reach first, then melee > shoot > charge > reload > advance; ' +
    'counter-charges, shoots back.',
  aggressive: true,
  weights: AGGRESSIVE_WEIGHTS,
};

const cautiousStyle: Style = {
  name: 'cautious',
  description:
    'Enters at markers in cover, shoots and reloads from cover, advances ' +
    'only to bring loaded weapons into range, charges only shaken enemies, ' +
    'goes prone or shoots back under fire.',
  aggressive: false,
  weights: CAUTIOUS_WEIGHTS,
};

export const aggressivePolicy = new HeuristicPolicy(aggressiveStyle);
export const cautiousPolicy = new HeuristicPolicy(cautiousStyle);

/** A heuristic style whose weights `volley tune` may change (stateless: one object per param set). */
function tunable(style: Style): PolicyMaker<AlgPolicy> {
  const policy = new HeuristicPolicy(style);
  return {
    ...sharedPolicy(policy),
    params: weightParams(style.weights),
    withParams: (values) => tunable({ ...style, weights: { ...style.weights, ...values } }),
  };
}

const searchMaker: PolicyMaker<AlgPolicy> = {
  name: 'search',
  description: new SearchPolicy(aggressivePolicy, 4, 4, 1).description,
  create: () => new SearchPolicy(aggressivePolicy, 4, 4, 1),
};

export const algPolicies: Record<string, PolicyMaker<AlgPolicy>> = {
  aggressive: tunable(aggressiveStyle),
  cautious: tunable(cautiousStyle),
  random: sharedPolicy(randomPolicy as AlgPolicy),
  search: searchMaker,
};
