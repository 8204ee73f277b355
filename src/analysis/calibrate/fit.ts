import { invert } from '../../engine/stats/linalg.js';

/**
 * The result model of `volley calibrate`: an ordered logit of win / draw / loss on the difference
 * of the two lists' compositions. For a game of list A against list B,
 *
 *   eta = sum_p (nA_p - nB_p) w_p + s * side        side = +1 when A plays the setup's side 0
 *   P(A wins) = sigma(eta - theta),  P(B wins) = sigma(-eta - theta),  P(draw) = the rest
 *
 * w_p is profile p's worth in logits, s the first side's edge and theta >= 0 the draw band
 * (fixed at 0 when no game was drawn: then it is a plain logistic model). Fitted by maximum
 * likelihood (Newton steps on the analytic gradient, the Hessian by central differences of it,
 * halving steps until the likelihood rises); the covariance is the inverse observed information.
 */

/** Games of one composition difference from one side: counts of A's wins, draws and losses. */
export interface ResultRow {
  /** nA - nB per column of the design (profiles, or one column of printed points). */
  d: number[];
  /** +1: list A played side 0; -1: side 1. */
  side: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface OrderedFit {
  /** Per design column, then s, then theta. */
  params: number[];
  cov: number[][];
  logLik: number;
  /** False when Newton did not settle (then the intervals are not to be trusted). */
  converged: boolean;
  /** Whether theta was fitted (some draws) or fixed at 0. */
  drawTerm: boolean;
}

function sigma(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** Probabilities of A's win, draw and loss at linear predictor eta and draw band theta. */
export function outcomeProbs(eta: number, theta: number): [number, number, number] {
  const pw = sigma(eta - theta);
  const pl = sigma(-eta - theta);
  return [pw, Math.max(1e-300, 1 - pw - pl), pl];
}

function etaOf(row: ResultRow, params: number[], k: number): number {
  let eta = params[k] * row.side;
  for (let j = 0; j < k; j++) eta += row.d[j] * params[j];
  return eta;
}

export function logLikelihood(rows: ResultRow[], params: number[], k: number): number {
  const theta = params[k + 1];
  let ll = 0;
  for (const r of rows) {
    const [pw, pd, pl] = outcomeProbs(etaOf(r, params, k), theta);
    if (r.wins) ll += r.wins * Math.log(pw);
    if (r.draws) ll += r.draws * Math.log(pd);
    if (r.losses) ll += r.losses * Math.log(pl);
  }
  return ll;
}

/** Gradient of the log-likelihood in (w, s, theta). */
function gradient(rows: ResultRow[], params: number[], k: number, drawTerm: boolean): number[] {
  const theta = params[k + 1];
  const g = new Array<number>(k + 2).fill(0);
  for (const r of rows) {
    const eta = etaOf(r, params, k);
    const pw = sigma(eta - theta);
    const pl = sigma(-eta - theta);
    // d log P / d eta and d log P / d theta for each outcome
    let dEta = r.wins * (1 - pw) - r.losses * (1 - pl);
    let dTheta = -r.wins * (1 - pw) - r.losses * (1 - pl);
    if (r.draws) {
      const pd = Math.max(1e-300, 1 - pw - pl);
      const aw = pw * (1 - pw);
      const al = pl * (1 - pl);
      dEta += (r.draws * (al - aw)) / pd;
      dTheta += (r.draws * (aw + al)) / pd;
    }
    for (let j = 0; j < k; j++) g[j] += r.d[j] * dEta;
    g[k] += r.side * dEta;
    g[k + 1] += dTheta;
  }
  if (!drawTerm) g[k + 1] = 0;
  return g;
}

function hessian(rows: ResultRow[], params: number[], k: number, drawTerm: boolean): number[][] {
  const n = k + 2;
  const h: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    if (i === k + 1 && !drawTerm) {
      h[i][i] = -1;
      continue;
    }
    const e = 1e-5 * Math.max(1, Math.abs(params[i]));
    const up = params.slice();
    const dn = params.slice();
    up[i] += e;
    dn[i] -= e;
    const gu = gradient(rows, up, k, drawTerm);
    const gd = gradient(rows, dn, k, drawTerm);
    for (let j = 0; j < n; j++) h[i][j] = (gu[j] - gd[j]) / (2 * e);
  }
  // symmetrise the finite differences
  for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) h[i][j] = h[j][i] = (h[i][j] + h[j][i]) / 2;
  if (!drawTerm) {
    for (let j = 0; j < n - 1; j++) h[k + 1][j] = h[j][k + 1] = 0;
  }
  return h;
}

