/**
 * SFG-7 in play: charge candidates, the charge bonus, the target's reaction (stand and fire, or
 * evade), reaction fire on the charger, the charge move and the melee it causes. Every reach is
 * allowance plus bonus paid for the terrain on the charger's path (G31, chargeReach.ts).
 */
import { CHARGER_HITS_PER_DISORDER_DIE } from '../constants.js';
import { allowance } from '../mechanics/movement.js';
import { ARTILLERY, CAVALRY, DESTROYED, IN_PLAY, type Unit } from '../state.js';
import { K_REACTION, K_REACTION_FIRE, UNPLANNED, type OptionBuffer } from '../decisions.js';
import { EDGE_FRONT } from './contact.js';
import { pathReach, planReach } from './chargeReach.js';
import { rectDist, norm } from '../../kit/facingRect.js';
import { fire, mayFire } from './fire.js';
import { M_CHARGES, M_MELEES_WON, PHASE_CHARGE, PHASE_OPTIONS, type Game } from '../game.js';
import { removeUnit } from './losses.js';
import { fightMelee, winnerOption } from './melee.js';
import { counted } from '../../kit/counted.js';
import { retreat } from './retreat.js';
import { attachedReactionFire } from './attach.js';

function chargeAllowance(u: Unit): number {
  return allowance(false, u.arm === CAVALRY && u.mounted, false);
}

function maxBonus(g: Game, u: Unit): number {
  if (g.cfg.chargeBonusOn > 6) return 0;
  return u.arm === CAVALRY && u.mounted ? g.cfg.chargeBonusCav : g.cfg.chargeBonusInf;
}

/**
 * SFG-7.1: only brigades charge, once a turn; targets it could reach with the best bonus roll.
 * `lazy` (a lazyCharges policy): the targets within the charger's reach are listed unplanned,
 * to be planned when the policy asks (planChargeOption).
 */
export function pushCharges(g: Game, u: Unit, buf: OptionBuffer, lazy = false): void {
  if (u.arm === ARTILLERY || u.charged || !u.active) return;
  const bonus = maxBonus(g, u);
  const reach = chargeAllowance(u) + bonus;
  const plan = g.work.chargePlan;
  let focused = false;
  for (const i of g.sideUnits[1 - u.side]) {
    const e = g.units[i];
    if (!e.active) continue;
    // the centres' distance less both circumradii bounds the footprints' gap from below (with a
    // margin far above rounding), and that gap bounds any front corner's move
    const dx = e.cx - u.cx;
    const dy = e.cy - u.cy;
    const far = reach + e.cr + u.cr + REACH_SLACK;
    if (dx * dx + dy * dy > far * far) continue;
    if (rectDist(u, e) > reach) continue;
    if (lazy) {
      buf.pushCharge(u.idx, i, UNPLANNED, 0, 0);
      continue;
    }
    if (!focused) {
      focusCharger(g, u, reach);
      focused = true;
    }
    if (planReach(g, u, e, bonus, plan)) buf.pushCharge(u.idx, i, plan.attackers, plan.defenders, plan.edge);
  }
  if (focused) g.unfocus();
}

/**
 * Plans CHARGE option i listed unplanned (pushCharges, lazy) as pushCharges would have, into its
 * attackers, defenders and edge; false (0 attackers) when the target is out of reach.
 */
export function planChargeOption(g: Game, buf: OptionBuffer, i: number): boolean {
  const u = g.units[buf.unit[i]];
  const bonus = maxBonus(g, u);
  const plan = g.work.chargePlan;
  const prev = g.enter(PHASE_OPTIONS);
  focusCharger(g, u, chargeAllowance(u) + bonus);
  const ok = planReach(g, u, g.units[buf.target[i]], bonus, plan);
  g.unfocus();
  g.leave(prev);
  buf.attackers[i] = ok ? plan.attackers : 0;
  buf.defenders[i] = ok ? plan.defenders : 0;
  buf.edge[i] = ok ? plan.edge : 0;
  return ok;
}

/**
 * Focuses the game on the units u's charges with `reach` can meet: a front corner moves ≤ reach
 * from within ru of the centre, and the footprint spans 2·ru from it, so only units within
 * reach + 3·ru can be in the way.
 */
