/**
 * Line of sight and cover (SDS 4.4–4.6). No allocation per call: the table's SightScratch only.
 *
 * Model of a sight line (documented simplification of "true LOS to any part of the torso"):
 * three segments from the shooter's centre (its eye) to the target's centre and to two torso
 * points at ±½ base radius across the line of fire. The target is visible when at least one of
 * the three is clear. Blocking: woods, hills, buildings (and the SDS 4.4 narrow-gap bridges of
 * `prepareTable`). Exceptions:
 * - the wood a model stands partly in or at the inside edge of does not block that model's own
 *   lines if they leave the wood within one base width of its base (3 radii of its centre);
 *   a line that runs on inside the wood is blocked (SDS 4.6: only the edge sees out);
 * - a hill does not block the lines of a model standing on it (centre on the hill): a hill is a
 *   plateau with no levels, a model on it sees over it and is seen from beyond it.
 * Cover ("near the target" = within one base width of the target's base, i.e. 3 target radii
 * of its centre):
 * - linear obstacle crossed by any of the three lines near the target: fence/hedge light, low
 *   wall heavy (SDS 4.5); a shooter right behind its own obstacle fires over it freely;
 * - target partly hidden (some lines blocked, not all) by a blocking area near it: brick
 *   building heavy, anything else (wooden building, wood, hill) light;
 * - single tree touching the target (gap ≤ 2.5 mm) crossed by any line: light (SDS 4.5);
 * - target at the inside edge of a wood: light (SDS 4.6); partly in a wood: none.
 * - both inside the same wood, one of them deep, within 1S: LOS at −1, returned as light.
 * Fallen targets (SDS 4.4): invisible behind a linear obstacle (the linear cover case) or when
 * touching a wood's edge (partly in it or at its inside edge).
 */
import type { Table, AreaFeature, LinearFeature, SightScratch } from './types.js';
import { clipSegmentRect, pointRectDistance, pointSegmentDistance, segmentCircleT, segmentSegmentT } from '../../kit/geometry.js';
import { WOOD_EDGE_TOLERANCE } from './terrain.js';
import { areaIndex } from './areaindex.js';

/** Slots of sightScratch: shooter A, target B (centre, radius), the far end of one sight line. */
export const S_AX = 0;
export const S_AY = 1;
export const S_AR = 2;
export const S_BX = 3;
export const S_BY = 4;
export const S_BR = 5;
const S_EX = 6;
const S_EY = 7;
/** The torso offset's size across the line of fire, per axis (|px|, |py|). */
const S_OX = 8;
const S_OY = 9;
const S_LEN = 10;

/** A single tree "in contact" with the target: gap at most this (mm). */
const TREE_CONTACT = 2.5;
/** Half-width of the torso as a fraction of the base radius (side sight points). */
const TORSO_FRACTION = 0.5;

/** A fresh SightScratch (types.ts) for one table. */
function newSightScratch(): SightScratch {
  return {
    p: new Float64Array(S_LEN),
    clip: new Float64Array(2),
    woodA: -1,
    woodB: -1,
    hillA: -1,
    hillB: -1,
    nearClass: -1,
    cand: new Int16Array(16),
    candNear: new Uint8Array(16),
    nCand: 0,
  };
}

function statusIn(a: AreaFeature, x: number, y: number, r: number): number {
  if (x <= a.x0 - r || x >= a.x1 + r || y <= a.y0 - r || y >= a.y1 + r) return 0; // clear of it
  const d = pointRectDistance(x, y, a.x0, a.y0, a.x1, a.y1);
  if (d >= r - 1e-9) return 0;
  if (d > 0) return 1;
  const inner = Math.min(x - a.x0, a.x1 - x, y - a.y0, a.y1 - y);
  if (inner < r) return 1;
  return inner <= r + WOOD_EDGE_TOLERANCE ? 2 : 3;
}

function areaClass(a: AreaFeature): number {
  return a.kind === 'building' && a.heavyCover ? 2 : 1;
}

