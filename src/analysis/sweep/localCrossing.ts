import type { LogisticPoint } from '../../engine/stats/index.js';

/**
 * The 50% crossing read from the swept values nearest it (issue 30 item 5).
 *
 * One logistic curve through every value is biased when the score is not logistic over the whole
 * range (on the intro count sweep by +0.027, about 9 standard errors): the far values, where the
 * score is near 0% or 100%, pull the curve. So the crossing is read from the curve through the
 * measured logit(score) of the values nearest it: the two values each side of 50% (fewer at the
 * ends of the range), joined by the polynomial through them (a line through two, at most a cubic
 * through four). It passes through the data, so it has no lack of fit of its own; the logistic
 * curve's lack of fit is measured against it (its crossing minus this one, with the jackknife's
 * standard error of that difference), because the slope per step and the chart still come from
 * the logistic curve.
 *
 * Noise comes from the delete-one-batch jackknife over seed batches (every batch holds the same
 * seeds for every value, so the common-random-number correlation between values is inside each
 * batch and the batches are independent), with a t quantile on B − 1 degrees of freedom.
 */
export interface LocalCrossing {
  x50: number;
  lo: number;
  hi: number;
  /** Jackknife standard error of x50. */
  se: number;
  /** The x values the crossing was read from. */
  window: number[];
  /** The whole-range logistic curve's crossing minus this one, its jackknife standard error, and whether it differs beyond noise. */
  lackOfFit: { difference: number; se: number; failed: boolean };
}

/** Values each side of the crossing the curve goes through. */
const EACH_SIDE = 2;

/** Empirical logit with the ½ correction: finite at 0% and 100%. */
function logit(points: number, games: number): number {
  return Math.log((points + 0.5) / (games - points + 0.5));
}

/** Coefficients of the polynomial through (x − c, y) by Newton's divided differences. */
function dividedDifferences(xs: readonly number[], ys: readonly number[]): number[] {
  const c = [...ys];
  for (let k = 1; k < xs.length; k++) for (let i = xs.length - 1; i >= k; i--) c[i] = (c[i] - c[i - 1]) / (xs[i] - xs[i - k]);
  return c;
}

/** The polynomial through the logits of the points at `idx`: value and derivative at x. */
function curveThrough(pts: readonly LogisticPoint[], idx: readonly number[]): (x: number) => [number, number] {
  const xs = idx.map((i) => pts[i].x);
  const c = dividedDifferences(
    xs,
    idx.map((i) => logit(pts[i].points, pts[i].games)),
  );
  return (x) => {
    // Horner on the Newton form, value and derivative together
    let f = c[c.length - 1];
    let df = 0;
    for (let k = c.length - 2; k >= 0; k--) {
      df = df * (x - xs[k]) + f;
      f = f * (x - xs[k]) + c[k];
    }
    return [f, df];
  };
}

/** The root between the bracket's values, where the curve changes sign (bisection). */
function rootInBracket(curve: (x: number) => [number, number], a: number, b: number): number {
  let [lo, hi] = [a, b];
  const up = curve(b)[0] > curve(a)[0];
  for (let it = 0; it < 100 && hi - lo > 1e-12 * (1 + Math.abs(hi)); it++) {
    const mid = (lo + hi) / 2;
    if (curve(mid)[0] < 0 === up) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The root nearest `start` (Newton's method, for a replicate near the whole run); NaN if it leaves [lo, hi]. */
function rootNear(curve: (x: number) => [number, number], start: number, lo: number, hi: number): number {
  let x = start;
  for (let it = 0; it < 50; it++) {
    const [f, df] = curve(x);
    const step = f / df;
    x -= step;
    if (!Number.isFinite(x) || x < lo || x > hi) return NaN;
    if (Math.abs(step) < 1e-12 * (1 + Math.abs(x))) return x;
  }
  return NaN;
}

function jackknifeSe(thetas: readonly number[]): number {
  const B = thetas.length;
  const mean = thetas.reduce((s, t) => s + t, 0) / B;
  return Math.sqrt(((B - 1) / B) * thetas.reduce((s, t) => s + (t - mean) ** 2, 0));
}

/**
 * The bracket: neighbouring values (in x order) whose scores lie on either side of 50%, or a value
 * scoring exactly 50% (both ends). With several (noise near a flat stretch), the one nearest
 * `near`; none: undefined (the crossing is outside the swept values).
 */
function bracketOf(pts: readonly LogisticPoint[], order: readonly number[], near: number): [number, number] | undefined {
  const off = (i: number) => pts[i].points / pts[i].games - 0.5;
  const candidates: [number, number][] = [];
  order.forEach((i, k) => {
    if (off(i) === 0) candidates.push([i, i]);
    else if (k + 1 < order.length && off(i) * off(order[k + 1]) < 0) candidates.push([i, order[k + 1]]);
  });
  const gap = ([i, j]: [number, number]) => Math.abs((pts[i].x + pts[j].x) / 2 - near);
  return candidates.reduce<[number, number] | undefined>((best, c) => (best === undefined || gap(c) < gap(best) ? c : best), undefined);
}

/**
 * `totals` and each batch list the same values in the same order; `logistic` gives the
 * whole-range logistic crossing of the totals and of a replicate (it also picks among several
 * brackets; NaN when it cannot be fitted); `t` is the interval's t quantile on B − 1 df.
 * Undefined without a bracket, or when some replicate's curve has no crossing among the window's
 * values.
 */
export function localCrossing(
  totals: readonly LogisticPoint[],
  batches: readonly LogisticPoint[][],
  logistic: (pts: readonly LogisticPoint[]) => number,
  t: number,
): LocalCrossing | undefined {
  const order = totals.map((_, i) => i).sort((i, j) => totals[i].x - totals[j].x);
  const near = logistic(totals);
  const bracket = bracketOf(totals, order, near);
  if (!bracket) return undefined;
  const [xa, xb] = bracket.map((i) => totals[i].x);
  // the EACH_SIDE nearest values at or below the bracket's lower value and at or above its upper one
  // (a value scoring exactly 50% is both ends of its bracket, counted once: its neighbours each side)
  const window = [...new Set([...order.filter((i) => totals[i].x <= xa).slice(-EACH_SIDE), ...order.filter((i) => totals[i].x >= xb).slice(0, EACH_SIDE)])];
  const xs = window.map((i) => totals[i].x);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  const x50 = xa === xb ? xa : rootInBracket(curveThrough(totals, window), xa, xb);
  const replicates = batches.map((batch) => totals.map((p, i) => ({ x: p.x, points: p.points - batch[i].points, games: p.games - batch[i].games })));
  const thetas = replicates.map((r) => rootNear(curveThrough(r, window), x50, lo, hi));
  const logistics = replicates.map(logistic);
  if (![x50, ...thetas].every(Number.isFinite)) return undefined;
  const se = jackknifeSe(thetas);
  // a replicate the logistic curve cannot fit (separated) leaves its lack of fit unmeasured
  const seDiff = logistics.every(Number.isFinite) ? jackknifeSe(logistics.map((x, b) => x - thetas[b])) : NaN;
  const difference = near - x50;
  return {
    x50,
    lo: x50 - t * se,
    hi: x50 + t * se,
    se,
    window: xs.sort((p, q) => p - q),
    lackOfFit: { difference, se: seDiff, failed: Math.abs(difference) > t * seDiff },
  };
}
