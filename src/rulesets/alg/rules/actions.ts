/**
 * ALG-3.4 / 3.5 / 3.6: the actions a unit may take now and what they do. A squad acts as one:
 * each member does the action where it can (members in contact fight while the others advance,
 * separated members rejoin, G-A11). Costs and combat come from the combat rules (rules/combat/), the
 * stated actions (wait, deploy, reactions) and their restrictions from the text.
 */
import { NON_ACTIVATED_PA, WAIT_PA } from '../constants.js';
import {
  A_ADVANCE,
  A_CHARGE,
  A_COVER,
  A_FALL_BACK,
  A_FLEE,
  A_MELEE,
  A_PASS,
  A_RALLY,
  A_REJOIN,
  A_RELOAD,
  A_ROUT,
  A_SHOOT,
  A_STAND,
  A_STOP,
  A_WAIT,
  K_REACT_CHARGE,
  K_REACT_MELEE,
  K_REACT_SHOT,
  R_COUNTER,
  R_FIGHT,
  R_NONE,
  R_PRONE,
  R_SHOOT_BACK,
  actionCode,
  actionKind,
  actionTarget,
  ask,
  clearOpts,
  pushOpt,
} from '../decisions.js';
import { FLED, NOT_SHAKEN, S_MOV } from '../state.js';
import type { Game } from '../game.js';
import type { CombatRules as Rules } from './combat/model.js';
import { afterMove, rally, testSquad, FAILED } from './morale.js';
import { moveToward, moveTowardCover, routStep } from './movement.js';
import { remove } from './casualties.js';

type CombatRules = Rules<Game>;

/** The routRally option's values (AlgConfig.routRally). */
const ROUT_RALLY_SPARE = 0;
const ROUT_RALLY_NEVER = 2;

/** Nearest active figure of unit v to figure i, or −1. */
export function nearestOf(g: Game, i: number, v: number): number {
  const st = g.state;
  let best = -1;
  let bd = Infinity;
  for (let j = st.uFirst[v]; j < st.uEnd[v]; j++) {
    if (!g.active(j)) continue;
    const d = g.dist(i, j);
    if (d < bd) {
      bd = d;
      best = j;
    }
  }
  return best;
}

/** G-A11: squad member i is more than squadCoherencyUM from every other active member. */
export function separated(g: Game, i: number): boolean {
  const st = g.state;
  const u = st.unitOf[i];
  if (!st.uSquad[u]) return false;
  let others = false;
  for (let k = st.uFirst[u]; k < st.uEnd[u]; k++) {
    if (k === i || !g.active(k)) continue;
    others = true;
    if (g.dist(i, k) - st.radius[i] - st.radius[k] <= g.cfg.coherency + 1e-9) return false;
  }
  return others;
}

// Member scans written out (no closures: asking for actions allocates nothing)
const P_PRONE = 0;
const P_SHAKEN = 1;
const P_IN_MELEE = 2;
const P_FREE = 3;
const P_OPEN = 4;

function anyMember(g: Game, u: number, what: number): boolean {
  const st = g.state;
  for (let i = g.lo(u), end = g.hi(u); i < end; i++) {
    if (!g.active(i)) continue;
    if (
      what === P_PRONE
        ? st.prone[i] === 1
        : what === P_SHAKEN
          ? st.shaken[i] !== NOT_SHAKEN
          : what === P_IN_MELEE
            ? g.inMelee(i)
            : what === P_FREE
              ? !g.inMelee(i)
              : !g.inCover(i)
    )
      return true;
  }
  return false;
}

/** Some member of u may shoot some figure of v. */
export function mayShootAt(g: Game, c: CombatRules, u: number, v: number): boolean {
  const vFirst = g.lo(v);
  const vEnd = g.hi(v);
  for (let i = g.lo(u), end = g.hi(u); i < end; i++) for (let j = vFirst; j < vEnd; j++) if (c.canShoot(g, i, j)) return true;
  return false;
}

