import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { ask, DECIDE_RECOVER, type IntroPolicies, STOP } from '../decisions.js';
import { M_REC_TESTS, M_RECOVERIES } from '../state.js';
import type { IntroGame } from '../game.js';
import { MAX_ACTIONS } from '../constants.js';

/**
 * INT-5.2 / G-I3: each player in turn may try to restore one level of damage on one of his
 * damaged units (active or not), `recoveryPerPlayerPerTurn` times, each on a different unit.
 */
export function recoveryPhase(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  for (let o = 0; o < 2; o++) {
    const p = state.order[o];
    for (let k = 0; k < st.cfg.recoveries; k++) {
      let c = 0;
      for (let u = st.sideStart(p), e = st.sideEnd(p); u < e; u++) {
        // a dead unit never recovers (INT-5.2.3); a unit with two actions spent cannot act
        if (state.alive[u] === 1 && state.damage[u] > 0 && state.recovered[u] === 0 && state.actions[u] < MAX_ACTIONS) scratch.codes[c++] = u;
      }
      if (c === 0) break;
      scratch.codes[c++] = STOP;
      const u = ask(st, policies[p], rng.ai, DECIDE_RECOVER, p, -1, c);
      if (u === STOP) break;
      attemptRecovery(st, u, rng.dice, log);
    }
  }
}

/** One recovery attempt: ABI test (unless recoveryNeedsTest is off); success heals 1 level and uses an action. */
export function attemptRecovery(st: IntroGame, u: number, dice: Dice, log?: GameLog): boolean {
  const state = st.state;
  state.recovered[u] = 1;
  const side = state.owner[u];
  state.stats[M_REC_TESTS * 2 + side]++;
  let roll = 0;
  const ok = !st.cfg.recoveryNeedsTest || (roll = dice.d6()) <= state.abi[u];
  if (ok) {
    state.damage[u]--;
    state.actions[u]++;
    state.stats[M_RECOVERIES * 2 + side]++;
  } else if (st.cfg.failedRecoveryUsesAction) {
    state.actions[u]++;
  }
  if (log) {
    const test = st.cfg.recoveryNeedsTest ? `d6 ${roll} vs ABI ${state.abi[u]}` : 'no test';
    log.event(`  recover ${st.label[u]}: ${test}: ${ok ? `damage now ${state.damage[u]}` : 'fails'}`);
  }
  return ok;
}
