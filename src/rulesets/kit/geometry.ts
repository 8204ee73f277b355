/**
 * Table geometry on plain numbers (no allocation): discs (model bases), axis-aligned rectangles
 * (terrain areas), segments (sight lines, moves, linear obstacles). Units are the caller's (SDS
 * uses mm, the intro game cm).
 */

/** SDS 1.5: all distances are edge to edge. Negative when the two bases overlap. */
export function edgeDistance(ax: number, ay: number, ar: number, bx: number, by: number, br: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return Math.sqrt(dx * dx + dy * dy) - ar - br;
}

/** Distance from a point to an axis-aligned rectangle (0 inside). */
export function pointRectDistance(x: number, y: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x < x0 ? x0 - x : x > x1 ? x - x1 : 0;
  const dy = y < y0 ? y0 - y : y > y1 ? y - y1 : 0;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Does a disc (x, y, r) overlap the rectangle by more than `eps` (touching does not count)? */
export function discOverlapsRect(x: number, y: number, r: number, x0: number, y0: number, x1: number, y1: number, eps = 1e-6): boolean {
  return pointRectDistance(x, y, x0, y0, x1, y1) < r - eps;
}

/** Gap between two axis-aligned rectangles (0 when they touch or overlap). */
export function rectRectDistance(ax0: number, ay0: number, ax1: number, ay1: number, bx0: number, by0: number, bx1: number, by1: number): number {
  const dx = bx0 > ax1 ? bx0 - ax1 : ax0 > bx1 ? ax0 - bx1 : 0;
  const dy = by0 > ay1 ? by0 - ay1 : ay0 > by1 ? ay0 - by1 : 0;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Liang–Barsky: parameter interval of the segment P(t) = (x0,y0) + t·(x1−x0, y1−y0), t ∈ [0,1],
 * inside the rectangle (edges included). Writes [tEnter, tExit] into out[0], out[1] (when given)
 * and returns true, or returns false when the segment misses the rectangle.
 */
export function clipSegmentRect(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rx0: number,
  ry0: number,
  rx1: number,
  ry1: number,
  out?: Float64Array,
): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  // four half-planes: p·t <= q
  for (let k = 0; k < 4; k++) {
    let p: number;
    let q: number;
    if (k === 0) {
      p = -dx;
      q = x0 - rx0;
    } else if (k === 1) {
      p = dx;
      q = rx1 - x0;
    } else if (k === 2) {
      p = -dy;
      q = y0 - ry0;
    } else {
      p = dy;
      q = ry1 - y0;
    }
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) {
        if (t > t1) return false;
        if (t > t0) t0 = t;
      } else {
        if (t < t0) return false;
        if (t < t1) t1 = t;
      }
    }
  }
  if (out !== undefined) {
    out[0] = t0;
    out[1] = t1;
  }
  return true;
}

/** Whether the segment (ax,ay)-(bx,by) passes strictly within r of the disc's centre (cx,cy). */
export function segmentHitsDisc(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const norm = dx * dx + dy * dy;
  let t = norm > 0 ? ((cx - ax) * dx + (cy - ay) * dy) / norm : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const px = ax + t * dx - cx;
  const py = ay + t * dy - cy;
  return px * px + py * py < r * r - 1e-9;
}

/** Does the segment pass through the rectangle's interior by more than a graze? */
export function segmentCrossesRect(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rx0: number,
  ry0: number,
  rx1: number,
  ry1: number,
  scratch: Float64Array,
): boolean {
  if (!clipSegmentRect(x0, y0, x1, y1, rx0, ry0, rx1, ry1, scratch)) return false;
  const len = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
  return (scratch[1] - scratch[0]) * len > 1e-6;
}

/**
 * Segment–segment intersection: parameter t along the first segment (a→b) where it crosses the
 * second (c→d), or -1 when they do not cross. Parallel segments never cross (a zero-thickness
 * obstacle seen edge-on hides nothing).
 */
export function segmentSegmentT(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const den = rx * sy - ry * sx;
  if (den === 0) return -1;
  const qx = cx - ax;
  const qy = cy - ay;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return -1;
  return t;
}

/**
 * First parameter t ∈ [0,1] at which the segment a→b comes within `rad` of the point (cx, cy),
 * or -1 if it never does. t = 0 when a is already within `rad`.
 */
