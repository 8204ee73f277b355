import type { Dice } from '../../engine/dice.js';
import type { Policy } from '../types.js';
import type { IntroState } from './state.js';

/** A policy sees the state (decision kind in state.decision) and option codes (unit indices or STOP/HOLD/RETREAT). */
export type IntroPolicy = Policy<IntroState, number>;
export type IntroPolicies = readonly [IntroPolicy, IntroPolicy];

/**
 * Asks `policy` to pick one of the first `count` codes in st.scratch and returns the code.
 * The option list is a reused buffer: policies must not keep it.
 */
export function ask(st: IntroState, policy: IntroPolicy, ai: Dice, kind: number, player: number, actor: number, count: number): number {
  st.decision = kind;
  st.player = player;
  st.actor = actor;
  if (count === 1) return st.scratch[0];
  const options = st.optionsOf(count);
  const k = policy.decide(st, options, ai);
  if (!(k >= 0 && k < count) || (k | 0) !== k) throw new Error(`intro: policy '${policy.name}' chose option ${k} of ${count}`);
  return options[k];
}
