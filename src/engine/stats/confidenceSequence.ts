/**
 * A confidence sequence for a mean: intervals that cover it at every n simultaneously with
 * probability ≥ 1 − α, so the interval read when a sequential test stops (at a data-dependent n)
 * still covers at 1 − α. Robbins' normal mixture (H. Robbins, "Statistical methods related to the
 * law of the iterated logarithm", Ann. Math. Statist. 41 (1970); S. R. Howard, A. Ramdas,
 * J. McAuliffe & J. Sekhon, "Time-uniform, nonparametric, nonasymptotic confidence sequences",
 * Ann. Statist. 49 (2021) 1055–1080, eq. (14)): with S_n = Σ(x − μ) and V_n = nσ², the mixture
 * over λ ~ N(0, 1/ρ) of exp(λS − λ²V/2) is a martingale, and Ville's inequality gives
 *   P(∃n: |S_n| ≥ √((V_n + ρ)·ln((V_n + ρ)/(ρα²)))) ≤ α.
 * ρ only shapes where the sequence is tightest; tuned for n = nOpt as in Howard et al. (2021, §3.5):
 *   ρ = σ²·nOpt / (2 ln(1/α) + ln(1 + 2 ln(1/α))).
 * The variance is the sample's (normal approximation), as in the gate's GSPRT.
 */
export function normalMixtureInterval(n: number, mean: number, sd: number, nOpt: number, alpha = 0.05): { lo: number; hi: number } {
  if (!(n > 0) || !(sd > 0)) return { lo: -Infinity, hi: Infinity };
  const l = Math.log(1 / alpha);
  const rho = (sd * sd * Math.max(1, nOpt)) / (2 * l + Math.log(1 + 2 * l));
  const v = n * sd * sd + rho;
  const half = Math.sqrt(v * Math.log(v / (rho * alpha * alpha))) / n;
  return { lo: mean - half, hi: mean + half };
}
