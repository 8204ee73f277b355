/**
 * Movement primitives (SDS 3.1–3.4). A move action goes in a straight line toward a target
 * point; there is no path-finder. When the line is blocked the model stops in contact with the
 * blocker (out[3] says why) and the caller may ask `detourPoint` for a corner to go round it.
 */
import type { AreaFeature, LinearFeature, MoveBoxes, SingleTree, Table, TableMoveOptions } from './types.js';
import { areaIndex } from './areaindex.js';
import { MOVE_BLOCKED, MOVE_DIFFICULT, MOVE_EDGE, MOVE_FREE, MOVE_LINEAR } from './types.js';
import { discHitRectDistance, discOverlapsRect, pointRectDistance, segmentCircleT, segmentCrossesRect, segmentSegmentT } from '../../kit/geometry.js';
import { canStand, crossesLinear } from './terrain.js';

/**
 * Slots of Table.moveScratch: the move's inputs (the mover's centre and radius, the point it
 * heads for and its allowance, written by moveTowardIn's caller) and moveToward's own working
 * values (direction, probe and linear reach).
 */
export const MV_X = 0;
export const MV_Y = 1;
export const MV_R = 2;
export const MV_TX = 3;
export const MV_TY = 4;
export const MV_BUDGET = 5;
const P_X = MV_X;
const P_Y = MV_Y;
const P_R = MV_R;
const P_UX = 6;
const P_UY = 7;
const P_PROBE = 8;
const P_EXT = 9;
const P_LEN = 10;

/** Area kinds in MoveBoxes.kind. */
const K_DIFFICULT = 1;
const K_WOOD = 2;
const K_HILL = 3;
const K_BUILDING = 4;

/**
 * The table's MoveBoxes (types.ts), rebuilt whenever a feature list is replaced or changes
 * length; in the buffers of the last ones when they are big enough (a game's table is refilled
 * every game, and a typed array costs microseconds to make).
 */
function moveBoxes(table: Table): MoveBoxes {
  const areas: readonly AreaFeature[] = table.areas;
  const trees: readonly SingleTree[] = table.trees;
  const linears: readonly LinearFeature[] = table.linears;
  const treeAt = 4 * areas.length;
  const linearAt = treeAt + 4 * trees.length;
  const size = linearAt + 4 * linears.length;
  let mb = table.moveBoxes;
  if (mb === undefined || mb.box.length < size || mb.kind.length < areas.length) {
    mb = {
      areas,
      nAreas: 0,
      trees,
      nTrees: 0,
      linears,
      nLinears: 0,
      box: new Float64Array(2 * size),
      kind: new Uint8Array(2 * areas.length),
      treeAt,
      linearAt,
    };
    table.moveBoxes = mb;
  }
  const box = mb.box;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    box[4 * i] = a.x0;
    box[4 * i + 1] = a.y0;
    box[4 * i + 2] = a.x1;
    box[4 * i + 3] = a.y1;
    mb.kind[i] = a.kind === 'difficult' ? K_DIFFICULT : a.kind === 'wood' ? K_WOOD : a.kind === 'hill' ? K_HILL : K_BUILDING;
  }
  for (let i = 0; i < trees.length; i++) {
    const tr = trees[i];
    const o = treeAt + 4 * i;
    box[o] = tr.x - tr.r;
    box[o + 1] = tr.x + tr.r;
    box[o + 2] = tr.y - tr.r;
    box[o + 3] = tr.y + tr.r;
  }
  for (let i = 0; i < linears.length; i++) {
    const l = linears[i];
    const o = linearAt + 4 * i;
    box[o] = Math.min(l.ax, l.bx);
    box[o + 1] = Math.max(l.ax, l.bx);
    box[o + 2] = Math.min(l.ay, l.by);
    box[o + 3] = Math.max(l.ay, l.by);
  }
  mb.areas = areas;
  mb.nAreas = areas.length;
  mb.trees = trees;
  mb.nTrees = trees.length;
  mb.linears = linears;
  mb.nLinears = linears.length;
  mb.treeAt = treeAt;
  mb.linearAt = linearAt;
  return mb;
}

