/**
 * The legal choices of one model with `left` actions (SDS 2.10), written into g's candidate
 * buffer for the policy. Modes: 0 own activation (a Leader may order groups), 1 group member
 * (no group orders), 2 after a Volley (moves only), 3 Regroup (reload only).
 */
import { DECIDE_ACTION, listsShootReloadLater, proposeMoves, skippedKinds } from '../decisions.js';
import {
  A_ADVANCE,
  A_AIMED,
  A_CENTER,
  A_CHARGE,
  A_COVER,
  A_DISMOUNT,
  A_G_DISMOUNT,
  A_G_REMOUNT,
  A_FALLBACK,
  A_FLAG,
  A_FORM,
  A_G_MOVE,
  A_G_REGROUP,
  A_G_SHOOTRELOAD,
  A_G_VOLLEY,
  A_MELEE,
  A_POWER,
  A_RELOAD,
  A_SHOOT,
  A_STAND,
  type Game,
} from '../game.js';
import { addCand, MAX_CANDS } from '../candidateList.js';
import { B_INDIVIDUALIST, B_MARKSMAN, B_SLOW, B_STRONG, FLAG_DROPPED, leaderOf, sideEnd, sideStart } from '../state.js';
import { CONTACT_EPS, engaged, gap, touching } from '../table/geom.js';
import { canReload, canShoot, legalTargets, moveBudget, readyToReload, readyToShoot, reloadStep } from './actions.js';
import { GROUP_MOVE_FIRST, buildGroups, buildHorseGroups, buildShootReload } from './groups.js';

/** Charge candidates offered per model: the nearest reachable enemies. */
const MAX_CHARGES = 4;

export const MODE_OWN = 0;
export const MODE_AFTER_VOLLEY = 2;
const MODE_REGROUP = 3;

/** target of the A_G_SHOOTRELOAD stand-in for the orders a policy lists itself (SdsPolicy.shootReloadLater). */
export const SR_LATER = -2;

export function listActions(g: Game, m: number, left: number, mode: number, movesDone: number): void {
  // a full buffer may have cut a candidate that the orders' own places would not have
  if (list(g, m, left, mode, movesDone, true) && g.decision.cands.n >= MAX_CANDS) list(g, m, left, mode, movesDone, false);
}

/** listActions; `mayDefer`: the policy may have its Shoot and Reload orders put off (returns true when they were). */
function list(g: Game, m: number, left: number, mode: number, movesDone: number, mayDefer: boolean): boolean {
  const cands = g.decision.cands;
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  cands.n = 0;
  let later = false;
  if (!s.onTable[m] || s.spent[m] || left <= 0) return later;
  const skip = skippedKinds(g, s.side[m]);
  if (mode === MODE_REGROUP) {
    if (canReload(g, m, left)) addCand(cands, A_RELOAD, -1, reloadStep(g, m), 0, 0);
    return later;
  }
  if (s.fallen[m]) {
    addCand(cands, A_STAND, -1, 1, 0, 0); // SDS 3.5
    if (mode !== MODE_AFTER_VOLLEY && canReload(g, m, left)) addCand(cands, A_RELOAD, -1, reloadStep(g, m), 0, 0);
    if (!cfg.o.fallenMayAttack) return later;
    // SDS 5.7 option: a fallen model may attack or shoot without standing (never move)
    if (mode !== MODE_AFTER_VOLLEY && !s.attacked[m]) {
      const e = 1 - s.side[m];
      for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) if (s.onTable[j] && touching(s, m, j)) addCand(cands, A_MELEE, j, 1, 0, 0);
      if (canShoot(g, m)) {
        const k = legalTargets(g, m);
        for (let i = 0; i < k; i++) addCand(cands, A_SHOOT, scratch.order[i], 1, 0, 0);
      }
    }
    return later;
  }
  // group orders first (buildGroups overwrites scratch.cover; the model's own targets come after)
  // group orders (SDS 2.11): a Leader, own activation, not after a group turnover
  if (mode === MODE_OWN && !g.st.groupTurnover && isGroupLeader(g, m) && !(s.rules[m] & B_INDIVIDUALIST)) later = listGroupOrders(g, m, skip, mayDefer);
  // SDS 3.7: the horse-holder cannot move
  const slowBlocked = ((s.rules[m] & B_SLOW) !== 0 && cfg.o.slow === 'oneMoveActionPerActivation' && movesDone > 0) || s.holder[s.side[m]] === m;
  const eng = engaged(s, m);
  // each part of the listing a function of its own: V8 spends its inlining budget per function,
  // and one function listing everything had too little left to inline the small helpers
  if (mode !== MODE_AFTER_VOLLEY) listAttacks(g, m, left, eng);
  if (!slowBlocked) listMoves(g, m, mode, eng, skip);
  if (s.mounted[m] && !eng && !(skip & (1 << A_DISMOUNT))) addCand(cands, A_DISMOUNT, -1, 1, 0, 0); // SDS 3.7
  return later;
}

