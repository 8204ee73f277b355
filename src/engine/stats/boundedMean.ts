/**
 * Wilson-type interval for the mean of a variable bounded in [0, 1] (a game score 0 / ½ / 1,
 * a mirrored pair's score 0, ¼, ½, ¾, 1).
 *
 * Derivation. For Y in [0, 1] with mean p write c = E[Y(1 − Y)] ≥ 0 (the mass strictly inside
 * the range: for a game score it is draws/4, since only a draw has Y(1 − Y) ≠ 0, namely ¼).
 * Then Var Y = E[Y²] − p² = (p − c) − p² = p(1 − p) − c.
 * Holding c fixed (for games: holding the draw share fixed, the nuisance parameter), the
 * variance of the mean of N observations at a hypothetical mean p is v(p)/N = (p(1 − p) − c)/N,
 * and, as Wilson did for a proportion, the interval is the set of p the score test does not
 * reject:  (ȳ − p)² ≤ z²·v(p)/N,  i.e. the roots of
 *   (N + z²)p² − (2Nȳ + z²)p + (Nȳ² + z²c) = 0:
 *   p = [Nȳ + z²/2 ± z·√(N·v̂ + z²(¼ − c))] / (N + z²),   v̂ = ȳ(1 − ȳ) − c  (plug-in variance).
 * Which c? Plugging in the observed ĉ makes an all-draw sample (ĉ = ¼, v̂ = 0) give the
 * zero-width interval [½, ½] — certainty from any number of draws, the very failure Wilson's
 * interval avoids at 0/N. We use c = ĉ·N/(N + z²): the z² pseudo-observations that Wilson's
 * centre (Nȳ + z²/2)/(N + z²) implicitly adds are counted as decisive (0 or 1), not as draws.
 * Then z²(¼ − c) + N·v̂ = N·v̂ + z²/4 and the interval is simply
 *   p = [Nȳ + z²/2 ± z·√(N·v̂ + z²/4)] / (N + z²),
 * which is exactly Wilson's interval when Y is 0/1 (v̂ = ȳ(1 − ȳ)), lies inside [0, 1] (the
 * product of the roots is N²ȳ² + Nz²(ȳ² + ĉ) ≥ 0 over (N + z²)², and likewise for 1 − Y), never
 * has zero width (an all-draw sample gets the width of a 0/N sample), and narrows as draws (or
 * split pairs) lower the variance. Simulated coverage (10⁵ samples each, scores 20–80%, draw
 * shares 5–40%): games, N = 200–400: 95.0–95.2%; mirrored pairs, 100–200 pairs: 95.5–95.6%
 * (pairs are interior values more often, so the decisive pseudo-observations widen a little
 * more: slightly conservative). test/stats/score.test.ts checks both.
 *
 * Why not a normal interval ȳ ± z·√(v̂/N) clipped to [0, 1]: at 0% or 100% (common in lopsided
 * matchups) v̂ = 0 and the clipped interval collapses to a point, and near the ends its coverage
 * is poor (Brown, Cai & DasGupta 2001, Statistical Science 16:101, for the 0/1 case).
 */

export interface MeanInterval {
  /** Observed mean ȳ (NaN when n = 0). */
  mean: number;
  lo: number;
  hi: number;
  /** Plug-in standard error √(v̂/N) of the mean. */
  se: number;
}

/**
 * @param n        number of observations (games, or pairs)
 * @param mean     observed mean ȳ in [0, 1]
 * @param variance plug-in (divide-by-n) variance of the observations, in [0, ȳ(1 − ȳ)]
 * @param z        critical value, e.g. zFor(0.95)
 */
export function boundedMeanInterval(n: number, mean: number, variance: number, z: number): MeanInterval {
  if (n === 0) return { mean: NaN, lo: 0, hi: 1, se: Infinity };
  if (!(n > 0) || !(mean >= 0 && mean <= 1)) throw new RangeError(`boundedMeanInterval: bad n=${n} or mean=${mean}`);
  const w = wilsonRoots(n, mean, variance, z);
  return { mean, lo: w.lo, hi: w.hi, se: Math.sqrt(Math.min(Math.max(0, variance), mean * (1 - mean)) / n) };
}

/** Fewer units than this on the rarer side (N·ȳ or N(1 − ȳ)) make a score extreme: from 10 up, Wilson's own coverage holds. */
export const EXTREME_UNITS = 10;

/**
 * The score interval volley prints: boundedMeanInterval, except near 0% or 100%, where Wilson's
 * interval under-covers (down to 84–90% for a 0/1 score at np ≈ 0.1–1; Brown, Cai & DasGupta
 * 2001, fig. 5). There each bound is the root at ȳ moved half a unit outward, the continuity
 * correction (Newcombe, Stat. Med. 17 (1998) 857–872, method 4), with the interior mass
 * c = ȳ(1 − ȳ) − v held fixed as in the derivation above: exact binomial coverage ≥ 95% for
 * p ≤ 5/n at n = 100–1000 (test/stats/extreme.test.ts).
 */
export function scoreMeanInterval(n: number, mean: number, variance: number, z: number): MeanInterval {
  const plain = boundedMeanInterval(n, mean, variance, z);
  if (!(n > 0) || Math.min(n * mean, n * (1 - mean)) >= EXTREME_UNITS) return plain;
  const c = mean * (1 - mean) - variance;
  const at = (m: number) => wilsonRoots(n, m, m * (1 - m) - c, z);
  const cc = 1 / (2 * n);
  return { ...plain, lo: mean === 0 ? 0 : at(Math.max(0, mean - cc)).lo, hi: mean === 1 ? 1 : at(Math.min(1, mean + cc)).hi };
}

function wilsonRoots(n: number, mean: number, variance: number, z: number): { lo: number; hi: number } {
  // rounding can push a variance computed as a difference a hair outside [0, ȳ(1 − ȳ)]
  const v = Math.min(Math.max(0, variance), mean * (1 - mean));
  const z2 = z * z;
  const centre = (n * mean + z2 / 2) / (n + z2);
  const half = (z * Math.sqrt(n * v + z2 / 4)) / (n + z2);
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