/** The table's move scratch (slots MV_*), where a caller of moveTowardIn writes the move. */
export function moveArgs(table: Table): Float64Array {
  return table.moveScratch ?? (table.moveScratch = new Float64Array(P_LEN));
}

/** The table's buffer for the kit's segment–rectangle clipping (moves and terrain placement), made on first use. */
export function clipScratch(table: Table): Float64Array {
  return table.clip ?? (table.clip = new Float64Array(2));
}

/** Obstacles met at a shallower angle than this (sin of the angle, ≈ 14.5°) cannot be crossed. */
const MIN_CROSSING_SIN = 0.25;
/**
 * A base this close (mm) to the outline of a building or tree counts as touching it, not inside
 * it: a move that stops in contact lands within float error of the outline (either side).
 */
const TOUCH_EPS = 1e-6;
/** touchingRect: the base is not within TOUCH_EPS of the outline. */
const TOUCH_NONE = 0;
/** touchingRect: touching, and the direction slides along the outline or leaves it. */
const TOUCH_ALONG = 1;
/** touchingRect: touching, and the direction heads into the rectangle. */
const TOUCH_INTO = 2;

/**
 * Is the base (x, y, r) touching the rectangle's outline (within TOUCH_EPS, either side), and
 * does the unit direction (ux, uy) head into it? Shared by every area a move may stop against
 * (buildings, woods, difficult ground): a stop in contact is made with the radius less a hair
 * (discHitRectDistance), so the base ends a float error inside, where the tests for "already in
 * it" and "meets it on the way" both miss it.
 */
function touchingRect(x: number, y: number, r: number, ux: number, uy: number, a: AreaFeature): number {
  const pd = pointRectDistance(x, y, a.x0, a.y0, a.x1, a.y1);
  if (pd >= r + TOUCH_EPS || pd <= r - TOUCH_EPS) return TOUCH_NONE;
  const cx = x < a.x0 ? a.x0 : x > a.x1 ? a.x1 : x;
  const cy = y < a.y0 ? a.y0 : y > a.y1 ? a.y1 : y;
  return (cx - x) * ux + (cy - y) * uy > 1e-9 * pd ? TOUCH_INTO : TOUCH_ALONG;
}

/** Clearance left beyond a crossed obstacle (mm). */
const LAND_GAP = 0.5;

/**
 * SDS 3.2 / A32: a move action that starts in or enters difficult terrain is `steps` stick
 * categories shorter: L → M, M → S, S → ½S. The budget's category is read against the sticks of
 * the scale; a budget between sticks is scaled by the ratio of its category.
 */
export function shortenedMove(budgetMm: number, scale: number, steps: number): number {
  const S = scale === 15 ? 50 : scale === 40 ? 100 : 75;
  const M = S * 1.6;
  const L = S * 2.4;
  let b = budgetMm;
  for (let k = 0; k < steps; k++) {
    if (b >= L - 1e-9) b *= M / L;
    else if (b >= M - 1e-9) b *= S / M;
    else b *= 0.5;
  }
  return b;
}

/**
 * Distance along the unit direction (ux, uy) at which a disc of radius r centred at (px, py)
 * first touches the segment a→b (capsule test), or Infinity.
 */
