/**
 * Entry edge (SDS 10.6) and deployment positions (SDS 2.4, 10.6). Once per game: may allocate.
 */
import type { Dice } from '../../kit/dice.js';
import type { Edge, Table } from './types.js';
import { canStand } from './terrain.js';
import { pointSegmentDistance } from '../../kit/geometry.js';
import { GROUP_MAX_SIZE } from '../constants.js';

/**
 * SDS 10.6: the attacker names his preferred edge and rolls 1d6: 1 → the adjacent edge to the
 * left, 2 → to the right, 3–6 → the preferred edge. Left and right as seen by the attacker
 * standing at the preferred edge and looking into the table (south edge: left = west).
 */
export function rollEntryEdge(dice: Dice, preferred: Edge): Edge {
  const d = dice.d6();
  if (d === 1) return ((preferred + 3) % 4) as Edge;
  if (d === 2) return ((preferred + 1) % 4) as Edge;
  return preferred;
}

/** The edge opposite (the defender deploys opposite the attacker, SDS 2.4). */
export function oppositeEdge(e: Edge): Edge {
  return ((e + 2) % 4) as Edge;
}

/** Table length along an edge. */
function edgeLength(table: Table, edge: Edge): number {
  return edge === 0 || edge === 2 ? table.width : table.height;
}

/**
 * Edge frame → table coordinates: `a` along the edge (increasing to the deploying player's
 * right as he faces the table), `d` distance from the edge.
 */
function toXY(table: Table, edge: Edge, a: number, d: number, out: Float64Array, k: number): void {
  switch (edge) {
    case 0:
      out[k] = a;
      out[k + 1] = d;
      break;
    case 2:
      out[k] = table.width - a;
      out[k + 1] = table.height - d;
      break;
    case 1:
      out[k] = table.width - d;
      out[k + 1] = a;
      break;
    default:
      out[k] = d;
      out[k + 1] = table.height - a;
      break;
  }
}

function clearOfLinears(table: Table, x: number, y: number, r: number): boolean {
  const ls = table.linears;
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i];
    // beyond the piece's box by a millimetre more than the radius: clear without the distance
    const gx = x < Math.min(l.ax, l.bx) ? Math.min(l.ax, l.bx) - x : x - Math.max(l.ax, l.bx);
    const gy = y < Math.min(l.ay, l.by) ? Math.min(l.ay, l.by) - y : y - Math.max(l.ay, l.by);
    if (gx >= r + 1 || gy >= r + 1) continue;
    if (pointSegmentDistance(x, y, l.ax, l.ay, l.bx, l.by) < r) return false;
  }
  return true;
}

const CENTRE_TRIES = 12;

/**
 * The pieces of `table` that may touch a base of the formation on a random try: the tries put
 * every centre in the band minD…maxD from the edge, so a piece farther than `reach` (the largest
 * radius and a millimetre for rounding) from that band is clear of every try; canStand and
 * clearOfLinears over the rest answer as over the whole table. `zone` is refilled in place.
 */
function nearBand(table: Table, edge: Edge, dLo: number, dHi: number, reach: number, zone: Table): Table {
  zone.width = table.width;
  zone.height = table.height;
  zone.areas.length = 0;
  zone.linears.length = 0;
  zone.trees.length = 0;
  for (const a of table.areas) {
    if ((a.kind === 'building' || a.kind === 'wood') && bandGap(table, edge, a.x0, a.y0, a.x1, a.y1, dLo, dHi) < reach) zone.areas.push(a);
  }
  for (const t of table.trees) if (bandGap(table, edge, t.x, t.y, t.x, t.y, dLo, dHi) < reach + t.r) zone.trees.push(t);
  for (const l of table.linears) {
    if (bandGap(table, edge, Math.min(l.ax, l.bx), Math.min(l.ay, l.by), Math.max(l.ax, l.bx), Math.max(l.ay, l.by), dLo, dHi) < reach) zone.linears.push(l);
  }
  return zone;
}

/** Distance from the edge's band dLo…dHi (edge frame) to a box in table coordinates; 0 when they overlap. */
function bandGap(table: Table, edge: Edge, x0: number, y0: number, x1: number, y1: number, dLo: number, dHi: number): number {
  let d0: number;
  let d1: number;
  switch (edge) {
    case 0:
      d0 = y0;
      d1 = y1;
      break;
    case 2:
      d0 = table.height - y1;
      d1 = table.height - y0;
      break;
    case 1:
      d0 = table.width - x1;
      d1 = table.width - x0;
      break;
    default:
      d0 = x0;
      d1 = x1;
      break;
  }
  return d0 > dHi ? d0 - dHi : dLo > d1 ? dLo - d1 : 0;
}

