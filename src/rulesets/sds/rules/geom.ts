/**
 * Disc geometry on plain numbers for the game loop (models are discs, SDS 1.5; all distances
 * edge to edge). Terrain-aware geometry lives in ../table/.
 */
import type { SdsState } from '../state.js';

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
  for (let j = s.first(e), end = s.end(e); j < end; j++) {
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
 * Largest t in [0, len] such that a disc of radius r at (x + dx·t, y + dy·t) overlaps no model
 * on the table (other than `skip`); 0 if none. (dx, dy) is a unit vector. Replaces stepping back
 * along a path in small increments.
 */
export function clearAlong(s: SdsState, x: number, y: number, r: number, dx: number, dy: number, len: number, skip: number): number {
  // the blocked intervals [t1, t2] of the models the path meets at all (usually a handful)
  let k = 0;
  for (let j = 0; j < s.n; j++) {
    if (j === skip || !s.onTable[j]) continue;
    const R = r + s.r[j] - 0.5;
    const ox = s.x[j] - x;
    const oy = s.y[j] - y;
    const lim = len + R;
    if (ox > lim || ox < -lim || oy > lim || oy < -lim) continue;
    const along = ox * dx + oy * dy;
    const perp2 = ox * ox + oy * oy - along * along;
    if (perp2 >= R * R) continue;
    const h = Math.sqrt(R * R - perp2);
    if (along + h <= 0) continue; // wholly behind the start: can never contain t > 0
    if (k < CLEAR_MAX) {
      clearT1[k] = along - h;
      clearT2[k++] = along + h;
    }
  }
  let t = len;
  for (let pass = 0; pass < 8; pass++) {
    let moved = false;
    for (let i = 0; i < k; i++) {
      if (t > clearT1[i] && t < clearT2[i]) {
        t = clearT1[i] - 0.01;
        moved = true;
      }
    }
    if (t <= 0) return 0;
    if (!moved) return t;
  }
  return t > 0 && !overlapsAny(s, x + dx * t, y + dy * t, r, skip) ? t : 0;
}

const CLEAR_MAX = 256;
const clearT1 = new Float64Array(CLEAR_MAX);
const clearT2 = new Float64Array(CLEAR_MAX);
