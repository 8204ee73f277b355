import { describe, it, expect } from 'vitest';
import {
  detourPoint,
  moveToward,
  recoilPosition,
  shortenedMove,
  MOVE_BLOCKED,
  MOVE_DIFFICULT,
  MOVE_EDGE,
  MOVE_FREE,
  MOVE_LINEAR,
} from '../../../src/rulesets/sds/table/index.js';
import { table, R, OPTS } from './helpers.js';

const out = new Float64Array(4);
function move(t: ReturnType<typeof table>, x: number, y: number, tx: number, ty: number, budget: number, mounted = false, opts = OPTS): number[] {
  moveToward(t, x, y, R, tx, ty, budget, mounted, opts, out);
  return [out[0], out[1], out[2], out[3]];
}
function expectMove(got: number[], want: number[]): void {
  for (let i = 0; i < 4; i++) expect(got[i]).toBeCloseTo(want[i], 6);
}

describe('SDS 3.1 straight moves on open ground and the table edge', () => {
  const t = table();
  it('moves the full allowance toward the target, or stops on it', () => {
    expectMove(move(t, 100, 100, 100, 500, 120), [100, 220, 120, MOVE_FREE]);
    expectMove(move(t, 100, 100, 100, 150, 120), [100, 150, 50, MOVE_FREE]);
    expectMove(move(t, 100, 100, 400, 500, 100), [160, 180, 100, MOVE_FREE]);
  });
  it('stays on the table', () => {
    expectMove(move(t, 100, 100, 100, -500, 120), [100, 12.5, 87.5, MOVE_EDGE]);
  });
});

describe('SDS 3.2 difficult terrain: one stick category shorter', () => {
  it('shortenedMove: L → M, M → S, S → ½S at every scale', () => {
    expect(shortenedMove(180, 28, 1)).toBeCloseTo(120, 9);
    expect(shortenedMove(120, 28, 1)).toBeCloseTo(75, 9);
    expect(shortenedMove(75, 28, 1)).toBeCloseTo(37.5, 9);
    expect(shortenedMove(80, 15, 1)).toBeCloseTo(50, 9);
    expect(shortenedMove(240, 40, 1)).toBeCloseTo(160, 9);
    expect(shortenedMove(120, 28, 0)).toBe(120);
  });
  const t = table([{ kind: 'difficult', x0: 0, y0: 200, x1: 900, y1: 300 }]);
  it('a move that enters difficult terrain is 1S instead of 1M', () => {
    expectMove(move(t, 100, 150, 100, 500, 120), [100, 225, 75, MOVE_FREE]);
  });
  it('a move that starts in it is shorter too', () => {
    expectMove(move(t, 100, 250, 100, 500, 120), [100, 325, 75, MOVE_FREE]);
    expectMove(move(t, 100, 250, 100, 800, 180, true), [100, 370, 120, MOVE_FREE]); // mounted L → M
  });
  it('a model that would enter short of the shortened move stops at the edge instead', () => {
    // touching at 87.5 mm > 75 mm: better to stop at the edge than to enter
    expectMove(move(t, 100, 100, 100, 500, 120), [100, 187.5, 87.5, MOVE_DIFFICULT]);
  });
  it('brokenTerrainStep 0 ignores it; hills only with hillIsDifficult', () => {
    expectMove(move(t, 100, 150, 100, 500, 120, false, { ...OPTS, brokenTerrainStep: 0 }), [100, 270, 120, MOVE_FREE]);
    const hill = table([{ kind: 'hill', x0: 0, y0: 200, x1: 900, y1: 300 }]);
    expectMove(move(hill, 100, 150, 100, 500, 120), [100, 270, 120, MOVE_FREE]);
    expectMove(move(hill, 100, 150, 100, 500, 120, false, { ...OPTS, hillIsDifficult: true }), [100, 225, 75, MOVE_FREE]);
  });
  it('woods are difficult for foot and closed to mounted models (SDS 3.2)', () => {
    const w = table([{ kind: 'wood', x0: 0, y0: 200, x1: 900, y1: 300 }]);
    expectMove(move(w, 100, 150, 100, 500, 120), [100, 225, 75, MOVE_FREE]);
    expectMove(move(w, 100, 100, 100, 500, 180, true), [100, 187.5, 87.5, MOVE_BLOCKED]);
  });
});

describe('SDS 3.2 / 10.5 impassable: buildings and single trees', () => {
  const t = table([{ kind: 'building', x0: 50, y0: 200, x1: 150, y1: 300 }], [], [{ x: 600, y: 300, r: 15 }]);
  it('stops in contact with a building face or corner', () => {
    expectMove(move(t, 100, 100, 100, 500, 180), [100, 187.5, 87.5, MOVE_BLOCKED]);
    expectMove(move(t, 160, 100, 160, 500, 180), [160, 192.5, 92.5, MOVE_BLOCKED]);
    expectMove(move(t, 170, 100, 170, 500, 180), [170, 280, 180, MOVE_FREE]);
  });
  it('stops in contact with a tree', () => {
    expectMove(move(t, 600, 100, 600, 500, 400), [600, 272.5, 172.5, MOVE_BLOCKED]);
  });
  it('detourPoint gives a corner from which the model can go on', () => {
    const wp = new Float64Array(2);
    expect(detourPoint(t, 100, 100, R, 100, 500, false, wp)).toBe(true);
    expect(wp[0]).toBeCloseTo(36.5, 9);
    expect(wp[1]).toBeCloseTo(186.5, 9);
    expectMove(move(t, 100, 100, wp[0], wp[1], 180), [wp[0], wp[1], Math.hypot(63.5, 86.5), MOVE_FREE]);
    expect(detourPoint(t, 300, 100, R, 300, 500, false, wp)).toBe(false);
  });
});

