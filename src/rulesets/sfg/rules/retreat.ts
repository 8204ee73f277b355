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
import type { Game } from '../game.js';
import { isRough, riverRate } from '../mechanics/terrain.js';
import { waterCost } from '../table/water.js';
import { OBSTACLE_CROSS_COST_UM } from '../constants.js';
import { removeUnit } from './losses.js';

const STEP = 0.25;
const MAX_EXTRA = 12;

// 0 clear, 1 passable friend, 2 friend that disorders, 3 enemy; among the n units listed by pathUnits
function overlapKind(g: Game, u: Unit, n: number): number {
  const b = g.work.box;
  const list = g.work.pathList;
  let kind = 0;
  for (let k = 0; k < n; k++) {
    const o = g.units[list[k]];
    if (o.removed !== IN_PLAY || !o.onTable) continue;
    if (Math.abs(o.cx - b.cx) > o.hw + o.hd + b.hw + b.hd || Math.abs(o.cy - b.cy) > o.hw + o.hd + b.hw + b.hd) continue;
    if (!rectsOverlap(o, b)) continue;
    if (o.side !== u.side) return 3;
    const k2 = o.disordered || o.arm === ARTILLERY ? 1 : 2;
    if (k2 > kind) kind = k2;
  }
  return kind;
}

/**
 * Lists (in g.work.pathList, in the units' order) the other units overlapKind could find
 * anywhere along u's path of up to `far` UM along (dx, dy): those within the per-axis bound it
 * tests first of some footprint centre on the path. Returns how many.
 */
function pathUnits(g: Game, u: Unit, dx: number, dy: number, far: number): number {
  const list = g.work.pathList;
  const x0 = Math.min(u.cx, u.cx + dx * far) - PATH_SLACK;
  const x1 = Math.max(u.cx, u.cx + dx * far) + PATH_SLACK;
  const y0 = Math.min(u.cy, u.cy + dy * far) - PATH_SLACK;
  const y1 = Math.max(u.cy, u.cy + dy * far) + PATH_SLACK;
  let n = 0;
  for (let i = 0; i < g.units.length; i++) {
    const o = g.units[i];
    if (o === u) continue;
    const ext = o.hw + o.hd + u.hw + u.hd;
    if (o.cx + ext < x0 || o.cx - ext > x1 || o.cy + ext < y0 || o.cy - ext > y1) continue;
    list[n++] = i;
  }
  return n;
}

/** Margin on pathUnits' bounds (UM; far above rounding). */
const PATH_SLACK = 1e-6;

/**
 * SFG-8.9: how far along unit vector (dx, dy), on a path of `dist` UM, a retreat or pursuit of u
 * with `allowance` UM (by default the path's length) goes over obstacles and water. Crossing an
 * obstacle (the centre's path; not one u has taken) or a ford (touched by the leading line of
 * bases) costs OBSTACLE_CROSS_COST_UM of the allowance; short of that u stops at it. A river u
 * may not enter stops it at the bank (G21: t.waterBlocked); wading into one from outside sets
 * t.intoWater (SFG-9.3.2).
 */
export function forcedDistance(g: Game, u: Unit, dx: number, dy: number, dist: number, allowance = dist): number {
  const t = g.terrain;
  t.waterBlocked = false;
  t.intoWater = false;
  let left = allowance;
  let go = Math.min(dist, left);
  if (t.nObs > 0 && t.firstCrossing(u.cx, u.cy, u.cx + dx * go, u.cy + dy * go, u.heldObstacle) >= 0) {
    const at = t.crossT * go;
    left -= OBSTACLE_CROSS_COST_UM;
    go = left > at ? Math.min(go, left) : at;
    if (go <= 0) return 0;
  }
  if (t.nWater > 0) {
    const s = dx * u.fx + dy * u.fy < 0 ? -1 : 1;
    const rate = riverRate(u.arm === ARTILLERY, u.arm === CAVALRY && u.mounted, u.limbered, g.cfg.riverFordsOnly);
    waterCost(t, u.cx + s * u.fx * u.hd, u.cy + s * u.fy * u.hd, u.fy, -u.fx, u.hw, dx * go, dy * go, rate, 1);
    const fordAt = t.fordAt * go;
    const riverAt = t.riverAt * go;
    if (fordAt < go) {
      left -= OBSTACLE_CROSS_COST_UM;
      go = left > fordAt ? Math.min(go, left) : fordAt;
    }
    if (riverAt < go) {
      if (rate <= 0) {
        go = riverAt;
        t.waterBlocked = true;
      } else t.intoWater = riverAt > 0;
    }
  }
  return go;
}

