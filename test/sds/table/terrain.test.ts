import { describe, it, expect } from 'vitest';
import { behindObstacle, canStand, higherGround, inDifficult, onHill, woodStatus, crossesLinear } from '../../../src/rulesets/sds/table/index.js';
import { table, R } from './helpers.js';

describe('SDS 4.6 woodStatus', () => {
  const t = table([{ kind: 'wood', x0: 300, y0: 300, x1: 600, y1: 600 }]);
  it('outside, partly in, at the inside edge, deep inside', () => {
    expect(woodStatus(t, 100, 450, R)).toBe(0);
    expect(woodStatus(t, 287.5, 450, R)).toBe(0); // touching from outside
    expect(woodStatus(t, 295, 450, R)).toBe(1); // centre outside, base overlapping
    expect(woodStatus(t, 305, 450, R)).toBe(1); // centre inside, base sticking out
    expect(woodStatus(t, 312.5, 450, R)).toBe(2); // touching the inside edge
    expect(woodStatus(t, 315, 450, R)).toBe(2); // within the 2.5 mm tolerance
    expect(woodStatus(t, 316, 450, R)).toBe(3);
    expect(woodStatus(t, 450, 450, R)).toBe(3);
  });
});

describe('SDS 3.2 terrain under a base', () => {
  const t = table(
    [
      { kind: 'difficult', x0: 0, y0: 0, x1: 100, y1: 100 },
      { kind: 'hill', x0: 200, y0: 0, x1: 300, y1: 100 },
      { kind: 'building', x0: 400, y0: 0, x1: 500, y1: 100 },
      { kind: 'wood', x0: 600, y0: 0, x1: 700, y1: 100 },
    ],
    [],
    [{ x: 800, y: 300, r: 15 }],
  );
  it('inDifficult: difficult areas and woods; hills only if hillIsDifficult', () => {
    expect(inDifficult(t, 50, 50, R)).toBe(true);
    expect(inDifficult(t, 50, 107.5, R)).toBe(true); // base overlaps by 5 mm
    expect(inDifficult(t, 50, 112.5, R)).toBe(false); // touching only
    expect(inDifficult(t, 650, 50, R)).toBe(true);
    expect(inDifficult(t, 250, 50, R)).toBe(false);
    expect(inDifficult(t, 250, 50, R, true)).toBe(true);
  });
  it('onHill / higherGround (SDS 5.3)', () => {
    expect(onHill(t, 250, 50)).toBe(true);
    expect(onHill(t, 250, 150)).toBe(false);
    expect(higherGround(t, 250, 50, 250, 150)).toBe(1);
    expect(higherGround(t, 250, 150, 250, 50)).toBe(-1);
    expect(higherGround(t, 250, 150, 350, 150)).toBe(0);
  });
  it('canStand: buildings, trees, woods for mounted, the table', () => {
    expect(canStand(t, 450, 50, R, false)).toBe(false);
    expect(canStand(t, 450, 107.5, R, false)).toBe(false);
    expect(canStand(t, 450, 112.5, R, false)).toBe(true);
    expect(canStand(t, 650, 50, R, false)).toBe(true);
    expect(canStand(t, 650, 50, R, true)).toBe(false);
    expect(canStand(t, 800, 320, R, false)).toBe(false);
    expect(canStand(t, 800, 327.5, R, false)).toBe(true);
    expect(canStand(t, 10, 450, R, false)).toBe(false);
  });
});

describe('SDS 5.3 defending a linear obstacle', () => {
  const t = table(
    [],
    [
      { kind: 'hedge', ax: 0, ay: 200, bx: 300, by: 200 },
      { kind: 'lowWall', ax: 0, ay: 230, bx: 300, by: 230 },
    ],
  );
  it('the defender is behind the obstacle when the line between the two crosses it', () => {
    expect(behindObstacle(t, 100, 212.5, R, 100, 187.5, R)).toBe(true);
    expect(behindObstacle(t, 400, 212.5, R, 400, 187.5, R)).toBe(false);
  });
  it('crossesLinear returns the first obstacle crossed from a', () => {
    expect(crossesLinear(t, 100, 100, 100, 300)).toBe(0);
    expect(crossesLinear(t, 100, 300, 100, 100)).toBe(1);
    expect(crossesLinear(t, 100, 300, 100, 250)).toBe(-1);
  });
});
