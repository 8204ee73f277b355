/**
 * Optimal (minimax) strategies of a finite two-player zero-sum game by linear programming,
 * solved with a small dense simplex using Bland's rule (no cycling on the degenerate LPs that
 * symmetric games such as rock–paper–scissors produce).
 *
 * Formulation (von Neumann; e.g. Ferguson, "Game Theory", Part II §4.4): shift the payoff matrix
 * A (row player's gain) to A' = A + s with every entry > 0, so the value V' > 0. Then
 *   column player:  maximise Σ y_j  subject to  A' y ≤ 1,  y ≥ 0
 * is a standard-form LP with the origin feasible; at the optimum V' = 1/Σy, the column
 * strategy is y·V', and the row strategy is the dual solution (the objective-row entries of the
 * slack columns) times V'. The game value is V' − s.
 */

export interface ZeroSumSolution {
  /** Row player's optimal mixed strategy (sums to 1). */
  row: number[];
  /** Column player's optimal mixed strategy (sums to 1). */
  col: number[];
  /** Value of the game to the row player. */
  value: number;
  pivots: number;
}

const EPS = 1e-12;

export function solveZeroSum(A: number[][]): ZeroSumSolution {
  const m = A.length;
  if (m === 0) throw new RangeError('solveZeroSum: empty matrix');
  const n = A[0].length;
  let min = Infinity;
  let max = -Infinity;
  for (const r of A) {
    if (r.length !== n) throw new RangeError('solveZeroSum: rows of different lengths');
    for (const v of r) {
      if (!Number.isFinite(v)) throw new RangeError(`solveZeroSum: payoff ${v} is not finite`);
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  }
  const shift = 1 - min + (max - min); // entries of A' lie in [1, 1 + 2(max − min)]: well scaled, > 0
  // tableau rows 0..m−1: [A' | I | 1]; row m: objective [−1 … −1 | 0 … 0 | 0]
  const cols = n + m + 1;
  const T: Float64Array[] = [];
  for (let i = 0; i < m; i++) {
    const r = new Float64Array(cols);
    for (let j = 0; j < n; j++) r[j] = A[i][j] + shift;
    r[n + i] = 1;
    r[cols - 1] = 1;
    T.push(r);
  }
  const obj = new Float64Array(cols);
  for (let j = 0; j < n; j++) obj[j] = -1;
  T.push(obj);
  const basis = Array.from({ length: m }, (_, i) => n + i);
  const scale = 1 + 2 * (max - min);
  const tol = EPS * scale;
  let pivots = 0;
  for (;;) {
    // Bland: entering = lowest-index column with negative reduced cost
    let e = -1;
    for (let j = 0; j < n + m; j++)
      if (obj[j] < -tol) {
        e = j;
        break;
      }
    if (e < 0) break;
    // ratio test; ties broken by the lowest basis index (Bland)
    let leave = -1;
    let best = Infinity;
    for (let i = 0; i < m; i++) {
      const a = T[i][e];
      if (a > tol) {
        const ratio = T[i][cols - 1] / a;
        if (ratio < best - tol || (Math.abs(ratio - best) <= tol && basis[i] < basis[leave])) {
          best = ratio;
          leave = i;
        }
      }
    }
    if (leave < 0) throw new Error('solveZeroSum: LP unbounded (cannot happen for a shifted game; numerical trouble)');
    const pr = T[leave];
    const pv = pr[e];
    for (let j = 0; j < cols; j++) pr[j] /= pv;
    for (let i = 0; i <= m; i++) {
      if (i === leave) continue;
      const r = T[i];
      const f = r[e];
      if (f === 0) continue;
      for (let j = 0; j < cols; j++) r[j] -= f * pr[j];
      r[e] = 0;
    }
    basis[leave] = e;
    pivots++;
    if (pivots > 10000) throw new Error('solveZeroSum: simplex did not terminate');
  }
  const sumY = obj[cols - 1];
  const vShift = 1 / sumY;
  const col = new Array<number>(n).fill(0);
  for (let i = 0; i < m; i++) if (basis[i] < n) col[basis[i]] = T[i][cols - 1] * vShift;
  const row = new Array<number>(m);
  for (let i = 0; i < m; i++) row[i] = Math.max(0, obj[n + i]) * vShift;
  return { row: normalise(row), col: normalise(col), value: vShift - shift, pivots };
}

function normalise(x: number[]): number[] {
  // remove floating dust so weights sum to exactly 1 (up to rounding) and tiny negatives vanish
  const c = x.map((v) => (v < 1e-14 ? 0 : v));
  const s = c.reduce((a, b) => a + b, 0);
  return c.map((v) => v / s);
}

export interface MetaMix {
  /** Equilibrium weight of each list (the meta mix), sums to 1. */
  weights: number[];
  /** Value to the mix: 0 for a symmetric game (up to rounding). */
  value: number;
  /** Each list's expected score against the mix: 0.5 for lists in the support, ≤ 0.5 for the rest. */
  scoreVsMix: number[];
}

/**
 * The meta equilibrium of a list-vs-list score matrix: the Nash mix of the symmetric zero-sum
 * game with payoff A_ij = score_ij − ½. Monte Carlo cells need not satisfy
 * score_ij + score_ji = 1 exactly (the two cells may be separate runs), so the game is made
 * exactly antisymmetric first: A_ij = (score_ij − score_ji)/2, which equals score_ij − ½ when they
 * do. A symmetric game's value is 0 and the row player's optimal strategy is also optimal for
 * the column player, so `weights` is a symmetric equilibrium. When several equilibria exist
 * the simplex returns one vertex of the optimal set.
 */
export function metaMix(score: number[][]): MetaMix {
  const k = score.length;
  const A = score.map((r, i) => {
    if (r.length !== k) throw new RangeError('metaMix: score matrix must be square');
    return r.map((v, j) => (i === j ? 0 : (v - score[j][i]) / 2));
  });
  const s = solveZeroSum(A);
  const scoreVsMix = A.map((r) => 0.5 + r.reduce((acc, v, j) => acc + v * s.row[j], 0));
  return { weights: s.row, value: s.value, scoreVsMix };
}
