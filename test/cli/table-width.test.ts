// Tables fit a 100-column terminal (columns dropped from the right, the answer's columns kept, a
// line saying what was left out), and print whole when piped or with --wide.
import { afterEach, describe, expect, it } from 'vitest';
import { terminalTable } from '../../src/cli/table.js';
import { volley } from '../helpers/cli.js';

const HEAD = ['list A', 'list B', 'policies', 'games', 'A wins', 'draws', 'B wins', 'score A [95% CI]', 'verdict', 'turns', 'lost A', 'lost B'];
const ROW = [
  'France line company (387)',
  'Great Britain line company (399)',
  'aggressive/aggressive',
  '100,000',
  '48,012',
  '1,999',
  '49,989',
  '49.0% [48.3%, 49.6%]',
  'balanced within the band',
  '7.1',
  '210.3',
  '201.0',
];
const width = (t: string) => Math.max(...t.split('\n').map((l) => [...l].length));

describe('terminal tables', () => {
  it('with no width limit every column is printed', () => {
    const t = terminalTable(HEAD, [ROW], undefined);
    for (const h of HEAD) expect(t).toContain(h);
    expect(width(t)).toBeGreaterThan(100);
    expect(t).not.toMatch(/left out/);
  });

  it('at 100 columns the table fits, keeps list A, score and verdict, and names what it left out', () => {
    const t = terminalTable(HEAD, [ROW], 100);
    expect(width(t)).toBeLessThanOrEqual(100);
    for (const h of ['list A', 'score A [95% CI]', 'verdict']) expect(t).toContain(h);
    expect(t).toMatch(/\(\d+ columns? left out to fit the terminal(: .*lost B.*)?; --wide shows them\)$/);
  });

  describe('on a faked 100-column terminal', () => {
    const tty = process.stdout.isTTY;
    const cols = process.stdout.columns;
    afterEach(() => {
      process.stdout.isTTY = tty;
      process.stdout.columns = cols;
    });
    const fake = () => {
      process.stdout.isTTY = true;
      process.stdout.columns = 100;
    };

    it('a run prints its table within 100 columns, and whole with --wide', async () => {
      fake();
      const narrow = await volley(
        'run',
        'scenarios/intro/default.yaml',
        '--games',
        '20',
        '-w',
        '0',
        '--out',
        `${process.env.TMPDIR ?? '/tmp'}/volley-width-${process.pid}-a`,
      );
      const table = narrow.stdout.split('\n').slice(2);
      expect(Math.max(...table.map((l) => [...l].length))).toBeLessThanOrEqual(100);
      fake();
      const full = await volley(
        'run',
        'scenarios/intro/default.yaml',
        '--games',
        '20',
        '-w',
        '0',
        '--wide',
        '--out',
        `${process.env.TMPDIR ?? '/tmp'}/volley-width-${process.pid}-b`,
      );
      expect(full.stdout).toContain('lost B');
      expect(full.stdout).not.toMatch(/left out/);
    });
  });
});
