import { describe, expect, it } from 'vitest';
import { aiSeed, fnv1a32, gameSeed, matchupKey, splitmix32 } from '../../src/engine/seeds.js';

describe('per-game seed derivation', () => {
  it('FNV-1a matches the published test vectors', () => {
    // FNV-1a 32-bit reference values (Fowler/Noll/Vo test suite)
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('depends only on master seed, matchup and game index', () => {
    const k = matchupKey(1, 'france~britain');
    expect(gameSeed(k, 17)).toBe(gameSeed(matchupKey(1, 'france~britain'), 17));
    expect(gameSeed(k, 17)).not.toBe(gameSeed(k, 18));
    expect(gameSeed(k, 17)).not.toBe(gameSeed(matchupKey(2, 'france~britain'), 17));
    expect(gameSeed(k, 17)).not.toBe(gameSeed(matchupKey(1, 'britain~france'), 17));
  });

  it('gives distinct seeds to consecutive games (no collisions in 200k indices)', () => {
    const k = matchupKey('seed', 'm');
    const seen = new Set<number>();
    for (let i = 0; i < 200_000; i++) seen.add(gameSeed(k, i));
    // birthday bound for 2e5 draws from 2^32: expected collisions ≈ 4.7; allow the 4-sigma range
    expect(seen.size).toBeGreaterThan(200_000 - 14);
  });

  it('keeps indices beyond 2^32 distinct', () => {
    const k = matchupKey(1, 'm');
    expect(gameSeed(k, 5)).not.toBe(gameSeed(k, 5 + 2 ** 32));
  });

  it('splitmix32 avalanches: one flipped input bit flips about half the output bits', () => {
    let flips = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      const x = (i * 2654435761) >>> 0;
      const d = splitmix32(x) ^ splitmix32(x ^ (1 << (i % 32)));
      flips += popcount(d >>> 0);
    }
    const mean = flips / trials;
    // Binomial(32, 1/2) per trial: sd of the mean = sqrt(8/trials)
    expect(Math.abs(mean - 16)).toBeLessThan(4 * Math.sqrt(8 / trials));
  });

  it('the AI stream seed differs from the dice seed', () => {
    expect(aiSeed(123)).not.toBe(123);
  });
});

function popcount(x: number): number {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}
