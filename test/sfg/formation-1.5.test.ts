// SFG-1.5 formations and footprints, SFG-12.2 footprint geometry.
import { describe, expect, it } from 'vitest';
import { ATTACK, DOUBLE_LINE, LINE, MARCH, columns, ranks } from '../../src/rulesets/sfg/mechanics/formation.js';
import { army, brigade, cavalry, division, makeGame, put } from './helpers.js';

describe('SFG-1.5 footprints (the spec table, width × depth in UM)', () => {
  const rows: [string, number, boolean, number[][]][] = [
    [
      '4 infantry',
      4,
      false,
      [
        [3.2, 0.4],
        [1.6, 0.8],
        [1.6, 0.8],
        [0.8, 1.6],
      ],
    ],
    [
      '6 infantry',
      6,
      false,
      [
        [4.8, 0.4],
        [2.4, 0.8],
        [1.6, 1.2],
        [0.8, 2.4],
      ],
    ],
    [
      '8 infantry',
      8,
      false,
      [
        [6.4, 0.4],
        [3.2, 0.8],
        [1.6, 1.6],
        [0.8, 3.2],
      ],
    ],
    [
      '4 cavalry',
      4,
      true,
      [
        [4, 1],
        [2, 2],
        [2, 2],
        [1, 4],
      ],
    ],
    [
      '6 cavalry',
      6,
      true,
      [
        [6, 1],
        [3, 2],
        [2, 3],
        [1, 6],
      ],
    ],
  ];
  for (const [name, n, cav, sizes] of rows) {
    it(name, () => {
      const g = makeGame(army('A', [division('d', [cav ? cavalry('x', n) : brigade('x', n)])]), army('B', [division('e', [brigade('y', 4)])]));
      [LINE, DOUBLE_LINE, ATTACK, MARCH].forEach((f, k) => {
        const u = put(g, 0, 10, 10, 0, 1, f);
        expect(2 * u.hw).toBeCloseTo(sizes[k][0], 9);
        expect(2 * u.hd).toBeCloseTo(sizes[k][1], 9);
      });
    });
  }
  it('columns and ranks: attack column 2 wide, double line ceil(N/2), partly filled last rank', () => {
    expect([columns(ATTACK, 7), ranks(ATTACK, 7)]).toEqual([2, 4]);
    expect([columns(DOUBLE_LINE, 7), ranks(DOUBLE_LINE, 7)]).toEqual([4, 2]);
    expect([columns(MARCH, 5), ranks(MARCH, 5)]).toEqual([1, 5]);
  });
  it('SFG-12.2: the anchor is the front-centre; the centre lies half the depth behind it', () => {
    const g = makeGame(army('A', [division('d', [brigade('x', 6)])]), army('B', [division('e', [brigade('y', 4)])]));
    const u = put(g, 0, 10, 10, 1, 0, ATTACK);
    expect(u.cx).toBeCloseTo(10 - 0.6, 9);
    expect(u.cy).toBeCloseTo(10, 9);
  });
});