/** Some member of u, not in melee, is within its Mov of a figure of v. */
export function mayChargeAt(g: Game, u: number, v: number): boolean {
  for (let i = g.lo(u), end = g.hi(u); i < end; i++) if (g.active(i) && !g.inMelee(i) && canReach(g, i, v)) return true;
  return false;
}

function canReach(g: Game, i: number, v: number): boolean {
  const st = g.state;
  const mov = g.stat(i, S_MOV);
  for (let j = st.uFirst[v]; j < st.uEnd[v]; j++) if (g.active(j) && g.dist(i, j) - st.radius[i] - st.radius[j] <= mov) return true;
  return false;
}

/** An action of `cost` PA is open to a unit with `pa` (exactly 1 PA when not activated). */
function fitsPA(cost: number, pa: number, nonActivated: boolean): boolean {
  return cost > 0 && (nonActivated ? cost === NON_ACTIVATED_PA : cost <= pa);
}

/** Ends the option list: pass, and stop when the unit has spent PA in this slot (ALG-3.4.4). */
function endOpts(g: Game, pa: number, nonActivated: boolean): void {
  if (!nonActivated && pa < g.state.slot) pushOpt(g, actionCode(A_STOP, -1));
  pushOpt(g, actionCode(A_PASS, -1));
}

/**
 * Fills the option buffer with unit u's legal actions. `nonActivated`: ALG-3.5 (one action of
 * exactly 1 PA; charge only a shaken target; in melee fight or flee); else ALG-3.4 in slot g.state.slot.
 */
export function listActions(g: Game, c: CombatRules, u: number, nonActivated: boolean): void {
  const st = g.state;
  clearOpts(g);
  const pa = nonActivated ? NON_ACTIVATED_PA : st.pa[u];
  if (st.routing[u]) {
    // ALG-4.4 C4 / G-A25: a routing squad must head for its edge at full speed (routMoves=allPA:
    // every PA it holds is a rout move; oneMove: one a turn). Its one choice is the rally test
    // the text allows "in any case" with the PA for it: once a turn, by default only with the
    // PA for a move besides (routRally)
    const moved = g.cfg.routOneMove && st.routMoved[u] === 1;
    const spare = g.cfg.routRally !== ROUT_RALLY_SPARE || (!nonActivated && pa >= g.cfg.rallyCost + c.moveCost);
    if (g.cfg.routRally !== ROUT_RALLY_NEVER && !st.routRallied[u] && spare && fitsPA(g.cfg.rallyCost, pa, nonActivated)) pushOpt(g, actionCode(A_RALLY, -1));
    if (fitsPA(c.moveCost, pa, nonActivated) && !moved) pushOpt(g, actionCode(A_ROUT, -1));
    if (g.scratch.nOpts === 0 || moved) endOpts(g, pa, nonActivated);
    return;
  }
  const shaken = !st.uSquad[u] && st.shaken[st.uFirst[u]] !== NOT_SHAKEN;
  // P9 / shakenCharactersRally: a shaken character may test to rally (else only cover ends it)
  if (g.cfg.shakenRally && fitsPA(g.cfg.rallyCost, pa, nonActivated) && (shaken || anyMember(g, u, P_SHAKEN))) pushOpt(g, actionCode(A_RALLY, -1));
  if (anyMember(g, u, P_PRONE)) {
    if (fitsPA(c.standUpCost, pa, nonActivated)) pushOpt(g, actionCode(A_STAND, -1));
    if (!nonActivated && pa >= WAIT_PA) pushOpt(g, actionCode(A_WAIT, -1));
    endOpts(g, pa, nonActivated);
    return;
  }
  if (shaken) {
    // ALG-4.4 C1–C3: a shaken character must make for cover; in base contact that means breaking
    // off (C1 "interrupt any melee", C3 "flee the combat"; ALG-3.5 in melee: fight or flee)
    if (anyMember(g, u, P_IN_MELEE)) {
      if (fitsPA(c.fleeCost, pa, nonActivated)) pushOpt(g, actionCode(A_FLEE, -1));
    } else if (fitsPA(c.moveCost, pa, nonActivated)) pushOpt(g, actionCode(A_COVER, -1));
    if (g.scratch.nOpts === 0) endOpts(g, pa, nonActivated);
    else if (!nonActivated && pa < st.slot) pushOpt(g, actionCode(A_STOP, -1));
    return;
  }
  const inMelee = anyMember(g, u, P_IN_MELEE);
  if (nonActivated && st.only >= 0 && !inMelee && separated(g, st.only)) {
    // ALG-3.5 / G-A11: a separated member may only move to rejoin its squad
    if (fitsPA(c.moveCost, pa, nonActivated)) pushOpt(g, actionCode(A_REJOIN, -1));
    endOpts(g, pa, nonActivated);
    return;
  }
  if (inMelee) {
    if (fitsPA(c.meleeCost, pa, nonActivated)) pushOpt(g, actionCode(A_MELEE, -1));
    if (fitsPA(c.fleeCost, pa, nonActivated)) pushOpt(g, actionCode(A_FLEE, -1));
  }
  // ALG-3.5: a non-activated character in melee must fight or flee
  const free = !inMelee || (st.uSquad[u] === 1 && anyMember(g, u, P_FREE));
  if (free && !(nonActivated && inMelee)) {
    const e = 1 - st.uSide[u];
    for (let v = st.sideUnit[e]; v < st.sideUnit[e + 1]; v++) {
      if (!g.unitOnTable(v)) continue;
      if (fitsPA(c.shootCost, pa, nonActivated) && mayShootAt(g, c, u, v)) pushOpt(g, actionCode(A_SHOOT, v));
      if (fitsPA(c.chargeCost, pa, nonActivated) && (!nonActivated || g.unitShaken(v)) && mayChargeAt(g, u, v)) pushOpt(g, actionCode(A_CHARGE, v));
      if (fitsPA(c.moveCost, pa, nonActivated)) pushOpt(g, actionCode(A_ADVANCE, v));
    }
    if (fitsPA(c.reloadCost(g, u), pa, nonActivated)) pushOpt(g, actionCode(A_RELOAD, -1));
    if (fitsPA(c.moveCost, pa, nonActivated) && g.nCover > 0 && anyMember(g, u, P_OPEN)) pushOpt(g, actionCode(A_COVER, -1));
    if (fitsPA(c.moveCost, pa, nonActivated)) pushOpt(g, actionCode(A_FALL_BACK, -1));
  }
  if (!nonActivated && pa >= WAIT_PA) pushOpt(g, actionCode(A_WAIT, -1));
  // ALG-3.5: in melee a non-activated character must fight or flee (no standing idle)
  if (nonActivated && inMelee && g.scratch.nOpts > 0) return;
  endOpts(g, pa, nonActivated);
}

