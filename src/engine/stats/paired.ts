import { meanInterval } from './moments.js';

export interface PairedDifference {
  n: number;
  /** Mean difference (variant − base, or however the caller oriented D). */
  mean: number;
  sd: number;
  se: number;
  lo: number;
  hi: number;
}

/**
 * Mean of paired differences D = X_variant − X_base over n common-random-number units (the same
 * game seeds under both rule sets), from the tallied ΣD and ΣD². The pairing removes the part of
 * the variance both arms share, so se = sd(D)/√n is usually far smaller than the unpaired
 * √(s₁² + s₂²)/√n. Normal interval; n < 2 gives (−∞, ∞).
 * Caveat: when the variant changes very few games (D is mostly 0, with a handful of ±1) the
 * distribution of D̄ is skewed and the normal interval under-covers (e.g. 93.6% for
 * P(D = 1) = 0.06, n = 300; test/stats/moments.test.ts). The CI gate's decision therefore
 * comes from the sequential test (sprt.ts), and this interval is descriptive.
 */
export function pairedDifference(n: number, sumD: number, sumD2: number, conf = 0.95): PairedDifference {
  const m = meanInterval(n, sumD, sumD2, conf);
  return { n, mean: m.mean, sd: m.sd, se: n >= 2 ? m.se : Infinity, lo: m.lo, hi: m.hi };
}
