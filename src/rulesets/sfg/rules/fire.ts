/**
 * SFG-6 in play: which bases can engage a target (6 UM from the base centre, the 45° arc from
 * the front corners, a clear line of fire), target choice (the nearest, or the nearest intact),
 * the firing action with its modifiers, and pushback by fire.
 */
import { FIRE_PUSHBACK_HITS, MUSKET_DICE_PER_BASE, RIFLED_LONG_RANGE_UM } from '../constants.js';
import { isColumn } from '../mechanics/formation.js';
import { rollHits } from '../mechanics/dice.js';
import { artilleryBand, artilleryDice, artilleryNeed, fireModifier, musketNeed, OPEN } from '../mechanics/fire.js';
import { coverOf, OBSTACLE_NAMES, obstacleCover, obstacleStopsPushback, T_HILL, T_TOWN } from '../mechanics/terrain.js';
import { ARTILLERY, GUN_HOWITZER, GUN_RIFLED, INFANTRY, IN_PLAY, type Unit } from '../state.js';
import { T_FIRE, type OptionBuffer } from '../decisions.js';
import { clipToArc, cornerX, cornerY, pointPolyDist, pointRectDist, segmentCrossesRect, norm } from '../../kit/facingRect.js';
import { M_FIRING, PHASE_FIRE, type Game } from '../game.js';
import { inflict } from './losses.js';
import { retreat } from './retreat.js';

function within(g: Game, d: number, lim: number): boolean {
  return g.cfg.rangeInclusive ? d <= lim + 1e-9 : d < lim - 1e-9;
}

/** Margin on the range bound in engaging (far above rounding, far below any real distance). */
const RANGE_BOUND = 1e-6;

/** Line of fire from (x0,y0) to (x1,y1) is clear of every unit but the firer and the target (SFG-6.2.4–5), and of hill crests (§12.5). */
function clearLine(g: Game, u: Unit, e: Unit, x0: number, y0: number, x1: number, y1: number): boolean {
  const minX = Math.min(x0, x1);
  const maxX = Math.max(x0, x1);
  const minY = Math.min(y0, y1);
  const maxY = Math.max(y0, y1);
  // §12.5: a battery on a hill fires over friends below it (musketry never does)
  const high = u.arm === ARTILLERY && g.terrain.n > 0 && g.terrain.unitKind(u) === T_HILL;
  for (const o of g.units) {
    if (o === u || o === e || o.removed !== IN_PLAY || !o.onTable) continue;
    if (high && o.side === u.side && g.terrain.unitKind(o) !== T_HILL) continue;
    const ext = o.cr;
    if (o.cx + ext < minX || o.cx - ext > maxX || o.cy + ext < minY || o.cy - ext > maxY) continue;
    if (segmentCrossesRect(x0, y0, x1, y1, o)) return false;
  }
  return !g.cfg.crests || g.terrain.n === 0 || g.terrain.crestsClear(u, e, x0, y0, x1, y1, g.cfg.crestOnHillSees);
}

/**
 * SFG-6.5: the cover of target e against u: the piece holding most of its bases, or an obstacle
 * it defends on the line from u's centre to its own (§12.7), whichever is better.
 */
export function targetCover(g: Game, u: Unit, e: Unit): number {
  if (!g.terrain.any) return OPEN;
  let c = coverOf(g.terrain.unitKind(e));
  if (g.terrain.nObs > 0) {
    const k = g.terrain.defended(e, u.cx, u.cy, e.cx, e.cy);
    if (k >= 0) c = Math.max(c, obstacleCover(g.terrain.okind[k], g.cfg.worksHeavy));
  }
  return c;
}

/**
 * SFG-6.2.6–7 / G16: a line of fire through more than woodsVisibilityUM of woods or houses is
 * blocked. SFG-6.6: howitzers (and siege guns) hit units anywhere inside built-up areas, so
 * houses do not count for them (`overHouses`); woods still do.
 */
