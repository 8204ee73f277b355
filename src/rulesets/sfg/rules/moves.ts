/**
 * SFG-5 in play: the candidate moves of a unit (§12.8: straight, oblique ±45°, a wheel towards
 * the nearest enemy or an objective, formation changes with a half move, a half move back;
 * batteries limber, move and unlimber within two actions), each validated against the table,
 * other units and, under a division order, the 6 UM rule (SFG-4.3).
 */
import {
  ARTILLERY_BASE_D,
  ARTILLERY_BASE_W,
  CAVALRY_BASE_D,
  CAVALRY_BASE_W,
  INFANTRY_BASE_D,
  INFANTRY_BASE_W,
  MAX_WHEEL_RAD,
  MOVE_ROAD,
  OBLIQUE_RAD,
} from '../constants.js';
import { ATTACK, DOUBLE_LINE, LINE, MARCH, columns, ranks } from '../mechanics/formation.js';
import { allowance } from '../mechanics/movement.js';
import { obstacleRate, T_WOODS, terrainRate } from '../mechanics/terrain.js';
import { ARTILLERY, CAVALRY, type Unit } from '../state.js';
import type { OptionBuffer } from '../decisions.js';
import { CONTACT_GAP, PHASE_OPTIONS, type Game } from '../game.js';
import { norm, rectsOverlap, type Rect } from '../../kit/facingRect.js';
import { isAttached } from './attachSlot.js';
import { followBrigade } from './attach.js';
import { waterAllows } from '../table/water.js';
import { moveWoodsCost, woodsSampleRate } from '../table/woods.js';
import { MAX_PENDING, SEQ_BLOCK } from './pending.js';

const MIN_MOVE = 0.05;
const FORMATIONS = [MARCH, ATTACK, LINE, DOUBLE_LINE];
const OBLIQUES = [OBLIQUE_RAD, -OBLIQUE_RAD];
// their cosines and sines, worked out once (the same numbers every call would compute)
const OBLIQUE_COS = OBLIQUES.map(Math.cos);
const OBLIQUE_SIN = OBLIQUES.map(Math.sin);

/** Footprint half-sizes of u in formation `form` into the game's move context. */
function shape(g: Game, u: Unit, form: number, mounted: boolean): void {
  const m = g.work.moveContext;
  m.mounted = u.arm === CAVALRY && mounted;
  if (u.arm === ARTILLERY) {
    m.hw = ARTILLERY_BASE_W / 2;
    m.hd = ARTILLERY_BASE_D / 2;
    return;
  }
  const cav = u.arm === CAVALRY && mounted;
  const bw = cav ? CAVALRY_BASE_W : INFANTRY_BASE_W;
  const bd = cav ? CAVALRY_BASE_D : INFANTRY_BASE_D;
  m.hw = (columns(form, u.bases) * bw) / 2;
  m.hd = (ranks(form, u.bases) * bd) / 2;
}

/**
 * Is the candidate `step` UM along the aimed direction legal (moveContext: from u's anchor,
 * facing (fx, fy), along (dx, dy), `step` of a planned `planned` UM)? The candidate lives in the
 * context rather than in arguments: a call that does not inline boxes every number argument.
 */
function legal(g: Game, u: Unit): boolean {
  const m = g.work.moveContext;
  const fx = m.fx;
  const fy = m.fy;
  const b = g.work.box.set(u.px + m.dx * m.step, u.py + m.dy * m.step, fx, fy, m.hw, m.hd);
  const midX = u.px + (m.dx * m.step) / 2;
  const midY = u.py + (m.dy * m.step) / 2;
  // SFG-5.7: room to stand at the end, no enemy touched (contact is only by charge), and the
  // whole ground the move sweeps passable (friends other than batteries and disordered units
  // block, enemies always): the footprint, in its new facing and formation, from the anchor to the end
  const path = g.work.path.set(midX, midY, fx, fy, m.hw, m.hd);
  path.ex = (m.dx * m.step) / 2;
  path.ey = (m.dy * m.step) / 2;
  if (!g.moveClear(u, b, path, CONTACT_GAP)) return false;
  // SFG-5.6: a road move keeps the footprint centre on the road all the way (a straight road: both ends on it) at the road rate, whatever the ground
  if (m.road >= 0) {
    if (!g.terrain.onRoad(m.road, b.cx, b.cy)) return false;
  } else if (g.terrain.any) {
    m.midCx = midX - fx * m.hd;
    m.midCy = midY - fy * m.hd;
    if (!terrainAllows(g, u, b)) return false;
  }
  if (m.division) {
    // SFG-4.3: never within 6 UM; one already inside may not close on the nearest enemy (the
    // nearest enemy's distance below both limits, i.e. any enemy nearer than the lesser)
    const min = g.cfg.divisionMinEnemy;
    const lim = m.startEnemyDist < min ? Math.min(min - 1e-9, m.startEnemyDist - 1e-9) : min - 1e-9;
    if (g.enemyNearer(u.side, b, lim, m.nearHint)) return false;
  }
  return true;
}

