// Spec §6: the dice mechanics against exact odds. The engine's activation roll, enumerated over
// every face of every die (scripted), gives exactly the binomial initiative odds; the engine's
// morale roll, over the ten faces, exactly the morale odds.
import { describe, expect, it } from 'vitest';
import { initiativeOdds, moraleOdds, poolOdds, threesPmf } from '../../src/rulesets/alg/odds/index.js';
import { rollActivation } from '../../src/rulesets/alg/rules/activation.js';
import { FAILED, FULLY_PASSED, moraleRoll } from '../../src/rulesets/alg/rules/morale.js';
import { Fraction } from '../../src/rulesets/kit/fraction.js';
import { volley } from '../helpers/cli.js';
import { char, force, game, HERO } from './helpers.js';

const side = (name: string, n: number) =>
  force(
    name,
    Array.from({ length: n }, (_, k) => char(`${name}${k}`, HERO)),
  );

describe('exact odds', () => {
  it('the 3s are binomial(n, 1/6): 2 dice give 25/36, 10/36, 1/36', () => {
    expect(threesPmf(2).map(String)).toEqual(['25/36', '5/18', '1/36']);
  });
  it('ALG-3.1: enumerating all 6^5 rolls of 3 dice v 2 (A held the initiative) matches initiativeOdds', () => {
    let won = 0;
    let total = 0;
    for (let code = 0; code < 6 ** 5; code++) {
      const faces: number[] = [];
      for (let k = 0, c = code; k < 5; k++, c = Math.floor(c / 6)) faces.push((c % 6) + 1);
      const g = game(side('A', 3), side('B', 2), { faces });
      g.state.turn = 2;
      g.state.initiative = 0;
      rollActivation(g);
      total++;
      if (g.state.initiative === 0) won++;
    }
    expect(new Fraction(won, total).equals(initiativeOdds(3, 2, true).initiative)).toBe(true);
    expect(initiativeOdds(3, 2, true).initiative.toString()).toBe(new Fraction(won, total).toString());
  });
  it('turn 1 ties are split evenly; a side that did not hold it wins ties never', () => {
    const o = initiativeOdds(1, 1, null);
    expect(o.initiative.toString()).toBe(o.more.add(o.tie.div(new Fraction(2))).toString());
    expect(initiativeOdds(1, 1, false).initiative.toString()).toBe('5/36');
  });
  it('a pool of n dice expects n/2 valid dice and n PA', () => {
    expect(poolOdds(6).expectedValid.toString()).toBe('3');
    expect(poolOdds(6).expectedPA.toString()).toBe('6');
  });
  it("ALG-4.2: the engine's morale roll over the ten faces matches moraleOdds (Mo 6, +2; both modes)", () => {
    for (const mode of ['targetPlusMods', 'rollPlusMods']) {
      let fully = 0;
      let failed = 0;
      for (let f = 1; f <= 10; f++) {
        const g = game(side('A', 1), side('B', 1), { faces: [f], options: { moraleMode: mode } });
        const r = moraleRoll(g, 6, 2, 0);
        if (r === FULLY_PASSED) fully++;
        if (r === FAILED) failed++;
      }
      const o = moraleOdds(6, 2, mode === 'rollPlusMods');
      expect([o.fully.toString(), o.failed.toString()]).toEqual([new Fraction(fully, 10).toString(), new Fraction(failed, 10).toString()]);
    }
  });
  it('volley odds alg initiative prints the fractions', async () => {
    const r = await volley('odds', 'alg', 'initiative', '--dice', '1', '--vs', '1', '--held', 'b');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('5/36');
  });
});
