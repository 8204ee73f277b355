// Every report command as a player sees it in a 100-column terminal (issue 29 item 7): run inside
// a pseudo-terminal (util-linux `script`, stty cols 100), one process for all commands. Each
// headline here is longer than 160 characters; the terminal's first line is at most 160 and ends
// where a sentence, clause or phrase ends, every further line is at most 160, and the lines
// together are the whole headline summary.json and the page carry.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADLINE_WIDTH } from '../../src/cli/headline.js';
import { tempDir } from '../helpers/cli.js';

const hasScript = spawnSync('script', ['--version']).status === 0;
const dir = tempDir('volley-pty-');

// long list names make the run and matrix headlines long, as real army names do
const LONG = { Veterans: 'Veterans of the Old Guard and Marksmen', Levy: 'Levy of Spearmen and Bowmen of the Hills' };
const longNames = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/name: Veterans$/m, `name: ${LONG.Veterans}`)
    .replace(/name: Levy$/m, `name: ${LONG.Levy}`);

const COMMANDS: Record<string, string[]> = {
  run: ['run', join(dir, 'run.yaml'), '-n', '20'],
  matrix: ['matrix', join(dir, 'poule.yaml'), '-n', '20', '--policies', 'greedy,random'],
  sweep: ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '20'],
  policies: ['policies', 'intro', '-n', '8'],
  tournament: ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '2'],
  compare: ['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-elite-cmb.yaml', '--expect-change', '--max-games', '200'],
  calibrate: ['calibrate', 'scenarios/intro/calibrate.yaml', '-n', '20'],
};
/** Commands whose headline stays short in any case: checked all the same, without the long case. */
const SHORT = new Set(['calibrate']);

/** What each command printed, by name. */
const printed = new Map<string, string>();

describe.skipIf(!hasScript)('report commands in a 100-column pseudo-terminal', () => {
  beforeAll(() => {
    writeFileSync(join(dir, 'run.yaml'), longNames('scenarios/intro/default.yaml'));
    writeFileSync(join(dir, 'poule.yaml'), longNames('scenarios/intro/poule.yaml'));
    const names = Object.keys(COMMANDS);
    const commands = names.map((n) => [...COMMANDS[n], '-w', '0', '--out', join(dir, n)]);
    const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const inner = `stty cols 100 rows 40; exec node --import tsx test/helpers/ptyDriver.ts ${shellQuote(JSON.stringify(commands))}`;
    const out = execFileSync('script', ['-qfec', inner, '/dev/null'], { encoding: 'utf8', input: '', maxBuffer: 1 << 26 }).replace(/\r/g, '');
    names.forEach((n, k) => {
      const start = out.indexOf(`<<<volley ${k} columns=`);
      const end = out.indexOf(`<<<exit ${k} `);
      expect(start, `${n} ran`).toBeGreaterThanOrEqual(0);
      expect(out.slice(start, out.indexOf('\n', start)), 'stdout is a 100-column terminal').toContain('columns=100');
      // the progress bar (not in CI) redraws in place and ends with its own escape codes: the report follows it
      const body = out.slice(out.indexOf('\n', start) + 1, end);
      const bar = body.lastIndexOf('\x1b');
      printed.set(n, bar < 0 ? body : body.slice(bar + 1).replace(/^[^\n]*\n/, ''));
    });
  }, 120_000);

  for (const name of Object.keys(COMMANDS)) {
    it(`${name}: the headline's first line is at most ${HEADLINE_WIDTH} characters and whole; the details follow`, () => {
      const summary = JSON.parse(readFileSync(join(dir, name, 'summary.json'), 'utf8')) as { headline: string };
      const lines = printed.get(name)!.split('\n');
      const block = [
        lines[0],
        ...lines.slice(
          1,
          lines.findIndex((l, k) => k > 0 && !l.startsWith('  ')),
        ),
      ];
      for (const l of block) expect([...l].length, l).toBeLessThanOrEqual(HEADLINE_WIDTH);
      if (SHORT.has(name)) {
        expect(block).toEqual([summary.headline]);
        return;
      }
      expect(summary.headline.length, 'a long case').toBeGreaterThan(HEADLINE_WIDTH);
      // whole: the first line is the headline's start and stops where a separator ends
      expect(summary.headline.startsWith(block[0])).toBe(true);
      expect(summary.headline[block[0].length]).toBe(' ');
      expect(block[0]).toMatch(/[.;,:]$/);
      // nothing dropped
      expect(block.map((l) => l.trim()).join(' ')).toBe(summary.headline);
    });
  }

  it('the matrix headline names every policy', () => {
    const first = printed.get('matrix')!.split('\n')[0];
    expect(first).toContain('under greedy');
    expect(first).toContain('under random');
  });

  it('numbers in every CSV use the ASCII minus a spreadsheet reads as a number (issue 29 item 12)', () => {
    let negatives = 0;
    for (const name of Object.keys(COMMANDS)) {
      for (const f of readdirSync(join(dir, name)).filter((x) => x.endsWith('.csv'))) {
        const csv = readFileSync(join(dir, name, f), 'utf8');
        expect(csv, `${name}/${f}`).not.toContain('\u2212');
        negatives += (csv.match(/(^|,)-\d/gm) ?? []).length;
      }
    }
    // the reports hold negative numbers (ratings, differences), so the check has something to check
    expect(negatives).toBeGreaterThan(0);
  });
});