/**
 * SFG-5.1 / 5.5 (G8, roughTerrainMode 'strict'): a move touching rough ground (where u stands,
 * the half-way point or the end, by the footprint centre) goes at the slowest rate touched,
 * scaled like the open move it replaces (a half move stays half); ground u may not enter refuses
 * the move. 'exitAllowed' and 'proportional' read G8's other ways (roughRate, roughExtra).
 * SFG-8.9: woods (woodsCost 'frontLine') and rivers cost instead by the leading line of bases,
 * per UM it travels inside them (woods.ts, water.ts), on top of the distance moved.
 * The end is b; the half-way centre, the distance moved and the planned one are in the move context.
 */
function terrainAllows(g: Game, u: Unit, b: Rect): boolean {
  const m = g.work.moveContext;
  const ex = b.cx;
  const ey = b.cy;
  const moved = m.step;
  const art = u.arm === ARTILLERY;
  const open = allowance(art, m.mounted, m.limbered);
  const t = g.terrain;
  const fl = g.cfg.woodsFrontLine;
  const prop = g.cfg.roughProportional;
  const rate = prop ? open : roughRate(g, u, b, open);
  // SFG-5.1: crossing an obstacle (the centre's path from where u stands) goes at the obstacle rate
  const crossing = t.nObs > 0 && moved > 0 && t.firstCrossing(u.cx, u.cy, ex, ey, u.heldObstacle) >= 0 ? obstacleRate(art, m.mounted, m.limbered) : open;
  const r = Math.min(rate, crossing);
  if (r <= 0) return false;
  // SFG-8.9: what the leading line's UM in woods cost on top (the UM the move uses so far)
  let used = fl && t.n > 0 ? moved + moveWoodsCost(t, b, m.dx * moved, m.dy * moved, terrainRate(T_WOODS, art, m.mounted, m.limbered), open) : moved;
  if (prop) used += roughExtra(g, u, ex, ey, open);
  if (used === Infinity) return false;
  // SFG-5.2 / 8.9: rivers and fords, by the leading line of bases (water.ts)
  if (t.nWater > 0 && !waterAllows(t, b, m.dx * moved, m.dy * moved, used, m.planned, art, m.mounted, m.limbered, g.cfg.riverFordsOnly)) return false;
  return used <= (m.planned * r) / open + 1e-9;
}

/**
 * The slowest rate of the ground the move to b touches (where u stands, half-way, the end, by
 * the footprint centre). G8 'exitAllowed': when u's centre starts in a piece slower than the
 * open rate and the move's footprint is wholly out of that piece once it has gone that piece's
 * rate (scaled like the move: the piece's rate × planned / open UM, or the whole move if
 * shorter), that piece no longer counts (a straight move leaves a convex piece once, so the
 * footprint stays out from there on); other ground still does.
 */
