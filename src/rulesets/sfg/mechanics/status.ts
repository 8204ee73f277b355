/**
 * SFG-9.1–9.2: casualties fill one base at a time (4 remove it); the loss thresholds are exact
 * integer tests on L = initial bases − current bases.
 */
import { CASUALTIES_PER_BASE } from '../constants.js';

/** SFG-9.2: lost a third of the starting bases (−1 on command tests): 3L ≥ N0. */
export function lostThird(n0: number, bases: number): boolean {
  return 3 * (n0 - bases) >= n0;
}

/**
 * SFG-9.2 / G2b: decimated at 2/3 of the starting bases lost (3L ≥ 2N0), or with
 * decimationMode=casualties at 2/3 of the casualty capacity: casualties ≥ ceil(8·N0/3).
 */
export function decimated(n0: number, bases: number, hitsOnCurrentBase: number, byCasualties: boolean): boolean {
  if (!byCasualties) return 3 * (n0 - bases) >= 2 * n0;
  const casualties = (n0 - bases) * CASUALTIES_PER_BASE + hitsOnCurrentBase;
  return 3 * casualties >= 2 * CASUALTIES_PER_BASE * n0;
}

/** SFG-9.2: a brigade with one base left is dissolved and removed at once. */
export function dissolved(bases: number): boolean {
  return bases <= 1;
}

/**
 * SFG-9.1: add `hits` casualties to a unit of `bases` bases carrying `carried` on its damaged
 * base. Returns the bases left (0 when everything is gone) and writes the new carried count to
 * out[0]. Hits beyond the unit's total are lost.
 */
export function applyCasualties(bases: number, carried: number, hits: number, out: Int32Array): number {
  let c = carried + hits;
  let b = bases;
  while (c >= CASUALTIES_PER_BASE && b > 0) {
    c -= CASUALTIES_PER_BASE;
    b--;
  }
  out[0] = b > 0 ? c : 0;
  return b;
}
