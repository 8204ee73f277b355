/**
 * AlG dcde rule numbers stated in the text ([T]), each citing its section of
 * shared/rules/alg-dcde-mechanics.md. Stand-in combat numbers live in rules/combat/standin.ts, not here.
 */

/** ALG-1.1: a foot base is 1 um across, a mounted base 2 um (radii). */
export const FOOT_RADIUS = 0.5;
export const MOUNTED_RADIUS = 1;
/** ALG-1.4: the ZOC radius is the base diameter, measured from the centre. */
export const ZOC_PER_RADIUS = 2;

/** ALG-2.1: character classes. */
export const HERO = 0;
export const PROTAGONIST = 1;
export const EXTRA = 2;
export const CLASS_NAMES = ['hero', 'protagonist', 'extra'] as const;
/** ALG-2.1: wounds that put a character out of action, by class. */
export const WOUNDS_OUT = [3, 2, 1] as const;
/** ALG-4.3: steadfastness value of a character, by class. */
export const CLASS_VALUE = [3, 2, 1] as const;

/** ALG-2.3: armour class runs 1..5 (5 = no armour); a shield lowers it by 1. */
export const CA_MAX = 5;
export const SHIELD_CA = 1;

/** ALG-3.1: activation dice are d6; faces 1..3 are valid, the face is the PA and the priority. */
export const VALID_MAX = 3;
export const TOP_SLOT = 3;

/** ALG-3.3 / 3.4: deploying and waiting cost 1 PA. */
export const DEPLOY_PA = 1;
export const WAIT_PA = 1;
/** ALG-3.5: a non-activated character's one action costs exactly this. */
export const NON_ACTIVATED_PA = 1;

/** ALG-4.2: morale is a d10 against Mo. */
export const MORALE_DIE = 10;
/** ALG-4.2 modifiers. */
export const MOD_COVER = 1;
export const MOD_NO_CHARGE_THREAT = 1;
export const MOD_LEADER = 1;
export const MOD_STANDARD = 1;
export const MOD_FLAG_LOST = -1;
export const MOD_BELOW_HALF = -1;
export const MOD_BELOW_THIRD = -2;

/** ALG-4.3: steadfastness fractions by stakes (numerator, denominator), rounded up. */
export const STAKES = ['toTheDeath', 'objective', 'withdraw'] as const;
export const STAKES_FRACTION: readonly (readonly [number, number])[] = [
  [3, 4],
  [1, 2],
  [1, 4],
];
