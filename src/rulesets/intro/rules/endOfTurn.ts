import type { GameLog } from '../../types.js';
import { hurt } from './damage.js';
import type { IntroState } from '../state.js';

/**
 * INT-5.6: after the melee phase, pending ranged damage lands, units at damage 3 are removed
 * and the per-turn flags are reset. (Victory is checked by the caller, INT-7.)
 */
export function endOfTurn(st: IntroState, log?: GameLog): void {
  for (let u = 0; u < st.n; u++) {
    const p = st.pending[u];
    if (p === 0) continue;
    st.pending[u] = 0;
    if (st.alive[u] === 0) continue;
    if (log) log.event(`  ${st.label[u]} takes ${p} ranged damage (was ${st.damage[u]})`);
    hurt(st, u, p, log);
  }
  st.resetTurnFlags();
}
