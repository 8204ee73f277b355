/**
 * Single-model actions: movement (SDS 3), shooting (SDS 4), hand-to-hand (SDS 5), reloading,
 * standing up, and removing models with the morale triggers they cause (SDS 6.5).
 */
import { checkRout } from './rout.js';
import {
  FALL,
  GRUESOME,
  KILL,
  NOTHING,
  OUT_OF_AMMO,
  RECOIL,
  RESULT_NAMES,
  blockedRecoilResult,
  meleeMod,
  meleeOutcome,
  shotOutcome,
  shooterShotMod,
  targetShotMod,
} from '../mechanics/combat.js';
import { band1Bonus, canFireMounted, reloadCost } from '../mechanics/weapons.js';
import { lossTriggerReached } from '../mechanics/morale.js';
import {
  B_CUIRASS,
  B_LIGHT,
  B_MARKSMAN,
  B_POORSHOT,
  B_SHORTMOVE,
  B_STRONG,
  B_WEAK,
  FIREARM_NAMES,
  FLAG_CARRIED,
  FLAG_DROPPED,
  FLAG_GONE,
  F_NONE,
  GONE_FLED,
  GONE_KILLED,
  leaderOf,
  noteRemoved,
  sideEnd,
  sideStart,
} from '../state.js';
import {
  CONTACT_EPS,
  standOffAlong,
  clearAlong,
  clearAmong,
  contactAlong,
  contactOnSegment,
  engaged,
  gap,
  nearSegment,
  overlapsAmong,
  overlapsAny,
  setSegment,
  touching,
} from '../table/geom.js';
import type { Game } from '../game.js';
import { losOf } from '../table/los.js';
import { horsesRunAway } from './horses.js';
import {
  MV_BUDGET,
  MV_R,
  MV_TX,
  MV_TY,
  MV_X,
  MV_Y,
  behindObstacle,
  blockedAt,
  detourPoint,
  moveArgs,
  moveToward,
  moveTowardIn,
  onHill,
  woodStatus,
} from '../table/tablefns.js';
import { MOVE_BLOCKED } from '../table/types.js';

// ---------------------------------------------------------------- removal and triggers

/** Pending squad-wide triggers (SDS 6.5), per side, as bits. */
export const T_LEADER = 1;
export const T_FLAG = 2;
export const T_THRESHOLD = 4;

export function nameOf(g: Game, i: number): string {
  return `${g.st.side[i] === 0 ? 'A' : 'B'}:${g.cfg.names[i]}`;
}

/** Take model i off the table as a loss (killed, wounded, fled off, eliminated). SDS 6.5–6.8. */
export function removeModel(g: Game, i: number, reason: number): void {
  const s = g.st;
  const cfg = g.cfg;
  if (!s.onTable[i]) return;
  s.onTable[i] = 0;
  g.scratch.moveMemo.changed(s);
  noteRemoved(s, i);
  s.gone[i] = reason;
  s.fallen[i] = 0;
  const side = s.side[i];
  s.losses[side]++;
  s.lostPoints[side] += s.points[i];
  if (s.isLeader[i]) s.officersLost[side]++;
  // SDS 6.8 / 6.4 step 3: the flag is dropped only when its bearer is wounded or killed
  if (s.flagState[side] === FLAG_CARRIED && s.flagCarrier[side] === i) {
    if (reason === GONE_FLED) s.flagState[side] = FLAG_GONE;
    else {
      s.flagState[side] = FLAG_DROPPED;
      s.flagX[side] = s.x[i];
      s.flagY[side] = s.y[i];
    }
    s.flagCarrier[side] = -1;
    // A25: a bearer who flees off takes the flag with him; lost for the squad unless bearerDown
    const lost = cfg.o.flagLostWhen === 'bearerRemoved' || (cfg.o.flagLostWhen === 'bearerDown' && reason !== GONE_FLED);
    if (lost && !s.flagLostDone[side]) g.st.pendSquad[side] |= T_FLAG;
  }
  if (s.isLeader[i] && leaderOf(s, side) < 0 && !s.leaderLostDone[side]) g.st.pendSquad[side] |= T_LEADER;
  if (s.holder[side] === i) horsesRunAway(g, side); // SDS 3.7
  if (!s.thresholdDone[side] && lossTriggerReached(cfg.o, s.losses[side], s.nStart[side], s.lostPoints[side], s.listPoints[side], s.russian[side] === 1)) {
    g.st.pendSquad[side] |= T_THRESHOLD;
  }
  for (let j = 0; j < s.n; j++) if (s.fightVs[j] === i) s.fightVs[j] = -1;
  if (g.log)
    g.log.event(
      `    ${nameOf(g, i)} ` +
        `${reason === GONE_FLED ? 'flees off the table' : reason === GONE_KILLED ? 'is killed' : 'is eliminated'} ` +
        `(${s.points[i]} pts)`,
    );
  checkRout(g); // SDS 6.7: after every removal
}

