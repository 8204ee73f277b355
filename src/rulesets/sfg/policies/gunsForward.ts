/**
 * SFG-5.8 / 6.6 for the heuristic generals: a battery closes before it fires. It has two
 * actions a turn, and nothing after firing; a manhandle (1 UM, one action, on an order) before
 * its fire may bring the nearest enemy into a nearer band of the range table (SFG-6.6: 1 die
 * at 5+ to 20 UM, 3 dice at 5+ to 12, 3 at 3+ to 6), which is worth more than firing first from
 * where it stands. The style's gunRange is as near as it closes (nearer, an infantry charge
 * reaches it). A battery held so still fires in the closing window (SFG-6.1) if the order fails.
 */
import { pointRectDist } from '../../kit/facingRect.js';
import { ARTILLERY_BANDS, MOVE_ARTILLERY_MANHANDLED } from '../constants.js';
import { artilleryBand } from '../mechanics/fire.js';
import { inCommand } from '../rules/command.js';
import { isAttached } from '../rules/attachSlot.js';
import type { Game } from '../game.js';
import { ARTILLERY, type Unit } from '../state.js';

/** Should battery u (of a style that seeks `gunRange` UM from the enemy) hold its free fire to close one manhandle first? */
export function closesBeforeFiring(g: Game, u: Unit, gunRange: number): boolean {
  if (u.arm !== ARTILLERY || u.limbered || u.actions > 0 || u.fired || isAttached(g, u) || !inCommand(g, g.divisions[u.div], u)) return false;
  const de = centreRange(g, u);
  const nearer = de - MOVE_ARTILLERY_MANHANDLED;
  if (nearer < gunRange) return false;
  const max = g.cfg.artilleryMaxRange;
  const now = artilleryBand(de, max, g.cfg.rangeInclusive);
  const then = artilleryBand(nearer, max, g.cfg.rangeInclusive);
  return then >= 0 && (now < 0 || then < now);
}

/** SFG-6.6: a battery's range is measured from its base centre to the nearest point of the target: to the nearest active enemy. */
function centreRange(g: Game, u: Unit): number {
  let best = Infinity;
  for (const i of g.sideUnits[1 - u.side]) {
    const e = g.units[i];
    if (!e.active) continue;
    const d = pointRectDist(u.cx, u.cy, e);
    if (d < best) best = d;
  }
  return best;
}

/** SFG-6.6: expected casualties in the open of one band's fire (dice times the chance each hits). */
function bandHits(band: number): number {
  return (ARTILLERY_BANDS[band].dice * (7 - ARTILLERY_BANDS[band].hit)) / 6;
}

/** The most any band's fire is worth (canister: 3 dice at 2+). */
export const BAND_HITS_TOP = Math.max(...ARTILLERY_BANDS.map((_, b) => bandHits(b)));

/**
 * What an unlimbered battery's fire is worth from `range` UM (its centre to the nearest enemy):
 * the expected casualties in the open of its band (SFG-6.6), 0 out of range.
 */
export function fireWorth(g: Game, range: number): number {
  const band = artilleryBand(range, g.cfg.artilleryMaxRange, g.cfg.rangeInclusive);
  return band < 0 ? 0 : bandHits(band);
}
