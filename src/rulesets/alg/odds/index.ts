/**
 * Exact odds of AlG's stated dice mechanics (spec §6 "can test in isolation"): the activation
 * pool (ALG-3.1: a die is valid on 1–3, a 3 on one face in six), the initiative by count of 3s,
 * and the morale test (ALG-4.2, d10 against Mo with modifiers, G-A5).
 */
import { Fraction } from '../../kit/fraction.js';
import { MORALE_DIE, VALID_MAX } from '../constants.js';

/** P(exactly k 3s among n d6): binomial(n, 1/6). */
export function threesPmf(n: number): Fraction[] {
  const out: Fraction[] = [];
  let c = 1n;
  for (let k = 0; k <= n; k++) {
    if (k > 0) c = (c * BigInt(n - k + 1)) / BigInt(k);
    out.push(new Fraction(c * 5n ** BigInt(n - k), 6n ** BigInt(n)));
  }
  return out;
}

export interface InitiativeOdds {
  more: Fraction;
  tie: Fraction;
  fewer: Fraction;
  /** P(side A has the initiative): more, plus ties when A held it (or half the ties on turn 1). */
  initiative: Fraction;
}

/** ALG-3.1.3: side A rolls n dice, side B m; `held`: A held the initiative last turn (null: turn 1). */
export function initiativeOdds(n: number, m: number, held: boolean | null): InitiativeOdds {
  const a = threesPmf(n);
  const b = threesPmf(m);
  let more = Fraction.ZERO;
  let tie = Fraction.ZERO;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const p = a[i].mul(b[j]);
      if (i > j) more = more.add(p);
      else if (i === j) tie = tie.add(p);
    }
  }
  const fewer = Fraction.ONE.sub(more).sub(tie);
  const share = held === null ? tie.div(new Fraction(2)) : held ? tie : Fraction.ZERO;
  return { more, tie, fewer, initiative: more.add(share) };
}

/** ALG-3.1.2: a die is valid with probability 3/6; a valid die's PA is 1, 2 or 3 (mean 2). */
export function poolOdds(n: number): { validPerDie: Fraction; expectedValid: Fraction; expectedPA: Fraction } {
  const validPerDie = new Fraction(VALID_MAX, 6);
  return { validPerDie, expectedValid: validPerDie.mulInt(n), expectedPA: new Fraction(n * (1 + 2 + 3), 6) };
}

/** ALG-4.2: P(fully passed), P(passed, roll = target), P(failed) of a d10 test. */
export function moraleOdds(mo: number, mods: number, rollPlusMods: boolean): { fully: Fraction; passed: Fraction; failed: Fraction } {
  let fully = 0;
  let passed = 0;
  for (let d = 1; d <= MORALE_DIE; d++) {
    const roll = rollPlusMods ? d + mods : d;
    const target = rollPlusMods ? mo : mo + mods;
    if (roll < target) fully++;
    else if (roll === target) passed++;
  }
  return { fully: new Fraction(fully, MORALE_DIE), passed: new Fraction(passed, MORALE_DIE), failed: new Fraction(MORALE_DIE - fully - passed, MORALE_DIE) };
}
