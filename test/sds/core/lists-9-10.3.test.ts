import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import type { LoadContext } from '../../../src/rulesets/types.js';
import { defaultOptions } from '../../../src/engine/options.js';
import { sdsOptions } from '../../../src/rulesets/sds/options.js';
import { readYamlFile } from '../../../src/scenario/yaml.js';
import { diskContext } from '../../../src/scenario/diskContext.js';
import { loadSides, loadSquad, loadSquadFile } from '../../../src/rulesets/sds/data/squad.js';
import { parseCatalogue } from '../../../src/rulesets/sds/data/catalogue.js';
import { NATIONS, POULE_OF, matchupAllowed, parseNation } from '../../../src/rulesets/sds/data/nations.js';
import { isInputError } from '../../../src/rulesets/errors.js';

const ROOT = resolve(__dirname, '../../..');
const SDS = resolve(ROOT, 'scenarios/sds');

/** A scenario context rooted at scenarios/sds (the scenario file itself need not exist). */
function scenarioCtx(options = defaultOptions(sdsOptions)): LoadContext {
  const file = resolve(SDS, 'inline-test.yaml');
  return {
    file,
    source: { file, lineOf: () => undefined },
    options,
    readYaml(rel: string) {
      const y = readYamlFile(resolve(dirname(file), rel));
      return { doc: y.doc, file: relative(ROOT, y.file), source: y.source };
    },
  };
}

function loadList(path: string, options?: Record<string, unknown>) {
  const file = resolve(SDS, path);
  const ctx = diskContext(file, { ...defaultOptions(sdsOptions), ...(options as object) });
  return loadSquadFile(file.split('/').pop()!, ctx);
}

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    expect(isInputError(e), String(e)).toBe(true);
    return e as Error;
  }
  throw new Error('expected an InputError');
}

describe('SDS 9 / 10.3 shipped lists', () => {
  const files = readdirSync(resolve(SDS, 'lists')).filter((f) => f.endsWith('.yaml'));
  it.each(files)('%s is a legal 385–405 point squad with a Leader, in its poule', (f) => {
    const s = loadList(`lists/${f}`);
    expect(s.points).toBeGreaterThanOrEqual(385);
    expect(s.points).toBeLessThanOrEqual(405);
    expect(s.models.some((m) => m.profile.rules.includes('leader'))).toBe(true);
    expect(s.poule).toBe(POULE_OF[s.nation]);
    expect(new Set(s.models.map((m) => m.name)).size).toBe(s.models.length);
    expect(s.points).toBe(s.models.reduce((a, m) => a + m.profile.points, 0));
  });
  it('at least two lists per nation', () => {
    const byNation = new Map<string, number>();
    for (const f of files) {
      const s = loadList(`lists/${f}`);
      byNation.set(s.nation, (byNation.get(s.nation) ?? 0) + 1);
    }
    for (const n of NATIONS) expect(byNation.get(n) ?? 0, n).toBeGreaterThanOrEqual(2);
  });
  it('France has the Old Guard (Fear) and Russia has Mounted Cossacks', () => {
    const og = loadList('lists/france-old-guard.yaml').models.find((m) => m.profile.id === 'old-guard');
    expect(og?.profile.rules).toContain('fear');
    const cos = loadList('lists/russia-cossacks.yaml').models.find((m) => m.profile.id === 'cossack');
    expect(cos?.profile.rules).toContain('mounted');
  });
  it('poule files list existing lists of their poule', () => {
    for (const p of ['french', 'allied']) {
      const doc = parse(readFileSync(resolve(SDS, `poules/${p}.yaml`), 'utf8')) as { poule: string; lists: string[] };
      for (const l of doc.lists) expect(loadList(l).poule).toBe(doc.poule);
    }
  });
});

