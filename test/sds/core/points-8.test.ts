import { describe, it, expect } from 'vitest';
import { decompose, formulaPoints, priceProfile } from '../../../src/rulesets/sds/mechanics/points.js';
import type { SpecialRule, Weapon } from '../../../src/rulesets/sds/data/profile.js';
import { DEFAULT_PROFILES_DIR, readCatalogueFromDir } from '../../../src/rulesets/sds/data/pointsCommand.js';
import { readYamlFile } from '../../../src/scenario/yaml.js';
import { NATIONS } from '../../../src/rulesets/sds/data/nations.js';

describe('SDS 8.1 formula', () => {
  it('roundHalfUp((5C + S)(7 − Q)/2), minimum 1; C0 counts as 5C = 1', () => {
    expect(formulaPoints(4, 2, 7)).toBe(26); // 25.5 → 26 (half up)
    expect(formulaPoints(6, 0, 0)).toBe(1);
    expect(formulaPoints(5, 0, 2)).toBe(3);
    expect(formulaPoints(6, 1, -10)).toBe(1);
    expect([2, 3, 4, 5, 6].map((q) => formulaPoints(q, 2, 10))).toEqual([50, 40, 30, 20, 10]);
  });
  it('SDS 8.2 French line infantryman: (5×2 + 7) × 1.5 = 25.5 → 26', () => {
    expect(priceProfile({ q: 4, c: 2, weapons: ['musket'], rules: [] }).points).toBe(26);
  });
});

describe('SDS 8.3 every published check', () => {
  const rows: [string, number, number, number, number, Weapon[], SpecialRule[]][] = [
    ['British/French line infantry', 4, 2, 26, 7, ['musket'], []],
    ['Highlander', 3, 3, 50, 10, ['musket'], ['steadfast']],
    ['Highland NCO', 3, 3, 76, 23, ['sword', 'musket'], ['nco', 'steadfast']],
    ['French light Chasseur', 4, 2, 42, 18, ['musket'], ['lightInfantry', 'elan']],
    ['Chasseur Officer', 3, 2, 82, 31, ['sword', 'pistol'], ['lightInfantry', 'elan', 'leader']],
    ['French Officer', 3, 2, 60, 20, ['sword', 'pistol'], ['leader']],
    ['British NCO (halberd)', 3, 2, 46, 13, ['halberd'], ['nco']],
    ['95th Rifleman', 4, 2, 47, 21, ['rifle'], ['lightInfantry', 'marksman']],
    ['Rifle NCO', 3, 2, 84, 32, ['rifle'], ['lightInfantry', 'marksman', 'nco']],
    ['French Dragoon NCO', 4, 2, 42, 18, ['musket'], ['nco']],
    ['British Sapper', 4, 2, 39, 16, ['axe', 'musket'], ['engineer', 'strong']],
    ['French Sappeur', 4, 2, 30, 10, ['axe', 'blunderbuss'], ['engineer', 'strong']],
  ];
  it.each(rows)('%s: Q%i C%i → %i with S = %i', (_n, q, c, pts, s, weapons, rules) => {
    expect(formulaPoints(q, c, s)).toBe(pts);
    const d = decompose(weapons, rules);
    expect(d.s).toBe(s);
    expect(formulaPoints(q, c, d.s)).toBe(pts);
  });
  it('the French Dragoon "on foot" (40) is not resolved: no Q4 profile gives 40; Q3 needs 5C + S = 20', () => {
    for (let c = 0; c <= 5; c++) for (let s = -10; s <= 60; s++) expect(formulaPoints(4, c, s)).not.toBe(40);
    expect(formulaPoints(3, 2, 10)).toBe(40);
    expect(formulaPoints(5, 2, 30)).toBe(40);
  });
  it('derived group costs are matched whole; unknown single costs are flagged illustrative', () => {
    const d = decompose(['sword', 'pistol'], ['leader']);
    expect(d.items.map((i) => i.name).sort()).toEqual(['pistol + Leader', 'sword']);
    expect(d.unknown).toEqual([]);
    const lone = decompose(['pistol'], []);
    expect(lone.unknown.map((i) => i.name)).toEqual(['pistol']);
  });
});

describe('SDS 8.4 shipped catalogues', () => {
  it('every row of every nation costs exactly what the formula gives', () => {
    let rows = 0;
    for (const n of NATIONS) {
      for (const p of readCatalogueFromDir(n, DEFAULT_PROFILES_DIR, { readYaml: readYamlFile }).profiles) {
        expect(priceProfile(p).points, `${n} ${p.id}`).toBe(p.points);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(40);
  });
});
