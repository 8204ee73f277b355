/**
 * Group orders (SDS 2.11–2.16): group move, Regroup, Volley, Shoot and Reload.
 */
import { OUT_OF_AMMO, RESULT_NAMES, shotOutcome } from '../mechanics/combat.js';
import { A_G_DISMOUNT, A_G_MOVE, A_G_REGROUP, A_G_REMOUNT, A_G_SHOOTRELOAD, A_G_VOLLEY, type Game } from '../game.js';
import { B_INDIVIDUALIST, B_MUSICIAN, F_NONE, sideEnd, sideStart } from '../state.js';
import { CONTACT_EPS, engaged, gap, overlapsAny, touching } from '../table/geom.js';
import {
  applyResult,
  canShoot,
  doReload,
  fmt,
  legalTargets,
  moveBudget,
  moveModelUntried,
  nameOf,
  readyToShoot,
  reloadActions,
  shotBonus,
  shoot,
} from './actions.js';
import { activationQuality } from './command.js';
import { afterEvent } from './morale.js';
import { moveToward } from '../table/tablefns.js';
import { losOf } from '../table/los.js';
import { horsesRunAway } from './horses.js';
import { naturalSuccesses } from '../../kit/dicePool.js';
import { GROUP_MAX_SIZE, NEGLIGIBLE_MOVE_MM, SHOOT_RELOAD_AIM_ACTIONS, SHOOT_RELOAD_RANK } from '../constants.js';
import { passForward, splitRanks } from './ranks.js';
import { markEnemyEngaged, markEngaged } from './engagedMarks.js';
import { DECIDE_GROUP_DICE, askDice, keptOutOfGroups } from '../decisions.js';

/** In the Leader's command range for group purposes (SDS 2.9, 2.11: 1L, 1S without LOS). */
function inCommand(g: Game, lead: number, i: number): boolean {
  const s = g.st;
  const d = gap(s, lead, i);
  if (d <= g.cfg.S) return true;
  return d <= g.cfg.L && losOf(g, lead, i, false) >= 0;
}

function eligible(g: Game, lead: number, i: number): boolean {
  return eligibleButSight(g, lead, i) && inCommand(g, lead, i);
}

/** eligible() but for the line of sight the command range may need, the costly part. */
function eligibleButSight(g: Game, lead: number, i: number): boolean {
  return eligibleButRange(g, lead, i) && gap(g.st, lead, i) <= g.cfg.L;
}

/** eligible() but for the command range. */
function eligibleButRange(g: Game, lead: number, i: number): boolean {
  const s = g.st;
  if (!s.onTable[i] || s.spent[i] || s.side[i] !== s.side[lead]) return false;
  if (i === lead && !g.cfg.o.leaderInGroup) return false;
  if (g.cfg.o.groupFreshOnly && s.activated[i] && i !== lead) return false; // A10
  return (s.rules[i] & B_INDIVIDUALIST) === 0;
}

/**
 * Largest base-contact-connected set (BFS order, so any prefix is connected) of models with
 * g.scratch.mark[i] === 1, at most `max`, into out; returns its size. Clears the side's marks.
 */
function largestComponent(g: Game, side: number, out: Int16Array, max: number): number {
  const s = g.st;
  const scratch = g.scratch;
  const first = sideStart(s, side);
  const e = sideEnd(s, side);
  if (e - first > 31) return largestComponentScan(g, side, out, max);
  let avail = 0;
  for (let i = first; i < e; i++) {
    if (scratch.mark[i] === 1) avail |= 1 << (i - first);
    scratch.mark[i] = 0;
  }
  return largestComponentBits(g, first, avail, out, max);
}

/**
 * largestComponent of a squad of up to 31 models starting at `first`, the models given as the
 * bit mask `avail` (bit k = model first + k): a BFS on the base contact bits of contactMatrix.
 */
