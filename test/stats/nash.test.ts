import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { solveZeroSum, metaMix } from '../../src/engine/stats/index.js';

/** Score matrix of a symmetric game from an antisymmetric payoff: score = ½ + A. */
const toScore = (A: number[][]) => A.map((r) => r.map((v) => 0.5 + v));

describe('zero-sum game solver (simplex, Bland’s rule)', () => {
  it('rock–paper–scissors: ⅓ each, value 0', () => {
    const rps = [
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ];
    const s = solveZeroSum(rps);
    for (const x of [...s.row, ...s.col]) expect(x).toBeCloseTo(1 / 3, 12);
    expect(s.value).toBeCloseTo(0, 12);
  });

  it('2×2 without a saddle point: x₁ = (d − c)/(a − b − c + d), value (ad − bc)/(a − b − c + d)', () => {
    // A = [[3, −1], [−2, 1]]: maximin −1 < minimax 1, so the solution is mixed; a−b−c+d = 7
    const s = solveZeroSum([
      [3, -1],
      [-2, 1],
    ]);
    expect(s.row[0]).toBeCloseTo(3 / 7, 12);
    expect(s.row[1]).toBeCloseTo(4 / 7, 12);
    expect(s.col[0]).toBeCloseTo(2 / 7, 12); // (d − b)/7
    expect(s.value).toBeCloseTo(1 / 7, 12);
  });

  it('a saddle point gives pure strategies', () => {
    const s = solveZeroSum([
      [4, 2, 5],
      [1, 0, 3],
      [3, 1, 6],
    ]);
    expect(s.row).toEqual([1, 0, 0]);
    expect(s.col).toEqual([0, 1, 0]);
    expect(s.value).toBeCloseTo(2, 12);
  });

  it('random rectangular games: the strategies guarantee the value from both sides', () => {
    const d = new SeededDice(1928);
    for (let t = 0; t < 200; t++) {
      const m = 1 + d.int(6);
      const n = 1 + d.int(6);
      const A = Array.from({ length: m }, () => Array.from({ length: n }, () => d.int(21) - 10));
      const s = solveZeroSum(A);
      expect(s.row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(s.col.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (let j = 0; j < n; j++) {
        let pay = 0;
        for (let i = 0; i < m; i++) pay += s.row[i] * A[i][j];
        expect(pay).toBeGreaterThanOrEqual(s.value - 1e-9);
      }
      for (let i = 0; i < m; i++) {
        let pay = 0;
        for (let j = 0; j < n; j++) pay += s.col[j] * A[i][j];
        expect(pay).toBeLessThanOrEqual(s.value + 1e-9);
      }
    }
  });
});

describe('meta mix of a list-vs-list score matrix', () => {
  it('generalised rock–paper–scissors [[0, a, −b], [−a, 0, c], [b, −c, 0]]: mix ∝ (c, b, a)', () => {
    const [a, b, c] = [0.1, 0.2, 0.3];
    const mix = metaMix(
      toScore([
        [0, a, -b],
        [-a, 0, c],
        [b, -c, 0],
      ]),
    );
    const s = a + b + c;
    expect(mix.weights[0]).toBeCloseTo(c / s, 12);
    expect(mix.weights[1]).toBeCloseTo(b / s, 12);
    expect(mix.weights[2]).toBeCloseTo(a / s, 12);
    expect(mix.value).toBeCloseTo(0, 12);
    for (const v of mix.scoreVsMix) expect(v).toBeCloseTo(0.5, 12);
  });

  it('a list that beats every other is the whole meta', () => {
    const mix = metaMix([
      [0.5, 0.6, 0.7, 0.55],
      [0.4, 0.5, 0.8, 0.3],
      [0.3, 0.2, 0.5, 0.9],
      [0.45, 0.7, 0.1, 0.5],
    ]);
    expect(mix.weights).toEqual([1, 0, 0, 0]);
    expect(mix.scoreVsMix[0]).toBeCloseTo(0.5, 12);
    expect(mix.scoreVsMix[1]).toBeCloseTo(0.4, 12);
  });

  it('a dominated list gets weight 0; the rest keep the RPS mix', () => {
    // lists 0–2 are RPS at ±0.2; list 3 loses to all of them
    const A = [
      [0, -0.2, 0.2, 0.1],
      [0.2, 0, -0.2, 0.1],
      [-0.2, 0.2, 0, 0.1],
      [-0.1, -0.1, -0.1, 0],
    ];
    const mix = metaMix(toScore(A));
    expect(mix.weights[3]).toBe(0);
    for (let i = 0; i < 3; i++) expect(mix.weights[i]).toBeCloseTo(1 / 3, 12);
    expect(mix.scoreVsMix[3]).toBeCloseTo(0.4, 12);
  });

  it('antisymmetrises Monte Carlo matrices whose two cells disagree slightly', () => {
    // score[0][1] = 0.62 but score[1][0] = 0.40 (separate runs): A01 = (0.62 − 0.40)/2 = 0.11 > 0
    const mix = metaMix([
      [0.5, 0.62],
      [0.4, 0.5],
    ]);
    expect(mix.weights).toEqual([1, 0]);
    expect(() => metaMix([[0.5, 0.5]])).toThrow(RangeError);
  });
});
