/**
 * Charges: moving into base contact with an enemy, with the Fear test (SDS 5.9), cavalry
 * charging infantry (SDS 5.10), the Old Guard (SDS 5.11) and woods (SDS 5.12).
 */
import { B_FEAR, B_FEARLESS, B_OLDGUARD, F_NONE, GONE_CHARGED, sideEnd, sideStart } from '../state.js';
import { engaged, gap, touching } from '../table/geom.js';
import { band1, contactSpot, moveBudget, moveModel, nameOf, removeModel, shoot } from './actions.js';
import { moraleQ } from './command.js';
import { afterEvent } from './morale.js';
import type { Game } from '../game.js';
import { woodStatus } from '../table/tablefns.js';
import { riderMovesFreely } from './riderMove.js';
import { naturalSuccesses } from '../../kit/dicePool.js';
import { MORALE_DICE } from '../constants.js';

function causesFear(g: Game, t: number): boolean {
  const s = g.st;
  return (s.rules[t] & (B_FEAR | B_OLDGUARD)) !== 0 && !s.fallen[t]; // SDS 5.9: a fallen model causes no Fear
}

function immuneToFear(g: Game, m: number): boolean {
  const s = g.st;
  return g.cfg.o.fearCausersIgnoreFear && (s.rules[m] & (B_FEARLESS | B_FEAR | B_OLDGUARD)) !== 0;
}

/** Another mounted enemy of t already touches it (SDS 5.10.7: no new test). */
function alreadyFightingRider(g: Game, t: number, m: number): boolean {
  const s = g.st;
  const e = 1 - s.side[t];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) if (j !== m && s.onTable[j] && s.mounted[j] && touching(s, t, j)) return true;
  return false;
}

/**
 * Charge: one move action by m to contact t. `leftAfter` = actions m will still have after this
 * move (SDS 5.10.5). Returns the enemy now in contact (t or a switched target), or -1.
 */
export function charge(g: Game, m: number, t: number, leftAfter: number): number {
  const s = g.st;
  // SDS 5.9: Fear test, 1 die against Quality, just before the contacting move
  if (causesFear(g, t) && !immuneToFear(g, m) && !(s.rules[m] & B_OLDGUARD && s.mounted[t])) {
    const die = g.dice.d6();
    const ok = die === 6 || (die !== 1 && die >= s.q[m]);
    if (g.log) g.log.event(`    ${nameOf(g, m)} tests to charge Fear-causing ${nameOf(g, t)}: ${die} vs ${s.q[m]}+ → ${ok ? 'goes in' : 'balks'}`);
    if (!ok) {
      g.st.fearFailed = 1;
      return -1;
    }
  }
  const foot = !s.mounted[t];
  const riderCharge = s.mounted[m] === 1 && foot;
  const guardCharge = !s.mounted[m] && (s.rules[m] & B_OLDGUARD) !== 0 && foot && !(s.rules[t] & B_FEARLESS);
  if ((riderCharge || guardCharge) && !alreadyFightingRider(g, t, m) && (!g.scratch.hasWoods || woodStatus(g.cfg.table, s.x[t], s.y[t], s.r[t]) === 0)) {
    // SDS 5.10.1: the test comes when the rider is about to make the move that *would* bring it
    // into contact; a move that cannot reach is an ordinary move and nobody tests
    if (!engaged(s, m) && !chargeReaches(g, m, t)) return contactMove(g, m, t);
    if (s.switchRider === m && s.switchTarget === t) {
      // SDS 5.10.4: this target tested at once when the rider switched to it; now it arrives
      s.switchRider = -1;
      return chargeOutcome(g, m, t, s.switchSuccesses, leftAfter, guardCharge);
    }
    return cavalryCharge(g, m, t, leftAfter, guardCharge);
  }
  return contactMove(g, m, t);
}

/**
 * Would this move action of m end in contact with t? The position is restored. Out of contact
 * the move rolls no dice; a leave's free attacks are not rolled in a trial (SdsScratch.trialMove).
 */
export function chargeReaches(g: Game, m: number, t: number): boolean {
  const s = g.st;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const layout = s.layout;
  g.scratch.trialMove = true;
  const ok = contactMove(g, m, t) === t;
  g.scratch.trialMove = false;
  // every model where it was (no dice out of contact, only m moved): the layout's stamp too
  s.x[m] = x0;
  s.y[m] = y0;
  s.layout = layout;
  return ok;
}

/**
 * The contacting move itself: straight at t, or to a free spot round it when friends crowd the
 * line. Rolls no dice for a model out of contact (the policies try it: rules/trial.ts).
 */
export function contactMove(g: Game, m: number, t: number): number {
  const s = g.st;
  const scratch = g.scratch;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const wasEngaged = engaged(s, m);
  const layout = s.layout;
  if (moveModel(g, m, s.x[t], s.y[t], t, wasEngaged)) return t;
  if (!s.onTable[m] || s.fallen[m] || wasEngaged) return -1;
  // retry from the start position toward a free contact spot (one move action in all); out of
  // contact only m moved, so the layout is the start's again, stamp and all
  const nx = s.x[m];
  const ny = s.y[m];
  s.x[m] = x0;
  s.y[m] = y0;
  s.layout = layout;
  if (contactSpot(g, m, t) && moveModel(g, m, scratch.tmp2[0], scratch.tmp2[1], t, false)) return t;
  if (!s.onTable[m]) return -1;
  if (!touching(s, m, t)) {
    s.x[m] = nx;
    s.y[m] = ny;
    scratch.moveMemo.changed(s);
  }
  return touching(s, m, t) ? t : -1;
}

