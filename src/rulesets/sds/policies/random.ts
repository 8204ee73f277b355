/**
 * `random`: uniform over the legal choices at every decision (model or pass, dice count, action
 * or stop, group dice, free activation or decline). The baseline the others must beat.
 */
import type { Game } from '../game.js';
import type { SdsPolicy } from '../game.js';
import { policyFromPicks } from './picks.js';

export const randomPolicy = (): SdsPolicy => policyFromPicks('random', 'Uniform over legal choices: which model (or pass), 1–3 dice, which action (or stop).', {
  activationDice: 1,
  pickActivation(g: Game): number {
    const s = g.st;
    const side = s.active;
    let n = 0;
    for (let i = s.first(side), e = s.end(side); i < e; i++) if (s.onTable[i] && !s.activated[i] && !s.spent[i]) n++;
    // SDS 2.6 / A36: passing is one more legal choice when allowed
    const k = g.ai.int(n + (g.o.mayPassVoluntarily ? 1 : 0));
    this.activationDice = 1 + g.ai.int(3);
    if (k >= n) return -1;
    let c = 0;
    for (let i = s.first(side), e = s.end(side); i < e; i++) {
      if (s.onTable[i] && !s.activated[i] && !s.spent[i]) {
        if (c === k) return i;
        c++;
      }
    }
    return -1;
  },
  pickAction(g: Game): number {
    const k = g.ai.int(g.nc + 1);
    return k >= g.nc ? -1 : k;
  },
  pickGroupDice(g: Game): number {
    return 1 + g.ai.int(3);
  },
  pickFree(g: Game): number {
    const k = g.ai.int(g.nc + 1);
    return k >= g.nc ? -1 : k;
  },
});
