/** Wilson score interval for a binomial proportion (Wilson 1927, JASA 22:209–212). */

export interface ProportionInterval {
  /** Observed proportion successes/n (NaN when n = 0). */
  p: number;
  lo: number;
  hi: number;
}

/**
 * Solves (p̂ − p)² = z²·p(1 − p)/n for p. Unlike the Wald interval p̂ ± z·√(p̂(1−p̂)/n) it stays
 * inside [0, 1], is never zero-width at 0 or n successes, and keeps coverage near nominal
 * (Brown, Cai & DasGupta 2001, Statistical Science 16:101–133).
 * n = 0 gives the uninformative [0, 1].
 */
export function wilson(successes: number, n: number, z = 1.959963984540054): ProportionInterval {
  if (!(n >= 0) || !(successes >= 0) || successes > n) {
    throw new RangeError(`wilson: need 0 <= successes <= n, got successes=${successes}, n=${n}`);
  }
  if (n === 0) return { p: NaN, lo: 0, hi: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // the roots are mathematically inside [0, 1]; clamp only floating-point dust at 0 and n
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