function clearOfWoods(g: Game, x0: number, y0: number, x1: number, y1: number, overHouses = false): boolean {
  return g.terrain.n === 0 || g.terrain.sightBlockedLength(x0, y0, x1, y1, overHouses) <= g.cfg.woodsVisibility + 1e-9;
}

/**
 * SFG-6.6: how far battery u fires: artilleryMaxRangeUM, or for a rifled one under G9b's
 * rifledLongRange [P] the table's 30 UM column.
 */
function artilleryRange(g: Game, u: Unit): number {
  return u.gun === GUN_RIFLED && g.cfg.rifledLongRange ? RIFLED_LONG_RANGE_UM : g.cfg.artilleryMaxRange;
}

/**
 * Musketry: how many of u's front-rank bases can fire at e (SFG-6.2; onlyFrontRankFires).
 * Artillery: 1 when e is in arc, in range and in sight, with the range in out[0].
 */
export function engaging(g: Game, u: Unit, e: Unit, out: Float64Array): number {
  const { poly, clip, near } = g.work;
  const rx = u.fy;
  const ry = -u.fx;
  if (u.arm === ARTILLERY) {
    const n = clipToArc(e, u.px, u.py, u.fx, u.fy, u.hw, poly, clip);
    if (n === 0) return 0;
    const d = pointPolyDist(u.cx, u.cy, poly, n, near);
    if (!within(g, d, artilleryRange(g, u))) return 0;
    if (!clearLine(g, u, e, u.cx, u.cy, near[0], near[1]) || !clearOfWoods(g, u.cx, u.cy, near[0], near[1], u.gun === GUN_HOWITZER)) return 0;
    out[0] = d;
    return 1;
  }
  if (!u.musketry) return 0;
  let k = 0;
  let best = Infinity;
  const range = g.cfg.musketRange;
  for (let i = 0; i < u.cols; i++) {
    const off = (i + 0.5) * u.bw - u.hw;
    const mx = u.px + rx * off;
    const my = u.py + ry * off;
    const bx = mx - u.fx * (u.bd / 2);
    const by = my - u.fy * (u.bd / 2);
    // the in-arc part of e is no nearer than e itself: out of range already, skip the clipping
    if (pointRectDist(bx, by, e) > range + RANGE_BOUND) continue;
    const n = clipToArc(e, mx, my, u.fx, u.fy, u.bw / 2, poly, clip);
    if (n === 0) continue;
    const d = pointPolyDist(bx, by, poly, n, near);
    if (!within(g, d, range)) continue;
    if (!clearLine(g, u, e, bx, by, near[0], near[1]) || !clearOfWoods(g, bx, by, near[0], near[1])) continue;
    k++;
    if (d < best) best = d;
  }
  out[0] = best;
  return k;
}

/** Could u fire at anything at all? A cheap bound before the per-base work. */
function anyEnemyNear(g: Game, u: Unit): boolean {
  const lim = (u.arm === ARTILLERY ? artilleryRange(g, u) : g.cfg.musketRange) + u.hw + u.hd;
  for (const i of g.sideUnits[1 - u.side]) {
    const e = g.units[i];
    if (!e.active) continue;
    if (norm(e.cx - u.cx, e.cy - u.cy) - (e.hw + e.hd) <= lim) return true;
  }
  return false;
}

/** Margin on pushTargets' range bound from the centres (UM; far above rounding). */
const FAR_SLACK = 1e-3;

/** Margin for the exact bounds below: they skip only enemies engaging() would refuse anyway. */
const BOUND_EPS = 1e-6;

/**
 * Could engaging(u, e) only return 0? `d` is the distance from u's centre to e. Every firing
 * point lies within u's circumradius of its centre (batteries fire from the centre), and the 45°
 * arcs lie ahead of u's front line, so an enemy wholly behind that line is never in arc. Nor is
 * one wholly beyond either 45° line from the ends of u's front: every base's arc (the battery's
 * from its whole front) lies between those two lines.
 */
