import { TERRAIN_IMPASSABLE, type IntroState } from './state.js';

/** Geometry on plain numbers: units are discs (INT-1.2 [P]), distances centre to centre. */

export const BAND_THROW = 0;
export const BAND_SHORT = 1;
export const BAND_MEDIUM = 2;
export const BAND_LONG = 3;
export const OUT_OF_RANGE = 4;

export function distance(st: IntroState, a: number, b: number): number {
  const dx = st.x[a] - st.x[b];
  const dy = st.y[a] - st.y[b];
  return Math.sqrt(dx * dx + dy * dy);
}

/** INT-1.5: each band includes its upper bound (5 is throw, 20 short, 50 medium, 100 long). */
export function rangeBand(st: IntroState, d: number): number {
  const b = st.cfg.bands;
  if (d <= b[0]) return BAND_THROW;
  if (d <= b[1]) return BAND_SHORT;
  if (d <= b[2]) return BAND_MEDIUM;
  if (d <= b[3]) return BAND_LONG;
  return OUT_OF_RANGE;
}

/** Whether segment (ax,ay)-(bx,by) passes strictly within r of (cx,cy). */
export function segmentHitsDisc(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((cx - ax) * dx + (cy - ay) * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const px = ax + t * dx - cx;
  const py = ay + t * dy - cy;
  return px * px + py * py < r * r - 1e-9;
}

/** Whether segment (ax,ay)-(bx,by) meets the rectangle [x0,x1]×[y0,y1] (Liang-Barsky clip). */
export function segmentHitsRect(ax: number, ay: number, bx: number, by: number, x0: number, y0: number, x1: number, y1: number): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  // p·t <= q for the four edges
  for (let e = 0; e < 4; e++) {
    const p = e === 0 ? -dx : e === 1 ? dx : e === 2 ? -dy : dy;
    const q = e === 0 ? ax - x0 : e === 1 ? x1 - ax : e === 2 ? ay - y0 : y1 - ay;
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) {
        if (r > t1) return false;
        if (r > t0) t0 = r;
      } else {
        if (r < t0) return false;
        if (r < t1) t1 = r;
      }
    }
  }
  return true;
}

/** Whether the straight sight line from the shooter's centre to (px,py) is clear (G-I8). */
function rayClear(st: IntroState, s: number, px: number, py: number, nearCount: number): boolean {
  const ax = st.x[s];
  const ay = st.y[s];
  for (let k = 0; k < st.terrainCount; k++) {
    if (st.terrainBlocks[k] === 0) continue;
    const b = k * 4;
    if (segmentHitsRect(ax, ay, px, py, st.terrainBox[b], st.terrainBox[b + 1], st.terrainBox[b + 2], st.terrainBox[b + 3])) return false;
  }
  const r = st.cfg.radius;
  const near = st.losNear;
  for (let k = 0; k < nearCount; k++) {
    const u = near[k];
    if (segmentHitsDisc(ax, ay, px, py, st.x[u], st.y[u], r)) return false;
  }
  return true;
}

const DIAG = Math.SQRT1_2;

/**
 * INT-4.3 / G-I8: the target is visible when at least `losNeeded` of its sample points
 * (centre, ± radius on both axes, and optionally the diagonals) have a clear line from the
 * shooter's centre.
 */
