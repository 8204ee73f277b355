/**
 * Area index: the positions of the items (terrain areas, obstacles) that play a given role, in
 * table order, so loops that run hundreds of times a game visit only the areas that matter to
 * them. Visiting an index list gives the same areas in the same order as a full scan that skips
 * the others, so switching a loop to it never changes a game.
 */
export function indexWhere<T>(items: readonly T[], keep: (item: T) => boolean): Int16Array {
  let n = 0;
  for (let i = 0; i < items.length; i++) if (keep(items[i])) n++;
  const out = new Int16Array(n);
  n = 0;
  for (let i = 0; i < items.length; i++) if (keep(items[i])) out[n++] = i;
  return out;
}

/** Builds one index per role: `{ woods: a => a.kind === 'wood', ... }` -> `{ woods: Int16Array, ... }`. */
export function indexByRole<T, R extends string>(items: readonly T[], roles: Record<R, (item: T) => boolean>): Record<R, Int16Array> {
  const out = {} as Record<R, Int16Array>;
  for (const role of Object.keys(roles) as R[]) out[role] = indexWhere(items, roles[role]);
  return out;
}
