import type { GameLog } from '../../types.js';
import { M_DAMAGE, M_UNITS_LOST } from '../state.js';
import type { IntroGame } from '../game.js';
import { DEAD } from '../constants.js';

/**
 * Adds damage to a unit now (INT-3.1: each hit is 1 level; 3 is dead and removed). Damage past
 * dead is not counted in damageSuffered.
 */
export function hurt(st: IntroGame, u: number, amount: number, log?: GameLog): void {
  const state = st.state;
  if (state.alive[u] === 0) return;
  const applied = Math.min(amount, DEAD - state.damage[u]);
  state.damage[u] += applied;
  state.stats[M_DAMAGE * 2 + state.owner[u]] += applied;
  if (state.damage[u] >= DEAD) {
    state.alive[u] = 0;
    state.pending[u] = 0;
    state.stats[M_UNITS_LOST * 2 + state.owner[u]]++;
    if (log) log.event(`  ${st.label[u]} is dead and removed`);
  }
}
