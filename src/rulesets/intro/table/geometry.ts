import { clipSegmentRect, segmentHitsDisc } from '../../kit/geometry.js';
import { TERRAIN_IMPASSABLE } from '../state.js';
import type { IntroGame } from '../game.js';

/** Geometry on plain numbers: units are discs (INT-1.2 [P]), distances centre to centre. */

const BAND_THROW = 0;
const BAND_SHORT = 1;
const BAND_MEDIUM = 2;
const BAND_LONG = 3;
export const OUT_OF_RANGE = 4;
/** The bands' names, by band index (log lines, odds). */
export const BAND_NAMES = ['throw', 'short', 'medium', 'long'];

export function distance(st: IntroGame, a: number, b: number): number {
  const state = st.state;
  const dx = state.x[a] - state.x[b];
  const dy = state.y[a] - state.y[b];
  return Math.sqrt(dx * dx + dy * dy);
}

/** The squared distance between two units' centres (the square of `distance`, the same double; the same for (a, b) and (b, a)). */
export function distance2(st: IntroGame, a: number, b: number): number {
  const state = st.state;
  const dx = state.x[a] - state.x[b];
  const dy = state.y[a] - state.y[b];
  return dx * dx + dy * dy;
}

/**
 * rangeBand of the distance whose square is `d2`, without its square root: the band limits'
 * squares (cfg.bandLimit2, kit squareLimit) give exactly rangeBand(st, Math.sqrt(d2)).
 */
export function rangeBandSquared(st: IntroGame, d2: number): number {
  const l = st.cfg.bandLimit2;
  if (d2 <= l[0]) return BAND_THROW;
  if (d2 <= l[1]) return BAND_SHORT;
  if (d2 <= l[2]) return BAND_MEDIUM;
  if (d2 <= l[3]) return BAND_LONG;
  return OUT_OF_RANGE;
}

/** INT-1.5: each band includes its upper bound (5 is throw, 20 short, 50 medium, 100 long). */
export function rangeBand(st: IntroGame, d: number): number {
  return bandOf(st.cfg.bands, d);
}

/** The band of distance `d` under the upper bounds `b` (throw, short, medium, long), or OUT_OF_RANGE. */
export function bandOf(b: readonly number[], d: number): number {
  if (d <= b[0]) return BAND_THROW;
  if (d <= b[1]) return BAND_SHORT;
  if (d <= b[2]) return BAND_MEDIUM;
  if (d <= b[3]) return BAND_LONG;
  return OUT_OF_RANGE;
}

const DIAG = Math.SQRT1_2;

/**
 * INT-4.3 / G-I8: the target is visible when at least `losNeeded` of its sample points
 * (centre, ± radius on both axes, and optionally the diagonals) have a clear line from the
 * shooter's centre.
 *
 * Exactly the answer of testing every living unit against every sample ray with
 * segmentHitsDisc; the work goes into finding the few units that could touch any ray. A unit
 * blocks a ray to a point within r of the target's centre only if it comes within r + τ·r of
 * the centre line at the line's parameter τ (the rays fan out from the shooter), so the
 * candidates are narrowed with that tapered corridor (slightly widened, so rounding can only
 * keep a unit, never drop one), then each sample ray is tested exactly as segmentHitsDisc does.
 */
function computeLineOfSight(st: IntroGame, s: number, t: number): boolean {
  const state = st.state;
  const scratch = st.scratch;
  const x = state.x;
  const y = state.y;
  const cx = x[t];
  const cy = y[t];
  const ax = x[s];
  const ay = y[s];
  const r = st.cfg.radius;
  const near = scratch.losNear;
  let nearCount = 0;
  if (st.cfg.losBlockedByUnits) {
    if (scratch.sightStamp !== scratch.positionStamp) prepareSight(st);
    const dx = cx - ax;
    const dy = cy - ay;
    const norm = dx * dx + dy * dy;
    const len = Math.sqrt(norm);
    // a unit 2r or more from the infinite line cannot be near any ray
    const reject = 4 * r * r * norm;
    // corridor in units of the line: along-line slack 2r, width r·(1 + τ) at parameter τ
    const slack = 2.001 * r * len;
    const order = scratch.sightOrder;
    const sx = scratch.sightX;
    const alive = state.alive;
    // only units whose x lies within 2r of the segment's x-extent (armies face each other
    // along y, so sight lines are narrow in x): binary search the x-sorted list
    const xlo = (ax < cx ? ax : cx) - 2 * r;
    const xhi = (ax < cx ? cx : ax) + 2 * r;
    const count = scratch.sightCount;
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sx[mid] < xlo) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < count && sx[k] <= xhi; k++) {
      const u = order[k];
      if (alive[u] === 0 || u === s || u === t) continue;
      const wx = x[u] - ax;
      const wy = y[u] - ay;
      const cross = wx * dy - wy * dx;
      const cross2 = cross * cross;
      if (cross2 >= reject) continue;
      if (norm > 0) {
        const along = wx * dx + wy * dy;
        // behind the shooter or beyond the target by 2r or more: touches no ray
        if (along <= -slack || along >= norm + slack) continue;
        let tau = (along + slack) / norm;
        if (tau > 1) tau = 1;
        const w = r * (1.001 + 1.001 * tau) + 1e-6;
        if (cross2 >= w * w * norm) continue;
      }
      // the original 2r corridor around the centre segment, kept so the set of candidates
      // (and therefore every answer) is the same as it always was
      if (segmentHitsDisc(ax, ay, cx, cy, x[u], y[u], 2 * r)) near[nearCount++] = u;
    }
    if (nearCount === 0 && st.terrainCount === 0) return true;
  }
  const samples = st.cfg.losSamples;
  const needed = st.cfg.losNeeded;
  const limit = r * r - 1e-9;
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
    if (rayClear(st, ax, ay, px, py, nearCount, limit)) clear++;
    left--;
    if (clear >= needed) return true;
    if (clear + left < needed) return false;
  }
  return clear >= needed;
}

