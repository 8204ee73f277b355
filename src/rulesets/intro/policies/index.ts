import type { IntroPolicy } from '../decide.js';
import { aggressivePolicy, cautiousPolicy, greedyPolicy } from './greedy.js';
import { randomPolicy } from './random.js';

/** The intro game's policies; the first is the default. */
export const introPolicies: Record<string, IntroPolicy> = {
  greedy: greedyPolicy,
  random: randomPolicy,
  aggressive: aggressivePolicy,
  cautious: cautiousPolicy,
};
