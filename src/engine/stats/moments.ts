import { zFor } from './normal.js';

/** Mean and spread of a quantity tallied as (n, Σx, Σx²) — the runner's SideSums. */
export interface Moments {
  n: number;
  mean: number;
  /** Unbiased sample variance (divides by n − 1); NaN for n < 2. */
  variance: number;
  sd: number;
  /** Standard error of the mean, sd/√n. */
  se: number;
}

export function moments(n: number, sum: number, sumSq: number): Moments {
  if (!(n >= 0)) throw new RangeError(`moments: n must be >= 0, got ${n}`);
  if (n === 0) return { n, mean: NaN, variance: NaN, sd: NaN, se: NaN };
  const mean = sum / n;
  // Σ(x − x̄)² = Σx² − (Σx)²/n. With integer tallies below 2^53 both terms are exact-ish; the
  // clamp removes the rounding residue when every value is equal.
  const ss = Math.max(0, sumSq - (sum * sum) / n);
  const variance = n > 1 ? ss / (n - 1) : NaN;
  const sd = Math.sqrt(variance);
  return { n, mean, variance, sd, se: sd / Math.sqrt(n) };
}

export interface MomentsInterval extends Moments {
  lo: number;
  hi: number;
}

/**
 * Normal (large-sample) interval for the mean: x̄ ± z·s/√n. Monte Carlo tallies have thousands of
 * games, where Student's t and z differ by < 0.1%; for n < 2 the interval is (−∞, ∞).
 */
export function meanInterval(n: number, sum: number, sumSq: number, conf = 0.95): MomentsInterval {
  const m = moments(n, sum, sumSq);
  if (n < 2) return { ...m, lo: -Infinity, hi: Infinity };
  const h = zFor(conf) * m.se;
  return { ...m, lo: m.mean - h, hi: m.mean + h };
}

/** value → count, as tallied (JSON turns the keys into strings; both are accepted). */
export type Histogram = Record<number, number> | Record<string, number>;

function sortedEntries(h: Histogram): [number, number][] {
  const out: [number, number][] = [];
  for (const [k, v] of Object.entries(h)) {
    const x = Number(k);
    if (!Number.isFinite(x)) throw new RangeError(`histogram key ${JSON.stringify(k)} is not a number`);
    if (!(v >= 0)) throw new RangeError(`histogram count for ${k} must be >= 0, got ${v}`);
    if (v > 0) out.push([x, v]);
  }
  return out.sort((p, q) => p[0] - q[0]);
}

/**
 * The q-quantile of a tallied distribution: the smallest value v with P(X ≤ v) ≥ q (the inverse
 * of the empirical CDF, Hyndman & Fan type 1). It is always a value that occurred, which is what
 * one wants for integer tallies (turns, points lost). NaN for an empty histogram.
 */
export function histogramQuantile(h: Histogram, q: number): number {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be in [0, 1], got ${q}`);
  const e = sortedEntries(h);
  let total = 0;
  for (const [, c] of e) total += c;
  if (total === 0) return NaN;
  if (q === 0) return e[0][0];
  const target = q * total;
  let cum = 0;
  for (const [x, c] of e) {
    cum += c;
    // tolerance: q·total is often an integer computed with a rounding error (0.1·30 = 3.0000000000000004)
    if (cum >= target - 1e-9 * total) return x;
  }
  return e[e.length - 1][0];
}

export interface HistogramSummary {
  n: number;
  mean: number;
  sd: number;
  min: number;
  p10: number;
  median: number;
  p90: number;
  max: number;
}

export function histogramSummary(h: Histogram): HistogramSummary {
  const e = sortedEntries(h);
  let n = 0;
  let s = 0;
  let s2 = 0;
  for (const [x, c] of e) {
    n += c;
    s += x * c;
    s2 += x * x * c;
  }
  const m = moments(n, s, s2);
  return {
    n,
    mean: m.mean,
    sd: m.sd,
    min: n ? e[0][0] : NaN,
    p10: histogramQuantile(h, 0.1),
    median: histogramQuantile(h, 0.5),
    p90: histogramQuantile(h, 0.9),
    max: n ? e[e.length - 1][0] : NaN,
  };
}
