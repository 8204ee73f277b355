import type { Dice } from './dice.js';

/**
 * Flat Monte Carlo search on a game's own forward model: a policy that plays every candidate
 * option out many times with a cheap policy and keeps the one whose playouts scored best, so
 * that verdicts can be checked against play no hand-written heuristic shapes.
 *
 * A game supplies a `ForwardModel` (save/restore its state, play an option then a cheap
 * playout, value a position; a game takes save and restore from declarations, kit/state.ts
 * `snapshot` of its rules state and of whatever else the searched decision stands on, the rest
 * of its Scratch rebuilt by play, and the conformance harness checks that a search decision
 * leaves the state's hash unchanged);
 * the kit supplies the budget, the allocation (sequential halving:
 * half the options are dropped after each round, so the budget goes to the contenders) and
 * the randomness. Every decision draws exactly ONE number from the AI stream it is given; each
 * playout gets its own dice from that, reseeded in place (no allocation per decision), and the
 * playouts of every option share the same seeds (common random numbers: options are compared
 * on the same luck). The real game's dice stream is never touched.
 */
export interface ForwardModel<G> {
  /** Remembers the state of `game` at the decision being searched (into preallocated buffers). */
  save(game: G): void;
  /** Puts `game` back exactly as saved (called after every playout). */
  restore(game: G): void;
  /**
   * Plays option `option` of the decision being searched, then continues with the model's
   * cheap policy to the end or its horizon; every random number (rules dice and AI choices)
   * comes from `dice`.
   */
  playout(game: G, option: number, dice: Dice): void;
  /** Worth of the position reached to `side`, in [0, 1] (1: won, 0: lost). */
  value(game: G, side: number): number;
}

/** A small, fast generator (sfc32) that implements Dice and can be reseeded without allocating. */
export class ReseedableDice implements Dice {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 1) {
    this.reseed(seed);
  }

  reseed(seed: number): void {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    // sfc32's recommended warm-up, so nearby seeds give unrelated streams
    for (let i = 0; i < 12; i++) this.next();
  }

  private next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  random(): number {
    return this.next() / 4294967296;
  }

  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  d6(): number {
    return this.int(6) + 1;
  }

  d3(): number {
    return (this.d6() + 1) >> 1;
  }

  d10(): number {
    return this.int(10) + 1;
  }

  twoD6(): number {
    return this.d6() + this.d6();
  }
}

/**
 * The search itself, one per policy instance (its buffers are sized for `maxOptions` and
 * reused for every decision). `budget` is the number of playouts per decision, whatever the
 * number of options (a fixed cost per decision, so a game's cost is predictable).
 */
export class FlatMonteCarlo<G> {
  private readonly sum: Float64Array;
  private readonly runs: Int32Array;
  private readonly alive: Int32Array;
  /** Value of playout r of option k at [k * budget + r] (playout r of every option had the same seed). */
  private readonly vals: Float64Array;
  private readonly dice = new ReseedableDice();
  /** Playouts run by the last search (tests check the budget). */
  lastPlayouts = 0;

  constructor(
    private readonly model: ForwardModel<G>,
    readonly budget: number,
    readonly maxOptions: number,
  ) {
    if (!(Number.isInteger(budget) && budget >= 1)) throw new Error(`search: budget ${budget} is not a positive integer`);
    this.sum = new Float64Array(maxOptions);
    this.runs = new Int32Array(maxOptions);
    this.alive = new Int32Array(maxOptions);
    this.vals = new Float64Array(maxOptions * budget);
  }

  /**
   * The best of options 0..n-1 for `side` (n ≤ maxOptions). Draws one number from `ai`; the
   * game is restored after every playout. Ties go to the lower index (list the default first).
   */
  choose(game: G, side: number, n: number, ai: Dice): number {
    if (n > this.maxOptions) throw new Error(`search: ${n} options, buffers sized for ${this.maxOptions}`);
    const base = ai.int(2 ** 31);
    this.lastPlayouts = 0;
    if (n <= 1) return 0;
    const { sum, runs, alive, model, dice } = this;
    for (let k = 0; k < n; k++) {
      sum[k] = 0;
      runs[k] = 0;
      alive[k] = k;
    }
    let live = n;
    const rounds = Math.ceil(Math.log2(n));
    let left = this.budget;
    model.save(game);
    for (let r = 0; r < rounds && live > 1; r++) {
      // sequential halving (Karnin, Koren & Somekh 2013): an equal share of what is left per
      // round, split evenly among the options still alive; at least one playout each
      const per = Math.max(1, Math.floor(left / (rounds - r) / live));
      for (let a = 0; a < live; a++) {
        const k = alive[a];
        for (let j = 0; j < per; j++) {
          // playout j of every option sees the same seed (common random numbers)
          dice.reseed((base + Math.imul(runs[k], 0x9e3779b1)) | 0);
          model.playout(game, k, dice);
          const v = model.value(game, side);
          sum[k] += v;
          this.vals[k * this.budget + runs[k]] = v;
          runs[k]++;
          model.restore(game);
        }
      }
      left -= per * live;
      this.lastPlayouts += per * live;
      // keep the better half (stable: by mean, ties to the lower index)
      const keep = Math.ceil(live / 2);
      for (let i = 1; i < live; i++) {
        const k = alive[i];
        const m = sum[k] / runs[k];
        let j = i - 1;
        while (j >= 0 && sum[alive[j]] / runs[alive[j]] < m) {
          alive[j + 1] = alive[j];
          j--;
        }
        alive[j + 1] = k;
      }
      live = keep;
      if (left <= 0) break;
    }
    // the best mean among the survivors (lowest index on ties)
    let best = alive[0];
    for (let a = 1; a < live; a++) {
      const k = alive[a];
      const mk = sum[k] / runs[k];
      const mb = sum[best] / runs[best];
      if (mk > mb || (mk === mb && k < best)) best = k;
    }
    return best;
  }

  /** Mean playout value of option k in the last search (NaN if it was not played). */
  meanOf(k: number): number {
    return this.runs[k] > 0 ? this.sum[k] / this.runs[k] : NaN;
  }

  /**
   * How option j did against option i in the last search, on the playouts both had (the same
   * seeds: common random numbers): the mean paired difference j − i over its standard error
   * (+Infinity if every pair differed by the same positive amount, NaN if fewer than 2 pairs).
   * A policy can take j over its default i only when this clears a z bound, not on luck.
   */
  pairedZ(j: number, i: number): number {
    const n = Math.min(this.runs[i], this.runs[j]);
    if (n < 2) return NaN;
    const { vals, budget } = this;
    let sum = 0;
    let sq = 0;
    for (let r = 0; r < n; r++) {
      const d = vals[j * budget + r] - vals[i * budget + r];
      sum += d;
      sq += d * d;
    }
    const mean = sum / n;
    const variance = Math.max(0, (sq - n * mean * mean) / (n - 1));
    if (variance === 0) return mean > 0 ? Infinity : mean < 0 ? -Infinity : 0;
    return mean / Math.sqrt(variance / n);
  }
}