/**
 * Apply an opposed-roll result to `loser`, pushed away from `winner`. `fallenSurvives`: a fallen
 * loser that would fall again stays fallen instead of dying (a shot with fallenShotLethal off, SDS 4.9).
 * (fromX, fromY): the point a recoil moves away from (a volley: the shooters' centre, SDS 2.14).
 */
export function applyResult(
  g: Game,
  loser: number,
  winner: number,
  code: number,
  fallenSurvives = false,
  fromX = g.st.x[winner],
  fromY = g.st.y[winner],
): void {
  const s = g.st;
  if (code === NOTHING) return;
  if (code === RECOIL) {
    if (!recoil(g, loser, winner, fromX, fromY)) code = blockedRecoilResult(g.cfg.o);
    if (code === RECOIL) {
      if (g.log) g.log.event(`    ${nameOf(g, loser)} recoils`);
      return;
    }
    if (code === NOTHING) return;
  }
  if (code === FALL) {
    if (s.fallen[loser]) {
      if (fallenSurvives) {
        if (g.log) g.log.event(`    ${nameOf(g, loser)} stays down`);
        return;
      }
      code = KILL; // SDS 5.2: a beaten fallen model is killed
    } else {
      s.fallen[loser] = 1;
      if (g.log) g.log.event(`    ${nameOf(g, loser)} falls`);
      return;
    }
  }
  // KILL or GRUESOME
  s.kills[s.side[winner]]++;
  if (g.log && code === GRUESOME) g.log.event(`    gruesome kill!`);
  removeModel(g, loser, GONE_KILLED);
  // SDS 6.5 / A28: the friends' test comes from the parent rules family (option gruesomeMoraleTest)
  if (code === GRUESOME && g.cfg.o.gruesomeMoraleTest) g.st.pendGruesome[g.st.nPendGruesome++] = loser;
}

/** SDS 5.6: recoil one base width directly away from the winner (or the point fromX, fromY); false when blocked. */
export function recoil(g: Game, m: number, from: number, fromX = g.st.x[from], fromY = g.st.y[from]): boolean {
  const s = g.st;
  let dx = s.x[m] - fromX;
  let dy = s.y[m] - fromY;
  const d = Math.sqrt(dx * dx + dy * dy) || 1;
  dx /= d;
  dy /= d;
  const dist = 2 * s.r[m];
  const nx = s.x[m] + dx * dist;
  const ny = s.y[m] + dy * dist;
  if (blockedAt(g.cfg.table, nx, ny, s.r[m], s.mounted[m] === 1)) return false;
  if (overlapsAny(s, nx, ny, s.r[m], m)) return false;
  const ox = s.x[m];
  const oy = s.y[m];
  s.x[m] = nx;
  s.y[m] = ny;
  // SDS 5.6: ending in contact with another enemy blocks the recoil
  const e = 1 - s.side[m];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (j !== from && s.onTable[j] && touching(s, m, j)) {
      s.x[m] = ox;
      s.y[m] = oy;
      return false;
    }
  }
  g.scratch.moveMemo.changed(s);
  return true;
}

// ---------------------------------------------------------------- movement (SDS 3)

export function moveBudget(g: Game, m: number): number {
  const s = g.st;
  const cfg = g.cfg;
  // A34 option: measured from the front, placed with the rear at the stick's end (+ one base depth)
  if (s.mounted[m]) return cfg.o.cavalryMeasure === 'frontToRear' ? cfg.mountedMove + 2 * s.r[m] : cfg.mountedMove;
  return s.rules[m] & B_SHORTMOVE ? cfg.S : cfg.footMove;
}

/**
 * One move action toward (tx, ty). `target` ≥ 0: a charge, the move may end in base contact with
 * that enemy (SDS 3.1: contact ends the move); every other enemy is avoided (the move stops 2 mm
 * short). Friends may be passed through but not ended on (SDS 3.3). Leaving base contact with
 * enemies provokes their free attacks first (SDS 3.6). Returns true if it ended touching `target`.
 * `leaving`: engaged(m), for a caller that has just worked it out.
 */
export function moveModel(g: Game, m: number, tx: number, ty: number, target: number, leaving?: boolean): boolean {
  const s = g.st;
  const scratch = g.scratch;
  if (!scratch.losOn) return moveFrom(g, m, tx, ty, target, leaving ?? engaged(s, m));
  // out of contact a move rolls no dice: a policy's trial of the same move may have worked it
  // out. The memo keeps only such moves, and an entry holds for the layout it was made from, so
  // a hit needs no contact scan: from that layout m touches no enemy
  if (leaving === true) return moveFrom(g, m, tx, ty, target, true);
  const memo = scratch.moveMemo;
  const k = memo.find(s, g.gamesPlayed, m, tx, ty, target);
  if (k >= 0) {
    s.x[m] = memo.ex[k];
    s.y[m] = memo.ey[k];
    memo.changed(s);
    return memo.contact[k] === 1;
  }
  if (leaving === undefined && engaged(s, m)) return moveFrom(g, m, tx, ty, target, true);
  const contact = moveFrom(g, m, tx, ty, target, false);
  memo.store(m, tx, ty, target, s.mounted[m], s.x[m], s.y[m], contact);
  return contact;
}

