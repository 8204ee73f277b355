import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sdsCoverage } from '../../../src/rulesets/sds/coverage.js';
import { sdsOptions } from '../../../src/rulesets/sds/options.js';
import type { RuleOption } from '../../../src/rulesets/types.js';

const ROOT = resolve(__dirname, '../../..');
// sections per chapter of the mechanics reference (SDS 1.1–1.6, 2.1–2.18, …, 10.1–10.13)
const CHAPTERS = [6, 18, 9, 12, 13, 8, 3, 5, 7, 13];

describe('coverage table (volley rules sds --coverage)', () => {
  it('lists every numbered section exactly once, in order', () => {
    const expected = CHAPTERS.flatMap((n, ch) => Array.from({ length: n }, (_, i) => `SDS ${ch + 1}.${i + 1}`));
    expect(sdsCoverage.map((c) => c.section)).toEqual(expected);
  });
  it('matches the reference text when it is available (../shared/rules)', () => {
    const md = resolve(ROOT, '../shared/rules/sds-mechanics.md');
    if (!existsSync(md)) return; // a fresh clone has no shared folder: the chapter counts above still hold
    const found = [...readFileSync(md, 'utf8').matchAll(/^\*\*(SDS \d+\.\d+) /gm)].map((m) => m[1]);
    expect(sdsCoverage.map((c) => c.section)).toEqual(found);
  });
  it('not-implemented and option entries say why; every named test file exists', () => {
    for (const c of sdsCoverage) {
      if (c.status !== 'implemented') expect(c.why, c.section).toBeTruthy();
      if (c.test) expect(existsSync(resolve(ROOT, c.test)) && statSync(resolve(ROOT, c.test)).isFile(), `${c.section}: ${c.test}`).toBe(true);
    }
  });
  it('every implemented or option section names a covering test file that exists', () => {
    for (const c of sdsCoverage) {
      if (c.status === 'not-implemented') continue;
      expect(c.test, `${c.section} is ${c.status} but names no test`).toBeTruthy();
      expect(existsSync(resolve(ROOT, c.test!)), `${c.section}: ${c.test}`).toBe(true);
    }
  });
  it('option sections name options of the schema that can be flipped, and only they name options', () => {
    const byKey = new Map(sdsOptions.map((o) => [o.key, o]));
    const flippable = (o: RuleOption) =>
      o.type === 'boolean' || o.type === 'numbers' || (o.type === 'enum' && (o.values?.length ?? 0) >= 2) || (o.type === 'number' && o.min !== o.max);
    for (const c of sdsCoverage) {
      if (c.status !== 'option') {
        expect(c.options, `${c.section} is ${c.status} but names options`).toBeUndefined();
        continue;
      }
      expect(c.options?.length, `${c.section} is an option section without options`).toBeGreaterThan(0);
      for (const key of c.options!) {
        const o = byKey.get(key);
        expect(o, `${c.section}: option ${key} is not in options.ts`).toBeDefined();
        expect(flippable(o!), `${c.section}: option ${key} has one value and cannot change play`).toBe(true);
      }
    }
  });
  it('every option an option section names is exercised by a test (not only the table of defaults)', () => {
    // test files other than the defaults table (options-11) and the golden hash lists
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const f = join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'golden') walk(f);
        } else if (/\.test\.ts$/.test(e.name) && e.name !== 'options-11.test.ts' && e.name !== 'coverage.test.ts') files.push(readFileSync(f, 'utf8'));
      }
    };
    walk(resolve(ROOT, 'test'));
    for (const c of sdsCoverage) {
      for (const key of c.options ?? []) {
        const word = new RegExp(`\\b${key}\\b`);
        expect(
          files.some((t) => word.test(t)),
          `${c.section}: no test plays option ${key}`,
        ).toBe(true);
      }
    }
  });
});
