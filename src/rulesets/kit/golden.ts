import { createHash } from 'node:crypto';

/**
 * Golden tallies: a short hash of a whole tally (every count, histogram and metric sum), so a
 * test can pin thousands of games in one line and a refactor that changes any game fails it.
 * Keys are sorted at every level, so the hash does not depend on insertion order.
 */
export function tallyHash(tally: unknown): string {
  return createHash('sha256').update(stableJson(tally)).digest('hex').slice(0, 20);
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}
