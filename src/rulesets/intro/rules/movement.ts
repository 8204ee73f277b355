import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { ask, pose, type IntroPolicies } from '../decisions.js';
import { worstTerrain } from './geometry.js';
import { ADVANCE, canMove, DECIDE_MOVE, HOLD, M_MOVES, RETREAT, TERRAIN_IMPASSABLE, TERRAIN_ROUGH, type IntroState } from '../state.js';
import { PRONE } from '../constants.js';

/**
 * INT-5.4: all players move at once. Every unit able to move states an intention (its owner's
 * policy picks HOLD, RETREAT towards its own edge, ADVANCE towards the nearest enemy up to
 * short range (offered when it is farther), or close to contact on enemy j (offered for enemies
 * within moveCm + meleeReachCm, those the move could bring into reach); then all moves are
 * applied together, and units that would touch stop at the point of contact (G-I10).
 */
export function movementPhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const n = st.n;
  for (let u = 0; u < n; u++) {
    st.moving[u] = 0;
    st.moveX0[u] = st.x[u];
    st.moveY0[u] = st.y[u];
    st.moveDx[u] = 0;
    st.moveDy[u] = 0;
    st.moveT[u] = 1;
  }
  const short = st.cfg.bands[1];
  const short2 = short * short;
  // intentions are stated before anyone moves: nearest enemies and who is within move + reach
  // of whom hold until resolveMoves
  ensureSurvey(st);
  st.nearestCacheOn = true;
  const scratch = st.scratch;
  const list = st.engageList;
  try {
    for (let o = 0; o < 2; o++) {
      const p = st.order[o];
      const policy = policies[p];
      for (let u = st.sideStart(p), end = st.sideEnd(p); u < end; u++) {
        if (!canMove(st, u)) continue;
        let code: number;
        if (policy.pickMove !== undefined) {
          pose(st, DECIDE_MOVE, p, u);
          code = policy.pickMove(st);
          if (!isMoveOption(st, u, code)) throw new Error(`intro: policy '${policy.name}' picked move ${code} for unit ${u}, not one of its options`);
        } else {
          let c = 0;
          scratch[c++] = HOLD;
          scratch[c++] = RETREAT;
          for (let k = u * n, e = k + engageOf(st, u); k < e; k++) scratch[c++] = list[k];
          const nearest = st.nearestD2[u];
          if (nearest > short2 && nearest !== Infinity) scratch[c++] = ADVANCE;
          code = ask(st, policy, rng.ai, DECIDE_MOVE, p, u, c);
        }
        planMove(st, u, code, rng.dice, log);
      }
    }
  } finally {
    st.nearestCacheOn = false;
  }
  resolveMoves(st, log);
}

/**
 * Runs surveyEnemies unless it last ran on the very same positions and living units (the
 * shooting phase surveys, and nothing moves or dies between it and the movement phase).
 * Comparing the positions themselves keeps this right even when a caller moved units by hand.
 */
export function ensureSurvey(st: IntroState): void {
  const n = st.n;
  if (st.surveyValid) {
    let same = true;
    for (let u = 0; u < n; u++) {
      if (st.x[u] !== st.surveyX[u] || st.y[u] !== st.surveyY[u] || st.alive[u] !== st.surveyAlive[u]) {
        same = false;
        break;
      }
    }
    if (same) return;
  }
  surveyEnemies(st);
  st.surveyX.set(st.x);
  st.surveyY.set(st.y);
  st.surveyAlive.set(st.alive);
  st.surveyValid = true;
}

/**
 * One pass over the pairs of opposing living units before moves are chosen: each unit's nearest
 * enemy (lowest index among equals, as nearestEnemy finds it) and its squared distance, and
 * side 0's close-on lists (see engageOf, which lists side 1's on demand).
 */
