import { zFor } from './normal.js';

export interface LogisticPoint {
  x: number;
  /** Score points at x: wins + draws/2. */
  points: number;
  games: number;
}

export type Crossing =
  /** The fitted 50% crossing lies inside the swept x range and the slope is significant. */
  | 'inside'
  /** The slope is significant but the crossing is extrapolated outside the swept range. */
  | 'outside'
  /** The slope is not distinguishable from 0 (Fieller's set is unbounded): no crossing to report. */
  | 'none';

export interface LogisticFit {
  a: number;
  b: number;
  /** Covariance of (a, b): [[Var a, Cov], [Cov, Var b]] (scaled by the dispersion when > 1). */
  cov: [[number, number], [number, number]];
  /** Pearson χ²/(points − 2): > 1 when the curve fits worse than binomial noise (NaN with 2 points). */
  dispersion: number;
  /** −a/b, the x where the fitted score is 50% (NaN when b = 0). */
  x50: number;
  /** Delta-method interval x50 ± z·se. */
  x50Se: number;
  x50DeltaLo: number;
  x50DeltaHi: number;
  /** Fieller's interval (the headline interval; NaN bounds when `crossing` is 'none'). */
  x50Lo: number;
  x50Hi: number;
  crossing: Crossing;
  converged: boolean;
  iterations: number;
  /** True if the data are (quasi-)separated: the MLE runs off to an infinite slope. */
  separated: boolean;
}

/**
 * Maximum-likelihood fit of P(score) = 1/(1 + exp(−(a + b·x))) to binomial-type counts
 * (a draw counts as half a point: quasi-binomial), by Newton–Raphson (= IRLS for the canonical
 * logit link), started at a = logit(overall score), b = 0.
 *
 * Covariance: inverse Fisher information Σ n_i p_i(1 − p_i)[1 x; x x²]⁻¹, multiplied by the
 * Pearson dispersion φ when φ > 1 (quasi-binomial: a sweep's curve is never exactly logistic, and
 * with thousands of games per point the misfit, not the binomial noise, dominates; draws, which
 * lower the variance, never narrow it). The price: when the model is exactly right the 95%
 * interval covers about 96% (simulated; test/stats/logistic.test.ts). opts.scaleByDispersion =
 * false turns the scaling off (then coverage is 95%).
 *
 * The crossing x50 = −a/b:
 *  - delta method: Var x50 ≈ (Var a − 2·x50·Cov + x50²·Var b)/b²;
 *  - Fieller (1954, JRSS B 16:175–185): the x with (a + b·x)² ≤ z²(Var a + 2x·Cov + x²·Var b),
 *    i.e. (b² − z²Vb)x² + 2(ab − z²C)x + (a² − z²Va) ≤ 0. It is a finite interval only if
 *    b² > z²·Var b (slope significant); otherwise the crossing is not identified → 'none'.
 * Fieller's interval is asymmetric where it should be and is the headline one.
 */