/**
 * Is the line (ax,ay)→(bx,by) blocked? Target is at (bx0,by0) with radius br (for "near the
 * target"); ar is the shooter's radius. Sets sc.nearClass to the max cover class of the
 * blocking areas near the target (−1 if none).
 */
function lineBlocked(table: Table, sc: SightScratch, nearOnly: boolean): boolean {
  const p = sc.p;
  const scratch = sc.clip;
  const ax = p[S_AX];
  const ay = p[S_AY];
  const ar = p[S_AR];
  const bx = p[S_EX];
  const by = p[S_EY];
  const br = p[S_BR];
  sc.nearClass = -1;
  let blocked = false;
  let len = -1;
  const areas = table.areas;
  const minX = ax < bx ? ax : bx;
  const maxX = ax < bx ? bx : ax;
  const minY = ay < by ? ay : by;
  const maxY = ay < by ? by : ay;
  const cand = sc.cand;
  const candNear = sc.candNear;
  const woodA = sc.woodA;
  const woodB = sc.woodB;
  for (let k = 0, nCand = sc.nCand; k < nCand; k++) {
    const near = candNear[k] === 1;
    if (nearOnly && !near) continue;
    const i = cand[k];
    const a = areas[i];
    if (a.x0 > maxX || a.x1 < minX || a.y0 > maxY || a.y1 < minY) continue; // bounding boxes apart
    if (!clipSegmentRect(p[S_AX], p[S_AY], p[S_EX], p[S_EY], a.x0, a.y0, a.x1, a.y1, scratch)) continue;
    if (len < 0) len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
    const t0 = scratch[0] * len;
    const t1 = scratch[1] * len;
    if (t1 - t0 <= 1e-6) continue; // grazing a corner or a side
    if (a.kind === 'wood') {
      // SDS 4.6: a model's own wood does not block if the line leaves it next to the model
      if (i === woodA && t1 <= 3 * ar) continue;
      if (i === woodB && t0 >= len - 3 * br) continue;
    }
    blocked = true;
    if (near) {
      const c = areaClass(a);
      if (c > sc.nearClass) sc.nearClass = c;
    }
  }
  const br2 = table.losBridges;
  if (br2 !== undefined) {
    for (let i = 0; i < br2.length; i++) {
      const a = br2[i];
      if (!clipSegmentRect(p[S_AX], p[S_AY], p[S_EX], p[S_EY], a.x0, a.y0, a.x1, a.y1, scratch)) continue;
      if (len < 0) len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
      if ((scratch[1] - scratch[0]) * len <= 1e-6) continue;
      blocked = true;
    }
  }
  return blocked;
}

/**
 * Into sc.cand: the blockers whose boxes meet the joint bounding box of the three sight lines
 * (A to B ± the torso offset), less the hills A or B stand on (a model on a hill sees over it).
 */
function gatherBlockers(table: Table, blockers: Int16Array, sc: SightScratch): number {
  if (sc.cand.length < blockers.length) {
    sc.cand = new Int16Array(blockers.length);
    sc.candNear = new Uint8Array(blockers.length);
  }
  const p = sc.p;
  const cand = sc.cand;
  const candNear = sc.candNear;
  const hillA = sc.hillA;
  const hillB = sc.hillB;
  const ax = p[S_AX];
  const ay = p[S_AY];
  const bx = p[S_BX];
  const by = p[S_BY];
  const nearR = 3 * p[S_BR];
  const ex = p[S_OX];
  const ey = p[S_OY];
  const minX = ax < bx - ex ? ax : bx - ex;
  const maxX = ax > bx + ex ? ax : bx + ex;
  const minY = ay < by - ey ? ay : by - ey;
  const maxY = ay > by + ey ? ay : by + ey;
  const areas = table.areas;
  let n = 0;
  let near = 0;
  for (let k = 0; k < blockers.length; k++) {
    const i = blockers[k];
    const a = areas[i];
    if (a.x0 > maxX || a.x1 < minX || a.y0 > maxY || a.y1 < minY) continue;
    if (a.kind === 'hill' && (i === hillA || i === hillB)) continue;
    cand[n] = i;
    const isNear = pointRectDistance(bx, by, a.x0, a.y0, a.x1, a.y1) <= nearR;
    candNear[n++] = isNear ? 1 : 0;
    if (isNear) near++;
  }
  sc.nCand = n;
  return near;
}