/** A Leader's group orders (SDS 2.11); returns whether his Shoot and Reload orders were put off (the stand-in listed). */
function listGroupOrders(g: Game, m: number, skip: number, mayDefer: boolean): boolean {
  const cands = g.decision.cands;
  const s = g.st;
  const scratch = g.scratch;
  const later = mayDefer && !(skip & (1 << A_G_SHOOTRELOAD)) && listsShootReloadLater(g, s.side[m]);
  buildGroups(g, m, later ? skip | (1 << A_G_SHOOTRELOAD) : skip);
  if (scratch.vN >= 2) {
    for (let i = 0; i < scratch.vTargets; i++) addCand(cands, A_G_VOLLEY, scratch.vTarget[i], 1, 0, 0);
  }
  if (scratch.mN >= 2) {
    const t = nearestEnemyOf(g, scratch.mGroup[0]);
    if (t >= 0) {
      addCand(cands, A_G_MOVE, t, 1, 0, 0); // advance to contact range
      addCand(cands, A_G_MOVE, t, 1, 0, GROUP_MOVE_FIRST); // SDS 5.8: all into contact, then fight
      addCand(cands, A_G_MOVE, t, 1, g.cfg.L, 0); // advance to a firing line at 1L
    }
  }
  if (scratch.rN >= 2 && !(skip & (1 << A_G_REGROUP))) addCand(cands, A_G_REGROUP, -1, 1, 0, 0);
  if (later) addCand(cands, A_G_SHOOTRELOAD, SR_LATER, 1, 0, 0);
  else if (scratch.sN >= 2 && !(skip & (1 << A_G_SHOOTRELOAD))) {
    addCand(cands, A_G_SHOOTRELOAD, -1, 1, 0, 0); // SDS 2.15: individual (aimed with 3 actions) fire
    for (let i = 0; i < scratch.sVTargets; i++) addCand(cands, A_G_SHOOTRELOAD, scratch.sVTarget[i], 1, 1, 0); // front-rank volley
  }
  if (!(skip & (1 << A_G_DISMOUNT))) {
    buildHorseGroups(g, m);
    if (scratch.dN >= 2) addCand(cands, s.holder[s.side[m]] >= 0 ? A_G_REMOUNT : A_G_DISMOUNT, -1, 1, 0, 0);
  }
  return later;
}

/** Model m's own attacks with `left` actions: blows in contact (`eng`), else shots, and reloading. */
function listAttacks(g: Game, m: number, left: number, eng: boolean): void {
  const cands = g.decision.cands;
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const e = 1 - s.side[m];
  // A21 option: a Marksman may spend up to two extra actions aiming
  const maxAim = s.rules[m] & B_MARKSMAN && cfg.o.marksman === 'extraAim' ? Math.max(2, cfg.o.maxAimActions) : cfg.o.maxAimActions;
  // SDS 7.2 option: Strong models power-blow without the extra action
  const powerExtra = s.rules[m] & B_STRONG && cfg.o.strong === 'freePowerBlow' ? 0 : 1;
  if (eng) {
    if (!s.attacked[m]) {
      for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
        if (!s.onTable[j] || !touching(s, m, j)) continue;
        addCand(cands, A_MELEE, j, 1, 0, 0);
        for (let a = 1; a <= maxAim && 1 + a * powerExtra <= left; a++) addCand(cands, A_POWER, j, 1 + a * powerExtra, a, 0);
      }
    }
  } else {
    // out of contact (eng): the rules' canShoot and canReload less their contact scans
    if (readyToShoot(g, m)) {
      const k = legalTargets(g, m);
      for (let i = 0; i < k; i++) {
        const t = scratch.order[i];
        addCand(cands, A_SHOOT, t, 1, 0, 0);
        for (let a = 1; a <= maxAim && a + 1 <= left; a++) addCand(cands, A_AIMED, t, 1 + a, a, 0);
      }
    }
    if (readyToReload(g, m, left)) addCand(cands, A_RELOAD, -1, reloadStep(g, m), 0, 0);
  }
}