function largestComponentBits(g: Game, first: number, avail: number, out: Int16Array, max: number): number {
  const scratch = g.scratch;
  const q = scratch.gBuf2;
  let bestN = 0;
  while (avail !== 0) {
    const seedBit = avail & -avail;
    avail &= ~seedBit;
    let head = 0;
    let tail = 0;
    q[tail++] = first + 31 - Math.clz32(seedBit);
    while (head < tail) {
      let nb = scratch.adjBits[q[head++]] & avail;
      avail &= ~nb;
      while (nb !== 0) {
        const bit = nb & -nb;
        nb &= ~bit;
        q[tail++] = first + 31 - Math.clz32(bit);
      }
    }
    if (tail > bestN) {
      bestN = Math.min(tail, max);
      for (let k = 0; k < bestN; k++) out[k] = q[k];
    }
  }
  return bestN;
}

/** The same for squads of more than 31 models, with the contact matrix. */
function largestComponentScan(g: Game, side: number, out: Int16Array, max: number): number {
  const s = g.st;
  const scratch = g.scratch;
  const q = scratch.gBuf2;
  const adj = scratch.adj;
  const n = s.n;
  let bestN = 0;
  for (let seed = sideStart(s, side), e = sideEnd(s, side); seed < e; seed++) {
    if (scratch.mark[seed] !== 1) continue;
    let head = 0;
    let tail = 0;
    q[tail++] = seed;
    scratch.mark[seed] = 2;
    while (head < tail) {
      const a = q[head++];
      const row = a * n;
      for (let b = sideStart(s, side); b < e; b++) {
        if (scratch.mark[b] === 1 && adj[row + b] === 1) {
          scratch.mark[b] = 2;
          q[tail++] = b;
        }
      }
    }
    if (tail > bestN) {
      bestN = Math.min(tail, max);
      for (let k = 0; k < bestN; k++) out[k] = q[k];
    }
  }
  clearMarks(g, side);
  return bestN;
}

/** Base contact between the models of a side g.scratch.elig marks: g.scratch.adjBits (≤ 31 models), else g.scratch.adj (row-major, s.n × s.n). */
function contactMatrix(g: Game, first: number, end: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const adj = scratch.adj;
  const n = s.n;
  const bits = end - first <= 31;
  for (let a = first; a < end; a++) scratch.adjBits[a] = 0;
  if (bits) {
    // the bit masks are all largestComponent reads for squads of up to 31 models; the pairs
    // among the eligible ones only (listed in gBuf2, free until largestComponent's queue)
    const ab = scratch.adjBits;
    const list = scratch.gBuf2;
    let k = 0;
    for (let a = first; a < end; a++) if (scratch.elig[a]) list[k++] = a;
    for (let p = 0; p < k; p++) {
      // touching(s, a, b) with a's centre and radius read once
      const a = list[p];
      const xa = s.x[a];
      const ya = s.y[a];
      const ra = s.r[a];
      let bitsA = 0;
      for (let q = p + 1; q < k; q++) {
        const b = list[q];
        const dx = xa - s.x[b];
        const dy = ya - s.y[b];
        const R = ra + s.r[b] + CONTACT_EPS;
        if (dx * dx + dy * dy <= R * R) {
          bitsA |= 1 << (b - first);
          ab[b] |= 1 << (a - first);
        }
      }
      ab[a] |= bitsA;
    }
    return;
  }
  for (let a = first; a < end; a++) {
    if (!scratch.elig[a]) continue;
    adj[a * n + a] = 0;
    for (let b = a + 1; b < end; b++) {
      if (!scratch.elig[b]) continue;
      const t = touching(s, a, b) ? 1 : 0;
      adj[a * n + b] = t;
      adj[b * n + a] = t;
      if (t && bits) {
        scratch.adjBits[a] |= 1 << (b - first);
        scratch.adjBits[b] |= 1 << (a - first);
      }
    }
  }
}

function clearMarks(g: Game, side: number): void {
  const s = g.st;
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) g.scratch.mark[i] = 0;
}

/** Of the models g.scratch.elig marks, a possible Volley shooter (SDS 2.14): loaded, out of contact. */
function volleyMember(g: Game, i: number): boolean {
  return !g.scratch.eng[i] && readyToShoot(g, i);
}

/** Of the models g.scratch.elig marks, a possible member of a group move (SDS 2.12): standing, out of contact. */
function moveMember(g: Game, i: number): boolean {
  return !g.st.fallen[i] && !g.scratch.eng[i];
}

