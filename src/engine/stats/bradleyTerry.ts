import { invert, matMul } from './linalg.js';
import { zFor } from './normal.js';

export interface BradleyTerryInput {
  /** points[i][j]: i's score points against j (wins + draws/2). Diagonal ignored. */
  points: number[][];
  /** games[i][j] = games[j][i]: games played between i and j. Diagonal ignored. */
  games: number[][];
  /** Optional draws[i][j] = draws[j][i], used to narrow the intervals (draws carry less variance). */
  draws?: number[][];
  /** Virtual drawn games added to every pair that played (default 0); needed when a player is unbeaten or winless. */
  prior?: number;
  conf?: number;
  /** MM stops when no log-strength moves more than this in a step (default 1e-9); Newton then polishes to 1e-12. */
  tol?: number;
  maxIter?: number;
}

export interface BradleyTerryResult {
  /** Log-strengths θ_i, normalised to mean 0. P(i beats j) = 1/(1 + e^(θj − θi)). */
  theta: number[];
  /** Standard errors of θ_i (under the mean-0 constraint). */
  thetaSe: number[];
  /** Elo-like ratings 400·log10(π_i) = 400θ_i/ln10, mean 0, with intervals. */
  elo: number[];
  eloLo: number[];
  eloHi: number[];
  /** Covariance of θ (k × k). */
  cov: number[][];
  /** MM iterations used (Newton steps not counted). */
  iterations: number;
  /** True when Newton's last step was below 1e-12. */
  converged: boolean;
}

const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry ratings by the MM algorithm of Hunter (2004), "MM algorithms for generalized
 * Bradley–Terry models", Ann. Statist. 32:384–406:
 *   π_i ← W_i / Σ_{j≠i} n_ij/(π_i + π_j),   W_i = Σ_j points_ij,
 * a monotone ascent of the likelihood that converges to the MLE when Ford's condition holds
 * (for every split of the players into two groups, each group scored against the other);
 * Newton steps on θ then polish the MM point (MM alone converges only linearly).
 * A draw counts as half a win (the usual tournament convention; a quasi-likelihood).
 *
 * Intervals: from the Fisher information of θ = ln π at the MLE (for this exponential family
 * observed and expected information coincide): H_ii = Σ_j n_ij p_ij p_ji, H_ij = −n_ij p_ij p_ji.
 * H is singular along (1,…,1) (only differences are identified); under the constraint Σθ = 0
 * the covariance is its pseudo-inverse, pinv(H) = (H + J/k)⁻¹ − J/k (J the all-ones matrix).
 * With draws given, the sandwich pinv(H)·M·pinv(H) is used, M the same form with the per-game
 * score variance p_ij p_ji − δ_ij/4 in place of p_ij p_ji (δ_ij the cell's draw share), since a
 * draw is a less variable outcome than a coin flip; without draws M = H.
 * Intervals are θ ± z·se (Wald), mapped to the Elo scale.
 */
export function bradleyTerry(inp: BradleyTerryInput): BradleyTerryResult {
  const k = inp.points.length;
  const prior = inp.prior ?? 0;
  const tol = inp.tol ?? 1e-9;
  const maxIter = inp.maxIter ?? 100000;
  const z = zFor(inp.conf ?? 0.95);
  if (k < 2) throw new RangeError('bradleyTerry: need at least 2 players');
  const n: number[][] = [];
  const w: number[][] = [];
  for (let i = 0; i < k; i++) {
    if (inp.points[i].length !== k || inp.games[i]?.length !== k) throw new RangeError('bradleyTerry: points and games must be k × k');
    n.push(new Array<number>(k).fill(0));
    w.push(new Array<number>(k).fill(0));
  }
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const g = inp.games[i][j];
      if (g !== inp.games[j][i]) throw new RangeError(`bradleyTerry: games[${i}][${j}] != games[${j}][${i}]`);
      const pij = inp.points[i][j];
      if (!(pij >= 0 && pij <= g)) throw new RangeError(`bradleyTerry: points[${i}][${j}]=${pij} not in [0, ${g}]`);
      if (Math.abs(pij + inp.points[j][i] - g) > 1e-9 * Math.max(1, g)) {
        throw new RangeError(`bradleyTerry: points[${i}][${j}] + points[${j}][${i}] must equal games (${g})`);
      }
      const pr = g > 0 ? prior : 0;
      n[i][j] = g + pr;
      w[i][j] = pij + pr / 2;
    }
  checkFord(w, k);
  const W = w.map((row) => row.reduce((s, v) => s + v, 0));
  let pi = new Array<number>(k).fill(1);
  let it = 0;
  let converged = false;
  while (it < maxIter) {
    it++;
    const next = new Array<number>(k);
    for (let i = 0; i < k; i++) {
      let d = 0;
      for (let j = 0; j < k; j++) if (j !== i && n[i][j] > 0) d += n[i][j] / (pi[i] + pi[j]);
      next[i] = W[i] / d;
    }
    // normalise to geometric mean 1 (mean θ = 0) each step so the scale cannot drift
    let lg = 0;
    for (let i = 0; i < k; i++) lg += Math.log(next[i]);
    const g = Math.exp(lg / k);
    let change = 0;
    for (let i = 0; i < k; i++) {
      next[i] /= g;
      change = Math.max(change, Math.abs(Math.log(next[i]) - Math.log(pi[i])));
    }
    pi = next;
    if (change < tol) {
      converged = true;
      break;
    }
  }
  // MM converges linearly, slowly when strengths are far apart (its per-step change understates
  // the remaining error); a few Newton steps on θ from the MM point finish the job quadratically.
  let theta = pi.map((v) => Math.log(v));
  let H: number[][] = [];
  let Hp: number[][] = [];
  for (let step = 0; step < 50; step++) {
    const info = information(theta, n, k);
    H = info.H;
    Hp = pinv(H, k);
    const g = W.map((Wi, i) => Wi - info.expected[i]);
    let maxStep = 0;
    const next = theta.map((t, i) => {
      let d = 0;
      for (let j = 0; j < k; j++) d += Hp[i][j] * g[j];
      maxStep = Math.max(maxStep, Math.abs(d));
      return t + d;
    });
    const mean = next.reduce((a, b) => a + b, 0) / k;
    theta = next.map((t) => t - mean);
    if (maxStep < 1e-12) {
      converged = true;
      break;
    }
    converged = false;
  }
  H = information(theta, n, k).H;
  Hp = pinv(H, k);
  const M = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      if (i === j || n[i][j] === 0) continue;
      const p = 1 / (1 + Math.exp(theta[j] - theta[i]));
      const dr = inp.draws ? inp.draws[i][j] / inp.games[i][j] : 0;
      const v = n[i][j] * Math.max(0, p * (1 - p) - (Number.isFinite(dr) ? dr : 0) / 4);
      M[i][j] -= v;
      M[i][i] += v;
    }
  const cov = inp.draws ? matMul(matMul(Hp, M), Hp) : Hp;
  const thetaSe = cov.map((row, i) => Math.sqrt(Math.max(0, row[i])));
  const elo = theta.map((t) => ELO * t);
  return {
    theta,
    thetaSe,
    elo,
    eloLo: elo.map((e, i) => e - z * ELO * thetaSe[i]),
    eloHi: elo.map((e, i) => e + z * ELO * thetaSe[i]),
    cov,
    iterations: it,
    converged,
  };
}