/** Model m's moves: charges, advance, fall back, cover, the Leader's centre, closing up, the policy's proposed moves, a dropped flag. */
function listMoves(g: Game, m: number, mode: number, eng: boolean, skip: number): void {
  const cands = g.decision.cands;
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const side = s.side[m];
  const e = 1 - side;
  const budget = moveBudget(g, m);
  let nearest = -1;
  let nd = Infinity;
  // charges: enemies reachable with one move (straight-line estimate), not touching; the
  // MAX_CHARGES nearest are offered (scratch.order holds them by distance)
  const canCharge = !g.st.fearFailed && mode !== MODE_AFTER_VOLLEY;
  let nch = 0;
  const mx = s.x[m];
  const my = s.y[m];
  const rm = s.r[m];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const dx = s.x[j] - mx;
    const dy = s.y[j] - my;
    const R = rm + s.r[j];
    const d2 = dx * dx + dy * dy;
    const reach = budget + R;
    if (d2 < nd) {
      nd = d2;
      nearest = j;
    }
    if (!canCharge || d2 > reach * reach) continue;
    const d = Math.sqrt(d2) - R;
    if (d <= CONTACT_EPS) continue;
    scratch.dist[j] = d;
    let p = nch < MAX_CHARGES ? nch++ : MAX_CHARGES;
    if (p === MAX_CHARGES) {
      if (scratch.dist[scratch.order[MAX_CHARGES - 1]] <= d) continue;
      p = MAX_CHARGES - 1;
    }
    while (p > 0 && scratch.dist[scratch.order[p - 1]] > d) {
      scratch.order[p] = scratch.order[p - 1];
      p--;
    }
    scratch.order[p] = j;
  }
  for (let k = 0; k < nch; k++) addCand(cands, A_CHARGE, scratch.order[k], 1, 0, 0);
  if (nearest >= 0) nd = Math.sqrt(nd) - s.r[m] - s.r[nearest];
  if (nearest >= 0) {
    if (!eng && nd > 2) addCand(cands, A_ADVANCE, nearest, 1, 0, 0);
    if (!(skip & (1 << A_FALLBACK))) addCand(cands, A_FALLBACK, nearest, 1, 0, 0);
  }
  if (!eng && !(skip & (1 << A_COVER))) {
    // nearest free cover spot within one move
    // nearest spot first; the occupancy test (a loop over every model) only for that one,
    // then the next nearest if it is taken
    let best = -1;
    const b2 = budget * budget;
    let nCand = 0;
    const coverD2 = scratch.coverD2;
    const coverIdx = scratch.coverIdx;
    for (let c = 0; c < scratch.nCover; c++) {
      const cx = scratch.coverX[c] - mx;
      const cy = scratch.coverY[c] - my;
      const d2 = cx * cx + cy * cy;
      if (d2 < b2 && d2 > 9) {
        coverD2[nCand] = d2;
        coverIdx[nCand++] = c;
      }
    }
    while (nCand > 0) {
      let k = 0;
      for (let i = 1; i < nCand; i++) if (coverD2[i] < coverD2[k]) k = i;
      const c = coverIdx[k];
      if (!occupied(g, scratch.coverX[c], scratch.coverY[c], m)) {
        best = c;
        break;
      }
      coverD2[k] = coverD2[nCand - 1];
      coverIdx[k] = coverIdx[--nCand];
    }
    if (best >= 0) addCand(cands, A_COVER, -1, 1, scratch.coverX[best], scratch.coverY[best]);
  }
  if (!eng && s.isLeader[m] && !(skip & (1 << A_CENTER))) {
    // the Leader keeps his squad in command range (SDS 2.8–2.9): the centre of his models
    let cx = 0;
    let cy = 0;
    let k = 0;
    for (let j = sideStart(s, side), end = sideEnd(s, side); j < end; j++) {
      if (j === m || !s.onTable[j]) continue;
      cx += s.x[j];
      cy += s.y[j];
      k++;
    }
    if (k > 0) {
      cx /= k;
      cy /= k;
      const dx = cx - s.x[m];
      const dy = cy - s.y[m];
      if (dx * dx + dy * dy > cfg.S * cfg.S) addCand(cands, A_CENTER, -1, 1, cx, cy);
    }
  }
  if (!eng && !(skip & (1 << A_FORM))) {
    // close up on the friend nearest the Leader (formation, SDS 2.11 groups need base contact)
    const lead = leaderOf(s, side);
    if (lead >= 0 && lead !== m) {
      // one pass over the friends: a model already in base contact with one does not close up
      // (touching), else the friend nearest the Leader within a move (gap, the same squares)
      let f = -1;
      let fd = Infinity;
      for (let j = sideStart(s, side), end = sideEnd(s, side); j < end; j++) {
        if (j === m || !s.onTable[j]) continue;
        const dx = mx - s.x[j];
        const dy = my - s.y[j];
        const d2 = dx * dx + dy * dy;
        const R = rm + s.r[j] + CONTACT_EPS;
        if (d2 <= R * R) {
          f = -1;
          break;
        }
        const dm = Math.sqrt(d2) - rm - s.r[j];
        if (dm > budget) continue;
        const d = gap(s, j, lead) + dm;
        if (d < fd) {
          fd = d;
          f = j;
        }
      }
      if (f >= 0) addCand(cands, A_FORM, f, 1, 0, 0);
    }
  }
  if (!eng) proposeMoves(g, side, m, DECIDE_ACTION);
  // SDS 6.8: pick up a dropped flag in base contact
  for (let side2 = 0; side2 < 2; side2++) {
    if (s.flagState[side2] !== FLAG_DROPPED) continue;
    const d = Math.sqrt((s.flagX[side2] - s.x[m]) * (s.flagX[side2] - s.x[m]) + (s.flagY[side2] - s.y[m]) * (s.flagY[side2] - s.y[m])) - s.r[m];
    if (d <= 2) addCand(cands, A_FLAG, side2, 1, 0, 0);
  }
}

