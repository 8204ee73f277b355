/**
 * SFG-7.5 / G31 / §12.6.4: a charge's reach is the allowance plus the bonus, "reduced by terrain
 * along the charger's path". The charge move pays terrain like any move (SFG-5.1 / 5.5, read
 * strictly as game/moves.ts does): the slowest ground the path touches (where the charger
 * stands, half-way and at the end, by the footprint centre) sets the allowance [R: the bonus
 * UM is added to that allowance, SFG-7.2 "+1 UM to the allowance"]; crossing an obstacle or a
 * ford holds it to the obstacle rate; woods (woodsCost 'frontLine') and rivers cost extra while
 * the front line is inside them (SFG-8.9, game/woods.ts, game/water.ts). Ground the charger
 * may not enter makes the path impossible.
 */
import { allowance } from '../mechanics/movement.js';
import { obstacleRate, riverRate, T_WOODS, terrainRate } from '../mechanics/terrain.js';
import { ARTILLERY, CAVALRY, type Unit } from '../state.js';
import { planCharge, type ChargePlan } from './contact.js';
import type { Game } from '../game.js';
import { waterCost } from '../table/water.js';
import { woodsCost, woodsSampleRate } from '../table/woods.js';

/** Re-plans at most this many times as the terrain of the chosen path shortens the reach. */
const REPLANS = 3;

/**
 * The reach (UM) the terrain allows a's move to front-centre (px, py) facing (fx, fy), with
 * `bonus` UM of charge bonus (−1: the path is impossible). On the open table: allowance + bonus.
 */
export function pathReach(g: Game, a: Unit, px: number, py: number, fx: number, fy: number, bonus: number): number {
  const t = g.terrain;
  const art = a.arm === ARTILLERY;
  const mounted = a.arm === CAVALRY && a.mounted;
  const open = allowance(art, mounted, a.limbered);
  if (!t.any) return open + bonus;
  const ex = px - fx * a.hd;
  const ey = py - fy * a.hd;
  const fl = g.cfg.woodsFrontLine;
  let rate = woodsSampleRate(t.unitKind(a), art, mounted, a.limbered, fl, open);
  rate = Math.min(
    rate,
    woodsSampleRate(t.kindAt(ex, ey), art, mounted, a.limbered, fl, open),
    woodsSampleRate(t.kindAt((a.cx + ex) / 2, (a.cy + ey) / 2), art, mounted, a.limbered, fl, open),
  );
  // an obstacle on the centre's path (one the charger has taken, SFG-8.9, costs nothing more)
  if (t.nObs > 0 && t.firstCrossing(a.cx, a.cy, ex, ey, a.heldObstacle) >= 0) rate = Math.min(rate, obstacleRate(art, mounted, a.limbered));
  let extra = 0;
  const mx = px - a.px;
  const my = py - a.py;
  // SFG-8.9 (woodsCost 'frontLine'): the UM the front line's sweep spends in woods
  if (fl && t.n > 0) extra = woodsCost(t, a.px, a.py, fy, -fx, a.hw, mx, my, terrainRate(T_WOODS, art, mounted, a.limbered), open);
  if (t.nWater > 0) {
    // the front line's sweep, in the facing it charges with
    extra += waterCost(t, a.px, a.py, fy, -fx, a.hw, mx, my, riverRate(art, mounted, a.limbered, g.cfg.riverFordsOnly), open);
    if (t.fordAt !== Infinity) rate = Math.min(rate, obstacleRate(art, mounted, a.limbered));
  }
  if (rate <= 0 || extra === Infinity) return -1;
  return rate + bonus - extra;
}

/**
 * planCharge with the reach the terrain allows: plans with allowance + bonus, and while the
 * chosen placement needs more than its path's terrain allows, plans again with that shorter
 * reach (nearer placements cross less ground). False: no reachable contact.
 */
export function planReach(g: Game, a: Unit, t: Unit, bonus: number, plan: ChargePlan): boolean {
  let reach = allowance(false, a.arm === CAVALRY && a.mounted, false) + bonus;
  if (!g.terrain.any) return planCharge(g, a, t, reach, plan);
  for (let k = 0; k < REPLANS; k++) {
    if (!planCharge(g, a, t, reach, plan)) return false;
    const r = pathReach(g, a, plan.px, plan.py, plan.fx, plan.fy, bonus);
    if (plan.need <= r + 1e-9) return true;
    if (r < 0) return false;
    reach = r;
  }
  return false;
}
