/**
 * Sequential probability ratio tests.
 *
 * Wald, "Sequential tests of statistical hypotheses", Ann. Math. Statist. 16 (1945) 117–186:
 * keep sampling while lower < LLR < upper with
 *   lower = ln(β/(1 − α)),  upper = ln((1 − β)/α);
 * crossing `upper` accepts H1, crossing `lower` accepts H0. Because a stream overshoots the
 * bound, the realised error rates are at most (about) α and β.
 *
 * For a mean with unknown variance, the generalised SPRT used by engine-testing farms
 * (Fishtest; M. Van den Bergh, "A simple derivation of the GSPRT" / "Normalized Elo
 * practical", 2016–2020) plugs the sample variance into the normal log-likelihood ratio:
 *   LLR = Σ[(x − θ0)² − (x − θ1)²]/(2σ²) = n·(θ1 − θ0)·(2x̄ − θ0 − θ1)/(2σ²).
 */

export type SprtDecision = 'accept-H0' | 'accept-H1' | 'continue';

export interface SprtResult {
  decision: SprtDecision;
  llr: number;
  /** ln(β/(1−α)): at or below it, accept H0. */
  lower: number;
  /** ln((1−β)/α): at or above it, accept H1. */
  upper: number;
}

export function sprtBounds(alpha = 0.05, beta = 0.05): { lower: number; upper: number } {
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
    throw new RangeError(`SPRT error rates must be in (0, 0.5), got alpha=${alpha}, beta=${beta}`);
  }
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

function decide(llr: number, lower: number, upper: number): SprtResult {
  const decision: SprtDecision = llr >= upper ? 'accept-H1' : llr <= lower ? 'accept-H0' : 'continue';
  return { decision, llr, lower, upper };
}

/** Exact Bernoulli SPRT, H0: p = p0 against H1: p = p1 (either order). */
export function sprtBernoulli(successes: number, n: number, h: { p0: number; p1: number; alpha?: number; beta?: number }): SprtResult {
  const { lower, upper } = sprtBounds(h.alpha, h.beta);
  if (!(h.p0 > 0 && h.p0 < 1 && h.p1 > 0 && h.p1 < 1) || h.p0 === h.p1) {
    throw new RangeError(`sprtBernoulli: need distinct p0, p1 in (0, 1), got ${h.p0}, ${h.p1}`);
  }
  if (!(successes >= 0 && successes <= n)) throw new RangeError(`sprtBernoulli: need 0 <= successes <= n`);
  const llr = successes * Math.log(h.p1 / h.p0) + (n - successes) * Math.log((1 - h.p1) / (1 - h.p0));
  return decide(llr, lower, upper);
}

/**
 * GSPRT for a mean under the normal approximation, H0: μ = θ0 against H1: μ = θ1, from the
 * sample size, mean and per-observation variance (see the header).
 */
export function sprtNormal(s: { n: number; mean: number; variance: number }, h: { theta0: number; theta1: number; alpha?: number; beta?: number }): SprtResult {
  const { lower, upper } = sprtBounds(h.alpha, h.beta);
  if (h.theta0 === h.theta1) throw new RangeError('sprtNormal: theta0 and theta1 must differ');
  if (s.n === 0) return decide(0, lower, upper);
  if (!(s.variance > 0)) throw new RangeError(`sprtNormal: variance must be > 0, got ${s.variance}`);
  const llr = (s.n * (h.theta1 - h.theta0) * (2 * s.mean - h.theta0 - h.theta1)) / (2 * s.variance);
  return decide(llr, lower, upper);
}

export interface ScoreDifferenceSprt extends SprtResult {
  /** Which one-sided test decided (or, for 'continue', which is closer to a bound). */
  direction: 'up' | 'down' | 'both';
  up: SprtResult;
  down: SprtResult;
  n: number;
  mean: number;
  /** Regularised per-game variance the LLRs used. */
  variance: number;
}

export interface ScoreDifferenceHypotheses {
  /** |δ| ≤ d0 counts as "nothing moved" (H0); default 0. */
  d0?: number;
  /** |δ| ≥ d1 counts as "moved" (H1); d1 > d0. E.g. 0.03 for 3 points of score. */
  d1: number;
  alpha?: number;
  beta?: number;
  /** Range of one difference (score differences lie in [−1, 1]: range 1). */
  range?: number;
  /** Weight of each of the two regularising pseudo-observations (see below); default 0.5. */
  priorWeight?: number;
  /**
   * 'wald' (default): Wald's bounds ln(β/(1 − α/2)), ln((1 − β)/(α/2)), error rates about α, β
   * when the test runs to a bound. 'anytime': ln β and ln(2/α), the bounds Ville's inequality
   * makes valid at every look, however many, and at any stopping point including a cap (see
   * anytimeBounds).
   */
  bounds?: 'wald' | 'anytime';
}

