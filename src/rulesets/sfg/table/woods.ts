/**
 * SFG-8.9 / 5.5 (option woodsCost): woods as moves meet them. "Rivers and woods cost movement
 * only while the unit's front line of bases is inside them" (SFG-8.9 [T]), so by default
 * ('frontLine') woods are judged as rivers are (game/water.ts): by the leading line of bases (the
 * front edge, or the rear edge of a move backwards) as it sweeps from where it starts to where it
 * ends. Each UM it travels inside woods costs open/rate UM [R, as riverCrossing 'wade']; rear
 * ranks still in the wood cost nothing. Units that may not enter woods at all (rate 0: mounted
 * cavalry, guns, SFG-5.1 "No") may not let the leading line in, and the footprint-centre samples
 * still keep their centre out (woodsSampleRate), as attach.ts keeps batteries out by the centre.
 * 'centre' is the strict G8 reading: woods are one more kind of the centre samples in moves.ts.
 */
import type { Rect } from '../../kit/facingRect.js';
import { T_WOODS, terrainRate } from '../mechanics/terrain.js';
import type { TerrainMap } from './terrain.js';
import { sweep } from './water.js';

/**
 * The rate a footprint-centre sample on ground `kind` holds a move to (SFG-5.1 / G8): under the
 * front-line rule woods count here only for units that may not enter them (0); their cost to
 * the others is woodsCost's, so the sample reads as open ground (`open`).
 */
export function woodsSampleRate(kind: number, artillery: boolean, mounted: boolean, limbered: boolean, frontLine: boolean, open: number): number {
  const r = terrainRate(kind, artillery, mounted, limbered);
  return frontLine && kind === T_WOODS && r > 0 ? open : r;
}

/**
 * The extra UM woods cost a move whose leading line of bases (centre (lx, ly) at the start,
 * half-length h along (ex, ey)) sweeps by (mx, my): open/rate − 1 per UM it travels inside
 * woods (the generator keeps pieces apart, so the spans add up); Infinity when `rate` is 0 and
 * it touches woods at all.
 */
export function woodsCost(
  t: TerrainMap,
  lx: number,
  ly: number,
  ex: number,
  ey: number,
  h: number,
  mx: number,
  my: number,
  rate: number,
  open: number,
): number {
  let inside = 0;
  let entered = false;
  for (let i = 0; i < t.n; i++) {
    const p = t.pieces[i];
    if (p.kind !== T_WOODS || !sweep(t, p, lx, ly, ex, ey, h, mx, my)) continue;
    entered = true;
    inside += t.hi - t.lo;
  }
  if (!entered) return 0;
  if (rate <= 0) return Infinity;
  return inside * Math.sqrt(mx * mx + my * my) * (open / rate - 1);
}

/**
 * woodsCost for a unit-shaped move ending at footprint b after a displacement (mx, my): the
 * leading line is b's front edge, or its rear edge when the move goes backwards.
 */
export function moveWoodsCost(t: TerrainMap, b: Rect, mx: number, my: number, rate: number, open: number): number {
  const s = mx * b.fx + my * b.fy < 0 ? -1 : 1;
  return woodsCost(t, b.cx + s * b.fx * b.hd - mx, b.cy + s * b.fy * b.hd - my, b.fy, -b.fx, b.hw, mx, my, rate, open);
}
