/**
 * ALG-4.1 / 4.2 / 4.4 morale: the d10 test against Mo with its modifiers, the triggers M1–M6
 * and the consequences C1–C6 (shaken, seek cover, flee the melee, rout to the entry edge).
 */
import { MOD_BELOW_HALF, MOD_BELOW_THIRD, MOD_COVER, MOD_FLAG_LOST, MOD_LEADER, MOD_NO_CHARGE_THREAT, MOD_STANDARD, MORALE_DIE, EXTRA } from '../constants.js';
import { FLEE_MELEE, IN_PLAY, M_FAILED, M_FULL, M_ROUTS, M_TESTS, NOT_SHAKEN, ROUTING, SEEK_COVER, S_MO, S_MOV } from '../state.js';
import type { Game } from '../game.js';
import { checkDefeat, fleeFigure, recoverUnit } from './steadfastness.js';
import { breakOff } from './movement.js';

export const FAILED = 0;
export const PASSED = 1;
export const FULLY_PASSED = 2;

/**
 * ALG-4.2: a d10 against Mo. G-A5 targetPlusMods: the natural roll against Mo + Σmods (equal:
 * passed, lower: fully passed); rollPlusMods: the literal roll + Σmods against Mo.
 */
export function moraleRoll(g: Game, mo: number, mods: number, side: number): number {
  const d = g.dice.int(MORALE_DIE) + 1;
  const roll = g.cfg.rollPlusMods ? d + mods : d;
  const target = g.cfg.rollPlusMods ? mo : mo + mods;
  g.stat1(side, M_TESTS);
  const r = roll < target ? FULLY_PASSED : roll === target ? PASSED : FAILED;
  if (r === FAILED) g.stat1(side, M_FAILED);
  if (r === FULLY_PASSED) g.stat1(side, M_FULL);
  return r;
}

/** G-A8: an un-shaken enemy on the table within chargeThreatMovMultiple × its Mov. */
export function chargeThreat(g: Game, i: number): boolean {
  const st = g.state;
  const e = 1 - st.side[i];
  for (let j = st.sideFig[e]; j < st.sideFig[e + 1]; j++) {
    if (!g.active(j) || st.shaken[j] !== NOT_SHAKEN) continue;
    if (g.dist(i, j) - st.radius[i] - st.radius[j] <= g.cfg.chargeThreatMultiple * g.stat(j, S_MOV)) return true;
  }
  return false;
}

/** ALG-4.2 modifiers for figure i (squad modifiers when it is in a squad). */
export function moraleMods(g: Game, i: number): number {
  const st = g.state;
  let m = 0;
  if (st.onTable[i] && g.inCover(i)) m += MOD_COVER;
  if (!chargeThreat(g, i)) m += MOD_NO_CHARGE_THREAT;
  const u = st.unitOf[i];
  if (st.uSquad[u]) {
    if (hasLeader(g, u)) m += MOD_LEADER;
    const b = st.uBearer[u];
    if (b >= 0 && st.out[b] === IN_PLAY) m += MOD_STANDARD;
    if (st.flagLost[u]) m += MOD_FLAG_LOST;
    const init = st.uEnd[u] - st.uFirst[u];
    const left = g.living(u);
    // G-A21: strict comparisons by default (exactly half: no −1); −2 replaces −1
    const third = g.cfg.inclusiveThresholds ? 3 * left <= init : 3 * left < init;
    const half = g.cfg.inclusiveThresholds ? 2 * left <= init : 2 * left < init;
    if (third) m += MOD_BELOW_THIRD;
    else if (half) m += MOD_BELOW_HALF;
  }
  return m;
}

/** G-A23: the squad has a living leader (an officer counts when officerIsLeader). */
export function hasLeader(g: Game, u: number): boolean {
  const st = g.state;
  const l = st.uLeader[u];
  if (l >= 0 && st.out[l] === IN_PLAY) return true;
  const o = st.uOfficer[u];
  return g.cfg.officerIsLeader && o >= 0 && st.out[o] === IN_PLAY;
}

/** ALG-4.2 / G-A7: the figure whose Mo a single squad test uses: officer or leader, else the best Mo. */
export function squadTester(g: Game, u: number): number {
  const st = g.state;
  const o = st.uOfficer[u];
  if (o >= 0 && st.out[o] === IN_PLAY) return o;
  const l = st.uLeader[u];
  if (l >= 0 && st.out[l] === IN_PLAY) return l;
  let best = -1;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] === IN_PLAY && (best < 0 || g.stat(i, S_MO) > g.stat(best, S_MO))) best = i;
  return best;
}

/** One character's test. */
export function testCharacter(g: Game, i: number): number {
  return moraleRoll(g, g.stat(i, S_MO), moraleMods(g, i), g.state.side[i]);
}

/** A squad's test: once (G-A7 single) or every member, failing when half or more fail (perFigure). */
export function testSquad(g: Game, u: number): number {
  const st = g.state;
  if (!g.cfg.perFigureTest) {
    const t = squadTester(g, u);
    return t < 0 ? FAILED : testCharacter(g, t);
  }
  let fails = 0;
  let n = 0;
  let full = true;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) {
    if (st.out[i] !== IN_PLAY) continue;
    n++;
    const r = testCharacter(g, i);
    if (r === FAILED) fails++;
    if (r !== FULLY_PASSED) full = false;
  }
  return 2 * fails >= n ? FAILED : full ? FULLY_PASSED : PASSED;
}

