/**
 * Numbers stated by the SfG Lite text ([T] in shared/rules/sfg-lite-mechanics.md), each with its
 * section. Choices the text leaves open are rule options (options.ts), never constants.
 */

// SFG-1.3: base sizes at 28 mm, front × depth in UM (1 UM = 5 cm)
export const INFANTRY_BASE_W = 0.8;
export const INFANTRY_BASE_D = 0.4;
export const CAVALRY_BASE_W = 1.0; // mounted
export const CAVALRY_BASE_D = 1.0;
export const ARTILLERY_BASE_W = 1.2;
export const ARTILLERY_BASE_D = 1.6;

// SFG-1.6: combat values per base
export const MELEE_DICE_PER_BASE = 2; // infantry and cavalry
export const ARTILLERY_MELEE_DICE = 1;
export const CASUALTIES_PER_BASE = 4; // the 4th casualty removes the base (and a battery)

// SFG-3.2: off-table arrival die (1–2 now, 3–4 next turn, 5–6 two turns later) is the option entryDelayTable
// SFG-3.4: division initiative on 1d10, ties re-roll among themselves
export const INITIATIVE_DIE = 10;

// SFG-4.1 / 4.3: a standard general's command value; the division order tests against it unmodified
export const STANDARD_COMMAND_VALUE = 8;

// SFG-4.4: command modifiers (sign included)
export const MOD_COLUMN = 1; // march or attack column
export const MOD_ELITE = 1;
export const MOD_CONSCRIPT = -1;
export const MOD_ATTACHED_GENERAL = 1; // a general not rated poor attached to the brigade
export const MOD_PER_DISTANCE_STEP = -1; // each full distanceMalusStepUM between general and brigade
export const MOD_ROUGH_TERRAIN = -1;
export const MOD_PER_PREVIOUS_ORDER = -1; // cumulative
export const MOD_LOST_THIRD = -1; // does not stack with decimated
export const MOD_DECIMATED = -2;
export const MOD_DISORDERED = -1;
export const MOD_ENEMY_NEAR = -1;
export const ENEMY_NEAR_UM = 4;

// SFG-5.1: movement allowances in UM on open ground (roads: MOVE_ROAD, for a march column or limbered guns, SFG-5.6)
export const MOVE_INFANTRY = 4;
export const MOVE_CAVALRY_MOUNTED = 6;
export const MOVE_ARTILLERY_LIMBERED = 4;
export const MOVE_ARTILLERY_MANHANDLED = 1;
// SFG-5.1 / 5.6: on a road, for the whole move, a march column (foot or mounted) and limbered guns move 8 (manhandled guns may not use roads)
export const MOVE_ROAD = 8;
// SFG-5.1: rates in broken or difficult ground (foot and limbered guns 2, mounted cavalry 3 in
// broken ground only, manhandled guns 1 in broken ground only)
export const MOVE_ROUGH_FOOT = 2;
export const MOVE_ROUGH_CAVALRY = 3;
export const MOVE_ROUGH_MANHANDLED = 1;
// SFG-5.1: rates of a move crossing an obstacle (foot and limbered guns 1, mounted cavalry 2,
// manhandled guns may not cross)
export const MOVE_OBSTACLE_FOOT = 1;
export const MOVE_OBSTACLE_CAVALRY = 2;
// SFG-5.1 / G5: the generals' row (open and road 12, broken and difficult 6, obstacle 4), used only with generalsUseTerrainRates
export const MOVE_GENERAL = 12;
export const MOVE_GENERAL_ROUGH = 6;
export const MOVE_GENERAL_OBSTACLE = 4;
// SFG-8.9: crossing an obstacle costs 2 UM of a retreat or pursuit
export const OBSTACLE_CROSS_COST_UM = 2;
// §12.7 [R]: a unit defends an obstacle with its front edge within this of it
export const DEFEND_OBSTACLE_UM = 0.5;
// SFG-5.3: a wheel of up to 90° costs half the allowance; backwards or sideways at most half
export const MAX_WHEEL_RAD = Math.PI / 2;
export const OBLIQUE_RAD = Math.PI / 4;

// SFG-5.8: a battery takes at most two actions a turn, and none after firing
export const BATTERY_ACTIONS = 2;

// SFG-6.2 / 6.4: musketry is one d6 per eligible front-rank base
export const MUSKET_DICE_PER_BASE = 1;

// SFG-6.7: fire modifiers on the die
export const FIRE_MOD_DISORDERED = -1;
export const FIRE_MOD_REACTION = -1; // not for infantry charged by cavalry
export const FIRE_MOD_INFANTRY_VS_FRONTAL_CAVALRY = 1;
export const FIRE_MOD_BREECHLOADER = 1;
export const FIRE_MOD_TARGET_COLUMN = 1;
export const FIRE_MOD_COUNTER_BATTERY = -1;
export const FIRE_MOD_TARGET_LIMBERED = 1;

// SFG-6.6: artillery range bands (max range UM, dice, base to-hit)
export const ARTILLERY_BANDS: readonly { max: number; dice: number; hit: number }[] = [
  { max: 3, dice: 3, hit: 2 },
  { max: 6, dice: 3, hit: 3 },
  { max: 12, dice: 3, hit: 5 },
  { max: 20, dice: 1, hit: 5 },
  // G9b [P] (rifledLongRange): the table's "fino a 30 UM" column is "–"; only a rifled battery
  // under that option reaches this band (every other gun stops at artilleryMaxRangeUM ≤ 20)
  { max: 30, dice: 1, hit: 6 },
];
/** G9b [P]: a rifled battery's reach under rifledLongRange (the table's last column). */
export const RIFLED_LONG_RANGE_UM = 30;

// SFG-6.9: a unit taking this many casualties from one firing action tests for pushback
export const FIRE_PUSHBACK_HITS = 2;

// SFG-7.4: a charger under reaction fire rolls one d6 per 2 casualties; a 6 disorders it
export const CHARGER_HITS_PER_DISORDER_DIE = 2;

// SFG-8.2: melee dice per base on top of the base value
export const MELEE_CHARGE_BONUS = 1;
export const MELEE_BREAKTHROUGH_BONUS = 1;
export const MELEE_CAVALRY_VS_FOOT_BONUS = 1; // cavalry charging infantry or artillery
export const MELEE_FLANK_BONUS = 1;
// SFG-8.3: melee to-hit modifiers
export const MELEE_MOD_DISORDERED = -1;
export const MELEE_MOD_FLANKED = -1;
export const MELEE_MOD_DISMOUNTED = -1;
// SFG-8.5: score extras
export const SUPPORT_BASES_PER_POINT = 2;
export const CHARGING_COLUMN_BONUS = 1;
export const EXPERIENCE_BONUS = 1;

// SFG-6.5 / 8.3: the d6 always hits on a natural 6 and always misses on a natural 1 (fire [T], melee option)
export const NATURAL_HIT = 6;
export const NATURAL_MISS = 1;

// SFG-10.3: objectives keep this far from the short edges and from the own long edge, and apart
export const OBJECTIVE_MIN_FROM_SHORT_EDGE = 6;
export const OBJECTIVE_MIN_FROM_LONG_EDGE = 4;
export const OBJECTIVE_MIN_SEPARATION = 12;
export const OBJECTIVES_PER_SIDE = 2;