/** PA an action code costs unit u (0 for stop and pass). */
export function actionCost(g: Game, c: CombatRules, u: number, code: number): number {
  switch (actionKind(code)) {
    case A_WAIT:
      return WAIT_PA;
    case A_ADVANCE:
    case A_COVER:
    case A_FALL_BACK:
    case A_ROUT:
    case A_REJOIN:
      return c.moveCost;
    case A_CHARGE:
      return c.chargeCost;
    case A_SHOOT:
      return c.shootCost;
    case A_RELOAD:
      return c.reloadCost(g, u);
    case A_MELEE:
      return c.meleeCost;
    case A_FLEE:
      return c.fleeCost;
    case A_RALLY:
      return g.cfg.rallyCost;
    case A_STAND:
      return c.standUpCost;
    default:
      return 0;
  }
}

/** ALG-3.6: may unit v react now, paying `cost`? It needs a die with PA left (and the PA, by default). */
function mayReact(g: Game, v: number, cost: number): boolean {
  const st = g.state;
  if (st.die[v] === 0 || st.pa[v] <= 0 || g.unitShaken(v)) return false;
  return !g.cfg.reactionCostsPA || st.pa[v] >= cost;
}

function payReaction(g: Game, v: number, cost: number): void {
  if (g.cfg.reactionCostsPA) g.state.pa[v] -= cost;
}