export function segmentCircleT(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, rad: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const c = fx * fx + fy * fy - rad * rad;
  if (c <= 0) return 0;
  const a = dx * dx + dy * dy;
  if (a === 0) return -1;
  const b = 2 * (fx * dx + fy * dy);
  if (b >= 0) return -1; // moving away
  const disc = b * b - 4 * a * c;
  if (disc < 0) return -1;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t <= 1 ? t : -1;
}

/** Distance from point (px, py) to the segment a→b. */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / l2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Distance between two segments (0 if they cross). */
export function segmentSegmentDistance(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  if (segmentSegmentT(ax, ay, bx, by, cx, cy, dx, dy) >= 0) return 0;
  return Math.min(
    pointSegmentDistance(ax, ay, cx, cy, dx, dy),
    pointSegmentDistance(bx, by, cx, cy, dx, dy),
    pointSegmentDistance(cx, cy, ax, ay, bx, by),
    pointSegmentDistance(dx, dy, ax, ay, bx, by),
  );
}

/** Distance from a segment to an axis-aligned rectangle (0 if it touches or enters it). */
export function segmentRectDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  scratch: Float64Array,
): number {
  if (clipSegmentRect(ax, ay, bx, by, x0, y0, x1, y1, scratch)) return 0;
  return Math.min(
    pointRectDistance(ax, ay, x0, y0, x1, y1),
    pointRectDistance(bx, by, x0, y0, x1, y1),
    pointSegmentDistance(x0, y0, ax, ay, bx, by),
    pointSegmentDistance(x1, y0, ax, ay, bx, by),
    pointSegmentDistance(x0, y1, ax, ay, bx, by),
    pointSegmentDistance(x1, y1, ax, ay, bx, by),
  );
}

/**
 * A disc of radius r moving from (px, py) along the unit vector (ux, uy): the distance at which
 * it first touches the rectangle (exact Minkowski sum: two crosses + four corner circles), or
 * Infinity. Returns Infinity when the disc already overlaps the rectangle at the start (the
 * caller lets a model walk out of something it is already in); a disc exactly touching it is
 * stopped only if it moves into it.
 */
export function discHitRectDistance(
  px: number,
  py: number,
  r: number,
  ux: number,
  uy: number,
  maxLen: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  scratch: Float64Array,
): number {
  if (pointRectDistance(px, py, x0, y0, x1, y1) < r - 1e-9) return Infinity;
  // a base exactly touching the rectangle may slide along it or move away: shrink by a hair
  r -= 1e-7;
  const ex = px + ux * maxLen;
  const ey = py + uy * maxLen;
  let best = Infinity;
  if (clipSegmentRect(px, py, ex, ey, x0 - r, y0, x1 + r, y1, scratch)) best = scratch[0] * maxLen;
  if (clipSegmentRect(px, py, ex, ey, x0, y0 - r, x1, y1 + r, scratch)) {
    const d = scratch[0] * maxLen;
    if (d < best) best = d;
  }
  for (let k = 0; k < 4; k++) {
    const cx = k & 1 ? x1 : x0;
    const cy = k & 2 ? y1 : y0;
    const t = segmentCircleT(px, py, ex, ey, cx, cy, r);
    if (t >= 0) {
      const d = t * maxLen;
      if (d < best) best = d;
    }
  }
  return best;
}

/**
 * The largest x whose square root, as Math.sqrt rounds it, is at most `b`: for every x ≥ 0,
 * `Math.sqrt(x) <= b` holds exactly when `x <= squareLimit(b)` (the rounded root never decreases
 * as x grows), so a distance can be held against a bound from its square alone, with the same
 * answer to the last bit. -Infinity when no x qualifies (b negative or NaN). Not for hot paths:
 * a game works its limits out once per setup.
 */
export function squareLimit(b: number): number {
  if (!(b >= 0)) return -Infinity;
  if (b === Infinity) return Infinity;
  const bits = new BigInt64Array(1);
  const value = new Float64Array(bits.buffer);
  value[0] = b * b;
  // b * b is rounded: step down while its root is over b, then up while the next double's is not
  while (Math.sqrt(value[0]) > b) bits[0]--;
  for (;;) {
    bits[0]++;
    if (value[0] === Infinity || Math.sqrt(value[0]) > b) break;
  }
  bits[0]--;
  return value[0];
}
