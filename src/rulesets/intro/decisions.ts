import type { Dice } from '../kit/dice.js';
import { askPolicy } from '../kit/decision.js';
import type { Policy } from '../types.js';
import type { IntroGame } from './game.js';

/** Decision kinds a policy is asked about; `game.decision.kind` holds the current one. */
export const DECIDE_ACTIVATE = 1; // options: own untried units, or STOP
export const DECIDE_RECOVER = 2; // options: own damaged units, or STOP
export const DECIDE_SHOOTER = 3; // options: own units able to shoot, or STOP
export const DECIDE_SHOT_TARGET = 4; // actor = shooter; options: visible enemies in range, or STOP (hold fire)
export const DECIDE_MOVE = 5; // actor = mover; options: HOLD, RETREAT, ADVANCE (beyond short range), enemy j within move + reach (close to contact)
export const DECIDE_ATTACKER = 6; // options: own units able to attack in melee, or STOP
export const DECIDE_MELEE_TARGET = 7; // actor = attacker; options: enemies within reach, or STOP (decline)

/** Option codes that are not unit indices. */
export const STOP = -1;
export const HOLD = -1;
export const RETREAT = -2;
/** Move towards the nearest enemy, stopping just inside the short band. */
export const ADVANCE = -3;

/**
 * A policy sees the game and the decision kind (DECIDE_*, also in game.decision) and option
 * codes (unit indices or STOP/HOLD/RETREAT/ADVANCE).
 *
 * Hints: declared shortcut answers that let a policy answer a decision without the engine
 * listing every option first (listing shot targets costs a line-of-sight test per enemy). Each
 * must return exactly the code `decide` would pick from the full list, and is asked only by its
 * phase through the kit (askHint: game.decision set as for `decide`, the answer checked), with
 * the phase's caches (nearest enemies, who may shoot or attack, enemies in reach) in place.
 * Policies without them are asked with the full list.
 */
export interface IntroPolicy extends Policy<IntroGame> {
  description: string;
  /** DECIDE_SHOOTER: a unit for which shooting.mayShoot holds, or STOP. */
  pickShooter?(st: IntroGame): number;
  /** DECIDE_SHOT_TARGET for shooter game.decision.actor: an enemy it may shoot at, or STOP. */
  pickShotTarget?(st: IntroGame): number;
  /** DECIDE_ACTIVATE: an untried living unit of game.decision.side, or STOP. */
  pickActivation?(st: IntroGame): number;
  /** DECIDE_MOVE for mover game.decision.actor: HOLD, RETREAT, ADVANCE or an enemy code, as listed by movementPhase. */
  pickMove?(st: IntroGame): number;
  /** DECIDE_ATTACKER: a unit for which melee.mayAttack holds, or STOP. */
  pickAttacker?(st: IntroGame): number;
  /** DECIDE_MELEE_TARGET for attacker game.decision.actor: a living enemy within reach, or STOP. */
  pickMeleeTarget?(st: IntroGame): number;
}
export type IntroPolicies = readonly [IntroPolicy, IntroPolicy];

/**
 * Asks `policy` (through the kit's one decision point) to pick one of the first `count` codes
 * of the game's option scratch and returns the code.
 */
export function ask(st: IntroGame, policy: IntroPolicy, ai: Dice, kind: number, player: number, actor: number, count: number): number {
  return askPolicy(st.decision, policy, st, kind, player, actor, st.scratch.codes, count, ai);
}
