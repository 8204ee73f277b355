/**
 * SFG-7.5 / 8.1 / §12.6: where a charger ends and how many bases touch. The contact edge is the
 * target's front, or its flank or rear when more than half of the charger's bases start beyond
 * the target's front line. The charger faces into the edge and slides along it to the offset
 * that puts the most of its front-rank bases in contact (ties: fewest defenders, or least
 * shift), among offsets it can reach (both front corners move ≤ reach; a frontal charge ends
 * inside its starting 45° cone), where it can stand, and whose way there is clear (SFG-5.7).
 */
import { EPS, inArc, norm } from '../../kit/facingRect.js';
import { CONTACT_GAP, type Game } from '../game.js';
import { ARTILLERY, type Unit } from '../state.js';
import { EDGE_FLANK, EDGE_FRONT, EDGE_REAR, type ChargePlan } from './chargePlan.js';

export { ChargePlan, EDGE_FLANK, EDGE_FRONT, EDGE_REAR } from './chargePlan.js';

/** Margin on planCharge's distance-to-the-edge-line test (UM; far above rounding, the reach test's own is 1e-9). */
const LINE_SLACK = 1e-6;

/** Counts contacts for the charger's front intervals starting at offset a. Writes defenders to cnt[1]. */
function count(a: number, na: number, wa: number, nt: number, gap: number, lo: Float64Array, hi: Float64Array, cnt: Int32Array): number {
  let ac = 0;
  let dc = 0;
  for (let t = 0; t < nt; t++) {
    for (let k = 0; k < na; k++) {
      const o = Math.min(a + (k + 1) * wa, hi[t]) - Math.max(a + k * wa, lo[t]);
      if (o > gap) {
        dc++;
        break;
      }
    }
  }
  for (let k = 0; k < na; k++) {
    for (let t = 0; t < nt; t++) {
      const o = Math.min(a + (k + 1) * wa, hi[t]) - Math.max(a + k * wa, lo[t]);
      if (o > gap) {
        ac++;
        break;
      }
    }
  }
  cnt[1] = dc;
  return ac;
}

/**
 * Do more than half of a's bases lie beyond the target's front line (SFG-7.5)? Counting stops
 * once either way is settled.
 */
function mostBeyond(a: Unit, t: Unit): boolean {
  const rx = a.fy;
  const ry = -a.fx;
  let n = 0;
  let left = a.bases;
  for (let j = 0; j < a.rows; j++) {
    const inRank = j < a.rows - 1 ? a.cols : a.bases - (a.rows - 1) * a.cols;
    const off = ((a.cols - inRank) * a.bw) / 2;
    for (let i = 0; i < inRank; i++) {
      const u = off + (i + 0.5) * a.bw - a.hw;
      const x = a.px + rx * u - a.fx * ((j + 0.5) * a.bd);
      const y = a.py + ry * u - a.fy * ((j + 0.5) * a.bd);
      if ((x - t.px) * t.fx + (y - t.py) * t.fy < 0) n++;
      left--;
      if (2 * n > a.bases) return true;
      if (2 * (n + left) <= a.bases) return false;
    }
  }
  return 2 * n > a.bases;
}

/**
 * Does the segment (sx, sy) + (ex, ey)·τ, τ in [t0, t1], miss a's 45° arc (inArc, each of its
 * three half-planes widened by ARC_SLACK, far above rounding)? Clipped to each in turn.
 */
function arcMissed(a: Unit, sx: number, sy: number, ex: number, ey: number, t0: number, t1: number): boolean {
  const qx = sx - a.px;
  const qy = sy - a.py;
  // along a's facing (s) and across it (u), at τ = 0 and per unit of τ
  const s0 = qx * a.fx + qy * a.fy;
  const s1 = ex * a.fx + ey * a.fy;
  const u0 = qx * a.fy - qy * a.fx;
  const u1 = ex * a.fy - ey * a.fx;
  const lim = a.hw + EPS + ARC_SLACK;
  // −s ≤ EPS, u − s ≤ hw + EPS, −u − s ≤ hw + EPS
  for (let k = 0; k < 3; k++) {
    const c0 = k === 0 ? -s0 : k === 1 ? u0 - s0 : -u0 - s0;
    const c1 = k === 0 ? -s1 : k === 1 ? u1 - s1 : -u1 - s1;
    const b = k === 0 ? EPS + ARC_SLACK : lim;
    if (Math.abs(c1) < 1e-12) {
      if (c0 > b) return true;
      continue;
    }
    const t = (b - c0) / c1;
    if (c1 > 0) {
      if (t < t1) t1 = t;
    } else if (t > t0) t0 = t;
    if (t0 > t1) return true;
  }
  return false;
}

/** Margin on arcMissed's half-planes (UM). */
const ARC_SLACK = 1e-6;

/** Sorts a[0..n) ascending in place (insertion sort: short lists, and no view allocated per call). */
function sortPrefix(a: Float64Array, n: number): Float64Array {
  for (let i = 1; i < n; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > x) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = x;
  }
  return a;
}

