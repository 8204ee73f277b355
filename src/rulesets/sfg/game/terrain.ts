/**
 * §12.7 in play: the table's terrain pieces (oriented rectangles, a convex polygon each, built
 * once per game by the generator), what a unit stands in (the majority of its base centres,
 * terrainByMajority), the slowest ground a move touches, and how far a line of fire runs
 * through woods or houses (SFG-6.2.6–7, G16).
 */
import { clipSegmentRect } from '../../kit/geometry.js';
import { rectsOverlap, type Rect } from '../../kit/facingRect.js';
import { blocksSight, T_OPEN } from '../rules/terrain.js';
import type { Unit } from '../state.js';

export const MAX_TERRAIN = 16;

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

export class TerrainMap {
  n = 0;
  readonly pieces: Piece[] = Array.from({ length: MAX_TERRAIN }, () => new Piece());
  private readonly seg = new Float64Array(2);
  private readonly count = new Int32Array(8);

  clear(): void {
    this.n = 0;
  }

  copyFrom(o: TerrainMap): void {
    this.n = o.n;
    for (let i = 0; i < o.n; i++) Object.assign(this.pieces[i], o.pieces[i]);
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

  /** §12.7 terrainByMajority: the kind holding more than half of u's base centres, else open. */
  unitKind(u: Unit): number {
    if (this.n === 0) return T_OPEN;
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
        c[this.kindAt(u.px + rx * a - u.fx * (j + 0.5) * u.bd, u.py + ry * a - u.fy * (j + 0.5) * u.bd)]++;
        total++;
      }
    }
    for (let k = 1; k < c.length; k++) if (2 * c[k] > total) return k;
    return T_OPEN;
  }

  /** Does rectangle r overlap a piece of any kind (the generator keeps pieces apart)? */
  overlapsAny(r: Rect): boolean {
    for (let i = 0; i < this.n; i++) if (rectsOverlap(r, this.pieces[i])) return true;
    return false;
  }

  /** Length of the segment (x0, y0)–(x1, y1) inside woods and built-up pieces. */
  sightBlockedLength(x0: number, y0: number, x1: number, y1: number): number {
    let len = 0;
    const L = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
    for (let i = 0; i < this.n; i++) {
      const p = this.pieces[i];
      if (!blocksSight(p.kind)) continue;
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
