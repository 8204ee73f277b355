import { describe, it, expect } from 'vitest';
import {
  clipSegmentRect,
  discHitRectDistance,
  edgeDistance,
  pointRectDistance,
  rectRectDistance,
  segmentCircleT,
  segmentHitsDisc,
  segmentSegmentDistance,
  segmentSegmentT,
  segmentRectDistance,
  squareLimit,
} from '../../src/rulesets/kit/geometry.js';

const s = new Float64Array(2);

describe('kit geometry primitives (SDS 1.5 edge-to-edge distances)', () => {
  it('edgeDistance is centre distance minus both radii, negative when overlapping', () => {
    expect(edgeDistance(0, 0, 12.5, 300, 400, 12.5)).toBeCloseTo(475, 9);
    expect(edgeDistance(0, 0, 12.5, 25, 0, 12.5)).toBeCloseTo(0, 9);
    expect(edgeDistance(0, 0, 12.5, 20, 0, 12.5)).toBeCloseTo(-5, 9);
  });

  it('point and rectangle distances', () => {
    expect(pointRectDistance(50, 50, 0, 0, 100, 100)).toBe(0);
    expect(pointRectDistance(103, 104, 0, 0, 100, 100)).toBeCloseTo(5, 9);
    expect(rectRectDistance(0, 0, 10, 10, 13, 14, 20, 20)).toBeCloseTo(5, 9);
    expect(rectRectDistance(0, 0, 10, 10, 5, 5, 20, 20)).toBe(0);
  });

  it('Liang–Barsky clips a segment to a rectangle', () => {
    expect(clipSegmentRect(0, 50, 200, 50, 50, 0, 100, 100, s)).toBe(true);
    expect(s[0]).toBeCloseTo(0.25, 12);
    expect(s[1]).toBeCloseTo(0.5, 12);
    expect(clipSegmentRect(0, 150, 200, 150, 50, 0, 100, 100, s)).toBe(false);
    // diagonal missing the corner
    expect(clipSegmentRect(0, 120, 120, 0, 70, 70, 100, 100, s)).toBe(false);
    expect(clipSegmentRect(0, 120, 120, 0, 50, 0, 100, 50, s)).toBe(true); // (100, 20) is inside
    expect(segmentRectDistance(0, 150, 200, 150, 50, 0, 100, 100, s)).toBeCloseTo(50, 9);
  });

  it('segment–segment crossing and distance', () => {
    expect(segmentSegmentT(0, 0, 100, 0, 25, -10, 25, 10)).toBeCloseTo(0.25, 12);
    expect(segmentSegmentT(0, 0, 100, 0, 125, -10, 125, 10)).toBe(-1);
    expect(segmentSegmentT(0, 0, 100, 0, 0, 5, 100, 5)).toBe(-1); // parallel
    expect(segmentSegmentDistance(0, 0, 100, 0, 50, 30, 50, 80)).toBeCloseTo(30, 9);
  });

  it('segment–circle first contact', () => {
    expect(segmentCircleT(0, 0, 100, 0, 50, 0, 10)).toBeCloseTo(0.4, 12);
    expect(segmentCircleT(0, 0, 100, 0, 50, 20, 10)).toBe(-1);
    expect(segmentCircleT(0, 0, 100, 0, 50, 6, 10)).toBeCloseTo((50 - 8) / 100, 12);
    expect(segmentCircleT(45, 0, 100, 0, 50, 0, 10)).toBe(0); // starts inside
  });

  it('a moving disc touches a rectangle face, or its rounded corner', () => {
    // face: disc r 12.5 from (100,100) north to a rect whose south side is y = 200
    expect(discHitRectDistance(100, 100, 12.5, 0, 1, 300, 50, 200, 150, 300, s)).toBeCloseTo(87.5, 6);
    // corner (150,200), path x = 160: contact when (10)^2 + (dy)^2 = 12.5^2 → dy = 7.5
    expect(discHitRectDistance(160, 100, 12.5, 0, 1, 300, 50, 200, 150, 300, s)).toBeCloseTo(92.5, 6);
    // clear by 7.5 mm
    expect(discHitRectDistance(170, 100, 12.5, 0, 1, 300, 50, 200, 150, 300, s)).toBe(Infinity);
  });

  it('clipSegmentRect without an out buffer answers whether the segment meets the rectangle', () => {
    expect(clipSegmentRect(0, 5, 20, 5, 10, 0, 15, 10)).toBe(true);
    expect(clipSegmentRect(0, 11, 20, 11, 10, 0, 15, 10)).toBe(false);
    // touching an edge counts (edges are part of the rectangle)
    expect(clipSegmentRect(0, 10, 20, 10, 10, 0, 15, 10)).toBe(true);
    // a segment that ends before the rectangle misses it
    expect(clipSegmentRect(0, 5, 9, 5, 10, 0, 15, 10)).toBe(false);
  });

  it('segmentHitsDisc: strictly closer than r to the segment, endpoints clamped', () => {
    expect(segmentHitsDisc(0, 0, 10, 0, 5, 2, 3)).toBe(true);
    expect(segmentHitsDisc(0, 0, 10, 0, 5, 3, 3)).toBe(false); // grazing at exactly r
    expect(segmentHitsDisc(0, 0, 10, 0, 14, 0, 3)).toBe(false); // beyond the end point
    expect(segmentHitsDisc(0, 0, 10, 0, 12, 0, 3)).toBe(true); // end point within r
  });
});

/** The double next to x (up or down), by its bit pattern (x > 0). */
function adjacent(x: number, step: 1n | -1n): number {
  const bits = new BigInt64Array(1);
  const value = new Float64Array(bits.buffer);
  value[0] = x;
  bits[0] += step;
  return value[0];
}

describe('squareLimit: a bound held against a squared distance', () => {
  it('is the largest double whose rounded square root is within the bound', () => {
    const bounds = [0.5, 1, 3, 5, 20, 20.01, 50, 99.9, 100, 1 / 3, Math.PI, 1e-150, 7e150];
    // and some with every mantissa bit in play (a fixed linear congruential sequence)
    let seed = 12345;
    for (let k = 0; k < 200; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      bounds.push((seed / 2147483648) * 10 ** ((k % 7) - 2));
    }
    for (const b of bounds) {
      const l = squareLimit(b);
      expect(Math.sqrt(l) <= b, `sqrt(limit) within ${b}`).toBe(true);
      expect(Math.sqrt(adjacent(l, 1n)) > b, `the next double's root beyond ${b}`).toBe(true);
    }
  });
  it('handles the ends: 0 admits only 0, no bound below 0, none above infinity', () => {
    expect(squareLimit(0)).toBe(0);
    expect(squareLimit(-1)).toBe(-Infinity);
    expect(squareLimit(Number.NaN)).toBe(-Infinity);
    expect(squareLimit(Infinity)).toBe(Infinity);
    expect(squareLimit(Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
  });
});