function surveyEnemies(st: IntroState): void {
  const n = st.n;
  const f = st.firstOfSide1;
  const x = st.x;
  const y = st.y;
  const alive = st.alive;
  const near = st.nearestCache;
  const best = st.nearestD2;
  const count = st.engageCount;
  const list = st.engageList;
  const engage = st.cfg.moveCm + st.cfg.meleeReach;
  const engage2 = engage * engage;
  for (let u = 0; u < n; u++) {
    // dead units are left to the lazy search, should anyone ask
    near[u] = alive[u] === 1 ? -1 : -2;
    best[u] = Infinity;
    count[u] = -1;
  }
  // side 0's close-on lists come with the pass (its units are the outer loop); side 1's on demand
  for (let i = 0; i < f; i++) {
    if (alive[i] === 0) continue;
    const xi = x[i];
    const yi = y[i];
    const base = i * n;
    let bi = Infinity;
    let bj = -1;
    let c = 0;
    for (let j = f; j < n; j++) {
      if (alive[j] === 0) continue;
      // (x[i] - x[j])² equals (x[j] - x[i])²: the same value from either side
      const dx = x[j] - xi;
      const dy = y[j] - yi;
      const d2 = dx * dx + dy * dy;
      if (d2 <= engage2) list[base + c++] = j;
      if (d2 < bi) {
        bi = d2;
        bj = j;
      }
      if (d2 < best[j]) {
        best[j] = d2;
        near[j] = i;
      }
    }
    near[i] = bj;
    best[i] = bi;
    count[i] = c;
  }
}

/**
 * The living enemies within moveCm + meleeReachCm of `u` (the close-on move options), listed in
 * index order at st.engageList[u * n ...] once per movement phase. Returns how many.
 */
export function engageOf(st: IntroState, u: number): number {
  let count = st.engageCount[u];
  if (count >= 0) return count;
  const engage = st.cfg.moveCm + st.cfg.meleeReach;
  const engage2 = engage * engage;
  const x = st.x;
  const y = st.y;
  const ux = x[u];
  const uy = y[u];
  const list = st.engageList;
  const base = u * st.n;
  const e = 1 - st.owner[u];
  count = 0;
  for (let j = st.sideStart(e), end = st.sideEnd(e); j < end; j++) {
    if (st.alive[j] === 0) continue;
    const dx = x[j] - ux;
    const dy = y[j] - uy;
    if (dx * dx + dy * dy <= engage2) list[base + count++] = j;
  }
  st.engageCount[u] = count;
  return count;
}

/**
 * Whether `code` is among the move options movementPhase lists for `u`: HOLD, RETREAT, an
 * enemy within moveCm + meleeReachCm, or ADVANCE when the nearest enemy is beyond short range.
 */
function isMoveOption(st: IntroState, u: number, code: number): boolean {
  if (code === HOLD || code === RETREAT) return true;
  if (code === ADVANCE) {
    const j = nearestEnemy(st, u);
    if (j < 0) return false;
    const short = st.cfg.bands[1];
    return enemyDistance2(st, u, j) > short * short;
  }
  if (!(code >= 0 && code < st.n) || (code | 0) !== code || st.owner[code] === st.owner[u] || st.alive[code] === 0) return false;
  const engage = st.cfg.moveCm + st.cfg.meleeReach;
  return enemyDistance2(st, u, code) <= engage * engage;
}

/** Squared distance from `u` to enemy `j`, computed as the move options compute it. */
export function enemyDistance2(st: IntroState, u: number, j: number): number {
  const dx = st.x[j] - st.x[u];
  const dy = st.y[j] - st.y[u];
  return dx * dx + dy * dy;
}

/**
 * Turns a move intention into a straight path (start, delta) in the movement scratch, applying
 * INT-5.4.4: 20 cm; 10 cm if the path meets rough or impassable terrain (INT-5.4.5: the worst
 * terrain started in or crossed); impassable needs an ABI test and is closed to inactive
 * units; prone units halve the result. Returns whether the unit will move.
 */