/** Of the models g.scratch.elig marks, a possible member of a Shoot and Reload (SDS 2.15): a musket that may, not yet fired this turn. */
function shootReloadMember(g: Game, i: number): boolean {
  const s = g.st;
  return (
    !s.fallen[i] &&
    !g.scratch.eng[i] &&
    s.firearm[i] !== F_NONE &&
    !s.outOfAmmo[i] &&
    !s.attacked[i] &&
    !s.volleyed[i] &&
    g.cfg.shootReloadOf[s.firearm[i]] === 1
  );
}

/** Build the candidate groups of Leader `lead`: volley shooters and targets, group move, Regroup, Shoot and Reload. */
export function buildGroups(g: Game, lead: number, skip = 0): void {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const side = s.side[lead];
  const first = sideStart(s, side);
  const end = sideEnd(s, side);
  // eligibility once, the command range's line of sight to the Leader last, as the costly part.
  // Every group below leaves out models in hand-to-hand and fallen models that cannot shoot;
  // their base contacts first, among the models eligible but for that sight (each group's BFS
  // keeps to its own marks, Regroup rescans contacts), so that unless Regroup is wanted (its
  // members need not touch, SDS 2.13) a model touching none of them, which can be in no group
  // of two, is not asked. The policy's keepOutOfGroups is a pure test, so it may come first.
  markEngaged(g, side);
  // eligibleButSight, its gap to the Leader kept for the command range below (inCommand)
  const leadGap = scratch.leadGap;
  for (let i = first; i < end; i++) {
    scratch.elig[i] = 0;
    if (s.onTable[i] === 0 || scratch.eng[i] === 1 || (s.fallen[i] === 1 && !readyToShoot(g, i)) || !eligibleButRange(g, lead, i)) continue;
    const d = gap(s, lead, i);
    if (d > cfg.L || keptOutOfGroups(g, side, i)) continue;
    leadGap[i] = d;
    scratch.elig[i] = 1;
  }
  contactMatrix(g, first, end);
  const small = end - first <= 31;
  const loners = !small || !(skip & (1 << A_G_REGROUP));
  // a squad of up to 31 models gets each group's possible members as bit masks in the same pass
  // (bit k = model first + k, as contactMatrix's), for largestComponentBits
  let vBits = 0;
  let mBits = 0;
  let sBits = 0;
  for (let i = first; i < end; i++) {
    if (scratch.elig[i] === 0) continue;
    // inCommand within 1L (eligibleButSight): 1S, or sight
    if (!((loners || scratch.adjBits[i] !== 0) && (leadGap[i] <= cfg.S || losOf(g, lead, i, false) >= 0))) {
      scratch.elig[i] = 0;
      continue;
    }
    if (!small) continue;
    const bit = 1 << (i - first);
    if (volleyMember(g, i)) vBits |= bit;
    if (moveMember(g, i)) mBits |= bit;
    if (shootReloadMember(g, i)) sBits |= bit;
  }
  // Volley (SDS 2.14): loaded shooters in base contact, up to 6
  if (small) scratch.vN = largestComponentBits(g, first, vBits, scratch.vGroup, GROUP_MAX_SIZE);
  else {
    for (let i = first; i < end; i++) scratch.mark[i] = scratch.elig[i] && volleyMember(g, i) ? 1 : 0;
    scratch.vN = largestComponent(g, side, scratch.vGroup, GROUP_MAX_SIZE);
  }
  scratch.vTargets = 0;
  let listed = 0;
  // scratch.eng of the enemies (markEnemyEngaged), for the volley listing or the Shoot and Reload front rank
  let enemyMarked = false;
  if (scratch.vN >= 2) {
    const e = 1 - side;
    for (let j = sideStart(s, e); j < sideEnd(s, e); j++) scratch.mark[j] = 0;
    markEnemyEngaged(g, side); // once for all the shooters
    enemyMarked = true;
    const need = cfg.o.volleyTargetLegalFor === 'all' ? scratch.vN : 1; // A40
    const cap = scratch.vListed.length;
    for (let k = 0; k < scratch.vN; k++) {
      const n = legalTargets(g, scratch.vGroup[k], true);
      // kept for the Shoot and Reload front rank (splitRanks), which lists the same shooters
      let common = 0;
      for (let i = 0; i < n; i++) {
        const j = scratch.order[i];
        if (++scratch.mark[j] === k + 1) common++;
        scratch.vList[k * cap + i] = j;
        scratch.vListCover[k * cap + i] = scratch.cover[j];
      }
      scratch.vListN[k] = n;
      scratch.vListed[scratch.vGroup[k]] = k + 1;
      listed++;
      if (common === 0 && need === scratch.vN) break; // no target legal for all so far: none is legal for all
    }
    for (let j = sideStart(s, e); j < sideEnd(s, e); j++) {
      if (scratch.mark[j] >= need) scratch.vTarget[scratch.vTargets++] = j;
      scratch.mark[j] = 0;
    }
    if (scratch.vTargets === 0) scratch.vN = 0;
  }
  // group move (SDS 2.12): standing, not engaged
  if (small) scratch.mN = largestComponentBits(g, first, mBits, scratch.mGroup, GROUP_MAX_SIZE);
  else {
    for (let i = first; i < end; i++) scratch.mark[i] = scratch.elig[i] && moveMember(g, i) ? 1 : 0;
    scratch.mN = largestComponent(g, side, scratch.mGroup, GROUP_MAX_SIZE);
  }
  // Regroup (SDS 2.13): any number within 1L, need not touch; only worth it if someone is apart
  scratch.rN = 0;
  scratch.sN = 0;
  let apart = 0;
  for (let i = first; i < end && !(skip & (1 << A_G_REGROUP)); i++) {
    if (!scratch.elig[i] || s.fallen[i] || scratch.eng[i]) continue;
    scratch.rGroup[scratch.rN++] = i;
    // a base contact with an eligible model (adjBits, squads ≤ 31) settles it without the scan
    let t = end - first <= 31 && scratch.adjBits[i] !== 0;
    if (!t)
      for (let j = first; j < end; j++)
        if (j !== i && s.onTable[j] && touching(s, i, j)) {
          t = true;
          break;
        }
    if (!t) apart++;
  }
  if (apart === 0) scratch.rN = 0;
  if (!(skip & (1 << A_G_SHOOTRELOAD))) shootReloadGroup(g, side, first, end, enemyMarked, small ? sBits : -1);
  for (let k = 0; k < listed; k++) scratch.vListed[scratch.vGroup[k]] = 0;
}

