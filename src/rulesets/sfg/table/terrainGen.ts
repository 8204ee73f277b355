/**
 * §12.7 [P]: the pitched battle's terrain generator. `terrainPieces` pieces (0, the default, is
 * the spec's open table of the first iteration), each a rectangle 3–6 UM wide and 2–4 UM deep
 * at any angle, of a kind drawn evenly from broken ground, woods, a town and a hill (whose crest
 * is its long centre line, TerrainMap.crestOf, blocking fire by hillCrests). Pieces lie
 * in the no-man's-land between the deployment strips (so deployment and objectives are as on the
 * open table), at least 1 UM clear of those strips, of the table edges and of each other; a
 * piece that finds no room in `PLACE_TRIES` draws is left out. Drawn from the AI stream before
 * the objectives, so the table depends only on the game's seed. Then `obstaclePieces` linear
 * obstacles, hedges or walls evenly, 3–6 UM long at any angle, in the same band (they may run
 * along or through area pieces). Then `roadPieces` roads (SFG-5.6), straight from long edge to long
 * edge, at least ROAD_CLEAR_UM from the short edges, slanting up to ROAD_SLANT_UM either way.
 * Last `riverPieces` rivers (SFG-5.2 / 8.9), straight from short edge to short edge inside the
 * band (their banks at least CLEAR_UM from the deployment strips), slanting up to RIVER_SLANT_UM,
 * each with `fordsPerRiver` fords FORD_UM long, one at a random place in each equal section of
 * its length (at least FORD_CLEAR_UM from the section's ends). Roads cross them as bridges.
 * Then `worksPieces` prepared works per side (SFG-6.9), just in front of its deployment strip.
 */
import type { Dice } from '../../kit/dice.js';
import { OBJECTIVE_MIN_FROM_SHORT_EDGE } from '../constants.js';
import { DRAWN_OBSTACLES, OB_WORKS, PLACED_KINDS, W_FORD, W_RIVER } from '../mechanics/terrain.js';
import type { Game } from '../game.js';
import { RIVER_HALF_WIDTH_UM, type TerrainMap } from './terrain.js';

const PLACE_TRIES = 20;
const CLEAR_UM = 1;
const MIN_WIDTH = 3;
const WIDTH_STEPS = 4; // 3, 4, 5, 6 UM
const MIN_DEPTH = 2;
const DEPTH_STEPS = 3; // 2, 3, 4 UM
const ROAD_CLEAR_UM = 4;
const ROAD_SLANT_UM = 4;
const RIVER_SLANT_UM = 4;
const FORD_UM = 2;
const FORD_CLEAR_UM = 0.5;
/** Prepared works: a brigade's frontage in line (6 bases of 0.8 UM, rounded up). */
const WORKS_UM = 6;
/** Prepared works lie this far in front of the strip: within DEFEND_OBSTACLE_UM of a front on its edge. */
const WORKS_AHEAD_UM = 0.25;

