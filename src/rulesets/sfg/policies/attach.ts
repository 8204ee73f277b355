/**
 * SFG-4.6 for the heuristic generals: when a battery should join a brigade of its division.
 *
 * Attached, a battery fires with the brigade in reaction to a charge (SFG-7.3.1), at canister
 * range (SFG-6.6: 3 dice at 2+) against a charger about to reach it; the price is that it cannot
 * pivot or move on its own, and that it shares the brigade's fate in a lost melee. So it joins
 * a brigade that
 * - the general keeps where it stands: a style that stands and fires (not the assault, nor a
 *   late attack), and a brigade holding an objective for its side (SFG-10.6 decides on
 *   objectives first) or in the firing line (an enemy brigade within musketry range in front);
 * - an enemy brigade could charge next turn, from in front (where the battery's arc will point);
 * - is neither disordered nor decimated (the likelier loser of that melee, taking the guns with it).
 * A battery that has fired may take no further action that turn (SFG-5.8), so the general holds
 * a battery's free fire while such an attachment is on offer, attaches it, and lets it fire in
 * the closing fire window (SFG-6.1). For the same reason he holds an attached battery's fire
 * while it could still move with its brigade: fired first, it could not follow a move of the
 * brigade and would be left behind, detached (SFG-4.6); held, it follows (one action) and fires
 * in the closing window if it has an action left.
 */
import { pointRectDist, rectDist } from '../../kit/facingRect.js';
import { attachReach, slotOffered, slotsNear, takesBattery } from '../rules/attach.js';
import { MAX_SLOT, isAttached } from '../rules/attachSlot.js';
import type { Game } from '../game.js';
import { ARTILLERY, type Unit } from '../state.js';

/** Value of an attachment, in the units of a move's position gain (times the chance to pass the order test): after the moves that matter, above stopping. */
const ATTACH_GAIN = 1;
/** How near an enemy brigade must be to charge next turn (UM): cavalry's 6 plus the charge bonus die's best 2. */
const CHARGE_THREAT_UM = 8;
/** cos 45°: an enemy within 45° of the brigade's front is in front (the battery's arc follows the brigade's, SFG-6.6). */
const FRONT_COS = Math.SQRT1_2;

/**
 * Should a battery join brigade b? `stands`: b's side plays a style that keeps its brigades
 * where they stand now (see the file's comment).
 */
export function braces(g: Game, b: Unit, stands: boolean): boolean {
  if (!stands || b.disordered || b.decimated(g.cfg.decimationByCasualties)) return false;
  const d = frontEnemyDist(g, b);
  return d <= CHARGE_THREAT_UM && (d <= g.cfg.musketRange || holdsObjective(g, b));
}

/** Distance from b to the nearest active enemy brigade (not a battery) within 45° of b's front; Infinity when none. */
function frontEnemyDist(g: Game, b: Unit): number {
  let best = Infinity;
  for (const i of g.sideUnits[1 - b.side]) {
    const e = g.units[i];
    if (!e.active || e.arm === ARTILLERY) continue;
    const dx = e.cx - b.cx;
    const dy = e.cy - b.cy;
    if (dx * b.fx + dy * b.fy < FRONT_COS * Math.hypot(dx, dy)) continue;
    const d = rectDist(b, e);
    if (d < best) best = d;
  }
  return best;
}

/** Does b stand on an objective its side holds (SFG-10.5: within the objective radius)? */
function holdsObjective(g: Game, b: Unit): boolean {
  for (const o of g.objectives) if (o.holder === b.side && pointRectDist(o.x, o.y, b) <= g.cfg.objectiveRadius) return true;
  return false;
}

/** Value of the order attaching battery t to brigade b (p: the chance to pass its test); −Infinity: never. */
export function attachOrderValue(g: Game, b: Unit, p: number, stands: boolean): number {
  return braces(g, b, stands) ? p * ATTACH_GAIN : -Infinity;
}

/**
 * Should unit u hold its free fire, being a battery that could attach now to a brigade it should
 * join, or one attached that could still move with its brigade (whatever the style: a brigade
 * that attacks after all should take its guns along)?
 */
export function holdsFireToAttach(g: Game, u: Unit, stands: boolean): boolean {
  if (u.arm !== ARTILLERY) return false;
  if (isAttached(g, u)) return u.batteryCanAct();
  return stands && mayBrace(g, u);
}

/** Could battery u attach now to a brigade of its division that a battery should join when its side stands (`braces`)? */
export function mayBrace(g: Game, u: Unit): boolean {
  const reach = attachReach(g, u);
  if (reach < 0) return false;
  for (const i of g.divisions[u.div].units) {
    const b = g.units[i];
    if (!takesBattery(b) || !slotsNear(u, b, reach) || !braces(g, b, true)) continue;
    for (let s = 1; s <= MAX_SLOT; s++) if (slotOffered(g, u, b, s, reach) || slotOffered(g, u, b, -s, reach)) return true;
  }
  return false;
}