function roughRate(g: Game, u: Unit, b: Rect, open: number): number {
  const m = g.work.moveContext;
  const t = g.terrain;
  const art = u.arm === ARTILLERY;
  const fl = g.cfg.woodsFrontLine;
  let start = woodsSampleRate(t.unitKind(u), art, m.mounted, m.limbered, fl, open);
  let skip = -1;
  if (g.cfg.roughExitAllowed && start < open) {
    const sp = t.pieceAt(u.cx, u.cy);
    const pr = sp >= 0 ? woodsSampleRate(t.pieces[sp].kind, art, m.mounted, m.limbered, fl, open) : open;
    if (pr > 0 && pr < open) {
      const e = Math.min(m.step, (m.planned * pr) / open);
      const at = g.work.box2.set(u.px + m.dx * e, u.py + m.dy * e, m.fx, m.fy, m.hw, m.hd);
      if (!rectsOverlap(at, t.pieces[sp])) {
        skip = sp;
        start = open;
      }
    }
  }
  const end = woodsSampleRate(t.kindAt(b.cx, b.cy), art, m.mounted, m.limbered, fl, open);
  const mid = skip >= 0 && t.pieceAt(m.midCx, m.midCy) === skip ? open : woodsSampleRate(t.kindAt(m.midCx, m.midCy), art, m.mounted, m.limbered, fl, open);
  return Math.min(start, end, mid);
}

/**
 * G8 'proportional': the extra UM rough ground costs a move whose footprint centre goes from
 * where u's stands to (ex, ey): each UM inside a piece of rate R costs open/R UM (open − R of it
 * on top); Infinity when it passes through ground u may not enter.
 */
function roughExtra(g: Game, u: Unit, ex: number, ey: number, open: number): number {
  const m = g.work.moveContext;
  const t = g.terrain;
  const art = u.arm === ARTILLERY;
  const len = norm(ex - u.cx, ey - u.cy);
  let extra = 0;
  for (let i = 0; i < t.n; i++) {
    const rate = woodsSampleRate(t.pieces[i].kind, art, m.mounted, m.limbered, g.cfg.woodsFrontLine, open);
    if (rate >= open) continue;
    // a unit standing in ground it may not enter (placed there) may not move while in it either
    const f = len > 0 ? t.pieceFraction(i, u.cx, u.cy, ex, ey) : t.pieceAt(u.cx, u.cy) === i ? 1 : 0;
    if (f <= 0) continue;
    if (rate <= 0) return Infinity;
    extra += f * len * (open / rate - 1);
  }
  return extra;
}

/** Sets the facing (fx, fy) and the direction (dx, dy) of the next tryMove (from u's anchor). */
function aim(g: Game, fx: number, fy: number, dx: number, dy: number): void {
  const m = g.work.moveContext;
  m.fx = fx;
  m.fy = fy;
  m.dx = dx;
  m.dy = dy;
}

/**
 * Pushes the move from u's anchor, facing and direction as aimed, by `dist`, shortened to the
 * longest legal distance (bisection) when the full move is not legal. `minDist` > 0 skips moves
 * that end up shorter (a pure pivot or formation change uses minDist 0).
 */
function tryMove(g: Game, u: Unit, buf: OptionBuffer, dist: number, form: number, aux: number, minDist: number): void {
  const m = g.work.moveContext;
  if (m.listOnly) {
    listMove(g, u, buf, dist, form, aux, minDist);
    return;
  }
  m.planned = dist;
  let best = -1;
  m.step = dist;
  if (legal(g, u)) best = dist;
  else {
    let lo = 0;
    let hi = dist;
    for (let k = 0; k < 5; k++) {
      const mid = (lo + hi) / 2;
      m.step = mid;
      if (legal(g, u)) {
        best = mid;
        lo = mid;
      } else hi = mid;
    }
    // staying put counts only for a pivot or formation change (minDist 0) when no distance worked
    m.step = 0;
    if (best < 0 && minDist <= 0 && legal(g, u)) best = 0;
  }
  if (best < 0 || best < minDist) return;
  buf.pushMove(u.idx, u.px + m.dx * best, u.py + m.dy * best, m.fx, m.fy, form, aux);
}

