/**
 * SFG-5.1: movement allowances on open ground. Terrain (broken 2, difficult 2, obstacles 1,
 * roads 8 for march columns) is not modelled yet: the pitched battle is played on an open table.
 */
import { MOVE_ARTILLERY_LIMBERED, MOVE_ARTILLERY_MANHANDLED, MOVE_CAVALRY_MOUNTED, MOVE_INFANTRY } from '../constants.js';

export function allowance(artillery: boolean, cavalryMounted: boolean, limbered: boolean): number {
  if (artillery) return limbered ? MOVE_ARTILLERY_LIMBERED : MOVE_ARTILLERY_MANHANDLED;
  return cavalryMounted ? MOVE_CAVALRY_MOUNTED : MOVE_INFANTRY;
}