/** moveModel for a move no policy tried first (a group move's members): the memo is not consulted. */
export function moveModelUntried(g: Game, m: number, tx: number, ty: number, target: number): boolean {
  return moveFrom(g, m, tx, ty, target, engaged(g.st, m));
}

/** moveModel's work; `leaving`: m starts in base contact with an enemy. */
function moveFrom(g: Game, m: number, tx: number, ty: number, target: number, leaving: boolean): boolean {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const out = scratch.tmp;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const budget = moveBudget(g, m);
  const mo = s.rules[m] & B_LIGHT && cfg.o.lightInfantry === 'ignoresBrokenTerrain' ? cfg.oLight : cfg.o;
  const mounted = s.mounted[m] === 1;
  // the moves go through the table's move scratch (moveTowardIn): no boxed argument per move
  const mv = moveArgs(cfg.table);
  mv[MV_X] = x0;
  mv[MV_Y] = y0;
  mv[MV_R] = s.r[m];
  mv[MV_TX] = tx;
  mv[MV_TY] = ty;
  mv[MV_BUDGET] = budget;
  moveTowardIn(cfg.table, mounted, mo, out);
  // go round a building, a tree or (mounted) a wood that blocks the straight line
  if (out[3] === MOVE_BLOCKED && out[2] < budget - 1) {
    const w = scratch.tmp2;
    let ok = detourPoint(cfg.table, x0, y0, s.r[m], tx, ty, mounted, w);
    // already standing at that corner: take the next corner round the obstacle
    if (ok && (w[0] - x0) * (w[0] - x0) + (w[1] - y0) * (w[1] - y0) < 1) ok = cornerDetour(g, m, out[0], out[1], tx, ty);
    if (ok) {
      // cornerDetour's moves overwrote the scratch
      mv[MV_X] = x0;
      mv[MV_Y] = y0;
      mv[MV_R] = s.r[m];
      mv[MV_TX] = w[0];
      mv[MV_TY] = w[1];
      mv[MV_BUDGET] = budget;
      moveTowardIn(cfg.table, mounted, cfg.o, out);
    }
  }
  let ex = out[0];
  let ey = out[1];
  let dx = ex - x0;
  let dy = ey - y0;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len < 1e-6) return target >= 0 && touching(s, m, target); // no move: no leaving, no free attacks
  dx /= len;
  dy /= len;
  // every check of this path below (contact, ending on a base, clearance) reads only the
  // models near it, in index order as the full scans did
  const ps = scratch.path;
  const near = ps.near;
  setSegment(ps, x0, y0, s.r[m], dx, dy, len);
  const nk = nearSegment(s, ps, m);
  // first enemy touched along the path
  const e = 1 - s.side[m];
  let best = len;
  let hit = -1;
  for (let q = 0; q < nk; q++) {
    const j = near[q];
    if (s.side[j] !== e) continue;
    const t = +contactOnSegment(s, ps, j); // plus: a double, not a box
    if (t < best) {
      best = t;
      hit = j;
    }
  }
  // SDS 3.3 option: friends block the path instead of being passed through
  if (!cfg.o.passThroughFriends) {
    const f = s.side[m];
    for (let q = 0; q < nk; q++) {
      const j = near[q];
      if (s.side[j] !== f) continue;
      const t = +contactOnSegment(s, ps, j); // plus: a double, not a box
      if (t < best) {
        best = t;
        hit = -2 - j; // a friend: stop short, never a contact
      }
    }
    if (hit <= -2) {
      best = Math.max(0, best - 1);
      ex = x0 + dx * best;
      ey = y0 + dy * best;
    }
  }
  let contact = false;
  if (hit >= 0) {
    if (hit === target) {
      contact = true;
      best = Math.max(0, best - 0.01);
    } else best = standOffAlong(s, hit, x0, y0, s.r[m], dx, dy, best);
    ex = x0 + dx * best;
    ey = y0 + dy * best;
  }
  // SDS 3.3: do not end on a friend; step back along the path
  let back = Math.sqrt((ex - x0) * (ex - x0) + (ey - y0) * (ey - y0));
  if (overlapsAmong(s, near, nk, ex, ey, s.r[m])) {
    back = +clearAmong(s, ps, nk, back);
    ex = x0 + dx * back;
    ey = y0 + dy * back;
    contact = false;
  }
  // jammed by friends or terrain (little progress on a non-charge move, not stopped by an enemy): fan out
  if (target < 0 && back < 0.4 * budget && (hit < 0 || back < best - 5)) {
    const gx = tx - x0;
    const gy = ty - y0;
    const goal = Math.sqrt(gx * gx + gy * gy);
    if (goal > back + 5) {
      // the fan's moves, from x0, y0 (cornerDetour's may have overwritten the scratch)
      mv[MV_X] = x0;
      mv[MV_Y] = y0;
      mv[MV_R] = s.r[m];
      mv[MV_BUDGET] = budget;
      const ux = gx / goal;
      const uy = gy / goal;
      let bestRem = Math.sqrt((tx - ex) * (tx - ex) + (ty - ey) * (ty - ey)) - 5;
      for (let k = 0; k < 4; k++) {
        const ca = FAN_COS[k];
        // a direction that cannot end nearer the goal than the best so far is not tried (its
        // moveToward is the costly part; the wide ones lose whenever a narrow one got round)
        if (fanBound(goal, ca, budget + 1) > bestRem + 1e-6) continue;
        const sa = FAN_SIN[k];
        const vx = ux * ca - uy * sa;
        const vy = ux * sa + uy * ca;
        mv[MV_TX] = x0 + vx * budget;
        mv[MV_TY] = y0 + vy * budget;
        moveTowardIn(cfg.table, mounted, cfg.o, out);
        let px = out[0];
        let py = out[1];
        let l = Math.sqrt((px - x0) * (px - x0) + (py - y0) * (py - y0));
        if (overlapsAny(s, px, py, s.r[m], m)) {
          l = +clearAlong(s, ps, x0, y0, s.r[m], vx, vy, l, m);
          px = x0 + vx * l;
          py = y0 + vy * l;
        }
        if (nearEnemy(g, m, px, py)) continue;
        const rem = Math.sqrt((tx - px) * (tx - px) + (ty - py) * (ty - py));
        if (rem < bestRem) {
          bestRem = rem;
          ex = px;
          ey = py;
        }
      }
    }
  }
  // SDS 3.6: only a model that really moves leaves its fight and draws the free attacks, rolled
  // before it goes; a leaver knocked down, removed or pushed back by them does not move on (a
  // policy's trial measures the way alone: SdsScratch.trialMove)
  if (leaving && !g.scratch.trialMove && (ex - x0) * (ex - x0) + (ey - y0) * (ey - y0) >= 1e-12) {
    freeAttacksOnLeaver(g, m);
    if (!s.onTable[m] || s.fallen[m] || s.x[m] !== x0 || s.y[m] !== y0) return false;
  }
  s.x[m] = ex;
  s.y[m] = ey;
  scratch.moveMemo.changed(s);
  if (!contact && target >= 0) contact = touching(s, m, target);
  return contact;
}

