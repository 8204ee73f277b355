/**
 * The decisions AlG asks a policy for, and how options are coded. The game fills g.scratch.codes (one
 * reused buffer) and asks `policy.decide(g, kind, codes, ai)`; the answer is an index into it.
 */
import type { Dice } from '../kit/dice.js';
import { askPolicy } from '../kit/decision.js';
import type { Policy } from '../types.js';
import type { Game } from './game.js';

/** ALG-3.2: which unit gets the die g.state.curDie (codes: unit, or NONE to let the die go). */
export const K_ORDER = 0;
/** ALG-3.3: where unit g.decision.actor enters (codes: marker index, or NONE to stay off). */
export const K_DEPLOY = 1;
/** ALG-3.4: which of the side's units with exactly g.state.slot PA acts now (codes: unit). */
export const K_IMPULSE = 2;
/** ALG-3.4: the next action of g.decision.actor's impulse (codes: action codes). */
export const K_ACTION = 3;
/** ALG-3.5: the one 1-PA action of non-activated unit g.decision.actor (codes: action codes). */
export const K_NON_ACTIVATED = 4;
/** ALG-3.6: g.decision.actor is shot at (codes: R_NONE, R_SHOOT_BACK, R_PRONE). */
export const K_REACT_SHOT = 5;
/** ALG-3.6: g.decision.actor is charged (codes: R_NONE, R_COUNTER). */
export const K_REACT_CHARGE = 6;
/** ALG-3.6 (meleeExchange=reaction): g.decision.actor is forced into a melee (codes: R_NONE, R_FIGHT). */
export const K_REACT_MELEE = 7;

export const NONE = -1;

// action kinds; an action code is kind * ACTION_BASE + (target unit + 1)
export const ACTION_BASE = 1024;
/** Stop the impulse, keeping the residual PA for its slot (ALG-3.4.4). */
export const A_STOP = 0;
/** End the unit's turn: the remaining PA are lost. */
export const A_PASS = 1;
/** ALG-3.4 wait (temporeggiare), 1 PA. */
export const A_WAIT = 2;
/** P1: move towards an enemy unit (stopping at ZOC). */
export const A_ADVANCE = 3;
/** P2: charge an enemy unit. */
export const A_CHARGE = 4;
/** P3: shoot at an enemy unit. */
export const A_SHOOT = 5;
/** P4: reload. */
export const A_RELOAD = 6;
/** P5: fight the enemies in contact. */
export const A_MELEE = 7;
/** P7: flee the melee. */
export const A_FLEE = 8;
/** P1: move towards the nearest cover. */
export const A_COVER = 9;
/** P1: fall back towards the own edge. */
export const A_FALL_BACK = 10;
/** P9: rally test. */
export const A_RALLY = 11;
/** ALG-4.4 C4: a routing squad's move to its edge (a test before each). */
export const A_ROUT = 12;
/** P8: stand up. */
export const A_STAND = 13;
/** ALG-3.5 / G-A11: a separated squad member moves to rejoin its squad (its only action). */
export const A_REJOIN = 14;

export const R_NONE = 0;
export const R_SHOOT_BACK = 1;
export const R_PRONE = 2;
export const R_COUNTER = 3;
export const R_FIGHT = 4;

export function actionCode(kind: number, target: number): number {
  return kind * ACTION_BASE + target + 1;
}
export function actionKind(code: number): number {
  return Math.floor(code / ACTION_BASE);
}
export function actionTarget(code: number): number {
  return (code % ACTION_BASE) - 1;
}

/** An AlG AI player: the game is the read-only view (g.decision's kind, side and actor posed, g.state.slot set). */
export interface AlgPolicy extends Policy<Game> {
  readonly description: string;
  decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number;
}

/** Asks the side's policy (through the kit's one decision point) to choose among the first g.scratch.nOpts codes; returns the chosen code. */
export function ask(g: Game, kind: number, side: number, actor: number): number {
  return askPolicy(g.decision, g.policies[side], g, kind, side, actor, g.scratch.codes, g.scratch.nOpts, g.ai);
}

export function clearOpts(g: Game): void {
  g.scratch.nOpts = 0;
}

export function pushOpt(g: Game, code: number): void {
  g.scratch.codes[g.scratch.nOpts++] = code;
}