/** Shakes an autonomous character (C1–C3); C1 and C3 break off the melee at once, then head for cover. */
function shakeCharacter(g: Game, i: number, reason: number, trigger: string): void {
  g.state.shaken[i] = reason;
  if (g.log) g.event(`  ${g.label[i]} fails the morale test (${trigger}): shaken, ${reason === FLEE_MELEE ? 'flees the melee' : 'must reach cover'}`);
  if (reason === FLEE_MELEE || g.cfg.fleeIncludesSeekCover) {
    fleeFigure(g, i);
    // ALG-4.3: steadfastness at 0 "at any moment" beats the army, a flight included
    checkDefeat(g);
  }
  // C1 "must interrupt any melee", C3 "must flee the combat": out of contact first, then towards cover
  if ((trigger === 'M1' || reason === FLEE_MELEE) && g.inMelee(i)) breakOff(g, i, g.stat(i, S_MOV));
  afterMove(g, i);
}

/** C4–C6: the squad routs towards its entry edge; every member counts as fleeing (ALG-4.3). */
export function routSquad(g: Game, u: number, trigger: string): void {
  const st = g.state;
  if (st.routing[u]) return;
  st.routing[u] = 1;
  g.stat1(st.uSide[u], M_ROUTS);
  if (g.log) g.event(`  ${g.uName[u]} fails the morale test (${trigger}): the squad routs towards its table edge`);
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) {
    if (st.out[i] !== IN_PLAY) continue;
    st.shaken[i] = ROUTING;
    fleeFigure(g, i);
  }
  checkDefeat(g);
}

/** M1: a hero or protagonist takes a wound (and stays in action). */
export function onWounded(g: Game, i: number): void {
  const st = g.state;
  if (st.cls[i] === EXTRA || st.out[i] !== IN_PLAY) return;
  const u = st.unitOf[i];
  if (st.uSquad[u]) {
    // a squad's officer or leader tests as the squad would (C1 is a character's consequence)
    if (st.routing[u]) return;
    if (testCharacter(g, i) === FAILED) shakeCharacter(g, i, SEEK_COVER, 'M1');
    return;
  }
  if (testCharacter(g, i) === FAILED) shakeCharacter(g, i, SEEK_COVER, 'M1');
}

/** M2: an autonomous character hit by shooting in the open (even if unhurt). */
export function onShotHit(g: Game, i: number): void {
  const st = g.state;
  if (st.out[i] !== IN_PLAY || st.uSquad[st.unitOf[i]] || g.inCover(i) || st.shaken[i] !== NOT_SHAKEN) return;
  if (testCharacter(g, i) === FAILED) shakeCharacter(g, i, SEEK_COVER, 'M2');
}

/** M3: an autonomous extra hit in melee (even if unhurt). */
export function onMeleeHit(g: Game, i: number): void {
  const st = g.state;
  if (st.out[i] !== IN_PLAY || st.cls[i] !== EXTRA || st.uSquad[st.unitOf[i]] || st.shaken[i] === FLEE_MELEE) return;
  if (testCharacter(g, i) === FAILED) shakeCharacter(g, i, FLEE_MELEE, 'M3');
}

/** M4–M6 after squad member i was put out of action. */
export function onSquadLoss(g: Game, i: number): void {
  const st = g.state;
  const u = st.unitOf[i];
  if (!st.uSquad[u] || st.routing[u] || g.living(u) === 0) return;
  const init = st.uEnd[u] - st.uFirst[u];
  const lost = init - g.living(u);
  // M6: the officer or leader is lost
  if (i === st.uOfficer[u] || i === st.uLeader[u]) {
    if (testSquad(g, u) === FAILED) routSquad(g, u, 'M6');
    return;
  }
  if (2 * lost >= init) {
    const trigger = st.halfReached[u] ? 'M5' : 'M4';
    st.halfReached[u] = 1;
    if (testSquad(g, u) === FAILED) routSquad(g, u, trigger);
  }
}

/** C1–C3 recovery: a shaken character that reaches cover recovers (ALG-4.3 half value back). */
export function afterMove(g: Game, i: number): void {
  const st = g.state;
  const s = st.shaken[i];
  if ((s === SEEK_COVER || s === FLEE_MELEE) && g.active(i) && g.inCover(i)) {
    st.shaken[i] = NOT_SHAKEN;
    recoverUnit(g, st.unitOf[i]);
    if (g.log) g.event(`  ${g.label[i]} reaches cover and recovers`);
  }
}

/** P9 rally: a shaken character or routing squad tests; a pass ends the shaken state (ALG-4.3 recovery). */
export function rally(g: Game, u: number): boolean {
  const st = g.state;
  const ok = st.uSquad[u] ? testSquad(g, u) !== FAILED : testCharacter(g, st.uFirst[u]) !== FAILED;
  if (g.log) g.event(`  ${g.uName[u]} rallies: ${ok ? 'passed, no longer shaken' : 'failed'}`);
  if (!ok) return false;
  st.routing[u] = 0;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] === IN_PLAY) st.shaken[i] = NOT_SHAKEN;
  recoverUnit(g, u);
  return true;
}
