// Unknown keys are errors at every level of every input file: a typo ('cuont: 3', 'gmaes: 50')
// must stop the run, not silently fall back to a default.
import { closest, distance } from 'fastest-levenshtein';

/** Keys every scenario may carry; the rest belongs to the ruleset. */
export const genericKeys = ['ruleset', 'name', 'description', 'games', 'seed', 'policies', 'policyParams', 'options', 'pairs'] as const;

/** The first key of `obj` not in `allowed`, if any. */
export function unknownKey(obj: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(obj).find((k) => !allowed.includes(k));
}

/** The fix for an unknown key: the nearest allowed key when it is a plausible typo, and the list. */
export function unknownKeyHint(key: string, allowed: readonly string[]): string {
  const list = `allowed keys: ${allowed.join(', ')}`;
  if (allowed.length === 0) return list;
  const near = closest(key, allowed as string[]);
  // a typo changes a few letters: at most a third of the key (and at least 2 edits allowed)
  return distance(key, near) <= Math.max(2, Math.floor(key.length / 3)) ? `did you mean '${near}'? ${list}` : list;
}
