import { normalQuantile } from './normal.js';
import { pairMoments, type PairHist, type WDL } from './score.js';
import { moments } from './moments.js';

/** A pilot run to take the per-unit variance from (one of the forms the tallies give). */
export type Pilot =
  /** Per-game results: per-game score variance (plug-in). */
  | { wins: number; draws: number; losses: number }
  /** Mirrored pairs: per-pair score variance. */
  | { pairHalfPoints: PairHist }
  /** Any per-unit quantity tallied as n, Σx, Σx² (e.g. CRN differences D per game or pair). */
  | { n: number; sum: number; sumSq: number };

export interface PlanInput {
  /** Score difference to detect (e.g. 0.03 for 3 points of score), > 0. */
  delta: number;
  /** Two-sided significance level (default 0.05). */
  alpha?: number;
  /** Power 1 − β at |difference| = delta (default 0.8). */
  power?: number;
  /** The unit is a mirrored pair of games (two games); the sd/pilot is then per pair. */
  paired?: boolean;
  /**
   * 'one-sample' (default): one score against a fixed reference (e.g. 50%), or a difference
   *   already measured per unit on common random numbers (sd of D per unit).
   * 'two-sample': two independent arms (e.g. base and variant on different seeds), each needing
   *   the returned `units`; the variance of the difference is 2σ²/units.
   */
  design?: 'one-sample' | 'two-sample';
  /** Standard deviation per unit (per game, or per pair when paired). */
  sd?: number;
  /** Alias of sd for unpaired designs (the brief's name). */
  sdPerGame?: number;
  pilot?: Pilot;
}

export interface Plan {
  /** Units (games, or pairs) per arm. */
  units: number;
  /** Games in total (both arms, both games of each pair). */
  games: number;
  unit: 'game' | 'pair';
  sd: number;
  zAlpha: number;
  zBeta: number;
}

function pilotSd(p: Pilot): number {
  if ('pairHalfPoints' in p) return Math.sqrt(pairMoments(p.pairHalfPoints).variance);
  if ('wins' in p) {
    const g = p as WDL;
    const n = g.wins + g.draws + g.losses;
    if (!(n > 0)) throw new RangeError('gamesNeeded: pilot has no games');
    const s = (g.wins + g.draws / 2) / n;
    return Math.sqrt(Math.max(0, (g.wins + g.draws / 4) / n - s * s));
  }
  const m = moments(p.n, p.sum, p.sumSq);
  if (!(p.n >= 2)) throw new RangeError('gamesNeeded: pilot needs at least 2 units');
  return m.sd;
}

/**
 * Units needed for a two-sided level-α z-test to detect a difference δ with the given power
 * (the standard normal-approximation formula, e.g. Chow, Shao & Wang, "Sample Size Calculations
 * in Clinical Research", §3.1–3.2):
 *   one-sample / CRN-paired:  n = ((z_{1−α/2} + z_{1−β})·σ/δ)²
 *   two independent arms:      n = 2·((z_{1−α/2} + z_{1−β})·σ/δ)²  per arm
 * rounded up. The far tail of the two-sided test (rejecting in the wrong direction) is ignored,
 * as usual; it adds less than α/2 to the power.
 */
export function gamesNeeded(inp: PlanInput): Plan {
  const alpha = inp.alpha ?? 0.05;
  const power = inp.power ?? 0.8;
  if (!(inp.delta > 0)) throw new RangeError(`gamesNeeded: delta must be > 0, got ${inp.delta}`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`gamesNeeded: alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`gamesNeeded: power must be in (0, 1), got ${power}`);
  const sd = inp.sd ?? inp.sdPerGame ?? (inp.pilot ? pilotSd(inp.pilot) : undefined);
  if (sd === undefined || !(sd >= 0) || !Number.isFinite(sd)) throw new RangeError('gamesNeeded: give sd (per unit) or a pilot');
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const arms = inp.design === 'two-sample' ? 2 : 1;
  const raw = arms * (((zAlpha + zBeta) * sd) / inp.delta) ** 2;
  // guard against 784.0000000001 → 785 from rounding in the quantiles
  const units = Math.max(1, Math.ceil(raw - 1e-9));
  const perUnit = inp.paired ? 2 : 1;
  return { units, games: units * perUnit * arms, unit: inp.paired ? 'pair' : 'game', sd, zAlpha, zBeta };
}
