/**
 * SFG §3: one game turn: reset (3.1), off-table arrivals (3.2), generals (3.3), division
 * initiative (3.4), the division activations with their fire-only sub-windows (3.5), and the end
 * of turn (3.6). Every step reads and writes the Game; the search policy resumes a copy from
 * inside a brigade-order window with `resumeOrders`.
 */
import { rollInitiative } from '../mechanics/initiative.js';
import { entryTurn } from '../mechanics/arrival.js';
import { ARTILLERY, IN_PLAY, type Division } from '../state.js';
import {
  K_ACTIVATION,
  K_DIVISION_MOVE,
  K_FIRE,
  K_GENERAL,
  K_ORDER,
  K_SECOND_DIVISION_ORDER,
  O_BRIGADES,
  O_DIVISION,
  O_PASS,
  T_FIRE,
  T_MOVE,
  T_STOP,
  T_UNLIMBER,
} from '../decisions.js';
import { pointRectDist, norm } from '../../kit/facingRect.js';
import { M_DIVISION_ORDERS, PHASE_END_TURN, PHASE_FIRE, PHASE_OPTIONS, PHASE_TURN_START, type Game } from '../game.js';
import { brigadeOrderTest, brigadeOrderValue, divisionOrderTest, afterTest, inCommand, rollCommand, generalX, generalY } from './command.js';
import { enter } from './deploy.js';
import { fire, pushFireTargets } from './fire.js';
import { applyMove, offerMoves, pushMoves } from './moves.js';
import { carryOut, describeMove, orderName, pushOrdersOf } from './orders.js';

export { describeMove };
import { corpsOrders, moveCorpsGeneral } from './corps.js';
import { generalReach } from './generalMove.js';

/** A safety cap on orders in one window (each order adds −1 to later tests, so it is never reached in play). */
const MAX_ORDERS = 64;

/** SFG-3.1–3.4. */
export function startTurn(g: Game): void {
  const prev = g.enter(PHASE_TURN_START);
  startTurnPhases(g);
  g.leave(prev);
}

function startTurnPhases(g: Game): void {
  for (const u of g.units) u.newTurn();
  for (const d of g.divisions) {
    d.ordersIssued = 0;
    d.usedDivisionOrder = false;
  }
  // SFG-3.2: off-table divisions roll on their scheduled turn
  for (const d of g.divisions) {
    if (d.scheduledTurn > 0 && d.entryTurn < 0 && d.scheduledTurn === g.turn) {
      const f = g.dice.d6();
      d.entryTurn = entryTurn(d.scheduledTurn, f, g.cfg.entryDelayTable, g.cfg.extraEntryDelay);
      if (g.log) g.event(` ${g.divLabel(d)} rolls ${f} for arrival: enters on turn ${d.entryTurn}`);
    }
  }
  generalsPhase(g);
  // SFG-3.4: initiative among divisions on the table or arriving now
  let n = 0;
  for (const d of g.divisions) {
    if (activeUnits(g, d) > 0 || (d.entryTurn === g.turn && !d.onTable) || (d.onTable && waiting(g, d))) g.activation[n++] = d.idx;
  }
  g.nActivation = n;
  if (n > 0) {
    const { order, order2 } = g.work;
    rollInitiative(n, g.dice, order, g.work.initRolls, g.work.initCount, 16);
    for (let k = 0; k < n; k++) order2[k] = g.activation[order[k]];
    for (let k = 0; k < n; k++) g.activation[k] = order2[k];
  }
  if (g.log) g.event(` initiative: ${Array.from(g.activation.subarray(0, n), (i) => g.divLabel(g.divisions[i])).join(', ')}`);
}

function activeUnits(g: Game, d: Division): number {
  let n = 0;
  for (const i of d.units) if (g.units[i].active) n++;
  return n;
}

/** Units of an entered division still waiting for room at the edge. */
function waiting(g: Game, d: Division): boolean {
  for (const i of d.units) {
    const u = g.units[i];
    if (u.removed === IN_PLAY && !u.onTable) return true;
  }
  return false;
}