/**
 * Shoot and Reload (SDS 2.15): two ranks of ≤ 3 in contact, no rifles, one rank loaded (ranks.ts).
 * `bits`: the possible members as buildGroups' bit mask, or -1 to test g.scratch.elig's models (a squad
 * of more than 31, or buildShootReload after buildGroups).
 */
function shootReloadGroup(g: Game, side: number, first: number, end: number, enemyMarked: boolean, bits: number): void {
  const scratch = g.scratch;
  if (bits >= 0) scratch.sN = largestComponentBits(g, first, bits, scratch.sGroup, 2 * SHOOT_RELOAD_RANK);
  else {
    for (let i = first; i < end; i++) scratch.mark[i] = scratch.elig[i] && shootReloadMember(g, i) ? 1 : 0;
    scratch.sN = largestComponent(g, side, scratch.sGroup, 2 * SHOOT_RELOAD_RANK);
  }
  if (scratch.sN >= 2) splitRanks(g, enemyMarked);
}

/**
 * The Shoot and Reload group of Leader `lead` as buildGroups builds it, for a listing that put it
 * off (SdsPolicy.shootReloadLater): buildGroups' eligibility and contacts must still stand.
 */
export function buildShootReload(g: Game, lead: number): void {
  const s = g.st;
  const side = s.side[lead];
  shootReloadGroup(g, side, sideStart(s, side), sideEnd(s, side), false, -1);
}

