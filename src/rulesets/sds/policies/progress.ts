/**
 * Does a move candidate get anywhere? Policies try the move before choosing it, so that no
 * action is spent on a move, charge or leave of negligible progress (issue 9; less than
 * NEGLIGIBLE_MOVE_MM, unless a charge reaches its target). For a model not in
 * contact the movement rules roll no dice and change only its position (rules/actions.ts
 * moveModel; rules/charge.ts tries charges the same way), so the trial is exact and the
 * position is put back. A model in contact would draw free attacks when it leaves (SDS 3.6),
 * which change the game: its trial runs on a snapshot of the whole state with dice of its own
 * (MoveTrials), and a leave "gets somewhere" when it moves or the free attacks knock it down.
 */
import type { Dice } from '../../kit/dice.js';
import { FieldSnapshot, ReseedableDice } from '../../kit/search.js';
import { A_ADVANCE, A_CENTER, A_CHARGE, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { contactMove } from '../rules/charge.js';
import { freeChargeMove } from '../rules/morale.js';
import { moveAction } from '../rules/moves.js';
import { engaged } from '../rules/geom.js';
import { NEGLIGIBLE_MOVE_MM } from '../constants.js';

export const NO_MOVE = 0;
export const MOVES = 1;
/** A charge that ends in contact with its target. */
export const REACHES = 2;

/** Is kind a single-model move (the turn loop's move actions, rules/turn.ts)? */
export function isMoveKind(kind: number): boolean {
  return kind === A_CHARGE || kind === A_ADVANCE || kind === A_COVER || kind === A_FALLBACK || kind === A_FORM || kind === A_CENTER || kind === A_POINT;
}

/** Dice that count how many numbers were drawn (a leave's trial: were free attacks rolled?). */
class CountingDice implements Dice {
  n = 0;
  private readonly d = new ReseedableDice(1);
  random(): number {
    this.n++;
    return this.d.random();
  }
  int(k: number): number {
    this.n++;
    return this.d.int(k);
  }
  d6(): number {
    this.n++;
    return this.d.d6();
  }
  d3(): number {
    this.n++;
    return this.d.d3();
  }
  d10(): number {
    this.n++;
    return this.d.d10();
  }
  twoD6(): number {
    this.n++;
    return this.d.twoD6();
  }
}

/**
 * A policy's move trials (one per policy instance): out of contact a plain trial; in contact a
 * trial on a snapshot of the game (made once per game, when first needed), restored after.
 */
export class MoveTrials {
  private snap: FieldSnapshot | null = null;
  private game: Game | null = null;
  private readonly dice = new CountingDice();

  /**
   * NO_MOVE, MOVES or REACHES (charges) for candidate k of model m, moved by the rules' own
   * functions (rules/moves.ts, charge.ts contactMove; `free`: a free activation's charge,
   * SDS 6.4, rules/morale.ts freeChargeMove).
   */
  tryMove(g: Game, m: number, k: number, free = false): number {
    if (!engaged(g.st, m)) return trial(g, m, k, free);
    if (this.game !== g || this.snap === null) {
      this.snap = new FieldSnapshot([g, g.st], ['losF', 'losV', 'losAX', 'losAY', 'losBX', 'losBY', 'trailX', 'trailY']);
      this.game = g;
    }
    const snap = this.snap;
    snap.save();
    const dice = g.dice;
    const log = g.log;
    g.dice = this.dice;
    g.log = undefined;
    this.dice.n = 0;
    try {
      const r = trial(g, m, k, free);
      // free attacks that knock the model down or off the table change the game though they stop
      // the leave; a leave they do not stop is judged by its progress like any move
      return r === NO_MOVE && this.dice.n > 0 && (g.st.fallen[m] === 1 || g.st.onTable[m] === 0) ? MOVES : r;
    } finally {
      snap.restore();
      g.dice = dice;
      g.log = log;
    }
  }
}

/**
 * Plays candidate k's move for real with the rules' own move functions (the caller restores
 * the game when `inContact`, else the position is put back here).
 */
function trial(g: Game, m: number, k: number, free: boolean): number {
  const s = g.st;
  const kind = g.cKind[k];
  const t = g.cTarget[k];
  const x0 = s.x[m];
  const y0 = s.y[m];
  const layout = s.layout;
  let contact = false;
  if (kind === A_CHARGE) contact = free ? freeChargeMove(g, m, t) : contactMove(g, m, t) === t;
  else moveAction(g, m, kind, t, g.cX[k], g.cY[k]);
  const dx = s.x[m] - x0;
  const dy = s.y[m] - y0;
  // out of contact only m moved: with it back the layout is the one before, stamp and all (the
  // rules' move of the same candidate then finds the trial's result in g.moveMemo)
  s.x[m] = x0;
  s.y[m] = y0;
  s.layout = layout;
  if (dx === 0 && dy === 0) return NO_MOVE;
  if (kind === A_CHARGE && contact) return REACHES; // into the fight, however short the way
  // a negligible move is no move (constants.ts NEGLIGIBLE_MOVE_MM)
  return dx * dx + dy * dy < NEGLIGIBLE_MOVE_MM * NEGLIGIBLE_MOVE_MM ? NO_MOVE : MOVES;
}
