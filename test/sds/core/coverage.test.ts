import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { sdsCoverage } from '../../../src/rulesets/sds/coverage.js';

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
});
