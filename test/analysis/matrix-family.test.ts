// Field flags of a matrix control the family over its lists (issue 30, item 7): on constructed
// matrices of 12 lists whose true field scores all sit exactly on a band edge (every list is in
// the band, so every flag is false), the chance of any flag stays within α = 5%, where per-list
// 95% intervals flag some list in about a fifth of the matrices.
import { describe, expect, it } from 'vitest';
import { analyseMatrix, type PlayedPair } from '../../src/analysis/matrix/analyse.js';
import { emptyTally } from '../../src/engine/tally.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { binomialRange } from '../helpers/binomial.js';

const K = 12;
const GAMES = 400;
/** Lists 0–5 beat lists 6–11 with this chance, so that every field score is exactly 55% or 45%. */
const P_CROSS = (0.55 * (K - 1) - 0.5 * (K / 2 - 1)) / (K / 2);
const names = Array.from({ length: K }, (_, i) => `L${i}`);

function played(dice: SeededDice, truth: (i: number, j: number) => number): PlayedPair[] {
  const out: PlayedPair[] = [];
  for (let i = 0; i < K; i++) {
    for (let j = i + 1; j < K; j++) {
      const t = emptyTally();
      const p = truth(i, j);
      for (let g = 0; g < GAMES; g++) {
        const side = g % 2;
        const win = dice.random() < p;
        t.games++;
        t.asSide[side].games++;
        if (win) {
          t.winsA++;
          t.asSide[side].winsA++;
        } else t.winsB++;
      }
      out.push({ i, j, tally: t });
    }
  }
  return out;
}

const onEdges = (i: number, j: number) => (i < K / 2 === j < K / 2 ? 0.5 : P_CROSS);

describe('matrix field flags: family-wise error over the lists (Holm)', () => {
  it('12 lists all on a band edge: any list flagged in at most α of the matrices', () => {
    const reps = 300;
    const dice = new SeededDice(3030);
    let anyFlag = 0;
    for (let r = 0; r < reps; r++) {
      const pm = analyseMatrix({ names, weights: names.map(() => 1), pairsPlayed: played(dice, onEdges), pairs: false, band: [0.45, 0.55], policy: 'p' });
      if (pm.field.some((f) => f.flagged)) anyFlag++;
      // the interval shown agrees with the flag: outside the band exactly when flagged
      for (const f of pm.field) expect(f.fieldLo > 0.55 || f.fieldHi < 0.45).toBe(f.flagged);
    }
    expect(anyFlag).toBeLessThanOrEqual(binomialRange(reps, 0.05).hi);
  });

  it('a list that is really outside the band is still flagged, its interval at a Holm level', () => {
    const dice = new SeededDice(3031);
    // list 0 wins 70% of its games, the others are even
    const pm = analyseMatrix({
      names,
      weights: names.map(() => 1),
      pairsPlayed: played(dice, (i) => (i === 0 ? 0.7 : 0.5)),
      pairs: false,
      band: [0.45, 0.55],
      policy: 'p',
    });
    const top = pm.field.find((f) => f.list === 'L0')!;
    expect(top.flagged).toBe(true);
    expect(top.verdict).toBe('favoured');
    expect(top.fieldLevel).toBeCloseTo(1 - 0.05 / K, 12);
    for (const f of pm.field.filter((x) => !x.flagged)) expect(f.fieldLevel).toBeCloseTo(1 - 0.05 / (K - 1), 12);
  });
});
