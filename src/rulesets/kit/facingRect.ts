/**
 * Facing rectangles (units of bases with a front, e.g. SfG brigades, SFG §12) on plain numbers:
 * a rectangle is its centre (cx, cy), its unit facing (fx, fy), and half-width hw (across the
 * facing) and half-depth hd (along it); any object with those six fields is one, so a game's unit
 * state is its own rectangle. Besides overlap and distances this has what fire arcs need: the
 * clip of a rectangle to a 45° arc from a front edge, and point-to-polygon distance.
 * The right vector is r = (fy, −fx). Touching rectangles do not overlap (tolerance EPS).
 */
export const EPS = 1e-6;

/**
 * Length of the vector (x, y). Not Math.hypot: V8 does not inline it, so every call boxes its
 * result (garbage in a hot loop) and costs several times a square root; the inputs here are UM
 * on a table, far from overflow, where the two agree to the last bit or one.
 */
export function norm(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

export interface Rect {
  cx: number;
  cy: number;
  fx: number;
  fy: number;
  hw: number;
  hd: number;
}

/** §12.3: distance from a point to a rectangle (0 inside). */
export function pointRectDist(x: number, y: number, r: Rect): number {
  const qx = x - r.cx;
  const qy = y - r.cy;
  const u = Math.abs(qx * r.fy - qy * r.fx) - r.hw;
  const v = Math.abs(qx * r.fx + qy * r.fy) - r.hd;
  const du = u > 0 ? u : 0;
  const dv = v > 0 ? v : 0;
  return Math.sqrt(du * du + dv * dv);
}

/**
 * Separating-axis test on the 4 axes; touching is not overlapping. Each axis compares the
 * centres' offset with the sum of the projection half-lengths, hw·|r·a| + hd·|f·a| for the other
 * rectangle, written out in place (a helper that does not inline boxes its result: garbage in
 * the hottest loop of bulk play).
 */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const afx = a.fx;
  const afy = a.fy;
  const bfx = b.fx;
  const bfy = b.fy;
  // axes: a.f, a.r = (afy, −afx), b.f, b.r = (bfy, −bfx)
  if (Math.abs(dx * afx + dy * afy) >= a.hd + (b.hw * Math.abs(bfy * afx - bfx * afy) + b.hd * Math.abs(bfx * afx + bfy * afy)) - EPS) return false;
  if (Math.abs(dx * afy - dy * afx) >= a.hw + (b.hw * Math.abs(bfy * afy - bfx * -afx) + b.hd * Math.abs(bfx * afy + bfy * -afx)) - EPS) return false;
  if (Math.abs(dx * bfx + dy * bfy) >= b.hd + (a.hw * Math.abs(afy * bfx - afx * bfy) + a.hd * Math.abs(afx * bfx + afy * bfy)) - EPS) return false;
  if (Math.abs(dx * bfy - dy * bfx) >= b.hw + (a.hw * Math.abs(afy * bfy - afx * -bfx) + a.hd * Math.abs(afx * bfy + afy * -bfx)) - EPS) return false;
  return true;
}

/**
 * The ground a rectangle sweeps moving straight by 2·(ex, ey) without turning: the rectangle
 * half-way (cx, cy, …) stretched by (ex, ey) both ways, a convex hexagon (a rectangle for e = 0).
 */
export interface Sweep extends Rect {
  ex: number;
  ey: number;
}

/**
 * Does the swept ground a overlap rectangle b? Separating axes: the four edge normals of the
 * rectangles and the normal of the move, each of a's half-lengths stretched by |e·n|; touching is
 * not overlapping (EPS), as in rectsOverlap, which this is for e = 0.
 */
export function sweptOverlap(a: Sweep, b: Rect): boolean {
  const ex = a.ex;
  const ey = a.ey;
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const afx = a.fx;
  const afy = a.fy;
  const bfx = b.fx;
  const bfy = b.fy;
  if (
    Math.abs(dx * afx + dy * afy) >=
    a.hd + Math.abs(ex * afx + ey * afy) + (b.hw * Math.abs(bfy * afx - bfx * afy) + b.hd * Math.abs(bfx * afx + bfy * afy)) - EPS
  )
    return false;
  if (
    Math.abs(dx * afy - dy * afx) >=
    a.hw + Math.abs(ex * afy - ey * afx) + (b.hw * Math.abs(bfy * afy + bfx * afx) + b.hd * Math.abs(bfx * afy - bfy * afx)) - EPS
  )
    return false;
  if (
    Math.abs(dx * bfx + dy * bfy) >=
    b.hd + Math.abs(ex * bfx + ey * bfy) + (a.hw * Math.abs(afy * bfx - afx * bfy) + a.hd * Math.abs(afx * bfx + afy * bfy)) - EPS
  )
    return false;
  if (
    Math.abs(dx * bfy - dy * bfx) >=
    b.hw + Math.abs(ex * bfy - ey * bfx) + (a.hw * Math.abs(afy * bfy + afx * bfx) + a.hd * Math.abs(afx * bfy - afy * bfx)) - EPS
  )
    return false;
  const l = Math.sqrt(ex * ex + ey * ey);
  if (l < EPS) return true;
  // the move's normal n = (−ey, ex) / l: e·n = 0
  const nx = -ey / l;
  const ny = ex / l;
  const ha = a.hw * Math.abs(afy * nx - afx * ny) + a.hd * Math.abs(afx * nx + afy * ny);
  const hb = b.hw * Math.abs(bfy * nx - bfx * ny) + b.hd * Math.abs(bfx * nx + bfy * ny);
  return Math.abs(dx * nx + dy * ny) < ha + hb - EPS;
}

