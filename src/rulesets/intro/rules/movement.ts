import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { refuseHint } from '../../kit/decision.js';
import { ADVANCE, ask, DECIDE_MOVE, HOLD, type IntroPolicies, RETREAT } from '../decisions.js';
import { canMove, type IntroGame } from '../game.js';
import { M_MOVES, TERRAIN_IMPASSABLE, TERRAIN_ROUGH } from '../state.js';
import { distance2, worstTerrain } from '../table/geometry.js';
import { PRONE } from '../constants.js';
import { engageOf, ensureSurvey, nearestEnemy } from './survey.js';

/** DECIDE_MOVE: one of the codes movementPhase lists for the mover (the decision's actor). */
function moveOption(st: IntroGame, code: number): boolean {
  return isMoveOption(st, st.decision.actor, code);
}

/**
 * INT-5.4: all players move at once. Every unit able to move states an intention (its owner's
 * policy picks HOLD, RETREAT towards its own edge, ADVANCE towards the nearest enemy up to
 * short range (offered when it is farther), or close to contact on enemy j (offered for enemies
 * within moveCm + meleeReachCm, those the move could bring into reach); then all moves are
 * applied together, and units that would touch stop at the point of contact (G-I10).
 */
export function movementPhase(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  const n = st.n;
  for (let u = 0; u < n; u++) {
    scratch.moving[u] = 0;
    scratch.moveX0[u] = state.x[u];
    scratch.moveY0[u] = state.y[u];
    scratch.moveDx[u] = 0;
    scratch.moveDy[u] = 0;
    scratch.moveT[u] = 1;
  }
  const short = st.cfg.bands[1];
  const short2 = short * short;
  // intentions are stated before anyone moves: nearest enemies and who is within move + reach
  // of whom hold until resolveMoves
  ensureSurvey(st);
  scratch.nearestCacheOn = true;
  const codes = scratch.codes;
  const list = scratch.engageList;
  try {
    for (let o = 0; o < 2; o++) {
      const p = state.order[o];
      const policy = policies[p];
      for (let u = st.sideStart(p), end = st.sideEnd(p); u < end; u++) {
        if (!canMove(st, u)) continue;
        let code: number;
        if (policy.pickMove !== undefined) {
          st.decision.pose(DECIDE_MOVE, p, u);
          code = policy.pickMove(st);
          if (!moveOption(st, code)) refuseHint(st.decision, policy, code);
        } else {
          let c = 0;
          codes[c++] = HOLD;
          codes[c++] = RETREAT;
          for (let k = u * n, e = k + engageOf(st, u); k < e; k++) codes[c++] = list[k];
          const nearest = scratch.nearestD2[u];
          if (nearest > short2 && nearest !== Infinity) codes[c++] = ADVANCE;
          code = ask(st, policy, rng.ai, DECIDE_MOVE, p, u, c);
        }
        planMove(st, u, code, rng.dice, log);
      }
    }
  } finally {
    scratch.nearestCacheOn = false;
  }
  resolveMoves(st, log);
}

/**
 * Whether `code` is among the move options movementPhase lists for `u`: HOLD, RETREAT, an
 * enemy within moveCm + meleeReachCm, or ADVANCE when the nearest enemy is beyond short range.
 */
function isMoveOption(st: IntroGame, u: number, code: number): boolean {
  const state = st.state;
  if (code === HOLD || code === RETREAT) return true;
  if (code === ADVANCE) {
    const j = nearestEnemy(st, u);
    if (j < 0) return false;
    const short = st.cfg.bands[1];
    return distance2(st, j, u) > short * short;
  }
  if (!(code >= 0 && code < st.n) || (code | 0) !== code || state.owner[code] === state.owner[u] || state.alive[code] === 0) return false;
  const engage = st.cfg.moveCm + st.cfg.meleeReach;
  return distance2(st, code, u) <= engage * engage;
}

/**
 * Turns a move intention into a straight path (start, delta) in the movement scratch, applying
 * INT-5.4.4: 20 cm; 10 cm if the path meets rough or impassable terrain (INT-5.4.5: the worst
 * terrain started in or crossed); impassable needs an ABI test and is closed to inactive
 * units; prone units halve the result. Returns whether the unit will move.
 */
