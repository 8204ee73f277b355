/**
 * SFG-8: melee arithmetic: dice per contacting base (8.2), to-hit modifiers (8.3), the score
 * with support, charging column and experience (8.5), and who won (8.5/8.8).
 */
import {
  ARTILLERY_MELEE_DICE,
  CHARGING_COLUMN_BONUS,
  EXPERIENCE_BONUS,
  MELEE_BREAKTHROUGH_BONUS,
  MELEE_CAVALRY_VS_FOOT_BONUS,
  MELEE_CHARGE_BONUS,
  MELEE_DICE_PER_BASE,
  MELEE_FLANK_BONUS,
  MELEE_MOD_DISMOUNTED,
  MELEE_MOD_DISORDERED,
  MELEE_MOD_FLANKED,
  SUPPORT_BASES_PER_POINT,
} from '../constants.js';

export interface MeleeSideFacts {
  artillery: boolean;
  /** Charging (the charge +1 die per base). */
  charging: boolean;
  breakthrough: boolean;
  /** Cavalry charging infantry or artillery. */
  cavalryChargingFoot: boolean;
  /** Fighting the enemy's flank or rear. */
  onEnemyFlank: boolean;
}

/** SFG-8.2: dice per contacting base. */
export function meleeDicePerBase(f: MeleeSideFacts): number {
  let d = f.artillery ? ARTILLERY_MELEE_DICE : MELEE_DICE_PER_BASE;
  if (f.charging) d += MELEE_CHARGE_BONUS;
  if (f.breakthrough) d += MELEE_BREAKTHROUGH_BONUS;
  if (f.cavalryChargingFoot) d += MELEE_CAVALRY_VS_FOOT_BONUS;
  if (f.onEnemyFlank) d += MELEE_FLANK_BONUS;
  return d;
}

/** SFG-8.3: to-hit modifier of one side. */
export function meleeToHitModifier(disordered: boolean, flanked: boolean, dismountedCavalry: boolean): number {
  let m = 0;
  if (disordered) m += MELEE_MOD_DISORDERED;
  if (flanked) m += MELEE_MOD_FLANKED;
  if (dismountedCavalry) m += MELEE_MOD_DISMOUNTED;
  return m;
}

/** SFG-8.5: +1 per 2 supporting bases, capped. */
export function supportBonus(supportingBases: number, cap: number): number {
  return Math.min(cap, Math.floor(supportingBases / SUPPORT_BASES_PER_POINT));
}

/** SFG-8.5 / G23: +1 to the strictly more experienced side (quality tiers; batteries count as regular). */
export function experienceBonus(ownQuality: number, enemyQuality: number): number {
  return ownQuality > enemyQuality ? EXPERIENCE_BONUS : 0;
}

/** SFG-8.5: a side's score. */
export function meleeScore(hitsInflicted: number, support: number, chargingColumn: boolean, experience: number): number {
  return hitsInflicted + support + (chargingColumn ? CHARGING_COLUMN_BONUS : 0) + experience;
}

/**
 * SFG-12.6 closed form for equal-width bases: `na` attacking front-rank bases against a defending
 * edge of `nd` bases. The text's example: 8 against 6 gives 7 against 6 (SFG-8.1).
 */
export function contactsEqualWidth(na: number, nd: number, minDefender: boolean): [number, number] {
  if (na > nd) return [Math.min(na, nd + 1), nd];
  return [na, minDefender ? na : Math.min(nd, na + 1)];
}