export function planMove(st: IntroState, u: number, code: number, dice: Dice, log?: GameLog): boolean {
  if (code === HOLD) return false;
  const { radius, moveCm, roughMoveCm, tableW, tableH, bands } = st.cfg;
  const x0 = st.x[u];
  const y0 = st.y[u];
  let tx: number;
  let ty: number;
  let want: number;
  if (code === RETREAT) {
    tx = x0;
    ty = st.owner[u] === 0 ? radius : tableH - radius;
    want = Math.abs(ty - y0);
  } else {
    const j = code === ADVANCE ? nearestEnemy(st, u) : code;
    if (j < 0) return false;
    tx = st.x[j];
    ty = st.y[j];
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
    if (st.active[u] === 0) {
      if (log) log.event(`  ${st.label[u]} cannot cross impassable terrain (inactive)`);
      return false;
    }
    const roll = dice.d6();
    const ok = roll <= st.abi[u];
    if (log) log.event(`  ${st.label[u]} tests to cross impassable terrain: d6 ${roll} vs ABI ${st.abi[u]}: ${ok ? 'passes' : 'fails, stays put'}`);
    if (!ok) return false;
  }
  // INT-5.4.4 [R]: prone halves after terrain (5 cm for a prone unit in rough ground)
  if (st.damage[u] === PRONE) cap *= 0.5;
  const len = Math.min(want, cap);
  const ex = clamp(x0 + ux * len, radius, tableW - radius);
  const ey = clamp(y0 + uy * len, radius, tableH - radius);
  st.moving[u] = 1;
  st.moveDx[u] = ex - x0;
  st.moveDy[u] = ey - y0;
  st.moveT[u] = 1;
  return true;
}

/**
 * The nearest living enemy of `u` (the lowest index among equals), or -1. Cached while a phase
 * holds positions and the living units fixed (st.nearestCacheOn).
 */
export function nearestEnemy(st: IntroState, u: number): number {
  if (!st.nearestCacheOn) return findNearestEnemy(st, u);
  let j = st.nearestCache[u];
  if (j === -2) {
    j = findNearestEnemy(st, u);
    st.nearestCache[u] = j;
  }
  return j;
}

function findNearestEnemy(st: IntroState, u: number): number {
  const e = 1 - st.owner[u];
  let best = -1;
  let bestD = Infinity;
  for (let j = st.sideStart(e), end = st.sideEnd(e); j < end; j++) {
    if (st.alive[j] === 0) continue;
    const dx = st.x[j] - st.x[u];
    const dy = st.y[j] - st.y[u];
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Where along their (already scaled) moves i and j first touch, as a fraction s of both moves
 * (they travel at once, each at its own pace), or -1 if they never come closer than 2r.
 * Catches units passing through each other, not only moves that end overlapping.
 */
function contactFraction(st: IntroState, i: number, j: number, minD: number): number {
  const ax = st.moveX0[i] - st.moveX0[j];
  const ay = st.moveY0[i] - st.moveY0[j];
  const dx = st.moveT[i] * st.moveDx[i] - st.moveT[j] * st.moveDx[j];
  const dy = st.moveT[i] * st.moveDy[i] - st.moveT[j] * st.moveDy[j];
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
export function resolveMoves(st: IntroState, log?: GameLog): void {
  const n = st.n;
  const minD = 2 * st.cfg.radius;
  const cancel = st.cfg.cancelOnOverlap;
  const movers = st.scratch;
  const moving = st.moving;
  const alive = st.alive;
  let m = 0;
  for (let u = 0; u < n; u++) if (moving[u] === 1) movers[m++] = u;
  let dirty = st.moveDirty;
  let next = st.moveDirtyNext;
  for (let a = 0; a < m; a++) dirty[movers[a]] = 1;
  const lo = st.moveKey;
  const hi = st.moveKeyHi;
  const ord = st.moveOrder;
  const x0s = st.moveX0;
  const dxs = st.moveDx;
  const ts = st.moveT;
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
  if (m > 0) st.positionStamp++;
  for (let a = 0; a < m; a++) {
    const u = movers[a];
    const x = st.moveX0[u] + st.moveT[u] * st.moveDx[u];
    const y = st.moveY0[u] + st.moveT[u] * st.moveDy[u];
    st.x[u] = x;
    st.y[u] = y;
    st.moved[u] = 1;
    st.stats[M_MOVES * 2 + st.owner[u]]++;
    if (st.active[u] === 1 && st.cfg.moveCountsAsAction) st.actions[u]++;
    if (log) {
      const d = st.moveT[u] * Math.sqrt(st.moveDx[u] * st.moveDx[u] + st.moveDy[u] * st.moveDy[u]);
      log.event(`  ${st.label[u]} moves ${d.toFixed(1)} cm to (${x.toFixed(1)}, ${y.toFixed(1)})${st.moveT[u] < 1 ? ' (stopped at contact)' : ''}`);
    }
  }
}