function discHitSegmentDistance(
  px: number,
  py: number,
  r: number,
  ux: number,
  uy: number,
  len: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const ex = px + ux * len;
  const ey = py + uy * len;
  let best = Infinity;
  const sx = bx - ax;
  const sy = by - ay;
  const sl = Math.sqrt(sx * sx + sy * sy);
  if (sl > 0) {
    const nx = (-sy / sl) * r;
    const ny = (sx / sl) * r;
    let t = segmentSegmentT(px, py, ex, ey, ax + nx, ay + ny, bx + nx, by + ny);
    if (t >= 0 && t * len < best) best = t * len;
    t = segmentSegmentT(px, py, ex, ey, ax - nx, ay - ny, bx - nx, by - ny);
    if (t >= 0 && t * len < best) best = t * len;
  }
  let t = segmentCircleT(px, py, ex, ey, ax, ay, r);
  if (t >= 0 && t * len < best) best = t * len;
  t = segmentCircleT(px, py, ex, ey, bx, by, r);
  if (t >= 0 && t * len < best) best = t * len;
  return best;
}

/**
 * One move action of a disc (x, y, r) toward (tx, ty) with an allowance of `budgetMm` (the
 * model's stick for one action, SDS 3.1). Writes out[0], out[1] = end position, out[2] =
 * distance moved, out[3] = why it ended: MOVE_FREE (target reached or allowance used),
 * MOVE_LINEAR (SDS 3.4 obstacle), MOVE_BLOCKED (building, tree, wood for a mounted model),
 * MOVE_EDGE (table edge), MOVE_DIFFICULT (stopped at the edge of difficult terrain because
 * entering it would have shortened the move below that point).
 *
 * Rules applied:
 * - SDS 3.2: an action that starts in or enters difficult terrain (woods, difficult areas, hills
 *   if `hillIsDifficult`) has `shortenedMove(budget)`; a model that would enter it beyond the
 *   shortened distance stops at its edge instead (a player would not enter and lose the move).
 * - SDS 3.2: mounted models cannot enter woods; buildings and single trees cannot be entered.
 *   A model already overlapping one may leave it.
 * - SDS 3.4 `obstacleCrossing`: 'endsMove' — crossing a fence/hedge/low wall ends the action
 *   with the base just beyond it, if the allowance reaches that far, else the model stops in
 *   contact on this side; 'halfMove' — crossing costs half the action's allowance; 'free' —
 *   obstacles are ignored. Obstacles met at less than ~14.5° cannot be crossed (stop in contact).
 *   A target point between the obstacle and its far side also stops the model in contact.
 * - The base stays on the table.
 * The crossed distance may exceed the straight distance to (tx, ty) by up to one base when an
 * obstacle is crossed (the base lands clear beyond it).
 */
export function moveToward(
  table: Table,
  x: number,
  y: number,
  r: number,
  tx: number,
  ty: number,
  budgetMm: number,
  mounted: boolean,
  opts: TableMoveOptions,
  out: Float64Array,
): void {
  const P = moveArgs(table);
  P[MV_X] = x;
  P[MV_Y] = y;
  P[MV_R] = r;
  P[MV_TX] = tx;
  P[MV_TY] = ty;
  P[MV_BUDGET] = budgetMm;
  moveTowardIn(table, mounted, opts, out);
}

/**
 * moveToward of the move written in the table's move scratch (moveArgs, slots MV_*). A hot
 * caller writes its computed doubles there: passed as arguments to a call V8 does not inline,
 * each would be boxed in a new HeapNumber on every move.
 */
