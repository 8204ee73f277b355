import { normalCdf } from '../../engine/stats/index.js';
import { outcomeProbs, type OrderedFit, type ResultRow } from './fit.js';

/**
 * Profiles whose value depends on their company: for every pair of profiles (and every profile
 * with itself: a value that changes with how many there are), a score test of adding the term
 * nA_p·nA_q − nB_p·nB_q to the fitted additive model. The score test needs no refit: at the
 * additive fit, U = sum z·dl/deta and its variance is I_zz − I_z,θ I_θθ⁻¹ I_θ,z (the fit's
 * covariance is I_θθ⁻¹). A pair is named when its two-sided p-value is below 0.05 divided by the
 * number of pairs tested (Bonferroni), so all the names together are false alarms with
 * probability at most 5% when the model is additive.
 */
export interface Interaction {
  p: number;
  q: number;
  /** Sign of U: positive, the two together are worth more than apart. */
  z: number;
  pValue: number;
}

/** Per-row d l/d eta, and the negative second derivatives in (eta, eta) and (eta, theta). */
function rowDerivs(r: ResultRow, eta: number, theta: number, drawTerm: boolean): { g: number; hEE: number; hET: number } {
  const grad = (e: number, t: number): [number, number] => {
    const [pw, pd, pl] = outcomeProbs(e, t);
    let dEta = r.wins * (1 - pw) - r.losses * (1 - pl);
    let dTheta = -r.wins * (1 - pw) - r.losses * (1 - pl);
    if (r.draws) {
      const aw = pw * (1 - pw);
      const al = pl * (1 - pl);
      dEta += (r.draws * (al - aw)) / pd;
      dTheta += (r.draws * (aw + al)) / pd;
    }
    return [dEta, dTheta];
  };
  const e = 1e-5;
  const [g] = grad(eta, theta);
  const up = grad(eta + e, theta);
  const dn = grad(eta - e, theta);
  const hEE = -(up[0] - dn[0]) / (2 * e);
  const hET = drawTerm ? -(up[1] - dn[1]) / (2 * e) : 0;
  return { g, hEE, hET };
}

/**
 * `counts[r]`: the two lists' counts behind row r. Returns the pairs whose interaction the data
 * show at the Bonferroni level, most significant first. `k` design columns, the first `profiles`
 * of them the profiles (the rest: the field's opponents).
 */
export function interactions(rows: ResultRow[], counts: [number[], number[]][], fit: OrderedFit, k: number, profiles = k): Interaction[] {
  const theta = fit.params[k + 1];
  const derivs = rows.map((r) => {
    let eta = fit.params[k] * r.side;
    for (let j = 0; j < k; j++) eta += r.d[j] * fit.params[j];
    return rowDerivs(r, eta, theta, fit.drawTerm);
  });
  const pairs: [number, number][] = [];
  for (let p = 0; p < profiles; p++) for (let q = p; q < profiles; q++) pairs.push([p, q]);
  const level = 0.05 / pairs.length;
  const out: Interaction[] = [];
  for (const [p, q] of pairs) {
    let U = 0;
    let Izz = 0;
    // I_{z,θ} for θ = (w_1..w_k, s, theta)
    const b = new Array<number>(k + 2).fill(0);
    rows.forEach((r, i) => {
      const [a, c] = counts[i];
      const z = a[p] * a[q] - c[p] * c[q];
      if (z === 0) return;
      const { g, hEE, hET } = derivs[i];
      U += z * g;
      Izz += z * z * hEE;
      for (let j = 0; j < k; j++) b[j] += z * r.d[j] * hEE;
      b[k] += z * r.side * hEE;
      b[k + 1] += z * hET;
    });
    let adj = 0;
    for (let i = 0; i < k + 2; i++) for (let j = 0; j < k + 2; j++) adj += b[i] * fit.cov[i][j] * b[j];
    const v = Izz - adj;
    if (!(v > 0)) continue;
    const pValue = 2 * (1 - normalCdf(Math.abs(U) / Math.sqrt(v)));
    if (pValue < level) out.push({ p, q, z: U / Math.sqrt(v), pValue });
  }
  return out.sort((x, y) => x.pValue - y.pValue);
}
