/**
 * The heuristic generals' setup choices (SFG-10.3 / 10.4, placement 'players'): where to put
 * their objectives and which division deploys where. Shared by every heuristic style.
 */
import { OBJECTIVE_MIN_FROM_LONG_EDGE, OBJECTIVE_MIN_FROM_SHORT_EDGE, OBJECTIVE_MIN_SEPARATION } from '../constants.js';
import type { OptionBuffer } from '../decisions.js';
import type { Game } from '../game.js';

/**
 * K_OBJECTIVE: the pair centred on the table 12 UM apart (the least the text allows, so one line
 * of troops covers both and neither flank is nearer the enemy), each as far back as the zone
 * allows (4 UM from the own edge): the enemy has the longest way to come.
 */
export function chooseObjective(g: Game, buf: OptionBuffer): number {
  const side = buf.target[0];
  const W = g.cfg.tableW;
  const edge = side === 0 ? 0 : g.cfg.tableD;
  let tx = W / 2 - OBJECTIVE_MIN_SEPARATION / 2;
  if (buf.value[0] === 1) {
    // the second: 12 UM to the right of the first if it fits there, else to its left
    const first = g.objectives[side].x;
    const right = first + OBJECTIVE_MIN_SEPARATION;
    tx = right <= W - OBJECTIVE_MIN_FROM_SHORT_EDGE ? right : first - OBJECTIVE_MIN_SEPARATION;
  }
  let best = 0;
  let bc = Infinity;
  for (let i = 0; i < buf.n; i++) {
    const c = Math.abs(buf.px[i] - tx) + Math.abs(Math.abs(buf.py[i] - edge) - OBJECTIVE_MIN_FROM_LONG_EDGE);
    if (c < bc - 1e-9) {
      bc = c;
      best = i;
    }
  }
  return best;
}

/**
 * K_DEPLOY_DIVISION: the strongest division still to place (most points: it holds best) goes to
 * the free sector nearest one of its side's objectives, so the objectives get the strongest
 * divisions in front of them and the weakest fills in.
 */
export function chooseDivisionSector(g: Game, buf: OptionBuffer, side: number): number {
  let best = 0;
  let bStrength = -1;
  let bDist = Infinity;
  for (let i = 0; i < buf.n; i++) {
    const strength = divisionPoints(g, buf.unit[i]);
    let dist = Infinity;
    for (const o of g.objectives) if (o.owner === side) dist = Math.min(dist, Math.abs(o.x - buf.px[i]));
    if (strength > bStrength || (strength === bStrength && dist < bDist - 1e-9)) {
      best = i;
      bStrength = strength;
      bDist = dist;
    }
  }
  return best;
}

function divisionPoints(g: Game, div: number): number {
  let p = 0;
  for (const i of g.divisions[div].units) p += g.units[i].points;
  return p;
}
