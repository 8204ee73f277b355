/**
 * Would a model stop at once however many actions its dice gave it? Two or three activation dice
 * risk a turnover (SDS 2.7: two failures pass the turn); a model that would then do nothing (SDS
 * 2.10: stop) is to roll one die, which never turns over.
 */
import type { Game } from '../game.js';
import { listActions, MODE_OWN } from '../rules/candidates.js';
import type { Picks } from './picks.js';

/** True when `p` answers Stop to model m's first action at every count of actions from `most` down to 1. */
export function stopsAtEvery(p: Picks, g: Game, m: number, most: number): boolean {
  const cands = g.decision.cands;
  for (let left = most; left >= 1; left--) {
    listActions(g, m, left, MODE_OWN, 0);
    if (cands.n === 0) continue;
    const k = p.pickAction(g, m, left);
    if (k >= 0 && k < cands.n) return false;
  }
  return true;
}
