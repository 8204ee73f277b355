import { EXTREME_UNITS, scoreMeanInterval } from './boundedMean.js';
import { wilson } from './wilson.js';
import { zFor } from './normal.js';

export interface WDL {
  wins: number;
  draws: number;
  losses: number;
}

export type ScoreMethod = 'wilson' | 'wilson-draws' | 'wilson-pairs';

export interface ScoreInterval {
  /** (W + D/2)/N, or the mean pair score for pairs (NaN when there are no games). */
  score: number;
  lo: number;
  hi: number;
  /** Plug-in standard error of the score. */
  se: number;
  method: ScoreMethod;
  /** Games (or pairs, for the paired version) the interval rests on. */
  n: number;
}

function checkCount(what: string, v: number): void {
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative integer, got ${v}`);
}

/**
 * Score = (W + D/2)/N with an interval.
 * No draws: the score is a binomial proportion → Wilson.
 * With draws: the Wilson-type (score-test) interval for a bounded mean, with the draw share as
 * a nuisance parameter (derivation and the choice against a clipped normal interval in
 * boundedMean.ts); it reduces to Wilson at D = 0.
 */
export function scoreInterval(r: WDL, conf = 0.95): ScoreInterval {
  checkCount('wins', r.wins);
  checkCount('draws', r.draws);
  checkCount('losses', r.losses);
  const n = r.wins + r.draws + r.losses;
  const z = zFor(conf);
  if (r.draws === 0) {
    const w = wilson(r.wins, n, z);
    const se = n > 0 ? Math.sqrt((w.p * (1 - w.p)) / n) : Infinity;
    // near 0% or 100%: continuity-corrected (boundedMean.ts, scoreMeanInterval)
    const b = n > 0 && Math.min(r.wins, r.losses) < EXTREME_UNITS ? scoreMeanInterval(n, w.p, w.p * (1 - w.p), z) : w;
    return { score: w.p, lo: b.lo, hi: b.hi, se, method: 'wilson', n };
  }
  const mean = (r.wins + r.draws / 2) / n;
  // Var Y = E[Y²] − ȳ² with E[Y²] = (W + D/4)/N
  const m = scoreMeanInterval(n, mean, (r.wins + r.draws / 4) / n - mean * mean, z);
  return { score: mean, lo: m.lo, hi: m.hi, se: m.se, method: 'wilson-draws', n };
}

/** Histogram of mirrored pairs by A's points in the pair, in half points: index 0 (lost both) … 4 (won both). */
export type PairHist = readonly [number, number, number, number, number] | readonly number[];

function checkPairHist(h: PairHist): number {
  if (h.length !== 5) throw new RangeError(`pair histogram must have 5 cells (0..4 half points), got ${h.length}`);
  let m = 0;
  for (let k = 0; k < 5; k++) {
    checkCount(`pair histogram cell ${k}`, h[k]);
    m += h[k];
  }
  return m;
}

/** Moments of the pair score Y = k/4: number of pairs, mean, E[Y(1−Y)], plug-in variance. */
export function pairMoments(h: PairHist): { pairs: number; mean: number; c: number; variance: number } {
  const m = checkPairHist(h);
  if (m === 0) return { pairs: 0, mean: NaN, c: NaN, variance: NaN };
  let s = 0;
  let s2 = 0;
  for (let k = 0; k < 5; k++) {
    const y = k / 4;
    s += h[k] * y;
    s2 += h[k] * y * y;
  }
  const mean = s / m;
  const ey2 = s2 / m;
  return { pairs: m, mean, c: mean - ey2, variance: Math.max(0, ey2 - mean * mean) };
}

/**
 * Score interval from mirrored game pairs (same seed, lists swapping sides). The unit of
 * independence is the pair: Y = (A's half points in the pair)/4 is the pair's score, its mean is
 * the score, and its variance comes from the pair distribution, so a side advantage that the
 * mirroring cancels no longer inflates the interval. Same bounded-mean score interval as for
 * games (boundedMean.ts), with the pairs' variance.
 */
export function pairedScoreInterval(pairHist: PairHist, conf = 0.95): ScoreInterval {
  const mo = pairMoments(pairHist);
  const z = zFor(conf);
  if (mo.pairs === 0) return { score: NaN, lo: 0, hi: 1, se: Infinity, method: 'wilson-pairs', n: 0 };
  const b = scoreMeanInterval(mo.pairs, mo.mean, mo.variance, z);
  return { score: mo.mean, lo: b.lo, hi: b.hi, se: b.se, method: 'wilson-pairs', n: mo.pairs };
}

export interface VarianceSaved {
  /** Variance of the score estimate from the pairs: Var(Y)/M. */
  pairedVariance: number;
  /** Variance if the same 2M games had been independent: σ²_game/(2M). */
  unpairedVariance: number;
  /** pairedVariance / unpairedVariance (1 + the within-pair correlation). */
  ratio: number;
  /** 1 − ratio: the share of variance the mirroring removed (negative if pairing hurt). */
  saved: number;
}

/**
 * How much variance mirrored pairs saved, against unpaired games with the same outcomes.
 * Both variances are plug-in (divide by the count), so they are comparable.
 *
 * The per-game variance needs each game's result; the histogram alone cannot tell a 2-half-point
 * pair made of two draws from one made of a win and a loss. Pass the games' W/D/L (they must be
 * the 2M games of the pairs). Without it, every 2-point pair is taken as two draws, the reading
 * that gives the smallest per-game variance and so the smallest (conservative) saving.
 */
export function varianceSaved(pairHist: PairHist, games?: WDL): VarianceSaved {
  const mo = pairMoments(pairHist);
  const m = mo.pairs;
  if (m === 0) return { pairedVariance: NaN, unpairedVariance: NaN, ratio: NaN, saved: NaN };
  let wins: number;
  let draws: number;
  if (games) {
    checkCount('wins', games.wins);
    checkCount('draws', games.draws);
    checkCount('losses', games.losses);
    const n = games.wins + games.draws + games.losses;
    const halfPoints = pairHist[1] + 2 * pairHist[2] + 3 * pairHist[3] + 4 * pairHist[4];
    if (n !== 2 * m || 2 * games.wins + games.draws !== halfPoints) {
      throw new RangeError(
        `varianceSaved: W/D/L (${games.wins}/${games.draws}/${games.losses}) are not the games of the ${m} pairs ` +
          `(need ${2 * m} games and ${halfPoints} half points)`,
      );
    }
    wins = games.wins;
    draws = games.draws;
  } else {
    // 0: LL, 1: DL, 2: DD (conservative reading), 3: WD, 4: WW
    wins = pairHist[3] + 2 * pairHist[4];
    draws = pairHist[1] + 2 * pairHist[2] + pairHist[3];
  }
  const n = 2 * m;
  const p = (wins + draws / 2) / n;
  const gameVar = Math.max(0, (wins + draws / 4) / n - p * p);
  const pairedVariance = mo.variance / m;
  const unpairedVariance = gameVar / n;
  const ratio = unpairedVariance > 0 ? pairedVariance / unpairedVariance : NaN;
  return { pairedVariance, unpairedVariance, ratio, saved: 1 - ratio };
}
