import { describe, it, expect } from 'vitest';
import {
  FORFEIT,
  fencesGoTo,
  finalLosses,
  pointDifference,
  roleRollModifier,
  tournamentPoints,
  unusedPointsFences,
} from '../../../src/rulesets/sds/mechanics/scoring.js';

describe('SDS 10.8 tournament points (the three worked examples of seed 000)', () => {
  it('A beats B losing 125 points: A 400 − 125 + 300 = 575, B 125', () => {
    expect(tournamentPoints(0, [400, 400], [125, 400])).toEqual([575, 125]);
    expect(tournamentPoints(1, [400, 400], [400, 125])).toEqual([125, 575]);
  });
  it('draw with losses 188 (C) and 213 (D): C 213, D 188', () => {
    expect(tournamentPoints(null, [400, 400], [188, 213])).toEqual([213, 188]);
  });
  it('draw with losses 26 (F) and 280 (G): F 280, G 26', () => {
    expect(tournamentPoints(null, [400, 400], [26, 280])).toEqual([280, 26]);
  });
  it("a win uses the opponent's actual list total; forfeit is 700–0", () => {
    expect(tournamentPoints(0, [400, 392], [50, 100])).toEqual([392 - 50 + 300, 50]);
    expect(FORFEIT).toEqual([700, 0]);
  });
  it('a routed squad counts as totally eliminated', () => {
    expect(finalLosses(0, [400, 392], [50, 180])).toEqual([50, 392]);
    expect(finalLosses(null, [400, 392], [50, 180])).toEqual([50, 180]);
  });
});

describe('SDS 10.3 point difference and unused-points fences', () => {
  it('398 vs 388 → D = 10 → 2 fences, to the lower total', () => {
    expect(pointDifference(398, 388)).toBe(10);
    expect(unusedPointsFences(398, 388)).toBe(2);
    expect(fencesGoTo(398, 388)).toBe(1);
  });
  it('D < 5: nothing; one piece per full 5 points; at most 3', () => {
    expect(unusedPointsFences(400, 396)).toBe(0);
    expect(fencesGoTo(400, 396)).toBeNull();
    expect(unusedPointsFences(400, 395)).toBe(1);
    expect(unusedPointsFences(386, 400)).toBe(2);
    expect(unusedPointsFences(385, 405)).toBe(3);
  });
});

describe('SDS 10.4 / 2.2 attacker-defender roll modifiers', () => {
  it('+1 per Scout; +1 for a squad of 400 points or less (tournament only)', () => {
    expect(roleRollModifier(0, 400, true)).toBe(1);
    expect(roleRollModifier(0, 401, true)).toBe(0);
    expect(roleRollModifier(2, 405, true)).toBe(2);
    expect(roleRollModifier(2, 390, true)).toBe(3);
    expect(roleRollModifier(1, 390, false)).toBe(1);
  });
});
