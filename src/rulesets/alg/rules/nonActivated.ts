/**
 * ALG-3.5 non-activated characters: every unit that got no die this turn takes one action of
 * exactly 1 PA, the initiative side's first (G-A25: a routing squad without a die makes its rout
 * move here). The restrictions (no charge unless the target is shaken, fight or flee in melee,
 * separated members rejoin) are in actions.listActions.
 */
import { K_NON_ACTIVATED, ask } from '../decisions.js';
import type { Game } from '../state.js';
import type { CombatRules as Rules } from '../combat/model.js';

type CombatRules = Rules<Game>;
import { doAction, listActions } from './actions.js';

export function nonActivatedPhase(g: Game, c: CombatRules): void {
  for (let k = 0; k < 2 && !g.over; k++) {
    const s = k === 0 ? g.initiative : 1 - g.initiative;
    for (let u = g.sideUnit[s]; u < g.sideUnit[s + 1] && !g.over; u++) {
      if (g.die[u] !== 0 || g.nonActDone[u] || !g.unitOnTable(u)) continue;
      g.nonActDone[u] = 1;
      listActions(g, c, u, true);
      doAction(g, c, u, ask(g, K_NON_ACTIVATED, s, u), true);
    }
  }
}
