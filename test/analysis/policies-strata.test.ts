// Policy-ladder rating intervals carry the stratified variance (issue 30, item 4): on constructed
// ladders where each policy keeps its list within a stratum and the list effect is large, the
// Elo interval's half-width is close to 1.96 × the seed-to-seed spread of the Elo estimate
// (it was several times wider when the list effect was pooled as noise), and it still covers.
import { describe, expect, it } from 'vitest';
import { analyseMatrix, type PlayedPair } from '../../src/analysis/matrix/analyse.js';
import { zFor } from '../../src/engine/stats/normal.js';
import { emptyTally, type Tally } from '../../src/engine/tally.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';

const POLICIES = ['a', 'b', 'c'];
/** True score of the row policy against the column policy, on average over the two lists. */
const EDGE = [0, 0.03, 0.06];
/** How much the first list lifts whoever plays it. */
const LIST_EFFECT = 0.45;
const PAIRS = 100; // per stratum: 400 games per pairing, the ladder's default

function stratum(dice: SeededDice, q: number): Tally {
  const t = emptyTally();
  for (let k = 0; k < PAIRS; k++) {
    let wins = 0;
    for (let g = 0; g < 2; g++) {
      t.games++;
      t.asSide[g].games++;
      if (dice.random() < q) {
        wins++;
        t.winsA++;
        t.asSide[g].winsA++;
      } else t.winsB++;
    }
    t.pairHalfPoints[2 * wins]++;
  }
  return t;
}

function ladder(dice: SeededDice) {
  const played: PlayedPair[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = i + 1; j < 3; j++) {
      const p = 0.5 + EDGE[j] - EDGE[i];
      const s1 = stratum(dice, p + LIST_EFFECT);
      const s2 = stratum(dice, p - LIST_EFFECT);
      const tally = emptyTally();
      for (const s of [s1, s2]) {
        tally.games += s.games;
        tally.winsA += s.winsA;
        tally.winsB += s.winsB;
        s.pairHalfPoints.forEach((v, k) => (tally.pairHalfPoints[k] += v));
        s.asSide.forEach((a, k) => {
          tally.asSide[k].games += a.games;
          tally.asSide[k].winsA += a.winsA;
        });
      }
      played.push({ i, j, tally, strata: [s1.pairHalfPoints, s2.pairHalfPoints] });
    }
  }
  return analyseMatrix({ names: POLICIES, weights: [1, 1, 1], pairsPlayed: played, pairs: true, band: [0.45, 0.55], policy: 'ladder' });
}

describe('policy ladder Elo intervals, stratified by list assignment', () => {
  it('half-width within 0.8–1.3 × 1.96 × the seed-to-seed spread, and covering the mean estimate', () => {
    const dice = new SeededDice(3044);
    const elo: number[] = [];
    const half: number[] = [];
    const rows: { lo: number; hi: number }[] = [];
    for (let r = 0; r < 120; r++) {
      const m = ladder(dice);
      const a = m.field.find((f) => f.list === 'a')!;
      elo.push(a.elo);
      half.push((a.eloHi - a.eloLo) / 2);
      rows.push({ lo: a.eloLo, hi: a.eloHi });
    }
    const mean = elo.reduce((s, x) => s + x, 0) / elo.length;
    const sd = Math.sqrt(elo.reduce((s, x) => s + (x - mean) ** 2, 0) / (elo.length - 1));
    const meanHalf = half.reduce((s, x) => s + x, 0) / half.length;
    const ratio = meanHalf / (1.959964 * sd);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.3);
    expect(rows.filter((x) => x.lo <= mean && mean <= x.hi).length).toBeGreaterThanOrEqual(108);
  });

  it('the score against the field and the cell intervals too: half-width within 0.8–1.3 × z × the seed-to-seed spread at their level', () => {
    const dice = new SeededDice(3045);
    const field: number[] = [];
    const fieldHalf: number[] = [];
    const cell: number[] = [];
    const cellHalf: number[] = [];
    for (let r = 0; r < 120; r++) {
      const m = ladder(dice);
      const a = m.field.find((f) => f.list === 'a')!;
      field.push(a.field);
      fieldHalf.push((a.fieldHi - a.fieldLo) / 2 / zFor(a.fieldLevel));
      const c = m.cells.find((x) => x.list === 'a' && x.opponent === 'b')!;
      cell.push(c.score);
      cellHalf.push((c.hi - c.lo) / 2 / zFor(0.95));
    }
    const sd = (xs: number[]) => {
      const mu = xs.reduce((s, x) => s + x, 0) / xs.length;
      return Math.sqrt(xs.reduce((s, x) => s + (x - mu) ** 2, 0) / (xs.length - 1));
    };
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    for (const [est, half] of [
      [field, fieldHalf],
      [cell, cellHalf],
    ]) {
      expect(avg(half) / sd(est)).toBeGreaterThan(0.8);
      expect(avg(half) / sd(est)).toBeLessThan(1.3);
    }
  });
});
