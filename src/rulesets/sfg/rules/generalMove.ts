/**
 * SFG-3.3 / 5.9 / G5: how far a general may go in the generals' phase along a straight line.
 * By default terrain is ignored (generalsMoveUM). With generalsUseTerrainRates the generals' row
 * of SFG-5.1 applies, G8 read strictly for a point: the whole move at the slowest rate of the
 * ground its path touches (broken or difficult ground and rivers 6, an obstacle or a ford crossed
 * 4, of the open 12), the row scaled by generalsMoveUM / 12.
 */
import { clipSegmentRect } from '../../kit/geometry.js';
import { norm } from '../../kit/facingRect.js';
import { MOVE_GENERAL, MOVE_GENERAL_OBSTACLE, MOVE_GENERAL_ROUGH } from '../constants.js';
import { isRough, W_FORD } from '../mechanics/terrain.js';
import type { Piece, TerrainMap } from '../table/terrain.js';
import type { Game } from '../game.js';

/**
 * The distance a general at (x0, y0) may go towards (x1, y1): generalsMoveUM, or with
 * generalsUseTerrainRates that scaled by the slowest rate his path of generalsMoveUM (or to the
 * point, if nearer) touches. A shorter move along the same line touches no slower ground, so a
 * move of at most this distance is legal.
 */
export function generalReach(g: Game, x0: number, y0: number, x1: number, y1: number): number {
  const open = g.cfg.generalsMove;
  if (!g.cfg.generalsUseTerrainRates) return open;
  const l = norm(x1 - x0, y1 - y0);
  const k = l > open ? open / l : 1;
  return (open * pathRate(g.terrain, x0, y0, x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)) / MOVE_GENERAL;
}

/** SFG-5.1 generals' row: the slowest rate of the ground the segment (x0, y0)–(x1, y1) touches. */
function pathRate(t: TerrainMap, x0: number, y0: number, x1: number, y1: number): number {
  if (t.firstCrossing(x0, y0, x1, y1) >= 0) return MOVE_GENERAL_OBSTACLE;
  let rate = MOVE_GENERAL;
  for (let i = 0; i < t.nWater; i++) {
    if (!touches(t.water[i], x0, y0, x1, y1)) continue;
    // SFG-5.2: a ford is an obstacle; the river away from it difficult ground
    if (t.wkind[i] === W_FORD) return MOVE_GENERAL_OBSTACLE;
    rate = MOVE_GENERAL_ROUGH;
  }
  for (let i = 0; i < t.n; i++) if (isRough(t.pieces[i].kind) && touches(t.pieces[i], x0, y0, x1, y1)) rate = MOVE_GENERAL_ROUGH;
  return rate;
}

/** Does the segment (x0, y0)–(x1, y1) touch piece p (a point: lie in it)? */
function touches(p: Piece, x0: number, y0: number, x1: number, y1: number): boolean {
  // the segment in the piece's own frame (x across, y along the facing)
  const lx0 = (x0 - p.cx) * p.fy - (y0 - p.cy) * p.fx;
  const ly0 = (x0 - p.cx) * p.fx + (y0 - p.cy) * p.fy;
  const lx1 = (x1 - p.cx) * p.fy - (y1 - p.cy) * p.fx;
  const ly1 = (x1 - p.cx) * p.fx + (y1 - p.cy) * p.fy;
  return clipSegmentRect(lx0, ly0, lx1, ly1, -p.hw, -p.hd, p.hw, p.hd);
}