/** Records the candidate tryMove was asked for, unchecked, with the move context it was aimed in (buf.pending). */
function listMove(g: Game, u: Unit, buf: OptionBuffer, dist: number, form: number, aux: number, minDist: number): void {
  const p = buf.pending;
  if (p.n >= MAX_PENDING) return;
  const m = g.work.moveContext;
  const j = p.n++;
  p.unit[j] = u.idx;
  p.seq[j] = p.seqNext++;
  p.fx[j] = m.fx;
  p.fy[j] = m.fy;
  p.dx[j] = m.dx;
  p.dy[j] = m.dy;
  p.hw[j] = m.hw;
  p.hd[j] = m.hd;
  p.dist[j] = dist;
  p.minDist[j] = minDist;
  p.form[j] = form;
  p.aux[j] = aux;
  p.mounted[j] = m.mounted ? 1 : 0;
  p.limbered[j] = m.limbered ? 1 : 0;
  p.road[j] = m.road;
  p.division[j] = m.division ? 1 : 0;
  p.startEnemyDist[j] = m.startEnemyDist;
  p.nearHint[j] = m.nearHint;
  p.done[j] = 0;
}

/**
 * Checks pending move j (listed by pushMoves with `listOnly`) as tryMove would have when it was
 * listed, pushing the option if legal. Returns its index in the buffer, or −1 when it is not legal.
 */
export function resolveMove(g: Game, buf: OptionBuffer, j: number): number {
  const p = buf.pending;
  p.done[j] = 1;
  const u = g.units[p.unit[j]];
  const m = g.work.moveContext;
  m.division = p.division[j] === 1;
  m.startEnemyDist = p.startEnemyDist[j];
  m.nearHint = p.nearHint[j];
  m.hw = p.hw[j];
  m.hd = p.hd[j];
  m.mounted = p.mounted[j] === 1;
  m.limbered = p.limbered[j] === 1;
  m.road = p.road[j];
  aim(g, p.fx[j], p.fy[j], p.dx[j], p.dy[j]);
  // the bench charges it to the order options, as when pushMoves checks every candidate
  const prev = g.enter(PHASE_OPTIONS);
  focusOn(g, u);
  const n0 = buf.n;
  tryMove(g, u, buf, p.dist[j], p.form[j], p.aux[j], p.minDist[j]);
  g.unfocus();
  g.leave(prev);
  m.road = -1;
  if (buf.n === n0) return -1;
  buf.seq[n0] = p.seq[j];
  return n0;
}

/** Direction (x, y) rotated counter-clockwise by the angle whose cosine and sine are c and s. */
function rotX(x: number, y: number, c: number, s: number): number {
  return x * c - y * s;
}
function rotY(x: number, y: number, c: number, s: number): number {
  return x * s + y * c;
}

/** Pushes a wheel about the front-centre to face (tx, ty), clamped to 90°, then the rest forward. */
function pushWheel(g: Game, u: Unit, buf: OptionBuffer, tx: number, ty: number, A: number, form: number, aux: number): void {
  const wx = tx - u.px;
  const wy = ty - u.py;
  const l = norm(wx, wy);
  if (l < 1e-6) return;
  let ang = Math.atan2(u.fx * wy - u.fy * wx, u.fx * wx + u.fy * wy);
  if (Math.abs(ang) < 0.1) return;
  if (ang > MAX_WHEEL_RAD) ang = MAX_WHEEL_RAD;
  if (ang < -MAX_WHEEL_RAD) ang = -MAX_WHEEL_RAD;
  const c = Math.cos(ang);
  const sn = Math.sin(ang);
  const nfx = rotX(u.fx, u.fy, c, sn);
  const nfy = rotY(u.fx, u.fy, c, sn);
  // SFG-5.3: a wheel costs half the allowance; the rest may be used forward
  aim(g, nfx, nfy, nfx, nfy);
  tryMove(g, u, buf, A / 2, form, aux, 0);
}

/** Facing this far off a road's line (sine of the angle) still counts as along it. */
const ROAD_ALIGN = 0.05;

/**
 * SFG-5.1 / 5.6: for each road whose line u's centre is on: if u faces along it (either way),
 * the road move of MOVE_ROAD straight ahead (shortened to stay legal, kept on the road by
 * legal()); otherwise a wheel onto its line (the ordinary wheel, at the open rate).
 */
