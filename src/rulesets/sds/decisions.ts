/**
 * The SDS decisions. The engine lists the legal options of each decision in a reused buffer
 * and asks the side's policy through the one protocol of the contract,
 * `policy.decide(game, kind, options, rng)`; the answer is an index into the buffer.
 *
 *   DECIDE_ACTIVATION       SDS 2.6-2.7: a model of the side that may still activate (its index),
 *                           then PASS when passing is allowed (SDS 2.6 / A36)
 *   DECIDE_ACTIVATION_DICE  SDS 2.7: 1, 2 or 3 dice (1 or 2 for a Slow model under maxTwoDice)
 *   DECIDE_ACTION           SDS 2.10: a candidate action (index into g.cKind/cTarget/…), then STOP;
 *                           g.askModel is the model, g.askLeft its actions left
 *   DECIDE_GROUP_DICE       SDS 2.11: 1, 2 or 3 dice for a group order by leader g.askModel of
 *                           kind g.askOrder with g.askSize members
 *   DECIDE_FREE             SDS 6.4: a free shot or charge at a fleeing model (candidate index),
 *                           then DECLINE; g.askModel is the model
 *   DECIDE_RIDER_MOVE       SDS 5.10.4: a rider whose charge target was eliminated, with no other
 *                           to switch to, may move freely without contacting anyone: a move
 *                           candidate (rules/riderMove.ts), then STOP; g.askModel, g.askLeft
 */
import type { Game } from './game.js';

export const DECIDE_ACTIVATION = 0;
export const DECIDE_ACTIVATION_DICE = 1;
export const DECIDE_ACTION = 2;
export const DECIDE_GROUP_DICE = 3;
export const DECIDE_FREE = 4;
export const DECIDE_RIDER_MOVE = 5;

/** Option codes for declining: pass the turn, stop acting, decline a free activation. */
export const PASS = -1;
export const STOP = -1;
export const DECLINE = -1;

/** Candidate kinds a policy never takes (bit 1 << kind), so the engine need not list them. */
export function skipBit(kind: number): number {
  return 2 ** kind;
}

/**
 * Asks side `side`'s policy to pick one of the first `count` codes in g.optScratch; returns the
 * code. The options reach the policy in a reused buffer of exactly `count` codes.
 */
export function ask(g: Game, side: number, kind: number, count: number): number {
  const options = g.optionsOf(count);
  const policy = g.policies[side];
  const k = policy.decide(g, kind, options, g.ai);
  if (!(k >= 0 && k < count) || (k | 0) !== k) throw new Error(`sds: policy '${policy.name}' chose option ${k} of ${count} (decision ${kind})`);
  return options[k];
}

/** Lists the candidates 0..g.nc-1 followed by `decline` (STOP or DECLINE) and asks; returns the candidate index or the decline code. */
export function askCandidate(g: Game, side: number, kind: number, decline: number): number {
  const buf = g.optScratch;
  const n = g.nc;
  for (let k = 0; k < n; k++) buf[k] = k;
  buf[n] = decline;
  return ask(g, side, kind, n + 1);
}

/** Asks for a dice count among 1..max. */
export function askDice(g: Game, side: number, kind: number, max: number): number {
  const buf = g.optScratch;
  for (let d = 1; d <= max; d++) buf[d - 1] = d;
  return ask(g, side, kind, max);
}
