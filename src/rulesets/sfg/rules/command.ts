/**
 * SFG-4.1 / 4.4 / 9.5 in play: gathering the command facts for a unit, rolling the test, and
 * the status effects of passing (disorder recovers) or failing (decimated units disorder or flee).
 */
import { STANDARD_COMMAND_VALUE } from '../constants.js';
import { commandModifier, commandPasses, POOR } from '../mechanics/command.js';
import { isColumn } from '../mechanics/formation.js';
import { isRough } from '../mechanics/terrain.js';
import { ARTILLERY, FLED, type Division, type Unit } from '../state.js';
import { pointRectDist } from '../../kit/facingRect.js';
import { M_FAILURES, M_TESTS, type Game } from '../game.js';
import { removeUnit } from './losses.js';

/** Where the general stands: on his brigade when attached (SFG-3.3). */
export function generalX(g: Game, d: Division): number {
  return d.attached >= 0 ? g.units[d.attached].cx : d.gx;
}
export function generalY(g: Game, d: Division): number {
  return d.attached >= 0 ? g.units[d.attached].cy : d.gy;
}

/** SFG-4.2: general's centre to the nearest point of the unit's footprint (0 when attached). */
function generalDistance(g: Game, d: Division, u: Unit): number {
  if (d.attached === u.idx) return 0;
  return pointRectDist(generalX(g, d), generalY(g, d), u);
}

export function inCommand(g: Game, d: Division, u: Unit): boolean {
  const r = g.cfg.commandRadius;
  const dist = generalDistance(g, d, u);
  return g.cfg.rangeInclusive ? dist <= r + 1e-9 : dist < r;
}

/** SFG-4.4: the modified command value for a brigade order to u. */
export function brigadeOrderValue(g: Game, d: Division, u: Unit): number {
  const previous = g.cfg.orderMalusPerBrigade ? u.ordersReceived : d.ordersIssued;
  return d.value + orderModifier(g, u, d.attached === u.idx && d.rating !== POOR, generalDistance(g, d, u), previous);
}

/**
 * G7 (corpsOrderEnabled): the corps general's one order: value 8 and the normal modifiers, with
 * his own distance; never attached, and it is his first order of the turn (or, by brigade, the
 * brigade's own earlier orders).
 */
export function corpsOrderValue(g: Game, side: number, u: Unit): number {
  const previous = g.cfg.orderMalusPerBrigade ? u.ordersReceived : 0;
  return STANDARD_COMMAND_VALUE + orderModifier(g, u, false, corpsDistance(g, side, u), previous);
}

/** G7: the corps general's centre to the nearest point of u's footprint. */
export function corpsDistance(g: Game, side: number, u: Unit): number {
  return pointRectDist(g.corpsX[side], g.corpsY[side], u);
}

/** SFG-4.4: the sum of the modifier table's rows for an order to u. */
function orderModifier(g: Game, u: Unit, attachedGoodGeneral: boolean, distanceUM: number, previousOrders: number): number {
  const facts = g.work.commandFacts;
  facts.column = u.arm !== ARTILLERY && isColumn(u.formation);
  facts.quality = u.arm === ARTILLERY ? 1 : u.quality;
  facts.attachedGoodGeneral = attachedGoodGeneral;
  facts.distanceUM = distanceUM;
  facts.rough = isRough(g.terrain.unitKind(u));
  facts.previousOrders = previousOrders;
  facts.lostThird = u.lostThird();
  facts.decimated = u.decimated(g.cfg.decimationByCasualties);
  facts.disordered = u.disordered;
  facts.nearestEnemyUM = g.nearestEnemyDist(u.side, u);
  return commandModifier(facts, g.cfg.distanceStep, g.cfg.rangeInclusive);
}

/** Rolls 2d6 against `value` (SFG-4.1). */
export function rollCommand(g: Game, side: number, value: number, what: string): boolean {
  const roll = g.dice.twoD6();
  const pass = commandPasses(roll, value, g.cfg.commandPassInclusive);
  g.stat(side, M_TESTS);
  if (!pass) g.stat(side, M_FAILURES);
  if (g.log) g.event(`   command test for ${what}: 2d6 = ${roll} vs ${value}: ${pass ? 'passed' : 'FAILED'}`);
  return pass;
}

/** A brigade order's test with its SFG-9.5 consequences. */
export function brigadeOrderTest(g: Game, d: Division, u: Unit, what: string): boolean {
  const value = brigadeOrderValue(g, d, u);
  d.ordersIssued++;
  u.ordersReceived++;
  // the log line is built only when a log is kept (a test is rolled dozens of times a battle)
  const pass = rollCommand(g, d.side, value, g.log ? `${g.label(u)} (${what})` : '');
  afterTest(g, u, pass);
  return pass;
}

/** SFG-9.5: passing recovers disorder; a decimated unit that fails disorders, or flees if already disordered. */
export function afterTest(g: Game, u: Unit, pass: boolean): void {
  if (pass) {
    u.disordered = false;
    return;
  }
  if (!u.decimated(g.cfg.decimationByCasualties)) return;
  if (u.disordered) {
    if (g.log) g.event(`    ${g.label(u)} is decimated and disordered and flees`);
    removeUnit(g, u, FLED);
  } else u.disordered = true;
}

/** SFG-4.3: the division order tests the unmodified value. */
export function divisionOrderTest(g: Game, d: Division): boolean {
  return rollCommand(g, d.side, d.value || STANDARD_COMMAND_VALUE, g.log ? `division order of ${g.divLabel(d)}` : '');
}