/**
 * Bounds valid at every look. Under a parameter value θ0 the likelihood ratio Λn of θ1 against θ0
 * is a non-negative martingale with mean 1, so by Ville's inequality (J. Ville, "Étude critique de
 * la notion de collectif", 1939; the maximal inequality of supermartingales)
 *   P(sup_n Λn ≥ 1/a) ≤ a,
 * whatever the stopping rule: a test that says H1 only when ln Λ ≥ ln(1/a) errs with probability
 * at most a even when it stops early, is cut off by a cap, or keeps looking after touching the
 * other bound. The same inequality under θ1 for 1/Λ bounds the chance of ever reaching ln Λ ≤ ln b
 * by b. With a = α (per one-sided test) and b = β the bounds are ln(1/α) and ln β, slightly wider
 * than Wald's ln((1 − β)/α) and ln(β/(1 − α)), which hold only for tests run to a bound.
 * (The GSPRT plugs in the sample variance, so the inequality holds in the normal approximation.)
 */
export function anytimeBounds(alpha: number, beta: number): { lower: number; upper: number } {
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
    throw new RangeError(`SPRT error rates must be in (0, 0.5), got alpha=${alpha}, beta=${beta}`);
  }
  return { lower: Math.log(beta), upper: Math.log(1 / alpha) };
}

/**
 * Two-sided GSPRT for a per-game (or per-pair) score difference δ = E[D] with D = variant − base
 * on common random numbers, from the tallied n, ΣD, ΣD²:
 *   H0: |δ| ≤ d0   against   H1: |δ| ≥ d1.
 * As engine-testing farms do, it is run as two one-sided GSPRTs, "up" (θ0 = d0, θ1 = d1) and
 * "down" (θ0 = −d0, θ1 = −d1), each with α/2 (so the two-sided type I error is ≤ α) and β.
 * Either accepting its H1 accepts H1 ("moved"); both accepting H0 accepts H0.
 * The decision is a pure function of the current sums (no memory), so it can be evaluated after
 * every batch; a test that once fell below its lower bound and drifted back is simply re-read.
 *
 * Variance regularisation: identical rules give D = 0 in every game and a sample variance of 0,
 * which would decide after the first game. Fishtest adds 1e-3 to empty pentanomial cells; with
 * sums only, we add two pseudo-observations of weight w at x̄ ± range (mean unchanged):
 *   σ² = (Σ(D − x̄)² + 2w·range²)/(n + 2w).
 * With D ≡ 0 and d0 = 0, H0 is then accepted once n² ≳ 2|ln(β/(1 − α/2))|/d1², e.g. ≈ 82 games
 * for d1 = 0.03 — about what "no change seen in n games" needs by the rule of three. For
 * non-degenerate streams the pseudo-observations are negligible after a few dozen games.
 */
export function sprtScoreDifference(n: number, sumD: number, sumD2: number, h: ScoreDifferenceHypotheses): ScoreDifferenceSprt {
  const d0 = h.d0 ?? 0;
  const d1 = h.d1;
  if (!(d0 >= 0) || !(d1 > d0)) throw new RangeError(`sprtScoreDifference: need 0 <= d0 < d1, got d0=${d0}, d1=${d1}`);
  const alpha = h.alpha ?? 0.05;
  const beta = h.beta ?? 0.05;
  const range = h.range ?? 1;
  const w = h.priorWeight ?? 0.5;
  if (!(range > 0) || !(w >= 0)) throw new RangeError('sprtScoreDifference: range must be > 0 and priorWeight >= 0');
  const mean = n > 0 ? sumD / n : 0;
  const ss = n > 0 ? Math.max(0, sumD2 - (sumD * sumD) / n) : 0;
  const variance = (ss + 2 * w * range * range) / (n + 2 * w);
  const { lower, upper } = h.bounds === 'anytime' ? anytimeBounds(alpha / 2, beta) : sprtBounds(alpha / 2, beta);
  const llr = (t0: number, t1: number) => (n === 0 ? 0 : (n * (t1 - t0) * (2 * mean - t0 - t1)) / (2 * variance));
  const up = decide(llr(d0, d1), lower, upper);
  const down = decide(llr(-d0, -d1), lower, upper);
  let decision: SprtDecision;
  let direction: 'up' | 'down' | 'both';
  if (up.decision === 'accept-H1' || down.decision === 'accept-H1') {
    decision = 'accept-H1';
    direction = up.llr >= down.llr ? 'up' : 'down';
  } else if (up.decision === 'accept-H0' && down.decision === 'accept-H0') {
    decision = 'accept-H0';
    direction = 'both';
  } else {
    decision = 'continue';
    direction = up.llr >= down.llr ? 'up' : 'down';
  }
  const main = direction === 'down' ? down : up;
  // for accept-H0 report the LLR closest to deciding otherwise (the larger one)
  const llrOut = decision === 'accept-H0' ? Math.max(up.llr, down.llr) : main.llr;
  return { decision, llr: llrOut, lower, upper, direction, up, down, n, mean, variance };
}