function pushRoadMoves(g: Game, u: Unit, buf: OptionBuffer, A: number, form: number, aux: number): void {
  const t = g.terrain;
  for (let k = 0; k < t.nRoads; k++) {
    if (!t.onRoad(k, u.cx, u.cy)) continue;
    const l = norm(t.rx1[k] - t.rx0[k], t.ry1[k] - t.ry0[k]);
    let dx = (t.rx1[k] - t.rx0[k]) / l;
    let dy = (t.ry1[k] - t.ry0[k]) / l;
    if (dx * u.fx + dy * u.fy < 0) {
      dx = -dx;
      dy = -dy;
    }
    if (Math.abs(u.fx * dy - u.fy * dx) <= ROAD_ALIGN) {
      g.work.moveContext.road = k;
      aim(g, u.fx, u.fy, u.fx, u.fy);
      tryMove(g, u, buf, MOVE_ROAD, form, aux, MIN_MOVE);
      g.work.moveContext.road = -1;
    } else pushWheel(g, u, buf, u.cx + dx * 10, u.cy + dy * 10, A, form, aux);
  }
}

/** Nearest objective this side does not hold, else the nearest enemy-owned one. */
function goalObjective(g: Game, side: number, x: number, y: number): number {
  let best = -1;
  let bd = Infinity;
  for (let k = 0; k < g.objectives.length; k++) {
    const o = g.objectives[k];
    if (o.holder === side) continue;
    const d = norm(o.x - x, o.y - y);
    if (d < bd) {
      bd = d;
      best = k;
    }
  }
  return best;
}

/**
 * Pushes the MOVE options of u. `division`: under a division order (SFG-4.3: one ordinary move,
 * the 6 UM rule, formation changes if divisionOrderAllowsFormation).
 */
export function pushMoves(g: Game, u: Unit, buf: OptionBuffer, division: boolean): void {
  focusOn(g, u);
  pushFocused(g, u, buf, division);
  g.unfocus();
}

/**
 * Offers u's moves to a lazyMoves policy (buf.pending), to be listed when it asks
 * (listUnitMoves), in the place of the options pushMoves would push now.
 */
export function offerMoves(u: Unit, buf: OptionBuffer, division: boolean): void {
  if (buf.pending.addUnit(u.idx, buf.nextSeq, division)) buf.nextSeq += SEQ_BLOCK;
}

/**
 * Lists the candidate moves of offered unit k unchecked in buf.pending (the policy checks the
 * ones it may choose with resolveMove): the same candidates pushMoves would check, in order.
 * Returns the first candidate's index (they run to pending.n).
 */
export function listUnitMoves(g: Game, buf: OptionBuffer, k: number): number {
  const p = buf.pending;
  const first = p.n;
  p.unitListed[k] = 1;
  p.seqNext = p.unitSeq[k];
  const prev = g.enter(PHASE_OPTIONS);
  g.work.moveContext.listOnly = true;
  pushFocused(g, g.units[p.units[k]], buf, p.unitDivision[k] === 1);
  g.work.moveContext.listOnly = false;
  g.leave(prev);
  return first;
}

/**
 * How far any candidate of u moves its footprint's centre from u's anchor: the anchor moves at
 * most the largest allowance (a road's, where there are roads) and the centre lies half the
 * footprint's depth behind it, in the deepest formation at most.
 */
export function centreReach(g: Game, u: Unit): number {
  const reach = g.terrain.nRoads > 0 ? Math.max(MOVE_ROAD, MAX_ALLOWANCE[u.arm]) : MAX_ALLOWANCE[u.arm];
  if (u.arm === ARTILLERY) return reach + ARTILLERY_BASE_D / 2;
  formationBounds(g, u);
  return reach + g.work.shapeDepth[u.idx];
}

/**
 * Works out, for u's present number of bases, the farthest any footprint of u reaches from its
 * anchor (any formation, mounted or not) and the deepest half-depth of any formation, into the
 * game's scratch (shapeExtent, shapeDepth); kept while the bases stay the same.
 */