function focusCharger(g: Game, u: Unit, reach: number): void {
  const ru = Math.sqrt(u.hw * u.hw + u.hd * u.hd);
  g.focus(u.cx, u.cy, reach + 3 * ru + FOCUS_SLACK);
}

/** Margin on the focus radius of pushCharges (UM). */
const FOCUS_SLACK = 0.5;
/** Margin on pushCharges' circumradius bound (UM). */
const REACH_SLACK = 1e-6;

/**
 * SFG-7.2: does u's charge at t reach only with the bonus die's 5–6 (for the policies' chance
 * to reach and the play invariants)? Plans the contact without the bonus, as pushCharges plans it
 * with, into the game's charge plan.
 */
export function needsBonus(g: Game, u: Unit, t: Unit): boolean {
  if (maxBonus(g, u) === 0) return false;
  const prev = g.enter(PHASE_OPTIONS);
  focusCharger(g, u, chargeAllowance(u));
  const ok = planReach(g, u, t, 0, g.work.chargePlan);
  g.unfocus();
  g.leave(prev);
  return !ok;
}

/** Can u reach t now without the bonus (for policies' risk estimates)? */
export function reachableWithout(g: Game, u: Unit, t: Unit): boolean {
  return planReach(g, u, t, 0, g.work.chargePlan);
}

/** SFG-7.2: the bonus die; 5–6 add 1 UM (infantry) or 2 UM (cavalry). */
function rollBonus(g: Game, a: Unit): number {
  const f = g.dice.d6();
  const b = f >= g.cfg.chargeBonusOn ? maxBonus(g, a) : 0;
  if (g.log) g.event(`    charge bonus die ${f}: +${b} UM`);
  return b;
}

/** SFG-7.3: the target's reaction (batteries cannot evade). 0 stand, 1 evade. */
function askReaction(g: Game, t: Unit): number {
  if (t.arm === ARTILLERY) return 0;
  const buf = g.opts;
  buf.clear();
  buf.pushChoice(0);
  buf.pushChoice(1);
  return buf.value[g.ask(t.side, K_REACTION)];
}

/**
 * SFG-7.3.1: the target that stands "may fire" at the charger: its policy's choice (K_REACTION_FIRE;
 * each option's `unit` is the target t, its `target` the charger a).
 * [R] Batteries attached to it fire with it all the same ("also fire"): the choice is the brigade's own fire.
 */
function firesInReaction(g: Game, t: Unit, a: Unit): boolean {
  const buf = g.opts;
  buf.clear();
  for (let k = 0; k < 2; k++) {
    const i = buf.pushChoice(k);
    buf.unit[i] = t.idx;
    buf.target[i] = a.idx;
  }
  const fires = buf.value[g.ask(t.side, K_REACTION_FIRE)] === 0;
  if (!fires && g.log) g.event(`    ${g.label(t)} holds its fire`);
  return fires;
}

/** The charge after a passed order test (SFG-7.2–7.5, 8). */
export function charge(g: Game, a: Unit, t: Unit): void {
  const prev = g.enter(PHASE_CHARGE);
  chargeMove(g, a, t);
  g.leave(prev);
}

