import { logisticFit, zFor, type LogisticFit, type LogisticPoint } from '../../engine/stats/index.js';
import { localCrossing } from './localCrossing.js';

/**
 * Student-t quantile by the Cornish–Fisher expansion around the normal one (Abramowitz & Stegun
 * 26.7.5): error below 1e-3 for ν ≥ 5, which is all the jackknife uses.
 */
export function tQuantile(conf: number, nu: number): number {
  const z = zFor(conf);
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  return z + (z3 + z) / (4 * nu) + (5 * z5 + 16 * z3 + 3 * z) / (96 * nu * nu) + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * nu ** 3);
}

export interface CrossingEstimate {
  /** 'inside' / 'outside' the swept range, or 'none' (slope not significant: no crossing). */
  status: 'inside' | 'outside' | 'none';
  x50: number;
  lo: number;
  hi: number;
  /**
   * How the crossing and its interval were made: 'local' (localCrossing.ts: the curve through the
   * values nearest 50%, jackknife interval); outside the swept values, the logistic fit's crossing
   * with the union of the jackknife's and Fieller's intervals, or Fieller's alone with too few
   * games for seed batches.
   */
  method: 'local' | 'jackknife+fieller' | 'fieller';
  /** The swept x values the local crossing was read from (empty for the logistic ones). */
  window: number[];
  /** The logistic curve's crossing − the local one, with its jackknife standard error (null when not measured). */
  lackOfFit: { difference: number; se: number; failed: boolean } | null;
  /** Fieller's interval from the fit alone (treats the values as independent). */
  fiellerLo: number;
  fiellerHi: number;
  /** Jackknife standard error of x50 over seed batches (NaN when not used). */
  jackknifeSe: number;
  batches: number;
  note: string;
}

/**
 * The 50% crossing with its interval.
 *
 * Every swept value is played on the same seeds (common random numbers), so the values' scores
 * are positively correlated: a lucky seed lifts the whole curve. The games are split into B seed
 * batches (each batch holds the same seeds for every value) and the interval comes from the
 * delete-one-batch jackknife (Quenouille–Tukey) with a t quantile on B − 1 degrees of freedom: the
 * batches are independent, whatever the correlation inside them.
 *
 * Where 50% lies between two swept values, the crossing is read from the values nearest it
 * (localCrossing.ts, issue 30 item 5): one logistic curve through the whole range does not follow
 * the data near the crossing (on the intro count sweep it was biased by about 9 standard errors,
 * and its interval, the union of the jackknife's and Fieller's, 3.5 times wider than the
 * seed-to-seed spread). The logistic fit stays for what needs the whole curve: whether the score
 * changes at all (Fieller: slope significant), a crossing outside the swept values
 * (extrapolated), the slope per step and the chart.
 */
export function crossingOf(totals: LogisticPoint[], batches: LogisticPoint[][], conf = 0.95): { fit: LogisticFit; crossing: CrossingEstimate } {
  const fit = logisticFit(totals, conf);
  const base = { fiellerLo: fit.x50Lo, fiellerHi: fit.x50Hi, batches: batches.length, window: [], lackOfFit: null };
  if (fit.crossing === 'none') {
    return {
      fit,
      crossing: {
        status: 'none',
        x50: fit.x50,
        lo: NaN,
        hi: NaN,
        method: 'fieller',
        jackknifeSe: NaN,
        ...base,
        note: fit.separated
          ? 'the scores jump from one extreme to the other: no smooth curve to fit ' + '(use a finer range or more games)'
          : 'the score does not change significantly over the range: no crossing',
      },
    };
  }
  const B = batches.length;
  if (B >= 5 && fit.crossing === 'inside') {
    const logistic = (pts: readonly LogisticPoint[]) => {
      try {
        const f = logisticFit(pts, conf);
        return f.separated ? NaN : f.x50;
      } catch {
        return NaN;
      }
    };
    const local = localCrossing(totals, batches, logistic, tQuantile(conf, B - 1));
    if (local)
      return {
        fit,
        crossing: {
          status: 'inside',
          x50: local.x50,
          lo: local.lo,
          hi: local.hi,
          method: 'local',
          jackknifeSe: local.se,
          ...base,
          window: local.window,
          lackOfFit: local.lackOfFit,
          note: local.lackOfFit.failed
            ? `the logistic curve through every value misses the 50% crossing by ${local.lackOfFit.difference.toPrecision(2)} ` +
              `(lack of fit): the fair value is read from the values nearest it (${local.window.join(', ')}), ` +
              'the slope and the chart from the curve'
            : '',
        },
      };
  }
  const thetas: number[] = [];
  if (B >= 5) {
    for (let b = 0; b < B; b++) {
      const pts = totals.map((t, i) => ({ x: t.x, points: t.points - batches[b][i].points, games: t.games - batches[b][i].games }));
      if (pts.some((p) => !(p.games > 0))) break;
      try {
        const f = logisticFit(pts, conf);
        if (!Number.isFinite(f.x50) || f.separated) break;
        thetas.push(f.x50);
      } catch {
        break;
      }
    }
  }
  if (thetas.length === B && B >= 5) {
    const mean = thetas.reduce((s, t) => s + t, 0) / B;
    const se = Math.sqrt(((B - 1) / B) * thetas.reduce((s, t) => s + (t - mean) ** 2, 0));
    const t = tQuantile(conf, B - 1);
    return {
      fit,
      crossing: {
        status: fit.crossing,
        x50: fit.x50,
        lo: Math.min(fit.x50 - t * se, fit.x50Lo),
        hi: Math.max(fit.x50 + t * se, fit.x50Hi),
        method: 'jackknife+fieller',
        jackknifeSe: se,
        ...base,
        note: fit.crossing === 'outside' ? 'the crossing lies outside the swept range (extrapolated): widen the range' : '',
      },
    };
  }
  return {
    fit,
    crossing: {
      status: fit.crossing,
      x50: fit.x50,
      lo: fit.x50Lo,
      hi: fit.x50Hi,
      method: 'fieller',
      jackknifeSe: NaN,
      ...base,
      note:
        (fit.crossing === 'outside' ? 'the crossing lies outside the swept range (extrapolated): widen the range. ' : '') +
        'too few games for a jackknife over seed batches: the interval is ' +
        "Fieller's, which ignores the common-random-number correlation between " +
        'values and may be too narrow',
    },
  };
}

/** Points of the fitted curve for the chart. */
export function curvePoints(fit: LogisticFit, xMin: number, xMax: number, n = 80): { x: number; p: number }[] {
  const out: { x: number; p: number }[] = [];
  for (let i = 0; i <= n; i++) {
    const x = xMin + ((xMax - xMin) * i) / n;
    out.push({ x, p: 1 / (1 + Math.exp(-(fit.a + fit.b * x))) });
  }
  return out;
}
