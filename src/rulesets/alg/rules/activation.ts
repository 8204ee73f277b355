/**
 * ALG-3.1 activation: each side rolls one d6 per autonomous character, un-shaken squad and
 * officer in a squad (off-table ones too, G-A12); 1–3 are valid dice (PA and priority), 4–6 are
 * discarded; more 3s takes the initiative, a tie keeps it (turn 1: at random).
 * G-A12 is not an option: every force starts off the table and enters only by spending a die's PA
 * (ALG-3.3), so a pool without off-table units would be empty and no game could begin.
 */
import { VALID_MAX } from '../constants.js';
import { IN_PLAY } from '../state.js';
import type { Game } from '../game.js';

/** ALG-3.1.1: the number of dice side s rolls. */
export function poolSize(g: Game, s: number): number {
  const st = g.state;
  let n = 0;
  for (let u = st.sideUnit[s]; u < st.sideUnit[s + 1]; u++) {
    if (!g.unitAlive(u)) continue;
    if (!st.uSquad[u]) n++;
    else {
      if (!st.routing[u]) n++;
      const o = st.uOfficer[u];
      if (o >= 0 && st.out[o] === IN_PLAY) n++;
    }
  }
  return n;
}

/** Rolls both pools, keeps the valid dice (highest first) and settles the initiative. */
export function rollActivation(g: Game): void {
  const st = g.state;
  const threes = [0, 0];
  for (let s = 0; s < 2; s++) {
    const n = poolSize(g, s);
    const pool = g.pool[s];
    let k = 0;
    for (let d = 0; d < n; d++) {
      const f = g.dice.d6();
      if (f > VALID_MAX) continue;
      if (f === VALID_MAX) threes[s]++;
      // insertion keeps the pool sorted high to low
      let p = k++;
      while (p > 0 && pool[p - 1] < f) {
        pool[p] = pool[p - 1];
        p--;
      }
      pool[p] = f;
    }
    st.poolN[s] = k;
  }
  if (threes[0] !== threes[1]) st.initiative = threes[0] > threes[1] ? 0 : 1;
  else if (st.turn === 1) st.initiative = g.dice.int(2);
  if (g.log) {
    const show = (s: number) => Array.from(g.pool[s].subarray(0, st.poolN[s])).join(' ') || 'none';
    g.event(
      `activation: ${g.sideName(0)} ${poolSize(g, 0)} dice, valid ${show(0)}; ` +
        `${g.sideName(1)} ${poolSize(g, 1)} dice, valid ${show(1)}; initiative ` +
        `${g.sideName(st.initiative)}`,
    );
  }
}
