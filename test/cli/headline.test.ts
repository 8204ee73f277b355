import { describe, expect, it } from 'vitest';
import { HEADLINE_WIDTH, splitTopLevel, terminalHeadline } from '../../src/cli/headline.js';

const unwrap = (t: string) =>
  t
    .split('\n')
    .map((l) => l.trim())
    .join(' ');

describe('terminal headlines (issue 29 item 7)', () => {
  it('a short headline is one line, unchanged', () => {
    const h = 'A v B is balanced within the band of 45–55%: A scores 50.1% [49.0, 51.2] (1,000 games)';
    expect(terminalHeadline(h)).toBe(h);
  });

  it('splits at clauses outside brackets only', () => {
    expect(splitTopLevel('a; b (c; d) [e; f]; g', '; ')).toEqual(['a', 'b (c; d) [e; f]', 'g']);
  });

  it('a long headline: the first line whole clauses within the width, then one clause a line, nothing dropped', () => {
    const clause = (k: number) => `list number ${k} with a long name 50.0% [45.0, 55.0]`;
    const h = `${Array.from({ length: 8 }, (_, k) => clause(k)).join('; ')} (2,000 games per matchup)`;
    const t = terminalHeadline(h).split('\n');
    expect(t[0]).toBe(`${clause(0)}; ${clause(1)}; ${clause(2)};`);
    expect(t.slice(1)).toEqual([...[3, 4, 5, 6].map((k) => `  ${clause(k)};`), `  ${clause(7)} (2,000 games per matchup)`]);
    for (const l of t) expect(l.length).toBeLessThanOrEqual(HEADLINE_WIDTH);
    expect(unwrap(t.join('\n'))).toBe(h);
  });

  it('a clause longer than the width breaks at phrases, and a phrase longer than it at a space', () => {
    const names = Array.from({ length: 12 }, (_, k) => `Regiment ${k} 40.0% [35.0, 45.0]`).join(', ');
    const h = `favoured: ${names}; ${'word '.repeat(60).trim()}`;
    const t = terminalHeadline(h, 100);
    for (const l of t.split('\n')) expect(l.length).toBeLessThanOrEqual(100);
    expect(t.split('\n')[0]).toMatch(/,$/);
    expect(unwrap(t)).toBe(h);
  });
});
