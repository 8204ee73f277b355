// Issue 28 item 3: every game asks its policies through the kit's one decision point, which
// checks every answer. An answer that is not one of the options offered stops the game with the
// game, the policy's name, its answer and the number of options (SFG §15 says so for SfG), instead
// of playing on whatever an unused slot of an option buffer last held.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset, rulesetIds } from '../../src/rulesets/registry.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

for (const id of rulesetIds()) {
  const rs = findRuleset(id) as AnyRuleset;
  const setup = loadScenario(`scenarios/${id}/default.yaml`).setup;

  /**
   * The default policy's answers, except that its first answer among two or more options is
   * `answer(n)`; without its hints (declared shortcut answers), so that every decision is asked.
   */
  function wrong(answer: (n: number) => number) {
    const base = rs.policies[rs.defaultPolicy].create();
    let done = false;
    return {
      name: 'wrong',
      description: base.description,
      decide(view: unknown, kind: number, options: ArrayLike<number>, ai: unknown) {
        if (!done && options.length > 1) {
          done = true;
          return answer(options.length);
        }
        return base.decide(view as never, kind, options, ai as never);
      },
    };
  }

  function play(p: ReturnType<typeof wrong>) {
    const g = rs.prepare(setup);
    return rs.play(g, [p, rs.policies[rs.defaultPolicy].create()], { dice: new SeededDice(1), ai: new SeededDice(2) });
  }

  describe(`${id}: a policy's answer`, () => {
    it('an answer past the last option, negative or fractional stops the game naming the policy', () => {
      expect(() => play(wrong((n) => n))).toThrow(new RegExp(`^${id}: policy 'wrong' chose option (\\d+) of \\1$`));
      expect(() => play(wrong(() => -1))).toThrow(new RegExp(`^${id}: policy 'wrong' chose option -1 of \\d+$`));
      expect(() => play(wrong(() => 0.5))).toThrow(new RegExp(`^${id}: policy 'wrong' chose option 0.5 of \\d+$`));
    });
    it('the last option offered is accepted', () => {
      expect(() => play(wrong((n) => n - 1))).not.toThrow();
    });
  });
}