/** SDS 2.11, 2.16: one roll for the group at its worst Quality; sets groupTurnover on 2+ failures. */
function groupRoll(g: Game, lead: number, kind: number, group: Int16Array, n: number): number {
  const s = g.st;
  const cfg = g.cfg;
  let q = 2;
  let musician = false;
  for (let k = 0; k < n; k++) {
    const qi = activationQuality(g, group[k]);
    if (qi > q) q = qi;
    if (s.rules[group[k]] & B_MUSICIAN) musician = true;
  }
  // SDS 7.2 option: a Musician in the group gives +1 to the group roll
  if (musician && cfg.o.musician === 'groupRollPlus1' && q > 2) q--;
  g.decision.order = kind;
  g.decision.size = n;
  const nd = askDice(g, s.side[lead], DECIDE_GROUP_DICE, lead, 3); // SDS 2.11: the leader rolls 1-3 dice
  const succ = naturalSuccesses(g.dice, nd, q);
  if (nd - succ >= 2) g.st.groupTurnover = 1; // SDS 2.11: the turn passes after the group acts
  for (let k = 0; k < n; k++) s.activated[group[k]] = 1;
  if (g.log) {
    let names = '';
    for (let k = 0; k < n; k++) names += (k ? ', ' : '') + cfg.names[group[k]];
    g.log.event(
      `    group of ${n} (${names}) rolls ${nd} ${nd === 1 ? 'die' : 'dice'} ` +
        `at ${q}+: ${succ} ` +
        `success${succ === 1 ? '' : 'es'}${nd - succ >= 2 ? ' — turnover after the group acts' : ''}`,
    );
  }
  return succ;
}

/**
 * Hooks for the turn loop, set by turn.ts (avoids an import cycle): run a member's remaining
 * actions; SDS 5.8: the members of a group move all go into contact first, then fight (groupFight.ts).
 */
export const memberHook: {
  run: (g: Game, m: number, left: number, mode: number) => void;
  moveFirst: (g: Game, grp: Int16Array, n: number, left: number) => void;
} = { run: () => undefined, moveFirst: () => undefined };

/** y of an A_G_MOVE candidate: SDS 5.8, the whole line moves into contact, then the fights. */
export const GROUP_MOVE_FIRST = 1;