/**
 * The edge of t that a's charge would contact (SFG-7.5): the front, unless more than half of a's
 * bases start beyond t's front line; then the rear if a's centre lies in the 45° cone behind
 * it, else the flank. Where a stands decides it, not where the charge ends, so it is known
 * before the charge is planned.
 */
export function contactEdge(a: Unit, t: Unit): number {
  if (!mostBeyond(a, t)) return EDGE_FRONT;
  const qx = a.cx - t.cx;
  const qy = a.cy - t.cy;
  const u = qx * t.fy - qy * t.fx;
  const v = qx * t.fx + qy * t.fy;
  return v < -t.hd && Math.abs(u) <= t.hw + (-v - t.hd) ? EDGE_REAR : EDGE_FLANK;
}

/** How many of t's bases line the edge a charge contacts (planCharge's target intervals). */
export function edgeBases(t: Unit, edge: number): number {
  if (edge === EDGE_FRONT) return t.cols;
  if (edge === EDGE_FLANK) return t.rows;
  return t.arm === ARTILLERY ? 1 : t.bases - (t.rows - 1) * t.cols;
}

/**
 * Plans a's charge on t with `reach` UM. Returns false when no contact is possible.
 */
export function planCharge(g: Game, a: Unit, t: Unit, reach: number, plan: ChargePlan): boolean {
  const { lo, hi, bps, cnt } = g.work;
  const trx = t.fy;
  const try_ = -t.fx;
  // choose the edge
  let sx: number;
  let sy: number;
  let ex: number;
  let ey: number;
  let nx: number;
  let ny: number;
  let nt: number;
  plan.edge = contactEdge(a, t);
  if (plan.edge === EDGE_FRONT) {
    sx = t.px - trx * t.hw;
    sy = t.py - try_ * t.hw;
    ex = trx;
    ey = try_;
    nx = t.fx;
    ny = t.fy;
    nt = t.cols;
    for (let k = 0; k < nt; k++) {
      lo[k] = k * t.bw;
      hi[k] = (k + 1) * t.bw;
    }
  } else if (plan.edge === EDGE_REAR) {
    sx = t.px - trx * t.hw - t.fx * 2 * t.hd;
    sy = t.py - try_ * t.hw - t.fy * 2 * t.hd;
    ex = trx;
    ey = try_;
    nx = -t.fx;
    ny = -t.fy;
    nt = edgeBases(t, EDGE_REAR);
    const off = ((t.cols - nt) * t.bw) / 2;
    for (let k = 0; k < nt; k++) {
      lo[k] = off + k * t.bw;
      hi[k] = off + (k + 1) * t.bw;
    }
  } else {
    const side = (a.cx - t.cx) * trx + (a.cy - t.cy) * try_ >= 0 ? 1 : -1;
    sx = t.px + trx * t.hw * side;
    sy = t.py + try_ * t.hw * side;
    ex = -t.fx;
    ey = -t.fy;
    nx = trx * side;
    ny = try_ * side;
    nt = t.rows;
    for (let k = 0; k < nt; k++) {
      lo[k] = k * t.bd;
      hi[k] = (k + 1) * t.bd;
    }
  }
  const fx = -nx;
  const fy = -ny;
  const na = a.cols;
  const wa = a.bw;
  const W = na * wa;
  const corner = g.cfg.cornerContactCounts;
  const gap = corner ? -1e-9 : EPS;
  // the charger's current place along the edge, for the closest-to-start tie-break
  const a0 = (a.px - sx) * ex + (a.py - sy) * ey - W / 2;
  const arx = a.fy;
  const ary = -a.fx;
  const lfx = a.px - arx * a.hw;
  const lfy = a.py - ary * a.hw;
  const rfx = a.px + arx * a.hw;
  const rfy = a.py + ary * a.hw;
  const nrx = fy;
  const nry = -fx;
  // the charger's front corners end on the edge's line, so each moves at least its distance
  // from that line: either beyond reach, no contact possible (nor checking the placements)
  if (Math.max(Math.abs((lfx - sx) * nx + (lfy - sy) * ny), Math.abs((rfx - sx) * nx + (rfy - sy) * ny)) > reach + LINE_SLACK) return false;
  // a frontal charge ends with its front centre in its 45° arc (checked for each placement
  // below): if no place on the edge's line where a placement may put it is in the arc, none is
  if (plan.edge === EDGE_FRONT && arcMissed(a, sx, sy, ex, ey, lo[0] - W / 2, hi[nt - 1] + W / 2)) return false;
  // nothing on the edge line is within reach of the nearer front corner: no contact possible
  const ecx = sx + ex * (hi[nt - 1] / 2);
  const ecy = sy + ey * (hi[nt - 1] / 2);
  const halfEdge = hi[nt - 1] / 2 + W;
  if (Math.min(norm(ecx - lfx, ecy - lfy), norm(ecx - rfx, ecy - rfy)) > reach + halfEdge) return false;
  const { placeX, placeY, placeNeed, placeShift, placeA, placeD } = g.work;
  let np = 0;
  // breakpoints: where a charger interval end meets a target interval end. The counts are
  // constant between consecutive breakpoints, so sample each gap once, as near the charger's
  // present place as the gap allows (and the breakpoints themselves when corner contact counts).
  let nb = 0;
  for (let tIdx = 0; tIdx < nt; tIdx++) {
    // abutting bases: an interval starts exactly where the last ended, and the copy would only be skipped below
    const abuts = tIdx > 0 && lo[tIdx] === hi[tIdx - 1];
    for (let k = 0; k <= na; k++) {
      if (!abuts) bps[nb++] = lo[tIdx] - k * wa;
      bps[nb++] = hi[tIdx] - k * wa;
    }
  }
  const sorted = sortPrefix(bps, nb);
  // the placements within reach with a base in contact (and, frontal, in the 45° arc)
  for (let i = 0; i < nb; i++) {
    const b0 = sorted[i];
    if (i > 0 && b0 - sorted[i - 1] < 1e-9) continue;
    let b1 = 0;
    let near = 0;
    // pass 1 samples the gap after b0 nearest the charger's present place; passes 2 and 3 its ends,
    // in case the placement nearest is refused below (another unit, or an enemy it would touch)
    for (let pass = 0; pass < 4; pass++) {
      let off: number;
      if (pass === 0) {
        if (!corner) continue;
        off = b0;
      } else if (pass === 1) {
        let j = i + 1;
        while (j < nb && sorted[j] - b0 < 1e-9) j++;
        if (j >= nb) break;
        b1 = sorted[j];
        if (b1 - b0 < 4 * EPS) break;
        off = a0 < b0 + 2 * EPS ? b0 + 2 * EPS : a0 > b1 - 2 * EPS ? b1 - 2 * EPS : a0;
        near = off;
      } else {
        off = pass === 2 ? b0 + 2 * EPS : b1 - 2 * EPS;
        if (off === near) continue;
      }
      // reach first (cheap): both front corners move at most `reach`
      const px = sx + ex * (off + W / 2);
      const py = sy + ey * (off + W / 2);
      const nd = Math.max(norm(px - nrx * (W / 2) - lfx, py - nry * (W / 2) - lfy), norm(px + nrx * (W / 2) - rfx, py + nry * (W / 2) - rfy));
      if (nd > reach + 1e-9) continue;
      const ac = count(off, na, wa, nt, gap, lo, hi, cnt);
      if (ac === 0) continue;
      if (plan.edge === EDGE_FRONT && !inArc(px, py, a.px, a.py, a.fx, a.fy, a.hw)) continue;
      placeX[np] = px;
      placeY[np] = py;
      placeNeed[np] = nd;
      placeShift[np] = Math.abs(off - a0);
      placeA[np] = ac;
      placeD[np] = cnt[1];
      np++;
    }
  }
  // the most attacking bases in contact, ties broken by contactTieBreak (the first found of
  // equals), among those where a can stand and (SFG-5.7 / §12.6.4) whose way there crosses no
  // enemy nor a friend it may not pass through: the hull of its footprints now and there. Tried
  // best first, so the way is worked out for few of them. [R] Nor may it end touching an enemy
  // other than t (within CONTACT_GAP, as any other move): the melee is fought with t alone
  // (SFG-7.5 / 8.1), and an enemy it touched but did not fight would stay in contact after it.
  const closest = g.cfg.contactClosestToStart;
  let found = false;
  let k = -1;
  while (np > 0) {
    k = 0;
    for (let i = 1; i < np; i++) {
      if (placeA[i] < placeA[k]) continue;
      if (placeA[i] === placeA[k]) {
        const shift = placeShift[i];
        const bestShift = placeShift[k];
        const better = closest
          ? shift < bestShift - 1e-9 || (Math.abs(shift - bestShift) <= 1e-9 && placeD[i] < placeD[k])
          : placeD[i] < placeD[k] || (placeD[i] === placeD[k] && shift < bestShift - 1e-9);
        if (!better) continue;
      }
      k = i;
    }
    const b = g.work.box.set(placeX[k], placeY[k], fx, fy, a.hw, a.hd);
    if (g.canReach(a, b, t.idx, CONTACT_GAP)) {
      found = true;
      break;
    }
    // drop it, keeping the others in the order found
    np--;
    for (let i = k; i < np; i++) {
      placeX[i] = placeX[i + 1];
      placeY[i] = placeY[i + 1];
      placeNeed[i] = placeNeed[i + 1];
      placeShift[i] = placeShift[i + 1];
      placeA[i] = placeA[i + 1];
      placeD[i] = placeD[i + 1];
    }
  }
  if (!found) return false;
  plan.px = placeX[k];
  plan.py = placeY[k];
  plan.need = placeNeed[k];
  plan.fx = fx;
  plan.fy = fy;
  plan.attackers = placeA[k];
  plan.defenders = placeD[k];
  return true;
}
