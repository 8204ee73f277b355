// Facing rectangles (kit; SFG §12 geometry): point and footprint distances, overlap, the 45° arc clip, line of fire.
import { describe, expect, it } from 'vitest';
import { clipToArc, inArc, pointPolyDist, pointRectDist, rectDist, rectsOverlap, segmentCrossesRect } from '../../src/rulesets/kit/facingRect.js';

// a rectangle from its front-centre (px, py), facing, width and depth
const box = (px: number, py: number, fx: number, fy: number, w: number, d: number) => ({
  cx: px - (fx * d) / 2,
  cy: py - (fy * d) / 2,
  fx,
  fy,
  hw: w / 2,
  hd: d / 2,
});

describe('SFG-12.3 distances', () => {
  it('point to footprint: 0 inside, to the edge or corner outside', () => {
    const r = box(0, 0, 0, 1, 4, 2); // front edge y = 0, body y ∈ [−2, 0]
    expect(pointRectDist(0, -1, r)).toBe(0);
    expect(pointRectDist(0, 3, r)).toBeCloseTo(3, 12);
    expect(pointRectDist(5, 4, r)).toBeCloseTo(5, 12);
  });
  it('footprint to footprint, rotated: 0 when touching, corner distance otherwise', () => {
    const a = box(0, 0, 0, 1, 2, 2);
    const b = box(0, 3, 0, -1, 2, 2); // body y ∈ [3, 5]
    expect(rectDist(a, b)).toBeCloseTo(3, 12);
    const c = box(0, 0, 0, -1, 2, 2); // touching a along y = 0
    expect(rectsOverlap(a, c)).toBe(false);
    expect(rectDist(a, c)).toBe(0);
    const s = Math.SQRT1_2;
    const d = box(3, 1, s, s, 2, 2);
    expect(rectDist(a, d)).toBeGreaterThan(0);
    expect(rectsOverlap(a, box(0.5, 0.5, s, s, 2, 2))).toBe(true);
  });
});

describe('SFG-12.4 the 45° arc', () => {
  it('in arc iff ahead of the front edge and within 45° of its corners', () => {
    expect(inArc(0.4 + 2, 2, 0, 0, 0, 1, 0.4)).toBe(true);
    expect(inArc(0.4 + 2.1, 2, 0, 0, 0, 1, 0.4)).toBe(false);
    expect(inArc(0, -0.1, 0, 0, 0, 1, 0.4)).toBe(false);
  });
  it('a target partly in arc is clipped to the part inside; range from the base centre to that part', () => {
    const target = box(5, 4, 0, -1, 4, 1); // body x ∈ [3, 7], y ∈ [4, 5]
    const out = new Float64Array(40);
    const tmp = new Float64Array(40);
    const n = clipToArc(target, 0, 0, 0, 1, 0.4, out, tmp);
    expect(n).toBeGreaterThan(2);
    const near = new Float64Array(2);
    // the nearest in-arc point is where the arc edge x = 0.4 + y meets y = 4: (4.4, 4)... clipped to x ≥ 3 → (3, 4)
    const dist = pointPolyDist(0, -0.2, out, n, near);
    expect(near[0]).toBeCloseTo(3, 9);
    expect(near[1]).toBeCloseTo(4, 9);
    expect(dist).toBeCloseTo(Math.hypot(3, 4.2), 9);
  });
  it('a sliver (an arc edge grazing a corner) is no polygon to be inside of: distance to its points', () => {
    // the corner (1, 1) only, repeated as a clip can leave it
    const sliver = Float64Array.of(1, 1, 1, 1, 1, 1);
    const near = new Float64Array(2);
    expect(pointPolyDist(4, 5, sliver, 3, near)).toBeCloseTo(5, 12);
    expect([near[0], near[1]]).toEqual([1, 1]);
    // a segment (collinear points) likewise
    expect(pointPolyDist(0, 3, Float64Array.of(-1, 0, 0, 0, 1, 0), 3, near)).toBeCloseTo(3, 12);
  });
});

describe('SFG-12.5 line of fire', () => {
  it('a segment through a unit is blocked; grazing its edge is not', () => {
    const r = box(0, 1, 0, 1, 2, 2); // x ∈ [−1, 1], y ∈ [−1, 1]
    expect(segmentCrossesRect(-3, 0, 3, 0, r)).toBe(true);
    expect(segmentCrossesRect(-3, 1, 3, 1, r)).toBe(false);
    expect(segmentCrossesRect(-3, 2, 3, 2, r)).toBe(false);
  });
});