// the four fan-out directions of a jammed move: ±0.6 and ±1.2 rad off the line to the goal
const FAN_ANGLES = [0, 1, 2, 3].map((k) => (k < 2 ? 0.6 : 1.2) * (k & 1 ? -1 : 1));
const FAN_COS = Float64Array.from(FAN_ANGLES, (a) => Math.cos(a));
const FAN_SIN = Float64Array.from(FAN_ANGLES, (a) => Math.sin(a));

/**
 * Least distance to a goal `goal` mm ahead that a move along a direction at cos `ca` off the
 * line to it can end at: moveToward ends on its line within the allowance, a clear-along step
 * back stays on it, so no end is nearer than the line's nearest point within `reach`.
 */
function fanBound(goal: number, ca: number, reach: number): number {
  const along = goal * ca;
  const l = along < 0 ? 0 : along > reach ? reach : along;
  const d2 = goal * goal + l * l - 2 * goal * l * ca;
  return d2 > 0 ? Math.sqrt(d2) : 0;
}

/** Would a base at (x, y) touch an enemy of m? (non-charge moves stay out of contact) */
function nearEnemy(g: Game, m: number, x: number, y: number): boolean {
  const s = g.st;
  const e = 1 - s.side[m];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const dx = s.x[j] - x;
    const dy = s.y[j] - y;
    const R = s.r[j] + s.r[m] + CONTACT_EPS + 1;
    if (dx * dx + dy * dy < R * R) return true;
  }
  return false;
}

/**
 * The best other corner (grown by the base radius) of the impassable rectangle that stopped m
 * at (bx, by), reachable in a straight line, minimising the path to (tx, ty); into g.scratch2.
 */
