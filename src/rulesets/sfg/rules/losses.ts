/**
 * SFG-9.1–9.2 in play: casualties on a unit, base removal, dissolution, and removal from play.
 */
import { CASUALTIES_PER_BASE } from '../constants.js';
import { applyCasualties, dissolved } from '../mechanics/status.js';
import { ARTILLERY, DESTROYED, DISSOLVED, FLED, INFANTRY, IN_PLAY, REMOVAL_NAMES, type Unit } from '../state.js';
import { inSlot } from './attachSlot.js';
import { M_HITS, type Game } from '../game.js';

/** Applies `hits` casualties from side `by` to u; removes a dissolved brigade or a destroyed battery. */
export function inflict(g: Game, u: Unit, hits: number, by: number): void {
  if (hits <= 0 || u.removed !== IN_PLAY) return;
  g.stat(by, M_HITS, hits);
  if (u.arm === ARTILLERY) {
    u.carried += hits;
    // SFG-9.1: a battery is removed at its 4th hit
    if (u.carried >= CASUALTIES_PER_BASE) removeUnit(g, u, DESTROYED);
    return;
  }
  const before = u.bases;
  const carriedOut = g.work.carried;
  u.bases = applyCasualties(u.bases, u.carried, hits, carriedOut);
  u.carried = carriedOut[0];
  if (u.bases !== before) {
    // SFG-12.9: rebuild the grid about the same anchor and facing
    if (u.bases > 0) u.updateShape();
    if (g.log) g.event(`    ${g.label(u)} loses ${before - u.bases} base${before - u.bases > 1 ? 's' : ''} (${u.bases}/${u.n0} left)`);
  }
  // SFG-9.2: one base left (or none): dissolved
  if (dissolved(u.bases)) removeUnit(g, u, DISSOLVED);
}

export function removeUnit(g: Game, u: Unit, how: number): void {
  if (u.removed !== IN_PLAY) return;
  u.removed = how;
  u.touch();
  const d = g.divisions[u.div];
  if (d.attached === u.idx) {
    // the general stays where the brigade was
    d.gx = u.cx;
    d.gy = u.cy;
    d.attached = -1;
  }
  if (g.log) g.event(`    ${g.label(u)} is ${REMOVAL_NAMES[how]}`);
  if (how === FLED && u.arm === INFANTRY) loseAttached(g, u);
}

/** SFG-4.6: if the brigade flees, its attached batteries are destroyed (they stood in their slots when it went). */
function loseAttached(g: Game, b: Unit): void {
  for (const i of g.divisions[b.div].units) {
    const t = g.units[i];
    if (t.arm !== ARTILLERY || t.attachedTo !== b.idx || t.removed !== IN_PLAY || !inSlot(t, b, b.px, b.py, b.fx, b.fy)) continue;
    if (g.log) g.event(`    ${g.label(t)} is lost with its fleeing brigade`);
    removeUnit(g, t, DESTROYED);
  }
}