function chargeMove(g: Game, a: Unit, t: Unit): void {
  const plan = g.work.chargePlan;
  a.charged = true;
  g.stat(a.side, M_CHARGES);
  if (g.log) g.event(`   ${g.label(a)} charges ${g.label(t)}`);
  let bonus = 0;
  let reaction: number;
  // G31: the reaction is chosen after (default) or before the bonus roll
  if (g.cfg.reactionAfterBonus) {
    bonus = rollBonus(g, a);
    reaction = askReaction(g, t);
  } else {
    reaction = askReaction(g, t);
    bonus = rollBonus(g, a);
  }
  if (reaction === 1) {
    evade(g, a, t, bonus);
    return;
  }
  // stand: reaction fire if it has not fired this turn (SFG-7.3.1)
  let hits = 0;
  let planned = false;
  let reached = false;
  const v0 = g.sideVer[0];
  const v1 = g.sideVer[1];
  if (mayFire(t) && firesInReaction(g, t, a)) {
    reached = planReach(g, a, t, bonus, plan);
    planned = true;
    hits = fire(g, t, a, true, reached ? plan.edge === EDGE_FRONT : true);
  }
  // SFG-4.6: batteries attached to it fire with it, if they have not fired this turn
  if (a.removed === IN_PLAY) hits += attachedReactionFire(g, t, a);
  if (a.removed !== IN_PLAY) return;
  // SFG-7.4: one d6 per 2 casualties (of all the reaction fire); any 6 disorders the charger, which still goes in
  const dice = Math.floor(hits / CHARGER_HITS_PER_DISORDER_DIE);
  for (let k = 0; k < dice; k++) {
    if (g.dice.d6() === 6) {
      a.disordered = true;
      if (g.log) g.event(`    ${g.label(a)} is disordered by the fire`);
    }
  }
  // the plan made for the reaction fire stands while no unit has changed since (no base lost)
  const still = planned && g.sideVer[0] === v0 && g.sideVer[1] === v1;
  if (!(still ? reached : planReach(g, a, t, bonus, plan))) {
    failedCharge(g, a, t, bonus);
    return;
  }
  a.place(plan.px, plan.py, plan.fx, plan.fy);
  if (g.log)
    g.event(
      `    contact: ${counted(plan.attackers, 'base')} against ` +
        `${plan.defenders}${plan.edge === EDGE_FRONT ? '' : plan.edge === 1 ? ' (flank)' : ' (rear)'}`,
    );
  fightMelee(g, a, t, plan, true, false);
}

/** SFG-7.3.2: the evader falls back 0/1/2 UM away from the charge, disordered; caught within reach (terrain paid) it is destroyed. */
function evade(g: Game, a: Unit, t: Unit, bonus: number): void {
  const plan = g.work.chargePlan;
  const f = g.dice.d6();
  const dist = g.cfg.evadeTable[f - 1];
  t.disordered = true;
  if (g.log) g.event(`    ${g.label(t)} evades ${dist} UM (die ${f})`);
  const l = norm(t.cx - a.cx, t.cy - a.cy) || 1;
  if (dist > 0) retreat(g, t, (t.cx - a.cx) / l, (t.cy - a.cy) / l, dist);
  if (t.removed !== IN_PLAY) return;
  if (planReach(g, a, t, bonus, plan)) {
    if (g.log) g.event(`    ${g.label(t)} is caught and destroyed`);
    removeUnit(g, t, DESTROYED);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    g.stat(a.side, M_MELEES_WON);
    // SFG-7.3: as if a melee had been won: the charger's options, break through included
    winnerOption(g, a, true);
    return;
  }
  failedCharge(g, a, t, bonus);
}

/** SFG-7.5: a charger that cannot reach still moves its full allowance plus bonus towards the target, paying the terrain. */
function failedCharge(g: Game, a: Unit, t: Unit, bonus: number): void {
  const reach = chargeAllowance(a) + bonus;
  if (g.log) g.event(`    ${g.label(a)} cannot reach ${g.label(t)}`);
  if (!g.cfg.failedChargeMovesFull) return;
  const l = norm(t.cx - a.cx, t.cy - a.cy) || 1;
  const dx = (t.cx - a.cx) / l;
  const dy = (t.cy - a.cy) / l;
  let lo = 0;
  let hi = reach;
  let best = 0;
  for (let k = 0; k < 8; k++) {
    const m = k === 0 ? reach : (lo + hi) / 2;
    g.work.box.set(a.px + dx * m, a.py + dy * m, a.fx, a.fy, a.hw, a.hd);
    // SFG-5.7 / §12.6.4: the way there is clear too (disordered friends and batteries may be passed)
    const ok =
      g.canReach(a, g.work.box, -1) &&
      g.nearestEnemyDist(a.side, g.work.box) > 0.05 &&
      (!g.terrain.any || m <= pathReach(g, a, a.px + dx * m, a.py + dy * m, a.fx, a.fy, bonus) + 1e-9);
    if (ok) {
      best = m;
      if (k === 0) break;
      lo = m;
    } else hi = m;
  }
  if (best > 0) a.place(a.px + dx * best, a.py + dy * best, a.fx, a.fy);
  if (g.log) g.event(best > 0 ? `    ${g.label(a)} moves ${Math.round(best * 100) / 100} UM towards it` : `    ${g.label(a)} has no room to move towards it`);
}