function formationBounds(g: Game, u: Unit): void {
  const w = g.work;
  if (w.shapeBases[u.idx] === u.bases) return;
  w.shapeBases[u.idx] = u.bases;
  if (u.arm === ARTILLERY) {
    w.shapeExtent[u.idx] = norm(u.hw, 2 * u.hd);
    w.shapeDepth[u.idx] = ARTILLERY_BASE_D / 2;
    return;
  }
  const cav = u.arm === CAVALRY;
  const bw = cav ? Math.max(INFANTRY_BASE_W, CAVALRY_BASE_W) : INFANTRY_BASE_W;
  const bd = cav ? Math.max(INFANTRY_BASE_D, CAVALRY_BASE_D) : INFANTRY_BASE_D;
  let m = 0;
  let depth = 0;
  for (const f of FORMATIONS) {
    m = Math.max(m, norm((columns(f, u.bases) * bw) / 2, ranks(f, u.bases) * bd));
    depth = Math.max(depth, (ranks(f, u.bases) * bd) / 2);
  }
  w.shapeExtent[u.idx] = m;
  w.shapeDepth[u.idx] = depth;
}

/** Focuses the game on the units u's candidate moves can touch. */
function focusOn(g: Game, u: Unit): void {
  // every candidate anchor lies within the largest allowance of u's arm (a road's, where there
  // are roads), and its footprint within the largest extent of any formation from there
  const reach = g.terrain.nRoads > 0 ? Math.max(MOVE_ROAD, MAX_ALLOWANCE[u.arm]) : MAX_ALLOWANCE[u.arm];
  formationBounds(g, u);
  g.focus(u.px, u.py, reach + g.work.shapeExtent[u.idx] + CONTACT_GAP + FOCUS_SLACK);
}

/**
 * Largest movement allowance of each arm (INFANTRY, CAVALRY, ARTILLERY): what any candidate of
 * pushFocused moves the anchor at most (wheels pivot on it, formation changes move half).
 */
const MAX_ALLOWANCE = [
  allowance(false, false, false),
  Math.max(allowance(false, true, false), allowance(false, false, false)),
  Math.max(allowance(true, false, false), allowance(true, false, true)),
];
const FOCUS_SLACK = 0.5;

function pushFocused(g: Game, u: Unit, buf: OptionBuffer, division: boolean): void {
  g.work.moveContext.division = division;
  g.work.moveContext.startEnemyDist = division ? g.nearestEnemyDist(u.side, u) : 0;
  // the enemy nearest where u stands is the likely nearest to its candidates (a hint: same result, sooner)
  g.work.moveContext.nearHint = division ? g.nearestIdx : -1;
  if (u.arm === ARTILLERY) {
    // SFG-4.6: an attached battery does not move or pivot on its own (it goes with its brigade)
    if (!isAttached(g, u)) pushBatteryMoves(g, u, buf);
    return;
  }
  const mounted = u.arm === CAVALRY && u.mounted;
  const A = allowance(false, mounted, false);
  const form = u.formation;
  const aux = mounted ? 1 : 0;
  shape(g, u, form, mounted);
  // SFG-5.3: straight ahead or obliquely up to 45° for the full allowance
  aim(g, u.fx, u.fy, u.fx, u.fy);
  tryMove(g, u, buf, A, form, aux, MIN_MOVE);
  for (let k = 0; k < 2; k++) {
    aim(g, u.fx, u.fy, rotX(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]), rotY(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]));
    tryMove(g, u, buf, A, form, aux, MIN_MOVE);
  }
  // backwards at most half
  aim(g, u.fx, u.fy, -u.fx, -u.fy);
  tryMove(g, u, buf, A / 2, form, aux, MIN_MOVE);
  // SFG-5.6: a march column on a road moves along it at the road rate, or wheels onto its line
  if (form === MARCH && g.terrain.nRoads > 0) pushRoadMoves(g, u, buf, A, form, aux);
  // wheel towards the nearest enemy and towards the objective to take
  const e = g.nearestEnemyTo(u.side, u.cx, u.cy);
  if (e >= 0) pushWheel(g, u, buf, g.units[e].cx, g.units[e].cy, A, form, aux);
  const ob = goalObjective(g, u.side, u.cx, u.cy);
  if (ob >= 0) pushWheel(g, u, buf, g.objectives[ob].x, g.objectives[ob].y, A, form, aux);
  // SFG-5.4: change formation, then up to half the allowance; G15: (dis)mounting likewise
  if (division && !g.cfg.divisionOrderAllowsFormation) return;
  for (const f of FORMATIONS) {
    if (f === form) continue;
    shape(g, u, f, mounted);
    aim(g, u.fx, u.fy, u.fx, u.fy);
    tryMove(g, u, buf, A / 2, f, aux, 0);
  }
  if (u.arm === CAVALRY) {
    const m2 = !mounted;
    shape(g, u, form, m2);
    aim(g, u.fx, u.fy, u.fx, u.fy);
    tryMove(g, u, buf, allowance(false, m2, false) / 2, form, m2 ? 1 : 0, 0);
  }
}

