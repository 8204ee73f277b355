/**
 * AlG play invariants (issue 31), watched by the kit's conformance harness over whole games.
 * Routing is a rule, not a judgement (ALG-4.4 C4–C6, G-A25): the rules offer a routing squad only
 * its rout move and its rally test, and this watcher holds every policy, random included, to
 * that, so that neither a policy nor a change of the option lists lets a routing squad do
 * anything else.
 */
import type { PlayInvariant } from '../../types.js';
import { A_RALLY, A_ROUT, K_ACTION, K_NON_ACTIVATED, actionKind } from '../decisions.js';
import type { Game } from '../game.js';

const routingSquadsRun: PlayInvariant = {
  name: 'routing squads run',
  description:
    'A routing squad (ALG-4.4 C4–C6) asked for an action, activated or not, takes a rout move to ' +
    'the edge it entered from or its rally test, never anything else (routMoves allPA, G-A25).',
  watch(violation) {
    return {
      decision(view, side, kind, options, answer) {
        if (kind !== K_ACTION && kind !== K_NON_ACTIVATED) return;
        const g = view as Game;
        const u = g.decision.actor;
        if (u < 0 || g.state.routing[u] === 0) return;
        const a = actionKind(options[answer]);
        if (a !== A_ROUT && a !== A_RALLY) violation(side);
      },
    };
  },
};

export const algInvariants: PlayInvariant[] = [routingSquadsRun];