function cornerDetour(g: Game, m: number, bx: number, by: number, tx: number, ty: number): boolean {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const r = s.r[m];
  const mounted = s.mounted[m] === 1;
  const areas = cfg.table.areas;
  let best = Infinity;
  let cx = 0;
  let cy = 0;
  const out = scratch.tmp3;
  for (let i = 0; i < areas.length; i++) {
    const a = areas[i];
    if (a.kind !== 'building' && !(mounted && a.kind === 'wood')) continue;
    const ddx = bx < a.x0 ? a.x0 - bx : bx > a.x1 ? bx - a.x1 : 0;
    const ddy = by < a.y0 ? a.y0 - by : by > a.y1 ? by - a.y1 : 0;
    if (ddx * ddx + ddy * ddy > (r + 3) * (r + 3)) continue;
    const gx = r + 1.5;
    for (let k = 0; k < 4; k++) {
      const px = k & 1 ? a.x1 + gx : a.x0 - gx;
      const py = k & 2 ? a.y1 + gx : a.y0 - gx;
      const d1 = Math.sqrt((px - s.x[m]) * (px - s.x[m]) + (py - s.y[m]) * (py - s.y[m]));
      if (d1 < 1) continue;
      moveToward(cfg.table, s.x[m], s.y[m], r, px, py, d1, mounted, cfg.o, out);
      if (out[2] < Math.min(5, d1 - 0.5)) continue;
      const cost = d1 + Math.sqrt((tx - px) * (tx - px) + (ty - py) * (ty - py));
      if (cost < best) {
        best = cost;
        cx = px;
        cy = py;
      }
    }
  }
  if (best === Infinity) return false;
  scratch.tmp2[0] = cx;
  scratch.tmp2[1] = cy;
  return true;
}

/**
 * A free spot in base contact with t that m can reach with one move (approach angles fanned out
 * from the direct line), into g.scratch.tmp2[0..1]; false if none. Used when friends crowd the
 * direct approach of a charge.
 */
export function contactSpot(g: Game, m: number, t: number): boolean {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const dx0 = s.x[m] - s.x[t];
  const dy0 = s.y[m] - s.y[t];
  const l = Math.sqrt(dx0 * dx0 + dy0 * dy0) || 1;
  const ux = dx0 / l;
  const uy = dy0 / l;
  const R = s.r[m] + s.r[t] + 0.3;
  const budget = moveBudget(g, m);
  // every spot is R from t's centre: only a model nearer t than R and both radii can overlap
  // one (overlapsAny's test, on these alone); scratch.path.near is free between moves
  const near = scratch.path.near;
  let nk = 0;
  for (let j = 0; j < s.n; j++) {
    if (j === m || !s.onTable[j]) continue;
    const dx = s.x[j] - s.x[t];
    const dy = s.y[j] - s.y[t];
    const reach = R + s.r[m] + s.r[j];
    if (dx * dx + dy * dy < reach * reach) near[nk++] = j;
  }
  for (let k = 0; k < SPOT_COS.length; k++) {
    const ca = SPOT_COS[k];
    const sa = SPOT_SIN[k];
    const vx = ux * ca - uy * sa;
    const vy = ux * sa + uy * ca;
    const px = s.x[t] + vx * R;
    const py = s.y[t] + vy * R;
    const ddx = px - s.x[m];
    const ddy = py - s.y[m];
    if (Math.sqrt(ddx * ddx + ddy * ddy) > budget) continue;
    // friends crowd most spots (that is why the direct line failed): their test comes first
    if (overlapsAmong(s, near, nk, px, py, s.r[m]) || blockedAt(cfg.table, px, py, s.r[m], s.mounted[m] === 1)) continue;
    scratch.tmp2[0] = px;
    scratch.tmp2[1] = py;
    return true;
  }
  return false;
}

// contactSpot's approach angles: the direct line, then 0.5 rad steps to alternate sides
const SPOT_ANGLES = Array.from({ length: 11 }, (_, k) => ((k + 1) >> 1) * 0.5 * (k & 1 ? 1 : -1));
const SPOT_COS = Float64Array.from(SPOT_ANGLES, (a) => Math.cos(a));
const SPOT_SIN = Float64Array.from(SPOT_ANGLES, (a) => Math.sin(a));

/**
 * SDS 3.6: a model leaving base contact suffers one free attack from each enemy touching it;
 * only results that harm the leaver apply; a leaver that falls or is removed stops.
 */
export function freeAttacksOnLeaver(g: Game, m: number): void {
  const s = g.st;
  const cfg = g.cfg;
  const e = 1 - s.side[m];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[m] || s.fallen[m]) return;
    if (!s.onTable[j] || s.fallen[j] || !touching(s, m, j)) continue;
    const am = meleeModFor(g, j, m, 0);
    const dm = meleeModFor(g, m, j, -1);
    const r = meleeOutcome(g.dice.d6(), g.dice.d6(), am, dm, s.fallen[j] === 1, s.fallen[m] === 1, cfg.o);
    if (g.log) g.log.event(`    free attack by ${nameOf(g, j)} on ${nameOf(g, m)} leaving the fight: ${r > 0 ? RESULT_NAMES[r] : 'no harm'}`);
    if (r > 0) applyResult(g, m, j, r);
  }
}

