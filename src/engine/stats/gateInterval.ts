import { gateBounds, type GateDesign } from './gateDesign.js';

export type GateVerdict = 'moved' | 'within' | 'inconclusive';

/**
 * The interval of δ the gate's own test implies, so that its position agrees with the verdict.
 *
 * The "up" GSPRT compares θ0 = h0 with θ1 = T, w = T − h0 apart. Slid along δ (θ0 = δ, θ1 = δ + w),
 * it rejects δ from above once n·w·(2x̄ − 2δ − w)/(2σ²) ≥ ln(1/α′), i.e. for every δ below
 *   x̄ − w/2 − ln(1/α′)·σ²/(n·w);
 * under δ the likelihood ratio is a martingale, so by Ville's inequality this lower bound is wrong
 * at any look with probability ≤ α′ (the same argument as the gate's bounds, gateDesign.ts). The
 * "down" test gives the upper bound. With δ = h0 the lower bound clears h0 exactly when the up test
 * says "moved": the interval lies beyond ±h0 exactly when the verdict is "moved".
 * Read with ln(1/β) instead (the "within" side: θ1 = δ is rejected for θ0 = δ − w), the interval
 * lies inside ±T exactly when both tests say "within".
 * So the interval is x̄ ± (w/2 + c·σ²/(n·w)) with c = ln(2K/α) for "moved" and "inconclusive"
 * (coverage ≥ 1 − α/K at every look) and c = ln(1/β) for "within" (coverage ≥ 1 − 2β). It is never
 * narrower than T − h0: the test only ever compares δ with δ ± w.
 */
export function gateInterval(n: number, mean: number, variance: number, d: GateDesign, verdict: GateVerdict): { lo: number; hi: number; level: number } {
  const b = gateBounds(d);
  const within = verdict === 'within';
  const c = within ? -b.lower : b.upper;
  const level = within ? 1 - 2 * d.beta : 1 - 2 * b.alphaPerSide;
  if (!(n > 0) || !(variance > 0)) return { lo: -Infinity, hi: Infinity, level };
  const w = d.tolerance - d.h0;
  const half = w / 2 + (c * variance) / (n * w);
  return { lo: mean - half, hi: mean + half, level };
}