/**
 * Maximum-likelihood fit of the ordered logit on `k` design columns. Throws a RangeError when the
 * information matrix is singular (a column never varies, or one profile always wins).
 */
export function fitOrdered(rows: ResultRow[], k: number): OrderedFit {
  const drawTerm = rows.some((r) => r.draws > 0);
  const params = new Array<number>(k + 2).fill(0);
  if (drawTerm) {
    // start theta at the observed draw share: P(draw) = 1 - 2 sigma(-theta) at eta = 0
    let draws = 0;
    let games = 0;
    for (const r of rows) {
      draws += r.draws;
      games += r.wins + r.draws + r.losses;
    }
    const share = Math.min(0.9, Math.max(0.01, draws / games));
    params[k + 1] = Math.log((1 + share) / (1 - share));
  }
  let ll = logLikelihood(rows, params, k);
  let converged = false;
  for (let iter = 0; iter < 100; iter++) {
    const g = gradient(rows, params, k, drawTerm);
    const negH = hessian(rows, params, k, drawTerm).map((row) => row.map((x) => -x));
    const inv = invert(negH);
    const step = inv.map((row) => row.reduce((s, x, j) => s + x * g[j], 0));
    let t = 1;
    let next = params;
    let nextLl = -Infinity;
    for (let half = 0; half < 30; half++) {
      next = params.map((p, j) => p + t * step[j]);
      if (!drawTerm || next[k + 1] > 0) {
        nextLl = logLikelihood(rows, next, k);
        if (nextLl >= ll - 1e-9) break;
      }
      t /= 2;
    }
    if (!(nextLl >= ll - 1e-9)) break;
    const moved = Math.max(...step.map((x) => Math.abs(x * t)));
    params.splice(0, params.length, ...next);
    const gain = nextLl - ll;
    ll = nextLl;
    if (gain < 1e-9 && moved < 1e-7) {
      converged = true;
      break;
    }
  }
  const negH = hessian(rows, params, k, drawTerm).map((row) => row.map((x) => -x));
  const cov = invert(negH);
  if (!drawTerm) cov[k + 1] = cov[k + 1].map(() => 0);
  if (!drawTerm) cov.forEach((row) => (row[k + 1] = 0));
  return { params, cov, logLik: ll, converged, drawTerm };
}

/** Mean log-loss per game (natural log) of a fit on other rows: lower is better. */
export function logLoss(rows: ResultRow[], params: number[], k: number): number {
  let games = 0;
  for (const r of rows) games += r.wins + r.draws + r.losses;
  return -logLikelihood(rows, params, k) / games;
}

/** A profile's worth on the points scale, with its delta-method standard error. */
export interface PointsValue {
  value: number;
  se: number;
}

/**
 * Worths in logits to points: the scale makes the average drawn list worth its printed total,
 * sum_p m_p v_p = sum_p m_p c_p (m_p: mean count of p per list), so v_p = w_p * M / W with
 * M = sum m c and W = sum m w. The scale is learnt from lists whose totals differ: lists that all
 * cost the same cannot tell a points rate from a uniform mispricing. Standard errors and the
 * covariance of the v's by the delta method over the w's covariance.
 */
export function pointsScale(
  fit: OrderedFit,
  k: number,
  meanCounts: number[],
  costs: number[],
): { values: PointsValue[]; cov: number[][]; logitPerPoint: number; logitPerPointSe: number } {
  const w = fit.params.slice(0, k);
  const M = meanCounts.reduce((s, m, p) => s + m * costs[p], 0);
  const W = meanCounts.reduce((s, m, p) => s + m * w[p], 0);
  const f = M / W;
  // J[p][q] = d v_p / d w_q
  const J = w.map((wp, p) => meanCounts.map((mq, q) => (p === q ? f : 0) - (wp * M * mq) / (W * W)));
  const S = fit.cov.slice(0, k).map((row) => row.slice(0, k));
  const JS = J.map((row) => S[0].map((_, j) => row.reduce((s, x, q) => s + x * S[q][j], 0)));
  const cov = JS.map((row) => J.map((jr) => row.reduce((s, x, q) => s + x * jr[q], 0)));
  const varW = meanCounts.reduce((s, mp, p) => s + mp * meanCounts.reduce((t, mq, q) => t + S[p][q] * mq, 0), 0);
  return {
    values: w.map((wp, p) => ({ value: wp * f, se: Math.sqrt(Math.max(0, cov[p][p])) })),
    cov,
    logitPerPoint: W / M,
    logitPerPointSe: Math.sqrt(Math.max(0, varW)) / M,
  };
}
