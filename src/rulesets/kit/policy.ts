import type { Dice } from './dice.js';
import type { OptionBuffer, Policy, PolicyMaker } from '../types.js';

/**
 * A policy without memory between decisions: one object can serve every side of every game,
 * so `create` hands back the same object (no allocation per game).
 */
export function sharedPolicy<P extends Policy<never> & { description: string }>(policy: P): PolicyMaker<P> {
  return { name: policy.name, description: policy.description, create: () => policy };
}

/** Uniform over the legal options at every decision: the baseline every other policy must beat. */
export const randomPolicy: Policy<unknown> & { description: string } = {
  name: 'random',
  description: 'Picks uniformly among the legal options at every decision (a baseline, not a player).',
  decide(_view: unknown, _kind: number, options: OptionBuffer, rng: Dice): number {
    return rng.int(options.length);
  },
};
