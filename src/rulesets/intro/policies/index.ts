import type { PolicyMaker } from '../../types.js';
import { randomPolicy, sharedPolicy } from '../../kit/policy.js';
import type { IntroPolicy } from '../decisions.js';
import { aggressiveStyle, cautiousStyle, greedyStyle, makeGreedy, type GreedyStyle } from './greedy.js';

/** A greedy style whose melee threshold `volley tune` may change (issue 31); stateless, one object per value. */
function tunable(style: GreedyStyle): PolicyMaker<IntroPolicy> {
  return {
    ...sharedPolicy(makeGreedy(style)),
    params: [
      { key: 'meleeCmb', min: 1, max: 7, default: style.meleeCmb, description: 'least CMB at which a unit prefers closing to melee over shooting (7: never)' },
    ],
    withParams: (values) => tunable({ ...style, ...values }),
  };
}

/** The intro game's policies (stateless, so one object serves every game); the default is named in index.ts. */
export const introPolicies: Record<string, PolicyMaker<IntroPolicy>> = {
  greedy: tunable(greedyStyle),
  random: sharedPolicy<IntroPolicy>(randomPolicy),
  aggressive: tunable(aggressiveStyle),
  cautious: tunable(cautiousStyle),
};
