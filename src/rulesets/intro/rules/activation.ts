import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { ask, pose, type IntroPolicies } from '../decisions.js';
import { DECIDE_ACTIVATE, M_ACTIVATIONS, M_ACT_TESTS, STOP, type IntroState } from '../state.js';

/**
 * INT-5.1: each player in turn tries to activate his units one at a time, in the order his
 * policy picks, with 1d6 ≤ ABI; the first failure ends his phase (G-I1). Each unit is tried at
 * most once; a player may stop of his own accord.
 */
export function activationPhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  for (let o = 0; o < 2; o++) {
    const p = st.order[o];
    const policy = policies[p];
    for (;;) {
      let u: number;
      if (policy.pickActivation !== undefined) {
        pose(st, DECIDE_ACTIVATE, p, -1);
        u = policy.pickActivation(st);
        if (u !== STOP && !(st.owner[u] === p && st.alive[u] === 1 && st.tried[u] === 0))
          throw new Error(`intro: policy '${policy.name}' picked unit ${u} to activate, not one ` + `of its options`);
        // an empty list ends the phase without asking: the same as stopping
      } else {
        let c = 0;
        for (let v = st.sideStart(p), e = st.sideEnd(p); v < e; v++) if (st.alive[v] === 1 && st.tried[v] === 0) st.scratch[c++] = v;
        if (c === 0) break;
        st.scratch[c++] = STOP;
        u = ask(st, policy, rng.ai, DECIDE_ACTIVATE, p, -1, c);
      }
      if (u === STOP) {
        if (log) log.event(`  ${st.sideNames[p]} stops activating`);
        break;
      }
      if (!tryActivate(st, u, rng.dice, log) && st.cfg.activationStopsOnFail) break;
    }
  }
}

/** INT-4.2: one activation test; returns whether the unit is now active. */
export function tryActivate(st: IntroState, u: number, dice: Dice, log?: GameLog): boolean {
  st.tried[u] = 1;
  const side = st.owner[u];
  st.stats[M_ACT_TESTS * 2 + side]++;
  const roll = dice.d6();
  const ok = roll <= st.abi[u];
  if (ok) {
    st.active[u] = 1;
    st.stats[M_ACTIVATIONS * 2 + side]++;
    // G-I2: activation is not one of the two actions unless the option says so
    if (st.cfg.activationIsAction) st.actions[u]++;
  }
  if (log) log.event(`  activate ${st.label[u]}: d6 ${roll} vs ABI ${st.abi[u]}: ${ok ? 'active' : 'fails'}`);
  return ok;
}