/**
 * Moves u `dist` UM along unit vector (dx, dy). Returns the distance actually moved (−1: fled).
 * The caller narrates the forced move as the rules set it; what this adds to it or takes from it
 * (an obstacle's cost, friends passed through and the distance on until clear, a block, the
 * disorder they cause) it narrates itself.
 */
export function retreat(g: Game, u: Unit, dx: number, dy: number, dist: number): number {
  if (dist <= 0 || u.removed !== IN_PLAY) return 0;
  let waterBlocked = false;
  let intoWater = false;
  if (g.terrain.nObs > 0 || g.terrain.nWater > 0) {
    const asked = dist;
    dist = forcedDistance(g, u, dx, dy, dist);
    waterBlocked = g.terrain.waterBlocked;
    intoWater = g.terrain.intoWater;
    if (g.log && dist < asked - 1e-9)
      g.event(
        `    ${g.label(u)} ` + `${waterBlocked ? 'is stopped by the river' : 'pays 2 UM to cross an obstacle or ford'}: ` + `${um(dist)} UM of ${um(asked)}`,
      );
    if (dist <= 1e-9) return waterBlocked && stopped(g, u) ? -1 : 0;
  }
  const W = g.cfg.tableW;
  const H = g.cfg.tableD;
  // SFG-9.3.2 [R]: "into" rough terrain: from outside it (a unit already in woods may fall back through them)
  const wasRough = g.terrain.n > 0 && isRough(g.terrain.unitKind(u));
  let lastClear = 0;
  let throughFriends = false;
  let blocked = false;
  let t = 0;
  // the loop below stops by dist + MAX_EXTRA, one step on at most
  const near = pathUnits(g, u, dx, dy, dist + MAX_EXTRA + STEP);
  for (;;) {
    let next = t + STEP;
    if (t < dist && next > dist) next = dist; // land exactly on dist
    t = next;
    g.work.box.set(u.px + dx * t, u.py + dy * t, u.fx, u.fy, u.hw, u.hd);
    if (!rectInside(g.work.box, W, H)) {
      if (g.log) g.event(`    ${g.label(u)} retreats off the table${t > dist ? ' (going on through friends)' : ''}`);
      removeUnit(g, u, FLED);
      return -1;
    }
    const k = overlapKind(g, u, near);
    if (k === 3) {
      blocked = true;
      break;
    }
    if (k === 2) throughFriends = true;
    if (k === 0) lastClear = t;
    if (t >= dist && k === 0) break;
    if (t > dist + MAX_EXTRA) {
      if (g.log) g.event(`    ${g.label(u)} finds no room beyond the friends it falls back through and flees`);
      removeUnit(g, u, FLED);
      return -1;
    }
  }
  u.place(u.px + dx * lastClear, u.py + dy * lastClear, u.fx, u.fy);
  if (blocked || waterBlocked) {
    if (g.log && blocked && !u.disordered) g.event(`    ${g.label(u)} is blocked by an enemy after ${um(lastClear)} UM of ${um(dist)} and disordered`);
    if (stopped(g, u)) return -1;
  } else if (throughFriends) {
    if (g.log)
      g.event(
        `    ${g.label(u)} falls back through ` +
          `friends${lastClear > dist + 1e-9 ? `, on until clear: ${um(lastClear)} UM in all` : ''}${u.disordered ? '' : ', disordered'}`,
      );
    u.disordered = true;
  } else if (g.log && lastClear > dist + 1e-9) g.event(`    ${g.label(u)} goes on until clear of friends: ${um(lastClear)} UM in all`);
  // SFG-9.3.2: retreating into rough terrain disorders (where most of its bases end up)
  if (lastClear > 0 && ((g.terrain.n > 0 && !wasRough && isRough(g.terrain.unitKind(u))) || intoWater)) {
    if (g.log && !u.disordered) g.event(`    ${g.label(u)} is disordered falling back into ${intoWater ? 'the river' : 'rough ground'}`);
    u.disordered = true;
  }
  return lastClear;
}

/** A distance for the narration: to 0.01 UM, no trailing zeros. */
function um(x: number): string {
  return String(Math.round(x * 100) / 100);
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
