import type { Dice } from '../kit/dice.js';
import type { Policy } from '../types.js';
import type { IntroState } from './state.js';

/**
 * A policy sees the state and the decision kind (DECIDE_* in state.ts, also in state.decision)
 * and option codes (unit indices or STOP/HOLD/RETREAT).
 *
 * Optional shortcuts let a policy answer a decision without the engine listing every option
 * first (listing shot targets costs a line-of-sight test per enemy). Each must return exactly
 * the code `decide` would pick from the full list, and is called only by its phase, with
 * state.decision/player/actor set as for `decide` and the phase's caches (nearest enemies,
 * who may shoot or attack, enemies in reach) in place; the engine checks that the answer is
 * one of the options. Policies without them are asked with the full list.
 */
export interface IntroPolicy extends Policy<IntroState> {
  description: string;
  /** DECIDE_SHOOTER: a unit for which shooting.mayShoot holds, or STOP. */
  pickShooter?(st: IntroState): number;
  /** DECIDE_SHOT_TARGET for shooter st.actor: an enemy it may shoot at, or STOP. */
  pickShotTarget?(st: IntroState): number;
  /** DECIDE_ACTIVATE: an untried living unit of st.player, or STOP. */
  pickActivation?(st: IntroState): number;
  /** DECIDE_MOVE for mover st.actor: HOLD, RETREAT, ADVANCE or an enemy code, as listed by movementPhase. */
  pickMove?(st: IntroState): number;
  /** DECIDE_ATTACKER: a unit for which melee.mayAttack holds, or STOP. */
  pickAttacker?(st: IntroState): number;
  /** DECIDE_MELEE_TARGET for attacker st.actor: a living enemy within reach, or STOP. */
  pickMeleeTarget?(st: IntroState): number;
}
export type IntroPolicies = readonly [IntroPolicy, IntroPolicy];

/**
 * Asks `policy` to pick one of the first `count` codes in st.scratch and returns the code.
 * The option list is a reused buffer: policies must not keep it.
 */
/** Sets the current decision for a policy shortcut (what `ask` does before calling decide). */
export function pose(st: IntroState, kind: number, player: number, actor: number): void {
  st.decision = kind;
  st.player = player;
  st.actor = actor;
}

export function ask(st: IntroState, policy: IntroPolicy, ai: Dice, kind: number, player: number, actor: number, count: number): number {
  st.decision = kind;
  st.player = player;
  st.actor = actor;
  if (count === 1) return st.scratch[0];
  const options = st.optionsOf(count);
  const k = policy.decide(st, kind, options, ai);
  if (!(k >= 0 && k < count) || (k | 0) !== k) throw new Error(`intro: policy '${policy.name}' chose option ${k} of ${count}`);
  return options[k];
}
