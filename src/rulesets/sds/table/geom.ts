/**
 * Disc geometry on plain numbers for the game loop (models are discs, SDS 1.5; all distances
 * edge to edge). Terrain-aware geometry lives in ../table/.
 */
import type { SdsState } from '../state.js';
import { sideEnd, sideStart } from '../state.js';

/** Two bases closer than this count as touching ("base contact"). */
export const CONTACT_EPS = 1;

export function gap(s: SdsState, i: number, j: number): number {
  const dx = s.x[i] - s.x[j];
  const dy = s.y[i] - s.y[j];
  return Math.sqrt(dx * dx + dy * dy) - s.r[i] - s.r[j];
}

export function touching(s: SdsState, i: number, j: number): boolean {
  const dx = s.x[i] - s.x[j];
  const dy = s.y[i] - s.y[j];
  const R = s.r[i] + s.r[j] + CONTACT_EPS;
  return dx * dx + dy * dy <= R * R;
}

export function engaged(s: SdsState, i: number): boolean {
  const e = 1 - s.side[i];
  const x = s.x[i];
  const y = s.y[i];
  const r = s.r[i] + CONTACT_EPS;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const dx = x - s.x[j];
    const dy = y - s.y[j];
    const R = r + s.r[j];
    if (dx * dx + dy * dy <= R * R) return true;
  }
  return false;
}

/**
 * Distance along the unit direction (dx, dy) from (x, y) at which a disc of radius r first
 * touches model j; Infinity if it never does within len. Negative start overlap returns 0.
 */
export function contactAlong(s: SdsState, j: number, x: number, y: number, r: number, dx: number, dy: number, len: number): number {
  const R = r + s.r[j];
  const ox = s.x[j] - x;
  const oy = s.y[j] - y;
  const along = ox * dx + oy * dy;
  if (along < 0) return Infinity; // behind us
  const perp2 = ox * ox + oy * oy - along * along;
  const R2 = R * R;
  if (perp2 >= R2) return Infinity;
  const t = along - Math.sqrt(R2 - perp2);
  if (t > len) return Infinity;
  return t < 0 ? 0 : t;
}

/** True if a disc at (x, y, r) overlaps any model on the table other than `skip`. */
export function overlapsAny(s: SdsState, x: number, y: number, r: number, skip: number): boolean {
  for (let j = 0; j < s.n; j++) {
    if (j === skip || !s.onTable[j]) continue;
    const dx = s.x[j] - x;
    const dy = s.y[j] - y;
    const R = r + s.r[j] - 0.5;
    if (dx * dx + dy * dy < R * R) return true;
  }
  return false;
}

/**
 * Per-game buffers of the path scans below (no module state, no allocation per move): the
 * segment being checked, the models near it and the blocked intervals clearance works on.
 * The scans read the segment from `seg` rather than take it as arguments: V8 boxes every
 * computed double passed to a call it does not inline (these are too big to inline into a move).
 */
export class PathScratch {
  /** Start x, y, the mover's radius, the unit direction dx, dy and the length (SEG_*). */
  readonly seg = new Float64Array(6);
  readonly near: Int16Array;
  readonly t1: Float64Array;
  readonly t2: Float64Array;
  constructor(cap: number) {
    this.near = new Int16Array(cap);
    this.t1 = new Float64Array(cap);
    this.t2 = new Float64Array(cap);
  }
}

const SEG_X = 0;
const SEG_Y = 1;
const SEG_R = 2;
const SEG_DX = 3;
const SEG_DY = 4;
const SEG_LEN = 5;

/** Set the segment the scans below check: from (x, y) along the unit (dx, dy) for len, radius r. */
export function setSegment(ps: PathScratch, x: number, y: number, r: number, dx: number, dy: number, len: number): void {
  const g = ps.seg;
  g[SEG_X] = x;
  g[SEG_Y] = y;
  g[SEG_R] = r;
  g[SEG_DX] = dx;
  g[SEG_DY] = dy;
  g[SEG_LEN] = len;
}

/** Margin (mm) of nearSegment's box beyond both radii: more than any contact or overlap reach and float error. */
const NEAR_PAD = CONTACT_EPS + 1;

/**
 * The models on the table other than `skip`, in index order, whose bases come within
 * NEAR_PAD of the disc anywhere on ps's segment; written to ps.near, returns the count. A
 * superset found by a box test, so a scan for contact, overlap or clearance on this segment
 * that reads only these models (in the same order) gives the result of the scan of every
 * model: a move checks its one path three ways and walks the squad once.
 */