export function moveTowardIn(table: Table, mounted: boolean, opts: TableMoveOptions, out: Float64Array): void {
  const P = moveArgs(table);
  const clip = clipScratch(table);
  const x = P[MV_X];
  const y = P[MV_Y];
  const r = P[MV_R];
  const tx = P[MV_TX];
  const ty = P[MV_TY];
  const budgetMm = P[MV_BUDGET];
  out[0] = x;
  out[1] = y;
  out[2] = 0;
  out[3] = MOVE_FREE;
  const dx = tx - x;
  const dy = ty - y;
  const L = Math.sqrt(dx * dx + dy * dy);
  if (L < 1e-9 || budgetMm <= 0) return;
  const ux = dx / L;
  const uy = dy / L;
  const full = budgetMm;
  const reduced = opts.brokenTerrainStep > 0 ? shortenedMove(full, opts.scale ?? 28, opts.brokenTerrainStep) : full;
  const probe = Math.min(L, full);
  // The calls below that V8 does not inline read the path from P: passing the computed
  // doubles themselves boxes each one on every move, hoisted to before the loops, whether or
  // not any feature is near; a load at the call boxes only when the call happens. Their
  // results are taken with unary plus: a tagged result would make tHard's phi tagged.
  P[P_UX] = ux;
  P[P_UY] = uy;
  P[P_PROBE] = probe;

  // --- hard stops: table edge, buildings, woods (mounted), trees ------------------------------
  let tHard = Infinity;
  let hardCode = MOVE_FREE;
  {
    let te = Infinity;
    if (ux > 0) te = (table.width - r - x) / ux;
    else if (ux < 0) te = (r - x) / ux;
    if (uy > 0) te = Math.min(te, (table.height - r - y) / uy);
    else if (uy < 0) te = Math.min(te, (r - y) / uy);
    if (te < 0) te = 0;
    if (te < tHard) {
      tHard = te;
      hardCode = MOVE_EDGE;
    }
  }
  // bounding box of the disc swept along the probe: features outside it cannot be touched
  const px1 = x + ux * probe;
  const py1 = y + uy * probe;
  const bx0 = Math.min(x, px1) - r - 1;
  const bx1 = Math.max(x, px1) + r + 1;
  const by0 = Math.min(y, py1) - r - 1;
  const by1 = Math.max(y, py1) + r + 1;
  const areas = table.areas;
  // areaIndex's own test, here: areaIndex is too big for V8 to inline, and a call per move costs
  let idx = table.areaIndex;
  if (idx === undefined || idx.areas !== areas || idx.count !== areas.length) idx = areaIndex(table);
  // the culling tests read the features' boxes from flat arrays (moveBoxes), the same numbers
  const trees = table.trees;
  const linears = table.linears;
  let mb = table.moveBoxes;
  if (
    mb === undefined ||
    mb.areas !== areas ||
    mb.nAreas !== areas.length ||
    mb.trees !== trees ||
    mb.nTrees !== trees.length ||
    mb.linears !== linears ||
    mb.nLinears !== linears.length
  )
    mb = moveBoxes(table);
  const box = mb.box;
  const hard = mounted ? idx.hardMounted : idx.hardFoot;
  for (let h = 0; h < hard.length; h++) {
    const o = 4 * hard[h];
    if (box[o] > bx1 || box[o + 2] < bx0 || box[o + 1] > by1 || box[o + 3] < by0) continue;
    const a = areas[hard[h]];
    // SDS 3.2: a base left touching it by an earlier stop may slide along or leave, but never
    // step in: it would be taken as "already inside" and walk through
    const touch = touchingRect(x, y, r, ux, uy, a);
    if (touch !== TOUCH_NONE) {
      if (touch === TOUCH_INTO) {
        tHard = 0;
        hardCode = MOVE_BLOCKED;
      }
      continue; // convex: a line that does not start into it never meets it
    }
    const d = +discHitRectDistance(P[P_X], P[P_Y], P[P_R], P[P_UX], P[P_UY], P[P_PROBE], a.x0, a.y0, a.x1, a.y1, clip);
    if (d < tHard) {
      tHard = d;
      hardCode = MOVE_BLOCKED;
    }
  }
  for (let i = 0; i < trees.length; i++) {
    const o = mb.treeAt + 4 * i;
    if (box[o] > bx1 || box[o + 1] < bx0 || box[o + 2] > by1 || box[o + 3] < by0) continue;
    const t = trees[i];
    const rr = t.r + r - 1e-7; // exactly touching: may slide along or leave
    const fx = x - t.x;
    const fy = y - t.y;
    const f2 = fx * fx + fy * fy;
    if (f2 < (rr + TOUCH_EPS) * (rr + TOUCH_EPS)) {
      if (f2 < (rr - TOUCH_EPS) * (rr - TOUCH_EPS)) continue; // really overlapping: may leave
      // SDS 3.2: touching (an earlier stop): blocked at once when heading into the trunk
      if (fx * ux + fy * uy < 0) {
        tHard = 0;
        hardCode = MOVE_BLOCKED;
      }
      continue;
    }
    const s = +segmentCircleT(P[P_X], P[P_Y], P[P_X] + P[P_UX] * P[P_PROBE], P[P_Y] + P[P_UY] * P[P_PROBE], t.x, t.y, rr);
    if (s >= 0 && s * probe < tHard) {
      tHard = s * probe;
      hardCode = MOVE_BLOCKED;
    }
  }

  // --- difficult terrain (SDS 3.2) -------------------------------------------------------------
  let allowance = full;
  let difficultStop = false;
  if (reduced < full) {
    // one walk over the broken ground near the path: does the base start in some (terrain.ts
    // inDifficult's test; only ground near the path can hold the base), else where it first
    // touches some it may enter
    let startsIn = false;
    let tTouch = Infinity;
    const soft = idx.soft;
    const kind = mb.kind;
    const hill = opts.hillIsDifficult === true;
    for (let h = 0; h < soft.length; h++) {
      const k = kind[soft[h]];
      if (k !== K_DIFFICULT && k !== K_WOOD && !(hill && k === K_HILL)) continue;
      const o = 4 * soft[h];
      if (box[o] > bx1 || box[o + 2] < bx0 || box[o + 1] > by1 || box[o + 3] < by0) continue;
      const a = areas[soft[h]];
      if (!(x + r <= a.x0 || x - r >= a.x1 || y + r <= a.y0 || y - r >= a.y1) && discOverlapsRect(x, y, r, a.x0, a.y0, a.x1, a.y1)) {
        startsIn = true;
        break;
      }
      if (mounted && a.kind === 'wood') continue; // never entered
      // SDS 3.2: a base left touching it by an earlier stop (at its edge) enters it at once when
      // heading in; taken as "already inside" it would never be met, and the move not shortened
      const touch = touchingRect(x, y, r, ux, uy, a);
      if (touch !== TOUCH_NONE) {
        if (touch === TOUCH_INTO) tTouch = 0;
        continue; // convex: a line that does not start into it never meets it
      }
      const d = +discHitRectDistance(P[P_X], P[P_Y], P[P_R], P[P_UX], P[P_UY], P[P_PROBE], a.x0, a.y0, a.x1, a.y1, clip);
      if (d < tTouch) tTouch = d;
    }
    if (startsIn) allowance = reduced;
    else if (tTouch < Math.min(probe, tHard) - 1e-9) {
      if (reduced > tTouch) allowance = reduced;
      else {
        allowance = tTouch;
        difficultStop = true;
      }
    }
  }

  // --- linear obstacles (SDS 3.4) --------------------------------------------------------------
  let cost = 0;
  let forcedEnd = -1;
  let minEnd = 0;
  if (opts.obstacleCrossing !== 'free') {
    const ls = linears;
    const ext = probe + 4 * r;
    P[P_EXT] = ext;
    const ex = x + ux * ext;
    const ey = y + uy * ext;
    const lx0 = Math.min(x, ex);
    const lx1 = Math.max(x, ex);
    const ly0 = Math.min(y, ey);
    const ly1 = Math.max(y, ey);
    // the obstacles the centre path can cross at all (most tables have a few, far apart)
    let any = false;
    for (let i = 0; i < ls.length; i++) {
      const o = mb.linearAt + 4 * i;
      // both ends beyond one side of the box: the least and greatest end beyond it
      if (box[o + 1] < lx0 || box[o] > lx1 || box[o + 3] < ly0 || box[o + 2] > ly1) continue;
      any = true;
      break;
    }
    let tPrev = -1;
    for (let guard = 0; guard < ls.length && any; guard++) {
      // next crossing of the centre path after tPrev
      let bi = -1;
      let btc = Infinity;
      for (let i = 0; i < ls.length; i++) {
        const l = ls[i];
        const t = segmentSegmentT(x, y, ex, ey, l.ax, l.ay, l.bx, l.by);
        if (t < 0) continue;
        const tc = t * ext;
        if (tc > tPrev + 1e-9 && tc < btc) {
          btc = tc;
          bi = i;
        }
      }
      if (bi < 0) break;
      const l = ls[bi];
      const limit = Math.min(L, allowance - cost, tHard);
      let tContact = +discHitSegmentDistance(P[P_X], P[P_Y], P[P_R], P[P_UX], P[P_UY], P[P_EXT], l.ax, l.ay, l.bx, l.by);
      if (tContact > btc) tContact = btc;
      if (tContact >= limit) break; // never reaches it
      const lx = l.bx - l.ax;
      const ly = l.by - l.ay;
      const sin = Math.abs(ux * ly - uy * lx) / Math.sqrt(lx * lx + ly * ly);
      const land = btc + (r + LAND_GAP) / Math.max(sin, MIN_CROSSING_SIN);
      const half = opts.obstacleCrossing === 'halfMove' ? allowance / 2 : 0;
      const crossable = sin >= MIN_CROSSING_SIN && btc <= L && land <= allowance - cost - half && land < tHard;
      if (!crossable) {
        forcedEnd = tContact > 0 ? tContact : 0;
        out[3] = MOVE_LINEAR;
        break;
      }
      if (opts.obstacleCrossing === 'endsMove') {
        forcedEnd = land;
        out[3] = MOVE_LINEAR;
        break;
      }
      cost += half;
      minEnd = land;
      tPrev = btc;
    }
  }

  let end: number;
  if (forcedEnd >= 0) {
    end = forcedEnd;
  } else {
    const lim = allowance - cost;
    end = L;
    let code = MOVE_FREE;
    if (lim < end) {
      end = lim;
      code = difficultStop ? MOVE_DIFFICULT : MOVE_FREE;
    }
    if (tHard < end) {
      end = tHard;
      code = hardCode;
    }
    if (end < minEnd) end = minEnd;
    out[3] = code;
  }
  if (end < 0) end = 0;
  out[0] = x + ux * end;
  out[1] = y + uy * end;
  out[2] = end;
}

