/**
 * SFG-10.3 / 10.4 under placement 'players' (the text): each player places his own objectives
 * and then, alternately, his divisions; every position is his policy's choice among the legal
 * ones (K_OBJECTIVE, K_DEPLOY_DIVISION).
 */
import type { Dice } from '../../kit/dice.js';
import { norm } from '../../kit/facingRect.js';
import { OBJECTIVE_MIN_FROM_LONG_EDGE, OBJECTIVE_MIN_FROM_SHORT_EDGE, OBJECTIVE_MIN_SEPARATION, OBJECTIVES_PER_SIDE } from '../constants.js';
import { K_DEPLOY_DIVISION, K_OBJECTIVE, T_CHOICE } from '../decisions.js';
import { deploy, placeObjectives, placeRow } from './deploy.js';
import type { Game } from '../game.js';

/** Spacing of the candidate objective points (UM): the text measures in whole UM. */
const OBJECTIVE_GRID_UM = 1;

/** SFG-10.3 / 10.4: objectives, then deployment, as the placement option says. */
export function setUpBattle(g: Game, ai: Dice): void {
  if (g.cfg.randomPlacement) {
    placeObjectives(g, ai);
    deploy(g, ai);
    return;
  }
  choosePlaceObjectives(g);
  deployAlternately(g);
}

/**
 * SFG-10.3: "each player places 2 objectives in his own deployment zone, at least 6 UM from the
 * side edge of the table and 4 UM from the long edge [R: his own]; the objectives must be no
 * less than 12 UM from one another" [R: from every objective already placed]. A places first and
 * the players alternate.
 */
function choosePlaceObjectives(g: Game): void {
  const W = g.cfg.tableW;
  const D = g.cfg.tableD;
  const depth = g.cfg.deploymentDepth;
  const buf = g.opts;
  for (let k = 0; k < 2 * OBJECTIVES_PER_SIDE; k++) {
    const side = k % 2;
    buf.clear();
    for (let legal = 1; legal >= 0 && buf.n === 0; legal--) {
      // a table too small for the 12 UM rule (never the 36 × 24 one) offers every point of the zone
      for (let yy = OBJECTIVE_MIN_FROM_LONG_EDGE; yy <= depth + 1e-9; yy += OBJECTIVE_GRID_UM) {
        const y = side === 0 ? yy : D - yy;
        for (let x = OBJECTIVE_MIN_FROM_SHORT_EDGE; x <= W - OBJECTIVE_MIN_FROM_SHORT_EDGE + 1e-9; x += OBJECTIVE_GRID_UM) {
          if (legal === 1 && !apart(g, k, x, y)) continue;
          const i = buf.push(T_CHOICE, -1, side);
          if (i < 0) break;
          buf.px[i] = x;
          buf.py[i] = y;
          buf.value[i] = k >> 1;
        }
      }
    }
    const c = g.ask(side, K_OBJECTIVE);
    const o = g.objectives[k];
    o.owner = side;
    o.holder = side;
    o.x = buf.px[c];
    o.y = buf.py[c];
  }
}

/** SFG-10.3: (x, y) at least 12 UM from each of the first k objectives. */
function apart(g: Game, k: number, x: number, y: number): boolean {
  for (let j = 0; j < k; j++) {
    const p = g.objectives[j];
    if (norm(p.x - x, p.y - y) < OBJECTIVE_MIN_SEPARATION - 1e-9) return false;
  }
  return true;
}

/**
 * SFG-10.4: "the players deploy alternating one division each"; [R] the first is chosen by a
 * die, and a player with no division left to place lets the other go on. Each side's strip is cut
 * into as many equal sectors as it has divisions on the table at the start; a division fills the
 * sector its player chooses, front edge on the strip's edge (as under placement 'random').
 */
function deployAlternately(g: Game): void {
  const W = g.cfg.tableW;
  const D = g.cfg.tableD;
  const depth = g.cfg.deploymentDepth;
  const count = [0, 0];
  for (const d of g.divisions) if (d.scheduledTurn === 0) count[d.side]++;
  const taken = [0, 0]; // bit k: sector k of that side is filled
  const done = new Uint8Array(g.divisions.length); // once per battle, outside the game loop
  const placed = [0, 0];
  let side = g.dice.int(2);
  const buf = g.opts;
  for (let left = count[0] + count[1]; left > 0; left--) {
    if (placed[side] === count[side]) side = 1 - side;
    const sector = (W - 1) / count[side];
    buf.clear();
    for (const d of g.divisions) {
      if (d.side !== side || d.scheduledTurn !== 0 || done[d.idx]) continue;
      for (let s = 0; s < count[side]; s++) {
        if (taken[side] & (1 << s)) continue;
        const i = buf.push(T_CHOICE, d.idx, -1);
        buf.value[i] = s;
        buf.px[i] = 0.5 + (s + 0.5) * sector;
      }
    }
    const c = g.ask(side, K_DEPLOY_DIVISION);
    const d = g.divisions[buf.unit[c]];
    const s = buf.value[c];
    taken[side] |= 1 << s;
    done[d.idx] = 1;
    placed[side]++;
    placeRow(g, d, 0.5 + s * sector, 0.5 + (s + 1) * sector, side === 0 ? depth : D - depth);
    side = 1 - side;
  }
}
