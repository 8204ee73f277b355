// Scenario and force validation (setup.ts): one-line errors naming file, field and fix, exit
// code 2 from the CLI; ALG-2.1 classes (only extras form squads) and values.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import type { AlgSetup } from '../../src/rulesets/alg/setup.js';
import { volley } from '../helpers/cli.js';
import { parse } from 'yaml';
import { wound } from '../../src/rulesets/alg/rules/casualties.js';
import { IN_PLAY, OUT_OF_ACTION } from '../../src/rulesets/alg/state.js';
import { char, EXTRA, force, game, HERO, place, PROTAGONIST } from './helpers.js';

const load = (f: string) => loadScenario(f).setup as AlgSetup;

describe('ALG-2.1 character classes', () => {
  it('a hero is put out of action by its third wound, a protagonist by its second, an extra by its first', () => {
    for (const [cls, out] of [
      [HERO, 3],
      [PROTAGONIST, 2],
      [EXTRA, 1],
    ] as const) {
      // M1 tests of the wounded (d10 = 1: passed) keep the figure where it stands
      const g = game(force('A', [char('A1', cls), char('A2', HERO)]), force('B', [char('B1', HERO)]), { faces: [1, 1, 1] });
      place(g, 0, 10, 2);
      for (let w = 1; w < out; w++) {
        wound(g, 0);
        expect(g.state.out[0], `class ${cls}, wound ${w}`).toBe(IN_PLAY);
      }
      wound(g, 0);
      expect(g.state.out[0], `class ${cls}, wound ${out}`).toBe(OUT_OF_ACTION);
      expect(g.state.value[0]).toBe([3, 2, 1][cls]);
    }
  });
});

describe('alg scenarios and forces', () => {
  it('the shipped scenarios load: values, stakes, squads with officer and standard-bearer', () => {
    const s = load('scenarios/alg/default.yaml');
    expect(s.sides.map((f) => [f.name, f.value, f.stakes])).toEqual([
      ['The Four Musketeers', 12, 0],
      ["The Cardinal's Guards", 12, 0],
    ]);
    expect(s.sides[1].squads[0].members.map((m) => m.role)).toEqual([1, 3, 0, 0, 0, 0, 0, 0]);
    expect(s.sides[0].markers).toHaveLength(4);
    expect(load('scenarios/alg/guards-v-bravi.yaml').sides[1].stakes).toBe(1);
    expect(load('scenarios/alg/mirror.yaml').sides[1].value).toBe(12);
  });
  it("a hero among a squad's extras is refused with file, field and fix (exit 2)", async () => {
    const r = await volley('run', 'scenarios/alg/bad/hero-in-squad.yaml', '--games', '2', '-q');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('scenarios/alg/bad/hero-in-squad.yaml');
    expect(r.stderr).toContain('sides[1].squads[0].extras.class');
    expect(r.stderr).toContain('heroes and protagonists join squads only as officer or leader');
  });
  it('bad values name the field and the fix', () => {
    const cases: [string, string][] = [
      ['stakes: forever', "'forever' is not a stake"],
      ['characters: [{name: X, class: villain, stats: {mo: 7, ti: 4, mi: 5, ca: 4, mov: 4}}]', 'use hero, protagonist or extra'],
      ['characters: [{name: X, class: hero, stats: {mo: 7, ti: 4, mi: 5, ca: 6, mov: 4}}]', 'ca is a whole number from 1 to 5'],
      [
        'characters: [{name: X, class: extra, stats: {mo: 7, ti: 4, mi: 5, ca: ' + '4, mov: 4}, wounded: {mo: 6, ti: 3, mi: 4, ca: 4, mov: 3}}]',
        'an extra has no wounded stat line',
      ],
      ['characters: [{name: X, class: hero, stats: {mo: 7, ti: 4, mi: 5, ca: 4, mov: 4}, weapon: cannon}]', 'not a weapon of the stand-in combat'],
    ];
    for (const [line, message] of cases) {
      const doc = { ruleset: 'alg', name: 't', sides: [{ list: 'forces/four-musketeers.yaml' }, { name: 'B', ...(parse(`{${line}}`) as object) }] };
      const fn = () => loadScenario('scenarios/alg/default.yaml', { patches: [{ path: ['sides'], value: doc.sides }] });
      expect(fn, line).toThrow(message);
    }
  });
  it('every unit needs an event marker to enter at (ALG-3.3)', () => {
    const sides = [{ list: 'forces/four-musketeers.yaml', markers: [{ x: 8, depth: 2 }] }, { list: 'forces/cardinals-guards.yaml' }];
    expect(() => loadScenario('scenarios/alg/default.yaml', { patches: [{ path: ['sides'], value: sides }] })).toThrow(
      /sides\[0\]\.markers.*1 event markers for 4 characters and squads/,
    );
  });
  it('volley validate summarises a force file', async () => {
    const r = await volley('validate', 'scenarios/alg/forces/cardinals-guards.yaml');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("force 'The Cardinal's Guards': 1 autonomous characters, 1 squads, 9 figures, value 12");
  });
});
