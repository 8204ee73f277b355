/**
 * Does a move candidate get anywhere? Policies try the move before choosing it, so that no
 * action is spent on a move, charge or leave of zero progress (issue 9). For a model not in
 * contact the movement rules roll no dice and change only its position (rules/actions.ts
 * moveModel; rules/charge.ts tries charges the same way), so the trial is exact and the
 * position is put back. A model in contact would draw free attacks (SDS 3.6) when it leaves:
 * its trial is made with the enemies it touches lifted off the table for the moment, and a
 * path that runs into one of them counts as no move (it would stop in base contact at once).
 */
import { A_ADVANCE, A_CENTER, A_CHARGE, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { contactSpot, moveModel } from '../rules/actions.js';
import { contactAlong, engaged, touching } from '../rules/geom.js';

export const NO_MOVE = 0;
export const MOVES = 1;
/** A charge that ends in contact with its target. */
export const REACHES = 2;

/** Is kind a single-model move (the turn loop's move actions, rules/turn.ts)? */
export function isMoveKind(kind: number): boolean {
  return kind === A_CHARGE || kind === A_ADVANCE || kind === A_COVER || kind === A_FALLBACK || kind === A_FORM || kind === A_CENTER || kind === A_POINT;
}

/**
 * The outcome of candidate k for model m: NO_MOVE, MOVES or REACHES (charges), by trying it
 * (destinations as rules/turn.ts runActions computes them; `free`: a free activation's charge,
 * SDS 6.4, which is one straight move, rules/morale.ts).
 */
export function tryMove(g: Game, m: number, k: number, free = false): number {
  const s = g.st;
  // lift the enemies m touches (a bit mask over the enemy side: a fight is base to base)
  const e0 = s.first(1 - s.side[m]);
  const e1 = Math.min(s.end(1 - s.side[m]), e0 + 31);
  let lifted = 0;
  if (engaged(s, m)) {
    // a charge out of a fight (no retry round the line, rules/charge.ts) was seen to stop at
    // once where the lifted trial below moves: counted as going nowhere, never tried
    if (g.cKind[k] === A_CHARGE) return NO_MOVE;
    for (let j = e0; j < e1; j++) {
      if (s.onTable[j] && touching(s, m, j)) {
        s.onTable[j] = 0;
        lifted |= 1 << (j - e0);
      }
    }
  }
  const r = trial(g, m, k, free, e0, lifted);
  for (let j = e0; lifted !== 0; j++, lifted >>>= 1) if (lifted & 1) s.onTable[j] = 1;
  return r;
}

function trial(g: Game, m: number, k: number, free: boolean, e0: number, lifted: number): number {
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
  if (kind === A_CHARGE && !contact && !free && lifted === 0) {
    // as the charge does for a model not in a fight: from the start again toward a free spot in
    // contact, and back to the first try's end when that does not reach either (rules/charge.ts)
    s.x[m] = x0;
    s.y[m] = y0;
    if (contactSpot(g, m, t) && moveModel(g, m, g.scratch2[0], g.scratch2[1], t)) {
      contact = true;
      moved = s.x[m] !== x0 || s.y[m] !== y0;
    }
  }
  // a lifted enemy on the way would have stopped the move where it started (base contact)
  if (moved && lifted !== 0) {
    const dx = s.x[m] - x0;
    const dy = s.y[m] - y0;
    const len = Math.sqrt(dx * dx + dy * dy);
    for (let j = e0, b = lifted; b !== 0; j++, b >>>= 1) {
      if (b & 1 && contactAlong(s, j, x0, y0, s.r[m], dx / len, dy / len, len) < Infinity) moved = false;
    }
  }
  s.x[m] = x0;
  s.y[m] = y0;
  if (!moved) return NO_MOVE;
  return kind === A_CHARGE && contact ? REACHES : MOVES;
}
