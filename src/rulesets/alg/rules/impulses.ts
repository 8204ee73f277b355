/**
 * ALG-3.4 actions of activated characters: a priority loop over the PA slots 3, 2, 1. In each
 * slot the initiative side's units holding exactly that many PA act first, one impulse each
 * (one or more actions, chosen by the owner, until it stops or has no PA), then the other
 * side's. A unit that stops with residual r acts again in slot r; unused PA are lost at the end.
 * The loop reads everything from the state, so a copied game can resume it (the search).
 */
import { TOP_SLOT } from '../constants.js';
import { A_PASS, A_STOP, K_ACTION, K_IMPULSE, actionKind, ask, clearOpts, pushOpt } from '../decisions.js';
import type { Game } from '../game.js';
import type { CombatRules as Rules } from './combat/model.js';
import { doAction, listActions } from './actions.js';

type CombatRules = Rules<Game>;

/** Continues unit u's impulse until it stops, runs out of PA or the game ends. */
export function continueImpulse(g: Game, c: CombatRules, u: number): void {
  const st = g.state;
  while (!st.over && st.pa[u] > 0) {
    if (!g.unitOnTable(u)) {
      st.pa[u] = 0;
      break;
    }
    listActions(g, c, u, false);
    const code = ask(g, K_ACTION, st.uSide[u], u);
    const kind = actionKind(code);
    if (kind === A_STOP) break;
    doAction(g, c, u, code, false);
    if (kind === A_PASS) break;
  }
}

/** Runs the slots from `from` down to 1 (TOP_SLOT for a whole phase). */
export function actionsPhase(g: Game, c: CombatRules, from = TOP_SLOT): void {
  const st = g.state;
  for (let slot = from; slot >= 1 && !st.over; slot--) {
    st.slot = slot;
    for (let k = 0; k < 2 && !st.over; k++) {
      const s = k === 0 ? st.initiative : 1 - st.initiative;
      for (;;) {
        if (st.over) return;
        clearOpts(g);
        for (let u = st.sideUnit[s]; u < st.sideUnit[s + 1]; u++) if (st.pa[u] === slot && g.unitOnTable(u)) pushOpt(g, u);
        if (g.scratch.nOpts === 0) break;
        const u = ask(g, K_IMPULSE, s, -1);
        continueImpulse(g, c, u);
        // a unit that ends its impulse still holding `slot` PA would come round again: it passed
        if (st.pa[u] === slot) st.pa[u] = 0;
      }
    }
  }
  st.slot = 0;
}