/**
 * Whether the straight sight line from (ax,ay) to (px,py) is clear of blocking terrain and of
 * the `nearCount` units in st.scratch.losNear (G-I8). The disc test is segmentHitsDisc's arithmetic,
 * with the ray's terms computed once for all units.
 */
function rayClear(st: IntroGame, ax: number, ay: number, px: number, py: number, nearCount: number, limit: number): boolean {
  const state = st.state;
  for (let k = 0; k < st.terrainCount; k++) {
    if (state.terrainBlocks[k] === 0) continue;
    const b = k * 4;
    if (clipSegmentRect(ax, ay, px, py, state.terrainBox[b], state.terrainBox[b + 1], state.terrainBox[b + 2], state.terrainBox[b + 3])) return false;
  }
  const dx = px - ax;
  const dy = py - ay;
  const norm = dx * dx + dy * dy;
  const x = state.x;
  const y = state.y;
  const near = st.scratch.losNear;
  for (let k = 0; k < nearCount; k++) {
    const u = near[k];
    const cx = x[u];
    const cy = y[u];
    let t = norm > 0 ? ((cx - ax) * dx + (cy - ay) * dy) / norm : 0;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = ax + t * dx - cx;
    const qy = ay + t * dy - cy;
    if (qx * qx + qy * qy < limit) return false;
  }
  return true;
}

/** Sorts the living units by x (insertion sort from the last order: nearly sorted already). */
function prepareSight(st: IntroGame): void {
  const state = st.state;
  const scratch = st.scratch;
  const order = scratch.sightOrder;
  const sx = scratch.sightX;
  let c = 0;
  // keep the previous order of the living units, then fix it up
  for (let k = 0; k < st.n; k++) {
    const u = order[k];
    if (state.alive[u] === 1) order[c++] = u;
  }
  // dead units go to the tail so the array stays a permutation
  let d = c;
  for (let u = 0; u < st.n; u++) if (state.alive[u] === 0) order[d++] = u;
  for (let a = 0; a < c; a++) sx[a] = state.x[order[a]];
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
  scratch.sightCount = c;
  scratch.sightStamp = scratch.positionStamp;
}

/** Cached line of sight: valid while nobody moves or dies (one shooting phase). */
export function lineOfSight(st: IntroGame, s: number, t: number): boolean {
  const scratch = st.scratch;
  const k = s * st.n + t;
  const c = scratch.losCache[k];
  if (c >= 0) return c === 1;
  const v = computeLineOfSight(st, s, t);
  scratch.losCache[k] = v ? 1 : 0;
  return v;
}

/** Worst terrain kind (0 open, 1 rough, 2 impassable) met by a path (INT-5.4.5). */
export function worstTerrain(st: IntroGame, ax: number, ay: number, bx: number, by: number): number {
  const state = st.state;
  let worst = 0;
  for (let k = 0; k < st.terrainCount; k++) {
    const kind = state.terrainKind[k];
    if (kind <= worst) continue;
    const b = k * 4;
    if (clipSegmentRect(ax, ay, bx, by, state.terrainBox[b], state.terrainBox[b + 1], state.terrainBox[b + 2], state.terrainBox[b + 3])) {
      worst = kind;
      if (worst === TERRAIN_IMPASSABLE) break;
    }
  }
  return worst;
}
