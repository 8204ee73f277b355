/** SDS rule numbers used in several places, each citing its section. */

/** SDS 2.11 / 2.14: a group order or a Volley takes at most six models. */
export const GROUP_MAX_SIZE = 6;

/** SDS 2.15: Shoot and Reload is ordered to two ranks of at most three models each. */
export const SHOOT_RELOAD_RANK = 3;

/** SDS 2.15 (tournament example): a Shoot and Reload roll with this many actions lets the front rank aim. */
export const SHOOT_RELOAD_AIM_ACTIONS = 3;

/** SDS 10.9: a tournament has at least 4 rounds (3 by exception) and 8 players. */
export const TOURNAMENT_MIN_ROUNDS = 3;
export const TOURNAMENT_MIN_PLAYERS = 8;

/** SDS 6.1: a morale test rolls three dice (also the charge test of SDS 5.10). */
export const MORALE_DICE = 3;

/**
 * Not a rule number: the least progress a competent player spends an action on (issue 9). A
 * move shorter than this (a fifth of a 25 mm base) is inside the error of measuring at the
 * table, and the rules measure nothing finer than their shortest stick (S, 75 mm): players
 * do not spend an action on it. Policies (rules/trial.ts), the group move's block steps
 * (rules/groups.ts) and the play invariants (policies/invariants.ts) share it.
 */
export const NEGLIGIBLE_MOVE_MM = 5;

/** SDS 5.10.4: a rider with no new target "may not contact anyone: stop the model 1 cm from the enemy" (mm). */
export const RIDER_STAND_OFF_MM = 10;