/** SDS 2.14: Volley at t by g.scratch.vGroup. */
export function volley(g: Game, lead: number, t: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const n = scratch.vN;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.vGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders a Volley at ${nameOf(g, t)}`);
  const succ = groupRoll(g, lead, A_G_VOLLEY, grp, n);
  if (succ < 1) return;
  volleyShot(g, lead, t, grp, n);
  if (succ > 1) for (let k = 0; k < n && !s.over; k++) memberHook.run(g, grp[k], succ - 1, 2);
}

/** SDS 2.14: the one opposed roll of a volley by grp[0..n) at t, its result and morale. */
function volleyShot(g: Game, lead: number, t: number, grp: Int16Array, n: number): void {
  const s = g.st;
  const cfg = g.cfg;
  let c = 99;
  let band = 99;
  let cover = 0;
  for (let k = 0; k < n; k++) {
    const i = grp[k];
    if (s.c[i] < c) c = s.c[i];
    const b = shotBonus(g, i, t);
    if (b < band) band = b; // worst weapon bonus (a shooter in a longer band lowers all)
    const cv = losOf(g, i, t, s.fallen[t] === 1);
    if (cv > cover) cover = cv; // cover against any one shooter counts for all
  }
  if (band === -Infinity) return;
  const fallen = s.fallen[t] === 1;
  let am = c + band - (cover === 1 ? 1 : cover === 2 ? cfg.o.heavyCover : 0);
  if (fallen) am += cfg.o.fallenShotBonus;
  const tm = s.c[t] - (n - 1);
  const da = g.dice.d6();
  const dt = g.dice.d6();
  const r = shotOutcome(da, dt, am, tm, fallen, cfg.o);
  s.shots[s.side[lead]]++;
  for (let k = 0; k < n; k++) {
    const i = grp[k];
    s.loaded[i] = 0;
    s.volleyed[i] = 1; // SDS 2.14: unloaded until the end of the turn
    s.attacked[i] = 1;
  }
  if (r & OUT_OF_AMMO) s.outOfAmmo[grp[n - 1]] = 1; // only one shooter runs out
  const code = r & 7;
  if (g.log)
    g.log.event(
      `    volley of ${n}: ${da}${fmt(am)} = ${da + am} vs ${dt}${fmt(tm)} = ` +
        `${dt + tm}${cover ? ` (cover ${cover})` : ''} → ` +
        `${RESULT_NAMES[code]}${r & OUT_OF_AMMO ? ', one shooter out of ammunition' : ''}`,
    );
  // a recoiling target moves away from the shooters (their centre), not from the Leader who ordered
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < n; k++) {
    cx += s.x[grp[k]];
    cy += s.y[grp[k]];
  }
  applyResult(g, t, lead, code, !cfg.o.fallenShotLethal, cx / n, cy / n);
  afterEvent(g);
}

/**
 * SDS 2.12: group move as a block toward t, keeping the formation, then individual actions
 * (SDS 5.8: model by model, or with moveFirst all into contact first and then the fights).
 */
export function groupMove(g: Game, lead: number, t: number, standoff: number, moveFirst = false): void {
  const s = g.st;
  const scratch = g.scratch;
  const n = scratch.mN;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.mGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders a group move toward ${nameOf(g, t)}`);
  const succ = groupRoll(g, lead, A_G_MOVE, grp, n);
  scratch.groupStepLeast = Infinity;
  let used = 0;
  for (; used < succ && s.onTable[t]; used++) {
    let cx = 0;
    let cy = 0;
    let closest = Infinity;
    let budget = Infinity;
    for (let k = 0; k < n; k++) {
      const i = grp[k];
      cx += s.x[i];
      cy += s.y[i];
      const d = gap(s, i, t);
      if (d < closest) closest = d;
      const b = moveBudget(g, i);
      if (b < budget) budget = b;
    }
    const room = closest - Math.max(standoff, 3);
    // no action on a block step of negligible progress: the members keep it for their own
    if (room < NEGLIGIBLE_MOVE_MM) break;
    if (moveFirst && closest <= budget) break; // SDS 5.8: within one move, the members go in
    const step = Math.min(budget, room);
    cx /= n;
    cy /= n;
    let dx = s.x[t] - cx;
    let dy = s.y[t] - cy;
    const len = Math.sqrt(dx * dx + dy * dy) || 1;
    dx = (dx / len) * step;
    dy = (dy / len) * step;
    // front members first so nobody ends on a friend that has not moved yet
    for (let a = 1; a < n; a++) {
      const v = grp[a];
      const pv = s.x[v] * dx + s.y[v] * dy;
      let b = a - 1;
      while (b >= 0 && s.x[grp[b]] * dx + s.y[grp[b]] * dy < pv) {
        grp[b + 1] = grp[b];
        b--;
      }
      grp[b + 1] = v;
    }
    let moved = 0;
    const from = scratch.stepFrom;
    for (let k = 0; k < n; k++) {
      const i = grp[k];
      from[2 * k] = s.x[i];
      from[2 * k + 1] = s.y[i];
      if (!s.onTable[i] || s.fallen[i]) continue;
      moveModelUntried(g, i, s.x[i] + dx, s.y[i] + dy, -1);
      moved += Math.sqrt((s.x[i] - from[2 * k]) * (s.x[i] - from[2 * k]) + (s.y[i] - from[2 * k + 1]) * (s.y[i] - from[2 * k + 1]));
    }
    if (moved / n < NEGLIGIBLE_MOVE_MM) {
      // blocked: the player sees it before spending the action (out of contact a move rolls no
      // dice and changes only positions); the members keep it and act on their own
      for (let k = 0; k < n; k++) {
        s.x[grp[k]] = from[2 * k];
        s.y[grp[k]] = from[2 * k + 1];
      }
      if (g.log) g.log.event('    the group is blocked');
      break;
    }
    if (g.log) g.log.event(`    the group advances ${Math.round(moved / n)} mm on average`);
    if (moved / n < scratch.groupStepLeast) scratch.groupStepLeast = moved / n;
    afterEvent(g);
    if (s.over) return;
  }
  if (succ > used && moveFirst) memberHook.moveFirst(g, grp, n, succ - used);
  else if (succ > used) for (let k = 0; k < n && !s.over; k++) memberHook.run(g, grp[k], succ - used, 1);
}