/**
 * The formation of deploymentPositions: each model's slot in the edge frame (offset along the
 * edge from the block's centre, depth) and the block's extent along the edge. It depends only on
 * the models and the zone, so a caller that deploys the same squad every game keeps one per
 * squad (the Scratch's formations): fit() works it out again only when an input differs.
 */
export class Formation {
  slotA = new Float64Array(0);
  slotD = new Float64Array(0);
  minA = 0;
  maxA = 0;
  rmax = 0;
  /** The slots' nearest and farthest depths from the edge. */
  minD = 0;
  maxD = 0;
  /** The pieces near the slots' band on the last table deployed on (nearBand). */
  readonly zone: Table = { width: 0, height: 0, areas: [], linears: [], trees: [] };
  private n = -1;
  private depth = 0;
  private len = 0;
  private leader = -1;
  private radii = new Float64Array(0);
  private mounted = new Uint8Array(0);

  /** The formation of these inputs (deploymentPositions), from the last call's when they are the same. */
  fit(depthMm: number, len: number, radii: ArrayLike<number>, mounted: ArrayLike<boolean | number> | undefined, leaderIndex: number): void {
    const n = radii.length;
    let same = n === this.n && depthMm === this.depth && len === this.len && leaderIndex === this.leader;
    for (let i = 0; i < n && same; i++) same = radii[i] === this.radii[i] && (mounted?.[i] ? 1 : 0) === this.mounted[i];
    if (same) return;
    if (this.radii.length < n) {
      this.radii = new Float64Array(n);
      this.mounted = new Uint8Array(n);
      this.slotA = new Float64Array(n);
      this.slotD = new Float64Array(n);
    }
    for (let i = 0; i < n; i++) {
      this.radii[i] = radii[i];
      this.mounted[i] = mounted?.[i] ? 1 : 0;
    }
    this.n = n;
    this.depth = depthMm;
    this.len = len;
    this.leader = leaderIndex;
    this.build(depthMm, len, radii, leaderIndex);
  }

  /** Foot models in ranks of up to six, the Leader in the centre of the second; riders on the right. */
  private build(depthMm: number, len: number, radii: ArrayLike<number>, leaderIndex: number): void {
    const n = this.n;
    let rmax = 0;
    for (let i = 0; i < n; i++) if (radii[i] > rmax) rmax = radii[i];
    this.rmax = rmax;
    const pitch = 2 * rmax;
    const foot: number[] = [];
    const horse: number[] = [];
    for (let i = 0; i < n; i++) (this.mounted[i] ? horse : foot).push(i);
    const maxRanks = Math.max(1, Math.floor(depthMm / pitch + 1e-9));
    let perRank = Math.min(GROUP_MAX_SIZE, foot.length);
    if (perRank > 0 && Math.ceil(foot.length / perRank) > maxRanks) perRank = Math.ceil(foot.length / maxRanks);
    const ranks = perRank > 0 ? Math.ceil(foot.length / perRank) : 0;
    const slotA = this.slotA;
    const slotD = this.slotD;
    slotA.fill(0, 0, n);
    slotD.fill(0, 0, n);
    const front = depthMm - rmax;
    // order foot models so the leader lands in the centre of rank 1 (or 0)
    const leaderRank = ranks >= 2 ? 1 : 0;
    const footOrder = foot.filter((i) => i !== leaderIndex);
    const hasFootLeader = foot.includes(leaderIndex);
    let k = 0;
    for (let rank = 0; rank < ranks; rank++) {
      const inRank = Math.min(perRank, foot.length - rank * perRank);
      const centreSlot = Math.floor((inRank - 1) / 2);
      for (let j = 0; j < inRank; j++) {
        let model: number;
        if (hasFootLeader && rank === leaderRank && j === centreSlot) model = leaderIndex;
        else model = footOrder[k++];
        slotA[model] = (j - (inRank - 1) / 2) * pitch;
        slotD[model] = front - rank * pitch;
      }
    }
    const footHalf = (perRank * pitch) / 2;
    for (let j = 0; j < horse.length; j++) {
      const model = horse[j];
      const perLine = Math.max(1, Math.floor((len / 2 - footHalf) / pitch));
      const line = Math.floor(j / perLine);
      slotA[model] = (ranks > 0 ? footHalf + pitch / 2 : -((Math.min(horse.length, perLine) - 1) * pitch) / 2) + (j % perLine) * pitch;
      slotD[model] = Math.max(rmax, front - line * pitch);
    }
    let minA = Infinity;
    let maxA = -Infinity;
    for (let i = 0; i < n; i++) {
      if (slotA[i] - radii[i] < minA) minA = slotA[i] - radii[i];
      if (slotA[i] + radii[i] > maxA) maxA = slotA[i] + radii[i];
    }
    this.minA = minA;
    this.maxA = maxA;
    let minD = Infinity;
    let maxD = -Infinity;
    for (let i = 0; i < n; i++) {
      if (slotD[i] < minD) minD = slotD[i];
      if (slotD[i] > maxD) maxD = slotD[i];
    }
    this.minD = minD;
    this.maxD = maxD;
  }
}

