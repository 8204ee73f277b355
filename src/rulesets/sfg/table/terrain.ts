/**
 * §12.7 in play: the table's terrain pieces (oriented rectangles, a convex polygon each, built
 * once per game by the generator), what a unit stands in (the majority of its base centres,
 * terrainByMajority), the slowest ground a move touches, how far a line of fire runs through
 * woods or houses (SFG-6.2.6–7, G16), and whether it crosses a hill's crest (§12.5).
 */
import { clipSegmentRect, pointSegmentDistance, segmentSegmentDistance, segmentSegmentT } from '../../kit/geometry.js';
import { DEFEND_OBSTACLE_UM } from '../constants.js';
import { pointRectDist, rectsOverlap, type Rect } from '../../kit/facingRect.js';
import { blocksSight, T_HILL, T_OPEN, T_TOWN, T_WATER } from '../mechanics/terrain.js';
import type { Unit } from '../state.js';

const MAX_TERRAIN = 16;
const MAX_OBSTACLES = 16;
const MAX_ROADS = 4;
/** §12.7 [P]: rivers the generator may lay, and the stretches of all of them (each river: fords and the river between). */
const MAX_RIVERS = 2;
const MAX_WATER = 18;
/** §12.7 [P]: a river is 1 UM (5 cm) wide. */
export const RIVER_HALF_WIDTH_UM = 0.5;
/** SFG-5.6 [P]: a unit is on a road while its footprint centre is within this of the road's centre line (a march column is 0.8–1.2 UM wide). */
const ROAD_HALF_WIDTH_UM = 0.5;

/** One piece: a facing rectangle (the kit's Rect) of one kind. */
export class Piece implements Rect {
  cx = 0;
  cy = 0;
  fx = 0;
  fy = 1;
  hw = 0;
  hd = 0;
  kind = T_OPEN;
}

/** §12.5: a line of fire ending this close (as a fraction of its length) to a crest does not cross it. */
const CREST_EPS = 1e-9;

export class TerrainMap {
  n = 0;
  readonly pieces: Piece[] = Array.from({ length: MAX_TERRAIN }, () => new Piece());
  /** Linear obstacles: segment k from (ox0, oy0) to (ox1, oy1), of kind okind (OB_*). */
  nObs = 0;
  readonly ox0 = new Float64Array(MAX_OBSTACLES);
  readonly oy0 = new Float64Array(MAX_OBSTACLES);
  readonly ox1 = new Float64Array(MAX_OBSTACLES);
  readonly oy1 = new Float64Array(MAX_OBSTACLES);
  readonly okind = new Int32Array(MAX_OBSTACLES);
  /** Roads (SFG-5.6): straight segment k from (rx0, ry0) to (rx1, ry1); they change only the road rate of a march column. */
  nRoads = 0;
  readonly rx0 = new Float64Array(MAX_ROADS);
  readonly ry0 = new Float64Array(MAX_ROADS);
  readonly rx1 = new Float64Array(MAX_ROADS);
  readonly ry1 = new Float64Array(MAX_ROADS);
  /**
   * Rivers and fords (SFG-5.2 / 8.9, game/water.ts): stretch k is a facing rectangle across its
   * river's line (hw along the river, hd its half-width), of kind wkind (W_RIVER or W_FORD), on
   * river wriver.
   */
  nWater = 0;
  nRivers = 0;
  readonly water: Piece[] = Array.from({ length: MAX_WATER }, () => new Piece());
  readonly wkind = new Int32Array(MAX_WATER);
  readonly wriver = new Int32Array(MAX_WATER);
  /** Scratch and results of game/water.ts (a sweep's span; per river; where a sweep meets a ford or a river). */
  lo = 0;
  hi = 0;
  readonly riverLo = new Float64Array(MAX_RIVERS);
  readonly riverHi = new Float64Array(MAX_RIVERS);
  fordAt = Infinity;
  riverAt = Infinity;
  /** Results of forcedDistance (retreat.ts): a river stopped the unit; it waded into one. */
  waterBlocked = false;
  intoWater = false;
  private readonly seg = new Float64Array(2);
  private readonly crest = new Float64Array(4);
  private readonly count = new Int32Array(8);

  clear(): void {
    this.n = 0;
    this.nObs = 0;
    this.nRoads = 0;
    this.nWater = 0;
    this.nRivers = 0;
  }

  /** Any terrain at all (the open table skips every terrain test). */
  get any(): boolean {
    return this.n > 0 || this.nObs > 0 || this.nWater > 0;
  }

  /** Adds a stretch of river `river` (W_RIVER) or a ford on it (W_FORD) along (x0, y0)–(x1, y1). */
  addWater(kind: number, river: number, x0: number, y0: number, x1: number, y1: number): void {
    const k = this.nWater++;
    const p = this.water[k];
    const l = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
    p.kind = kind;
    p.cx = (x0 + x1) / 2;
    p.cy = (y0 + y1) / 2;
    // facing across the river: the right vector (fy, −fx) runs along it
    p.fx = -(y1 - y0) / l;
    p.fy = (x1 - x0) / l;
    p.hw = l / 2;
    p.hd = RIVER_HALF_WIDTH_UM;
    this.wkind[k] = kind;
    this.wriver[k] = river;
    if (river >= this.nRivers) this.nRivers = river + 1;
  }

