/**
 * The policies' buffers and per-decision caches, one set per Game: a policy is made afresh for
 * every game, so buffers of its own would be allocated every game. The rules never read them, and
 * nothing here carries from one decision to the next except the search's forward-model copy.
 */
import { MAX_OPTIONS } from '../decisions.js';
import { MAX_PENDING, MAX_PENDING_UNITS } from '../rules/pending.js';
import { MAX_UNITS, sideFacts } from '../rules/scratch.js';

/** `G`: the Game (a type parameter, so that the Game may own one without an import cycle). */
export class PolicyScratch<G> {
  // the heuristic generals' per-decision caches by unit (valid while the stamp is the decision's)
  stamp = 1;
  readonly beforeStamp = new Int32Array(MAX_UNITS);
  readonly beforeVal = new Float64Array(MAX_UNITS);
  /** The enemy nearest to each unit when the heuristic last valued where it stands (−1: none yet). */
  readonly nearHint = new Int32Array(MAX_UNITS).fill(-1);
  readonly passStamp = new Int32Array(MAX_UNITS);
  readonly passVal = new Float64Array(MAX_UNITS);
  readonly orderVals = new Float64Array(MAX_OPTIONS);
  /** Upper bounds on the pending moves' values (lazyMoves). */
  readonly pendingBound = new Float64Array(MAX_PENDING);
  readonly unitBound = new Float64Array(MAX_PENDING_UNITS);
  /** Upper bounds on the unplanned charges' values, in the order listed (lazyCharges). */
  readonly chargeBound = new Float64Array(MAX_OPTIONS);
  /** The place a heuristic values (anchor x, y, facing x, y). */
  readonly cand = new Float64Array(4);
  /** The value posValue worked out (a number returned from a call that does not inline is boxed). */
  value = 0;
  /** The dice facts of the heuristic's expected casualties (fireTarget.ts). */
  readonly fireDice = new Int32Array(3);
  /** The two sides' facts of the heuristic's expected melee edge (chargeEdge.ts). */
  readonly meleeA = sideFacts(true);
  readonly meleeD = sideFacts(false);
  /** The search policy's forward-model copy of this Game (search.ts), made on its first search. */
  searchCopy: G | null = null;
}
