// §10: the intro dice against exact odds. The engine's melee attack, enumerated over every pair
// of d6 faces (scripted), gives exactly meleeOdds; the engine's shot value at each band gives
// the hook's hit chance. And the coverage table names real tests.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOptions, defaultOptions } from '../../src/engine/options.js';
import { introRuleset } from '../../src/rulesets/intro/index.js';
import { meleeOdds, testOdds } from '../../src/rulesets/intro/odds/index.js';
import { meleeAttack } from '../../src/rulesets/intro/rules/melee.js';
import { shotValue } from '../../src/rulesets/intro/rules/shooting.js';
import { M_COUNTER_HITS, M_COUNTERS } from '../../src/rulesets/intro/state.js';
import { Fraction } from '../../src/rulesets/kit/fraction.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import type { HookContext } from '../../src/rulesets/types.js';
import { makeSetup, stateWith } from './helpers.js';

const close: [number, number][] = [
  [60, 40],
  [60, 48],
];

function ctx(options: Record<string, unknown> = {}): HookContext {
  const o = applyOptions(introRuleset.options, defaultOptions(introRuleset.options), options, 'test', '');
  return { options: o, readYaml: () => ({}) as never };
}

const odds = (name: string) => {
  const h = introRuleset.odds?.find((c) => c.name === name);
  if (!h) throw new Error(`no odds command ${name}`);
  return h;
};

describe('intro exact odds', () => {
  it('INT-4.2: P(1d6 ≤ v) is v/6, 0 at 0 or below, 1 at 6 or above', () => {
    expect([0, 1, 3, 5, 6, -2, 9].map((v) => testOdds(v).toString())).toEqual(['0', '1/6', '1/2', '5/6', '1', '0', '1']);
  });

  for (const [damage, options] of [
    [0, {}],
    [1, {}],
    [2, {}],
    [1, { woundedCanFight: false }],
    [2, { woundedCanFight: false }],
  ] as [number, Record<string, unknown>][]) {
    it(`INT-5.5.4-5: all 36 rolls of CMB 4 on CMB 3 at damage ${damage} ${JSON.stringify(options)} match meleeOdds`, () => {
      let counters = 0;
      let counterHits = 0;
      let removed = 0;
      for (let a = 1; a <= 6; a++) {
        for (let d = 1; d <= 6; d++) {
          const st = stateWith(makeSetup([[4, 3]], [[3, 3]], options), close);
          st.state.damage[1] = damage;
          st.state.active[0] = 1;
          meleeAttack(st, 0, 1, new ScriptedDice([a, d]));
          counters += st.stat(M_COUNTERS, 1);
          counterHits += st.stat(M_COUNTER_HITS, 1);
          removed += st.state.alive[1] === 0 ? 1 : 0;
        }
      }
      const woundedCanFight = options.woundedCanFight !== false;
      const o = meleeOdds(4, 3, damage, (k) => woundedCanFight || k < 2);
      expect([o.counter, o.counterHit, o.removed].map(String)).toEqual(
        [new Fraction(counters, 36), new Fraction(counterHits, 36), new Fraction(removed, 36)].map(String),
      );
    });
  }

  it('INT-5.3.7: the shot hook gives the chance of the engine shot value in every band, TODO rules on and off', () => {
    for (const options of [{}, { applyTodoRules: false }, { visibility: 'poor' }]) {
      for (const cm of [5, 20, 35, 80, 101]) {
        const st = stateWith(makeSetup([[4, 3]], [[3, 3]], options), [
          [10, 10],
          [10, 10 + cm],
        ]);
        const v = shotValue(st, 0, 1);
        const r = odds('shot').run([], { cmb: '4', cm: String(cm) }, ctx(options));
        expect((r.json as { odds: { hit: string } }).odds.hit).toBe(testOdds(v < 0 ? 0 : v).toString());
      }
    }
  });

  it('the melee hook reads woundedCanFight: a wounded defender that may not fight never strikes back', () => {
    const r = odds('melee').run([], { cmb: '4', vs: '3', damage: '2' }, ctx({ woundedCanFight: false }));
    expect((r.json as { odds: Record<string, string> }).odds['defender counter-attacks']).toBe('0');
  });

  it('a bad flag is a one-line InputError naming the flag', () => {
    expect(() => odds('melee').run([], { damage: '3' }, ctx())).toThrow(/--damage/);
  });
});

describe('intro coverage', () => {
  it('every section once, each with a status and an existing test file', () => {
    const cov = introRuleset.coverage ?? [];
    expect(cov.length).toBeGreaterThan(20);
    expect(new Set(cov.map((c) => c.section)).size).toBe(cov.length);
    for (const c of cov) expect(c.test && existsSync(c.test), `${c.section} ${c.test}`).toBe(true);
  });
});