/**
 * Distance along the unit direction (dx, dy) at which a disc (x, y, r) first touches another
 * live disc (or `len` if none within len). Discs already touching and not approached are
 * ignored (a model may walk away from a contact); `skip` is the mover's own index.
 */
export function firstContact(
  x: number,
  y: number,
  r: number,
  dx: number,
  dy: number,
  len: number,
  xs: Float64Array,
  ys: Float64Array,
  rs: Float64Array,
  alive: Uint8Array,
  n: number,
  skip: number,
): number {
  let best = len;
  for (let i = 0; i < n; i++) {
    if (i === skip || alive[i] === 0) continue;
    const R = r + rs[i];
    const fx = x - xs[i];
    const fy = y - ys[i];
    const b = fx * dx + fy * dy;
    if (b >= 0) continue; // not approaching
    const c = fx * fx + fy * fy - R * R;
    if (c <= 1e-9) return 0; // touching and moving closer
    const disc = b * b - c;
    if (disc < 0) continue;
    const t = -b - Math.sqrt(disc);
    if (t < best) best = t;
  }
  return best;
}

/**
 * A waypoint round the first impassable feature (building, wood for mounted, tree) that blocks
 * the straight line from (x, y) to (tx, ty): the corner of its rectangle, grown by the base
 * radius plus 1 mm, that gives the shortest two-leg path (or the point beside a tree). Returns
 * false when nothing impassable blocks the line. Written to out[0], out[1].
 */
