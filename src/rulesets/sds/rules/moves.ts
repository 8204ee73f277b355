/**
 * Where the single-model move actions go (SDS 3.1–3.4): one function for the turn loop
 * (turn.ts runActions) and for the policies' trial moves (rules/trial.ts), so a trial
 * can never go elsewhere than the move it predicts. Charges are charge.ts's contactMove.
 */
import { A_ADVANCE, A_CENTER, A_COVER, A_FALLBACK, A_FORM, A_POINT, type Game } from '../game.js';
import { moveModel } from './actions.js';

/**
 * One move action of kind `kind` by m (target t, point px, py as the candidate lists them):
 * advance toward t, a point (cover, centre, the policy's spot), fall back 2L straight away
 * from t, or close up into base contact with friend t. Returns moveModel's contact flag.
 */
export function moveAction(g: Game, m: number, kind: number, t: number, px: number, py: number): boolean {
  const s = g.st;
  switch (kind) {
    case A_ADVANCE:
      return moveModel(g, m, s.x[t], s.y[t], -1);
    case A_COVER:
    case A_CENTER:
    case A_POINT:
      return moveModel(g, m, px, py, -1);
    case A_FALLBACK: {
      const dx = s.x[m] - s.x[t];
      const dy = s.y[m] - s.y[t];
      const l = Math.sqrt(dx * dx + dy * dy) || 1;
      const far = 2 * g.cfg.L;
      return moveModel(g, m, s.x[m] + (dx / l) * far, s.y[m] + (dy / l) * far, -1);
    }
    case A_FORM: {
      // stop in base contact with friend t
      const dx = s.x[m] - s.x[t];
      const dy = s.y[m] - s.y[t];
      const l = Math.sqrt(dx * dx + dy * dy) || 1;
      const R = s.r[m] + s.r[t] + 0.5;
      return moveModel(g, m, s.x[t] + (dx / l) * R, s.y[t] + (dy / l) * R, -1);
    }
    default:
      throw new Error(`sds: action kind ${kind} is not a single-model move`);
  }
}