/** Cover class of one linear obstacle if this line crosses it near the target (−1 otherwise). */
function linearCover(l: LinearFeature, ax: number, ay: number, bx: number, by: number, tx: number, ty: number, nearR: number): number {
  const t = segmentSegmentT(ax, ay, bx, by, l.ax, l.ay, l.bx, l.by);
  if (t < 0) return -1;
  const cx = ax + t * (bx - ax) - tx;
  const cy = ay + t * (by - ay) - ty;
  if (cx * cx + cy * cy > nearR * nearR) return -1;
  return l.kind === 'lowWall' ? 2 : 1;
}

/**
 * SDS 4.4–4.6: can the model at A see the model at B, and with what cover?
 * Returns −1 (no line of sight), 0 (clear), 1 (light cover), 2 (heavy cover).
 * `shortStickMm` defaults to table.shortStick ?? table.width / 12.
 */
export function sight(
  table: Table,
  ax: number,
  ay: number,
  ar: number,
  bx: number,
  by: number,
  br: number,
  targetFallen: boolean,
  shortStickMm?: number,
): number {
  const sc = sightScratch(table);
  const p = sc.p;
  p[S_AX] = ax;
  p[S_AY] = ay;
  p[S_AR] = ar;
  p[S_BX] = bx;
  p[S_BY] = by;
  p[S_BR] = br;
  return sightIn(table, sc, targetFallen, shortStickMm);
}

/**
 * The table's SightScratch for sightIn (its p holds A's centre and radius, B's, and the sight
 * line's far end, S_* slots). Made on first use and kept on the table, as its AreaIndex is.
 */
export function sightScratch(table: Table): SightScratch {
  return table.sightScratch ?? (table.sightScratch = newSightScratch());
}

/**
 * sight() of the two models whose centres and radii are in sc.p (sightScratch, S_AX … S_BR). The
 * game loop reads positions from typed arrays: passing them as arguments to a call V8 does not
 * inline boxes each one, so sightIn and lineBlocked read them from p, and the calls they do
 * not inline load their arguments from p at the call (boxed only when the call happens).
 */
