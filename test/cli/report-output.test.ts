// What a list designer reads in the terminal: sweeps that recommend (per-value table, what was
// varied, the current value, legality), ablation without error-like lines, --json on every
// analysis command, plan in sentences, and the shipped catalogues from any folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir, volley, printedHeadline } from '../helpers/cli.js';

const dir = tempDir('volley-output-');

describe('sweep output', () => {
  it('worth sweep: what was varied, the score per value with the current total marked and legality, the advice in words', async () => {
    const r = await volley('sweep', 'scenarios/sds/sweeps/france-line-worth.yaml', '-n', '20', '-w', '0', '--out', join(dir, 'worth'));
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(
      'varied: count of line-infantryman (models.3.count in ' + 'scenarios/sds/lists/france-line.yaml): 9 to 13; 20 games per value on ' + 'the same seeds',
    );
    const row = (pts: string) => lines.find((l) => l.startsWith(pts)) ?? '';
    // the legal column: only the 387-point list lies in SDS 10.3's 385–405 window
    expect(row('387 (current)')).toMatch(/\s11\s.*\syes$/);
    for (const pts of ['335', '361', '413', '439']) expect(row(pts)).toMatch(/\sno$/);
    expect(lines.find((l) => l.startsWith('points of the French line company (pts)'))).toMatch(
      /count of line-infantryman\s+score of France line company \[95% CI\]\s+verdict\s+legal/,
    );
    expect(r.stdout).not.toMatch(/jackknife|fieller|points of score per list point/i);
  });

  it('ablation: a priced table of score changes; a model the rules forbid removing is a note, not an error', async () => {
    // the shipped SDS ablation with a given slope instead of its worth sweep (fast)
    const file = join(dir, 'ablation.yaml');
    writeFileSync(
      file,
      [
        'ruleset: sds',
        'name: ablation-test',
        `scenario: ${resolve('scenarios/sds/default.yaml')}`,
        'options: { enforcePointsWindow: false }',
        'policies: [aggressive, aggressive]',
        'mode: ablation',
        `vary: { file: ${resolve('scenarios/sds/lists/france-line.yaml')}, path: models, label: the French models }`,
        'slopePerPoint: 0.0015',
        '',
      ].join('\n'),
    );
    const r = await volley('sweep', file, '-n', '20', '-w', '0', '--out', join(dir, 'ablation'));
    expect(r.code, r.stderr).toBe(0);
    expect(printedHeadline(r.stdout)).toMatch(
      new RegExp(
        /^Removing one model at a time from France line company: losing one \S+ costs the most, a score change of .*; /.source +
          /fair cost -?\d+ pts \[-?\d+, -?\d+\]; at \d+ pts it is (slightly )?(expensive|cheap|fairly priced)$/.source,
      ),
    );
    expect(r.stdout).toMatch(/model removed\s+change\s+score change \[95% CI\]\s+costs\s+fair cost \[95% CI\]\s+price/);
    expect(r.stdout).toMatch(/^officer stays: the rules do not allow the list without it \(no model with the Leader rule.*\), so it was not measured$/m);
    expect(r.stdout).not.toMatch(/rejected|error/i);
  });
});

describe('--json on every analysis command', () => {
  const cases: Record<string, string[]> = {
    run: ['run', 'scenarios/intro/default.yaml', '-n', '40'],
    matrix: ['matrix', 'scenarios/intro/poule.yaml', '-n', '20'],
    sweep: ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '20'],
    compare: ['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-identical.yaml', '--max-games', '200'],
    tournament: ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '1'],
  };
  for (const [name, args] of Object.entries(cases)) {
    it(`${name}: stdout is summary.json, headline first`, async () => {
      const out = join(dir, `json-${name}`);
      const r = await volley(...args, '-w', '0', '--json', '--out', out);
      expect([0, 4]).toContain(r.code);
      expect(r.stdout).toBe(readFileSync(join(out, 'summary.json'), 'utf8'));
      const summary = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(Object.keys(summary)[0]).toBe('headline');
    }, 30_000);
  }
});

describe('plan', () => {
  it('prints sentences, not a formula', async () => {
    const r = await volley('plan', '--delta', '0.03', '--sd', '0.5');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^You need [\d,]+ games .* to tell a score 3\.0 percentage points away from the one you test against\.$/);
    expect(r.stdout).toMatch(/finds such a difference 80 times in 100, and raises a false alarm at most 5 times in 100/);
    expect(r.stdout).not.toMatch(/[σΦ√]|z_|sd per/);
  });
});

describe('points from outside the project folder', () => {
  const cwd = process.cwd();
  afterAll(() => process.chdir(cwd));
  it('finds the shipped catalogue from the package', async () => {
    process.chdir(tempDir('volley-elsewhere-'));
    try {
      const r = await volley('points', 'france', 'line-infantryman');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/catalogue: 26\s+formula \(SDS 8\.1\): 26/);
    } finally {
      process.chdir(resolve(cwd));
    }
  });
});