function moveMembers(g: Game, u: number, kind: number, v: number): void {
  const st = g.state;
  for (let i = g.lo(u); i < g.hi(u); i++) {
    if (!g.active(i) || g.inMelee(i)) continue;
    const mov = g.stat(i, S_MOV);
    if (st.shaken[i] !== NOT_SHAKEN || kind === A_COVER) moveTowardCover(g, i, mov, false);
    else if (separated(g, i)) {
      // G-A11: a separated member may only move to rejoin its squad
      let best = -1;
      for (let k = st.uFirst[u]; k < st.uEnd[u]; k++) if (k !== i && g.active(k) && (best < 0 || g.dist(i, k) < g.dist(i, best))) best = k;
      moveToward(g, i, st.x[best], st.y[best], st.radius[i] + st.radius[best] + g.cfg.coherency / 2, mov, -1, false);
    } else if (kind === A_FALL_BACK) moveToward(g, i, st.x[i], g.edgeY(st.side[i]), st.radius[i], mov, -1, false);
    else {
      const j = nearestOf(g, i, v);
      if (j < 0) continue;
      if (kind === A_CHARGE) moveToward(g, i, st.x[j], st.y[j], st.radius[i] + st.radius[j], mov, j, false);
      else moveToward(g, i, st.x[j], st.y[j], st.radius[i] + st.radius[j], mov, -1, false);
    }
    afterMove(g, i);
  }
}

/** P2 with the ALG-3.6 counter-charge: the target meets the chargers up to half the gap. */
function charge(g: Game, c: CombatRules, u: number, v: number): void {
  const st = g.state;
  if (mayReact(g, v, c.chargeCost) && !anyMember(g, v, P_IN_MELEE)) {
    clearOpts(g);
    pushOpt(g, R_NONE);
    pushOpt(g, R_COUNTER);
    if (ask(g, K_REACT_CHARGE, st.uSide[v], v) === R_COUNTER) {
      payReaction(g, v, c.chargeCost);
      if (g.log) g.event(`  ${g.uName[v]} counter-charges`);
      for (let j = st.uFirst[v]; j < st.uEnd[v]; j++) {
        if (!g.active(j)) continue;
        const i = nearestOf(g, j, u);
        if (i < 0) continue;
        const gap = g.dist(i, j) - st.radius[i] - st.radius[j];
        moveToward(g, j, st.x[i], st.y[i], st.radius[i] + st.radius[j], Math.min(g.stat(j, S_MOV), gap / 2), i, false);
      }
    }
  }
  moveMembers(g, u, A_CHARGE, v);
}

/** P3 with the ALG-3.6 reactions of the target: shoot back at the same time, or go prone first. */
function shoot(g: Game, c: CombatRules, u: number, v: number): void {
  const st = g.state;
  let back = false;
  if (mayReact(g, v, 0)) {
    clearOpts(g);
    pushOpt(g, R_NONE);
    if (mayReact(g, v, c.shootCost) && mayShootAt(g, c, v, u)) pushOpt(g, R_SHOOT_BACK);
    pushOpt(g, R_PRONE);
    const r = ask(g, K_REACT_SHOT, st.uSide[v], v);
    if (r === R_SHOOT_BACK) {
      payReaction(g, v, c.shootCost);
      back = true;
    } else if (r === R_PRONE) {
      if (g.log) g.event(`  ${g.uName[v]} throws itself to the ground`);
      for (let j = st.uFirst[v]; j < st.uEnd[v]; j++) if (g.active(j)) st.prone[j] = 1;
    }
  }
  c.volley(g, u, v, back);
}

/**
 * P5 with ALG-3.6: by default (meleeExchange=simultaneous) every enemy in contact strikes back;
 * with `reaction` only the units that may react and choose to fight (the reaction's PA paid).
 */
function melee(g: Game, c: CombatRules, u: number): void {
  if (g.cfg.meleeByReaction) askFightBack(g, c, u);
  c.melee(g, u);
}

