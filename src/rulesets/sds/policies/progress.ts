/**
 * Does a move candidate get anywhere? Policies try the move before choosing it, so that no
 * action is spent on a move, charge or leave of zero progress (issue 9). For a model not in
 * contact the movement rules roll no dice and change only its position (rules/actions.ts
 * moveModel; rules/charge.ts tries charges the same way), so the trial is exact and the
 * position is put back. A model in contact would draw free attacks when it leaves (SDS 3.6),
 * which change the game: its trial runs on a snapshot of the whole state with dice of its own
 * (MoveTrials), and a leave "gets somewhere" when it moves or draws the free attacks at all.
 */
import type { Dice } from '../../kit/dice.js';
import { FieldSnapshot, ReseedableDice } from '../../kit/search.js';
import { A_ADVANCE, A_CENTER, A_CHARGE, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { contactSpot, moveModel } from '../rules/actions.js';
import { engaged } from '../rules/geom.js';

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
   * NO_MOVE, MOVES or REACHES (charges) for candidate k of model m (destinations as
   * rules/turn.ts runActions computes them; `free`: a free activation's charge, SDS 6.4, one
   * straight move, rules/morale.ts).
   */
  tryMove(g: Game, m: number, k: number, free = false): number {
    if (!engaged(g.st, m)) return trial(g, m, k, free, false);
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
      const r = trial(g, m, k, free, true);
      // free attacks rolled: the leave changes the game even if they stop it
      return r === NO_MOVE && this.dice.n > 0 ? MOVES : r;
    } finally {
      snap.restore();
      g.dice = dice;
      g.log = log;
    }
  }
}

/** Plays candidate k's move for real (the caller restores the game when `inContact`, else the position is put back). */
function trial(g: Game, m: number, k: number, free: boolean, inContact: boolean): number {
  const s = g.st;
  const kind = g.cKind[k];
  const t = g.cTarget[k];
  const x0 = s.x[m];
  const y0 = s.y[m];
  let tx = g.cX[k];
  let ty = g.cY[k];
  let target = -1;
  switch (kind) {
    case A_CHARGE:
    case A_ADVANCE:
      tx = s.x[t];
      ty = s.y[t];
      target = kind === A_CHARGE ? t : -1;
      break;
    case A_FALLBACK: {
      const dx = x0 - s.x[t];
      const dy = y0 - s.y[t];
      const l = Math.sqrt(dx * dx + dy * dy) || 1;
      tx = x0 + (dx / l) * 2 * g.L;
      ty = y0 + (dy / l) * 2 * g.L;
      break;
    }
    case A_FORM: {
      const dx = x0 - s.x[t];
      const dy = y0 - s.y[t];
      const l = Math.sqrt(dx * dx + dy * dy) || 1;
      const R = s.r[m] + s.r[t] + 0.5;
      tx = s.x[t] + (dx / l) * R;
      ty = s.y[t] + (dy / l) * R;
      break;
    }
  }
  let contact = moveModel(g, m, tx, ty, target);
  let moved = s.x[m] !== x0 || s.y[m] !== y0;
  if (kind === A_CHARGE && !contact && !free && !inContact) {
    // as the charge does for a model not in a fight: from the start again toward a free spot in
    // contact, and back to the first try's end when that does not reach either (rules/charge.ts)
    s.x[m] = x0;
    s.y[m] = y0;
    if (contactSpot(g, m, t) && moveModel(g, m, g.scratch2[0], g.scratch2[1], t)) {
      contact = true;
      moved = s.x[m] !== x0 || s.y[m] !== y0;
    }
  }
  s.x[m] = x0;
  s.y[m] = y0;
  if (!moved) return NO_MOVE;
  return kind === A_CHARGE && contact ? REACHES : MOVES;
}