/** Fisher information H of θ and each player's expected points Σ_j n_ij p_ij. */
function information(theta: number[], n: number[][], k: number): { H: number[][]; expected: number[] } {
  const H = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const expected = new Array<number>(k).fill(0);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      if (i === j || n[i][j] === 0) continue;
      const p = 1 / (1 + Math.exp(theta[j] - theta[i]));
      const info = n[i][j] * p * (1 - p);
      H[i][j] -= info;
      H[i][i] += info;
      expected[i] += n[i][j] * p;
    }
  return { H, expected };
}

/** Pseudo-inverse of an information matrix whose null space is (1,…,1): (H + J/k)⁻¹ − J/k. */
function pinv(H: number[][], k: number): number[][] {
  return invert(H.map((row) => row.map((v) => v + 1 / k))).map((row) => row.map((v) => v - 1 / k));
}

/**
 * Ford's condition: the directed graph "i scored against j" is strongly connected. Otherwise
 * some group beat everyone outside it every time and the MLE puts it at infinite strength.
 */
function checkFord(w: number[][], k: number): void {
  const reach = (forward: boolean): boolean => {
    const seen = new Array<boolean>(k).fill(false);
    const stack = [0];
    seen[0] = true;
    while (stack.length) {
      const i = stack.pop()!;
      for (let j = 0; j < k; j++) {
        const edge = forward ? w[i][j] > 0 : w[j][i] > 0;
        if (!seen[j] && j !== i && edge) {
          seen[j] = true;
          stack.push(j);
        }
      }
    }
    return seen.every(Boolean);
  };
  if (!reach(true) || !reach(false)) {
    throw new RangeError(
      'bradleyTerry: ratings are unbounded: some list(s) scored every point (or none) against the rest, ' +
        'or the matchups are not connected; pass prior > 0 (virtual drawn games per pair) to regularise',
    );
  }
}
