import type { Dice } from './dice.js';

/**
 * Dice-pool rules shared by several games. Each rolls its dice one d6 at a time, in order, so a
 * game that switches to these helpers keeps its dice stream (and its golden tallies).
 */

/** Dice out of `n` that succeed at `target`+, natural 1 always failing and natural 6 always succeeding (SBH/SDS 1.6). */
export function naturalSuccesses(dice: Dice, n: number, target: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const r = dice.d6();
    if (r === 6 || (r !== 1 && r >= target)) s++;
  }
  return s;
}

/** Dice out of `n` that show `value` or less (roll-under tests on single dice). */
export function rollUnderSuccesses(dice: Dice, n: number, value: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) if (dice.d6() <= value) s++;
  return s;
}

/** A 2d6 roll-under test (SfG Lite style): passes when the two dice total `target` or less. */
export function passes2d6(dice: Dice, target: number): boolean {
  return dice.d6() + dice.d6() <= target;
}

/** Probability that a 2d6 roll-under test at `target` passes: (number of totals <= target) / 36. */
export function chance2d6(target: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= target) ways++;
  return ways / 36;
}
