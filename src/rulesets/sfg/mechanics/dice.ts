/**
 * SFG-0 / 6.7 / 8.3: "dN at X+ with modifier m": a die hits on a natural 6, or when it is not a
 * natural 1 and roll + m ≥ X. Without the natural rule (melee option) it hits iff roll + m ≥ X.
 */
import type { Dice } from '../../kit/dice.js';
import { NATURAL_HIT, NATURAL_MISS } from '../constants.js';

/** Does one face hit? */
export function faceHits(face: number, need: number, mod: number, natural: boolean): boolean {
  if (natural) {
    if (face === NATURAL_HIT) return true;
    if (face === NATURAL_MISS) return false;
  }
  return face + mod >= need;
}

/** Faces (of 6) that hit: the closed form clamp(7 − (X − m), 1, 5) with the natural rule. */
export function hittingFaces(need: number, mod: number, natural: boolean): number {
  let k = 0;
  for (let f = 1; f <= 6; f++) if (faceHits(f, need, mod, natural)) k++;
  return k;
}

/** Rolls `n` dice; returns hits. `sixes` (if given) receives the count of natural 6s in out[0]. */
export function rollHits(dice: Dice, n: number, need: number, mod: number, natural: boolean, sixes?: Int32Array): number {
  let h = 0;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const f = dice.d6();
    if (f === 6) s++;
    if (faceHits(f, need, mod, natural)) h++;
  }
  if (sixes) sixes[0] = s;
  return h;
}
