/**
 * Candidate moves not yet listed or checked (moves.ts, for a policy with `lazyMoves`): the units
 * whose moves are offered, and the candidates of those listed so far. Each candidate is
 * the move context and the tryMove arguments it was aimed with, so that resolveMove checks it
 * later exactly as pushMoves would have at once. Checking (legality with its bisection) is most
 * of the cost of a candidate; a policy that can bound a candidate's worth from these numbers
 * checks only the ones that might beat its best option so far.
 */

/** Room for the candidates of one decision (a division's units, about a dozen each). */
export const MAX_PENDING = 512;
/** Room for the units of one decision. */
export const MAX_PENDING_UNITS = 64;
/** Option sequence numbers kept for one unit's moves (far above any unit's count of candidates). */
export const SEQ_BLOCK = 1024;

export class PendingMoves {
  /**
   * The units whose moves are offered, each listed only when the policy asks (listUnitMoves):
   * the unit, the first sequence number of its moves (they come where pushMoves would have
   * pushed them), under a division order (1/0), and listed yet (1/0).
   */
  nUnits = 0;
  readonly units = new Int32Array(MAX_PENDING_UNITS);
  readonly unitSeq = new Int32Array(MAX_PENDING_UNITS);
  readonly unitDivision = new Uint8Array(MAX_PENDING_UNITS);
  readonly unitListed = new Uint8Array(MAX_PENDING_UNITS);
  /** The next sequence number while a unit's moves are listed. */
  seqNext = 0;

  /** Offers unit u's moves (first sequence number seq) for listing on demand; false when there is no room. */
  addUnit(u: number, seq: number, division: boolean): boolean {
    if (this.nUnits >= MAX_PENDING_UNITS) return false;
    const k = this.nUnits++;
    this.units[k] = u;
    this.unitSeq[k] = seq;
    this.unitDivision[k] = division ? 1 : 0;
    this.unitListed[k] = 0;
    return true;
  }

  /** The candidates listed so far. */
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
