import { clipSegmentRect, segmentHitsDisc } from './geometry.js';
import { clipSegment, type OrientedRect } from './orientedRect.js';

/**
 * Line of sight against the usual blockers: axis-aligned terrain boxes, discs (model bases)
 * and oriented rectangles (formations). Each answers "is the straight line from (ax, ay) to
 * (bx, by) blocked?"; games combine them under their own rules (which terrain blocks, whether
 * the shooter's and target's own bases count, how many sample lines must be clear).
 */

/** Blocked by any of `count` boxes stored as x0, y0, x1, y1 in `boxes` (edges included)? */
export function blockedByBoxes(ax: number, ay: number, bx: number, by: number, boxes: Float64Array, count: number): boolean {
  for (let k = 0; k < count; k++) {
    const b = k * 4;
    if (clipSegmentRect(ax, ay, bx, by, boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3])) return true;
  }
  return false;
}

/**
 * Blocked by any living disc i (x[i], y[i], radius r[i]) other than `skipA` and `skipB` (the
 * shooter and the target)? A line that only grazes a base does not count.
 */
export function blockedByDiscs(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x: Float64Array,
  y: Float64Array,
  r: Float64Array,
  alive: Uint8Array,
  count: number,
  skipA: number,
  skipB: number,
): boolean {
  for (let i = 0; i < count; i++) {
    if (i === skipA || i === skipB || alive[i] === 0) continue;
    if (segmentHitsDisc(ax, ay, bx, by, x[i], y[i], r[i])) return true;
  }
  return false;
}

/**
 * Blocked by any rectangle other than `skipA` and `skipB` that the line runs through for more
 * than `graze` (touching a corner does not count; running along an edge does, edges being part
 * of the rectangle)?
 */
export function blockedByRects(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  rects: readonly OrientedRect[],
  skipA: OrientedRect | null,
  skipB: OrientedRect | null,
  scratch: Float64Array,
  graze = 1e-6,
): boolean {
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  for (let k = 0; k < rects.length; k++) {
    const q = rects[k];
    if (q === skipA || q === skipB) continue;
    if (clipSegment(q, ax, ay, bx, by, scratch) && (scratch[1] - scratch[0]) * len > graze) return true;
  }
  return false;
}
