/**
 * SDS 6.3: one flight move that goes round what it cannot cross. Flight is "as for a normal
 * move" toward the flag or the table edge, and a player moving a model toward the edge takes it
 * round a tree or a building rather than into it; so when the straight line is blocked, the
 * move may bend once at a waypoint (a corner or the side of the obstacle, or a point in a fan
 * of headings off the straight line) and go on straight toward the goal with the rest of its
 * allowance. The route that ends nearest the goal wins; a boxed-in model that can get no nearer
 * stays where the straight move left it. No allocation: buffers live on the Game.
 */
import type { Game } from '../game.js';
import type { TableMoveOptions } from '../table/types.js';
import { MOVE_BLOCKED, MOVE_FREE } from '../table/types.js';
import { MV_BUDGET, MV_R, MV_TX, MV_TY, MV_X, MV_Y, detourPoint, moveArgs, moveTowardIn, shortenedMove } from '../table/tablefns.js';
import { overlapsAny } from '../table/geom.js';

/** Headings tried off the straight line (radians, each to both sides): 20°, 45°, 70°, 95°. */
const FAN = [0.349, 0.785, 1.222, 1.658];
const FAN_COS = Float64Array.from(FAN, (a) => Math.cos(a));
const FAN_SIN = Float64Array.from(FAN, (a) => Math.sin(a));
/** Lengths of the first leg tried, as fractions of the allowance. */
const LEGS = [1, 0.5, 0.25];
/** A route must end at least this much (mm) nearer the goal than the best so far to replace it. */
const BETTER = 0.5;

/**
 * Distance still to go from (x, y): to edge `edge` (0 north y = 0, 1 east, 2 south, 3 west) or,
 * with edge < 0, to the point (tx, ty).
 */
function toGo(g: Game, edge: number, tx: number, ty: number, x: number, y: number): number {
  if (edge === 0) return y;
  if (edge === 1) return g.cfg.table.width - x;
  if (edge === 2) return g.cfg.table.height - y;
  if (edge === 3) return x;
  return Math.sqrt((tx - x) * (tx - x) + (ty - y) * (ty - y));
}

/**
 * One flight move of model m toward edge `edge` (or the point (tx, ty) when edge < 0; for an
 * edge, (tx, ty) is the foot of the straight line on it), with allowance `lim`. Writes the end
 * position to out[0], out[1] (out[2], out[3] as moveToward for the straight move; out[2] is the
 * path length when a bent route is taken).
 */
export function fleeMove(g: Game, m: number, edge: number, tx: number, ty: number, lim: number, opts: TableMoveOptions, out: Float64Array): void {
  const s = g.st;
  const cfg = g.cfg;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const r = s.r[m];
  const mounted = s.mounted[m] === 1;
  // through the table's move scratch (moveTowardIn): no boxed argument per move
  const mv = moveArgs(cfg.table);
  mv[MV_X] = x0;
  mv[MV_Y] = y0;
  mv[MV_R] = r;
  mv[MV_TX] = tx;
  mv[MV_TY] = ty;
  mv[MV_BUDGET] = lim;
  moveTowardIn(cfg.table, mounted, opts, out);
  if (out[3] !== MOVE_BLOCKED || out[2] >= lim - 1) return;
  let bestX = out[0];
  let bestY = out[1];
  let bestLen = out[2];
  let best = toGo(g, edge, tx, ty, bestX, bestY);
  const w = g.scratch.fleeW;
  // the corner of the building, or the side of the tree, that blocks the straight line
  if (detourPoint(cfg.table, x0, y0, r, tx, ty, mounted, w)) {
    const len = tryRoute(g, m, edge, tx, ty, w[0], w[1], lim, opts, best - BETTER);
    if (len >= 0) {
      const d = toGo(g, edge, tx, ty, w[2], w[3]);
      if (d < best - BETTER) {
        best = d;
        bestX = w[2];
        bestY = w[3];
        bestLen = len;
      }
    }
  }
  // a fan of headings to both sides of the straight line, and shorter first legs
  const dx = tx - x0;
  const dy = ty - y0;
  const dl = Math.sqrt(dx * dx + dy * dy) || 1;
  const ux = dx / dl;
  const uy = dy / dl;
  for (let a = 0; a < FAN.length; a++) {
    const c = FAN_COS[a];
    const sn = FAN_SIN[a];
    for (let side = -1; side <= 1; side += 2) {
      const hx = ux * c - uy * sn * side;
      const hy = uy * c + ux * sn * side;
      for (let k = 0; k < LEGS.length; k++) {
        const leg = lim * LEGS[k];
        const len = tryRoute(g, m, edge, tx, ty, x0 + hx * leg, y0 + hy * leg, lim, opts, best - BETTER);
        if (len < 0) continue;
        const d = toGo(g, edge, tx, ty, w[2], w[3]);
        if (d < best - BETTER) {
          best = d;
          bestX = w[2];
          bestY = w[3];
          bestLen = len;
        }
      }
    }
  }
  out[0] = bestX;
  out[1] = bestY;
  out[2] = bestLen;
}

