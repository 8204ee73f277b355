import { describe, expect, it } from 'vitest';
import { moveToward, MOVE_BLOCKED } from '../../../src/rulesets/sds/table/index.js';
import { table, R, OPTS } from './helpers.js';

// SDS 3.2: buildings and single trees cannot be entered. A move that stops in contact with one
// leaves the base touching it; the next move into it must stop at once, not pass through.
const out = new Float64Array(4);

function twoMoves(t: ReturnType<typeof table>, x: number, y: number, tx: number, ty: number): number[] {
  moveToward(t, x, y, R, tx, ty, 120, false, OPTS, out);
  const x1 = out[0];
  const y1 = out[1];
  moveToward(t, x1, y1, R, tx, ty, 120, false, OPTS, out);
  return [y1, out[1], out[2], out[3]];
}

describe('SDS 3.2 a base touching impassable terrain does not walk through it', () => {
  it('a building: the second move toward it moves 0', () => {
    const t = table([{ kind: 'building', x0: 300, y0: 250, x1: 500, y1: 270, heavyCover: true }]);
    const [y1, y2, moved, why] = twoMoves(t, 450, 300, 450, 0);
    expect(y1).toBeCloseTo(282.5, 5);
    expect(moved).toBeLessThan(1e-6);
    expect(y2).toBeCloseTo(282.5, 5);
    expect(why).toBe(MOVE_BLOCKED);
  });
  it('a single tree: the second move toward it moves 0', () => {
    const t = table([], [], [{ x: 450, y: 240, r: 15 }]);
    const [y1, y2, moved] = twoMoves(t, 450, 300, 450, 0);
    expect(y1).toBeCloseTo(267.5, 5);
    expect(moved).toBeLessThan(1e-6);
    expect(y2).toBeCloseTo(267.5, 5);
  });
  it('touching, it may still slide along or walk away', () => {
    const t = table([{ kind: 'building', x0: 300, y0: 250, x1: 500, y1: 270, heavyCover: true }]);
    moveToward(t, 450, 282.5, R, 600, 282.5, 120, false, OPTS, out);
    expect(out[2]).toBeCloseTo(120, 5);
    moveToward(t, 450, 282.5, R, 450, 600, 120, false, OPTS, out);
    expect(out[2]).toBeCloseTo(120, 5);
  });
});
