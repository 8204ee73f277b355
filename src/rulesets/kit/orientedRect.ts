import { clipSegmentRect, pointRectDistance } from './geometry.js';

/**
 * Oriented rectangles: a formation's footprint (SfG Lite units are rectangles that wheel and
 * turn) or a cavalry base. A rectangle is its centre, half its frontage (along its front edge),
 * half its depth, and its facing: the unit vector (fx, fy) its front edge looks toward. Tests
 * work in the rectangle's own frame (x along the frontage, y toward the front), where it is the
 * axis-aligned box [-halfWidth, halfWidth] x [-halfDepth, halfDepth], so they reuse the
 * axis-aligned primitives and their exact arithmetic. Nothing here allocates except
 * `orientedRect`; `moveTo` updates a rectangle in place.
 */
export interface OrientedRect {
  cx: number;
  cy: number;
  halfWidth: number;
  halfDepth: number;
  /** Facing: unit vector out of the front edge. */
  fx: number;
  fy: number;
}

/** A rectangle `width` wide and `depth` deep centred at (cx, cy), facing `angle` radians (0 = +y, counter-clockwise). */
export function orientedRect(cx: number, cy: number, width: number, depth: number, angle: number): OrientedRect {
  return { cx, cy, halfWidth: width / 2, halfDepth: depth / 2, fx: -Math.sin(angle), fy: Math.cos(angle) };
}

/** Moves and turns a rectangle in place. */
export function moveTo(r: OrientedRect, cx: number, cy: number, angle: number): void {
  r.cx = cx;
  r.cy = cy;
  r.fx = -Math.sin(angle);
  r.fy = Math.cos(angle);
}

// The frame: local x = along the frontage, to the right when looking out of the front = (fy, -fx).
function localX(r: OrientedRect, x: number, y: number): number {
  return (x - r.cx) * r.fy - (y - r.cy) * r.fx;
}
function localY(r: OrientedRect, x: number, y: number): number {
  return (x - r.cx) * r.fx + (y - r.cy) * r.fy;
}

/** Corners in order front-left, front-right, rear-right, rear-left, as x0,y0,…,x3,y3 in `out`. */
export function corners(r: OrientedRect, out: Float64Array): Float64Array {
  const rx = r.fy * r.halfWidth; // right vector (fy, -fx) times half width
  const ry = -r.fx * r.halfWidth;
  const ux = r.fx * r.halfDepth;
  const uy = r.fy * r.halfDepth;
  out[0] = r.cx - rx + ux;
  out[1] = r.cy - ry + uy;
  out[2] = r.cx + rx + ux;
  out[3] = r.cy + ry + uy;
  out[4] = r.cx + rx - ux;
  out[5] = r.cy + ry - uy;
  out[6] = r.cx - rx - ux;
  out[7] = r.cy - ry - uy;
  return out;
}

/** Whether (x, y) is inside the rectangle or on its edge. */
export function containsPoint(r: OrientedRect, x: number, y: number): boolean {
  return Math.abs(localX(r, x, y)) <= r.halfWidth && Math.abs(localY(r, x, y)) <= r.halfDepth;
}

/** Distance from (x, y) to the rectangle (0 inside). */
export function pointDistance(r: OrientedRect, x: number, y: number): number {
  return pointRectDistance(localX(r, x, y), localY(r, x, y), -r.halfWidth, -r.halfDepth, r.halfWidth, r.halfDepth);
}

/** Does a disc overlap the rectangle by more than `eps` (touching does not count)? */
export function overlapsDisc(r: OrientedRect, x: number, y: number, radius: number, eps = 1e-6): boolean {
  return pointDistance(r, x, y) < radius - eps;
}

/**
 * Segment-rectangle clipping: the parameter interval [tEnter, tExit] of the segment inside the
 * rectangle, written to out[0], out[1] when given. A rigid motion keeps segment parameters, so
 * this is clipSegmentRect in the rectangle's frame.
 */
export function clipSegment(r: OrientedRect, x0: number, y0: number, x1: number, y1: number, out?: Float64Array): boolean {
  return clipSegmentRect(localX(r, x0, y0), localY(r, x0, y0), localX(r, x1, y1), localY(r, x1, y1), -r.halfWidth, -r.halfDepth, r.halfWidth, r.halfDepth, out);
}

// half-extent of r projected on the unit axis (ax, ay)
function projectedRadius(r: OrientedRect, ax: number, ay: number): number {
  return r.halfWidth * Math.abs(r.fy * ax - r.fx * ay) + r.halfDepth * Math.abs(r.fx * ax + r.fy * ay);
}

function separatedOn(a: OrientedRect, b: OrientedRect, ax: number, ay: number, eps: number): boolean {
  const d = Math.abs((b.cx - a.cx) * ax + (b.cy - a.cy) * ay);
  return d >= projectedRadius(a, ax, ay) + projectedRadius(b, ax, ay) - eps;
}

/** Do two rectangles overlap by more than `eps` (separating axis test; touching does not count)? */
export function overlaps(a: OrientedRect, b: OrientedRect, eps = 1e-6): boolean {
  return !(
    separatedOn(a, b, a.fx, a.fy, eps) ||
    separatedOn(a, b, a.fy, -a.fx, eps) ||
    separatedOn(a, b, b.fx, b.fy, eps) ||
    separatedOn(a, b, b.fy, -b.fx, eps)
  );
}
