/**
 * Exact morale-test odds (SDS 6.1–6.2, Appendix B): 3 dice against effective Q, count failures.
 */
import { clampQuality } from '../mechanics/activation.js';
import { Fraction } from '../../kit/fraction.js';
import { successDistribution } from './activation.js';

interface MoraleOdds {
  effectiveQuality: number;
  hold: Fraction;
  flee1: Fraction;
  flee2: Fraction;
  fled: Fraction;
}

/** `effectiveQ`: Q after per-die modifiers (see moraleQuality). */
export function moraleOdds(effectiveQ: number): MoraleOdds {
  const eq = clampQuality(effectiveQ);
  const s = successDistribution(eq, 3); // index = successes; failures = 3 − successes
  return { effectiveQuality: eq, hold: s[3], flee1: s[2], flee2: s[1], fled: s[0] };
}

export function moraleTotal(m: MoraleOdds): Fraction {
  return Fraction.sum([m.hold, m.flee1, m.flee2, m.fled]);
}

interface ChargeTestOdds {
  effectiveQuality: number;
  /** 3 failures: the infantryman is eliminated (SDS 5.10 step 3). */
  eliminated: Fraction;
  /** 1–2 successes: normal fight (against Old Guard: −1 Combat, SDS 5.11). */
  fights: Fraction;
  /** 3 successes: fire factor if loaded (SDS 5.10), or a normal fight against Old Guard. */
  allSuccesses: Fraction;
}

/** SDS 5.10–5.11: the infantry test against charging cavalry or Old Guard (3 dice; Fear −1 per die). */
export function chargeTestOdds(q: number, fearPenalty: boolean): ChargeTestOdds {
  const eq = clampQuality(q + (fearPenalty ? 1 : 0));
  const s = successDistribution(eq, 3);
  return { effectiveQuality: eq, eliminated: s[0], fights: s[1].add(s[2]), allSuccesses: s[3] };
}
