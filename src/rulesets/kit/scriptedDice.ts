import type { Dice } from './dice.js';

/**
 * Dice that replay a fixed script of faces, for rules tests where the outcome must be exact.
 * Throws when the script runs out, so a test that rolls more dice than it expects fails loudly.
 */
export class ScriptedDice implements Dice {
  private i = 0;
  constructor(
    private readonly faces: number[],
    private readonly fallback?: Dice,
  ) {}

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
}
