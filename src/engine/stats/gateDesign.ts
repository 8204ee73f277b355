import { normalCdf } from './normal.js';
import { anytimeBounds } from './sprt.js';

/**
 * The compare gate's sequential design and its operating characteristic.
 *
 * Per matchup, D is the per-unit (game or mirrored pair) score difference variant − base on
 * common seeds, δ = E[D]. Two one-sided GSPRTs (sprtScoreDifference with anytime bounds):
 *   up:   θ0 = h0,  θ1 = T        down: θ0 = −h0, θ1 = −T
 * looked at after every batch of `batch` units up to `cap` units:
 *   moved   as soon as either LLR ≥ ln(1/α′)  with α′ = α/(2K) (K matchups, Bonferroni)
 *   within  as soon as both LLRs ≤ ln β
 *   inconclusive when the cap is reached first.
 * With the per-unit variance σ² fixed, both LLRs are linear in S = ΣD, so the rule reads, after n
 * units,
 *   moved ⇔ |S| ≥ n(h0 + T)/2 + ln(1/α′)·σ²/(T − h0),   within ⇔ |S| ≤ n(h0 + T)/2 + ln β·σ²/(T − h0).
 */
export interface GateDesign {
  /** |δ| ≤ h0: nothing moved (H0). */
  h0: number;
  /** |δ| ≥ tolerance: moved (H1). */
  tolerance: number;
  /** Suite-level two-sided false-alarm rate. */
  alpha: number;
  /** Per-matchup chance of "within" when |δ| ≥ tolerance. */
  beta: number;
  /** Matchups sharing α (Bonferroni); 1 for a single matchup. */
  matchups: number;
}

/** LLR bounds of each one-sided test: α split over the two sides and the K matchups. */
export function gateBounds(d: GateDesign): { lower: number; upper: number; alphaPerSide: number } {
  const alphaPerSide = d.alpha / (2 * d.matchups);
  return { ...anytimeBounds(alphaPerSide, d.beta), alphaPerSide };
}

export interface OperatingPoint {
  delta: number;
  /** P(verdict "moved"). */
  moved: number;
  /** P(verdict "within tolerance"). */
  within: number;
  /** P(cap reached without a verdict). */
  inconclusive: number;
  /** Expected units played (cap counted for inconclusive runs). */
  expectedUnits: number;
  /** Units between two modelled looks: the batch, or MIN_LOOK_UNITS when the batch is smaller. */
  lookUnits: number;
  /** P(no verdict yet) after each look: survival[k] after min((k+1)·lookUnits, cap) units. */
  survival: number[];
  /** E[S/n] where the test stops (or at the cap): the mean Δ the gate prints, on average. */
  expectedEstimate: number;
}

/** Cells of the grid per standard deviation of one batch's sum: boundary error ≈ σ√batch/12. */
const CELLS_PER_SD = 12;
/** The kernel reaches ±8 sd: the mass beyond (< 1e-15) is immaterial. */
const KERNEL_SDS = 8;
/**
 * Looks closer than this (the default batch: 200 games in pairs) are modelled this far apart. The
 * recursion's cost grows as batch^−1.5 (more looks on a finer grid): a 2-pair batch took minutes per
 * matchup and held the process in one synchronous loop that not even SIGTERM could break. Fewer looks stop a test later, never sooner,
 * so the modelled design errs toward more games and more "inconclusive" (the gate itself still
 * looks after every batch).
 */
export const MIN_LOOK_UNITS = 100;
/** Undecided mass below which the recursion stops: what is left changes no printed digit. */
const SETTLED = 1e-12;

/**
 * Operating characteristic of the design at one δ for a known per-unit sd σ, by the recursive
 * numerical integration of group-sequential designs (Armitage, McPherson & Rowe, J. R. Statist.
 * Soc. A 132 (1969) 235–244; Jennison & Turnbull, "Group Sequential Methods", 2000, ch. 19):
 * the density of S on a grid is carried from look to look, convolved with the N(δm, σ²m) step of
 * m units, and cut at the boundaries. This is the normal approximation of the real stream (the
 * gate itself plugs in the sample variance); test/analysis/compare-oc.test.ts checks it against
 * simulated streams drawn from real difference histograms.
 */
