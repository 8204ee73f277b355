/**
 * Rules of competent SfG play (issue 31), watched by the kit's conformance harness over whole
 * games: every policy must keep them (zero violations per 1,000 games). `random` is exempt: they
 * are about judgement, and it is the baseline that has none.
 */
import type { PlayInvariant } from '../../types.js';
import { K_CORPS_ORDER, K_FIRE, K_ORDER, T_FIRE } from '../decisions.js';
import type { Game } from '../game/game.js';
import { expectedFireHits, otherTarget } from './fireTarget.js';

/** Rounding margin on expected casualties (sums of sixths). */
const EPS = 1e-9;

/**
 * SFG-6.3: a unit must fire at the nearest enemy, and may skip a disordered or decimated one for
 * the nearest intact. Of those two, a fire at the one with fewer expected casualties (dice times
 * the chance each hits against its cover, SFG-6.4–6.7) gives away hits for nothing.
 */
const firesAtTargetThatPays: PlayInvariant = {
  name: 'fires at the target that pays',
  description:
    'Of the two targets SFG-6.3 allows (the nearest, or the nearest intact when the nearest is ' +
    'disordered or decimated), never fires at the one with fewer expected casualties (dice times ' +
    'the chance each hits against its cover, SFG-6.4–6.7).',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, _options, answer) {
        if (kind !== K_FIRE && kind !== K_ORDER && kind !== K_CORPS_ORDER) return;
        const g = view as Game;
        const buf = g.opts;
        if (buf.type[answer] !== T_FIRE) return;
        const j = otherTarget(buf, answer);
        if (j < 0) return;
        if (expectedFireHits(g, buf.unit[answer], buf.target[answer]) < expectedFireHits(g, buf.unit[j], buf.target[j]) - EPS) violation(side);
      },
    };
  },
};

export const sfgInvariants: PlayInvariant[] = [firesAtTargetThatPays];
