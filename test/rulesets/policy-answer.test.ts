// SFG §15: a policy's answer must be one of the options offered; any other answer stops the
// battle with the policy's name, its answer and the number of options (as in the other games),
// instead of playing on whatever an unused slot of the option buffer last held.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

const rs = findRuleset('sfg') as AnyRuleset;
const setup = loadScenario('scenarios/sfg/default.yaml').setup;

/** The default policy, except that its first K_ORDER-or-later answer is replaced by `answer(n)`. */
function wrong(answer: (n: number) => number) {
  const base = rs.policies.firefight.create();
  let done = false;
  return {
    ...base,
    name: 'wrong',
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
  return rs.play(g, [p, rs.policies.firefight.create()], { dice: new SeededDice(1), ai: new SeededDice(2) });
}

describe('SFG §15 the policy answer', () => {
  it('an answer past the last option, negative or fractional stops the battle naming the policy', () => {
    expect(() => play(wrong((n) => n))).toThrow(/^sfg: policy 'wrong' chose option (\d+) of \1$/);
    expect(() => play(wrong(() => -1))).toThrow(/^sfg: policy 'wrong' chose option -1 of \d+$/);
    expect(() => play(wrong(() => 0.5))).toThrow(/^sfg: policy 'wrong' chose option 0.5 of \d+$/);
  });
  it('the last option offered is accepted', () => {
    expect(() => play(wrong((n) => n - 1))).not.toThrow();
  });
});