export function nearSegment(s: SdsState, ps: PathScratch, skip: number): number {
  const g = ps.seg;
  const x = g[SEG_X];
  const y = g[SEG_Y];
  const ex = x + g[SEG_DX] * g[SEG_LEN];
  const ey = y + g[SEG_DY] * g[SEG_LEN];
  const pad = g[SEG_R] + NEAR_PAD;
  // the box as centre and half sizes: two tests a model instead of four (a model that float
  // error could put either side of the box's edge is NEAR_PAD beyond any reach)
  const cx = (x + ex) * 0.5;
  const cy = (y + ey) * 0.5;
  const hw = Math.abs(ex - x) * 0.5 + pad;
  const hh = Math.abs(ey - y) * 0.5 + pad;
  const xs = s.x;
  const ys = s.y;
  const rs = s.r;
  const on = s.onTable;
  const out = ps.near;
  let k = 0;
  for (let j = 0, n = s.n; j < n; j++) {
    const R = rs[j];
    if (Math.abs(xs[j] - cx) > hw + R || Math.abs(ys[j] - cy) > hh + R || j === skip || on[j] === 0) continue;
    out[k++] = j;
  }
  return k;
}

/** contactAlong of model j on ps's segment. */
export function contactOnSegment(s: SdsState, ps: PathScratch, j: number): number {
  const g = ps.seg;
  return contactAlong(s, j, g[SEG_X], g[SEG_Y], g[SEG_R], g[SEG_DX], g[SEG_DY], g[SEG_LEN]);
}

/** Gap (mm) a move that is not a charge keeps from an enemy it would touch: beyond CONTACT_EPS, so out of base contact. */
const STAND_OFF = CONTACT_EPS + 1;

/**
 * Where a move from (x, y) along the unit (dx, dy), which first touches enemy j at `hitT`, stops
 * STAND_OFF clear of it: the gap is measured between the bases, not along the path (on an
 * oblique path a step back of STAND_OFF leaves them nearly touching). 0 if it starts that close.
 */
export function standOffAlong(s: SdsState, j: number, x: number, y: number, r: number, dx: number, dy: number, hitT: number): number {
  const R = r + s.r[j] + STAND_OFF;
  const fx = x - s.x[j];
  const fy = y - s.y[j];
  const b = fx * dx + fy * dy;
  const c = fx * fx + fy * fy - R * R;
  if (c <= 0) return 0;
  const disc = b * b - c;
  const t = disc < 0 ? hitT : -b - Math.sqrt(disc);
  return t < 0 ? 0 : t < hitT ? t : hitT;
}

/** overlapsAny over the k models of `near` (a nearSegment list of a segment through (x, y)). */
export function overlapsAmong(s: SdsState, near: Int16Array, k: number, x: number, y: number, r: number): boolean {
  for (let q = 0; q < k; q++) {
    const j = near[q];
    const dx = s.x[j] - x;
    const dy = s.y[j] - y;
    const R = r + s.r[j] - 0.5;
    if (dx * dx + dy * dy < R * R) return true;
  }
  return false;
}

/**
 * Largest t in [0, len] such that a disc of radius r at (x + dx·t, y + dy·t) overlaps no model
 * on the table (other than `skip`); 0 if none. (dx, dy) is a unit vector. Replaces stepping back
 * along a path in small increments.
 */
export function clearAlong(s: SdsState, ps: PathScratch, x: number, y: number, r: number, dx: number, dy: number, len: number, skip: number): number {
  setSegment(ps, x, y, r, dx, dy, len);
  return clearAmong(s, ps, nearSegment(s, ps, skip), len);
}

/**
 * clearAlong on ps's segment up to len (at most its length), over the first k models of
 * ps.near (its nearSegment list): only they can overlap the disc anywhere on [0, len].
 */
export function clearAmong(s: SdsState, ps: PathScratch, k: number, len: number): number {
  const g = ps.seg;
  const x = g[SEG_X];
  const y = g[SEG_Y];
  const r = g[SEG_R];
  const dx = g[SEG_DX];
  const dy = g[SEG_DY];
  // the blocked intervals [t1, t2] of the models the path meets at all (usually a handful)
  const near = ps.near;
  const clearT1 = ps.t1;
  const clearT2 = ps.t2;
  let c = 0;
  for (let q = 0; q < k; q++) {
    const j = near[q];
    const R = r + s.r[j] - 0.5;
    const ox = s.x[j] - x;
    const oy = s.y[j] - y;
    const along = ox * dx + oy * dy;
    const perp2 = ox * ox + oy * oy - along * along;
    if (perp2 >= R * R) continue;
    const h = Math.sqrt(R * R - perp2);
    if (along + h <= 0) continue; // wholly behind the start: can never contain t > 0
    clearT1[c] = along - h;
    clearT2[c++] = along + h;
  }
  let t = +len;
  for (let pass = 0; pass < 8; pass++) {
    let moved = false;
    for (let i = 0; i < c; i++) {
      if (t > clearT1[i] && t < clearT2[i]) {
        t = clearT1[i] - 0.01;
        moved = true;
      }
    }
    if (t <= 0) return 0;
    if (!moved) return t;
  }
  return t > 0 && !overlapsAmong(s, near, k, x + dx * t, y + dy * t, r) ? t : 0;
}
