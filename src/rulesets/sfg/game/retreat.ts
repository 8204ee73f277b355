/**
 * SFG-6.9 / 8.6 / 8.8 / G21: forced moves (pushbacks, retreats, evades). A unit moves straight
 * along (dx, dy) keeping its facing. Off the table: it flees. Blocked by an enemy: it stops short
 * and is disordered (already disordered: it flees). Through friends that are neither disordered
 * nor batteries: allowed, and it is disordered (SFG-9.3); it never ends overlapping, so it goes on
 * until clear. Obstacles and fords cost 2 UM to cross (SFG-8.9); a river stops a unit that may
 * not enter it at the bank, as an impassable block (G21).
 */
import { ARTILLERY, CAVALRY, FLED, IN_PLAY, type Unit } from '../state.js';
import { rectInside, rectsOverlap } from '../../kit/facingRect.js';
import type { Game } from './game.js';
import { isRough, riverRate } from '../rules/terrain.js';
import { waterCost } from './water.js';
import { OBSTACLE_CROSS_COST_UM } from '../constants.js';
import { removeUnit } from './losses.js';

const STEP = 0.25;
const MAX_EXTRA = 12;

// 0 clear, 1 passable friend, 2 friend that disorders, 3 enemy
function overlapKind(g: Game, u: Unit): number {
  const b = g.box;
  let kind = 0;
  for (const o of g.units) {
    if (o === u || o.removed !== IN_PLAY || !o.onTable) continue;
    if (Math.abs(o.cx - b.cx) > o.hw + o.hd + b.hw + b.hd || Math.abs(o.cy - b.cy) > o.hw + o.hd + b.hw + b.hd) continue;
    if (!rectsOverlap(o, b)) continue;
    if (o.side !== u.side) return 3;
    const k = o.disordered || o.arm === ARTILLERY ? 1 : 2;
    if (k > kind) kind = k;
  }
  return kind;
}

/** Moves u `dist` UM along unit vector (dx, dy). Returns the distance actually moved (−1: fled). */
export function retreat(g: Game, u: Unit, dx: number, dy: number, dist: number): number {
  if (dist <= 0 || u.removed !== IN_PLAY) return 0;
  // SFG-8.9: crossing an obstacle costs OBSTACLE_CROSS_COST_UM; short of that the unit stops at it
  if (g.terrain.nObs > 0 && g.terrain.firstCrossing(u.cx, u.cy, u.cx + dx * dist, u.cy + dy * dist, u.heldObstacle) >= 0) {
    const at = g.terrain.crossT * dist;
    dist = dist - OBSTACLE_CROSS_COST_UM > at ? dist - OBSTACLE_CROSS_COST_UM : at;
    if (dist <= 0) return 0;
  }
  // SFG-5.2 / 8.9 / G21: fords and rivers met by the leading line of bases (water.ts)
  let waterBlocked = false;
  let intoWater = false;
  if (g.terrain.nWater > 0) {
    const t = g.terrain;
    const s = dx * u.fx + dy * u.fy < 0 ? -1 : 1;
    const art = u.arm === ARTILLERY;
    const mounted = u.arm === CAVALRY && u.mounted;
    const rate = riverRate(art, mounted, u.limbered, g.cfg.riverFordsOnly);
    waterCost(t, u.cx + s * u.fx * u.hd, u.cy + s * u.fy * u.hd, u.fy, -u.fx, u.hw, dx * dist, dy * dist, rate, 1);
    const fordAt = t.fordAt * dist;
    const riverAt = t.riverAt * dist;
    // a ford is an obstacle: crossing it costs OBSTACLE_CROSS_COST_UM, short of that the unit stops at it
    if (fordAt < dist) dist = dist - OBSTACLE_CROSS_COST_UM > fordAt ? dist - OBSTACLE_CROSS_COST_UM : fordAt;
    if (riverAt < dist) {
      // a river it may not enter stops it at the bank (G21); wading into one from outside disorders (SFG-9.3.2)
      if (rate <= 0) {
        dist = riverAt;
        waterBlocked = true;
      } else intoWater = riverAt > 0;
    }
    if (dist <= 1e-9) {
      return waterBlocked && stopped(g, u) ? -1 : 0;
    }
  }
  const W = g.cfg.tableW;
  const H = g.cfg.tableD;
  // SFG-9.3.2 [R]: "into" rough terrain: from outside it (a unit already in woods may fall back through them)
  const wasRough = g.terrain.n > 0 && isRough(g.terrain.unitKind(u));
  let lastClear = 0;
  let throughFriends = false;
  let blocked = false;
  let t = 0;
  for (;;) {
    let next = t + STEP;
    if (t < dist && next > dist) next = dist; // land exactly on dist
    t = next;
    g.box.set(u.px + dx * t, u.py + dy * t, u.fx, u.fy, u.hw, u.hd);
    if (!rectInside(g.box, W, H)) {
      if (g.log) g.event(`    ${g.label(u)} retreats off the table`);
      removeUnit(g, u, FLED);
      return -1;
    }
    const k = overlapKind(g, u);
    if (k === 3) {
      blocked = true;
      break;
    }
    if (k === 2) throughFriends = true;
    if (k === 0) lastClear = t;
    if (t >= dist && k === 0) break;
    if (t > dist + MAX_EXTRA) {
      removeUnit(g, u, FLED);
      return -1;
    }
  }
  u.place(u.px + dx * lastClear, u.py + dy * lastClear, u.fx, u.fy);
  if (blocked || waterBlocked) {
    if (stopped(g, u)) return -1;
  } else if (throughFriends) u.disordered = true;
  // SFG-9.3.2: retreating into rough terrain disorders (where most of its bases end up)
  if (lastClear > 0 && ((g.terrain.n > 0 && !wasRough && isRough(g.terrain.unitKind(u))) || intoWater)) u.disordered = true;
  return lastClear;
}

/** G21: a retreat blocked by an enemy or impassable ground disorders; already disordered, the unit flees (true). */
function stopped(g: Game, u: Unit): boolean {
  if (u.disordered) {
    if (g.log) g.event(`    ${g.label(u)} is blocked while already disordered`);
    removeUnit(g, u, FLED);
    return true;
  }
  u.disordered = true;
  return false;
}