  addRoad(x0: number, y0: number, x1: number, y1: number): void {
    const k = this.nRoads++;
    this.rx0[k] = x0;
    this.ry0[k] = y0;
    this.rx1[k] = x1;
    this.ry1[k] = y1;
  }

  /** SFG-5.6: is (x, y) on road k? */
  onRoad(k: number, x: number, y: number): boolean {
    return pointSegmentDistance(x, y, this.rx0[k], this.ry0[k], this.rx1[k], this.ry1[k]) <= ROAD_HALF_WIDTH_UM + 1e-9;
  }

  addObstacle(kind: number, x0: number, y0: number, x1: number, y1: number): void {
    const k = this.nObs++;
    this.okind[k] = kind;
    this.ox0[k] = x0;
    this.oy0[k] = y0;
    this.ox1[k] = x1;
    this.oy1[k] = y1;
  }

  /**
   * The first obstacle the segment a→b crosses (−1: none), other than `skip` (SFG-8.9: one the
   * mover has already taken); its parameter along a→b goes to crossT.
   */
  firstCrossing(ax: number, ay: number, bx: number, by: number, skip = -1): number {
    let best = -1;
    this.crossT = Infinity;
    for (let k = 0; k < this.nObs; k++) {
      if (k === skip) continue;
      const t = segmentSegmentT(ax, ay, bx, by, this.ox0[k], this.oy0[k], this.ox1[k], this.oy1[k]);
      if (t >= 0 && t < this.crossT) {
        this.crossT = t;
        best = k;
      }
    }
    return best;
  }

  crossT = Infinity;

  /**
   * §12.7 [R]: the obstacle u defends against fire or a charge coming along a→b: one the segment
   * crosses, within DEFEND_OBSTACLE_UM of u's front edge (−1: none).
   */
  defended(u: Unit, ax: number, ay: number, bx: number, by: number): number {
    const rx = u.fy * u.hw;
    const ry = -u.fx * u.hw;
    for (let k = 0; k < this.nObs; k++) {
      if (segmentSegmentT(ax, ay, bx, by, this.ox0[k], this.oy0[k], this.ox1[k], this.oy1[k]) < 0) continue;
      if (segmentSegmentDistance(u.px - rx, u.py - ry, u.px + rx, u.py + ry, this.ox0[k], this.oy0[k], this.ox1[k], this.oy1[k]) <= DEFEND_OBSTACLE_UM + 1e-9)
        return k;
    }
    return -1;
  }

  /** The kind of ground at (x, y): the first piece containing it, else open. */
  kindAt(x: number, y: number): number {
    for (let i = 0; i < this.n; i++) {
      const p = this.pieces[i];
      const dx = x - p.cx;
      const dy = y - p.cy;
      if (Math.abs(dx * p.fy - dy * p.fx) <= p.hw && Math.abs(dx * p.fx + dy * p.fy) <= p.hd) return p.kind;
    }
    return T_OPEN;
  }

  /** The index of the first piece containing (x, y) (the one kindAt reads), else −1. */
  pieceAt(x: number, y: number): number {
    for (let i = 0; i < this.n; i++) {
      const p = this.pieces[i];
      const dx = x - p.cx;
      const dy = y - p.cy;
      if (Math.abs(dx * p.fy - dy * p.fx) <= p.hw && Math.abs(dx * p.fx + dy * p.fy) <= p.hd) return i;
    }
    return -1;
  }

  /** Fraction (0–1) of the segment (x0, y0)–(x1, y1) inside piece i. */
  pieceFraction(i: number, x0: number, y0: number, x1: number, y1: number): number {
    const p = this.pieces[i];
    // the segment in the piece's own frame (x across, y along the facing)
    const lx0 = (x0 - p.cx) * p.fy - (y0 - p.cy) * p.fx;
    const ly0 = (x0 - p.cx) * p.fx + (y0 - p.cy) * p.fy;
    const lx1 = (x1 - p.cx) * p.fy - (y1 - p.cy) * p.fx;
    const ly1 = (x1 - p.cx) * p.fx + (y1 - p.cy) * p.fy;
    return clipSegmentRect(lx0, ly0, lx1, ly1, -p.hw, -p.hd, p.hw, p.hd, this.seg) ? this.seg[1] - this.seg[0] : 0;
  }

  /** The ground at (x, y) a unit stands on: kindAt, else water (T_WATER) in a river or ford, else open. */
  groundAt(x: number, y: number): number {
    const k = this.kindAt(x, y);
    if (k !== T_OPEN || this.nWater === 0) return k;
    for (let i = 0; i < this.nWater; i++) if (pointRectDist(x, y, this.water[i]) === 0) return T_WATER;
    return T_OPEN;
  }

