/**
 * G7 (corpsOrderEnabled; off by default, when the corps general has no function): each side's
 * corps general moves in the generals' phase like a division general (up to generalsMoveUM,
 * terrain ignored) and, once per turn after every division has activated, may give one brigade
 * order (value 8, the normal modifiers, his own distance, within the command radius) to a unit
 * of a division that did not use a division order (SFG-4.3.5). The side whose division won the
 * initiative gives its corps order first [R].
 */
import { K_CORPS_ORDER, T_STOP } from '../decisions.js';
import { IN_PLAY, type Unit } from '../state.js';
import { norm } from '../../kit/facingRect.js';
import { afterTest, corpsDistance, corpsOrderValue, rollCommand } from './command.js';
import { PHASE_OPTIONS, type Game } from '../game.js';
import { carryOut, orderName, pushOrdersOf } from './orders.js';
import { generalReach } from './generalMove.js';

/** [R] He keeps this far behind the centre of his army's units (UM), as the division generals' 1.5 UM behind theirs. */
const CORPS_BEHIND_UM = 3;

/**
 * SFG-3.3 for the corps general: placed with his army on first use, then up to generalsMoveUM
 * towards its centre (G5: slowed by terrain with generalsUseTerrainRates).
 */
export function moveCorpsGeneral(g: Game, side: number): void {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (const i of g.sideUnits[side]) {
    const u = g.units[i];
    if (!u.active) continue;
    sx += u.cx;
    sy += u.cy;
    n++;
  }
  if (n === 0) return;
  const tx = sx / n;
  const ty = sy / n - g.forward(side) * CORPS_BEHIND_UM;
  if (Number.isNaN(g.corpsX[side])) {
    g.corpsX[side] = tx;
    g.corpsY[side] = ty;
    if (g.log) g.event(` ${side === 0 ? 'A' : 'B'}: the corps general takes post at (${tx.toFixed(1)}, ${ty.toFixed(1)})`);
    return;
  }
  const l = norm(tx - g.corpsX[side], ty - g.corpsY[side]);
  const range = generalReach(g, g.corpsX[side], g.corpsY[side], tx, ty);
  const k = l > range ? range / l : 1;
  g.corpsX[side] += (tx - g.corpsX[side]) * k;
  g.corpsY[side] += (ty - g.corpsY[side]) * k;
}

function inCorpsCommand(g: Game, side: number, u: Unit): boolean {
  const d = corpsDistance(g, side, u);
  const r = g.cfg.commandRadius;
  return g.cfg.rangeInclusive ? d <= r + 1e-9 : d < r;
}

/** Both sides' corps orders of this turn. */
export function corpsOrders(g: Game): void {
  const first = g.nActivation > 0 ? g.divisions[g.activation[0]].side : 0;
  // no division's window is open: a lost melee costs nobody the initiative
  g.activeDiv = -1;
  for (let k = 0; k < 2 && !g.over; k++) corpsOrder(g, k === 0 ? first : 1 - first);
}

function corpsOrder(g: Game, side: number): void {
  if (Number.isNaN(g.corpsX[side])) return;
  const buf = g.opts;
  buf.clear();
  buf.push(T_STOP, -1, -1);
  const prev = g.enter(PHASE_OPTIONS);
  for (const d of g.divisions) {
    // SFG-4.3.5: not to a division that used a division order (nor one that arrived this turn)
    if (d.side !== side || !d.onTable || d.usedDivisionOrder) continue;
    for (const i of d.units) {
      const u = g.units[i];
      if (u.active && inCorpsCommand(g, side, u)) pushOrdersOf(g, u, buf);
    }
  }
  g.leave(prev);
  if (buf.n === 1) return;
  const c = g.ask(side, K_CORPS_ORDER);
  if (buf.type[c] === T_STOP) return;
  const u = g.units[buf.unit[c]];
  const value = corpsOrderValue(g, side, u);
  u.ordersReceived++;
  const pass = rollCommand(g, side, value, g.log ? `${g.label(u)} (${orderName(g, c)}, corps general)` : '');
  afterTest(g, u, pass);
  if (pass && u.removed === IN_PLAY) carryOut(g, c);
}
