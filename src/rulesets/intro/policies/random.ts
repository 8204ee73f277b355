import type { IntroPolicy } from '../decide.js';

/** Uniform over the legal choices at every decision (STOP and HOLD included). */
export const randomPolicy: IntroPolicy = {
  name: 'random',
  description: 'Picks uniformly among the legal choices at every decision (a baseline, not a player).',
  decide(_st, options, rng) {
    return rng.int(options.length);
  },
};
