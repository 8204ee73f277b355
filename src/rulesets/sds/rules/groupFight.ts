/**
 * SDS 5.8 (tournament clarification "Corpo a corpo di un gruppo contro un gruppo"): a line moved
 * by a group order that meets an enemy line may either act model by model (move, fight, apply
 * the result, next model: the ordinary member phase of groups.ts) or "move the whole group into
 * contact (1 action) and then resolve the fights one by one", so that, e.g., two models gang up
 * on one enemy with the overlap. This file is the second way: the group move's "then all fight"
 * variant (candidate A_G_MOVE with y = GROUP_MOVE_FIRST).
 *
 * Simulator choices the text leaves open: each member goes for the nearest enemy it can reach
 * with one move (the text's example moves the line straight at the enemy line); members whose
 * move would not end in contact (charge.ts chargeReaches), that would have no action left to
 * fight, or that are already fighting, keep all their actions for the second pass; the fights
 * come in the group's order (front members first). A member whose Fear test fails (SDS 5.9)
 * may only move with its remaining actions (as after a Volley): it may not charge again.
 */
import type { Game } from '../game.js';
import { engaged, gap, touching } from '../table/geom.js';
import { moveBudget, nameOf } from './actions.js';
import { charge, chargeReaches } from './charge.js';
import { afterEvent } from './morale.js';
import { memberHook } from './groups.js';
import { MODE_AFTER_VOLLEY } from './candidates.js';
import { sideEnd, sideStart } from '../state.js';

/** Member mode of groups.ts: a group member's own actions (no group orders). */
const MODE_MEMBER = 1;

/** The nearest standing-or-fallen enemy of m within one move of it (gap ≤ its move), or -1. */
export function reachableEnemy(g: Game, m: number): number {
  const s = g.st;
  const reach = moveBudget(g, m);
  let best = -1;
  let bd = Infinity;
  const x = s.x[m];
  const y = s.y[m];
  for (let j = sideStart(s, 1 - s.side[m]), e = sideEnd(s, 1 - s.side[m]); j < e; j++) {
    if (!s.onTable[j]) continue;
    // beyond the move by more than a millimetre: out of reach without the square root
    const far = reach + s.r[m] + s.r[j] + 1;
    const dx = s.x[j] - x;
    const dy = s.y[j] - y;
    if (dx * dx + dy * dy > far * far) continue;
    const d = gap(s, m, j);
    if (d <= reach && d < bd) {
      bd = d;
      best = j;
    }
  }
  return best;
}

/**
 * SDS 5.8: members grp[0..n) have `left` actions each after the group move: every member that
 * can reach an enemy moves into contact first (one action), then each uses what it has left.
 */
export function allMoveThenFight(g: Game, grp: Int16Array, n: number, left: number): void {
  const s = g.st;
  // bit k: member k moved (one action used) / balked at Fear; a group has at most 6 members
  let moved = 0;
  let balked = 0;
  for (let k = 0; k < n; k++) {
    const i = grp[k];
    if (s.over) return;
    if (!s.onTable[i] || s.fallen[i] || s.spent[i] || engaged(s, i)) continue;
    // "into contact (1 action) and then fight": a member with no action left after the move,
    // or whose move would stop short, keeps its actions for the second pass
    if (left < 2) break;
    const t = reachableEnemy(g, i);
    if (t < 0 || !chargeReaches(g, i, t)) continue;
    if (g.log) g.log.event(`   ${nameOf(g, i)}: charge → ${nameOf(g, t)} (group: all move first, SDS 5.8)`);
    g.st.fearFailed = 0;
    charge(g, i, t, left - 1);
    moved |= 1 << k;
    if (g.st.fearFailed) balked |= 1 << k;
    // counted, never expected: chargeReaches said it would reach. Not counted: a Fear balk (SDS
    // 5.9: it never moves), a target the charge test removed (SDS 5.10.4: the rider may then move
    // freely), a charger the hasty shot put down or out (SDS 5.10.5)
    else if (s.onTable[i] && !s.fallen[i] && s.onTable[t] && !touching(s, i, t)) {
      s.groupChargesShort[s.side[i]]++;
      if (g.log) g.log.event(`   ${nameOf(g, i)}: the group charge ends out of contact with ${nameOf(g, t)}`);
    }
    afterEvent(g);
  }
  for (let k = 0; k < n && !s.over; k++) {
    const i = grp[k];
    const rest = moved & (1 << k) ? left - 1 : left;
    if (rest > 0 && s.onTable[i]) memberHook.run(g, i, rest, balked & (1 << k) ? MODE_AFTER_VOLLEY : MODE_MEMBER);
  }
}