/** SDS 2.13: Regroup: every member must end in base contact with another member, or does not move. */
export function regroup(g: Game, lead: number): void {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const n = scratch.rN;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.rGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders a Regroup`);
  const succ = groupRoll(g, lead, A_G_REGROUP, grp, n);
  if (succ < 1) return;
  // anchor: the member nearest the Leader; others by distance to it
  let ai = 0;
  for (let k = 1; k < n; k++) if (gap(s, grp[k], lead) < gap(s, grp[ai], lead)) ai = k;
  const anchor = grp[ai];
  grp[ai] = grp[0];
  grp[0] = anchor;
  for (let a = 2; a < n; a++) {
    const v = grp[a];
    const dv = gap(s, v, anchor);
    let b = a - 1;
    while (b >= 1 && gap(s, grp[b], anchor) > dv) {
      grp[b + 1] = grp[b];
      b--;
    }
    grp[b + 1] = v;
  }
  const out = scratch.tmp;
  for (let k = 1; k < n; k++) {
    const i = grp[k];
    let placedWith = -1;
    for (let p = 0; p < k; p++) if (touching(s, i, grp[p])) placedWith = grp[p];
    let used = 0;
    if (placedWith < 0) {
      // nearest placed member
      let f = grp[0];
      for (let p = 1; p < k; p++) if (gap(s, i, grp[p]) < gap(s, i, f)) f = grp[p];
      const x0 = s.x[i];
      const y0 = s.y[i];
      for (; used < succ; used++) {
        let ux = s.x[i] - s.x[f];
        let uy = s.y[i] - s.y[f];
        const l = Math.sqrt(ux * ux + uy * uy) || 1;
        ux /= l;
        uy /= l;
        let tx = s.x[f] + ux * (s.r[f] + s.r[i] + 0.5);
        let ty = s.y[f] + uy * (s.r[f] + s.r[i] + 0.5);
        // slide sideways if that spot is taken
        for (let tries = 0; tries < 6 && overlapsAny(s, tx, ty, s.r[i], i); tries++) {
          const ang = ((tries >> 1) + 1) * 0.9 * (tries & 1 ? -1 : 1);
          const ca = Math.cos(ang);
          const sa = Math.sin(ang);
          const vx = ux * ca - uy * sa;
          const vy = ux * sa + uy * ca;
          tx = s.x[f] + vx * (s.r[f] + s.r[i] + 0.5);
          ty = s.y[f] + vy * (s.r[f] + s.r[i] + 0.5);
        }
        moveToward(cfg.table, s.x[i], s.y[i], s.r[i], tx, ty, moveBudget(g, i), s.mounted[i] === 1, cfg.o, out);
        if (overlapsAny(s, out[0], out[1], s.r[i], i)) break;
        s.x[i] = out[0];
        s.y[i] = out[1];
        scratch.moveMemo.changed(s);
        if (touching(s, i, f)) {
          used++;
          break;
        }
      }
      if (!touching(s, i, f)) {
        // SDS 2.13 (S000): cannot reach contact → does not move at all
        s.x[i] = x0;
        s.y[i] = y0;
        scratch.moveMemo.changed(s);
        used = 0;
      }
    }
    if (succ > used) memberHook.run(g, i, succ - used, 3);
  }
}

/**
 * SDS 2.15 Shoot and Reload (tournament text): the front rank shoots, the rear rank reloads and
 * the ranks exchange muskets (no action), so the front rank ends loaded. A loaded rear rank hands
 * its muskets forward first ("anche il posteriore"). The front rank fires individual shots at
 * its own priority targets, aimed when the roll gave 3 actions (the tournament example), or, with
 * volleyAt ≥ 0, one Volley at that target (SDS 2.14, never aimed). Every member then uses the
 * actions it has left on its own (spare actions: a rear rank that did not need to reload may
 * reload the empty muskets it was handed). Ranks in g.scratch.sGroup (ranks.ts).
 */
export function shootAndReload(g: Game, lead: number, volleyAt = -1): void {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const n = scratch.sN;
  const nf = scratch.sFront;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.sGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders Shoot and Reload${volleyAt >= 0 ? ` (the front rank volleys at ${nameOf(g, volleyAt)})` : ''}`);
  const succ = groupRoll(g, lead, A_G_SHOOTRELOAD, grp, n);
  if (succ < 1) return;
  passForward(g, grp, nf, n);
  // the front rank fires
  let frontUsed = 1;
  if (volleyAt >= 0) {
    const shooters = scratch.gBuf2;
    let ns = 0;
    for (let k = 0; k < nf; k++) if (canShoot(g, grp[k])) shooters[ns++] = grp[k];
    if (ns >= 2 && s.onTable[volleyAt]) volleyShot(g, lead, volleyAt, shooters, ns);
    else volleyAt = -1;
  }
  if (volleyAt < 0) {
    const aim = succ >= SHOOT_RELOAD_AIM_ACTIONS ? 1 : 0;
    frontUsed += aim;
    for (let k = 0; k < nf && !s.over; k++) {
      const i = grp[k];
      if (!canShoot(g, i) || legalTargets(g, i) === 0) continue;
      shoot(g, i, scratch.order[0], aim, false, 0);
      afterEvent(g);
    }
  }
  if (s.over) return;
  // the rear rank reloads (SDS 3.8 cost; reloadCarryOver: as many single actions as it has)
  let rearUsed = 0;
  for (let k = nf; k < n; k++) {
    const i = grp[k];
    if (!s.onTable[i] || s.loaded[i] || s.outOfAmmo[i] || engaged(s, i)) continue;
    let used = 0;
    if (!cfg.o.reloadCarryOver) {
      const cost = reloadActions(g, i);
      if (succ >= cost) {
        s.loaded[i] = 1;
        used = cost;
      }
    } else {
      while (used < succ && !s.loaded[i]) {
        doReload(g, i);
        used++;
      }
    }
    if (used > rearUsed) rearUsed = used;
  }
  // the exchange: the front rank ends with the loaded muskets
  passForward(g, grp, nf, n);
  // spare actions, each member on its own (as after a group move)
  for (let k = 0; k < n && !s.over; k++) {
    const left = succ - (k < nf ? frontUsed : rearUsed);
    if (left > 0 && s.onTable[grp[k]]) memberHook.run(g, grp[k], left, 1);
  }
}