function outOfReach(g: Game, u: Unit, e: Unit, d: number): boolean {
  if (u.arm === ARTILLERY) {
    if (d > artilleryRange(g, u) + BOUND_EPS) return true;
  } else if (d - Math.sqrt(u.hw * u.hw + u.hd * u.hd) > g.cfg.musketRange + BOUND_EPS) return true;
  const ahead = (e.cx - u.px) * u.fx + (e.cy - u.py) * u.fy + e.hd * Math.abs(e.fx * u.fx + e.fy * u.fy) + e.hw * Math.abs(e.fy * u.fx - e.fx * u.fy);
  if (ahead < -BOUND_EPS) return true;
  // with s along u's facing and w across it (to the right) from its front centre: a corner is
  // beyond the right line when w − s > hw, beyond the left one when −w − s > hw
  let right = true;
  let left = true;
  for (let k = 0; k < 4 && (right || left); k++) {
    const x = cornerX(e, k) - u.px;
    const y = cornerY(e, k) - u.py;
    const s = x * u.fx + y * u.fy;
    const w = x * u.fy - y * u.fx;
    if (w - s <= u.hw + BOUND_EPS) right = false;
    if (-w - s <= u.hw + BOUND_EPS) left = false;
  }
  return right || left;
}

/** SFG-6.1: can u fire now (once a turn; batteries need an action left and to be unlimbered)? */
export function mayFire(u: Unit): boolean {
  if (!u.active || u.fired) return false;
  if (u.arm === ARTILLERY) return !u.limbered && u.batteryCanAct();
  return u.musketry;
}

/**
 * SFG-6.3: pushes u's legal FIRE options: the nearest enemy it can engage (by distance from u's
 * centre), and the nearest intact one if that is a different unit (disordered or decimated
 * targets may be skipped). Returns how many were pushed.
 */
export function pushFireTargets(g: Game, u: Unit, buf: OptionBuffer): number {
  if (!mayFire(u)) return 0;
  // nothing to engage when last looked and no unit has moved, changed or gone since (engaging
  // depends on the footprints and on who is in play only: the sides' change counters)
  const w = g.work;
  const v0 = g.sideVer[0];
  const v1 = g.sideVer[1];
  if (w.noTargetSet[u.idx] === 1 && w.noTargetVer0[u.idx] === v0 && w.noTargetVer1[u.idx] === v1) return 0;
  if (!anyEnemyNear(g, u)) return 0;
  const n = pushTargets(g, u, buf);
  if (n === 0) {
    w.noTargetSet[u.idx] = 1;
    w.noTargetVer0[u.idx] = v0;
    w.noTargetVer1[u.idx] = v1;
  }
  return n;
}

/**
 * The enemies are tried nearest first (by the distance from u's centre, ties in list order, as
 * the targets are chosen): the first that u can engage is the nearest target, the first intact
 * one the nearest intact, and no enemy beyond both is ever tried.
 */