export function logisticFit(
  pts: readonly LogisticPoint[],
  conf = 0.95,
  opts: { maxIter?: number; tol?: number; scaleByDispersion?: boolean } = {},
): LogisticFit {
  const maxIter = opts.maxIter ?? 100;
  const tol = opts.tol ?? 1e-10;
  const z = zFor(conf);
  let N = 0;
  let P = 0;
  const xs = new Set<number>();
  for (const p of pts) {
    if (!(p.games > 0) || !(p.points >= 0 && p.points <= p.games) || !Number.isFinite(p.x)) {
      throw new RangeError(`logisticFit: bad point x=${p.x} points=${p.points} games=${p.games}`);
    }
    N += p.games;
    P += p.points;
    xs.add(p.x);
  }
  if (xs.size < 2) throw new RangeError('logisticFit: need at least two distinct x values');
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  // centre and scale x internally: Newton is then well conditioned for any units (points, Q, …)
  const xc = (xMin + xMax) / 2;
  const xs_ = (xMax - xMin) / 2;
  const pbar = Math.min(Math.max(P / N, 1e-6), 1 - 1e-6);
  let a = Math.log(pbar / (1 - pbar));
  let b = 0;
  let converged = false;
  let separated = false;
  let it = 0;
  let h00 = 0;
  let h01 = 0;
  let h11 = 0;
  for (; it < maxIter; ) {
    it++;
    let g0 = 0;
    let g1 = 0;
    h00 = h01 = h11 = 0;
    for (const p of pts) {
      const u = (p.x - xc) / xs_;
      const mu = 1 / (1 + Math.exp(-(a + b * u)));
      const r = p.points - p.games * mu;
      const wgt = p.games * mu * (1 - mu);
      g0 += r;
      g1 += r * u;
      h00 += wgt;
      h01 += wgt * u;
      h11 += wgt * u * u;
    }
    const det = h00 * h11 - h01 * h01;
    if (!(det > 0)) {
      separated = true;
      break;
    }
    const da = (h11 * g0 - h01 * g1) / det;
    const db = (h00 * g1 - h01 * g0) / det;
    a += da;
    b += db;
    if (Math.abs(b) > 50 || Math.abs(a) > 50) {
      // on the scaled axis a slope of 50 means P goes from e^-50 to 1 − e^-50 across the sweep
      separated = true;
      break;
    }
    if (Math.abs(da) + Math.abs(db) < tol * (1 + Math.abs(a) + Math.abs(b))) {
      converged = true;
      break;
    }
  }
  // information at the final estimate
  h00 = h01 = h11 = 0;
  let chi2 = 0;
  for (const p of pts) {
    const u = (p.x - xc) / xs_;
    const mu = 1 / (1 + Math.exp(-(a + b * u)));
    const wgt = p.games * mu * (1 - mu);
    h00 += wgt;
    h01 += wgt * u;
    h11 += wgt * u * u;
    chi2 += wgt > 0 ? (p.points - p.games * mu) ** 2 / wgt : 0;
  }
  const dispersion = pts.length > 2 ? chi2 / (pts.length - 2) : NaN;
  const phi = (opts.scaleByDispersion ?? true) && dispersion > 1 ? dispersion : 1;
  const det = h00 * h11 - h01 * h01;
  // covariance on the scaled axis, then back to x: a_x = a − b·xc/xs, b_x = b/xs
  const su = det > 0 ? [(phi * h11) / det, (-phi * h01) / det, (phi * h00) / det] : [Infinity, Infinity, Infinity];
  const A = a - (b * xc) / xs_;
  const B = b / xs_;
  // Jacobian J = [[1, −xc/xs], [0, 1/xs]]
  const j01 = -xc / xs_;
  const j11 = 1 / xs_;
  const Va = su[0] + 2 * j01 * su[1] + j01 * j01 * su[2];
  const Cab = j11 * su[1] + j01 * j11 * su[2];
  const Vb = j11 * j11 * su[2];
  const cov: [[number, number], [number, number]] = [
    [Va, Cab],
    [Cab, Vb],
  ];
  const x50 = B !== 0 ? -A / B : NaN;
  const x50Se = Math.sqrt(Math.max(0, Va + 2 * x50 * Cab + x50 * x50 * Vb)) / Math.abs(B);
  const z2 = z * z;
  const qa = B * B - z2 * Vb;
  const qb = 2 * (A * B - z2 * Cab);
  const qc = A * A - z2 * Va;
  let lo = NaN;
  let hi = NaN;
  let crossing: Crossing = 'none';
  if (!separated && qa > 0) {
    const disc = qb * qb - 4 * qa * qc;
    // disc ≥ 0 whenever qa > 0 and the point estimate is inside the set; guard rounding
    const s = Math.sqrt(Math.max(0, disc));
    lo = (-qb - s) / (2 * qa);
    hi = (-qb + s) / (2 * qa);
    crossing = x50 >= xMin && x50 <= xMax ? 'inside' : 'outside';
  }
  return {
    a: A,
    b: B,
    cov,
    dispersion,
    x50,
    x50Se,
    x50DeltaLo: x50 - z * x50Se,
    x50DeltaHi: x50 + z * x50Se,
    x50Lo: lo,
    x50Hi: hi,
    crossing,
    converged,
    iterations: it,
    separated,
  };
}