export function sightIn(table: Table, sc: SightScratch, targetFallen: boolean, shortStickMm?: number): number {
  const p = sc.p;
  const ax = p[S_AX];
  const ay = p[S_AY];
  const ar = p[S_AR];
  const bx = p[S_BX];
  const by = p[S_BY];
  const br = p[S_BR];
  // --- woods (SDS 4.6) -------------------------------------------------------------------
  let woodA = -1;
  let woodB = -1;
  let stA = 0;
  let stB = 0;
  let hillA = -1;
  let hillB = -1;
  const areas = table.areas;
  const ix = areaIndex(table);
  const woods = ix.woods;
  for (let k = 0; k < woods.length; k++) {
    const i = woods[k];
    const a = areas[i];
    const sa = statusIn(a, ax, ay, ar);
    if (sa > stA) {
      stA = sa;
      woodA = i;
    }
    const sb = statusIn(a, bx, by, br);
    if (sb > stB) {
      stB = sb;
      woodB = i;
    }
  }
  const hills = ix.hills;
  for (let k = 0; k < hills.length; k++) {
    const i = hills[k];
    const a = areas[i];
    if (ax >= a.x0 && ax <= a.x1 && ay >= a.y0 && ay <= a.y1) hillA = i;
    if (bx >= a.x0 && bx <= a.x1 && by >= a.y0 && by <= a.y1) hillB = i;
  }
  sc.woodA = woodA;
  sc.woodB = woodB;
  sc.hillA = hillA;
  sc.hillB = hillB;
  if (stA === 3 || stB === 3 || (stA === 2 && stB === 2 && woodA === woodB)) {
    // inside a wood: only to/from a model also inside the same wood within 1S, at −1
    if (stA < 2 || stB < 2 || woodA !== woodB) return -1;
    const S = shortStickMm ?? table.shortStick ?? table.width / 12;
    const d = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay)) - ar - br;
    if (d > S) return -1;
    if (targetFallen) return -1; // fallen at/in a wood is not visible (SDS 4.4)
    return 1;
  }
  if (targetFallen && stB >= 1) return -1; // SDS 4.4: fallen at the edge of a wood

  // --- three sight lines -----------------------------------------------------------------
  const dx = bx - ax;
  const dy = by - ay;
  const dist = Math.sqrt(dx * dx + dy * dy);
  if (dist < 1e-9) return 0;
  const off = (TORSO_FRACTION * br) / dist;
  const px = -dy * off;
  const py = dx * off;

  p[S_OX] = px < 0 ? -px : px;
  p[S_OY] = py < 0 ? -py : py;
  const nearBlockers = gatherBlockers(table, ix.sightBlockers, sc);

  let cover = stB === 2 ? 1 : 0; // SDS 4.6: inside edge of a wood is light cover
  // centre line first: when it is clear, the side lines matter only for areas near the target
  // (partial cover); far blockers on a side line change nothing
  p[S_EX] = bx;
  p[S_EY] = by;
  const centreBlocked = lineBlocked(table, sc, false);
  if (centreBlocked && sc.nearClass > cover) cover = sc.nearClass;
  let clear = centreBlocked ? 0 : 1;
  // with the centre clear and no blocker near the target the side lines cannot add cover
  for (let k = 1; k < 3 && (centreBlocked || nearBlockers > 0); k++) {
    const ex = k === 1 ? bx + px : bx - px;
    const ey = k === 1 ? by + py : by - py;
    p[S_EX] = ex;
    p[S_EY] = ey;
    if (lineBlocked(table, sc, !centreBlocked)) {
      if (sc.nearClass > cover) cover = sc.nearClass;
    } else {
      clear++;
    }
  }
  if (clear === 0) return -1;

  // linear obstacles near the target (SDS 4.5); fallen behind one: invisible (SDS 4.4)
  let lin = -1;
  const ls = table.linears;
  const nearR = 3 * br;
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i];
    // a crossing within 3 radii of the target needs the obstacle that close to it
    if (
      (l.ax < bx - nearR && l.bx < bx - nearR) ||
      (l.ax > bx + nearR && l.bx > bx + nearR) ||
      (l.ay < by - nearR && l.by < by - nearR) ||
      (l.ay > by + nearR && l.by > by + nearR)
    )
      continue;
    if (pointSegmentDistance(p[S_BX], p[S_BY], l.ax, l.ay, l.bx, l.by) > nearR) continue;
    for (let k = 0; k < 3; k++) {
      const ex = k === 0 ? bx : k === 1 ? bx + px : bx - px;
      const ey = k === 0 ? by : k === 1 ? by + py : by - py;
      const c = linearCover(l, ax, ay, ex, ey, bx, by, nearR);
      if (c > lin) lin = c;
    }
  }
  if (lin >= 0) {
    if (targetFallen) return -1;
    if (lin > cover) cover = lin;
  }

  // single trees touching the target (SDS 4.5)
  if (cover < 1) {
    const trees = table.trees;
    for (let i = 0; i < trees.length; i++) {
      const t = trees[i];
      const reach = t.r + br + TREE_CONTACT;
      const tx = t.x - bx;
      const ty = t.y - by;
      if (tx * tx + ty * ty > reach * reach) continue; // gap > TREE_CONTACT
      for (let k = 0; k < 3; k++) {
        const ex = k === 0 ? bx : k === 1 ? bx + px : bx - px;
        const ey = k === 0 ? by : k === 1 ? by + py : by - py;
        p[S_EX] = ex;
        p[S_EY] = ey;
        if (segmentCircleT(p[S_AX], p[S_AY], p[S_EX], p[S_EY], t.x, t.y, t.r) >= 0) {
          cover = 1;
          break;
        }
      }
      if (cover >= 1) break;
    }
  }
  return cover;
}
