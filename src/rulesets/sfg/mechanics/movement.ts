/**
 * SFG-5.1: movement allowances on open ground. Rough ground is rules/terrain.ts (terrainRate,
 * obstacleRate); the road rate (MOVE_ROAD, march columns and limbered guns) is game/moves.ts.
 */
import { MOVE_ARTILLERY_LIMBERED, MOVE_ARTILLERY_MANHANDLED, MOVE_CAVALRY_MOUNTED, MOVE_INFANTRY } from '../constants.js';

export function allowance(artillery: boolean, cavalryMounted: boolean, limbered: boolean): number {
  if (artillery) return limbered ? MOVE_ARTILLERY_LIMBERED : MOVE_ARTILLERY_MANHANDLED;
  return cavalryMounted ? MOVE_CAVALRY_MOUNTED : MOVE_INFANTRY;
}