export function planMove(st: IntroGame, u: number, code: number, dice: Dice, log?: GameLog): boolean {
  const state = st.state;
  const scratch = st.scratch;
  if (code === HOLD) return false;
  const { radius, moveCm, roughMoveCm, tableW, tableH, bands } = st.cfg;
  const x0 = state.x[u];
  const y0 = state.y[u];
  let tx: number;
  let ty: number;
  let want: number;
  if (code === RETREAT) {
    tx = x0;
    ty = state.owner[u] === 0 ? radius : tableH - radius;
    want = Math.abs(ty - y0);
  } else {
    const j = code === ADVANCE ? nearestEnemy(st, u) : code;
    if (j < 0) return false;
    tx = state.x[j];
    ty = state.y[j];
    const d = Math.sqrt((tx - x0) * (tx - x0) + (ty - y0) * (ty - y0));
    // to just inside the short band (which includes its upper bound), or to contact
    want = code === ADVANCE ? d - (bands[1] - 0.01) : d - 2 * radius;
  }
  if (!(want > 1e-6)) return false;
  const len0 = Math.sqrt((tx - x0) * (tx - x0) + (ty - y0) * (ty - y0));
  const ux = (tx - x0) / len0;
  const uy = (ty - y0) / len0;
  const reach = Math.min(want, moveCm);
  const terrain = worstTerrain(st, x0, y0, x0 + ux * reach, y0 + uy * reach);
  let cap = terrain >= TERRAIN_ROUGH ? Math.min(moveCm, roughMoveCm) : moveCm;
  if (terrain === TERRAIN_IMPASSABLE) {
    // INT-5.4.3: inactive units may not move through impassable terrain at all
    if (state.active[u] === 0) {
      if (log) log.event(`  ${st.label[u]} cannot cross impassable terrain (inactive)`);
      return false;
    }
    const roll = dice.d6();
    const ok = roll <= state.abi[u];
    if (log) log.event(`  ${st.label[u]} tests to cross impassable terrain: d6 ${roll} vs ABI ${state.abi[u]}: ${ok ? 'passes' : 'fails, stays put'}`);
    if (!ok) return false;
  }
  // INT-5.4.4 [R]: prone halves after terrain (5 cm for a prone unit in rough ground)
  if (state.damage[u] === PRONE) cap *= 0.5;
  const len = Math.min(want, cap);
  const ex = clamp(x0 + ux * len, radius, tableW - radius);
  const ey = clamp(y0 + uy * len, radius, tableH - radius);
  scratch.moving[u] = 1;
  scratch.moveDx[u] = ex - x0;
  scratch.moveDy[u] = ey - y0;
  scratch.moveT[u] = 1;
  return true;
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Where along their (already scaled) moves i and j first touch, as a fraction s of both moves
 * (they travel at once, each at its own pace), or -1 if they never come closer than 2r.
 * Catches units passing through each other, not only moves that end overlapping.
 */
function contactFraction(st: IntroGame, i: number, j: number, minD: number): number {
  const scratch = st.scratch;
  const ax = scratch.moveX0[i] - scratch.moveX0[j];
  const ay = scratch.moveY0[i] - scratch.moveY0[j];
  const dx = scratch.moveT[i] * scratch.moveDx[i] - scratch.moveT[j] * scratch.moveDx[j];
  const dy = scratch.moveT[i] * scratch.moveDy[i] - scratch.moveT[j] * scratch.moveDy[j];
  const a = dx * dx + dy * dy;
  if (a === 0) return -1;
  const b = 2 * (ax * dx + ay * dy);
  if (b >= 0) return -1; // moving apart (or sideways) from the start: never closer
  const c = ax * ax + ay * ay - minD * minD;
  // closest approach within the move
  let sMin = -b / (2 * a);
  if (sMin > 1) sMin = 1;
  if (c + b * sMin + a * sMin * sMin >= -1e-9) return -1;
  if (c <= 0) return 0;
  const s = (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a);
  return s <= 0 ? 0 : s * (1 - 1e-9);
}

/** Passes of shortening to contact before colliding movers are sent back to their starts. */
const SHORTEN_PASSES = 4;

/**
 * Applies all planned moves together (INT-5.4.1). Units move in straight lines at once; two
 * that would touch (pass through each other or end overlapping) both stop at the point of
 * contact (G-I10 shortenOnOverlap), or both stay put (cancelOnOverlap).
 *
 * Each pass sorts the swept x-extents by their left end (insertion sort: the order barely
 * changes between passes and turns) and sweeps pairs whose extents come within 2r. After
 * SHORTEN_PASSES, cancelling passes send colliding movers back to their starts (which never
 * overlap), so the loop ends. After the first pass only pairs with a unit shortened in the
 * previous pass can newly collide (and only their extents change), and a pair missed because
 * a key went stale involves such a unit.
 */
export function resolveMoves(st: IntroGame, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  const n = st.n;
  const minD = 2 * st.cfg.radius;
  const cancel = st.cfg.cancelOnOverlap;
  const movers = scratch.codes;
  const moving = scratch.moving;
  const alive = state.alive;
  let m = 0;
  for (let u = 0; u < n; u++) if (moving[u] === 1) movers[m++] = u;
  let dirty = scratch.moveDirty;
  let next = scratch.moveDirtyNext;
  for (let a = 0; a < m; a++) dirty[movers[a]] = 1;
  const lo = scratch.moveKey;
  const hi = scratch.moveKeyHi;
  const ord = scratch.moveOrder;
  const x0s = scratch.moveX0;
  const dxs = scratch.moveDx;
  const ts = scratch.moveT;
  for (let pass = 0; m > 0; pass++) {
    for (let u = 0; u < n; u++) {
      if (pass > 0 && dirty[u] === 0) continue;
      if (alive[u] === 0) {
        lo[u] = Infinity;
        continue;
      }
      const x0 = x0s[u];
      const x1 = x0 + ts[u] * dxs[u];
      lo[u] = x0 < x1 ? x0 : x1;
      hi[u] = x0 < x1 ? x1 : x0;
    }
    for (let a = 1; a < n; a++) {
      const u = ord[a];
      const k = lo[u];
      let b = a - 1;
      while (b >= 0 && lo[ord[b]] > k) {
        ord[b + 1] = ord[b];
        b--;
      }
      ord[b + 1] = u;
    }
    let any = false;
    for (let a = 0; a < n; a++) {
      const i = ord[a];
      if (lo[i] === Infinity) break;
      const reach = hi[i] + minD;
      const iDirty = dirty[i];
      const iMoving = moving[i];
      for (let b = a + 1; b < n; b++) {
        const j = ord[b];
        if (lo[j] >= reach) break;
        if ((iDirty === 0 && dirty[j] === 0) || (iMoving === 0 && moving[j] === 0)) continue;
        const s = contactFraction(st, i, j, minD);
        if (s < 0) continue;
        any = true;
        const f = cancel || pass >= SHORTEN_PASSES ? 0 : s;
        ts[i] *= f;
        ts[j] *= f;
        if (iMoving === 1) next[i] = 1;
        if (moving[j] === 1) next[j] = 1;
      }
    }
    dirty.fill(0);
    const swap = dirty;
    dirty = next;
    next = swap;
    if (!any) break;
  }
  dirty.fill(0);
  if (m > 0) scratch.positionStamp++;
  for (let a = 0; a < m; a++) {
    const u = movers[a];
    const x = scratch.moveX0[u] + scratch.moveT[u] * scratch.moveDx[u];
    const y = scratch.moveY0[u] + scratch.moveT[u] * scratch.moveDy[u];
    state.x[u] = x;
    state.y[u] = y;
    state.moved[u] = 1;
    state.stats[M_MOVES * 2 + state.owner[u]]++;
    if (state.active[u] === 1 && st.cfg.moveCountsAsAction) state.actions[u]++;
    if (log) {
      const d = scratch.moveT[u] * Math.sqrt(scratch.moveDx[u] * scratch.moveDx[u] + scratch.moveDy[u] * scratch.moveDy[u]);
      log.event(`  ${st.label[u]} moves ${d.toFixed(1)} cm to (${x.toFixed(1)}, ${y.toFixed(1)})${scratch.moveT[u] < 1 ? ' (stopped at contact)' : ''}`);
    }
  }
}
