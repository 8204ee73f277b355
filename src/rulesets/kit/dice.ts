import { createRequire } from 'node:module';
import type seedrandom from 'seedrandom';

/**
 * Seeded dice. One generator per game (and a second, independent one for AI choices, so that
 * changing a policy never shifts the dice stream: common random numbers for `compare`).
 *
 * Generator: seedrandom.tychei (passes BigCrush; ~414 M bare d6/s, ~5.5 M new generators/s
 * with an integer seed; see ../shared/TOOLCHAIN.md and `npm run bench`). ARC4, the
 * seedrandom default, is ~10x slower and caps a run near 250 k games/s. Dice-pool rules (natural
 * 1s and 6s, roll-under) live in dicePool.ts, not here: a game's dice conventions are its own.
 *
 * A face is floor(u * n) + 1 with u = int32 / 2^32: the bias of 2^32 mod 6 = 4 values is
 * below 1e-9 per face, far under anything a Monte Carlo run can see.
 */
export interface Dice {
  /** Uniform float in [0, 1). */
  random(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  d6(): number;
  d3(): number;
  d10(): number;
  twoD6(): number;
}

const INV_2_32 = 1 / 4294967296;

type Prng = ReturnType<typeof seedrandom.tychei>;
// seedrandom's typings only admit string seeds; at run time an integer seed skips string hashing.
// The one generator volley uses, loaded from its own file (seedrandom.tychei is this module):
// the package index also loads six other generators and node:crypto, a noticeable share of
// every worker's start-up. The file has no type declaration, hence require.
const tycheiFromInt = createRequire(import.meta.url)('seedrandom/lib/tychei.js') as (seed: number) => Prng;

export class SeededDice implements Dice {
  private readonly rng: Prng;

  constructor(seed: number) {
    // integer seeds take seedrandom's fast path (no string hashing)
    this.rng = tycheiFromInt(seed >>> 0);
  }

  random(): number {
    return (this.rng.int32() >>> 0) * INV_2_32;
  }

  int(n: number): number {
    return Math.floor((this.rng.int32() >>> 0) * INV_2_32 * n);
  }

  d6(): number {
    return Math.floor((this.rng.int32() >>> 0) * INV_2_32 * 6) + 1;
  }

  d3(): number {
    // SDS 1.6: d3 = one d6 halved, rounded up
    return (this.d6() + 1) >> 1;
  }

  d10(): number {
    return Math.floor((this.rng.int32() >>> 0) * INV_2_32 * 10) + 1;
  }

  twoD6(): number {
    return this.d6() + this.d6();
  }
}
