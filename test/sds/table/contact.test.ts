import { describe, it, expect } from 'vitest';
import { firstContact } from '../../../src/rulesets/sds/table/index.js';

describe('SDS 1.5 contact along a move', () => {
  it('firstContact: the distance at which a moving base first touches another', () => {
    const xs = Float64Array.of(100, 100, 300);
    const ys = Float64Array.of(200, 400, 100);
    const rs = Float64Array.of(12.5, 12.5, 12.5);
    const alive = Uint8Array.of(1, 1, 1);
    expect(firstContact(100, 100, 12.5, 0, 1, 500, xs, ys, rs, alive, 3, -1)).toBeCloseTo(75, 9);
    alive[0] = 0;
    expect(firstContact(100, 100, 12.5, 0, 1, 500, xs, ys, rs, alive, 3, -1)).toBeCloseTo(275, 9);
    expect(firstContact(100, 100, 12.5, 0, 1, 100, xs, ys, rs, alive, 3, -1)).toBe(100); // none within len
    alive[0] = 1;
    expect(firstContact(100, 100, 12.5, 0, 1, 500, xs, ys, rs, alive, 3, 0)).toBeCloseTo(275, 9); // skip
    // touching and moving away: free; touching and moving closer: 0
    expect(firstContact(100, 175, 12.5, 0, -1, 50, xs, ys, rs, alive, 3, -1)).toBe(50);
    expect(firstContact(100, 175, 12.5, 0, 1, 50, xs, ys, rs, alive, 3, -1)).toBe(0);
    // glancing: offset 20 at combined radius 25 → contact 15 before the centre line
    expect(firstContact(280, 0, 12.5, 0, 1, 500, xs, ys, rs, alive, 3, -1)).toBeCloseTo(85, 9);
  });
});
