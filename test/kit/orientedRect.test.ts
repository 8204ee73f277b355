import { describe, expect, it } from 'vitest';
import { clipSegmentRect } from '../../src/rulesets/kit/geometry.js';
import { clipSegment, containsPoint, corners, moveTo, orientedRect, overlaps, overlapsDisc, pointDistance } from '../../src/rulesets/kit/orientedRect.js';

const out = new Float64Array(8);

describe('oriented rectangles (formations)', () => {
  it('an unrotated rectangle faces +y and has the expected corners', () => {
    const r = orientedRect(10, 20, 8, 4, 0);
    expect(Array.from(corners(r, out))).toEqual([6, 22, 14, 22, 14, 18, 6, 18]);
  });

  it('turned a quarter left, the front faces -x and the frontage runs along y', () => {
    const r = orientedRect(0, 0, 8, 4, Math.PI / 2);
    expect(r.fx).toBeCloseTo(-1, 12);
    expect(r.fy).toBeCloseTo(0, 12);
    expect(containsPoint(r, -1.9, 3.9)).toBe(true);
    expect(containsPoint(r, -2.1, 0)).toBe(false);
    expect(containsPoint(r, 0, 4.1)).toBe(false);
    const c = corners(r, out);
    // front-left corner: front is -x, left of the facing is -y
    expect(c[0]).toBeCloseTo(-2, 12);
    expect(c[1]).toBeCloseTo(-4, 12);
  });

  it('pointDistance and overlapsDisc measure to the nearest edge or corner', () => {
    const r = orientedRect(0, 0, 2, 2, Math.PI / 4); // a diamond with corners at distance √2
    expect(pointDistance(r, 0, 0)).toBe(0);
    expect(pointDistance(r, 3, 0)).toBeCloseTo(3 - Math.SQRT2, 12);
    expect(overlapsDisc(r, 2, 0, 0.5)).toBe(false);
    expect(overlapsDisc(r, 1.8, 0, 0.5)).toBe(true);
  });

  it('clipSegment equals axis-aligned clipping when unrotated, and finds entry/exit when rotated', () => {
    const r = orientedRect(5, 5, 4, 2, 0);
    const a = new Float64Array(2);
    const b = new Float64Array(2);
    expect(clipSegment(r, 0, 5, 10, 5, a)).toBe(clipSegmentRect(0, 5, 10, 5, 3, 4, 7, 6, b));
    expect(a[0]).toBeCloseTo(b[0], 12);
    expect(a[1]).toBeCloseTo(b[1], 12);
    // turned 90°: now 2 wide along x and 4 deep along y; the line y = 5 crosses x in [4, 6]
    const q = orientedRect(5, 5, 4, 2, Math.PI / 2);
    expect(clipSegment(q, 0, 5, 10, 5, a)).toBe(true);
    expect(a[0]).toBeCloseTo(0.4, 12);
    expect(a[1]).toBeCloseTo(0.6, 12);
    expect(clipSegment(q, 0, 7.5, 10, 7.5)).toBe(false);
  });

  it('overlaps: separating axes, touching does not count', () => {
    const a = orientedRect(0, 0, 4, 2, 0);
    const b = orientedRect(4, 0, 4, 2, 0); // edge to edge
    expect(overlaps(a, b)).toBe(false);
    moveTo(b, 3.9, 0, 0);
    expect(overlaps(a, b)).toBe(true);
    // a diamond near the corner: axis-aligned boxes would overlap, the shapes do not
    const d = orientedRect(3.3, 2.3, 2, 2, Math.PI / 4);
    expect(overlaps(a, d)).toBe(false);
    moveTo(d, 2.5, 1.5, Math.PI / 4);
    expect(overlaps(a, d)).toBe(true);
  });
});
