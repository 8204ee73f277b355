/**
 * Acceptance bounds for simulated error rates: the range [lo, hi] that Binomial(n, p) counts fall
 * in with probability ≥ 1 − 2·tail (exact pmf summed in log space). A count above `hi` means the
 * true rate exceeds p beyond what chance explains at that level.
 */
export function binomialRange(n: number, p: number, tail = 1e-3): { lo: number; hi: number } {
  const logPmf = (k: number) => lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log1p(-p);
  let lo = 0;
  for (let acc = 0; lo <= n; lo++) {
    acc += Math.exp(logPmf(lo));
    if (acc > tail) break;
  }
  let hi = n;
  for (let acc = 0; hi >= 0; hi--) {
    acc += Math.exp(logPmf(hi));
    if (acc > tail) break;
  }
  return { lo, hi };
}

/** ln Γ(x) by Lanczos (g = 7, n = 9), |error| < 1e-13 for x ≥ 0.5. */
function lgamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