/**
 * SFG-5.8: a battery's moves within its two actions. `form` = limbered afterwards (1/0),
 * `aux` = actions the move uses (limber and unlimber need no order but cost an action).
 */
function pushBatteryMoves(g: Game, u: Unit, buf: OptionBuffer): void {
  if (!u.batteryCanAct()) return;
  shape(g, u, 0, false);
  const left = 2 - u.actions;
  const m = g.work.moveContext;
  if (!u.limbered) {
    const A = allowance(true, false, false);
    m.limbered = false;
    // manhandled 1 UM, or a wheel towards the nearest enemy
    aim(g, u.fx, u.fy, u.fx, u.fy);
    tryMove(g, u, buf, A, 0, 1, MIN_MOVE);
    const e = g.nearestEnemyTo(u.side, u.cx, u.cy);
    if (e >= 0) pushWheel(g, u, buf, g.units[e].cx, g.units[e].cy, A, 0, 1);
    if (left >= 2) {
      // limber, then move at the limbered rate
      const L = allowance(true, false, true);
      m.limbered = true;
      aim(g, u.fx, u.fy, u.fx, u.fy);
      tryMove(g, u, buf, L, 1, 2, MIN_MOVE);
      for (let k = 0; k < 2; k++) {
        aim(g, u.fx, u.fy, rotX(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]), rotY(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]));
        tryMove(g, u, buf, L, 1, 2, MIN_MOVE);
      }
    }
    return;
  }
  const L = allowance(true, false, true);
  m.limbered = true;
  aim(g, u.fx, u.fy, u.fx, u.fy);
  tryMove(g, u, buf, L, 1, 1, MIN_MOVE);
  // SFG-5.6: limbered guns on a road move along it at the road rate
  if (g.terrain.nRoads > 0) pushRoadMoves(g, u, buf, L, 1, 1);
  if (left >= 2) {
    // move, then unlimber to fire next turn
    aim(g, u.fx, u.fy, u.fx, u.fy);
    tryMove(g, u, buf, L, 0, 2, MIN_MOVE);
    for (let k = 0; k < 2; k++) {
      aim(g, u.fx, u.fy, rotX(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]), rotY(u.fx, u.fy, OBLIQUE_COS[k], OBLIQUE_SIN[k]));
      tryMove(g, u, buf, L, 0, 2, MIN_MOVE);
    }
    const e = g.nearestEnemyTo(u.side, u.cx, u.cy);
    if (e >= 0) pushWheel(g, u, buf, g.units[e].cx, g.units[e].cy, L, 0, 2);
  }
}

/** Carries out MOVE option i of the buffer (`division`: under a division order, SFG-4.3). */
export function applyMove(g: Game, buf: OptionBuffer, i: number, division = false): void {
  const u = g.units[buf.unit[i]];
  if (u.arm === ARTILLERY) {
    u.limbered = buf.form[i] === 1;
    u.actions += buf.aux[i];
    u.place(buf.px[i], buf.py[i], buf.fx[i], buf.fy[i]);
    return;
  }
  const px = u.px;
  const py = u.py;
  const fx = u.fx;
  const fy = u.fy;
  u.formation = buf.form[i];
  if (u.arm === CAVALRY) u.mounted = buf.aux[i] === 1;
  u.place(buf.px[i], buf.py[i], buf.fx[i], buf.fy[i]);
  u.moved = true;
  // SFG-4.6: its attached batteries move with it or stay behind
  followBrigade(g, u, px, py, fx, fy, division);
}
