/**
 * SFG-1.5: the four formations and their footprints. A brigade is a grid of `columns(f, N)` bases
 * across and `ranks(f, N)` deep; a partly filled last rank is centred.
 */
export const MARCH = 0;
export const ATTACK = 1;
export const LINE = 2;
export const DOUBLE_LINE = 3;
export type Formation = typeof MARCH | typeof ATTACK | typeof LINE | typeof DOUBLE_LINE;
export const FORMATION_NAMES = ['march column', 'attack column', 'line', 'double line'] as const;
export const FORMATION_KEYS = ['march', 'attack', 'line', 'doubleLine'] as const;

/** Bases across the front. */
export function columns(f: number, n: number): number {
  switch (f) {
    case MARCH:
      return 1;
    case ATTACK:
      return Math.min(2, n);
    case LINE:
      return n;
    default:
      return Math.ceil(n / 2);
  }
}

/** Ranks deep. */
export function ranks(f: number, n: number): number {
  return Math.ceil(n / columns(f, n));
}

/** SFG-4.4 / 5.6 / 8.5: march and attack columns are "columns". */
export function isColumn(f: number): boolean {
  return f === MARCH || f === ATTACK;
}
