import type { GameLog } from '../../types.js';
import { hurt } from './damage.js';
import type { IntroGame } from '../game.js';

/**
 * INT-5.6: after the melee phase, pending ranged damage lands, units at damage 3 are removed
 * and the per-turn flags are reset. (Victory is checked by the caller, INT-7.)
 */
export function endOfTurn(st: IntroGame, log?: GameLog): void {
  const state = st.state;
  for (let u = 0; u < st.n; u++) {
    const p = state.pending[u];
    if (p === 0) continue;
    state.pending[u] = 0;
    if (state.alive[u] === 0) continue;
    if (log) log.event(`  ${st.label[u]} takes ${p} ranged damage (was ${state.damage[u]})`);
    hurt(st, u, p, log);
  }
  st.resetTurnFlags();
}