// ---------------------------------------------------------------- shooting (SDS 4)

export function canShoot(g: Game, m: number): boolean {
  return readyToShoot(g, m) && !engaged(g.st, m); // SDS 4.7
}

/** canShoot but for the contact test, for callers that know m is out of contact (it scans every enemy). */
export function readyToShoot(g: Game, m: number): boolean {
  const s = g.st;
  if (!s.onTable[m] || s.firearm[m] === F_NONE || !s.loaded[m] || s.outOfAmmo[m] || s.attacked[m] || s.spent[m]) return false;
  if (s.fallen[m] && !g.cfg.o.fallenMayAttack) return false;
  return !s.mounted[m] || canFireMounted(FIREARM_NAMES[s.firearm[m]], g.cfg.o);
}

/**
 * SDS 4.3: legal targets of shooter m, nearest first, into g.scratch.order; returns the count.
 * The nearest visible enemy must be targeted, but enemies in cover or fallen may be ignored
 * (then the next one is also legal); a mounted enemy may be picked out of order when the line
 * to it crosses no model. Each target's cover class goes to g.scratch.cover[target].
 */
export function legalTargets(g: Game, m: number, enemyEngagedKnown = false): number {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const e = 1 - s.side[m];
  const range = cfg.rangeOf[s.firearm[m]];
  let k = 0;
  // the enemies in range, in index order; the walk below takes them nearest first (ties in
  // index order) and usually stops at the first or second, so they are never sorted whole.
  // Not in melee (SDS 4.7) and sight are checked in the walk.
  const mx0 = s.x[m];
  const my0 = s.y[m];
  const rm = s.r[m];
  const order = scratch.order;
  const dist = scratch.dist;
  let riders = 0;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const dx = s.x[j] - mx0;
    const dy = s.y[j] - my0;
    const reach = range + rm + s.r[j];
    const d2 = dx * dx + dy * dy;
    if (d2 > reach * reach) continue; // quick: beyond range (gap > range)
    const d = Math.sqrt(d2) - rm - s.r[j]; // gap(s, m, j): the same squares, the sign aside
    if (d > range) continue;
    dist[j] = d;
    order[k++] = j;
    riders += s.mounted[j];
  }
  // walk the priority: stop after the first visible clear, standing target
  let legal = 0;
  // A21 options: Marksman / Light Infantry may choose any visible target
  const free = (s.rules[m] & B_MARKSMAN && cfg.o.marksman === 'freeTargetChoice') || (s.rules[m] & B_LIGHT && cfg.o.lightInfantry === 'freeTargetChoice');
  let stopped = false;
  // past the stop only riders may still be picked (SDS 4.3)
  for (let i = 0; i < k && !(stopped && riders === 0); i++) {
    // the nearest of order[i..k) to slot i, the others shifted up in their order
    let p = i;
    for (let q = i + 1; q < k; q++) if (dist[order[q]] < dist[order[p]]) p = q;
    const j = order[p];
    for (; p > i; p--) order[p] = order[p - 1];
    order[i] = j;
    riders -= s.mounted[j];
    if (!stopped) {
      if (enemyEngagedKnown ? scratch.eng[j] === 1 : engaged(s, j)) continue;
      const c = losOf(g, m, j, s.fallen[j] === 1);
      if (c < 0) continue;
      if (cfg.o.modelsBlockLOS && !clearLine(g, m, j)) continue; // SDS 4.4 option: a model in the way hides it
      scratch.cover[j] = c;
      order[legal++] = j;
      if (c === 0 && !s.fallen[j] && !free) stopped = true;
    } else if (s.mounted[j] && !(enemyEngagedKnown ? scratch.eng[j] === 1 : engaged(s, j))) {
      // SDS 4.3: a rider may be picked out of order if the line to it crosses no model
      const c = losOf(g, m, j, s.fallen[j] === 1);
      if (c >= 0 && clearLine(g, m, j)) {
        scratch.cover[j] = c;
        order[legal++] = j;
      }
    }
  }
  return legal;
}

/** The line between m and j crosses no other model (SDS 4.3; SDS 4.4 option modelsBlockLOS). */
export function clearLine(g: Game, m: number, j: number): boolean {
  const s = g.st;
  let dx = s.x[j] - s.x[m];
  let dy = s.y[j] - s.y[m];
  const len = Math.sqrt(dx * dx + dy * dy);
  dx /= len;
  dy /= len;
  for (let k = 0; k < s.n; k++) {
    if (k === m || k === j || !s.onTable[k]) continue;
    if (contactAlong(s, k, s.x[m], s.y[m], 0, dx, dy, len) < len) return false;
  }
  return true;
}

