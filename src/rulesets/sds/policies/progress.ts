/**
 * Does a move candidate get anywhere? Policies try the move before choosing it, so that no
 * action is spent on a move, charge or leave of negligible progress (issue 9; less than
 * NEGLIGIBLE_MOVE_MM, unless a charge reaches its target). For a model not in
 * contact the movement rules roll no dice and change only its position (rules/actions.ts
 * moveModel; rules/charge.ts tries charges the same way), so the trial is exact and the
 * position is put back. A model in contact draws free attacks when it leaves (SDS 3.6); its
 * trial rolls none (Game.trialMove) and judges the leave by its own way, as the real leave
 * goes when the free attacks spare it: a trial rolling them on dice of its own said "moves"
 * whenever its dice knocked the leaver down, and the real dice then let a negligible leave
 * through (no move of negligible progress, policies/invariants.ts).
 */
import { A_ADVANCE, A_CENTER, A_CHARGE, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { contactMove } from '../rules/charge.js';
import { freeChargeMove } from '../rules/morale.js';
import { moveAction } from '../rules/moves.js';
import { NEGLIGIBLE_MOVE_MM } from '../constants.js';

export const NO_MOVE = 0;
export const MOVES = 1;
/** A charge that ends in contact with its target. */
export const REACHES = 2;

/** Is kind a single-model move (the turn loop's move actions, rules/turn.ts)? */
export function isMoveKind(kind: number): boolean {
  return kind === A_CHARGE || kind === A_ADVANCE || kind === A_COVER || kind === A_FALLBACK || kind === A_FORM || kind === A_CENTER || kind === A_POINT;
}

/**
 * A policy's move trial: NO_MOVE, MOVES or REACHES (charges) for candidate k of model m, moved
 * by the rules' own functions (rules/moves.ts, charge.ts contactMove; `free`: a free
 * activation's charge, SDS 6.4, rules/morale.ts freeChargeMove); the position is put back.
 */
export function tryMove(g: Game, m: number, k: number, free = false): number {
  const cands = g.decision.cands;
  const s = g.st;
  const kind = cands.kind[k];
  const t = cands.target[k];
  const x0 = s.x[m];
  const y0 = s.y[m];
  const layout = s.layout;
  let contact = false;
  g.trialMove = true; // a leave rolls no free attacks: its own way is measured (Game.trialMove)
  if (kind === A_CHARGE) contact = free ? freeChargeMove(g, m, t) : contactMove(g, m, t) === t;
  else moveAction(g, m, kind, t, cands.x[k], cands.y[k]);
  g.trialMove = false;
  const dx = s.x[m] - x0;
  const dy = s.y[m] - y0;
  // out of contact only m moved: with it back the layout is the one before, stamp and all (the
  // rules' move of the same candidate then finds the trial's result in g.scratch.moveMemo)
  s.x[m] = x0;
  s.y[m] = y0;
  s.layout = layout;
  if (dx === 0 && dy === 0) return NO_MOVE;
  if (kind === A_CHARGE && contact) return REACHES; // into the fight, however short the way
  // a negligible move is no move (constants.ts NEGLIGIBLE_MOVE_MM)
  return dx * dx + dy * dy < NEGLIGIBLE_MOVE_MM * NEGLIGIBLE_MOVE_MM ? NO_MOVE : MOVES;
}
