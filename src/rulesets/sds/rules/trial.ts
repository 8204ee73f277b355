/**
 * What-ifs for the policies, worked by the rules: a policy weighs a move, a fight from where a
 * charge would put it, or a shot at a fleeing model by having the rules make the change, reading
 * the game, then having the rules put every change back (trialMark, undoTrial). So no policy
 * writes into the game, and what a trial changes is one list in this file (the conformance battery checks that
 * no policy's answer changes the state's hash).
 *
 * Moves (tryMove): does a move candidate get anywhere? Policies try the move before choosing it,
 * so that no action is spent on a move, charge or leave of negligible progress (issue 9; less
 * than NEGLIGIBLE_MOVE_MM, unless a charge reaches its target). For a model not in contact the
 * movement rules roll no dice and change only its position (rules/actions.ts moveModel;
 * rules/charge.ts tries charges the same way), so the trial is exact and the position is put
 * back. A model in contact draws free attacks when it leaves (SDS 3.6); its trial rolls none
 * (SdsScratch.trialMove) and judges the leave by its own way, as the real leave goes when the free
 * attacks spare it: a trial rolling them on dice of its own said "moves" whenever its dice
 * knocked the leaver down, and the real dice then let a negligible leave through (no move of
 * negligible progress, policies/invariants.ts).
 */
import { A_ADVANCE, A_CENTER, A_CHARGE, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { contactMove } from './charge.js';
import { freeChargeMove } from './morale.js';
import { moveAction } from './moves.js';
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
  g.scratch.trialMove = true; // a leave rolls no free attacks: its own way is measured (SdsScratch.trialMove)
  if (kind === A_CHARGE) contact = free ? freeChargeMove(g, m, t) : contactMove(g, m, t) === t;
  else moveAction(g, m, kind, t, cands.x[k], cands.y[k]);
  g.scratch.trialMove = false;
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

/** The undo log's entries (SdsScratch.trialOp): what a trial changed. */
const PLACED = 1;
const FALLEN = 2;
const FEAR = 3;

function logged(g: Game, op: number, i: number, a: number, b: number): void {
  const w = g.scratch;
  const k = w.trialN++;
  w.trialOp[k] = op;
  w.trialIdx[k] = i;
  w.trialA[k] = a;
  w.trialB[k] = b;
}

/**
 * Puts model i in base contact with t on the line from where i stands (a charge's fight weighed
 * from the positions as they stand: policies/eval.ts chargeEV, groupChoices.ts), until undoTrial.
 */
export function trialInContact(g: Game, i: number, t: number): void {
  const s = g.st;
  logged(g, PLACED, i, s.x[i], s.y[i]);
  let dx = s.x[i] - s.x[t];
  let dy = s.y[i] - s.y[t];
  const l = Math.sqrt(dx * dx + dy * dy) || 1;
  dx /= l;
  dy /= l;
  s.x[i] = s.x[t] + dx * (s.r[i] + s.r[t]);
  s.y[i] = s.y[t] + dy * (s.r[i] + s.r[t]);
}

/** Model i counts as fallen (SDS 6.4: a fleeing model is shot at or charged as fallen), until undoTrial. */
export function trialFallen(g: Game, i: number): void {
  logged(g, FALLEN, i, g.st.fallen[i], 0);
  g.st.fallen[i] = 1;
}

/** The active model's failed Fear test (SDS 5.6) is set aside, to list another model's options, until undoTrial. */
export function trialWithoutFear(g: Game): void {
  logged(g, FEAR, -1, g.st.fearFailed, 0);
  g.st.fearFailed = 0;
}

/** Where the undo log stands now: undoTrial(g, mark) puts back what the trials made after it (trials nest). */
export function trialMark(g: Game): number {
  return g.scratch.trialN;
}

/** Puts back everything the trials made since `mark` (trialMark), the latest first. */
export function undoTrial(g: Game, mark: number): void {
  const w = g.scratch;
  const s = g.st;
  while (w.trialN > mark) {
    const k = --w.trialN;
    const i = w.trialIdx[k];
    switch (w.trialOp[k]) {
      case PLACED:
        s.x[i] = w.trialA[k];
        s.y[i] = w.trialB[k];
        break;
      case FALLEN:
        s.fallen[i] = w.trialA[k];
        break;
      case FEAR:
        s.fearFailed = w.trialA[k];
        break;
    }
  }
}
