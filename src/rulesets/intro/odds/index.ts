/**
 * Exact odds of the intro game's dice (spec §10: "trivial to simulate exactly"): every test is
 * one d6 rolled under or equal to a value (INT-4.2), a ranged attack against CMB less the band's
 * malus (INT-5.3.7-8), a melee attack and the defender's counter-attack (INT-5.5.4-5).
 */
import { Fraction } from '../../kit/fraction.js';
import { DEAD } from '../constants.js';

const D6 = 6;

/** INT-4.2: P(1d6 ≤ value); a value of 0 or less always fails, 6 or more always succeeds. */
export function testOdds(value: number): Fraction {
  return new Fraction(Math.max(0, Math.min(D6, value)), D6);
}

export interface MeleeOdds {
  /** The attack hits (1d6 ≤ the attacker's CMB). */
  hit: Fraction;
  /** The hit kills the defender (it had damage 2): no counter-attack follows. */
  removed: Fraction;
  /** The defender is alive and allowed to strike back. */
  counter: Fraction;
  /** The counter-attack hits the attacker. */
  counterHit: Fraction;
}

/**
 * INT-5.5.4-5: an attacker of CMB `cmb` on a defender of CMB `vs` at damage `damage` (0..2);
 * the defender counter-attacks when still alive and `canFightAfter(damage after the attack)`.
 */
export function meleeOdds(cmb: number, vs: number, damage: number, canFightAfter: (damage: number) => boolean): MeleeOdds {
  const hit = testOdds(cmb);
  const miss = Fraction.ONE.sub(hit);
  const removed = damage + 1 >= DEAD ? hit : Fraction.ZERO;
  let counter = Fraction.ZERO;
  if (damage + 1 < DEAD && canFightAfter(damage + 1)) counter = counter.add(hit);
  if (canFightAfter(damage)) counter = counter.add(miss);
  return { hit, removed, counter, counterHit: counter.mul(testOdds(vs)) };
}
