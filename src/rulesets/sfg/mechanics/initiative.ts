/**
 * SFG-3.4: every division general rolls 1d10; the highest activates first. Tied divisions roll
 * again and add the roll, which orders them only among themselves: the same as sorting on the
 * sequence of rolls, highest first.
 */
import type { Dice } from '../../kit/dice.js';

/**
 * Writes the activation order of `count` divisions into `order` (indices), using `rolls` as
 * scratch (count × maxRolls, row-major). Ties are re-rolled in index order of the tied divisions.
 * Returns the number of roll rounds used (1 when no tie).
 */
export function rollInitiative(count: number, dice: Dice, order: Int32Array, rolls: Int32Array, nRolls: Int32Array, maxRolls: number): number {
  for (let i = 0; i < count; i++) {
    order[i] = i;
    rolls[i * maxRolls] = dice.d10();
    nRolls[i] = 1;
  }
  let rounds = 1;
  for (;;) {
    sortByRolls(count, order, rolls, nRolls, maxRolls);
    // find tied runs (identical roll sequences) and re-roll their members
    let anyTie = false;
    let i = 0;
    while (i < count) {
      let j = i + 1;
      while (j < count && compare(order[i], order[j], rolls, nRolls, maxRolls) === 0) j++;
      if (j - i > 1) {
        anyTie = true;
        // the tied divisions roll in index order (sorted in place: the next sort by rolls reorders the run anyway)
        sortRun(order, i, j);
        for (let k = i; k < j; k++) {
          const d = order[k];
          if (nRolls[d] >= maxRolls) throw new RangeError('initiative: too many tie re-rolls');
          rolls[d * maxRolls + nRolls[d]] = dice.d10();
          nRolls[d]++;
        }
      }
      i = j;
    }
    if (!anyTie) return rounds;
    rounds++;
  }
}

/** Sorts order[i..j) ascending in place. */
function sortRun(order: Int32Array, i: number, j: number): void {
  for (let a = i + 1; a < j; a++) {
    const x = order[a];
    let b = a - 1;
    while (b >= i && order[b] > x) {
      order[b + 1] = order[b];
      b--;
    }
    order[b + 1] = x;
  }
}

/** Lexicographic on the roll sequences, higher first; shorter equal prefixes compare equal only when lengths match. */
function compare(a: number, b: number, rolls: Int32Array, nRolls: Int32Array, maxRolls: number): number {
  const n = Math.min(nRolls[a], nRolls[b]);
  for (let k = 0; k < n; k++) {
    const d = rolls[b * maxRolls + k] - rolls[a * maxRolls + k];
    if (d !== 0) return d;
  }
  return nRolls[b] - nRolls[a];
}

function sortByRolls(count: number, order: Int32Array, rolls: Int32Array, nRolls: Int32Array, maxRolls: number): void {
  // insertion sort: a handful of divisions
  for (let i = 1; i < count; i++) {
    const x = order[i];
    let j = i - 1;
    while (j >= 0 && compare(order[j], x, rolls, nRolls, maxRolls) > 0) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = x;
  }
}
