// The compare gate's claims in one wording everywhere (issue 30, item 1): "moved" establishes
// |δ| > h0, not |δ| ≥ T, and the README, --help, compare.md and the headline all say it that way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareHeadline, compareMarkdown } from '../../src/analysis/compare/report.js';
import type { CompareResult } from '../../src/analysis/compare/run.js';
import { EXIT_WORDS, movedWords, withinWords } from '../../src/analysis/compare/words.js';
import { buildProgram } from '../../src/cli/index.js';
import { REPO } from '../safety/sandbox.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

/** Just the fields the outcome wording reads. */
function outcome(moved: number, inconclusive: number, expectChange = false): CompareResult {
  return {
    suite: { name: 's' },
    flags: { expectChange, base: { label: 'as written' }, variant: { label: 'v' }, batch: 200, alpha: 0.05 },
    h0: 0.015,
    design: { tolerance: 0.03, h0: 0.015, alpha: 0.05, beta: 0.05, matchups: 2 },
    bounds: { lower: -3, upper: 4.4, alphaPerSide: 0.0125 },
    matchups: [],
    moved,
    inconclusive,
    warnings: [],
    hypotheses: '',
    maxGames: 100,
    seed: 1,
    pairs: true,
    policies: ['greedy', 'greedy'],
    manifest: { ruleset: 'intro', options: {} },
  } as unknown as CompareResult;
}

describe('the compare gate says what it tests in the same words everywhere', () => {
  it('the README exit table and the compare section give each exit code in the shared words', () => {
    const readme = flat(readFileSync(join(REPO, 'README.md'), 'utf8'));
    for (const w of Object.values(EXIT_WORDS)) expect(readme).toContain(w);
    expect(readme).not.toMatch(/moved beyond tolerance/);
  });

  it('volley compare --help gives each exit code in the shared words', () => {
    const help = flat(
      buildProgram()
        .commands.find((c) => c.name() === 'compare')!
        .helpInformation(),
    );
    for (const w of Object.values(EXIT_WORDS)) expect(help).toContain(w);
  });

  it('the headline and compare.md say "moved by more than h0 = …" and "within the tolerance T = …"', () => {
    expect(movedWords(0.015)).toBe('moved by more than h0 = 1.5 percentage points');
    expect(withinWords(0.03)).toBe('within the tolerance T = ±3 percentage points');
    for (const r of [outcome(1, 0), outcome(0, 1)]) {
      expect(compareHeadline(r)).toContain(movedWords(0.015));
      expect(compareMarkdown(r)).toContain(movedWords(0.015));
    }
    expect(compareHeadline(outcome(0, 0))).toContain(withinWords(0.03));
    expect(compareHeadline(outcome(0, 0, true))).toContain(withinWords(0.03));
    expect(compareHeadline(outcome(1, 0, true))).toContain(movedWords(0.015));
  });
});
