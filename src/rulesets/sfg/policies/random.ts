import type { SfgGamePolicy } from '../game.js';

/** Uniform over the legal options at every decision (a baseline, not a player). */
export const randomPolicy: SfgGamePolicy = {
  name: 'random',
  description: 'Picks uniformly among the legal options at every decision (a baseline, not a player).',
  decide(_g, _kind, options, ai) {
    return ai.int(options.length);
  },
};
