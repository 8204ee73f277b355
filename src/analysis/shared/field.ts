import { scoreMeanInterval } from '../../engine/stats/boundedMean.js';
import { zFor } from '../../engine/stats/normal.js';
import { pairMoments } from '../../engine/stats/score.js';
import type { Tally } from '../../engine/tally.js';

/** Per-unit moments of list A's score in one matchup: units are pairs (score k/4) or games (0, ½, 1). */
export interface UnitMoments {
  /** Units (pairs, or games). */
  n: number;
  /** Mean unit score of A. */
  mean: number;
  /** Mean of Y(1 − Y) over units (the mass strictly inside [0, 1]). */
  c: number;
}

export function unitMoments(t: Tally, pairs: boolean): UnitMoments {
  if (pairs) {
    const m = pairMoments(t.pairHalfPoints);
    return { n: m.pairs, mean: m.mean, c: m.c };
  }
  const n = t.games;
  return { n, mean: n > 0 ? (t.winsA + t.draws / 2) / n : NaN, c: n > 0 ? t.draws / n / 4 : NaN };
}

/** The same moments seen from list B. */
export function flipMoments(m: UnitMoments): UnitMoments {
  return { n: m.n, mean: 1 - m.mean, c: m.c };
}

export interface FieldScore {
  mean: number;
  lo: number;
  hi: number;
  /** Kish effective number of units behind the interval. */
  nEff: number;
}

/**
 * A list's mean score against the field: Σ w_j·score_j over its opponents, weights normalised.
 * Interval: the bounded-mean score interval (boundedMean.ts) with the pooled moments
 * (mean Σ w_j m_j, c = Σ w_j c_j, per-unit variance mean(1 − mean) − c) and Kish's effective sample size n_eff = 1/Σ(w_j²/n_j).
 * With equal weights and equal units per cell this is exactly the interval of all the list's
 * units pooled. It uses the pooled per-unit variance, which includes the spread between
 * opponents that a stratified estimate would remove, so it is conservative (never narrower than
 * the truth on that count) and, unlike a normal interval on per-cell standard errors, never
 * collapses to a point when every cell is 0% or 100%.
 */
export function fieldScore(cells: { m: UnitMoments; weight: number }[], conf = 0.95): FieldScore {
  const used = cells.filter((c) => c.weight > 0 && c.m.n > 0);
  const total = used.reduce((s, c) => s + c.weight, 0);
  if (used.length === 0 || !(total > 0)) return { mean: NaN, lo: 0, hi: 1, nEff: 0 };
  let mean = 0;
  let c = 0;
  let inv = 0;
  for (const cell of used) {
    const w = cell.weight / total;
    mean += w * cell.m.mean;
    c += w * cell.m.c;
    inv += (w * w) / cell.m.n;
  }
  const nEff = 1 / inv;
  mean = Math.min(1, Math.max(0, mean));
  // pooled plug-in variance of one unit: E[Y²] − mean² = mean(1 − mean) − c
  const b = scoreMeanInterval(nEff, mean, Math.max(0, mean * (1 - mean) - c), zFor(conf));
  return { mean, lo: b.lo, hi: b.hi, nEff };
}

/** The one verdict vocabulary of every file volley writes (CSV, JSON, page, terminal). */
export type Verdict = 'favoured' | 'outmatched' | 'balanced' | 'inconclusive';

/**
 * Balance verdict of an interval against a band [lo, hi]: 'favoured' when the whole interval lies
 * above the band, 'outmatched' when below, 'balanced' when inside it, 'inconclusive' when it straddles an
 * edge (more games would tell). Only 'favoured' and 'outmatched' are flags.
 */
export function verdictOf(lo: number, hi: number, band: [number, number]): Verdict {
  if (lo > band[1]) return 'favoured';
  if (hi < band[0]) return 'outmatched';
  if (lo >= band[0] && hi <= band[1]) return 'balanced';
  return 'inconclusive';
}

export function isFlag(v: Verdict): boolean {
  return v === 'favoured' || v === 'outmatched';
}

/**
 * A verdict "flips between policies" when the list is flagged (strong or weak) under at least one
 * policy and gets a different verdict under another: the flag then depends on how the AI plays,
 * not only on the list.
 */
export function verdictFlips(verdicts: Verdict[]): boolean {
  return verdicts.some(isFlag) && new Set(verdicts).size > 1;
}
