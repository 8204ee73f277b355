import type { PolicyMaker } from '../../types.js';
import { randomPolicy, sharedPolicy } from '../../kit/policy.js';
import type { IntroPolicy } from '../decisions.js';
import { aggressivePolicy, cautiousPolicy, greedyPolicy } from './greedy.js';

/** The intro game's policies (stateless, so one object serves every game); the first is the default. */
export const introPolicies: Record<string, PolicyMaker<IntroPolicy>> = {
  greedy: sharedPolicy(greedyPolicy),
  random: sharedPolicy<IntroPolicy>(randomPolicy),
  aggressive: sharedPolicy(aggressivePolicy),
  cautious: sharedPolicy(cautiousPolicy),
};