/** Corner k (0..3: front-right, front-left, back-left, back-right) of r. */
export function cornerX(r: Rect, k: number): number {
  const s = k === 0 || k === 3 ? 1 : -1;
  const t = k < 2 ? 1 : -1;
  return r.cx + r.fy * r.hw * s + r.fx * r.hd * t;
}
export function cornerY(r: Rect, k: number): number {
  const s = k === 0 || k === 3 ? 1 : -1;
  const t = k < 2 ? 1 : -1;
  return r.cy - r.fx * r.hw * s + r.fy * r.hd * t;
}

/** Squared distance from a point to a rectangle (pointRectDist before its square root). */
function pointRectDist2(x: number, y: number, r: Rect): number {
  const qx = x - r.cx;
  const qy = y - r.cy;
  const u = Math.abs(qx * r.fy - qy * r.fx) - r.hw;
  const v = Math.abs(qx * r.fx + qy * r.fy) - r.hd;
  const du = u > 0 ? u : 0;
  const dv = v > 0 ? v : 0;
  return du * du + dv * dv;
}

/**
 * §12.3: footprint to footprint: 0 when overlapping or touching, else the minimum
 * corner-to-rectangle distance. The corners are cornerX/cornerY written out, and the square
 * root taken once of the least square (the same number: the root is monotone and rounded
 * correctly). Centres farther apart than the circumradii together cannot overlap, so the
 * overlap test is left out: (ra + rb)² ≤ 2·(ra² + rb²) bounds that without a square root.
 */
export function rectDist(a: Rect, b: Rect): number {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const apart = dx * dx + dy * dy > 2 * (a.hw * a.hw + a.hd * a.hd + b.hw * b.hw + b.hd * b.hd);
  if (!apart && rectsOverlap(a, b)) return 0;
  let m = Infinity;
  for (let k = 0; k < 4; k++) {
    const s = k === 0 || k === 3 ? 1 : -1;
    const t = k < 2 ? 1 : -1;
    const d1 = pointRectDist2(a.cx + a.fy * a.hw * s + a.fx * a.hd * t, a.cy - a.fx * a.hw * s + a.fy * a.hd * t, b);
    if (d1 < m) m = d1;
    const d2 = pointRectDist2(b.cx + b.fy * b.hw * s + b.fx * b.hd * t, b.cy - b.fx * b.hw * s + b.fy * b.hd * t, a);
    if (d2 < m) m = d2;
  }
  return Math.sqrt(m);
}

/** Is rectangle r inside [0,w] × [0,h]? */
export function rectInside(r: Rect, w: number, h: number): boolean {
  const ex = r.hw * Math.abs(r.fy) + r.hd * Math.abs(r.fx);
  const ey = r.hw * Math.abs(r.fx) + r.hd * Math.abs(r.fy);
  return r.cx - ex >= -EPS && r.cx + ex <= w + EPS && r.cy - ey >= -EPS && r.cy + ey <= h + EPS;
}

/**
 * §12.5: does the segment (x0,y0)–(x1,y1) pass through the interior of r? Liang–Barsky slab
 * clip in r's frame; grazing an edge does not block.
 */
export function segmentCrossesRect(x0: number, y0: number, x1: number, y1: number, r: Rect): boolean {
  const ax = x0 - r.cx;
  const ay = y0 - r.cy;
  const bx = x1 - r.cx;
  const by = y1 - r.cy;
  const u0 = ax * r.fy - ay * r.fx;
  const v0 = ax * r.fx + ay * r.fy;
  const du = bx * r.fy - by * r.fx - u0;
  const dv = bx * r.fx + by * r.fy - v0;
  let t0 = 0;
  let t1 = 1;
  const hw = r.hw - EPS;
  const hd = r.hd - EPS;
  // four slabs: -hw ≤ u ≤ hw, -hd ≤ v ≤ hd
  for (let i = 0; i < 4; i++) {
    const p = i === 0 ? -du : i === 1 ? du : i === 2 ? -dv : dv;
    const q = i === 0 ? u0 + hw : i === 1 ? hw - u0 : i === 2 ? v0 + hd : hd - v0;
    if (Math.abs(p) < 1e-12) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) {
        if (t > t0) t0 = t;
      } else if (t < t1) t1 = t;
      if (t0 > t1) return false;
    }
  }
  return t1 - t0 > 1e-9;
}

/**
 * §12.4: clip rectangle r to the 45° arc of a base whose front-edge midpoint is (mx, my), facing
 * (fx, fy), half-width hw. Writes the clipped polygon to out (x,y pairs) and returns its vertex
 * count (0: no part of r is in the arc). `tmp` is scratch of the same size (≥ 32).
 */