export function generateTerrain(g: Game, ai: Dice): void {
  const t = g.terrain;
  t.clear();
  const W = g.cfg.tableW;
  const D = g.cfg.tableD;
  const dz = g.cfg.deploymentDepth;
  for (let k = 0; k < g.cfg.terrainPieces; k++) {
    const kind = PLACED_KINDS[ai.int(PLACED_KINDS.length)];
    const hw = (MIN_WIDTH + ai.int(WIDTH_STEPS)) / 2;
    const hd = (MIN_DEPTH + ai.int(DEPTH_STEPS)) / 2;
    const a = ai.random() * Math.PI;
    const fx = -Math.sin(a);
    const fy = Math.cos(a);
    // half-extents of the rotated rectangle along the table axes
    const ex = hw * Math.abs(fy) + hd * Math.abs(fx);
    const ey = hw * Math.abs(fx) + hd * Math.abs(fy);
    const x0 = ex + CLEAR_UM;
    const x1 = W - ex - CLEAR_UM;
    const y0 = dz + ey + CLEAR_UM;
    const y1 = D - dz - ey - CLEAR_UM;
    if (x1 < x0 || y1 < y0) continue;
    const p = t.pieces[t.n];
    p.kind = kind;
    p.fx = fx;
    p.fy = fy;
    // tried grown by CLEAR_UM on every side: clear of it, the others are at least that far away
    p.hw = hw + CLEAR_UM;
    p.hd = hd + CLEAR_UM;
    let placed = false;
    for (let tries = 0; tries < PLACE_TRIES && !placed; tries++) {
      p.cx = x0 + ai.random() * (x1 - x0);
      p.cy = y0 + ai.random() * (y1 - y0);
      placed = !t.overlapsAny(p);
    }
    p.hw = hw;
    p.hd = hd;
    // not placed: the slot is reused by the next piece
    if (placed) t.n++;
  }
  for (let k = 0; k < g.cfg.obstaclePieces; k++) {
    const kind = ai.int(DRAWN_OBSTACLES);
    const half = (MIN_WIDTH + ai.int(WIDTH_STEPS)) / 2;
    const a = ai.random() * Math.PI;
    const ex = half * Math.abs(Math.cos(a));
    const ey = half * Math.abs(Math.sin(a));
    const x0 = ex + CLEAR_UM;
    const x1 = W - ex - CLEAR_UM;
    const y0 = dz + ey + CLEAR_UM;
    const y1 = D - dz - ey - CLEAR_UM;
    if (x1 < x0 || y1 < y0) continue;
    const cx = x0 + ai.random() * (x1 - x0);
    const cy = y0 + ai.random() * (y1 - y0);
    t.addObstacle(kind, cx - half * Math.cos(a), cy - half * Math.sin(a), cx + half * Math.cos(a), cy + half * Math.sin(a));
  }
  for (let k = 0; k < g.cfg.roadPieces; k++) {
    const x0 = ROAD_CLEAR_UM + ai.random() * (W - 2 * ROAD_CLEAR_UM);
    const x1 = Math.min(W - ROAD_CLEAR_UM, Math.max(ROAD_CLEAR_UM, x0 + (2 * ai.random() - 1) * ROAD_SLANT_UM));
    t.addRoad(x0, 0, x1, D);
  }
  for (let k = 0; k < g.cfg.riverPieces; k++) {
    const lo = dz + CLEAR_UM + RIVER_HALF_WIDTH_UM;
    const hi = D - dz - CLEAR_UM - RIVER_HALF_WIDTH_UM;
    if (hi < lo) break;
    const y0 = lo + ai.random() * (hi - lo);
    const y1 = Math.min(hi, Math.max(lo, y0 + (2 * ai.random() - 1) * RIVER_SLANT_UM));
    layRiver(t, k, y0, y1, W, g.cfg.fordsPerRiver, ai);
  }
  // SFG-6.9 [P] prepared works: each side's, parallel to its own edge just in front of its strip,
  // one in each equal section of x ∈ [6, W−6] (drawn last: the rest of the table is unchanged)
  const n = g.cfg.worksPieces;
  const lo = OBJECTIVE_MIN_FROM_SHORT_EDGE;
  const section = (W - 2 * lo) / Math.max(1, n);
  for (let side = 0; side < 2; side++) {
    const y = side === 0 ? dz + WORKS_AHEAD_UM : D - dz - WORKS_AHEAD_UM;
    for (let k = 0; k < n; k++) {
      const room = Math.max(0, section - WORKS_UM);
      const x = lo + k * section + ai.random() * room;
      t.addObstacle(OB_WORKS, x, y, x + Math.min(WORKS_UM, section), y);
    }
  }
}

/** River `river` from (0, y0) to (W, y1) with `fords` fords: stretches of river and ford in order along it. */
function layRiver(t: TerrainMap, river: number, y0: number, y1: number, W: number, fords: number, ai: Dice): void {
  const L = Math.sqrt(W * W + (y1 - y0) * (y1 - y0));
  const ex = W / L;
  const ey = (y1 - y0) / L;
  const section = L / Math.max(1, fords);
  let at = 0;
  for (let f = 0; f < fords; f++) {
    const room = section - FORD_UM - 2 * FORD_CLEAR_UM;
    if (room < 0) break;
    const a = f * section + FORD_CLEAR_UM + ai.random() * room;
    if (a > at) t.addWater(W_RIVER, river, ex * at, y0 + ey * at, ex * a, y0 + ey * a);
    t.addWater(W_FORD, river, ex * a, y0 + ey * a, ex * (a + FORD_UM), y0 + ey * (a + FORD_UM));
    at = a + FORD_UM;
  }
  t.addWater(W_RIVER, river, ex * at, y0 + ey * at, W, y1);
}