export function operatingPoint(d: GateDesign, sd: number, delta: number, batch: number, cap: number, settled = SETTLED): OperatingPoint {
  if (!(sd > 0) || !(batch >= 1) || !(cap >= 1)) throw new RangeError(`operatingPoint: need sd > 0, batch >= 1, cap >= 1 (got ${sd}, ${batch}, ${cap})`);
  const { lower, upper } = gateBounds(d);
  const look = Math.max(batch, Math.min(MIN_LOOK_UNITS, cap));
  const width = d.tolerance - d.h0;
  const slope = (d.h0 + d.tolerance) / 2;
  const hiAt = (n: number) => n * slope + (upper * sd * sd) / width;
  const loAt = (n: number) => n * slope + (lower * sd * sd) / width;
  const h = (sd * Math.sqrt(look)) / CELLS_PER_SD;
  // a look's step can carry S past the bound by δ·look plus the kernel's reach: the grid holds it,
  // so the estimate reads where S really stopped (a grid cut at the bound pinned it to the bound,
  // and the bias adjustment of a large Δ ran off to +287 percentage points)
  const half = Math.ceil((hiAt(cap) + Math.abs(delta) * look + KERNEL_SDS * sd * Math.sqrt(look)) / h) + 2;
  const size = 2 * half + 1;
  let mass = new Float64Array(size);
  let next = new Float64Array(size);
  mass[half] = 1; // S = 0 before the first game
  let n = 0;
  let moved = 0;
  let within = 0;
  let expected = 0;
  let alive = 1;
  let estimate = 0;
  let written = 0;
  const survival: number[] = [];
  const kernels = new Map<number, { offset: number; w: Float64Array }>();
  const kernel = (m: number) => {
    let k = kernels.get(m);
    if (!k) {
      const mu = delta * m;
      const s = sd * Math.sqrt(m);
      const from = Math.floor((mu - KERNEL_SDS * s) / h);
      const to = Math.ceil((mu + KERNEL_SDS * s) / h);
      const w = new Float64Array(to - from + 1);
      for (let j = from; j <= to; j++) w[j - from] = normalCdf(((j + 0.5) * h - mu) / s) - normalCdf(((j - 0.5) * h - mu) / s);
      k = { offset: from, w };
      kernels.set(m, k);
    }
    return k;
  };
  while (n < cap && alive > settled) {
    const m = Math.min(look, cap - n);
    // before this look every mass cell lies inside |S| < hiAt(n): only that span is visited
    const before = Math.min(half, Math.ceil(hiAt(n) / h) + 1);
    n += m;
    const { offset, w } = kernel(m);
    const span = Math.min(half, before + Math.max(-offset, w.length + offset) + 1);
    // a buffer may hold cells of an earlier, wider look (the last kernel can be narrower): clear them too
    written = Math.max(written, span);
    next.fill(0, half - written, half + written + 1);
    for (let i = half - before; i <= half + before; i++) {
      const p = mass[i];
      if (p === 0) continue;
      const base = i + offset;
      const jFrom = Math.max(0, -base);
      const jTo = Math.min(w.length, size - base);
      for (let j = jFrom; j < jTo; j++) next[base + j] += p * w[j];
    }
    const hi = hiAt(n);
    const lo = loAt(n);
    let stay = 0;
    let inside = 0;
    let crossed = 0;
    for (let i = half - span; i <= half + span; i++) {
      const s = Math.abs((i - half) * h);
      if (s >= hi || s <= lo) {
        estimate += (next[i] * (i - half) * h) / n;
        if (s >= hi) crossed += next[i];
        else inside += next[i];
        next[i] = 0;
      } else stay += next[i];
    }
    // what left the grid or crossed |S| ≥ hi is "moved"; the grid covers every continuation region
    const out = Math.max(0, alive - stay - inside);
    // mass that jumped off the grid stopped beyond the bound on δ's side
    estimate += (Math.max(0, out - crossed) * Math.sign(delta) * hi) / n;
    moved += out;
    within += inside;
    expected += n * (out + inside);
    alive = stay;
    survival.push(alive);
    [mass, next] = [next, mass];
  }
  expected += cap * alive;
  for (let i = half - written; i <= half + written; i++) estimate += (mass[i] * (i - half) * h) / Math.max(1, n);
  return { delta, moved, within, inconclusive: alive, expectedUnits: expected, lookUnits: look, survival, expectedEstimate: estimate };
}

/**
 * Bias-adjusted estimate of δ after a sequential run (Whitehead, "On the bias of maximum likelihood
 * estimation following a sequential test", Biometrika 73 (1986) 573–581): the mean Δ read where
 * the test stopped is pulled toward the verdict (a run stops early when it happens to run ahead),
 * E_δ[Δ] = δ + b(δ); the adjusted estimate solves δ̃ + b(δ̃) = Δ, with b from the design's
 * operating characteristic at the measured sd (fixed-point iteration).
 */
export function biasAdjusted(d: GateDesign, sd: number, observed: number, batch: number, cap: number): number {
  if (!(sd > 0) || !Number.isFinite(observed)) return observed;
  // secant steps on f(δ) = E_δ[Δ] − Δobserved, which rises with δ
  const f = (x: number) => operatingPoint(d, sd, x, batch, cap).expectedEstimate - observed;
  let x0 = observed;
  let f0 = f(x0);
  let x1 = observed - f0;
  for (let k = 0; k < 8; k++) {
    const f1 = f(x1);
    if (Math.abs(f1) < 1e-6 || f1 === f0) return Math.max(-1, Math.min(1, x1));
    const x2 = x1 - (f1 * (x1 - x0)) / (f1 - f0);
    [x0, f0, x1] = [x1, f1, x2];
  }
  return Math.max(-1, Math.min(1, x1));
}

/** δ values the design is summarised at: 0, h0, the midpoint (where it is slowest), tolerance. */
export function designDeltas(d: GateDesign): number[] {
  return [0, d.h0, (d.h0 + d.tolerance) / 2, d.tolerance];
}

/**
 * Units to play so that P(inconclusive) ≤ `target` at each of `deltas` (default: no change, and a
 * change of exactly the tolerance), in whole batches, at most `limit`.
 */
export function unitsForVerdict(d: GateDesign, sd: number, batch: number, target: number, limit: number, deltas = [0, d.tolerance]): number {
  let need = batch;
  for (const delta of deltas) {
    // only the first look with survival ≤ target matters: the recursion stops there
    const op = operatingPoint(d, sd, delta, batch, limit, target);
    const k = op.survival.findIndex((p) => p <= target);
    const looked = Math.ceil(((k + 1) * op.lookUnits) / batch) * batch;
    need = Math.max(need, k < 0 ? limit : Math.min(limit, looked));
  }
  return need;
}
