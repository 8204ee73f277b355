/**
 * SFG-5.1 / 5.2 / 6.5 / §12.7: the terrain kinds of a generated table, their movement rates by
 * arm and the cover they give. Area pieces only: roads, obstacles (hedges, fences, works) and
 * fords are linear features not modelled yet.
 */
import { MOVE_ROUGH_CAVALRY, MOVE_ROUGH_FOOT, MOVE_ROUGH_MANHANDLED } from '../constants.js';
import { allowance } from './movement.js';
import { HEAVY, LIGHT, OPEN } from './fire.js';

export const T_OPEN = 0;
/** SFG-5.2 broken ground: fields, water meadows, stony ground. */
export const T_BROKEN = 1;
/** SFG-5.2 difficult: woods. */
export const T_WOODS = 2;
/** SFG-5.2 difficult: houses (a built-up area). */
export const T_TOWN = 3;
/** §12.7 a hill (level 1): open ground for movement and cover. */
export const T_HILL = 4;
export const TERRAIN_NAMES = ['open', 'broken', 'woods', 'town', 'hill'] as const;
/** The kinds the generator places. */
export const PLACED_KINDS = [T_BROKEN, T_WOODS, T_TOWN, T_HILL] as const;

/** SFG-5.2: rough (accidentato) = broken, difficult or obstacle. */
export function isRough(kind: number): boolean {
  return kind === T_BROKEN || kind === T_WOODS || kind === T_TOWN;
}

/**
 * SFG-5.1: the rate in UM of a move touching terrain `kind` (0: may not enter). Mounted cavalry
 * and artillery may not enter difficult ground; artillery crosses woods and villages only by
 * road (SFG-5.2), and there are no roads yet.
 */
export function terrainRate(kind: number, artillery: boolean, cavalryMounted: boolean, limbered: boolean): number {
  const open = allowance(artillery, cavalryMounted, limbered);
  if (kind === T_BROKEN) return artillery ? (limbered ? MOVE_ROUGH_FOOT : MOVE_ROUGH_MANHANDLED) : cavalryMounted ? MOVE_ROUGH_CAVALRY : MOVE_ROUGH_FOOT;
  if (kind === T_WOODS || kind === T_TOWN) return artillery || cavalryMounted ? 0 : MOVE_ROUGH_FOOT;
  return open;
}

/**
 * SFG-6.5 [R]: cover is fixed per piece before the game; woods give light cover (low vegetation),
 * a built-up area heavy cover (walls); broken ground and hills none.
 */
export function coverOf(kind: number): number {
  return kind === T_WOODS ? LIGHT : kind === T_TOWN ? HEAVY : OPEN;
}

/** SFG-6.2.6–7 / G16: woods and built-up areas block a line of fire running far enough through them. */
export function blocksSight(kind: number): boolean {
  return kind === T_WOODS || kind === T_TOWN;
}
