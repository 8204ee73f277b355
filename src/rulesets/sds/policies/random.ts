/**
 * `random`: uniform over the legal choices at every decision (model or pass, dice count, action
 * or stop, group dice, free activation or decline). The baseline the others must beat.
 */
import type { Game } from '../game.js';
import type { SdsPolicy } from '../game.js';
import { policyFromPicks } from './picks.js';
import { isMoveKind, NO_MOVE, tryMove } from '../rules/trial.js';
import { sideEnd, sideStart } from '../state.js';

/**
 * Uniform over the candidates and stopping, leaving out moves that cannot move (rules/trial.ts):
 * an option that changes nothing is no choice at all (issue 9). Drawn by rejection (a dead
 * candidate's score is marked, which listing resets), so moves are tried only when drawn.
 */
function uniformMoving(g: Game, m: number, free: boolean): number {
  const cands = g.decision.cands;
  for (;;) {
    const k = g.ai.int(cands.n + 1);
    if (k >= cands.n) return -1;
    if (cands.score[k] === -Infinity) continue;
    if (!isMoveKind(cands.kind[k]) || tryMove(g, m, k, free) !== NO_MOVE) return k;
    cands.score[k] = -Infinity;
  }
}

export const randomPolicy = (): SdsPolicy => {
  return policyFromPicks('random', 'Uniform over legal choices that change something: which model (or pass), 1–3 dice, which action (or stop).', {
    activationDice: 1,
    pickActivation(g: Game): number {
      const s = g.st;
      const side = s.active;
      let n = 0;
      for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) if (s.onTable[i] && !s.activated[i] && !s.spent[i]) n++;
      // SDS 2.6 / A36: passing is one more legal choice when allowed
      const k = g.ai.int(n + (g.cfg.o.mayPassVoluntarily ? 1 : 0));
      this.activationDice = 1 + g.ai.int(3);
      if (k >= n) return -1;
      let c = 0;
      for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
        if (s.onTable[i] && !s.activated[i] && !s.spent[i]) {
          if (c === k) return i;
          c++;
        }
      }
      return -1;
    },
    pickAction(g: Game): number {
      return uniformMoving(g, g.decision.actor, false);
    },
    pickGroupDice(g: Game): number {
      return 1 + g.ai.int(3);
    },
    pickFree(g: Game): number {
      return uniformMoving(g, g.decision.actor, true);
    },
  });
};
