import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { refuseHint } from '../../kit/decision.js';
import { ask, DECIDE_ACTIVATE, type IntroPolicies, STOP } from '../decisions.js';
import { M_ACT_TESTS, M_ACTIVATIONS } from '../state.js';
import type { IntroGame } from '../game.js';

/** DECIDE_ACTIVATE: STOP or an untried living unit of the side choosing. */
function activationOption(st: IntroGame, u: number): boolean {
  const s = st.state;
  return u === STOP || (s.owner[u] === st.decision.side && s.alive[u] === 1 && s.tried[u] === 0);
}

/**
 * INT-5.1: each player in turn tries to activate his units one at a time, in the order his
 * policy picks, with 1d6 ≤ ABI; the first failure ends his phase (G-I1). Each unit is tried at
 * most once; a player may stop of his own accord.
 */
export function activationPhase(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  for (let o = 0; o < 2; o++) {
    const p = state.order[o];
    const policy = policies[p];
    for (;;) {
      let u: number;
      if (policy.pickActivation !== undefined) {
        st.decision.pose(DECIDE_ACTIVATE, p, -1);
        u = policy.pickActivation(st);
        if (!activationOption(st, u)) refuseHint(st.decision, policy, u);
        // an empty list ends the phase without asking: the same as stopping
      } else {
        let c = 0;
        for (let v = st.sideStart(p), e = st.sideEnd(p); v < e; v++) if (state.alive[v] === 1 && state.tried[v] === 0) scratch.codes[c++] = v;
        if (c === 0) break;
        scratch.codes[c++] = STOP;
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
export function tryActivate(st: IntroGame, u: number, dice: Dice, log?: GameLog): boolean {
  const state = st.state;
  state.tried[u] = 1;
  const side = state.owner[u];
  state.stats[M_ACT_TESTS * 2 + side]++;
  const roll = dice.d6();
  const ok = roll <= state.abi[u];
  if (ok) {
    state.active[u] = 1;
    state.stats[M_ACTIVATIONS * 2 + side]++;
    // G-I2: activation is not one of the two actions unless the option says so
    if (st.cfg.activationIsAction) state.actions[u]++;
  }
  if (log) log.event(`  activate ${st.label[u]}: d6 ${roll} vs ABI ${state.abi[u]}: ${ok ? 'active' : 'fails'}`);
  return ok;
}
