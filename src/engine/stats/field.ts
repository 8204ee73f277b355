import { zFor } from './normal.js';

export interface FieldCell {
  /** This list's score against one opponent. */
  score: number;
  /** Its standard error (from scoreInterval / pairedScoreInterval). */
  se: number;
}

export interface FieldScore {
  score: number;
  se: number;
  lo: number;
  hi: number;
}

/**
 * A list's mean score against the field: Σ w_j·s_j / Σ w_j over its opponents (equal weights by
 * default, or a poule file's weights). The cells are independent runs, so
 * se = √(Σ w_j²·se_j²)/Σ w_j, and with many games per cell the weighted mean is close to normal:
 * interval score ± z·se, clipped to [0, 1]. Cells with weight 0 are ignored.
 */
export function fieldScore(cells: readonly FieldCell[], weights?: readonly number[], conf = 0.95): FieldScore {
  if (weights && weights.length !== cells.length) throw new RangeError('fieldScore: one weight per opponent');
  let sw = 0;
  let s = 0;
  let v = 0;
  cells.forEach((c, j) => {
    const w = weights ? weights[j] : 1;
    if (!(w >= 0)) throw new RangeError(`fieldScore: weight ${w} must be >= 0`);
    if (w === 0) return;
    sw += w;
    s += w * c.score;
    v += w * w * c.se * c.se;
  });
  if (sw === 0) return { score: NaN, se: NaN, lo: 0, hi: 1 };
  const score = s / sw;
  const se = Math.sqrt(v) / sw;
  const h = zFor(conf) * se;
  return { score, se, lo: Math.max(0, score - h), hi: Math.min(1, score + h) };
}
