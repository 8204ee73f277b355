/**
 * ALG-1.3 / 1.4 movement on the table: straight steps towards a goal, sliding up to ±60° round
 * whatever blocks the way, never overlapping another base, never entering (or going deeper
 * into) the ZOC of an un-shaken enemy except the charge target's. Forced moves (fleeing,
 * routing) ignore ZOC but not bases.
 */
import { IN_PLAY, NOT_SHAKEN } from '../state.js';
import type { Game } from '../game.js';

const STEP = 0.25;
const EPS = 1e-6;
const TURNS = [0, 0.5, -0.5, 1, -1];

/**
 * May figure i stand at (nx, ny), coming from (ox, oy)? Only the `count` figures in
 * scratch.nearby (in play, on the table, not i) can stand in its way (see nearbyFigures).
 */
function legal(
  g: Game,
  i: number,
  nx: number,
  ny: number,
  ox: number,
  oy: number,
  target: number,
  ignoreZoc: boolean,
  leaving: boolean,
  count: number,
): boolean {
  // the arrays in locals: this loop is most of the game's time (each step of each move)
  const { x, y, radius, side, shaken, zoc } = g.state;
  const nearby = g.scratch.nearby;
  const r = radius[i];
  if (nx < r || nx > g.W - r) return false;
  if (!leaving && (ny < r || ny > g.D - r)) return false;
  const mySide = side[i];
  for (let k = 0; k < count; k++) {
    const j = nearby[k];
    const dx = nx - x[j];
    const dy = ny - y[j];
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d < r + radius[j] - EPS) return false;
    if (ignoreZoc || side[j] === mySide || shaken[j] !== NOT_SHAKEN) continue;
    // ALG-1.4: a charge may enter its target's ZOC (zocAllowsOnlyChargeTarget=false: any ZOC)
    if (target >= 0 && (j === target || !g.cfg.zocOnlyChargeTarget)) continue;
    if (d < zoc[j] + r - EPS) {
      const ex = ox - x[j];
      const ey = oy - y[j];
      if (d < Math.sqrt(ex * ex + ey * ey) - 1e-9) return false;
    }
  }
  return true;
}

/**
 * Lists in scratch.nearby the figures that could stop figure i on a move of at most `budget`
 * from where it stands, and returns how many: those in play on the table whose base or ZOC
 * reaches within `budget` of it (with a margin far above rounding). Nothing else moves while i
 * does, and the steps of a move add up to at most its budget, so no step can come near the rest.
 */
function nearbyFigures(g: Game, i: number, budget: number): number {
  const { x, y, radius, zoc, out, onTable } = g.state;
  const nearby = g.scratch.nearby;
  const xi = x[i];
  const yi = y[i];
  const r = radius[i];
  let count = 0;
  for (let j = 0; j < g.n; j++) {
    if (j === i || out[j] !== IN_PLAY || onTable[j] !== 1) continue;
    const reach = budget + r + (radius[j] > zoc[j] ? radius[j] : zoc[j]) + EPS;
    const dx = xi - x[j];
    const dy = yi - y[j];
    if (!(dx * dx + dy * dy > reach * reach)) nearby[count++] = j;
  }
  return count;
}

/**
 * Moves figure i up to `budget` um towards (tx, ty), stopping `stopAt` short of it (contact
 * distance for a charge). `target` is the charge target (−1: none). Returns the distance moved.
 */
export function moveToward(
  g: Game,
  i: number,
  tx: number,
  ty: number,
  stopAt: number,
  budget: number,
  target: number,
  ignoreZoc: boolean,
  leaving = false,
): number {
  const st = g.state;
  const count = nearbyFigures(g, i, budget);
  let moved = 0;
  while (moved < budget - EPS) {
    const x = st.x[i];
    const y = st.y[i];
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
      if (!legal(g, i, nx, ny, x, y, target, ignoreZoc, leaving, count)) continue;
      st.x[i] = nx;
      st.y[i] = ny;
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
  const st = g.state;
  let best = Infinity;
  for (let k = 0; k < g.nCover; k++) {
    const b = 4 * k;
    const inset = 0.25;
    const px = Math.min(Math.max(st.x[i], st.cover[b] + inset), st.cover[b + 2] - inset);
    const py = Math.min(Math.max(st.y[i], st.cover[b + 1] + inset), st.cover[b + 3] - inset);
    const d = Math.hypot(px - st.x[i], py - st.y[i]);
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
  const st = g.state;
  if (nearestCover(g, i, g.scratch.tmp)) moveToward(g, i, g.scratch.tmp[0], g.scratch.tmp[1], 0, budget, -1, forced);
  else moveToward(g, i, st.x[i], g.edgeY(st.side[i]), 0, budget, -1, forced);
}

/**
 * C1 / C3: a shaken figure in melee breaks off: it steps straight away from the enemies in
 * contact (a forced move, past ZOC) until no base touches it, then spends the rest of `budget`
 * towards cover without entering any un-shaken enemy's ZOC further, so it cannot walk back
 * into the melee on its way. Stays put only when it is hemmed in.
 */
export function breakOff(g: Game, i: number, budget: number): void {
  const st = g.state;
  const e = 1 - st.side[i];
  let moved = 0;
  while (moved < budget - EPS && g.inMelee(i)) {
    let ax = 0;
    let ay = 0;
    for (let j = st.sideFig[e]; j < st.sideFig[e + 1]; j++) {
      if (!g.active(j) || !g.inContact(i, j)) continue;
      const d = g.dist(i, j) || 1;
      ax += (st.x[i] - st.x[j]) / d;
      ay += (st.y[i] - st.y[j]) / d;
    }
    const a = Math.hypot(ax, ay);
    // enemies on opposite sides cancel out: back towards the own edge instead
    const dx = a > EPS ? ax / a : 0;
    const dy = a > EPS ? ay / a : st.side[i] === 0 ? -1 : 1;
    const step = moveToward(g, i, st.x[i] + dx * budget, st.y[i] + dy * budget, 0, Math.min(STEP, budget - moved), -1, true);
    if (step <= EPS) break;
    moved += step;
  }
  if (!g.inMelee(i) && budget - moved > EPS) moveTowardCover(g, i, budget - moved, false);
}

/** ALG-4.4 C4: a routing figure heads for its entry edge at full speed and leaves when it gets there. */
export function routStep(g: Game, i: number, budget: number): boolean {
  const st = g.state;
  const ey = g.edgeY(st.side[i]);
  moveToward(g, i, st.x[i], ey, 0, budget, -1, true, true);
  if (Math.abs(st.y[i] - ey) <= st.radius[i] + EPS) {
    st.onTable[i] = 0;
    return true;
  }
  return false;
}