/** meleeExchange=reaction: each enemy unit in contact that may react chooses to fight back. */
function askFightBack(g: Game, c: CombatRules, u: number): void {
  const st = g.state;
  g.scratch.fightsBack.fill(0);
  const e = 1 - st.uSide[u];
  for (let v = st.sideUnit[e]; v < st.sideUnit[e + 1]; v++) {
    if (!inContactWith(g, u, v) || !mayReact(g, v, c.meleeCost)) continue;
    clearOpts(g);
    pushOpt(g, R_NONE);
    pushOpt(g, R_FIGHT);
    if (ask(g, K_REACT_MELEE, st.uSide[v], v) === R_FIGHT) {
      payReaction(g, v, c.meleeCost);
      g.scratch.fightsBack[v] = 1;
    }
  }
}

/** Some acting member of u touches some figure of v. */
function inContactWith(g: Game, u: number, v: number): boolean {
  const st = g.state;
  for (let i = g.lo(u); i < g.hi(u); i++) {
    if (!g.active(i)) continue;
    for (let j = st.uFirst[v]; j < st.uEnd[v]; j++) if (g.active(j) && g.inContact(i, j)) return true;
  }
  return false;
}

/** ALG-4.4 C4: before each rout move the squad tests; each failure removes one figure. */
function rout(g: Game, u: number): void {
  const st = g.state;
  st.routMoved[u] = 1;
  if (testSquad(g, u) === FAILED) {
    for (let i = st.uEnd[u] - 1; i >= st.uFirst[u]; i--) {
      if (!g.active(i)) continue;
      if (g.log) g.event(`  ${g.label[i]} deserts the routing squad`);
      remove(g, i, FLED);
      break;
    }
  }
  for (let i = st.uFirst[u]; i < st.uEnd[u] && !st.over; i++) {
    if (!g.active(i)) continue;
    if (routStep(g, i, g.stat(i, S_MOV))) remove(g, i, FLED);
  }
}

/** Carries out action `code` of unit u and pays its PA (activated units only). */
export function doAction(g: Game, c: CombatRules, u: number, code: number, nonActivated: boolean): void {
  const st = g.state;
  const kind = actionKind(code);
  const v = actionTarget(code);
  const cost = actionCost(g, c, u, code);
  if (g.log && kind !== A_STOP && kind !== A_PASS)
    g.event(
      ` ${st.only >= 0 ? g.label[st.only] : g.uName[u]}: ` +
        `${describe(g, kind, v)}${nonActivated ? ' (not activated)' : ` (${cost} action point${cost === 1 ? '' : 's'})`}`,
    );
  if (!nonActivated) st.pa[u] -= cost;
  switch (kind) {
    case A_PASS:
      if (!nonActivated) st.pa[u] = 0;
      break;
    case A_ADVANCE:
    case A_COVER:
    case A_FALL_BACK:
    case A_REJOIN:
      moveMembers(g, u, kind, v);
      break;
    case A_CHARGE:
      charge(g, c, u, v);
      break;
    case A_SHOOT:
      shoot(g, c, u, v);
      break;
    case A_RELOAD:
      for (let i = g.lo(u); i < g.hi(u); i++) if (g.active(i) && st.weapon[i]) st.loaded[i] = 1;
      break;
    case A_MELEE:
      melee(g, c, u);
      break;
    case A_FLEE:
      c.flee(g, u);
      for (let i = g.lo(u); i < g.hi(u); i++) if (g.active(i)) afterMove(g, i);
      break;
    case A_RALLY:
      if (st.routing[u]) st.routRallied[u] = 1;
      rally(g, u);
      break;
    case A_ROUT:
      rout(g, u);
      break;
    case A_STAND:
      for (let i = g.lo(u); i < g.hi(u); i++) st.prone[i] = 0;
      break;
    default:
      break;
  }
  if (st.pa[u] < 0) st.pa[u] = 0;
}

const VERBS = [
  'stops',
  'passes',
  'waits',
  'advances on',
  'charges',
  'shoots at',
  'reloads',
  'fights',
  'flees the melee',
  'makes for cover',
  'falls back',
  'tries to rally',
  'routs',
  'stands up',
  'rejoins its squad',
];

function describe(g: Game, kind: number, v: number): string {
  return v >= 0 ? `${VERBS[kind]} ${g.uName[v]}` : VERBS[kind];
}
