/**
 * The convex hull of two facing rectangles (a unit's footprint where it starts and where it ends:
 * the ground a charge crosses), tested for overlap against many rectangles. Separating axes: for
 * convex shapes apart, some edge normal of one of them separates them, so the other rectangle's
 * two normals and the hull's edge normals suffice: the two rectangles' own four, and those of the
 * hull's edges between them. Along a rectangle's normal the hull spans the union of the two
 * rectangles' spans (closed form); the edges between them are found from the corners only when
 * those six axes do not settle it, once per hull. Touching is not overlapping (EPS, as
 * rectsOverlap). No allocation after construction.
 */
import { EPS, type Rect } from './facingRect.js';

/** Hull edges from a corner of one rectangle to a corner of the other (of the 16 pairs). */
const MAX_BRIDGES = 16;

export class Hull {
  // the two rectangles: centre, facing, half-sizes
  private acx = 0;
  private acy = 0;
  private afx = 0;
  private afy = 1;
  private ahw = 0;
  private ahd = 0;
  private bcx = 0;
  private bcy = 0;
  private bfx = 0;
  private bfy = 1;
  private bhw = 0;
  private bhd = 0;
  private bridged = false;
  private readonly px = new Float64Array(8);
  private readonly py = new Float64Array(8);
  private readonly nx = new Float64Array(MAX_BRIDGES);
  private readonly ny = new Float64Array(MAX_BRIDGES);
  private readonly lo = new Float64Array(MAX_BRIDGES);
  private readonly hi = new Float64Array(MAX_BRIDGES);
  private n = 0;

  /** The hull of rectangles a and b. */
  set(a: Rect, b: Rect): this {
    this.acx = a.cx;
    this.acy = a.cy;
    this.afx = a.fx;
    this.afy = a.fy;
    this.ahw = a.hw;
    this.ahd = a.hd;
    this.bcx = b.cx;
    this.bcy = b.cy;
    this.bfx = b.fx;
    this.bfy = b.fy;
    this.bhw = b.hw;
    this.bhd = b.hd;
    this.bridged = false;
    return this;
  }

  /** Does the hull overlap rectangle o? */
  overlaps(o: Rect): boolean {
    const ofx = o.fx;
    const ofy = o.fy;
    if (this.apart(ofx, ofy, o.cx * ofx + o.cy * ofy, o.hd) || this.apart(ofy, -ofx, o.cx * ofy - o.cy * ofx, o.hw)) return false;
    if (this.apartFrom(this.afx, this.afy, o) || this.apartFrom(this.afy, -this.afx, o)) return false;
    if (this.apartFrom(this.bfx, this.bfy, o) || this.apartFrom(this.bfy, -this.bfx, o)) return false;
    if (!this.bridged) this.bridge();
    for (let k = 0; k < this.n; k++) if (this.apartAlong(k, o)) return false;
    return true;
  }

  /** Does the hull's span along unit axis (nx, ny) (both rectangles' spans) miss [c − h, c + h]? */
  private apart(nx: number, ny: number, c: number, h: number): boolean {
    const ca = this.acx * nx + this.acy * ny;
    const ha = this.ahw * Math.abs(this.afy * nx - this.afx * ny) + this.ahd * Math.abs(this.afx * nx + this.afy * ny);
    const cb = this.bcx * nx + this.bcy * ny;
    const hb = this.bhw * Math.abs(this.bfy * nx - this.bfx * ny) + this.bhd * Math.abs(this.bfx * nx + this.bfy * ny);
    const lo = Math.min(ca - ha, cb - hb);
    const hi = Math.max(ca + ha, cb + hb);
    return hi <= c - h + EPS || lo >= c + h - EPS;
  }

  /** apart, for o projected on (nx, ny). */
  private apartFrom(nx: number, ny: number, o: Rect): boolean {
    return this.apart(nx, ny, o.cx * nx + o.cy * ny, o.hw * Math.abs(o.fy * nx - o.fx * ny) + o.hd * Math.abs(o.fx * nx + o.fy * ny));
  }

  /** Does bridge k separate the hull from o? */
  private apartAlong(k: number, o: Rect): boolean {
    const nx = this.nx[k];
    const ny = this.ny[k];
    const c = o.cx * nx + o.cy * ny;
    const h = o.hw * Math.abs(o.fy * nx - o.fx * ny) + o.hd * Math.abs(o.fx * nx + o.fy * ny);
    return this.hi[k] <= c - h + EPS || this.lo[k] >= c + h - EPS;
  }

  /** The hull's edges from a corner of a to a corner of b (every corner on one side), with its span along each normal. */
  private bridge(): void {
    this.bridged = true;
    const px = this.px;
    const py = this.py;
    for (let k = 0; k < 8; k++) {
      const b = k >= 4;
      const s = k % 4 === 0 || k % 4 === 3 ? 1 : -1;
      const t = k % 4 < 2 ? 1 : -1;
      const fx = b ? this.bfx : this.afx;
      const fy = b ? this.bfy : this.afy;
      const hw = b ? this.bhw : this.ahw;
      const hd = b ? this.bhd : this.ahd;
      px[k] = (b ? this.bcx : this.acx) + fy * hw * s + fx * hd * t;
      py[k] = (b ? this.bcy : this.acy) - fx * hw * s + fy * hd * t;
    }
    this.n = 0;
    for (let i = 0; i < 4; i++) {
      for (let j = 4; j < 8; j++) {
        const ex = px[j] - px[i];
        const ey = py[j] - py[i];
        const l = Math.sqrt(ex * ex + ey * ey);
        if (l < EPS) continue;
        let pos = false;
        let neg = false;
        for (let k = 0; k < 8; k++) {
          const c = ex * (py[k] - py[i]) - ey * (px[k] - px[i]);
          if (c > EPS * l) pos = true;
          else if (c < -EPS * l) neg = true;
        }
        if (pos && neg) continue;
        const nx = -ey / l;
        const ny = ex / l;
        let lo = Infinity;
        let hi = -Infinity;
        for (let k = 0; k < 8; k++) {
          const p = px[k] * nx + py[k] * ny;
          if (p < lo) lo = p;
          if (p > hi) hi = p;
        }
        const m = this.n++;
        this.nx[m] = nx;
        this.ny[m] = ny;
        this.lo[m] = lo;
        this.hi[m] = hi;
      }
    }
  }
}
