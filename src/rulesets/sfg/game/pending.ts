/**
 * Candidate moves listed but not yet checked (moves.ts, for a policy with `lazyMoves`): each is
 * the move context and the tryMove arguments it was aimed with, so that resolveMove checks it
 * later exactly as pushMoves would have at once. Checking (legality with its bisection) is most
 * of the cost of a candidate; a policy that can bound a candidate's worth from these numbers
 * checks only the ones that might beat its best option so far.
 */

/** Room for the candidates of one decision (a division's units, about a dozen each). */
export const MAX_PENDING = 512;

export class PendingMoves {
  n = 0;
  /** The unit moving and the option sequence number the move would have had (ties: lowest first). */
  readonly unit = new Int32Array(MAX_PENDING);
  readonly seq = new Int32Array(MAX_PENDING);
  /** Final facing and direction of the move, from the unit's anchor. */
  readonly fx = new Float64Array(MAX_PENDING);
  readonly fy = new Float64Array(MAX_PENDING);
  readonly dx = new Float64Array(MAX_PENDING);
  readonly dy = new Float64Array(MAX_PENDING);
  /** Footprint half-sizes in the formation tried. */
  readonly hw = new Float64Array(MAX_PENDING);
  readonly hd = new Float64Array(MAX_PENDING);
  /** The planned distance (the move is this long or shortened) and the shortest worth pushing. */
  readonly dist = new Float64Array(MAX_PENDING);
  readonly minDist = new Float64Array(MAX_PENDING);
  /** The option's formation (or limbered flag) and aux, as pushMove takes them. */
  readonly form = new Int32Array(MAX_PENDING);
  readonly aux = new Int32Array(MAX_PENDING);
  /** The rest of the move context: mounted, limbered (0/1), road (−1: none). */
  readonly mounted = new Int32Array(MAX_PENDING);
  readonly limbered = new Int32Array(MAX_PENDING);
  readonly road = new Int32Array(MAX_PENDING);
  /** SFG-4.3: listed under a division order (1/0), with the mover's nearest enemy distance and index before moving. */
  readonly division = new Uint8Array(MAX_PENDING);
  readonly startEnemyDist = new Float64Array(MAX_PENDING);
  readonly nearHint = new Int32Array(MAX_PENDING);
  /** Checked already (by resolveMove). */
  readonly done = new Uint8Array(MAX_PENDING);
}
