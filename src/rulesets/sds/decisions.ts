/**
 * The SDS decisions. The engine lists the legal options of each decision in a reused buffer
 * (g.scratch.codes) and asks the side's policy through the kit's one decision point (askPolicy:
 * g.decision is posed, the answer, an index into the options, is checked):
 *
 *   DECIDE_ACTIVATION       SDS 2.6-2.7: a model of the side that may still activate (its index),
 *                           then PASS when passing is allowed (SDS 2.6 / A36)
 *   DECIDE_ACTIVATION_DICE  SDS 2.7: 1, 2 or 3 dice (1 or 2 for a Slow model under maxTwoDice)
 *                           for model g.decision.actor
 *   DECIDE_ACTION           SDS 2.10: a candidate action (index into g.decision.cands), then STOP;
 *                           g.decision.actor is the model, g.decision.left its actions left
 *   DECIDE_GROUP_DICE       SDS 2.11: 1, 2 or 3 dice for a group order by leader g.decision.actor
 *                           of kind g.decision.order with g.decision.size members
 *   DECIDE_FREE             SDS 6.4: a free shot or charge at a fleeing model (candidate index),
 *                           then DECLINE; g.decision.actor is the model
 *   DECIDE_RIDER_MOVE       SDS 5.10.4: a rider whose charge target was eliminated, with no other
 *                           to switch to, may move freely without contacting anyone: a move
 *                           candidate (rules/riderMove.ts), then STOP; g.decision.actor, .left
 *
 * A single option is asked too (askPolicy's askSingle): an SDS policy picks the activation dice
 * with the model, so it is asked for the one model left as for any other. The policy's declared
 * hints (game.ts SdsHints) are asked here as well: they are consulted while options are listed,
 * also inside other decisions (policies list other models' actions to value them), so they read
 * the model they are given and leave the posed decision as it is.
 */
import { askPolicy, refuseHint } from '../kit/decision.js';
import { A_POINT, type Game } from './game.js';

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
 * Asks side `side`'s policy to pick one of the first `count` codes in g.scratch.codes about model
 * `actor` (−1: none); returns the code. The options reach the policy in a reused buffer of
 * exactly `count` codes.
 */
export function ask(g: Game, side: number, kind: number, actor: number, count: number): number {
  return askPolicy(g.decision, g.policies[side], g, kind, side, actor, g.scratch.codes, count, g.ai, true);
}

/** Lists the candidates 0..g.decision.cands.n-1 followed by `decline` (STOP or DECLINE) and asks; returns the candidate index or the decline code. */
export function askCandidate(g: Game, side: number, kind: number, actor: number, decline: number): number {
  const buf = g.scratch.codes;
  const n = g.decision.cands.n;
  for (let k = 0; k < n; k++) buf[k] = k;
  buf[n] = decline;
  return ask(g, side, kind, actor, n + 1);
}

/** Asks for a dice count among 1..max. */
export function askDice(g: Game, side: number, kind: number, actor: number, max: number): number {
  const buf = g.scratch.codes;
  for (let d = 1; d <= max; d++) buf[d - 1] = d;
  return ask(g, side, kind, actor, max);
}

/** The candidate kinds side's policy never takes (SdsHints.skip; bit 1 << kind). */
export function skippedKinds(g: Game, side: number): number {
  return g.policies[side].skip ?? 0;
}

/** Does side's policy list a Leader's Shoot and Reload orders itself (SdsHints.shootReloadLater)? */
export function listsShootReloadLater(g: Game, side: number): boolean {
  return g.policies[side].shootReloadLater === true;
}

/** Does side's policy keep model i out of every group it orders (SdsHints.keepOutOfGroups)? */
export function keptOutOfGroups(g: Game, side: number, i: number): boolean {
  const policy = g.policies[side];
  return policy.keepOutOfGroups !== undefined && policy.keepOutOfGroups(g, i) === true;
}

/**
 * The A_POINT moves side's policy proposes for model m (SdsHints.addMoves), added to the
 * candidates; refused unless each is one action toward a point on the table.
 */
export function proposeMoves(g: Game, side: number, m: number, kind: number): void {
  const cfg = g.cfg;
  const cands = g.decision.cands;
  const policy = g.policies[side];
  if (policy.addMoves === undefined) return;
  const from = cands.n;
  policy.addMoves(g, m);
  for (let k = from; k < cands.n; k++) {
    const x = cands.x[k];
    const y = cands.y[k];
    if (cands.kind[k] !== A_POINT || cands.cost[k] !== 1 || !(x >= 0 && x <= cfg.table.width && y >= 0 && y <= cfg.table.height)) {
      g.decision.pose(kind, side, m);
      refuseHint(g.decision, policy, cands.kind[k]);
    }
  }
}
