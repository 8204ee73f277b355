/**
 * The candidates of the SDS decision being asked (DECIDE_ACTION, DECIDE_FREE, DECIDE_RIDER_MOVE:
 * decisions.ts): one entry per legal choice of the model, listed by rules/candidates.ts (and the
 * policy's proposed moves), read by the policies and, for the one chosen, by the rules. Part of
 * the decision channel (game.ts SdsDecision.cands), declared with kit/state.ts so that the search
 * saves and restores it from the declaration.
 */
import { declareState, fixedArray, scalar, type StateOf } from '../kit/state.js';

/** Room for the candidates of one decision (a longer listing is cut: rules/candidates.ts). */
export const MAX_CANDS = 256;

export const sdsCandidates = declareState('sds candidates', {
  /** The action (A_* of game.ts). */
  kind: fixedArray(Int8Array, MAX_CANDS),
  /** The model it is about (target, friend), or −1 (or a kind's own code: SR_LATER). */
  target: fixedArray(Int16Array, MAX_CANDS),
  /** Actions it costs. */
  cost: fixedArray(Int8Array, MAX_CANDS),
  /** Its point (moves) or its kind's own numbers (aim actions, the front-rank volley, SDS 5.8's order). */
  x: fixedArray(Float64Array, MAX_CANDS),
  y: fixedArray(Float64Array, MAX_CANDS),
  /** The deciding policy's worth of each candidate (0 as listed). */
  score: fixedArray(Float64Array, MAX_CANDS),
  /** How many are listed. */
  n: scalar(),
});

export type Candidates = StateOf<typeof sdsCandidates.fields>;

/** Appends a candidate (none past MAX_CANDS), its score 0. */
export function addCand(c: Candidates, kind: number, target: number, cost: number, x: number, y: number): void {
  if (c.n >= MAX_CANDS) return;
  const k = c.n++;
  c.kind[k] = kind;
  c.target[k] = target;
  c.cost[k] = cost;
  c.x[k] = x;
  c.y[k] = y;
  c.score[k] = 0;
}
