/**
 * SFG-5.2 / 8.9 / §12.7: rivers and fords as moves meet them. A river is a band of water laid
 * as stretches (facing rectangles across its line); a ford is a stretch of it that counts as an
 * obstacle (SFG-5.2). SFG-8.9: "rivers and woods cost movement only while the unit's front line
 * of bases is inside them", so water is judged by the leading line of bases (the front edge, or
 * the rear edge of a move backwards) as it sweeps from where it starts to where it ends:
 * - a river costs, per UM the leading line travels inside it, open/rate UM [R], the rate being
 *   riverRate (rules/terrain.ts); rate 0: the leading line may not enter it;
 * - a ford is an obstacle: a move whose leading line touches one goes at the obstacle rate
 *   (the obstacle costs once, SFG-8.9), which the caller applies from `fordAt`.
 */
import { EPS, type Rect } from '../../kit/facingRect.js';
import { obstacleRate, riverRate, W_FORD } from '../mechanics/terrain.js';
import { allowance } from '../mechanics/movement.js';
import type { TerrainMap } from './terrain.js';

/**
 * The part of a sweep, as fractions [lo, hi] of it written to t.lo / t.hi, during which the
 * segment centred at (lx + s·mx, ly + s·my), half-length h along the unit vector (ex, ey),
 * overlaps rectangle r (touching is not overlapping). Separating axes: r's two and the segment's
 * normal; along each the overlap is one interval of s. Woods use it too (game/woods.ts).
 */
export function sweep(t: TerrainMap, r: Rect, lx: number, ly: number, ex: number, ey: number, h: number, mx: number, my: number): boolean {
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 3 && lo <= hi; k++) {
    // axis: r's facing, r's right, the segment's normal
    const ax = k === 0 ? r.fx : k === 1 ? r.fy : -ey;
    const ay = k === 0 ? r.fy : k === 1 ? -r.fx : ex;
    const alpha = (lx - r.cx) * ax + (ly - r.cy) * ay;
    const beta = mx * ax + my * ay;
    const gamma = h * Math.abs(ex * ax + ey * ay) + r.hw * Math.abs(r.fy * ax - r.fx * ay) + r.hd * Math.abs(r.fx * ax + r.fy * ay) - EPS;
    if (Math.abs(beta) < 1e-12) {
      if (Math.abs(alpha) >= gamma) return false;
      continue;
    }
    const s0 = (-gamma - alpha) / beta;
    const s1 = (gamma - alpha) / beta;
    if (s0 < s1) {
      if (s0 > lo) lo = s0;
      if (s1 < hi) hi = s1;
    } else {
      if (s1 > lo) lo = s1;
      if (s0 < hi) hi = s0;
    }
  }
  if (lo > hi) return false;
  t.lo = lo;
  t.hi = hi;
  return true;
}

/**
 * The extra UM the water costs a move whose leading line of bases (centre (lx, ly) at the start,
 * half-length h along (ex, ey)) sweeps by (mx, my): open/rate − 1 per UM inside each river
 * (Infinity when riverRate is 0 and it enters one). Also leaves in t.fordAt the fraction of the
 * sweep at which it first touches a ford, and in t.riverAt the one at which it first enters a
 * river stretch (Infinity: never).
 */
export function waterCost(
  t: TerrainMap,
  lx: number,
  ly: number,
  ex: number,
  ey: number,
  h: number,
  mx: number,
  my: number,
  riverRate: number,
  open: number,
): number {
  t.fordAt = Infinity;
  t.riverAt = Infinity;
  const lo = t.riverLo;
  const hi = t.riverHi;
  lo.fill(Infinity);
  hi.fill(-Infinity);
  for (let k = 0; k < t.nWater; k++) {
    if (!sweep(t, t.water[k], lx, ly, ex, ey, h, mx, my)) continue;
    if (t.wkind[k] === W_FORD) {
      if (t.lo < t.fordAt) t.fordAt = t.lo;
      continue;
    }
    if (t.lo < t.riverAt) t.riverAt = t.lo;
    // the stretches of one river in a row: the sweep's span over them
    const r = t.wriver[k];
    if (t.lo < lo[r]) lo[r] = t.lo;
    if (t.hi > hi[r]) hi[r] = t.hi;
  }
  if (t.riverAt === Infinity) return 0;
  if (riverRate <= 0) return Infinity;
  const len = Math.sqrt(mx * mx + my * my);
  let inside = 0;
  for (let r = 0; r < lo.length; r++) if (hi[r] > lo[r]) inside += (hi[r] - lo[r]) * len;
  return inside * (open / riverRate - 1);
}

/**
 * waterCost for a unit-shaped move ending at footprint b after a displacement (mx, my): the
 * leading line is b's front edge, or its rear edge when the move goes backwards.
 */
function moveWaterCost(t: TerrainMap, b: Rect, mx: number, my: number, riverRate: number, open: number): number {
  const s = mx * b.fx + my * b.fy < 0 ? -1 : 1;
  const lx = b.cx + s * b.fx * b.hd - mx;
  const ly = b.cy + s * b.fy * b.hd - my;
  return waterCost(t, lx, ly, b.fy, -b.fx, b.hw, mx, my, riverRate, open);
}

/**
 * SFG-5.1 / 5.2 / 8.9: may a move of `moved` of a planned `planned` UM (of a unit of this arm
 * and state), ending at footprint b after the displacement (mx, my), be made across the water?
 * The rivers' cost comes on top of the distance; touching a ford holds the whole move to the
 * obstacle rate, scaled like the open move it replaces (as moves.ts does for other ground).
 */
export function waterAllows(
  t: TerrainMap,
  b: Rect,
  mx: number,
  my: number,
  moved: number,
  planned: number,
  artillery: boolean,
  mounted: boolean,
  limbered: boolean,
  fordsOnly: boolean,
): boolean {
  const open = allowance(artillery, mounted, limbered);
  const extra = moveWaterCost(t, b, mx, my, riverRate(artillery, mounted, limbered, fordsOnly), open);
  if (moved + extra > planned + 1e-9) return false;
  if (t.fordAt === Infinity) return true;
  const r = obstacleRate(artillery, mounted, limbered);
  return r > 0 && moved <= (planned * r) / open + 1e-9;
}