/**
 * SFG-3.3: each general moves up to 12 UM and may attach to one of his units (one he can reach)
 * or detach; G5: with generalsUseTerrainRates the ground on his path slows him (generalMove.ts).
 */
export function generalsPhase(g: Game): void {
  const buf = g.opts;
  if (g.cfg.corpsOrderEnabled) for (let s = 0; s < 2; s++) moveCorpsGeneral(g, s);
  for (const d of g.divisions) {
    if (!d.onTable || activeUnits(g, d) === 0) continue;
    const gx = generalX(g, d);
    const gy = generalY(g, d);
    buf.clear();
    buf.pushChoice(-1);
    for (const i of d.units) {
      const u = g.units[i];
      if (u.active && u.arm !== ARTILLERY && norm(u.cx - gx, u.cy - gy) <= generalReach(g, gx, gy, u.cx, u.cy)) {
        const k = buf.pushChoice(i);
        buf.unit[k] = i;
      }
    }
    const c = buf.value[g.ask(d.side, K_GENERAL)];
    if (c >= 0) {
      if (g.log && d.attached !== c) g.event(` ${g.divLabel(d)}: the general attaches to ${g.label(g.units[c])}`);
      d.attached = c;
      continue;
    }
    if (g.log && d.attached >= 0) g.event(` ${g.divLabel(d)}: the general leaves ${g.label(g.units[d.attached])}`);
    // detach and move towards the centre of the division
    d.attached = -1;
    let sx = 0;
    let sy = 0;
    let n = 0;
    for (const i of d.units) {
      const u = g.units[i];
      if (!u.active) continue;
      sx += u.cx;
      sy += u.cy;
      n++;
    }
    const tx = sx / n - g.forward(d.side) * 1.5;
    const ty = sy / n - g.forward(d.side) * 1.5;
    const l = norm(tx - gx, ty - gy);
    const range = generalReach(g, gx, gy, tx, ty);
    const k = l > range ? range / l : 1;
    d.gx = gx + (tx - gx) * k;
    d.gy = gy + (ty - gy) * k;
  }
}

/** SFG-3.5: the activation window of division `g.activation[g.actIndex]`. */
export function runActivation(g: Game): void {
  const d = g.divisions[g.activation[g.actIndex]];
  g.activeDiv = d.idx;
  g.windowOver = false;
  if (g.log) g.event(` ${g.divLabel(d)} activates (general ${['poor', 'standard', 'good'][d.rating]}, value ${d.value})`);
  if (!d.onTable || waiting(g, d)) {
    // SFG-3.2: an arriving division moves as under a division order
    enter(g, d);
    if (g.log) g.event(`  ${g.divLabel(d)} enters the table`);
    divisionMoves(g, d);
    d.usedDivisionOrder = true;
    g.windowOver = true;
  } else {
    const buf = g.opts;
    buf.clear();
    buf.pushChoice(O_PASS);
    if (divisionEligible(g, d) > 0) buf.pushChoice(O_DIVISION);
    buf.pushChoice(O_BRIGADES);
    const c = buf.value[g.ask(d.side, K_ACTIVATION)];
    if (c === O_DIVISION) divisionOrder(g, d);
    else if (c === O_BRIGADES) brigadeOrders(g, d);
    else g.windowOver = true;
  }
  closeWindow(g, d);
}

/** SFG-4.3: units a division order can move: in command radius and not disordered. */
function divisionEligible(g: Game, d: Division): number {
  let n = 0;
  for (const i of d.units) {
    const u = g.units[i];
    if (u.active && !u.disordered && inCommand(g, d, u) && (u.arm !== ARTILLERY || u.batteryCanAct())) n++;
  }
  return n;
}

