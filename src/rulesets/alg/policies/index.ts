/**
 * The AlG players by name: two heuristic styles, the kit's uniform random baseline, and a flat
 * Monte Carlo search over the game's forward model on top of `aggressive`.
 */
import type { PolicyMaker } from '../../types.js';
import { randomPolicy, sharedPolicy } from '../../kit/policy.js';
import type { AlgPolicy } from '../decisions.js';
import { HeuristicPolicy } from './heuristic.js';
import { SearchPolicy } from './search.js';

export const aggressivePolicy = new HeuristicPolicy({
  name: 'aggressive',
  description: 'Enters at the marker nearest the enemy, gives dice to units in melee or in reach first, then melee > shoot > charge > reload > advance; counter-charges, shoots back.',
  aggressive: true,
});

export const cautiousPolicy = new HeuristicPolicy({
  name: 'cautious',
  description: 'Enters at markers in cover, shoots and reloads from cover, advances only to bring loaded weapons into range, charges only shaken enemies, goes prone or shoots back under fire.',
  aggressive: false,
});

const searchMaker: PolicyMaker<AlgPolicy> = {
  name: 'search',
  description: new SearchPolicy(aggressivePolicy, 4, 4, 1).description,
  create: () => new SearchPolicy(aggressivePolicy, 4, 4, 1),
};

export const algPolicies: Record<string, PolicyMaker<AlgPolicy>> = {
  aggressive: sharedPolicy(aggressivePolicy),
  cautious: sharedPolicy(cautiousPolicy),
  random: sharedPolicy(randomPolicy as AlgPolicy),
  search: searchMaker,
};