describe('SDS 3.4 linear obstacles (obstacleCrossing)', () => {
  const t = table([], [{ kind: 'fence', ax: 0, ay: 200, bx: 900, by: 200 }]);
  it('endsMove: the move ends with the base just beyond the obstacle', () => {
    expectMove(move(t, 100, 100, 100, 500, 120), [100, 213, 113, MOVE_LINEAR]);
  });
  it('endsMove: not enough allowance to get over → stops in contact on this side', () => {
    expectMove(move(t, 100, 90, 100, 500, 120), [100, 187.5, 97.5, MOVE_LINEAR]);
  });
  it('an obstacle out of reach changes nothing', () => {
    expectMove(move(t, 100, 50, 100, 500, 120), [100, 170, 120, MOVE_FREE]);
  });
  it('a target point at the obstacle stops the base in contact with it', () => {
    expectMove(move(t, 100, 100, 100, 195, 120), [100, 187.5, 87.5, MOVE_LINEAR]);
  });
  it('halfMove: crossing costs half the action', () => {
    const o = { ...OPTS, obstacleCrossing: 'halfMove' as const };
    expectMove(move(t, 100, 170, 100, 500, 120, false, o), [100, 230, 60, MOVE_FREE]);
    expectMove(move(t, 100, 100, 100, 500, 120, false, o), [100, 187.5, 87.5, MOVE_LINEAR]);
  });
  it('free: obstacles cost nothing', () => {
    expectMove(move(t, 100, 100, 100, 500, 120, false, { ...OPTS, obstacleCrossing: 'free' }), [100, 220, 120, MOVE_FREE]);
  });
  it('a very oblique obstacle cannot be crossed', () => {
    const got = move(t, 100, 150, 900, 260, 400);
    expect(got[1]).toBeCloseTo(187.5, 6);
    expect(got[3]).toBe(MOVE_LINEAR);
  });
});

describe('bases in contact with impassable terrain', () => {
  const t = table([{ kind: 'building', x0: 50, y0: 200, x1: 150, y1: 300 }], [], [{ x: 600, y: 300, r: 15 }]);
  it('may move away from or along a building they touch, not into it', () => {
    expectMove(move(t, 100, 187.5, 100, 0, 100), [100, 87.5, 100, MOVE_FREE]);
    expectMove(move(t, 20, 187.5, 400, 187.5, 100), [120, 187.5, 100, MOVE_FREE]);
    const got = move(t, 100, 187.5, 100, 500, 100);
    expect(got[2]).toBeCloseTo(0, 6);
    expect(got[3]).toBe(MOVE_BLOCKED);
  });
  it('may move away from a tree they touch, not through it', () => {
    expectMove(move(t, 600, 272.5, 600, 0, 100), [600, 172.5, 100, MOVE_FREE]);
    const got = move(t, 600, 272.5, 600, 500, 100);
    expect(got[2]).toBeCloseTo(0, 6);
    expect(got[3]).toBe(MOVE_BLOCKED);
  });
});

describe('SDS 5.6 recoil one base width directly away', () => {
  const t = table([{ kind: 'building', x0: 0, y0: 300, x1: 900, y1: 400 }], [{ kind: 'hedge', ax: 500, ay: 100, bx: 500, by: 200 }]);
  const xs = Float64Array.of(200, 200, 200, 700);
  const ys = Float64Array.of(200, 175, 240, 150);
  const rs = Float64Array.of(R, R, R, R);
  const alive = Uint8Array.of(1, 1, 1, 1);
  const sides = Uint8Array.of(0, 1, 0, 0);
  const o = new Float64Array(2);
  it('moves 25 mm away from the winner when the way is clear', () => {
    alive[2] = 0;
    expect(recoilPosition(t, 200, 200, R, 200, 175, 25, false, xs, ys, rs, alive, 4, 0, sides, 0, o)).toBe(true);
    expect(o[0]).toBeCloseTo(200, 9);
    expect(o[1]).toBeCloseTo(225, 9);
  });
  it('is blocked by another base, by buildings, the table edge and linear obstacles (the model falls instead)', () => {
    alive[2] = 1; // a friend at (200, 240) overlaps the spot
    expect(recoilPosition(t, 200, 200, R, 200, 175, 25, false, xs, ys, rs, alive, 4, 0, sides, 0, o)).toBe(false);
    expect(recoilPosition(t, 200, 280, R, 200, 255, 25, false, xs, ys, rs, alive, 0, -1, null, 0, o)).toBe(false); // building
    expect(recoilPosition(t, 20, 100, R, 45, 100, 25, false, xs, ys, rs, alive, 0, -1, null, 0, o)).toBe(false); // edge
    expect(recoilPosition(t, 490, 150, R, 465, 150, 25, false, xs, ys, rs, alive, 0, -1, null, 0, o)).toBe(false); // hedge
  });
  it('ending in base contact with an enemy blocks it; with a friend it does not', () => {
    // recoil from (650,150) away from (625,150) ends at (675,150), touching model 3 at (700,150)
    sides[3] = 1;
    expect(recoilPosition(t, 650, 150, R, 625, 150, 25, false, xs, ys, rs, alive, 4, -1, sides, 0, o)).toBe(false);
    sides[3] = 0;
    expect(recoilPosition(t, 650, 150, R, 625, 150, 25, false, xs, ys, rs, alive, 4, -1, sides, 0, o)).toBe(true);
  });
});