/**
 * SDS 2.4 / 10.6: positions within `depthMm` of `edge` (whole bases inside the zone), as x,y
 * pairs parallel to `radii`. Formation (heuristic): foot models in ranks of up to six models base
 * to base, the front rank at the front of the zone, further ranks behind it (ranks widen if the
 * zone is too shallow); the Leader (`leaderIndex`) in the centre of the second rank (of the
 * only rank if there is one); mounted models in their own line on the right of the foot block.
 * The block's centre along the edge is drawn from the dice (up to 12 tries) among positions
 * where every base stands legally: on the table, not in a building or on a tree, mounted models
 * not in a wood (SDS 3.2), not straddling a linear obstacle. If none fits, each model is put on
 * the nearest legal free point (S/6 grid of the zone, scanned deterministically) to its slot
 * round the centre of the edge. Models never overlap. Deterministic for a given dice stream.
 * `formation`: the caller's Formation of these models, kept between calls.
 */
export function deploymentPositions(
  table: Table,
  edge: Edge,
  depthMm: number,
  radii: ArrayLike<number>,
  dice: Dice,
  mounted?: ArrayLike<boolean | number>,
  leaderIndex = -1,
  into?: Float64Array,
  formation?: Formation,
): Float64Array {
  const n = radii.length;
  // `into` (≥ 2n long): the caller's reusable buffer (the game loop deploys every game)
  const out = into !== undefined && into.length >= 2 * n ? into : new Float64Array(2 * n);
  if (n === 0) return out;
  const isM = (i: number): boolean => (mounted ? Boolean(mounted[i]) : false);
  const len = edgeLength(table, edge);
  const f = formation ?? new Formation();
  f.fit(depthMm, len, radii, mounted, leaderIndex);
  const { slotA, slotD, minA, maxA, rmax } = f;

  const legal = (tb: Table, x: number, y: number, i: number): boolean => canStand(tb, x, y, radii[i], isM(i)) && clearOfLinears(tb, x, y, radii[i]);
  const zone = nearBand(table, edge, f.minD, f.maxD, rmax + 1, f.zone);

  // random centres along the edge
  const lo = -minA;
  const hi = len - maxA;
  for (let t = 0; t < CENTRE_TRIES && hi >= lo; t++) {
    const c = Math.round(lo + dice.random() * (hi - lo));
    let ok = true;
    for (let i = 0; i < n && ok; i++) {
      toXY(table, edge, c + slotA[i], slotD[i], out, 2 * i);
      ok = legal(zone, out[2 * i], out[2 * i + 1], i);
    }
    if (ok) return out;
  }

  // deterministic fallback: nearest legal free grid point to each slot round the edge's centre
  const c = len / 2;
  const step = Math.max(1, rmax / 2);
  const grid = new ZoneGrid();
  const tmp = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    const r = radii[i];
    const wantA = Math.min(len - r, Math.max(r, c + slotA[i]));
    const wantD = Math.min(depthMm - r, Math.max(r, slotD[i]));
    grid.start(r, len, depthMm, step, wantA, wantD);
    let found = false;
    while (grid.next()) {
      toXY(table, edge, grid.a, grid.d, tmp, 0);
      if (!legal(table, tmp[0], tmp[1], i) || !clearOfPlaced(out, radii, i, tmp[0], tmp[1], r)) continue;
      found = true;
      break;
    }
    if (!found) {
      // no legal point at all (a zone entirely covered by buildings): keep the slot
      toXY(table, edge, wantA, wantD, tmp, 0);
    }
    out[2 * i] = tmp[0];
    out[2 * i + 1] = tmp[1];
  }
  return out;
}

