/**
 * SFG-5.1 / 5.2 / 6.5 / §12.7: the terrain kinds of a generated table, their movement rates by
 * arm and the cover they give: area pieces, linear obstacles (hedges, walls), and rivers with
 * their fords. Roads are game/moves.ts (SFG-5.6).
 */
import { MOVE_OBSTACLE_CAVALRY, MOVE_OBSTACLE_FOOT, MOVE_ROUGH_CAVALRY, MOVE_ROUGH_FOOT, MOVE_ROUGH_MANHANDLED } from '../constants.js';
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
/**
 * SFG-4.4 / 5.2 / 9.3.2: standing in a river or a ford (most base centres in the water). Rough
 * ground (a river is difficult, a ford an obstacle), but its movement cost is game/water.ts's
 * (by the front line, SFG-8.9), so its rate here is the open one; no cover.
 */
export const T_WATER = 5;
export const TERRAIN_NAMES = ['open', 'broken', 'woods', 'town', 'hill', 'water'] as const;
/** The kinds the generator places. */
export const PLACED_KINDS = [T_BROKEN, T_WOODS, T_TOWN, T_HILL] as const;

/** SFG-5.2: rough (accidentato) = broken, difficult or obstacle. */
export function isRough(kind: number): boolean {
  return kind === T_BROKEN || kind === T_WOODS || kind === T_TOWN || kind === T_WATER;
}

/**
 * SFG-5.1: the rate in UM of a move touching terrain `kind` (0: may not enter). Mounted cavalry
 * and artillery may not enter difficult ground; artillery crosses woods and villages only by
 * road (SFG-5.2): a road move (game/moves.ts, SFG-5.6) skips these rates.
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

/**
 * SFG-5.2 linear obstacles: a hedge, a wall or fence (G10: only the latter stops fire pushback),
 * and prepared works (SFG-6.9: "posizioni preparate (trincee, abbattute, barricate
 * improvvisate)"; SFG-5.1 lists "posizioni difensive lineari" among the obstacles).
 */
export const OB_HEDGE = 0;
export const OB_WALL = 1;
export const OB_WORKS = 2;
export const OBSTACLE_NAMES = ['hedge', 'wall', 'works'] as const;
/** The kinds the generator draws its `obstaclePieces` from (works are laid apart: worksPieces). */
export const DRAWN_OBSTACLES = 2;

/**
 * SFG-6.5: hedges, fences and low walls give light cover to a unit defending them; prepared works
 * heavy cover, or light under worksCover 'light' (`worksHeavy` false).
 */
export function obstacleCover(kind: number, worksHeavy: boolean): number {
  return kind === OB_WORKS && worksHeavy ? HEAVY : LIGHT;
}

/** SFG-6.9.4 / G10: defenders of walls, fences and prepared works are not pushed back by fire; of hedges they are. */
export function obstacleStopsPushback(kind: number): boolean {
  return kind === OB_WALL || kind === OB_WORKS;
}

/** SFG-5.1: the rate of a move crossing an obstacle (0: may not cross). */
export function obstacleRate(artillery: boolean, cavalryMounted: boolean, limbered: boolean): number {
  if (artillery) return limbered ? MOVE_OBSTACLE_FOOT : 0;
  return cavalryMounted ? MOVE_OBSTACLE_CAVALRY : MOVE_OBSTACLE_FOOT;
}

/** SFG-6.2.6–7 / G16: woods and built-up areas block a line of fire running far enough through them. */
export function blocksSight(kind: number): boolean {
  return kind === T_WOODS || kind === T_TOWN;
}

/** SFG-5.2 / 8.9 water: a stretch of river, and a ford across it (SFG-5.2: fords count as obstacles). */
export const W_RIVER = 0;
export const W_FORD = 1;
export const WATER_NAMES = ['river', 'ford'] as const;

/**
 * SFG-8.9 [R]: the rate of a river away from its fords. The text groups rivers with woods (they
 * cost movement while the front line is inside), so by default ('wade') a river is difficult
 * ground: foot 2, mounted cavalry and guns may not enter (they cross at fords, by the obstacle
 * rate). 'fordsOnly': nobody enters a river except at a ford (0).
 */
export function riverRate(artillery: boolean, cavalryMounted: boolean, limbered: boolean, fordsOnly: boolean): number {
  return fordsOnly ? 0 : terrainRate(T_WOODS, artillery, cavalryMounted, limbered);
}
