import { describe, expect, it } from 'vitest';
import { moveToward, MOVE_DIFFICULT } from '../../../src/rulesets/sds/table/index.js';
import { table, R, OPTS } from './helpers.js';

// SDS 3.2: a move action that starts in or enters difficult terrain is one stick shorter. A move
// that stops at the edge of difficult ground (rather than enter and lose the move) leaves the base
// touching it within float error; the next move into it enters it, so it is the shorter one.
const out = new Float64Array(4);
const M = 120;
const S = 75;
const L = 180;

describe('SDS 3.2 a move that starts at the edge of difficult ground and enters it is shortened', () => {
  const t = table([
    { kind: 'difficult', x0: 0, y0: 200, x1: 900, y1: 300 },
    { kind: 'wood', x0: 600, y0: 500, x1: 800, y1: 700 },
  ]);
  // approaches from straight on to 60° off the normal, each stopping at the edge first
  for (const deg of [0, 17, 35, 60]) {
    it(`a foot model stopped at its edge (approach ${deg}°) then moves 1S into it, not 1M`, () => {
      const a = (deg * Math.PI) / 180;
      const x0 = 300;
      const y0 = 300 + R + 100 * Math.cos(a);
      const tx = x0 + 1000 * Math.sin(a);
      const ty = y0 - 1000 * Math.cos(a);
      moveToward(t, x0, y0, R, tx, ty, M, false, OPTS, out);
      expect(out[3]).toBe(MOVE_DIFFICULT);
      moveToward(t, out[0], out[1], R, tx, ty, M, false, OPTS, out);
      expect(out[2]).toBeCloseTo(S, 6);
    });
  }
  it('a mounted model stopped at its edge then moves 1M into it, not 1L', () => {
    moveToward(t, 300, 300 + R + 170, R, 300, 0, L, true, OPTS, out);
    expect(out[3]).toBe(MOVE_DIFFICULT);
    moveToward(t, out[0], out[1], R, 300, 0, L, true, OPTS, out);
    expect(out[2]).toBeCloseTo(M, 6);
  });
  it('a foot model stopped at the edge of a wood then moves 1S into it', () => {
    moveToward(t, 700, 500 - R - 100, R, 700, 900, M, false, OPTS, out);
    expect(out[3]).toBe(MOVE_DIFFICULT);
    moveToward(t, out[0], out[1], R, 700, 900, M, false, OPTS, out);
    expect(out[2]).toBeCloseTo(S, 6);
  });
  it('touching its edge, it may still walk along it or away at full length', () => {
    moveToward(t, 300, 300 + R + 100, R, 300, 0, M, false, OPTS, out);
    const x = out[0];
    const y = out[1];
    moveToward(t, x, y, R, 900, y, M, false, OPTS, out);
    expect(out[2]).toBeCloseTo(M, 6);
    moveToward(t, x, y, R, x, 900, M, false, OPTS, out);
    expect(out[2]).toBeCloseTo(M, 6);
  });
});
