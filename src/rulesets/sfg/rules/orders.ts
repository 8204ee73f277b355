/**
 * SFG-4.4 / 4.5: the orders a passed command test buys, shared by the division general's
 * brigade orders (turn.ts) and the corps general's order (corps.ts, G7): the options one unit
 * may be given and carrying one out.
 */
import { T_ATTACH, T_CHARGE, type OptionBuffer } from '../decisions.js';
import { ARTILLERY, CAVALRY, type Unit } from '../state.js';
import type { Game } from '../game.js';
import { applyMove, offerMoves, pushMoves } from './moves.js';
import { charge, pushCharges } from './charge.js';
import { attach, pushAttach } from './attach.js';

/**
 * The orders one unit may be given (SFG-4.5): moves, charges, and for a battery attaching
 * (SFG-4.6). `lazy`: the moves are offered to be listed on demand (buf.pending, a lazyMoves
 * policy); `lazyCharges`: the charges are listed unplanned (a lazyCharges policy).
 */
export function pushOrdersOf(g: Game, u: Unit, buf: OptionBuffer, lazy = false, lazyCharges = false): void {
  if (lazy) offerMoves(u, buf, false);
  else pushMoves(g, u, buf, false);
  pushCharges(g, u, buf, lazyCharges);
  pushAttach(g, u, buf);
}

/** How option c of the buffer is named in the log. */
export function orderName(g: Game, c: number): string {
  const t = g.opts.type[c];
  if (t === T_CHARGE) return `charge ${g.label(g.units[g.opts.target[c]])}`;
  if (t === T_ATTACH) return `attach to ${g.label(g.units[g.opts.target[c]])}`;
  return 'move';
}

/** Carries out order option c (a move, charge or attachment) after its passed test. */
export function carryOut(g: Game, c: number): void {
  const buf = g.opts;
  const t = buf.type[c];
  const u = g.units[buf.unit[c]];
  if (t === T_CHARGE) charge(g, u, g.units[buf.target[c]]);
  else if (t === T_ATTACH) attach(g, buf, c);
  else {
    applyMove(g, buf, c);
    if (g.log) g.event(`   ${describeMove(g, u)}`);
  }
}

/** The log line of a move just made. */
export function describeMove(g: Game, u: Unit): string {
  // a battery is limbered or not ("moves … limbered"); a brigade is in a formation ("moves … in line")
  const form = u.arm === ARTILLERY ? (u.limbered ? 'limbered' : 'unlimbered') : `in ${['march column', 'attack column', 'line', 'double line'][u.formation]}`;
  const extra = u.arm === CAVALRY ? (u.mounted ? ', mounted' : ', dismounted') : '';
  return `${g.label(u)} moves to (${u.cx.toFixed(1)}, ${u.cy.toFixed(1)}) ${form}${extra}`;
}
