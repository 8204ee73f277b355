// SFG-9.1–9.2: casualties, lost a third, decimated, dissolved (with the spec's threshold table).
import { describe, expect, it } from 'vitest';
import { applyCasualties, decimated, dissolved, lostThird } from '../../src/rulesets/sfg/mechanics/status.js';
import { DISSOLVED, IN_PLAY } from '../../src/rulesets/sfg/state.js';
import { inflict } from '../../src/rulesets/sfg/rules/losses.js';
import { army, brigade, division, makeGame, put } from './helpers.js';

describe('SFG-9.2 thresholds (spec table)', () => {
  const table: [number, number, number, number][] = [
    [4, 2, 3, 3],
    [6, 2, 4, 5],
    [8, 3, 6, 7],
    [10, 4, 7, 9],
    [12, 4, 8, 11],
  ];
  for (const [n0, third, dec, dis] of table) {
    it(`N0 = ${n0}: lost a third at L = ${third}, decimated at ${dec}, dissolved at ${dis}`, () => {
      const first = (f: (b: number) => boolean): number => {
        for (let l = 0; l <= n0; l++) if (f(n0 - l)) return l;
        return -1;
      };
      expect(first((b) => lostThird(n0, b))).toBe(third);
      expect(first((b) => decimated(n0, b, 0, false))).toBe(dec);
      expect(first((b) => dissolved(b))).toBe(dis);
    });
  }
  it('decimated at 2/3 of the starting bases lost (3L ≥ 2N0): a 9-base brigade at 6 lost, not 5', () => {
    expect(decimated(9, 4, 0, false)).toBe(false);
    expect(decimated(9, 3, 0, false)).toBe(true);
  });
  it('G2b casualties mode: N0 = 8 is decimated at 22 casualties (5 bases + 2), not 6 bases', () => {
    expect(decimated(8, 3, 1, true)).toBe(false); // 21 casualties
    expect(decimated(8, 3, 2, true)).toBe(true); // 22
  });
});

describe('SFG-9.1 casualties fill one base at a time', () => {
  it('4 casualties remove a base; the excess carries over; hits beyond the unit are lost', () => {
    const out = new Int32Array(1);
    expect(applyCasualties(6, 3, 6, out)).toBe(4);
    expect(out[0]).toBe(1);
    expect(applyCasualties(2, 0, 20, out)).toBe(0);
    expect(out[0]).toBe(0);
  });
  it('dissolved at one base: the brigade is removed at once', () => {
    const g = makeGame(army('A', [division('d', [brigade('x', 4)])]), army('B', [division('e', [brigade('y', 4)])]));
    const u = put(g, 0, 10, 5);
    inflict(g, u, 8, 1);
    expect(u.bases).toBe(2);
    expect(u.removed).toBe(IN_PLAY);
    inflict(g, u, 4, 1);
    expect(u.bases).toBe(1);
    expect(u.removed).toBe(DISSOLVED);
  });
  it('SFG-12.9: a line shrinks about its anchor', () => {
    const g = makeGame(army('A', [division('d', [brigade('x', 6)])]), army('B', [division('e', [brigade('y', 4)])]));
    const u = put(g, 0, 10, 5);
    inflict(g, u, 4, 1);
    expect(2 * u.hw).toBeCloseTo(4.0, 9);
    expect(u.px).toBe(10);
  });
});
