/**
 * ALG-1.3 / 1.4 movement on the table: straight steps towards a goal, sliding up to ±60° round
 * whatever blocks the way, never overlapping another base, never entering (or going deeper
 * into) the ZOC of an un-shaken enemy except the charge target's. Forced moves (fleeing,
 * routing) ignore ZOC but not bases.
 */
import { NOT_SHAKEN, type Game } from '../state.js';

const STEP = 0.25;
const EPS = 1e-6;
const TURNS = [0, 0.5, -0.5, 1, -1];

/** May figure i stand at (nx, ny), coming from (ox, oy)? */
function legal(g: Game, i: number, nx: number, ny: number, ox: number, oy: number, target: number, ignoreZoc: boolean, leaving: boolean): boolean {
  const r = g.radius[i];
  if (nx < r || nx > g.W - r) return false;
  if (!leaving && (ny < r || ny > g.D - r)) return false;
  const mySide = g.side[i];
  for (let j = 0; j < g.n; j++) {
    if (j === i || !g.active(j)) continue;
    const dx = nx - g.x[j];
    const dy = ny - g.y[j];
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d < r + g.radius[j] - EPS) return false;
    if (ignoreZoc || g.side[j] === mySide || g.shaken[j] !== NOT_SHAKEN) continue;
    // ALG-1.4: a charge may enter its target's ZOC (zocAllowsOnlyChargeTarget=false: any ZOC)
    if (target >= 0 && (j === target || !g.cfg.zocOnlyChargeTarget)) continue;
    if (d < g.zoc[j] + r - EPS) {
      const ex = ox - g.x[j];
      const ey = oy - g.y[j];
      if (d < Math.sqrt(ex * ex + ey * ey) - 1e-9) return false;
    }
  }
  return true;
}

/**
 * Moves figure i up to `budget` um towards (tx, ty), stopping `stopAt` short of it (contact
 * distance for a charge). `target` is the charge target (−1: none). Returns the distance moved.
 */
export function moveToward(g: Game, i: number, tx: number, ty: number, stopAt: number, budget: number, target: number, ignoreZoc: boolean, leaving = false): number {
  let moved = 0;
  while (moved < budget - EPS) {
    const x = g.x[i];
    const y = g.y[i];
    const dx = tx - x;
    const dy = ty - y;
    const d = Math.sqrt(dx * dx + dy * dy);
    const gap = d - stopAt;
    if (gap <= EPS) break;
    const len = Math.min(STEP, budget - moved, gap);
    const a0 = Math.atan2(dy, dx);
    let ok = false;
    for (let k = 0; k < TURNS.length; k++) {
      const a = a0 + TURNS[k];
      const nx = x + len * Math.cos(a);
      const ny = y + len * Math.sin(a);
      // sliding must still bring the figure closer to its goal
      const ndx = tx - nx;
      const ndy = ty - ny;
      if (k > 0 && Math.sqrt(ndx * ndx + ndy * ndy) >= d - 1e-9) continue;
      if (!legal(g, i, nx, ny, x, y, target, ignoreZoc, leaving)) continue;
      g.x[i] = nx;
      g.y[i] = ny;
      moved += len;
      ok = true;
      break;
    }
    if (!ok) break;
  }
  return moved;
}

/** Nearest point of the nearest cover rectangle (inset a little so the centre ends inside), or −1. */
export function nearestCover(g: Game, i: number, out: Float64Array): boolean {
  let best = Infinity;
  for (let k = 0; k < g.nCover; k++) {
    const b = 4 * k;
    const inset = 0.25;
    const px = Math.min(Math.max(g.x[i], g.cover[b] + inset), g.cover[b + 2] - inset);
    const py = Math.min(Math.max(g.y[i], g.cover[b + 1] + inset), g.cover[b + 3] - inset);
    const d = Math.hypot(px - g.x[i], py - g.y[i]);
    if (d < best) {
      best = d;
      out[0] = px;
      out[1] = py;
    }
  }
  return best < Infinity;
}

/** C1–C3: towards the nearest cover (no cover on the table: towards the own edge). */
export function moveTowardCover(g: Game, i: number, budget: number, forced: boolean): void {
  if (nearestCover(g, i, g.tmp)) moveToward(g, i, g.tmp[0], g.tmp[1], 0, budget, -1, forced);
  else moveToward(g, i, g.x[i], g.edgeY(g.side[i]), 0, budget, -1, forced);
}

/** ALG-4.4 C4: a routing figure heads for its entry edge at full speed and leaves when it gets there. */
export function routStep(g: Game, i: number, budget: number): boolean {
  const ey = g.edgeY(g.side[i]);
  moveToward(g, i, g.x[i], ey, 0, budget, -1, true, true);
  if (Math.abs(g.y[i] - ey) <= g.radius[i] + EPS) {
    g.onTable[i] = 0;
    return true;
  }
  return false;
}