/**
 * A route's end can be no nearer the goal than this margin (mm) below the bound tryRoute
 * works out (float error of toGo); a route the bound rules out is not played.
 */
const BOUND_EPS = 1e-6;

/**
 * A bound, before any move, below which the route through (wx, wy) cannot end (less float
 * margin), as tryRoute's own bound after the first leg: that leg ends on the line toward the
 * waypoint within the allowance (moveToward), at most `lim` out, where the distance to the goal
 * shrinks no faster than the way walked, so out to d it is no less than toGo at d less the
 * rest of the allowance, lim − d. The leg goes on from there only when moveToward says
 * MOVE_FREE, which out of halfMove crossings it says only on reaching the waypoint or using the
 * whole (or the broken-ground shortened, SDS 3.2) allowance: from no nearer than the least of
 * those. Otherwise the route ends where the leg does, on that line from 1 mm to `lim` out.
 */
function routeBound(g: Game, m: number, edge: number, tx: number, ty: number, wx: number, wy: number, lim: number, opts: TableMoveOptions): number {
  if (opts.obstacleCrossing === 'halfMove') return -Infinity;
  const s = g.st;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const dx = wx - x0;
  const dy = wy - y0;
  const L = Math.sqrt(dx * dx + dy * dy);
  if (L < 1e-9) return -Infinity;
  const ux = dx / L;
  const uy = dy / L;
  const reduced = opts.brokenTerrainStep > 0 ? shortenedMove(lim, opts.scale ?? 28, opts.brokenTerrainStep) : lim;
  const dOn = Math.min(L, reduced, lim);
  const on = toGo(g, edge, tx, ty, x0 + ux * dOn, y0 + uy * dOn) - (lim - dOn);
  // the least toGo along the line from 1 to lim out: at an end for an edge (toGo is linear),
  // at the foot of the perpendicular from the goal point for a point
  let a = 1;
  let b = lim;
  if (edge < 0) {
    const along = (tx - x0) * ux + (ty - y0) * uy;
    a = along < 1 ? 1 : along > lim ? lim : along;
    b = a;
  }
  const ta = toGo(g, edge, tx, ty, x0 + ux * a, y0 + uy * a);
  const tb = toGo(g, edge, tx, ty, x0 + ux * b, y0 + uy * b);
  const off = Math.min(ta, tb);
  return Math.min(on, off) - ROUTE_BOUND_MARGIN;
}

/** Float margin (mm) of routeBound: its ends and moveToward's differ by rounding alone. */
const ROUTE_BOUND_MARGIN = 1e-6;

/**
 * The route from m's position to the waypoint (wx, wy), then straight toward the goal with what
 * is left of `lim`. Writes its end to g.scratch.fleeW[2], g.scratch.fleeW[3] and returns the path length, or
 * −1 when the first leg goes nowhere, the route ends on another model's base, or it cannot end
 * nearer the goal than `need`: a move ends no farther than its allowance from where it starts
 * (moveToward) and the distance to the goal shrinks no faster than the way walked, so after
 * the first leg the end is no nearer than toGo there less the rest of the allowance.
 */
function tryRoute(g: Game, m: number, edge: number, tx: number, ty: number, wx: number, wy: number, lim: number, opts: TableMoveOptions, need: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  if (routeBound(g, m, edge, tx, ty, wx, wy, lim, opts) >= need + BOUND_EPS) return -1;
  const r = s.r[m];
  const mounted = s.mounted[m] === 1;
  const leg = scratch.fleeLeg;
  const mv = moveArgs(cfg.table);
  mv[MV_X] = s.x[m];
  mv[MV_Y] = s.y[m];
  mv[MV_R] = r;
  mv[MV_TX] = wx;
  mv[MV_TY] = wy;
  mv[MV_BUDGET] = lim;
  moveTowardIn(cfg.table, mounted, opts, leg);
  const d1 = leg[2];
  if (d1 < 1) return -1;
  let ex = leg[0];
  let ey = leg[1];
  let len = d1;
  const rest = lim - d1;
  // on from the waypoint, only where the first leg got there unhindered (an obstacle crossed,
  // difficult ground or the edge ends the move as for any move)
  const on = rest > 1 && leg[3] === MOVE_FREE;
  if (toGo(g, edge, tx, ty, ex, ey) - (on ? rest : 0) >= need + BOUND_EPS) return -1;
  if (on) {
    const gx = edge === 1 ? cfg.table.width : edge === 3 ? 0 : edge < 0 ? tx : ex;
    const gy = edge === 0 ? 0 : edge === 2 ? cfg.table.height : edge < 0 ? ty : ey;
    // approximation: difficult ground met on this leg shortens the remainder by one category
    mv[MV_X] = ex;
    mv[MV_Y] = ey;
    mv[MV_R] = r;
    mv[MV_TX] = gx;
    mv[MV_TY] = gy;
    mv[MV_BUDGET] = rest;
    moveTowardIn(cfg.table, mounted, opts, leg);
    ex = leg[0];
    ey = leg[1];
    len += leg[2];
  }
  if (overlapsAny(s, ex, ey, r, m)) return -1;
  scratch.fleeW[2] = ex;
  scratch.fleeW[3] = ey;
  return len;
}
