/**
 * SFG-6: musketry and artillery arithmetic: the to-hit number by cover, the artillery range
 * table with its cover shift (G9), and the SFG-6.7 modifier table.
 */
import {
  ARTILLERY_BANDS,
  FIRE_MOD_BREECHLOADER,
  FIRE_MOD_COUNTER_BATTERY,
  FIRE_MOD_DISORDERED,
  FIRE_MOD_INFANTRY_VS_FRONTAL_CAVALRY,
  FIRE_MOD_REACTION,
  FIRE_MOD_TARGET_COLUMN,
  FIRE_MOD_TARGET_LIMBERED,
} from '../constants.js';

export const OPEN = 0;
export const LIGHT = 1;
export const HEAVY = 2;

/** The facts of one firing action that SFG-6.7 looks at. */
export interface FireFacts {
  firerDisordered: boolean;
  /** This is reaction fire at a charger. */
  reaction: boolean;
  firerIsInfantry: boolean;
  chargerIsCavalry: boolean;
  /** The charge comes in on the firer's front. */
  chargeFrontal: boolean;
  breechLoaders: boolean;
  targetInColumn: boolean;
  firerIsBattery: boolean;
  targetIsBattery: boolean;
  targetLimbered: boolean;
}

/** SFG-6.7: the sum of the fire modifiers on the die. */
export function fireModifier(f: FireFacts): number {
  let m = 0;
  if (f.firerDisordered) m += FIRE_MOD_DISORDERED;
  if (f.reaction) {
    // the −1 for being charged does not apply to infantry charged by cavalry; frontally it is +1
    if (f.firerIsInfantry && f.chargerIsCavalry) {
      if (f.chargeFrontal) m += FIRE_MOD_INFANTRY_VS_FRONTAL_CAVALRY;
    } else m += FIRE_MOD_REACTION;
  }
  if (f.breechLoaders && !f.firerIsBattery) m += FIRE_MOD_BREECHLOADER;
  if (f.targetInColumn) m += FIRE_MOD_TARGET_COLUMN;
  if (f.firerIsBattery && f.targetIsBattery) m += FIRE_MOD_COUNTER_BATTERY;
  if (f.targetIsBattery && f.targetLimbered) m += FIRE_MOD_TARGET_LIMBERED;
  return m;
}

/** SFG-6.5: musketry needs the cover's number (open 4+, light 5+, heavy 6+). */
export function musketNeed(cover: number, coverToHit: readonly number[]): number {
  return coverToHit[cover];
}

/**
 * SFG-6.6: the band index for a range (−1 out of range). Bands are ≤ 3, ≤ 6, ≤ 12, ≤ 20 and
 * ≤ 30 (inclusive upper bounds with rangeInclusive), cut at the battery's range
 * (artilleryMaxRangeUM ≤ 20; 30 for a rifled battery under G9b's rifledLongRange).
 */
export function artilleryBand(range: number, maxRange: number, inclusive: boolean): number {
  const within = (d: number, lim: number): boolean => (inclusive ? d <= lim + 1e-9 : d < lim - 1e-9);
  if (!within(range, maxRange)) return -1;
  for (let b = 0; b < ARTILLERY_BANDS.length; b++) if (within(range, ARTILLERY_BANDS[b].max)) return b;
  return -1;
}

/** SFG-6.6 / G9: the artillery to-hit number in a band against cover ('shift': +1 light, +2 heavy; 'max': the larger). */
export function artilleryNeed(band: number, cover: number, coverToHit: readonly number[], coverMax: boolean): number {
  const base = ARTILLERY_BANDS[band].hit;
  return coverMax ? Math.max(base, coverToHit[cover]) : base + cover;
}

export function artilleryDice(band: number): number {
  return ARTILLERY_BANDS[band].dice;
}
