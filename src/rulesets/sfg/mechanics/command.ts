/**
 * SFG-4.1 / 4.4: the command test (2d6 against the general's value plus modifiers) and its
 * modifier table. Pure arithmetic: the game gathers the facts, these functions add them up.
 */
import {
  ENEMY_NEAR_UM,
  MOD_ATTACHED_GENERAL,
  MOD_COLUMN,
  MOD_CONSCRIPT,
  MOD_DECIMATED,
  MOD_DISORDERED,
  MOD_ELITE,
  MOD_ENEMY_NEAR,
  MOD_LOST_THIRD,
  MOD_PER_DISTANCE_STEP,
  MOD_PER_PREVIOUS_ORDER,
  MOD_ROUGH_TERRAIN,
} from '../constants.js';

export const CONSCRIPT = 0;
export const REGULAR = 1;
export const ELITE = 2;
export const QUALITY_NAMES = ['conscript', 'regular', 'elite'] as const;

export const POOR = 0;
export const STANDARD = 1;
export const GOOD = 2;
export const RATING_NAMES = ['poor', 'standard', 'good'] as const;

/** The facts of one brigade order that the SFG-4.4 table looks at. */
export interface CommandFacts {
  column: boolean;
  quality: number;
  /** A general not rated poor is attached to this brigade. */
  attachedGoodGeneral: boolean;
  /** General's base centre to the nearest point of the footprint; 0 when attached (G19). */
  distanceUM: number;
  rough: boolean;
  previousOrders: number;
  lostThird: boolean;
  decimated: boolean;
  disordered: boolean;
  /** Nearest enemy footprint distance. */
  nearestEnemyUM: number;
}

/** SFG-4.4: the sum of every applicable modifier. */
export function commandModifier(f: CommandFacts, distanceStepUM: number, rangeInclusive = true): number {
  let m = 0;
  if (f.column) m += MOD_COLUMN;
  if (f.quality === ELITE) m += MOD_ELITE;
  else if (f.quality === CONSCRIPT) m += MOD_CONSCRIPT;
  if (f.attachedGoodGeneral) m += MOD_ATTACHED_GENERAL;
  m += MOD_PER_DISTANCE_STEP * Math.floor(f.distanceUM / distanceStepUM + 1e-9);
  if (f.rough) m += MOD_ROUGH_TERRAIN;
  m += MOD_PER_PREVIOUS_ORDER * f.previousOrders;
  // SFG-4.4: "lost a third" does not stack with "decimated"
  if (f.decimated) m += MOD_DECIMATED;
  else if (f.lostThird) m += MOD_LOST_THIRD;
  if (f.disordered) m += MOD_DISORDERED;
  if (rangeInclusive ? f.nearestEnemyUM <= ENEMY_NEAR_UM : f.nearestEnemyUM < ENEMY_NEAR_UM) m += MOD_ENEMY_NEAR;
  return m;
}

/** SFG-4.1 / G2: passes on a 2d6 total ≤ the modified value (or < with commandPassInclusive=false). */
export function commandPasses(total: number, value: number, inclusive: boolean): boolean {
  return inclusive ? total <= value : total < value;
}
