/**
 * Exact odds of the SfG dice mechanics as fractions (for `volley odds sfg` and the engine
 * frequency tests): the command test (SFG-4.1), a firing action's hits (SFG-6.4–6.7) and pushback
 * (6.9), and a melee round's result (SFG-8.2–8.5).
 */
import { Fraction, frac } from '../../kit/fraction.js';
import { hittingFaces } from '../mechanics/dice.js';

export { Fraction, frac };

/** SFG-4.1: P(2d6 ≤ value) (or < value with inclusive=false). */
export function commandPass(value: number, inclusive = true): Fraction {
  let k = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (inclusive ? a + b <= value : a + b < value) k++;
  return frac(k, 36);
}

/** Distribution of hits from n dice, each hitting with probability k/6: binomial, exact. */
function hitsDistribution(n: number, facesHit: number): Fraction[] {
  const p = frac(facesHit, 6);
  const q = Fraction.ONE.sub(p);
  let dist = [Fraction.ONE];
  for (let i = 0; i < n; i++) {
    const next: Fraction[] = new Array(dist.length + 1).fill(Fraction.ZERO);
    for (let h = 0; h < dist.length; h++) {
      next[h] = next[h].add(dist[h].mul(q));
      next[h + 1] = next[h + 1].add(dist[h].mul(p));
    }
    dist = next;
  }
  return dist;
}

interface FireOdds {
  dice: number;
  need: number;
  modifier: number;
  perDie: Fraction;
  hits: Fraction[];
  expected: Fraction;
  /** SFG-6.9: P(2 or more casualties: a pushback test). */
  pushbackTest: Fraction;
  /** P(disordered: a pushback test die shows 6). */
  disordered: Fraction;
}

/**
 * One firing action: `dice` d6 at `need`+ with modifier `mod`, natural 6 hits and natural 1
 * misses. SFG-6.9: 2+ casualties make one pushback test, or (fireRetreatPerTwoHits, G6) one per
 * full 2 casualties; any test die showing 6 disorders.
 */
export function fireOdds(dice: number, need: number, mod: number, testPerTwoHits = false): FireOdds {
  const k = hittingFaces(need, mod, true);
  const hits = hitsDistribution(dice, k);
  let expected = Fraction.ZERO;
  hits.forEach((p, h) => (expected = expected.add(p.mulInt(h))));
  const pushbackTest = Fraction.sum(hits.slice(2));
  let disordered = Fraction.ZERO;
  for (let h = 2; h < hits.length; h++) {
    const tests = testPerTwoHits ? h >> 1 : 1;
    disordered = disordered.add(hits[h].mul(Fraction.ONE.sub(frac(5n ** BigInt(tests), 6n ** BigInt(tests)))));
  }
  return { dice, need, modifier: mod, perDie: frac(k, 6), hits, expected, pushbackTest, disordered };
}

export interface MeleeOdds {
  attackerWins: Fraction;
  draw: Fraction;
  defenderWins: Fraction;
  /** A draw with no casualties on either side (a second round, SFG-8.8.1). */
  drawNoCasualties: Fraction;
  attackerExpectedHits: Fraction;
  defenderExpectedHits: Fraction;
}

/**
 * One melee round (SFG-8.4–8.5): the attacker rolls `aDice` hitting on `aFaces` of 6, the
 * defender `dDice` on `dFaces`; each score is hits + a fixed extra (support, column, experience).
 */
export function meleeOdds(aDice: number, aFaces: number, aExtra: number, dDice: number, dFaces: number, dExtra: number): MeleeOdds {
  const A = hitsDistribution(aDice, aFaces);
  const D = hitsDistribution(dDice, dFaces);
  let aw = Fraction.ZERO;
  let dr = Fraction.ZERO;
  let dw = Fraction.ZERO;
  for (let i = 0; i < A.length; i++) {
    for (let j = 0; j < D.length; j++) {
      const p = A[i].mul(D[j]);
      const sa = i + aExtra;
      const sd = j + dExtra;
      if (sa > sd) aw = aw.add(p);
      else if (sa < sd) dw = dw.add(p);
      else dr = dr.add(p);
    }
  }
  return {
    attackerWins: aw,
    draw: dr,
    defenderWins: dw,
    drawNoCasualties: aExtra === dExtra ? A[0].mul(D[0]) : Fraction.ZERO,
    attackerExpectedHits: frac(aDice * aFaces, 6),
    defenderExpectedHits: frac(dDice * dFaces, 6),
  };
}