export function computeLineOfSight(st: IntroState, s: number, t: number): boolean {
  const cx = st.x[t];
  const cy = st.y[t];
  const r = st.cfg.radius;
  // Only units within 2r of the centre line can touch a ray to a point within r of the
  // target's centre: gather them once for all samples.
  let nearCount = 0;
  if (st.cfg.losBlockedByUnits) {
    if (st.sightStamp !== st.positionStamp) prepareSight(st);
    const ax = st.x[s];
    const ay = st.y[s];
    const dx = cx - ax;
    const dy = cy - ay;
    // cheap reject first: a unit 2r or more from the infinite line cannot be near the segment
    const reject = 4 * r * r * (dx * dx + dy * dy);
    const near = st.losNear;
    // only units whose x lies within 2r of the segment's x-extent (armies face each other
    // along y, so sight lines are narrow in x): binary search the x-sorted list
    const xlo = (ax < cx ? ax : cx) - 2 * r;
    const xhi = (ax < cx ? cx : ax) + 2 * r;
    const order = st.sightOrder;
    const sx = st.sightX;
    let lo = 0;
    let hi = st.sightCount;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sx[mid] < xlo) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < st.sightCount && sx[k] <= xhi; k++) {
      const u = order[k];
      if (st.alive[u] === 0 || u === s || u === t) continue;
      const wx = st.x[u] - ax;
      const wy = st.y[u] - ay;
      const cross = wx * dy - wy * dx;
      if (cross * cross >= reject) continue;
      if (segmentHitsDisc(ax, ay, cx, cy, st.x[u], st.y[u], 2 * r)) near[nearCount++] = u;
    }
    if (nearCount === 0 && st.terrainCount === 0) return true;
  }
  const samples = st.cfg.losSamples;
  const needed = st.cfg.losNeeded;
  let clear = 0;
  let left = samples;
  for (let k = 0; k < samples; k++) {
    let px = cx;
    let py = cy;
    if (k === 1) px += r;
    else if (k === 2) px -= r;
    else if (k === 3) py += r;
    else if (k === 4) py -= r;
    else if (k >= 5) {
      px += (k === 5 || k === 7 ? r : -r) * DIAG;
      py += (k === 5 || k === 6 ? r : -r) * DIAG;
    }
    if (rayClear(st, s, px, py, nearCount)) clear++;
    left--;
    if (clear >= needed) return true;
    if (clear + left < needed) return false;
  }
  return clear >= needed;
}

/** Sorts the living units by x (insertion sort from the last order: nearly sorted already). */
export function prepareSight(st: IntroState): void {
  const order = st.sightOrder;
  const sx = st.sightX;
  let c = 0;
  // keep the previous order of the living units, then fix it up
  for (let k = 0; k < st.n; k++) {
    const u = order[k];
    if (st.alive[u] === 1) order[c++] = u;
  }
  // dead units go to the tail so the array stays a permutation
  let d = c;
  for (let u = 0; u < st.n; u++) if (st.alive[u] === 0) order[d++] = u;
  for (let a = 0; a < c; a++) sx[a] = st.x[order[a]];
  for (let a = 1; a < c; a++) {
    const u = order[a];
    const x = sx[a];
    let b = a - 1;
    while (b >= 0 && sx[b] > x) {
      order[b + 1] = order[b];
      sx[b + 1] = sx[b];
      b--;
    }
    order[b + 1] = u;
    sx[b + 1] = x;
  }
  st.sightCount = c;
  st.sightStamp = st.positionStamp;
}

/** Cached line of sight: valid while nobody moves or dies (one shooting phase). */
export function lineOfSight(st: IntroState, s: number, t: number): boolean {
  const k = s * st.n + t;
  const c = st.losCache[k];
  if (c >= 0) return c === 1;
  const v = computeLineOfSight(st, s, t);
  st.losCache[k] = v ? 1 : 0;
  return v;
}

/** Worst terrain kind (0 open, 1 rough, 2 impassable) met by a path (INT-5.4.5). */
export function worstTerrain(st: IntroState, ax: number, ay: number, bx: number, by: number): number {
  let worst = 0;
  for (let k = 0; k < st.terrainCount; k++) {
    const kind = st.terrainKind[k];
    if (kind <= worst) continue;
    const b = k * 4;
    if (segmentHitsRect(ax, ay, bx, by, st.terrainBox[b], st.terrainBox[b + 1], st.terrainBox[b + 2], st.terrainBox[b + 3])) {
      worst = kind;
      if (worst === TERRAIN_IMPASSABLE) break;
    }
  }
  return worst;
}
