/**
 * The table helper's terrain functions the game uses, in one place (../table/ owns them).
 */
import type { Table } from './types.js';
import { canStand } from './terrain.js';

export { sight, sightIn, sightScratch, S_AX, S_AY, S_AR, S_BX, S_BY, S_BR } from './sight.js';
export { moveToward, moveTowardIn, moveArgs, MV_X, MV_Y, MV_R, MV_TX, MV_TY, MV_BUDGET, detourPoint, shortenedMove } from './move.js';
export { woodStatus, onHill, behindObstacle, canStand } from './terrain.js';

/** A base cannot stand at (x, y): off the table, in a building, a wood for riders, a tree. */
export function blockedAt(table: Table, x: number, y: number, r: number, mounted: boolean): boolean {
  return !canStand(table, x, y, r, mounted);
}