function pushTargets(g: Game, u: Unit, buf: OptionBuffer): number {
  const w = g.work;
  const { targetOrder: order, targetDist: dist } = w;
  // outOfReach's range test from the centres: the distance to e's footprint is at least the
  // centres' less e's circumradius, so an enemy beyond is skipped below anyway and is not sorted
  const far = (u.arm === ARTILLERY ? artilleryRange(g, u) : g.cfg.musketRange + Math.sqrt(u.hw * u.hw + u.hd * u.hd)) + FAR_SLACK;
  let m = 0;
  for (const i of g.sideUnits[1 - u.side]) {
    const e = g.units[i];
    if (!e.active) continue;
    const cx = e.cx - u.cx;
    const cy = e.cy - u.cy;
    const lim = far + e.cr;
    if (cx * cx + cy * cy > lim * lim) continue;
    const d = pointRectDist(u.cx, u.cy, e);
    // insertion by distance; an equal distance goes after (the list order breaks ties)
    let j = m++;
    while (j > 0 && dist[j - 1] > d) {
      dist[j] = dist[j - 1];
      order[j] = order[j - 1];
      j--;
    }
    dist[j] = d;
    order[j] = i;
  }
  let nearest = -1;
  let intact = -1;
  for (let k = 0; k < m && intact < 0; k++) {
    const i = order[k];
    const e = g.units[i];
    const d = dist[k];
    if (outOfReach(g, u, e, d)) continue;
    const n = engaging(g, u, e, w.range);
    if (n === 0) continue;
    if (nearest < 0) {
      nearest = i;
      remember(g, u, 0, i, n);
    }
    if (!(e.disordered || e.decimated(g.cfg.decimationByCasualties))) {
      intact = i;
      remember(g, u, 1, i, n);
    }
  }
  if (nearest < 0) return 0;
  buf.push(T_FIRE, u.idx, nearest);
  if (intact >= 0 && intact !== nearest) {
    buf.push(T_FIRE, u.idx, intact);
    return 2;
  }
  return 1;
}

/**
 * What engaging(u, e) answered for u's fire option `slot` (0 nearest, 1 nearest intact), with
 * the sides' change counters then: the firing action that follows asks again, and while no unit
 * has changed the answer stands (fireDice).
 */
function remember(g: Game, u: Unit, slot: number, e: number, n: number): void {
  const w = g.work;
  const s = 2 * u.idx + slot;
  w.engTarget[s] = e;
  w.engVer0[s] = g.sideVer[0];
  w.engVer1[s] = g.sideVer[1];
  w.engBases[s] = n;
  w.engRange[s] = w.range[0];
}

/** engaging(u, e), or the answer remembered from u's fire options when nothing has changed since. */
function engagingAgain(g: Game, u: Unit, e: Unit): number {
  const w = g.work;
  for (let s = 2 * u.idx; s < 2 * u.idx + 2; s++) {
    if (w.engTarget[s] === e.idx && w.engVer0[s] === g.sideVer[0] && w.engVer1[s] === g.sideVer[1]) {
      w.range[0] = w.engRange[s];
      return w.engBases[s];
    }
  }
  return engaging(g, u, e, w.range);
}

/** Dice and to-hit of u firing at e now (0 dice: cannot). Writes [dice, need, mod] to out. */
export function fireDice(g: Game, u: Unit, e: Unit, reaction: boolean, frontal: boolean, out: Int32Array): number {
  const n = engagingAgain(g, u, e);
  if (n === 0) return 0;
  const fireFacts = g.work.fireFacts;
  fireFacts.firerDisordered = u.disordered;
  fireFacts.reaction = reaction;
  fireFacts.firerIsInfantry = u.arm === INFANTRY;
  fireFacts.chargerIsCavalry = reaction && e.isCavalry && e.mounted;
  fireFacts.chargeFrontal = frontal;
  fireFacts.breechLoaders = u.breech;
  fireFacts.targetInColumn = e.arm !== ARTILLERY && isColumn(e.formation);
  fireFacts.firerIsBattery = u.arm === ARTILLERY;
  fireFacts.targetIsBattery = e.arm === ARTILLERY;
  fireFacts.targetLimbered = e.limbered;
  const mod = fireModifier(fireFacts);
  if (u.arm === ARTILLERY) {
    const band = artilleryBand(g.work.range[0], artilleryRange(g, u), g.cfg.rangeInclusive);
    if (band < 0) return 0;
    out[0] = artilleryDice(band);
    out[1] = artilleryNeed(band, targetCover(g, u, e), g.cfg.coverToHit, g.cfg.artilleryCoverMax);
  } else {
    out[0] = n * MUSKET_DICE_PER_BASE;
    out[1] = musketNeed(targetCover(g, u, e), g.cfg.coverToHit);
  }
  out[2] = mod;
  return out[0];
}

