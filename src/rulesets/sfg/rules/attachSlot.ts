/**
 * SFG-4.6 geometry: where an attached battery stands (its slot beyond an end of the brigade's
 * front) and whether it still stands there. Apart from attach.ts so that removing a unit
 * (losses.ts) can ask it without an import cycle.
 */
import { ARTILLERY_BASE_W, INFANTRY_BASE_W } from '../constants.js';
import { IN_PLAY, type Unit } from '../state.js';
import type { Game } from '../game.js';

/** Gap left between the brigade's end and the battery (UM; only so the two footprints do not overlap). */
const ATTACH_GAP = 0.02;
/** The farthest slot offered on each end. */
export const MAX_SLOT = 2;
/** Rounding tolerance of the "still in its slot" test (UM). */
export const EPS = 1e-6;

/** Lateral offset (along the brigade's right) of the centre of slot s of brigade b. */
function slotOffset(b: Unit, slot: number): number {
  return Math.sign(slot) * (b.hw + ATTACH_GAP + (Math.abs(slot) - 0.5) * ARTILLERY_BASE_W);
}

/** Anchor of slot s of brigade b (front edge on the brigade's front line) into out[0..1]. */
export function slotAnchor(b: Unit, slot: number, out: Float64Array): void {
  const off = slotOffset(b, slot);
  out[0] = b.px + b.fy * off;
  out[1] = b.py - b.fx * off;
}

/**
 * Is battery t attached now? Its brigade is in play and t still stands in its slot (losses
 * that narrow the brigade leave it attached).
 */
export function isAttached(g: Game, t: Unit): boolean {
  if (t.attachedTo < 0 || t.removed !== IN_PLAY) return false;
  const b = g.units[t.attachedTo];
  return b.active && inSlot(t, b, b.px, b.py, b.fx, b.fy);
}

/**
 * Does t stand in its slot of brigade b placed at anchor (px, py) facing (fx, fy)? Same facing,
 * front edge on the brigade's front line, on the side it joined, no farther out than the widest
 * the brigade can be (a full line) plus the batteries inside it.
 */
export function inSlot(t: Unit, b: Unit, px: number, py: number, fx: number, fy: number): boolean {
  if (Math.abs(fx - t.fx) > EPS || Math.abs(fy - t.fy) > EPS) return false;
  const dx = t.px - px;
  const dy = t.py - py;
  if (Math.abs(dx * fx + dy * fy) > EPS) return false;
  const lat = (dx * fy - dy * fx) * Math.sign(t.attachSlot);
  return lat > 0 && lat <= (b.n0 * INFANTRY_BASE_W) / 2 + ATTACH_GAP + Math.abs(t.attachSlot) * ARTILLERY_BASE_W + EPS;
}
