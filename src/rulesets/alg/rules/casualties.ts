/**
 * ALG-2.1 wounds and ALG-4 consequences of a wound: a hero is out at 3 wounds, a protagonist at
 * 2, an extra at the first; a wounded hero or protagonist uses its second stat line (G-A4) and
 * tests morale (M1); a lost squad member may trigger M4–M6 and lose the flag (G-A24).
 */
import { HERO, WOUNDS_OUT } from '../constants.js';
import { M_HEROES_LOST, M_LOST, M_WOUNDS, NOT_SHAKEN, OUT_OF_ACTION, FLED } from '../state.js';
import type { Game } from '../game.js';
import { onSquadLoss, onWounded } from './morale.js';
import { checkDefeat, loseFigure } from './steadfastness.js';

/** Applies a wound; morale follows at once (callers resolving simultaneous blows call it after all rolls). */
export function wound(g: Game, i: number): void {
  const st = g.state;
  if (st.out[i] !== 0) return;
  st.wounds[i]++;
  g.stat1(st.side[i], M_WOUNDS);
  if (st.wounds[i] >= WOUNDS_OUT[st.cls[i]]) {
    if (g.log) g.event(`  ${g.label[i]} is put out of action`);
    remove(g, i, OUT_OF_ACTION);
    return;
  }
  if (g.log) g.event(`  ${g.label[i]} is wounded (${st.wounds[i]}/${WOUNDS_OUT[st.cls[i]]})`);
  onWounded(g, i);
  checkDefeat(g);
}

/** A figure leaves play: out of action, or fled off the table. */
export function remove(g: Game, i: number, how: number): void {
  const st = g.state;
  const u = st.unitOf[i];
  st.out[i] = how;
  st.shaken[i] = NOT_SHAKEN;
  st.prone[i] = 0;
  loseFigure(g, i);
  g.stat1(st.side[i], M_LOST);
  if (st.cls[i] === HERO) g.stat1(st.side[i], M_HEROES_LOST);
  if (g.log && how === FLED) g.event(`  ${g.label[i]} leaves the table`);
  // G-A24: the flag is lost with its bearer (by default only when no friend is in contact)
  if (i === st.uBearer[u] && !st.flagLost[u] && how === OUT_OF_ACTION) {
    let friend = false;
    if (g.cfg.flagLostOnBearerDeath) {
      for (let k = st.uFirst[u]; k < st.uEnd[u]; k++) if (k !== i && g.active(k) && g.inContact(i, k)) friend = true;
    }
    if (!friend) {
      st.flagLost[u] = 1;
      if (g.log) g.event(`  ${g.uName[u]} loses its flag`);
    }
  }
  if (g.living(u) === 0) {
    st.die[u] = 0;
    st.pa[u] = 0;
  }
  onSquadLoss(g, i);
  checkDefeat(g);
}
