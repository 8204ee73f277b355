/**
 * Exact outcome probabilities of one shot or one blow for given modifiers, filled on first use
 * and kept for the game's options: the policies value every candidate with them (policies/
 * eval.ts). Every opposed roll is a pair of d6, so the 36 pairs through the game's own
 * shotOutcome / meleeOutcome give the exact distribution. One per Game, forgotten whenever it
 * is asked with other options than those it was filled for.
 */
import { meleeOutcome, shotOutcome } from '../mechanics/combat.js';
import type { SdsOptions } from '../options.js';

/** Modifier range kept (totals beyond it are clamped: the outcome no longer changes there). */
const LO = -8;
const HI = 12;
const SPAN = HI - LO + 1;

function clampMod(v: number): number {
  return v < LO ? LO : v > HI ? HI : Math.round(v);
}

export class OutcomeTables {
  private o: SdsOptions | null = null;
  private readonly meleeDone = new Uint8Array(SPAN * SPAN * 4);
  /** P(signed code) of a blow at base + 4 + code (base from melee()). */
  readonly meleeP = new Float64Array(SPAN * SPAN * 4 * 9);
  private readonly shotDone = new Uint8Array(SPAN * SPAN * 2);
  /** P(code) of a shot at base + code (base from shot()). */
  readonly shotP = new Float64Array(SPAN * SPAN * 2 * 5);

  private check(o: SdsOptions): void {
    if (o === this.o) return;
    this.o = o;
    this.meleeDone.fill(0);
    this.shotDone.fill(0);
  }

  /** Base offset in shotP of a shot with modifiers am, tm under options o. */
  shot(o: SdsOptions, am: number, tm: number, fallen: boolean): number {
    this.check(o);
    const a = clampMod(am);
    const t = clampMod(tm);
    const key = ((a - LO) * SPAN + (t - LO)) * 2 + (fallen ? 1 : 0);
    const base = key * 5;
    if (!this.shotDone[key]) {
      const p = this.shotP;
      for (let c = 0; c < 5; c++) p[base + c] = 0;
      for (let da = 1; da <= 6; da++) for (let dt = 1; dt <= 6; dt++) p[base + (shotOutcome(da, dt, a, t, fallen, o) & 7)] += 1 / 36;
      this.shotDone[key] = 1;
    }
    return base;
  }

  /** Base offset in meleeP of a blow with modifiers am (attacker), dm (defender) under options o. */
  melee(o: SdsOptions, am: number, dm: number, af: boolean, df: boolean): number {
    this.check(o);
    const a = clampMod(am);
    const d = clampMod(dm);
    const key = ((a - LO) * SPAN + (d - LO)) * 4 + (af ? 2 : 0) + (df ? 1 : 0);
    const base = key * 9;
    if (!this.meleeDone[key]) {
      const p = this.meleeP;
      for (let c = 0; c < 9; c++) p[base + c] = 0;
      for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) p[base + 4 + meleeOutcome(x, y, a, d, af, df, o)] += 1 / 36;
      this.meleeDone[key] = 1;
    }
    return base;
  }
}