/** Shooter-side modifier for m shooting at t (without the fallen bonus, added by the caller). */
export function shotBonus(g: Game, m: number, t: number): number {
  const s = g.st;
  const cfg = g.cfg;
  // bandBonus of weapons.ts on the per-game tables: bands closed at their far end (SDS 4.2)
  const f = s.firearm[m];
  const step = cfg.bandStepOf[f];
  const bonuses = cfg.bandBonusesOf[f];
  let b = -Infinity;
  if (step !== 0) {
    const d = gap(s, m, t);
    const k = d <= step ? 0 : Math.ceil(d / step) - 1;
    if (k < bonuses.length) b = bonuses[k];
  }
  let extra = 0;
  if (s.rules[m] & B_POORSHOT && cfg.o.poorShot === 'shootMinus1') extra -= 1;
  if (s.rules[m] & B_MARKSMAN && cfg.o.marksman === 'shootPlus1') extra += 1;
  if (s.rules[t] & B_CUIRASS && cfg.o.cuirass === 'shotAtMinus1') extra -= 1;
  // SDS 4.6: shooting at a model deep inside the same wood within 1S is at −1
  if (g.scratch.hasWoods && woodStatus(cfg.table, s.x[t], s.y[t], s.r[t]) === 3) extra -= 1;
  return b + extra;
}

/**
 * One shot (SDS 4.1, 4.10, 4.11). `aim` extra actions give −1 [T] each (SDS 2.10). `asFallen`:
 * the target counts as fallen (free shots at fleeing models, SDS 6.4). Returns the result code.
 */
export function shoot(g: Game, m: number, t: number, aim: number, asFallen: boolean, extraA: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const fallen = asFallen || s.fallen[t] === 1;
  const cover = losOf(g, m, t, s.fallen[t] === 1);
  const am = shooterShotMod(s.c[m], shotBonus(g, m, t), cover < 0 ? 0 : cover, fallen, cfg.o, extraA);
  const tm = targetShotMod(s.c[t], aim, 1);
  const da = g.dice.d6();
  const dt = g.dice.d6();
  const r = shotOutcome(da, dt, am, tm, fallen, cfg.o);
  s.loaded[m] = 0;
  s.attacked[m] = 1;
  s.shots[s.side[m]]++;
  if (r & OUT_OF_AMMO) s.outOfAmmo[m] = 1; // SDS 4.11
  const code = r & 7;
  if (g.log) {
    g.log.event(
      `    ${nameOf(g, m)} ${aim ? 'aims and ' : ''}shoots ${nameOf(g, t)} at ` +
        `${Math.round(gap(s, m, t))} mm: ${da}${fmt(am)} = ${da + am} vs ` +
        `${dt}${fmt(tm)} = ` +
        `${dt + tm}${cover > 0 ? ` (cover ${cover})` : ''}${fallen ? ' (fallen target)' : ''} ` +
        `→ ${RESULT_NAMES[code]}${r & OUT_OF_AMMO ? ', out of ammunition' : ''}`,
    );
  }
  applyResult(g, t, m, code, !cfg.o.fallenShotLethal);
  return code;
}

export function fmt(v: number): string {
  return v >= 0 ? `+${v}` : `${v}`;
}

// ---------------------------------------------------------------- hand-to-hand (SDS 5)

/**
 * Modifier of fighter `f` against opponent `o` (SDS 5.3). `role`: 1 attacker (may get the fallen
 * bonus), -1 defender (gets the obstacle +1), 0 attacker in a free attack.
 * The power blow is handled by the caller.
 */
export function meleeModFor(g: Game, f: number, o: number, role: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  // overlap: each enemy touching f beyond its opponent, fallen ones included (touching() with
  // f's centre and radius read once: the policies ask this for every fight they weigh)
  const e = 1 - s.side[f];
  const fx = s.x[f];
  const fy = s.y[f];
  const fr = s.r[f];
  const xs = s.x;
  const ys = s.y;
  const rs = s.r;
  const on = s.onTable;
  let overlaps = 0;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (j === o || on[j] === 0) continue;
    const dx = fx - xs[j];
    const dy = fy - ys[j];
    const R = fr + rs[j] + CONTACT_EPS;
    if (dx * dx + dy * dy <= R * R) overlaps++;
  }
  const obstacle = role < 0 && scratch.hasLinears && behindObstacle(cfg.table, s.x[f], s.y[f], s.r[f], s.x[o], s.y[o], s.r[o]);
  const higher = scratch.hasHills && onHill(cfg.table, s.x[f], s.y[f]) && !onHill(cfg.table, s.x[o], s.y[o]);
  // SDS 5.12: no mounted bonus against a foot model at a wood edge
  const mountedVsFoot = s.mounted[f] === 1 && s.mounted[o] === 0 && (!scratch.hasWoods || woodStatus(cfg.table, s.x[o], s.y[o], s.r[o]) === 0);
  let extra = 0;
  if (s.fightVs[f] === o) extra += s.fightMod[f]; // SDS 5.10 fire factor / SDS 5.11 −1
  if (s.rules[f] & B_STRONG && cfg.o.strong === 'meleePlus1') extra += 1;
  if (s.rules[f] & B_WEAK && cfg.o.weak === 'meleeMinus1') extra -= 1;
  if (role < 0 && s.rules[f] & B_CUIRASS && cfg.o.cuirass === 'meleeDefPlus1') extra += 1;
  return meleeMod(s.c[f], 0, overlaps, obstacle, higher, mountedVsFoot, role !== -1 && s.fallen[o] === 1, cfg.o, extra);
}

