/**
 * Per-game seed derivation. A game's seeds depend only on (master seed, matchup id, game index),
 * never on which worker or chunk plays it, so results are byte-identical for any worker count
 * or chunk size.
 *
 *   matchupKey = fnv1a32(`${master}|${matchupId}`)
 *   diceSeed   = splitmix32(matchupKey ^ splitmix32(gameIndex))
 *   aiSeed     = splitmix32(diceSeed ^ 0x9e3779b9)
 *
 * FNV-1a hashes the strings once per matchup; splitmix32 (a 32-bit finaliser with full
 * avalanche) decorrelates consecutive game indices.
 */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export function matchupKey(masterSeed: number | string, matchupId: string): number {
  return fnv1a32(`${masterSeed}|${matchupId}`);
}

export function gameSeed(key: number, gameIndex: number): number {
  // game indices can exceed 2^32 only in absurd runs; fold the high part in so they stay distinct
  const lo = gameIndex >>> 0;
  const hi = Math.floor(gameIndex / 4294967296);
  return splitmix32(key ^ splitmix32(lo ^ splitmix32(hi)));
}

export function aiSeed(diceSeed: number): number {
  return splitmix32(diceSeed ^ 0x2545f491);
}