/** No model placed before i (models 0..i−1, in out) overlaps a base of radius r at (x, y). */
function clearOfPlaced(out: Float64Array, radii: ArrayLike<number>, i: number, x: number, y: number, r: number): boolean {
  for (let j = 0; j < i; j++) {
    const dx = out[2 * j] - x;
    const dy = out[2 * j + 1] - y;
    const rr = radii[j] + r;
    if (dx * dx + dy * dy < rr * rr - 1e-6) return false;
  }
  return true;
}

/**
 * The points of the deployment zone's grid (rows d = r, r + step, … and columns a likewise, the
 * steps added up as a row-by-row scan adds them) in order of squared distance to (wantA, wantD),
 * equal distances in scan order: the first legal free one is the point the full scan keeping the
 * first strictly nearer legal point finds, without testing the farther ones. Each row offers its
 * nearest untried column: the columns on either side of the wanted one, moving outward.
 */
export class ZoneGrid {
  a = 0;
  d = 0;
  private as: number[] = [];
  private ds: number[] = [];
  /** Per row: the next column to try leftward (−1: none) and rightward (length: none). */
  private lo: number[] = [];
  private hi: number[] = [];
  private wantA = 0;
  private wantD = 0;

  start(r: number, len: number, depth: number, step: number, wantA: number, wantD: number): void {
    this.as.length = 0;
    this.ds.length = 0;
    for (let a = r; a <= len - r + 1e-9; a += step) this.as.push(a);
    for (let d = r; d <= depth - r + 1e-9; d += step) this.ds.push(d);
    let first = 0;
    while (first < this.as.length && this.as[first] < wantA) first++;
    this.lo.length = 0;
    this.hi.length = 0;
    for (let k = 0; k < this.ds.length; k++) {
      this.lo.push(first - 1);
      this.hi.push(first);
    }
    this.wantA = wantA;
    this.wantD = wantD;
  }

  /** Moves to the next point (a, d); false when every point has been offered. */
  next(): boolean {
    const as = this.as;
    const wantA = this.wantA;
    const wantD = this.wantD;
    let best = Infinity;
    let bestRow = -1;
    let bestLeft = false;
    for (let k = 0; k < this.ds.length; k++) {
      const d = this.ds[k];
      const lo = this.lo[k];
      const hi = this.hi[k];
      // the scan's expression, so that equal distances compare equal
      const dl = lo >= 0 ? (as[lo] - wantA) * (as[lo] - wantA) + (d - wantD) * (d - wantD) : Infinity;
      const dh = hi < as.length ? (as[hi] - wantA) * (as[hi] - wantA) + (d - wantD) * (d - wantD) : Infinity;
      // the left column comes first in the scan; an earlier row before a later one
      if (dl <= dh && dl < best) {
        best = dl;
        bestRow = k;
        bestLeft = true;
      } else if (dh < dl && dh < best) {
        best = dh;
        bestRow = k;
        bestLeft = false;
      }
    }
    if (bestRow < 0) return false;
    this.d = this.ds[bestRow];
    if (bestLeft) this.a = as[this.lo[bestRow]--];
    else this.a = as[this.hi[bestRow]++];
    return true;
  }
}

/**
 * The attacker's preferred edge (SDS 10.6), chosen having seen the terrain. Heuristic: the edge
 * whose half of the table holds the most cover pieces (woods, buildings, linear obstacles,
 * single trees; an area counts for the half holding its centre), so the squad can advance
 * under cover; ties broken with the dice.
 */
export function choosePreferredEdge(table: Table, dice: Dice): Edge {
  const score = [0, 0, 0, 0];
  const W = table.width;
  const H = table.height;
  const add = (x: number, y: number): void => {
    if (y < H / 2) score[0]++;
    else if (y > H / 2) score[2]++;
    if (x > W / 2) score[1]++;
    else if (x < W / 2) score[3]++;
  };
  for (const a of table.areas) if (a.kind === 'wood' || a.kind === 'building') add((a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2);
  for (const l of table.linears) add((l.ax + l.bx) / 2, (l.ay + l.by) / 2);
  for (const t of table.trees) add(t.x, t.y);
  const best = Math.max(...score);
  const tied: Edge[] = [];
  for (let e = 0; e < 4; e++) if (score[e] === best) tied.push(e as Edge);
  return tied.length === 1 ? tied[0] : tied[dice.int(tied.length)];
}
