/**
 * Terrain queries: where a model stands relative to woods, difficult ground, hills and
 * linear obstacles. Pure functions over the Table, no allocation.
 */
import type { AreaFeature, Table } from './types.js';
import { discOverlapsRect, pointRectDistance, segmentSegmentT } from '../../kit/geometry.js';

/**
 * How close to a wood's boundary a fully-inside base must be to count as "touching its inside
 * edge" (SDS 4.6). Bases are never placed with sub-millimetre care on a real table; 2.5 mm is a
 * tenth of a 25 mm base.
 */
export const WOOD_EDGE_TOLERANCE = 2.5;

/** Gaps narrower than this between two LOS-blocking areas block sight (SDS 4.4: one base, 2 cm). */
const LOS_MIN_GAP = 20;

function woodStatusOf(a: AreaFeature, x: number, y: number, r: number): number {
  const d = pointRectDistance(x, y, a.x0, a.y0, a.x1, a.y1);
  if (d >= r - 1e-9) return 0; // outside or just touching from outside
  if (d > 0) return 1; // centre outside, base overlapping: partly in
  // centre inside: distance to the nearest side
  const inner = Math.min(x - a.x0, a.x1 - x, y - a.y0, a.y1 - y);
  if (inner < r) return 1; // base sticks out: partly in
  return inner <= r + WOOD_EDGE_TOLERANCE ? 2 : 3;
}

/**
 * SDS 4.6: 0 outside every wood, 1 partly in a wood (base on wood and open ground), 2 inside a
 * wood touching its inside edge, 3 deep inside. With several woods, the highest status.
 */
export function woodStatus(table: Table, x: number, y: number, r: number): number {
  const areas = table.areas;
  let best = 0;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind !== 'wood') continue;
    const s = woodStatusOf(a, x, y, r);
    if (s > best) best = s;
  }
  return best;
}

/** SDS 3.2: is the base in difficult terrain (a difficult area or a wood; a hill if `hillIsDifficult`)? */
export function inDifficult(table: Table, x: number, y: number, r: number, hillIsDifficult = false): boolean {
  const areas = table.areas;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind === 'difficult' || a.kind === 'wood' || (hillIsDifficult && a.kind === 'hill')) {
      if (x + r <= a.x0 || x - r >= a.x1 || y + r <= a.y0 || y - r >= a.y1) continue; // clear of it
      if (discOverlapsRect(x, y, r, a.x0, a.y0, a.x1, a.y1)) return true;
    }
  }
  return false;
}

/** SDS 5.3 (higher ground): a model stands on a hill when its centre is on it. */
export function onHill(table: Table, x: number, y: number): boolean {
  return hillIndex(table, x, y) >= 0;
}

/** Index of the hill under the point, or -1. */
function hillIndex(table: Table, x: number, y: number): number {
  const areas = table.areas;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind === 'hill' && x >= a.x0 && x <= a.x1 && y >= a.y0 && y <= a.y1) return i;
  }
  return -1;
}

/**
 * Can a base of this kind stand here? Buildings are never enterable (tournament SDS 10.5; the
 * core building-interior rules are unknown, so the same in core mode), woods refuse mounted
 * models (SDS 3.2), single trees are solid, and the base must be on the table.
 */
export function canStand(table: Table, x: number, y: number, r: number, mounted: boolean): boolean {
  if (x - r < 0 || y - r < 0 || x + r > table.width || y + r > table.height) return false;
  const areas = table.areas;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind === 'building' || (mounted && a.kind === 'wood')) {
      if (discOverlapsRect(x, y, r, a.x0, a.y0, a.x1, a.y1)) return false;
    }
  }
  const trees = table.trees;
  for (let i = 0; i < trees.length; i++) {
    const t = trees[i];
    const dx = t.x - x;
    const dy = t.y - y;
    const rr = t.r + r;
    if (dx * dx + dy * dy < rr * rr - 1e-6) return false;
  }
  return true;
}

/** Index of the first linear obstacle (nearest to a) crossed by the segment a→b, or -1. */
export function crossesLinear(table: Table, ax: number, ay: number, bx: number, by: number): number {
  const ls = table.linears;
  let best = -1;
  let bestT = Infinity;
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i];
    const t = segmentSegmentT(ax, ay, bx, by, l.ax, l.ay, l.bx, l.by);
    if (t >= 0 && t < bestT) {
      bestT = t;
      best = i;
    }
  }
  return best;
}

/**
 * SDS 5.3: the defender is defending a linear obstacle against this attacker when the line
 * between the two centres crosses a fence, hedge or low wall (the two bases touch across it).
 */
export function behindObstacle(
  table: Table,
  defenderX: number,
  defenderY: number,
  defenderR: number,
  attackerX: number,
  attackerY: number,
  attackerR: number,
): boolean {
  void defenderR;
  void attackerR;
  return crossesLinear(table, attackerX, attackerY, defenderX, defenderY) >= 0;
}

/**
 * SDS 5.3: +1 to the higher model. Returns 1 if A is on a hill and B is not, -1 for the
 * reverse, 0 otherwise (both on hills — a hill has no height levels in this model — or neither).
 */
export function higherGround(table: Table, ax: number, ay: number, bx: number, by: number): number {
  const a = onHill(table, ax, ay);
  const b = onHill(table, bx, by);
  return a === b ? 0 : a ? 1 : -1;
}

function blocksSight(a: AreaFeature): boolean {
  return a.kind === 'wood' || a.kind === 'hill' || a.kind === 'building';
}

/**
 * SDS 4.4 gap rule, approximated once per table: every gap narrower than 20 mm between two
 * LOS-blocking areas (woods, hills, buildings) is filled with a blocking "bridge" rectangle
 * (the rectangle spanning the gap between the two), so sight lines cannot thread it.
 * Generated tables keep areas ≥ 1S apart, so they never get bridges. Call after building or
 * editing a table; returns the table.
 */
export function prepareTable(table: Table): Table {
  const bridges: AreaFeature[] = [];
  const as = table.areas;
  for (let i = 0; i < as.length; i++) {
    const a = as[i];
    if (!blocksSight(a)) continue;
    for (let j = i + 1; j < as.length; j++) {
      const b = as[j];
      if (!blocksSight(b)) continue;
      const gx = b.x0 > a.x1 ? b.x0 - a.x1 : a.x0 > b.x1 ? a.x0 - b.x1 : 0;
      const gy = b.y0 > a.y1 ? b.y0 - a.y1 : a.y0 > b.y1 ? a.y0 - b.y1 : 0;
      if (gx * gx + gy * gy >= LOS_MIN_GAP * LOS_MIN_GAP) continue;
      if (gx === 0 && gy === 0) continue; // touching/overlapping: no gap to fill
      // the gap rectangle: between the facing sides, over the overlap of the other axis
      // (or the corner square when they only face diagonally)
      const x0 = gx > 0 ? Math.min(a.x1, b.x1) : Math.max(a.x0, b.x0);
      const x1 = gx > 0 ? Math.max(a.x0, b.x0) : Math.min(a.x1, b.x1);
      const y0 = gy > 0 ? Math.min(a.y1, b.y1) : Math.max(a.y0, b.y0);
      const y1 = gy > 0 ? Math.max(a.y0, b.y0) : Math.min(a.y1, b.y1);
      bridges.push({ kind: 'building', x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1), heavyCover: false });
    }
  }
  table.losBridges = bridges;
  return table;
}
