// Whole AlG games (the kit's conformance harness runs from test/rulesets/conformance.test.ts):
// side balance of a mirror game without pairs, and the policy floor (the default heuristic beats
// random). The combat is
// the spec's stand-in (§5): these check the engine, not AlG's balance.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

const rs = findRuleset('alg') as AnyRuleset;
const files = ['scenarios/alg/default.yaml', 'scenarios/alg/guards-v-bravi.yaml'];
const cases = files.map((f) => ({ name: f, setup: loadScenario(f).setup }));

function play(game: unknown, a: string, b: string, seed: number) {
  return rs.play(game, [rs.policies[a].create(), rs.policies[b].create()], { dice: new SeededDice(seed), ai: new SeededDice(seed + 7919) });
}

describe('AlG games', () => {
  it('a mirror game without pairs scores inside the 95% interval of 50% (side balance), fixed seeds', () => {
    const g = rs.prepare(loadScenario('scenarios/alg/mirror.yaml').setup);
    const n = 300;
    let score = 0;
    for (let s = 1; s <= n; s++) {
      const o = play(g, 'aggressive', 'aggressive', s);
      score += o.winner === 0 ? 1 : o.winner === null ? 0.5 : 0;
    }
    // 95% interval half-width under H0 (p = ½; draws only shrink the variance): 1.96·√(¼/n)
    expect(Math.abs(score / n - 0.5)).toBeLessThanOrEqual(1.96 * Math.sqrt(0.25 / n));
  });
  it('every game ends by steadfastness or at the turn limit, with steadfastness as the score', () => {
    const g = rs.prepare(cases[0].setup);
    for (let s = 1; s <= 20; s++) {
      const o = play(g, 'aggressive', 'cautious', s);
      expect(o.turns).toBeLessThanOrEqual(12);
      expect(['steadfastness', 'bothBroken', 'time', 'timeDraw']).toContain(o.reason);
      if (o.reason === 'steadfastness') expect(o.score[o.winner === 0 ? 1 : 0]).toBe(0);
    }
  });
  it('aggressive beats random: its score is above 50% by more than the 95% interval, both sides, fixed seeds', () => {
    const g = rs.prepare(cases[0].setup);
    const n = 120;
    let score = 0;
    for (let s = 1; s <= n; s++) {
      const a = s % 2 === 1;
      const o = play(g, a ? 'aggressive' : 'random', a ? 'random' : 'aggressive', s);
      score += o.winner === (a ? 0 : 1) ? 1 : o.winner === null ? 0.5 : 0;
    }
    expect(score / n).toBeGreaterThan(0.5 + 1.96 * Math.sqrt(0.25 / n));
  });
});
