/**
 * ALG-3.2 orders: the side without the initiative places all its valid dice first, then the
 * initiative side. A die activates a character or a whole squad (given to its officer or
 * leader), at most one die per unit (G-A10 maxDicePerUnit = 1); dice not placed are lost.
 * Off-table units may receive orders: it is how they enter (ALG-3.3).
 */
import { K_ORDER, NONE, ask, clearOpts, pushOpt } from '../decisions.js';
import type { Game } from '../game.js';

export function placeOrders(g: Game): void {
  const st = g.state;
  for (let k = 0; k < 2; k++) {
    const s = k === 0 ? 1 - st.initiative : st.initiative;
    for (let d = 0; d < st.poolN[s]; d++) {
      st.curDie = g.pool[s][d];
      clearOpts(g);
      for (let u = st.sideUnit[s]; u < st.sideUnit[s + 1]; u++) if (st.die[u] === 0 && g.unitAlive(u)) pushOpt(g, u);
      if (g.scratch.nOpts === 0) break;
      pushOpt(g, NONE);
      const u = ask(g, K_ORDER, s, -1);
      if (u === NONE) continue;
      st.die[u] = st.curDie;
      st.pa[u] = st.curDie;
      if (g.log) g.event(` order: ${g.uName[u]} gets a ${st.curDie}`);
    }
  }
  st.curDie = 0;
}