/**
 * One firing action of u at e (SFG-6.4–6.9). `reaction`: fire at a charger, which is never
 * pushed back (SFG-7.4). Returns the casualties caused.
 */
export function fire(g: Game, u: Unit, e: Unit, reaction: boolean, frontal: boolean): number {
  const prev = g.enter(PHASE_FIRE);
  const hits = fireAction(g, u, e, reaction, frontal);
  g.leave(prev);
  return hits;
}

function fireAction(g: Game, u: Unit, e: Unit, reaction: boolean, frontal: boolean): number {
  const fd = g.work.fireDice;
  const dice = fireDice(g, u, e, reaction, frontal, fd);
  // SFG-6.1 / 7.3.1: a stand with the charger out of arc or range fires nothing, so the unit keeps its fire
  if (dice === 0) return 0;
  u.fired = true;
  if (u.arm === ARTILLERY) u.actions = 2; // SFG-5.8: nothing after firing
  g.stat(u.side, M_FIRING);
  const hits = rollHits(g.dice, dice, fd[1], fd[2], true);
  if (g.log)
    g.event(
      `   ${g.label(u)} fires${reaction ? ' in reaction' : ''} at ` +
        `${g.label(e)}: ${dice}d6 at ${fd[1]}+ ` +
        `${fd[2] >= 0 ? '+' : ''}${fd[2]}: ${hits} hit${hits === 1 ? '' : 's'}`,
    );
  inflict(g, e, hits, u.side);
  if (!reaction && e.removed === IN_PLAY) firePushback(g, u, e, hits);
  return hits;
}

/** SFG-6.9: 2+ casualties from one action: 1d6, 1–5 back 1 UM, 6 back 2 UM and disordered. */
export function firePushback(g: Game, u: Unit, e: Unit, hits: number): void {
  if (hits < FIRE_PUSHBACK_HITS) return;
  const tests = g.cfg.fireRetreatPerTwoHits ? hits >> 1 : 1;
  let dist = 0;
  let six = false;
  for (let k = 0; k < tests; k++) {
    const f = g.dice.d6();
    dist += g.cfg.fireRetreatTable[f - 1];
    if (f === 6) six = true;
  }
  if (six) e.disordered = true;
  const dis = six ? ' and disordered' : '';
  // G30: an unlimbered battery stays put
  if (e.arm === ARTILLERY && !e.limbered && !g.cfg.unlimberedBatteryRetreats) {
    if (g.log) g.event(`    ${g.label(e)} stands its ground (an unlimbered battery is not pushed back)${dis}`);
    return;
  }
  // SFG-6.9.4: a unit defending buildings (most of its bases in a town) or a wall rolls but does not retreat
  if (g.terrain.n > 0 && g.terrain.unitKind(e) === T_TOWN) {
    if (g.log) g.event(`    ${g.label(e)} holds the buildings (not pushed back)${dis}`);
    return;
  }
  if (g.terrain.nObs > 0) {
    const k = g.terrain.defended(e, u.cx, u.cy, e.cx, e.cy);
    if (k >= 0 && obstacleStopsPushback(g.terrain.okind[k])) {
      if (g.log) g.event(`    ${g.label(e)} holds the ${OBSTACLE_NAMES[g.terrain.okind[k]]} (not pushed back)${dis}`);
      return;
    }
  }
  if (g.log) g.event(`    ${g.label(e)} is pushed back ${dist} UM${dis}`);
  let dx = -e.fx;
  let dy = -e.fy;
  if (g.cfg.fireRetreatAwayFromFirer) {
    const l = norm(e.cx - u.cx, e.cy - u.cy) || 1;
    dx = (e.cx - u.cx) / l;
    dy = (e.cy - u.cy) / l;
  }
  retreat(g, e, dx, dy, dist);
}
