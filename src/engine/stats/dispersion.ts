import { pairMoments, type PairHist } from './score.js';

/**
 * Dispersion φ of game scores against the binomial model Bradley–Terry assumes, when each matchup
 * was played in strata (e.g. the policy ladder: policy i on the first list, then on the second).
 * Within a stratum the list assignment is fixed, so a strong list lifts every pair of it alike:
 * pooled over strata that list effect reads as noise, yet the balanced design cancels it in the
 * matchup's mean. The variance of a matchup's mean score is therefore the stratified one,
 *   Var = Σ_h (n_h/N)²·s_h²/n_h   (s_h² the per-pair variance within stratum h, n_h its pairs),
 * and φ = Σ Var / Σ p(1 − p)/games over the matchups (quasi-likelihood dispersion, McCullagh &
 * Nelder, "Generalized Linear Models", 2nd ed. 1989, §4.5): the Bradley–Terry covariance scaled
 * by φ, i.e. its intervals widened or narrowed by √φ, carries the variance the data show.
 */
/**
 * Per-pair variance of a matchup played in strata, as it enters the variance of the mean: N·Var
 * of the stratified mean (the within-stratum spread; the list effect between strata drops out).
 */
export function stratifiedUnitVariance(strata: PairHist[]): number {
  const ms = strata.map(pairMoments).filter((m) => m.pairs > 0);
  const n = ms.reduce((s, m) => s + m.pairs, 0);
  if (n === 0) return NaN;
  const mean = ms.reduce((s, m) => s + m.pairs * m.mean, 0) / n;
  // a stratum of one pair has no within spread: count it at the binomial variance of a pair
  return n * ms.reduce((s, m) => s + ((m.pairs / n) ** 2 * (m.pairs > 1 ? (m.variance * m.pairs) / (m.pairs - 1) : (mean * (1 - mean)) / 2)) / m.pairs, 0);
}

export function stratifiedDispersion(cells: { strata: PairHist[] }[]): number {
  let actual = 0;
  let binomial = 0;
  for (const c of cells) {
    const all = pairMoments(c.strata.reduce<number[]>((h, s) => h.map((v, k) => v + s[k]), [0, 0, 0, 0, 0]));
    if (all.pairs === 0) continue;
    actual += stratifiedUnitVariance(c.strata) / all.pairs;
    binomial += (all.mean * (1 - all.mean)) / (2 * all.pairs);
  }
  return binomial > 0 && actual > 0 ? actual / binomial : 1;
}
