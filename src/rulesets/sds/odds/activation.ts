/**
 * Exact activation odds (SDS 2.7–2.8, Appendix B).
 */
import { effectiveQuality, successFaces, turnover } from '../mechanics/activation.js';
import { defaultSdsOptions, type SdsOptions } from '../options.js';
import { Fraction, frac } from '../../kit/fraction.js';

interface ActivationOdds {
  quality: number;
  effectiveQuality: number;
  dice: number;
  /** P(exactly k successes), k = 0..dice. */
  successes: Fraction[];
  turnover: Fraction;
  expectedActions: Fraction;
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}

/** P(k successes out of n dice) at a per-die success of s/6. */
export function successDistribution(effQ: number, n: number): Fraction[] {
  const s = successFaces(effQ);
  const out: Fraction[] = [];
  for (let k = 0; k <= n; k++) out.push(frac(binom(n, k) * s ** k * (6 - s) ** (n - k), 6 ** n));
  return out;
}

export function activationOdds(
  quality: number,
  dice: number,
  command = false,
  elan = false,
  opts: Pick<SdsOptions, 'commandBonusStacks'> = defaultSdsOptions,
): ActivationOdds {
  if (!Number.isInteger(dice) || dice < 1 || dice > 3) throw new RangeError('SDS 2.7: roll 1, 2 or 3 dice');
  const eq = effectiveQuality(quality, command, elan, opts);
  const successes = successDistribution(eq, dice);
  let t = Fraction.ZERO;
  let e = Fraction.ZERO;
  successes.forEach((p, k) => {
    if (turnover(k, dice)) t = t.add(p);
    e = e.add(p.mulInt(k));
  });
  return { quality, effectiveQuality: eq, dice, successes, turnover: t, expectedActions: e };
}
