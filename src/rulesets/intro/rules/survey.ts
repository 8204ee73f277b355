import type { IntroGame } from '../game.js';
import { distance2 } from '../table/geometry.js';

/**
 * The survey of enemies the shooting and movement phases read (positions and the living units
 * stay fixed from the shooting phase to the end of the movement intentions): each unit's
 * nearest living enemy and the enemies a move could bring into melee reach (INT-5.4), kept in
 * the Scratch and brought up to date by ensureSurvey.
 */

/**
 * Brings the survey up to date. Nothing to do when it was made on the very same positions and
 * living units (the shooting phase surveys, and nothing moves or dies between it and the
 * movement phase); when units have only fallen since (melee, pending damage at the end of the
 * turn), the fallen are dropped (dropTheFallen) instead of going over every pair again;
 * otherwise surveyEnemies. Comparing the positions themselves keeps this right even when a
 * caller moved units by hand.
 */
export function ensureSurvey(st: IntroGame): void {
  const state = st.state;
  const scratch = st.scratch;
  const n = st.n;
  const x = state.x;
  const y = state.y;
  const alive = state.alive;
  const surveyAlive = scratch.surveyAlive;
  if (scratch.surveyValid) {
    const surveyX = scratch.surveyX;
    const surveyY = scratch.surveyY;
    let same = true;
    let fell = false;
    for (let u = 0; u < n; u++) {
      if (x[u] !== surveyX[u] || y[u] !== surveyY[u]) {
        same = false;
        break;
      }
      const a = alive[u];
      if (a !== surveyAlive[u]) {
        // back to life: only by hand, and nothing short of a survey knows what it changes
        if (a === 1) {
          same = false;
          break;
        }
        fell = true;
      }
    }
    if (same) {
      if (fell) {
        dropTheFallen(st);
        surveyAlive.set(alive);
      }
      return;
    }
  }
  surveyEnemies(st);
  scratch.surveyX.set(x);
  scratch.surveyY.set(y);
  surveyAlive.set(alive);
  scratch.surveyValid = true;
}

/**
 * What surveyEnemies would find after units fell, positions unchanged, without going over every
 * pair again: a unit whose nearest enemy still lives keeps it (the other candidates only became
 * fewer, and the lowest index among equals stays the lowest); one whose nearest fell looks again
 * (findNearestEnemy: the same order and ties as the survey); the fallen leave the close-on lists
 * (which keep their index order); the dead's entries go back to unknown, as the survey leaves them.
 */
function dropTheFallen(st: IntroGame): void {
  const state = st.state;
  const scratch = st.scratch;
  const n = st.n;
  const alive = state.alive;
  const near = scratch.nearestCache;
  const best = scratch.nearestD2;
  const count = scratch.engageCount;
  const list = scratch.engageList;
  for (let u = 0; u < n; u++) {
    if (alive[u] === 0) {
      near[u] = -2;
      best[u] = Infinity;
      count[u] = -1;
      continue;
    }
    const j = near[u];
    if (j >= 0 && alive[j] === 0) {
      const k = findNearestEnemy(st, u);
      near[u] = k;
      best[u] = k >= 0 ? distance2(st, k, u) : Infinity;
    }
    const c = count[u];
    if (c <= 0) continue;
    let kept = 0;
    for (let k = u * n, e = k + c; k < e; k++) {
      const v = list[k];
      if (alive[v] === 1) list[u * n + kept++] = v;
    }
    count[u] = kept;
  }
}

/**
 * One pass over the pairs of opposing living units before moves are chosen: each unit's nearest
 * enemy (lowest index among equals, as nearestEnemy finds it) and its squared distance, and
 * side 0's close-on lists (see engageOf, which lists side 1's on demand).
 */
function surveyEnemies(st: IntroGame): void {
  const state = st.state;
  const scratch = st.scratch;
  const n = st.n;
  const f = st.firstOfSide1;
  const x = state.x;
  const y = state.y;
  const alive = state.alive;
  const near = scratch.nearestCache;
  const best = scratch.nearestD2;
  const count = scratch.engageCount;
  const list = scratch.engageList;
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
 * index order at st.scratch.engageList[u * n ...] once per movement phase. Returns how many.
 */
export function engageOf(st: IntroGame, u: number): number {
  const state = st.state;
  const scratch = st.scratch;
  let count = scratch.engageCount[u];
  if (count >= 0) return count;
  const engage = st.cfg.moveCm + st.cfg.meleeReach;
  const engage2 = engage * engage;
  const x = state.x;
  const y = state.y;
  const ux = x[u];
  const uy = y[u];
  const list = scratch.engageList;
  const base = u * st.n;
  const e = 1 - state.owner[u];
  count = 0;
  for (let j = st.sideStart(e), end = st.sideEnd(e); j < end; j++) {
    if (state.alive[j] === 0) continue;
    const dx = x[j] - ux;
    const dy = y[j] - uy;
    if (dx * dx + dy * dy <= engage2) list[base + count++] = j;
  }
  scratch.engageCount[u] = count;
  return count;
}

/**
 * The nearest living enemy of `u` (the lowest index among equals), or -1. Cached while a phase
 * holds positions and the living units fixed (st.scratch.nearestCacheOn).
 */
export function nearestEnemy(st: IntroGame, u: number): number {
  const scratch = st.scratch;
  if (!scratch.nearestCacheOn) return findNearestEnemy(st, u);
  let j = scratch.nearestCache[u];
  if (j === -2) {
    j = findNearestEnemy(st, u);
    scratch.nearestCache[u] = j;
  }
  return j;
}

function findNearestEnemy(st: IntroGame, u: number): number {
  const state = st.state;
  const e = 1 - state.owner[u];
  let best = -1;
  let bestD = Infinity;
  for (let j = st.sideStart(e), end = st.sideEnd(e); j < end; j++) {
    if (state.alive[j] === 0) continue;
    const dx = state.x[j] - state.x[u];
    const dy = state.y[j] - state.y[u];
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}