function divisionOrder(g: Game, d: Division): void {
  g.stat(d.side, M_DIVISION_ORDERS);
  d.usedDivisionOrder = true;
  if (!divisionOrderTest(g, d)) {
    // G34: a failed division order ends the general's orders (or, with the option off, he may still give brigade orders)
    if (!g.cfg.failedDivisionOrderEnds) {
      d.usedDivisionOrder = false;
      brigadeOrders(g, d);
      return;
    }
    g.windowOver = true;
    return;
  }
  divisionMoves(g, d);
  // SFG-4.3.4: an identical second division order, tested again unmodified
  if (g.over) return;
  const buf = g.opts;
  buf.clear();
  buf.pushChoice(0);
  buf.pushChoice(1);
  if (buf.value[g.ask(d.side, K_SECOND_DIVISION_ORDER)] === 1 && divisionOrderTest(g, d)) divisionMoves(g, d);
  // SFG-4.3.5: nothing more for this division this turn but fire
  g.windowOver = true;
}

/** One ordinary move (or formation change) for every eligible unit, each a K_DIVISION_MOVE decision. */
function divisionMoves(g: Game, d: Division): void {
  const buf = g.opts;
  // a lazyMoves policy is offered the moves to list and check itself (asked even if none is legal), in pendingSlot
  const lazy = g.decision.lazyMoves[d.side];
  for (const i of d.units) {
    const u = g.units[i];
    if (!u.active || u.disordered || !inCommand(g, d, u)) continue;
    buf.clear();
    buf.push(T_STOP, i, -1);
    const prev = g.enter(PHASE_OPTIONS);
    if (lazy) {
      offerMoves(u, buf, true);
      buf.offerPending();
    } else pushMoves(g, u, buf, true);
    g.leave(prev);
    if (buf.n === 1) continue;
    const c = g.ask(d.side, K_DIVISION_MOVE);
    if (buf.type[c] === T_MOVE) {
      applyMove(g, buf, c, true);
      if (g.log) g.event(`  ${describeMove(g, u)}`);
    }
  }
}

/**
 * Fills the buffer with the options of the next brigade order (STOP first). `fireChecked`: the
 * caller has just found that no unit can fire but those whose fire the policy holds (fillFire),
 * so the fire options are left out. `lazy`: the moves are listed unchecked (a lazyMoves policy);
 * `lazyCharges`: the charges unplanned (a lazyCharges policy).
 */
export function fillOrders(g: Game, d: Division, fireChecked = false, lazy = false, lazyCharges = false): void {
  const prev = g.enter(PHASE_OPTIONS);
  const buf = g.opts;
  buf.clear();
  buf.push(T_STOP, -1, -1);
  for (const i of d.units) {
    const u = g.units[i];
    if (!u.active) continue;
    if (!fireChecked) pushFireTargets(g, u, buf);
    if (u.arm === ARTILLERY && u.limbered && u.batteryCanAct()) buf.push(T_UNLIMBER, i, -1);
    if (!inCommand(g, d, u)) continue;
    pushOrdersOf(g, u, buf, lazy, lazyCharges);
  }
  buf.offerPending();
  g.leave(prev);
}

/**
 * Fills the buffer with the free fire options of the division's first unit that has any and
 * whose fire the policy does not hold (STOP first); false when none has. A firesFirst policy
 * fires with the first unit offered a target, so the later units' targets would not change its choice.
 */
function fillFire(g: Game, d: Division): boolean {
  const prev = g.enter(PHASE_OPTIONS);
  const buf = g.opts;
  buf.clear();
  buf.push(T_STOP, -1, -1);
  const p = g.policies[d.side];
  for (const i of d.units) {
    const u = g.units[i];
    if (u.active && !p.holdsFire?.(g, i) && pushFireTargets(g, u, buf) > 0) break;
  }
  g.leave(prev);
  return buf.n > 1;
}

/** SFG-4.4: brigade orders until the player stops, a test fails, or a melee is lost. */
export function brigadeOrders(g: Game, d: Division): void {
  const firesFirst = g.decision.firesFirst[d.side];
  const lazy = g.decision.lazyMoves[d.side];
  const lazyCharges = g.decision.lazyCharges[d.side];
  for (let k = 0; k < MAX_ORDERS && !g.windowOver && !g.over; k++) {
    // a policy that fires first is offered the fire options alone while there are any
    if (!(firesFirst && fillFire(g, d))) fillOrders(g, d, firesFirst, lazy, lazyCharges);
    executeOrder(g, d, g.ask(d.side, K_ORDER));
  }
  g.windowOver = true;
}