/** SDS 5.10 / 5.11: the infantry target tests before the contacting move. */
function cavalryCharge(g: Game, m: number, t: number, leftAfter: number, guard: boolean): number {
  const s = g.st;
  const cfg = g.cfg;
  for (let hops = 0; hops < 8; hops++) {
    const fearful = (s.rules[m] & (B_FEAR | B_OLDGUARD)) !== 0 && !(s.rules[t] & (B_FEARLESS | B_FEAR | B_OLDGUARD));
    const q = moraleQ(g, t, guard || fearful);
    const succ = naturalSuccesses(g.dice, MORALE_DICE, q);
    s.moraleTests[s.side[t]]++;
    if (g.log) g.log.event(`    ${nameOf(g, t)} faces the charge of ${nameOf(g, m)}: 3 dice at ${q}+ → ${succ} success${succ === 1 ? '' : 'es'}`);
    if (succ === 0) {
      // eliminated; the rider may switch to an enemy within 1S of the victim that it can still reach
      const vx = s.x[t];
      const vy = s.y[t];
      const vr = s.r[t];
      removeModel(g, t, GONE_CHARGED);
      s.kills[s.side[m]]++;
      afterEvent(g);
      if (s.over) return -1;
      let next = -1;
      let nd = Infinity;
      const e = 1 - s.side[m];
      const reach = moveBudget(g, m) * (leftAfter + 1);
      for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
        if (!s.onTable[j] || s.mounted[j]) continue;
        const dv = Math.sqrt((s.x[j] - vx) * (s.x[j] - vx) + (s.y[j] - vy) * (s.y[j] - vy)) - s.r[j] - vr;
        const dm = gap(s, m, j);
        if (dv <= cfg.S && dm <= reach && dm < nd) {
          nd = dm;
          next = j;
        }
      }
      if (next < 0) {
        // SDS 5.10.4: it may move freely, but not into contact with anyone
        riderMovesFreely(g, m, leftAfter + 1);
        return -1;
      }
      t = next;
      // SDS 5.10.7: a target another rider already touches takes no new test (a multiple fight)
      if (alreadyFightingRider(g, t, m)) return contactMove(g, m, t);
      // riderSwitchTest 'atContactMove' (SDS 5.10.1 over 5.10.4): a target reachable only with
      // a later move action is headed for, and tests before the move that reaches it
      if (cfg.o.riderSwitchTest === 'atContactMove' && !chargeReaches(g, m, t)) return contactMove(g, m, t);
      continue; // SDS 5.10.4: "do not move the rider at all and take the test for the new target"
    }
    if (hops > 0 && cfg.o.riderSwitchTest === 'atOnce' && !chargeReaches(g, m, t)) {
      // SDS 5.10.4: the new target tested at once but is more than this move away: the rider
      // heads for it, and the result applies when it arrives (charge() above)
      s.switchRider = m;
      s.switchTarget = t;
      s.switchSuccesses = succ;
      return contactMove(g, m, t);
    }
    return chargeOutcome(g, m, t, succ, leftAfter, guard);
  }
  return -1;
}

/** SDS 5.10.3 / 5.11: what a passed charge test (1–3 successes) does to the fight, then the contacting move. */
function chargeOutcome(g: Game, m: number, t: number, succ: number, leftAfter: number, guard: boolean): number {
  const s = g.st;
  if (!guard && succ === 3 && s.loaded[t] && s.firearm[t] !== F_NONE) {
    if (g.cfg.o.chargeFireFactor === 'cPlusBand1') {
      // A17: fights at Combat + band-1 bonus for that fight, then the weapon is unloaded
      s.fightVs[t] = m;
      s.fightMod[t] = band1(g, t);
      s.loaded[t] = 0;
      if (leftAfter === 0 || s.attacked[m]) {
        // SDS 5.10.5: the rider arrives without an attack: point-blank hasty shot (−1 [A]);
        // SDS 5.10.6: the shot spent the load, later they fight with normal Combat factors
        s.fightVs[t] = -1;
        s.fightMod[t] = 0;
        s.loaded[t] = 1;
        const contact = moveModel(g, m, s.x[t], s.y[t], t);
        if (!contact) return -1;
        hastyShot(g, t, m);
        return s.onTable[m] && touching(s, m, t) ? t : -1;
      }
    } else {
      hastyShot(g, t, m);
      if (!s.onTable[m] || s.fallen[m]) return -1;
    }
  } else if (succ < 3 && guard) {
    s.fightVs[t] = m;
    s.fightMod[t] = -1; // SDS 5.11: −1 to its Combat in this fight
  }
  return contactMove(g, m, t);
}

/** SDS 5.10.5 / 4.12: hasty point-blank shot at −1 [A]; a beaten rider falls or recoils 2 cm away. */
function hastyShot(g: Game, shooter: number, rider: number): void {
  const s = g.st;
  const att = s.attacked[shooter];
  s.attacked[shooter] = 0;
  shoot(g, shooter, rider, 0, false, -1);
  s.attacked[shooter] = att;
}
