import { describe, expect, it } from 'vitest';
import { orientedRect } from '../../src/rulesets/kit/orientedRect.js';
import { blockedByBoxes, blockedByDiscs, blockedByRects } from '../../src/rulesets/kit/sight.js';

describe('line of sight blockers', () => {
  it('boxes: a wood between the two blocks, one beside the line does not', () => {
    const boxes = Float64Array.of(40, -5, 60, 5, 40, 10, 60, 20);
    expect(blockedByBoxes(0, 0, 100, 0, boxes, 2)).toBe(true);
    expect(blockedByBoxes(0, 0, 100, 0, boxes.subarray(4), 1)).toBe(false);
    expect(blockedByBoxes(0, 0, 30, 0, boxes, 2)).toBe(false); // the line ends before the wood
  });

  it('discs: a base in the way blocks unless it is the shooter, the target or dead', () => {
    const x = Float64Array.of(0, 100, 50, 50);
    const y = Float64Array.of(0, 0, 1, 30);
    const r = Float64Array.of(2, 2, 2, 2);
    const alive = Uint8Array.of(1, 1, 1, 1);
    expect(blockedByDiscs(0, 0, 100, 0, x, y, r, alive, 4, 0, 1)).toBe(true);
    alive[2] = 0;
    expect(blockedByDiscs(0, 0, 100, 0, x, y, r, alive, 4, 0, 1)).toBe(false);
  });

  it('formations: a rectangle across the line blocks, a grazing one does not', () => {
    const s = new Float64Array(2);
    const across = orientedRect(50, 0, 20, 4, Math.PI / 2);
    const corner = orientedRect(50, 2, 20, 4, 0); // x in [40, 60], y in [0, 4]
    expect(blockedByRects(0, 0, 100, 0, [across], null, null, s)).toBe(true);
    expect(blockedByRects(0, 0, 100, 0, [across], across, null, s)).toBe(false);
    // the line y = 40 - x touches only the corner (40, 0)
    expect(blockedByRects(0, 40, 80, -40, [corner], null, null, s)).toBe(false);
    expect(blockedByRects(0, 41, 80, -39, [corner], null, null, s)).toBe(true);
  });
});