/** Carries out option c of a filled K_ORDER buffer (tests included). */
export function executeOrder(g: Game, d: Division, c: number): void {
  const buf = g.opts;
  const t = buf.type[c];
  if (t === T_STOP) {
    g.windowOver = true;
    return;
  }
  const u = g.units[buf.unit[c]];
  if (t === T_FIRE) {
    fire(g, u, g.units[buf.target[c]], false, true);
    return;
  }
  if (t === T_UNLIMBER) {
    u.limbered = false;
    u.actions++;
    if (g.log) g.event(`   ${g.label(u)} unlimbers`);
    return;
  }
  // SFG-7.1: a charge is declared before the test
  if (!brigadeOrderTest(g, d, u, g.log ? orderName(g, c) : '')) {
    g.windowOver = true;
    return;
  }
  carryOut(g, c);
}

/** SFG-3.5 / 6.1: the fire-only sub-window, then the optional compulsory tests (G27). */
export function closeWindow(g: Game, d: Division): void {
  const buf = g.opts;
  for (const i of d.units) {
    if (g.over) return;
    const u = g.units[i];
    buf.clear();
    buf.push(T_STOP, i, -1);
    const prev = g.enter(PHASE_FIRE);
    const n = pushFireTargets(g, u, buf);
    g.leave(prev);
    if (n === 0) continue;
    const c = g.ask(d.side, K_FIRE);
    if (buf.type[c] === T_FIRE) fire(g, u, g.units[buf.target[c]], false, true);
  }
  if (g.cfg.compulsoryDecimatedTest) {
    for (const i of d.units) {
      const u = g.units[i];
      if (!u.active || !u.decimated(g.cfg.decimationByCasualties)) continue;
      afterTest(g, u, rollCommand(g, d.side, brigadeOrderValue(g, d, u), g.log ? `${g.label(u)} (compulsory, decimated)` : ''));
    }
  }
  checkEliminated(g);
}

/** SFG-10.6 [R]: a side with nothing left in play loses at once (endWhenEliminated). */
function checkEliminated(g: Game): void {
  if (!g.cfg.endWhenEliminated || g.over) return;
  const a = g.inPlay(0);
  const b = g.inPlay(1);
  if (a > 0 && b > 0) return;
  g.over = true;
  g.winner = a > 0 ? 0 : b > 0 ? 1 : null;
  g.reason = 'eliminated';
}

/** SFG-3.6 / 10.5: objective holders at the end of the turn. */
export function endTurn(g: Game): void {
  // G7: the corps generals' orders come after every division has activated
  if (g.cfg.corpsOrderEnabled && !g.over) {
    corpsOrders(g);
    checkEliminated(g);
  }
  const prev = g.enter(PHASE_END_TURN);
  holders(g);
  g.leave(prev);
}

function holders(g: Game): void {
  const r = g.cfg.objectiveRadius;
  for (const o of g.objectives) {
    let a = false;
    let b = false;
    for (const u of g.units) {
      if (!u.active || u.arm === ARTILLERY || pointRectDist(o.x, o.y, u) > r + 1e-9) continue;
      const dec = u.decimated(g.cfg.decimationByCasualties);
      // G26: decimated-and-disordered (or either) brigades cannot hold
      if (g.cfg.objectiveIneligibleEither ? dec || u.disordered : dec && u.disordered) continue;
      if (u.side === 0) a = true;
      else b = true;
    }
    if (a !== b) {
      const h = a ? 0 : 1;
      if (g.log && o.holder !== h) g.event(` objective at (${o.x.toFixed(1)}, ${o.y.toFixed(1)}) is taken by ${h === 0 ? 'A' : 'B'}`);
      o.holder = h;
    }
  }
}

/** Objectives held per side now. */
export function objectivesHeld(g: Game, side: number): number {
  let n = 0;
  for (const o of g.objectives) if (o.holder === side) n++;
  return n;
}
