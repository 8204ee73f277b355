/**
 * Activation and effective Quality (SDS 2.7–2.9).
 */
import type { Dice } from '../../kit/dice.js';
import { stickLength, type SdsOptions, type Sticks } from '../options.js';
import { naturalSuccesses } from '../../kit/dicePool.js';

/** SDS 2.8: effective Q is never better than 2+ nor worse than "6 only". */
export function clampQuality(q: number): number {
  return q < 2 ? 2 : q > 6 ? 6 : q;
}

/**
 * SDS 2.8: effective Quality for an activation roll.
 * `commandBonus`: the model is within command range of a friendly superior (SDS 2.9);
 * `superiors`: how many superiors are in range (matters only with commandBonusStacks, A7);
 * `elan`: the model has Élan (SDS 7.1: +1 to every activation).
 */
export function effectiveQuality(q: number, commandBonus: boolean, elan: boolean, opts: Pick<SdsOptions, 'commandBonusStacks'>, superiors = 1): number {
  let e = q;
  if (commandBonus) e -= opts.commandBonusStacks ? Math.max(1, superiors) : 1;
  if (elan) e -= 1; // SDS 2.8: Élan adds to the command bonus
  return clampQuality(e);
}

/** SDS 2.7: two failures pass the turn (after the model has used its successes). */
export function turnover(successes: number, nDice: number): boolean {
  return nDice - successes >= 2;
}

/** SDS 2.7: roll 1–3 dice against effective Q; returns the number of successes (= actions). */
export function rollActivation(dice: Dice, effQ: number, nDice: number): number {
  return naturalSuccesses(dice, nDice, effQ);
}

/** SDS 2.7: one die's success chance numerator out of 6 (natural 1 fails, natural 6 succeeds). */
export function successFaces(effQ: number): number {
  const q = clampQuality(effQ);
  return 7 - q;
}

/**
 * SDS 2.9: command range in mm of a superior for one subordinate. `leader`: an Officer with the
 * Leader rule (1L); otherwise an NCO (option ncoCommandRange, A5). Without line of sight to the
 * subordinate the range is only 1S, for Officers (Poor Leadership included) and NCOs alike.
 */
export function commandRange(leader: boolean, hasLos: boolean, st: Sticks, opts: Pick<SdsOptions, 'ncoCommandRange'>): number {
  if (!hasLos) return st.S;
  return leader ? st.L : stickLength(opts.ncoCommandRange, st);
}