/**
 * Puts Leader m's Shoot and Reload orders in place of the stand-in at candidate p, as the full
 * listing has them (the candidates after it shift, still cut at MAX_CANDS); the listing's
 * groups must still stand (nothing has moved since). Returns how many orders took its place.
 */
export function listShootReloadAt(g: Game, m: number, p: number): number {
  const cands = g.decision.cands;
  const scratch = g.scratch;
  buildShootReload(g, m);
  const k = Math.min(scratch.sN >= 2 ? 1 + scratch.sVTargets : 0, MAX_CANDS - p);
  const end = Math.min(cands.n - 1 + k, MAX_CANDS);
  const shift = k - 1;
  if (shift > 0) for (let i = end - 1; i >= p + k; i--) moveCand(g, i - shift, i);
  else if (shift < 0) for (let i = p; i < end; i++) moveCand(g, i + 1, i);
  cands.n = end;
  for (let i = 0; i < k; i++) {
    // SDS 2.15: individual (aimed with 3 actions) fire first, then the front-rank volleys
    const c = p + i;
    cands.kind[c] = A_G_SHOOTRELOAD;
    cands.target[c] = i === 0 ? -1 : scratch.sVTarget[i - 1];
    cands.cost[c] = 1;
    cands.x[c] = i === 0 ? 0 : 1;
    cands.y[c] = 0;
    cands.score[c] = 0;
  }
  return k;
}

/** Copies candidate `from` over candidate `to`. */
export function moveCand(g: Game, from: number, to: number): void {
  const cands = g.decision.cands;
  cands.kind[to] = cands.kind[from];
  cands.target[to] = cands.target[from];
  cands.cost[to] = cands.cost[from];
  cands.x[to] = cands.x[from];
  cands.y[to] = cands.y[from];
  cands.score[to] = cands.score[from];
}

export function isGroupLeader(g: Game, m: number): boolean {
  const s = g.st;
  if (s.isLeader[m]) return true;
  // A39: an NCO takes over when the officer is lost (option)
  return g.cfg.o.ncoSucceedsLeader && s.isNco[m] === 1 && leaderOf(s, s.side[m]) < 0;
}

function occupied(g: Game, x: number, y: number, skip: number): boolean {
  const s = g.st;
  const cfg = g.cfg;
  for (let j = 0; j < s.n; j++) {
    if (j === skip || !s.onTable[j]) continue;
    const dx = s.x[j] - x;
    const dy = s.y[j] - y;
    const R = s.r[j] + cfg.baseR;
    if (dx * dx + dy * dy < R * R) return true;
  }
  return false;
}

export function nearestEnemyOf(g: Game, m: number): number {
  const s = g.st;
  const e = 1 - s.side[m];
  let best = -1;
  let bd = Infinity;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const d = gap(s, m, j);
    if (d < bd) {
      bd = d;
      best = j;
    }
  }
  return best;
}
