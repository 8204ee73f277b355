import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { bradleyTerry, zFor } from '../../src/engine/stats/index.js';
import { binomial, fourSe } from './helpers.js';

const ELO = 400 / Math.LN10;

describe('Bradley–Terry (MM, Hunter 2004)', () => {
  it('two players: strength ratio = points ratio; Var(θA − θB) = 1/(n·p·q)', () => {
    // A scores 30 of 40 against B: π_A/π_B = 30/10 = 3
    const bt = bradleyTerry({
      points: [
        [0, 30],
        [10, 0],
      ],
      games: [
        [0, 40],
        [40, 0],
      ],
    });
    expect(bt.converged).toBe(true);
    expect(bt.theta[0]).toBeCloseTo(Math.log(3) / 2, 9);
    expect(bt.theta[1]).toBeCloseTo(-Math.log(3) / 2, 9);
    expect(bt.elo[0] - bt.elo[1]).toBeCloseTo(400 * Math.log10(3), 6);
    // information n·p·q = 40·0.75·0.25 = 7.5; under θA + θB = 0 each θ has variance 1/(4·7.5)
    expect(bt.thetaSe[0]).toBeCloseTo(Math.sqrt(1 / 30), 8);
    const varDiff = bt.cov[0][0] + bt.cov[1][1] - 2 * bt.cov[0][1];
    expect(varDiff).toBeCloseTo(1 / 7.5, 8);
    const z = zFor(0.95);
    expect(bt.eloHi[0] - bt.elo[0]).toBeCloseTo(z * ELO * Math.sqrt(1 / 30), 6);
  });

  it('three players with consistent results recover π = 1 : 2 : 4 exactly (mean log-strength 0)', () => {
    const pi = [1, 2, 4];
    const n = 60;
    const points = pi.map((a, i) => pi.map((b, j) => (i === j ? 0 : (n * a) / (a + b))));
    const games = pi.map((_, i) => pi.map((__, j) => (i === j ? 0 : n)));
    const bt = bradleyTerry({ points, games });
    const expected = [-Math.LN2, 0, Math.LN2];
    for (let i = 0; i < 3; i++) expect(bt.theta[i]).toBeCloseTo(expected[i], 9);
    expect(bt.theta.reduce((s, t) => s + t, 0)).toBeCloseTo(0, 12);
  });

  it('solves the likelihood equations Σ_j n_ij p_ij = W_i on an irregular 5-player matrix', () => {
    const d = new SeededDice(404);
    const k = 5;
    const games = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const points = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let i = 0; i < k; i++)
      for (let j = i + 1; j < k; j++) {
        const g = 10 + d.int(90);
        const half = 1 + d.int(2 * g - 1); // half points of i, never 0 or all
        games[i][j] = games[j][i] = g;
        points[i][j] = half / 2;
        points[j][i] = g - half / 2;
      }
    const bt = bradleyTerry({ points, games });
    expect(bt.converged).toBe(true);
    for (let i = 0; i < k; i++) {
      let expectedPts = 0;
      let W = 0;
      for (let j = 0; j < k; j++) {
        if (i === j) continue;
        expectedPts += games[i][j] / (1 + Math.exp(bt.theta[j] - bt.theta[i]));
        W += points[i][j];
      }
      expect(expectedPts).toBeCloseTo(W, 7);
    }
  });

  it('draws narrow the interval by the sandwich: Var(θA − θB) = n(pq − δ/4)/(npq)²', () => {
    // 40 games: 20 wins for A, 20 draws → 30 points, p = ¾, δ = ½
    const bt = bradleyTerry({
      points: [
        [0, 30],
        [10, 0],
      ],
      games: [
        [0, 40],
        [40, 0],
      ],
      draws: [
        [0, 20],
        [20, 0],
      ],
    });
    const varDiff = bt.cov[0][0] + bt.cov[1][1] - 2 * bt.cov[0][1];
    expect(varDiff).toBeCloseTo((40 * (0.1875 - 0.125)) / 7.5 ** 2, 8);
  });

  it('an unbeaten list violates Ford’s condition: clear error; a prior of virtual draws regularises it', () => {
    const games = [
      [0, 10],
      [10, 0],
    ];
    expect(() =>
      bradleyTerry({
        points: [
          [0, 10],
          [0, 0],
        ],
        games,
      }),
    ).toThrow(/prior/);
    // one virtual drawn game: A 10.5 of 11 → ratio 21
    const bt = bradleyTerry({
      points: [
        [0, 10],
        [0, 0],
      ],
      games,
      prior: 1,
    });
    expect(bt.theta[0] - bt.theta[1]).toBeCloseTo(Math.log(21), 8);
  });

  it('rejects inconsistent matrices', () => {
    expect(() =>
      bradleyTerry({
        points: [
          [0, 30],
          [20, 0],
        ],
        games: [
          [0, 40],
          [40, 0],
        ],
      }),
    ).toThrow(/equal games/);
    expect(() =>
      bradleyTerry({
        points: [
          [0, 3],
          [1, 0],
        ],
        games: [
          [0, 4],
          [5, 0],
        ],
      }),
    ).toThrow(RangeError);
  });

  it('95% intervals of θ cover the true strength ≈ 95% on simulated tournaments (within 4 SE)', () => {
    const truth = [0.4, 0.1, -0.2, -0.3]; // mean 0
    const k = truth.length;
    const n = 200;
    const d = new SeededDice(2004);
    const R = 1500;
    let covered = 0;
    const games = truth.map((_, i) => truth.map((__, j) => (i === j ? 0 : n)));
    for (let r = 0; r < R; r++) {
      const points = Array.from({ length: k }, () => new Array<number>(k).fill(0));
      for (let i = 0; i < k; i++)
        for (let j = i + 1; j < k; j++) {
          const w = binomial(d, n, 1 / (1 + Math.exp(truth[j] - truth[i])));
          points[i][j] = w;
          points[j][i] = n - w;
        }
      const bt = bradleyTerry({ points, games });
      const lo = bt.eloLo[0] / ELO;
      const hi = bt.eloHi[0] / ELO;
      if (lo <= truth[0] && truth[0] <= hi) covered++;
    }
    expect(Math.abs(covered / R - 0.95)).toBeLessThanOrEqual(fourSe(0.95, R));
  });
});
