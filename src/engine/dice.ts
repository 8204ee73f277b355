import seedrandom from 'seedrandom';

/**
 * Seeded dice. One generator per game (and a second, independent one for AI choices, so that
 * changing a policy never shifts the dice stream: common random numbers for `compare`).
 *
 * Generator: seedrandom.tychei (passes BigCrush; ~414 M bare d6/s, ~5.5 M new generators/s
 * with an integer seed; see ../shared/TOOLCHAIN.md and `npm run bench`). ARC4, the
 * seedrandom default, is ~10x slower and caps a run near 250 k games/s.
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
  /** Number of dice out of `n` that show >= target (SBH/SDS style: natural 1 fails, natural 6 succeeds). */
  successesAtLeast(n: number, target: number): number;
  /** Number of dice out of `n` that show <= value (roll-under tests). */
  successesAtMost(n: number, value: number): number;
}

const INV_2_32 = 1 / 4294967296;

type Prng = ReturnType<typeof seedrandom.tychei>;
// seedrandom's typings only admit string seeds; at run time an integer seed skips string hashing.
const tycheiFromInt = seedrandom.tychei as unknown as (seed: number) => Prng;

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

  successesAtLeast(n: number, target: number): number {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const r = this.d6();
      if (r === 6 || (r !== 1 && r >= target)) s++;
    }
    return s;
  }

  successesAtMost(n: number, value: number): number {
    let s = 0;
    for (let i = 0; i < n; i++) if (this.d6() <= value) s++;
    return s;
  }
}

/**
 * Dice that replay a fixed script of faces, for rules tests where the outcome must be exact.
 * Throws when the script runs out, so a test that rolls more dice than it expects fails loudly.
 */
export class ScriptedDice implements Dice {
  private i = 0;
  constructor(private readonly faces: number[], private readonly fallback?: Dice) {}

  get used(): number {
    return this.i;
  }
  get remaining(): number {
    return this.faces.length - this.i;
  }

  private next(sides: number): number {
    if (this.i >= this.faces.length) {
      if (this.fallback) return this.fallback.int(sides) + 1;
      throw new Error(`ScriptedDice: script of ${this.faces.length} faces exhausted`);
    }
    const f = this.faces[this.i++];
    if (!Number.isInteger(f) || f < 1 || f > sides) throw new Error(`ScriptedDice: face ${f} is not a d${sides} face`);
    return f;
  }

  random(): number {
    return (this.next(6) - 1) / 6;
  }
  int(n: number): number {
    return this.next(n) - 1;
  }
  d6(): number {
    return this.next(6);
  }
  d3(): number {
    return (this.next(6) + 1) >> 1;
  }
  d10(): number {
    return this.next(10);
  }
  twoD6(): number {
    return this.next(6) + this.next(6);
  }
  successesAtLeast(n: number, target: number): number {
    let s = 0;
    for (let k = 0; k < n; k++) {
      const r = this.next(6);
      if (r === 6 || (r !== 1 && r >= target)) s++;
    }
    return s;
  }
  successesAtMost(n: number, value: number): number {
    let s = 0;
    for (let k = 0; k < n; k++) if (this.next(6) <= value) s++;
    return s;
  }
}
