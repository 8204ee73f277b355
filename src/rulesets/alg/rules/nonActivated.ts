/**
 * ALG-3.5 non-activated characters: every character without a die this turn takes one action of
 * exactly 1 PA, the initiative side's first. An autonomous character acts alone; so does each
 * member of a squad without a die, one after another (g.state.only marks it; G-A11: a separated member
 * may only rejoin). A routing squad without a die makes its one rout move as a whole (G-A25).
 * The restrictions (no charge unless the target is shaken, fight or flee in melee) are in
 * actions.listActions.
 */
import { K_NON_ACTIVATED, ask } from '../decisions.js';
import type { Game } from '../game.js';
import type { CombatRules as Rules } from './combat/model.js';
import { doAction, listActions } from './actions.js';

type CombatRules = Rules<Game>;

function act(g: Game, c: CombatRules, u: number): void {
  listActions(g, c, u, true);
  doAction(g, c, u, ask(g, K_NON_ACTIVATED, g.state.uSide[u], u), true);
}

export function nonActivatedPhase(g: Game, c: CombatRules): void {
  const st = g.state;
  for (let k = 0; k < 2 && !st.over; k++) {
    const s = k === 0 ? st.initiative : 1 - st.initiative;
    for (let u = st.sideUnit[s]; u < st.sideUnit[s + 1] && !st.over; u++) {
      if (st.die[u] !== 0 || st.nonActDone[u] || !g.unitOnTable(u)) continue;
      st.nonActDone[u] = 1;
      if (!st.uSquad[u] || st.routing[u]) {
        act(g, c, u);
        continue;
      }
      for (let i = st.uFirst[u]; i < st.uEnd[u] && !st.over; i++) {
        if (!g.active(i) || st.routing[u]) continue;
        st.only = i;
        act(g, c, u);
        st.only = -1;
      }
    }
  }
}