describe('list validation errors name the file, the YAML path and the rule', () => {
  it('unknown profile', () => {
    const e = errorOf(() => loadList('bad/unknown-profile.yaml'));
    expect(e.message).toContain('bad/unknown-profile.yaml');
    expect(e.message).toContain("'models[3].profile'");
    expect(e.message).toContain("unknown profile 'grenadeer' for France");
    expect(e.message).toContain('known: line-infantryman');
  });
  it('points outside 385–405 (SDS 10.3)', () => {
    expect(errorOf(() => loadList('bad/too-few-points.yaml')).message).toMatch(/294 points; SDS 10\.3 requires 385–405/);
    expect(errorOf(() => loadList('bad/too-many-points.yaml')).message).toMatch(/433 points; SDS 10\.3/);
  });
  it('core mode lifts the points window', () => {
    expect(loadList('bad/too-few-points.yaml', { mode: 'core' }).points).toBe(294);
  });
  it('no Leader (requireLeader, A29), unless the option is off', () => {
    expect(errorOf(() => loadList('bad/no-leader.yaml')).message).toMatch(/no model with the Leader rule/);
    expect(loadList('bad/no-leader.yaml', { requireLeader: false }).models).toHaveLength(8);
  });
  it('poule must match the nation (SDS 10.9)', () => {
    expect(errorOf(() => loadList('bad/wrong-poule.yaml')).message).toMatch(/at 'poule': Prussia is not in the French poule/);
  });
  it('unknown nation and bad counts', () => {
    expect(errorOf(() => loadList('bad/unknown-nation.yaml')).message).toMatch(/unknown nation 'Bavaria'/);
    expect(errorOf(() => loadList('bad/bad-count.yaml')).message).toMatch(/'models\[1\]\.count'/);
  });
  it('at most 5 Individualistic/Civilian models (SDS 10.2) and one Hero', () => {
    const cat = parseCatalogue(
      'France',
      [
        { id: 'officer', name: 'Officer', points: 60, q: 3, c: 2, weapons: ['sword', 'pistol'], rules: ['leader'], source: 'derived' },
        { id: 'partisan', name: 'Partisan', points: 27, q: 4, c: 2, weapons: ['musket'], rules: ['individualist', 'scout'], source: 'illustrative' },
        { id: 'hero', name: 'Hero', points: 48, q: 4, c: 2, weapons: ['musket'], rules: ['hero'], source: 'illustrative' },
      ],
      'cat.yaml',
    );
    const ctx = scenarioCtx();
    const doc = (n: number, heroes = 0) => ({
      name: 'x',
      nation: 'France',
      poule: 'French',
      models: [{ profile: 'officer', count: 1 }, { profile: 'partisan', count: n }, ...(heroes ? [{ profile: 'hero', count: heroes }] : [])],
    });
    // 60 + 6 × 30 = 240: use core mode so only the cap is under test
    const core = { ...defaultOptions(sdsOptions), mode: 'core' };
    expect(errorOf(() => loadSquad(doc(6), 'lists/partisans.yaml', { ...ctx, options: core }, undefined, cat)).message).toMatch(
      /6 Individualistic\/Civilian models; SDS 10\.2 allows at most 5/,
    );
    expect(loadSquad(doc(5), 'lists/partisans.yaml', { ...ctx, options: core }, undefined, cat).models).toHaveLength(6);
    expect(errorOf(() => loadSquad(doc(1, 2), 'lists/h.yaml', { ...ctx, options: core }, undefined, cat)).message).toMatch(/Hero/);
  });
  it('catalogue rows are checked: unknown rule, illustrative price off the formula', () => {
    expect(
      errorOf(() =>
        parseCatalogue('France', [{ id: 'a', name: 'A', points: 26, q: 4, c: 2, weapons: ['musket'], rules: ['flying'], source: 'published' }], 'c.yaml'),
      ).message,
    ).toMatch(/unknown special rule 'flying'/);
    expect(
      errorOf(() =>
        parseCatalogue('France', [{ id: 'a', name: 'A', points: 27, q: 4, c: 2, weapons: ['musket'], rules: [], source: 'illustrative' }], 'c.yaml'),
      ).message,
    ).toMatch(/formula gives 26/);
  });
});

describe('loadSides', () => {
  it('reads two list files relative to the scenario', () => {
    const [a, b] = loadSides({ sides: [{ list: 'lists/france-line.yaml' }, { list: 'lists/britain-line.yaml' }] }, scenarioCtx());
    expect(a.nation).toBe('France');
    expect(b.nation).toBe('GreatBritain');
    expect(a.file).toContain('france-line.yaml');
  });
  it('accepts an inline list', () => {
    const [, b] = loadSides(
      {
        sides: [
          { list: 'lists/france-line.yaml' },
          {
            name: 'inline',
            nation: 'Russia',
            poule: 'Allied',
            models: [
              { profile: 'officer', count: 1 },
              { profile: 'musketeer', count: 13 },
            ],
          },
        ],
      },
      scenarioCtx(),
    );
    expect(b.points).toBe(60 + 13 * 26);
  });
  it('rejects anything but two sides', () => {
    expect(errorOf(() => loadSides({ sides: [{ list: 'lists/france-line.yaml' }] }, scenarioCtx())).message).toMatch(/two sides/);
    expect(errorOf(() => loadSides({ sides: [{}, {}] }, scenarioCtx())).message).toMatch(/'sides\[0\]'/);
  });
});

describe('SDS 10.9 poules and matchups', () => {
  it('France is French, the four others Allied; cross-poule always allowed', () => {
    expect(POULE_OF.France).toBe('French');
    for (const n of ['GreatBritain', 'Prussia', 'Austria', 'Russia'] as const) {
      expect(POULE_OF[n]).toBe('Allied');
      expect(matchupAllowed('France', n)).toBe(true);
    }
  });
  it('within the Allied poule only Austria–Russia and Prussia–Russia (of the shipped nations)', () => {
    expect(matchupAllowed('Austria', 'Russia')).toBe(true);
    expect(matchupAllowed('Russia', 'Prussia')).toBe(true);
    expect(matchupAllowed('GreatBritain', 'Austria')).toBe(false);
    expect(matchupAllowed('France', 'France')).toBe(false);
  });
  it('cross.yaml lists the six within-poule pairs', () => {
    const doc = parse(readFileSync(resolve(SDS, 'poules/cross.yaml'), 'utf8')) as { withinPoule: Record<string, string[][]> };
    expect(doc.withinPoule.French).toHaveLength(3);
    expect(doc.withinPoule.Allied).toHaveLength(3);
  });
  it('nation names are parsed leniently', () => {
    expect(parseNation('great-britain')).toBe('GreatBritain');
    expect(parseNation('gb')).toBe('GreatBritain');
    expect(parseNation('Narnia')).toBeNull();
  });
});

describe('inline list errors carry the scenario path', () => {
  it("names 'sides[1].models[0].profile'", () => {
    const e = errorOf(() =>
      loadSides(
        { sides: [{ list: 'lists/france-line.yaml' }, { name: 'x', nation: 'Russia', poule: 'Allied', models: [{ profile: 'hussar', count: 1 }] }] },
        scenarioCtx(),
      ),
    );
    expect(e.message).toContain("'sides[1].models[0].profile'");
    expect(e.message).toContain("unknown profile 'hussar' for Russia");
  });
});