  /** §12.7 terrainByMajority: the kind (groundAt) holding more than half of u's base centres, else open. */
  unitKind(u: Unit): number {
    if (this.n === 0 && this.nWater === 0) return T_OPEN;
    const c = this.count;
    c.fill(0);
    const rx = u.fy;
    const ry = -u.fx;
    let total = 0;
    for (let j = 0; j < u.rows; j++) {
      const inRank = j < u.rows - 1 ? u.cols : u.bases - (u.rows - 1) * u.cols;
      const off = ((u.cols - inRank) * u.bw) / 2;
      for (let i = 0; i < inRank; i++) {
        const a = off + (i + 0.5) * u.bw - u.hw;
        c[this.groundAt(u.px + rx * a - u.fx * (j + 0.5) * u.bd, u.py + ry * a - u.fy * (j + 0.5) * u.bd)]++;
        total++;
      }
    }
    for (let k = 1; k < c.length; k++) if (2 * c[k] > total) return k;
    return T_OPEN;
  }

  /**
   * §12.5 [P]: the crest of hill piece i is its long centre line, the ridge of the rectangle from
   * end to end: its ends into out[0..3] (x0, y0, x1, y1).
   */
  crestOf(i: number, out: Float64Array): void {
    const p = this.pieces[i];
    const along = p.hw >= p.hd;
    const ex = along ? p.fy * p.hw : p.fx * p.hd;
    const ey = along ? -p.fx * p.hw : p.fy * p.hd;
    out[0] = p.cx - ex;
    out[1] = p.cy - ey;
    out[2] = p.cx + ex;
    out[3] = p.cy + ey;
  }

  /**
   * Does the segment (x0, y0)–(x1, y1) cross the crest of hill i strictly between its own ends
   * (a line of fire from or to a point on the ridge looks down both slopes)?
   */
  crossesCrest(i: number, x0: number, y0: number, x1: number, y1: number): boolean {
    const c = this.crest;
    this.crestOf(i, c);
    const t = segmentSegmentT(x0, y0, x1, y1, c[0], c[1], c[2], c[3]);
    return t > CREST_EPS && t < 1 - CREST_EPS;
  }

  /** Do more than half of u's base centres stand in piece i (terrainByMajority, for one piece)? */
  standsOn(u: Unit, i: number): boolean {
    const p = this.pieces[i];
    const rx = u.fy;
    const ry = -u.fx;
    let inside = 0;
    for (let j = 0; j < u.rows; j++) {
      const inRank = j < u.rows - 1 ? u.cols : u.bases - (u.rows - 1) * u.cols;
      const off = ((u.cols - inRank) * u.bw) / 2;
      for (let k = 0; k < inRank; k++) {
        const a = off + (k + 0.5) * u.bw - u.hw;
        if (pointRectDist(u.px + rx * a - u.fx * (j + 0.5) * u.bd, u.py + ry * a - u.fy * (j + 0.5) * u.bd, p) === 0) inside++;
      }
    }
    return 2 * inside > u.bases;
  }

  /**
   * §12.5 (hillCrests on): is the line of fire (x0, y0)–(x1, y1) from u to e clear of hill
   * crests? A crest it crosses blocks it, unless `onHillSees` ('offHill') and u or e stands on
   * that hill (it looks over its own crest); 'reverseSlope': whoever stands where.
   */
  crestsClear(u: Unit, e: Unit, x0: number, y0: number, x1: number, y1: number, onHillSees: boolean): boolean {
    for (let i = 0; i < this.n; i++) {
      if (this.pieces[i].kind !== T_HILL || !this.crossesCrest(i, x0, y0, x1, y1)) continue;
      if (!onHillSees || !(this.standsOn(u, i) || this.standsOn(e, i))) return false;
    }
    return true;
  }

  /** Does rectangle r overlap a piece of any kind (the generator keeps pieces apart)? */
  overlapsAny(r: Rect): boolean {
    for (let i = 0; i < this.n; i++) if (rectsOverlap(r, this.pieces[i])) return true;
    return false;
  }

  /** Length of the segment (x0, y0)–(x1, y1) inside woods and built-up pieces (woods alone: `overHouses`). */
  sightBlockedLength(x0: number, y0: number, x1: number, y1: number, overHouses = false): number {
    let len = 0;
    const L = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
    for (let i = 0; i < this.n; i++) {
      const p = this.pieces[i];
      if (!blocksSight(p.kind) || (overHouses && p.kind === T_TOWN)) continue;
      // the segment in the piece's own frame (x across, y along the facing)
      const lx0 = (x0 - p.cx) * p.fy - (y0 - p.cy) * p.fx;
      const ly0 = (x0 - p.cx) * p.fx + (y0 - p.cy) * p.fy;
      const lx1 = (x1 - p.cx) * p.fy - (y1 - p.cy) * p.fx;
      const ly1 = (x1 - p.cx) * p.fx + (y1 - p.cy) * p.fy;
      if (clipSegmentRect(lx0, ly0, lx1, ly1, -p.hw, -p.hd, p.hw, p.hd, this.seg)) len += (this.seg[1] - this.seg[0]) * L;
    }
    return len;
  }
}