/** One blow by a at d (SDS 5.1–5.3). `power`: extra actions spent (−1 [T] each). `asFallen`: d counts as fallen. */
export function melee(g: Game, a: number, d: number, power: number, asFallen: boolean): number {
  const s = g.st;
  const cfg = g.cfg;
  let am = meleeModFor(g, a, d, 1);
  const dm = meleeModFor(g, d, a, -1) - power;
  const dFallen = asFallen || s.fallen[d] === 1;
  if (asFallen && !s.fallen[d]) am += cfg.o.fallenMeleeBonus;
  const da = g.dice.d6();
  const dd = g.dice.d6();
  const r = meleeOutcome(da, dd, am, dm, s.fallen[a] === 1, dFallen, cfg.o);
  s.attacked[a] = 1;
  if (s.fightVs[d] === a) s.fightVs[d] = -1;
  if (s.fightVs[a] === d) s.fightVs[a] = -1;
  if (g.log) {
    g.log.event(
      `    ${nameOf(g, a)} ${power ? 'power-blows' : 'attacks'} ` +
        `${nameOf(g, d)}: ${da}${fmt(am)} = ${da + am} vs ${dd}${fmt(dm)} = ` +
        `${dd + dm} → ` +
        `${r === 0 ? 'tie, nothing happens' : r > 0 ? `attacker wins: ${RESULT_NAMES[r]}` : `defender wins: ${RESULT_NAMES[-r]}`}`,
    );
  }
  const w = r > 0 ? a : d;
  const l = r > 0 ? d : a;
  const lx = s.x[l];
  const ly = s.y[l];
  if (r > 0) applyResult(g, d, a, r);
  else if (r < 0) applyResult(g, a, d, -r);
  // SDS 5.2 option: the winner follows a recoiling loser (keeps base contact)
  if (cfg.o.followUp && r !== 0 && s.onTable[l] && s.onTable[w] && (s.x[l] !== lx || s.y[l] !== ly)) {
    const nx = s.x[w] + (s.x[l] - lx);
    const ny = s.y[w] + (s.y[l] - ly);
    if (!blockedAt(cfg.table, nx, ny, s.r[w], s.mounted[w] === 1) && !overlapsAny(s, nx, ny, s.r[w], w)) {
      s.x[w] = nx;
      s.y[w] = ny;
      g.scratch.moveMemo.changed(s);
    }
  }
  return r;
}

// ---------------------------------------------------------------- reload, stand up

export function reloadActions(g: Game, m: number): number {
  const s = g.st;
  return s.firearm[m] === F_NONE ? 0 : reloadCost(FIREARM_NAMES[s.firearm[m]], g.cfg.o);
}

/** Actions one reload candidate costs: all of them at once, or one at a time with reloadCarryOver (A3). */
export function reloadStep(g: Game, m: number): number {
  return g.cfg.o.reloadCarryOver ? 1 : reloadActions(g, m);
}

/** Spend a reload candidate: loaded at once, or after enough single actions (A3, possibly over several activations). */
export function doReload(g: Game, m: number): void {
  const s = g.st;
  if (!g.cfg.o.reloadCarryOver) {
    s.loaded[m] = 1; // SDS 3.8
    return;
  }
  s.reloadDone[m]++;
  if (s.reloadDone[m] >= reloadActions(g, m)) {
    s.loaded[m] = 1;
    s.reloadDone[m] = 0;
  }
}

/** SDS 3.8: may reload (fallen allowed, not in contact with an enemy, not after a volley). */
export function canReload(g: Game, m: number, left: number): boolean {
  return readyToReload(g, m, left) && !engaged(g.st, m);
}

/** canReload but for the contact test, for callers that know m is out of contact. */
export function readyToReload(g: Game, m: number, left: number): boolean {
  const s = g.st;
  if (s.firearm[m] === F_NONE || s.loaded[m] || s.outOfAmmo[m] || s.volleyed[m]) return false;
  return left >= reloadStep(g, m); // A3: all reload actions in one activation unless reloadCarryOver
}

export function band1(g: Game, m: number): number {
  return band1Bonus(FIREARM_NAMES[g.st.firearm[m]], g.cfg.o);
}
