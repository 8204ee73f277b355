import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { ask, type IntroPolicies } from '../decisions.js';
import { DECIDE_RECOVER, M_RECOVERIES, M_REC_TESTS, STOP, type IntroState } from '../state.js';
import { MAX_ACTIONS } from '../constants.js';

/**
 * INT-5.2 / G-I3: each player in turn may try to restore one level of damage on one of his
 * damaged units (active or not), `recoveryPerPlayerPerTurn` times, each on a different unit.
 */
export function recoveryPhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  for (let o = 0; o < 2; o++) {
    const p = st.order[o];
    for (let k = 0; k < st.cfg.recoveries; k++) {
      let c = 0;
      for (let u = st.sideStart(p), e = st.sideEnd(p); u < e; u++) {
        // a dead unit never recovers (INT-5.2.3); a unit with two actions spent cannot act
        if (st.alive[u] === 1 && st.damage[u] > 0 && st.recovered[u] === 0 && st.actions[u] < MAX_ACTIONS) st.scratch[c++] = u;
      }
      if (c === 0) break;
      st.scratch[c++] = STOP;
      const u = ask(st, policies[p], rng.ai, DECIDE_RECOVER, p, -1, c);
      if (u === STOP) break;
      attemptRecovery(st, u, rng.dice, log);
    }
  }
}

/** One recovery attempt: ABI test (unless recoveryNeedsTest is off); success heals 1 level and uses an action. */
export function attemptRecovery(st: IntroState, u: number, dice: Dice, log?: GameLog): boolean {
  st.recovered[u] = 1;
  const side = st.owner[u];
  st.stats[M_REC_TESTS * 2 + side]++;
  let roll = 0;
  const ok = !st.cfg.recoveryNeedsTest || (roll = dice.d6()) <= st.abi[u];
  if (ok) {
    st.damage[u]--;
    st.actions[u]++;
    st.stats[M_RECOVERIES * 2 + side]++;
  } else if (st.cfg.failedRecoveryUsesAction) {
    st.actions[u]++;
  }
  if (log) {
    const test = st.cfg.recoveryNeedsTest ? `d6 ${roll} vs ABI ${st.abi[u]}` : 'no test';
    log.event(`  recover ${st.label[u]}: ${test}: ${ok ? `damage now ${st.damage[u]}` : 'fails'}`);
  }
  return ok;
}
