/**
 * Opposed-roll results shared by shooting (SDS 4.10) and hand-to-hand (SDS 5.2).
 * Result codes are small integers so the game loop never allocates per roll.
 */
import type { Dice } from '../../kit/dice.js';
import type { SdsOptions } from '../options.js';

export const NOTHING = 0;
export const RECOIL = 1;
export const FALL = 2;
export const KILL = 3;
export const GRUESOME = 4;
/** Flag or-ed into a shot result when the shooter runs out of ammunition (SDS 4.11). */
export const OUT_OF_AMMO = 8;

export const RESULT_NAMES = ['nothing', 'recoil', 'fall', 'kill', 'gruesome'] as const;

type CombatOpts = Pick<SdsOptions, 'ratioFloor' | 'parityDie'>;

/**
 * SDS 4.10 / 5.2: the result for the loser of an opposed roll.
 * Returns NOTHING unless winTotal > loseTotal. `loserFallen`: the loser was already fallen
 * (for shots pass `fallen && opts.fallenShotLethal`, SDS 4.9), so any beat kills it.
 */
export function resolveOpposed(winTotal: number, loseTotal: number, winnerDie: number, loserDie: number, loserFallen: boolean, opts: CombatOpts): number {
  if (winTotal <= loseTotal) return NOTHING;
  // A14: with 'raw' a loser total ≤ 0 makes every win a gruesome kill (≥ 3 × a non-positive number)
  const l = opts.ratioFloor === 'clamp1' && loseTotal < 1 ? 1 : loseTotal;
  if (winTotal >= 3 * l) return GRUESOME;
  if (winTotal >= 2 * l) return KILL;
  if (loserFallen) return KILL; // SDS 5.2: a beaten fallen model is killed
  const parity = opts.parityDie === 'loser' ? loserDie : winnerDie; // A15
  return (parity & 1) === 0 ? FALL : RECOIL;
}

/** SDS 5.2 / A16: a recoil that cannot be made becomes a fall (or nothing with blockedRecoil 'stay'). */
export function blockedRecoilResult(opts: Pick<SdsOptions, 'blockedRecoil'>): number {
  return opts.blockedRecoil === 'fall' ? FALL : NOTHING;
}

/**
 * SDS 4.1, 4.10, 4.11: roll one shot. `shooterMod` = shooter C + band bonus − shooter-side penalties
 * (+ fallen-target bonus); `targetMod` = target C − target-side penalties (aimed, volley).
 * Returns a result code, with OUT_OF_AMMO or-ed in when the shooter runs dry.
 */
export function rollShot(dice: Dice, shooterMod: number, targetMod: number, targetFallen: boolean, opts: SdsOptions): number {
  const a = dice.d6();
  const t = dice.d6();
  return shotOutcome(a, t, shooterMod, targetMod, targetFallen, opts);
}

/** The shot result for given natural dice (shared by rollShot and the exact odds). */
export function shotOutcome(shooterDie: number, targetDie: number, shooterMod: number, targetMod: number, targetFallen: boolean, opts: SdsOptions): number {
  const A = shooterDie + shooterMod;
  const T = targetDie + targetMod;
  // SDS 4.10: a ranged target never harms the shooter
  let r = resolveOpposed(A, T, shooterDie, targetDie, targetFallen && opts.fallenShotLethal, opts);
  if (shooterDie === 1 && (opts.outOfAmmo === 'natural1' || (opts.outOfAmmo === 'natural1AndLose' && r === NOTHING))) r |= OUT_OF_AMMO;
  return r;
}

/**
 * SDS 5.1–5.2: roll one fight. Modifiers already include the power blow, overlaps, obstacle,
 * high ground, mounted and fallen bonuses (see meleeModifiers). Returns 0 for a tie, +code when
 * the attacker wins (result applied to the defender), −code when the defender wins.
 */
export function rollMelee(dice: Dice, attackerMod: number, defenderMod: number, attackerFallen: boolean, defenderFallen: boolean, opts: SdsOptions): number {
  const a = dice.d6();
  const d = dice.d6();
  return meleeOutcome(a, d, attackerMod, defenderMod, attackerFallen, defenderFallen, opts);
}

export function meleeOutcome(
  attackerDie: number,
  defenderDie: number,
  attackerMod: number,
  defenderMod: number,
  attackerFallen: boolean,
  defenderFallen: boolean,
  opts: SdsOptions,
): number {
  const A = attackerDie + attackerMod;
  const D = defenderDie + defenderMod;
  if (A === D) return 0; // SDS 5.2: tie, nothing happens
  if (A > D) return resolveOpposed(A, D, attackerDie, defenderDie, defenderFallen, opts);
  return -resolveOpposed(D, A, defenderDie, attackerDie, attackerFallen, opts);
}

/**
 * Shooter-side total modifier [A] (SDS 4.1, 4.5, 4.6, 4.9): C + band bonus − cover − other
 * penalties (hasty fire, in-wood −1) + fallen-target bonus.
 * `cover`: 0 none, 1 light (−1), 2 heavy (−opts.heavyCover).
 */
export function shooterShotMod(shooterC: number, bandBonus: number, cover: number, targetFallen: boolean, opts: SdsOptions, extra = 0): number {
  let m = shooterC + bandBonus + extra;
  if (cover === 1) m -= 1;
  else if (cover === 2) m -= opts.heavyCover;
  if (targetFallen) m += opts.fallenShotBonus;
  return m;
}

/** Target-side total modifier [T] (SDS 2.10, 2.14): C − 1 per aim action − 1 per shooter beyond the first. */
export function targetShotMod(targetC: number, aimActions: number, volleySize: number, extra = 0): number {
  return targetC - aimActions - (volleySize > 1 ? volleySize - 1 : 0) + extra;
}

/**
 * Melee modifier for one fighter (SDS 5.3): C + situational modifiers. `powerBlowAgainst`: the
 * opponent spent 1 extra action (−1 to this fighter); `overlaps`: enemies touching this fighter
 * beyond its opponent (−1 each); `defendingObstacle`: this fighter is the one attacked behind a
 * linear obstacle (+1); `higher`: this fighter stands higher (+1); `mountedVsFoot` (+1);
 * `opponentFallen`: this fighter attacks a fallen model (+fallenMeleeBonus, attacker only).
 */
export function meleeMod(
  c: number,
  powerBlowAgainst: number,
  overlaps: number,
  defendingObstacle: boolean,
  higher: boolean,
  mountedVsFoot: boolean,
  opponentFallen: boolean,
  opts: SdsOptions,
  extra = 0,
): number {
  let m = c - powerBlowAgainst - overlaps + extra;
  if (defendingObstacle) m += 1;
  if (higher) m += 1;
  if (mountedVsFoot) m += 1;
  if (opponentFallen) m += opts.fallenMeleeBonus;
  return m;
}