/** Riders of lead's squad for a group dismount (mounted, in base contact) or a remount (near the horses). */
export function buildHorseGroups(g: Game, lead: number): void {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const side = s.side[lead];
  const first = sideStart(s, side);
  const end = sideEnd(s, side);
  scratch.dN = 0;
  const h = s.holder[side];
  if (h >= 0) {
    // remount: dismounted riders touching the holder or within 1S of him (the held horses)
    for (let i = first; i < end; i++) {
      if (!s.canRemount[i] || !s.onTable[i] || engaged(s, i)) continue;
      if (i !== h && !eligible(g, lead, i)) continue;
      if (i === h || gap(s, i, h) <= cfg.S) scratch.dGroup[scratch.dN++] = i;
    }
    return;
  }
  for (let i = first; i < end; i++) scratch.mark[i] = scratch.elig[i] && s.mounted[i] && !s.fallen[i] && !scratch.eng[i] ? 1 : 0;
  scratch.dN = largestComponent(g, side, scratch.dGroup, GROUP_MAX_SIZE);
}

/** SDS 3.7: group dismount, 2 group actions; the last rider holds the horses and cannot move. */
export function groupDismount(g: Game, lead: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const n = scratch.dN;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.dGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders ${n} riders to dismount`);
  const succ = groupRoll(g, lead, A_G_DISMOUNT, grp, n);
  if (succ < 2) return;
  const side = s.side[lead];
  for (let k = 0; k < n; k++) {
    const i = grp[k];
    s.mounted[i] = 0;
    s.canRemount[i] = 1;
  }
  s.holder[side] = grp[n - 1];
  if (g.log) g.log.event(`    ${nameOf(g, grp[n - 1])} holds the horses`);
}

/** SDS 3.7: group remount at the held horses, 2 group actions; surplus horses run away. */
export function groupRemount(g: Game, lead: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const n = scratch.dN;
  const grp = scratch.gBuf;
  for (let k = 0; k < n; k++) grp[k] = scratch.dGroup[k];
  if (g.log) g.log.event(`  ${nameOf(g, lead)} orders ${n} riders to remount`);
  const succ = groupRoll(g, lead, A_G_REMOUNT, grp, n);
  if (succ < 2) return;
  const side = s.side[lead];
  for (let k = 0; k < n; k++) {
    s.mounted[grp[k]] = 1;
    s.canRemount[grp[k]] = 0;
  }
  // riders who were not there lose their horses
  horsesRunAway(g, side);
}
