/**
 * SFG-6.3 for the heuristic generals: of the two targets the rules let a unit fire at (the
 * nearest enemy, and the nearest intact one when the nearest is disordered or decimated), the
 * one that pays: more expected casualties (SFG-6.4–6.7: dice times the chance each hits against
 * the target's cover, with the column and limbered-battery modifiers). The play invariant "fires
 * at the target that pays" (invariants.ts) holds every policy to the same measure.
 */
import { T_FIRE, type OptionBuffer } from '../decisions.js';
import { fireDice } from '../rules/fire.js';
import type { Game } from '../game.js';
import { hittingFaces } from '../mechanics/dice.js';

/** Expected casualties of g.units[u] firing at g.units[e] now, in its own window (0: it cannot). */
export function expectedFireHits(g: Game, u: number, e: number): number {
  const out = g.policyScratch.fireDice;
  const n = fireDice(g, g.units[u], g.units[e], false, true, out);
  return n === 0 ? 0 : (n * hittingFaces(out[1], out[2], true)) / 6;
}

/** The other fire option of the unit of FIRE option i (the nearest's intact alternative or the reverse), −1 when it has one target. */
export function otherTarget(buf: OptionBuffer, i: number): number {
  if (i + 1 < buf.n && buf.type[i + 1] === T_FIRE && buf.unit[i + 1] === buf.unit[i]) return i + 1;
  if (i > 0 && buf.type[i - 1] === T_FIRE && buf.unit[i - 1] === buf.unit[i]) return i - 1;
  return -1;
}

/**
 * Of FIRE option i (a unit's first, the nearest) and its intact alternative (if offered), the one
 * with more expected casualties; on a tie the intact one when `skipWeak`, else the nearest.
 */
export function bestFire(g: Game, buf: OptionBuffer, i: number, skipWeak: boolean): number {
  const j = otherTarget(buf, i);
  if (j < 0) return i;
  const near = expectedFireHits(g, buf.unit[i], buf.target[i]);
  const intact = expectedFireHits(g, buf.unit[j], buf.target[j]);
  return intact > near || (intact === near && skipWeak) ? j : i;
}
