import type { GameLog } from '../../types.js';
import { M_DAMAGE, M_UNITS_LOST, type IntroState } from '../state.js';
import { DEAD } from '../constants.js';

/**
 * Adds damage to a unit now (INT-3.1: each hit is 1 level; 3 is dead and removed). Damage past
 * dead is not counted in damageSuffered.
 */
export function hurt(st: IntroState, u: number, amount: number, log?: GameLog): void {
  if (st.alive[u] === 0) return;
  const applied = Math.min(amount, DEAD - st.damage[u]);
  st.damage[u] += applied;
  st.stats[M_DAMAGE * 2 + st.owner[u]] += applied;
  if (st.damage[u] >= DEAD) {
    st.alive[u] = 0;
    st.pending[u] = 0;
    st.stats[M_UNITS_LOST * 2 + st.owner[u]]++;
    if (log) log.event(`  ${st.label[u]} is dead and removed`);
  }
}