export function clipToArc(r: Rect, mx: number, my: number, fx: number, fy: number, hw: number, out: Float64Array, tmp: Float64Array): number {
  for (let k = 0; k < 4; k++) {
    out[2 * k] = cornerX(r, k);
    out[2 * k + 1] = cornerY(r, k);
  }
  let n = 4;
  // half-planes a·(x − m) + b·... ≤ c, written as g(x) = c − (A·s + B·u) ≥ 0 with s = (x−m)·f, u = (x−m)·r
  n = clipHalf(out, n, tmp, mx, my, fx, fy, 1, 0, 0); // s ≥ 0
  if (n === 0) return 0;
  n = clipHalf(tmp, n, out, mx, my, fx, fy, 1, -1, hw); // s − u + hw ≥ 0  (u − s ≤ hw)
  if (n === 0) return 0;
  n = clipHalf(out, n, tmp, mx, my, fx, fy, 1, 1, hw); // s + u + hw ≥ 0  (−u − s ≤ hw)
  for (let i = 0; i < 2 * n; i++) out[i] = tmp[i];
  return n;
}

function halfVal(src: Float64Array, i: number, mx: number, my: number, fx: number, fy: number, cs: number, cu: number, c0: number): number {
  const dx = src[2 * i] - mx;
  const dy = src[2 * i + 1] - my;
  return cs * (dx * fx + dy * fy) + cu * (dx * fy - dy * fx) + c0;
}

// keeps points with cs·s + cu·u + c0 ≥ 0; each vertex's value is worked out once and carried
// to the next edge (the same number the edge would work out again)
function clipHalf(src: Float64Array, n: number, dst: Float64Array, mx: number, my: number, fx: number, fy: number, cs: number, cu: number, c0: number): number {
  let m = 0;
  const v0 = halfVal(src, 0, mx, my, fx, fy, cs, cu, c0);
  let vi = v0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 < n ? i + 1 : 0;
    const vj = j === 0 ? v0 : halfVal(src, j, mx, my, fx, fy, cs, cu, c0);
    if (vi >= 0) {
      dst[2 * m] = src[2 * i];
      dst[2 * m + 1] = src[2 * i + 1];
      m++;
    }
    if (vi >= 0 !== vj >= 0) {
      const t = vi / (vi - vj);
      dst[2 * m] = src[2 * i] + t * (src[2 * j] - src[2 * i]);
      dst[2 * m + 1] = src[2 * i + 1] + t * (src[2 * j + 1] - src[2 * i + 1]);
      m++;
    }
    vi = vj;
  }
  return m;
}

/** Twice the signed area of a polygon (x,y pairs). */
function polyArea2(poly: Float64Array, n: number): number {
  let a = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    a += poly[2 * i] * poly[2 * j + 1] - poly[2 * j] * poly[2 * i + 1];
  }
  return a;
}

/**
 * Distance from (px, py) to a convex polygon (0 inside); the nearest point goes to near[0..1].
 */
export function pointPolyDist(px: number, py: number, poly: Float64Array, n: number, near: Float64Array): number {
  let inside = true;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ax = poly[2 * i];
    const ay = poly[2 * i + 1];
    const ex = poly[2 * j] - ax;
    const ey = poly[2 * j + 1] - ay;
    const cross = ex * (py - ay) - ey * (px - ax);
    if (cross < 0) inside = false;
    const ll = ex * ex + ey * ey;
    let t = ll > 0 ? ((px - ax) * ex + (py - ay) * ey) / ll : 0;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = ax + t * ex;
    const qy = ay + t * ey;
    const d = norm(px - qx, py - qy);
    if (d < best) {
      best = d;
      near[0] = qx;
      near[1] = qy;
    }
  }
  // a sliver (the arc's edge grazing a corner) has no inside: its zero-area edges would pass the test
  if (n < 3 || Math.abs(polyArea2(poly, n)) < 1e-12) return best;
  if (inside) {
    // the clipped polygons keep the rectangle's winding; check the other winding too
    near[0] = px;
    near[1] = py;
    return 0;
  }
  if (allRight(px, py, poly, n)) {
    near[0] = px;
    near[1] = py;
    return 0;
  }
  return best;
}

function allRight(px: number, py: number, poly: Float64Array, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const cross = (poly[2 * j] - poly[2 * i]) * (py - poly[2 * i + 1]) - (poly[2 * j + 1] - poly[2 * i + 1]) * (px - poly[2 * i]);
    if (cross > 0) return false;
  }
  return true;
}

/** Is (x, y) in the 45° arc of a front edge with midpoint m, facing f, half-width hw (§12.4)? */
export function inArc(x: number, y: number, mx: number, my: number, fx: number, fy: number, hw: number): boolean {
  const dx = x - mx;
  const dy = y - my;
  const s = dx * fx + dy * fy;
  const u = dx * fy - dy * fx;
  return s >= -EPS && Math.abs(u) <= hw + s + EPS;
}