export function detourPoint(table: Table, x: number, y: number, r: number, tx: number, ty: number, mounted: boolean, out: Float64Array): boolean {
  const dx = tx - x;
  const dy = ty - y;
  const L = Math.sqrt(dx * dx + dy * dy);
  if (L < 1e-9) return false;
  const clip = clipScratch(table);
  const ux = dx / L;
  const uy = dy / L;
  let best = Infinity;
  let bi = -1;
  let isTree = false;
  const areas = table.areas;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind !== 'building' && !(mounted && a.kind === 'wood')) continue;
    const d = discHitRectDistance(x, y, r, ux, uy, L, a.x0, a.y0, a.x1, a.y1, clip);
    if (d < best) {
      best = d;
      bi = i;
      isTree = false;
    }
  }
  const trees = table.trees;
  for (let i = 0; i < trees.length; i++) {
    const t = trees[i];
    const s = segmentCircleT(x, y, tx, ty, t.x, t.y, t.r + r);
    if (s > 0 && s * L < best) {
      best = s * L;
      bi = i;
      isTree = true;
    }
  }
  if (bi < 0) return false;
  if (isTree) {
    const t = trees[bi];
    const side = (t.x - x) * -uy + (t.y - y) * ux > 0 ? -1 : 1; // pass on the side away from the trunk
    const off = t.r + r + 1;
    out[0] = clamp(t.x + -uy * off * side, r, table.width - r);
    out[1] = clamp(t.y + ux * off * side, r, table.height - r);
    return true;
  }
  const a = areas[bi];
  const g = r + 1;
  let bestLen = Infinity;
  for (let k = 0; k < 4; k++) {
    const cx = clamp(k & 1 ? a.x1 + g : a.x0 - g, r, table.width - r);
    const cy = clamp(k & 2 ? a.y1 + g : a.y0 - g, r, table.height - r);
    // the first leg must not cut through the feature
    if (segmentCrossesRect(x, y, cx, cy, a.x0 - r + 0.5, a.y0 - r + 0.5, a.x1 + r - 0.5, a.y1 + r - 0.5, clip)) continue;
    const len = Math.hypot(cx - x, cy - y) + Math.hypot(tx - cx, ty - cy);
    if (len < bestLen) {
      bestLen = len;
      out[0] = cx;
      out[1] = cy;
    }
  }
  return bestLen < Infinity;
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * SDS 5.6 recoil: the loser moves `distMm` (one base width) directly away from the winner at
 * (fromX, fromY). Writes the new centre to out[0], out[1] and returns true, or returns false
 * when the recoil is blocked (SDS 5.2: the model falls instead): off the table, into a
 * building, a tree or (mounted) a wood, across a linear obstacle, onto another model's base, or
 * into base contact with an enemy (`sides`/`mySide`; pass sides = null to ignore sides).
 * `self` is the recoiling model's index in the arrays (−1 if not there).
 */
export function recoilPosition(
  table: Table,
  x: number,
  y: number,
  r: number,
  fromX: number,
  fromY: number,
  distMm: number,
  mounted: boolean,
  xs: Float64Array,
  ys: Float64Array,
  rs: Float64Array,
  alive: Uint8Array,
  n: number,
  self: number,
  sides: Uint8Array | null,
  mySide: number,
  out: Float64Array,
): boolean {
  let dx = x - fromX;
  let dy = y - fromY;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d < 1e-9) return false;
  dx /= d;
  dy /= d;
  const nx = x + dx * distMm;
  const ny = y + dy * distMm;
  out[0] = nx;
  out[1] = ny;
  if (!canStand(table, nx, ny, r, mounted)) return false;
  if (crossesLinear(table, x, y, nx, ny) >= 0) return false;
  for (let i = 0; i < n; i++) {
    if (i === self || alive[i] === 0) continue;
    const ex = xs[i] - nx;
    const ey = ys[i] - ny;
    const gap = Math.sqrt(ex * ex + ey * ey) - rs[i] - r;
    if (gap < -1e-6) return false;
    if (sides !== null && sides[i] !== mySide && gap <= 1e-6) return false;
  }
  return true;
}
