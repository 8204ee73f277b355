// The gate's path per matchup (the compare page's trajectory chart and the progress line): the
// test statistic at every look, ending beyond the bound its verdict names.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookStatus } from '../../src/analysis/compare/run.js';
import { tempDir, volley } from '../helpers/cli.js';

describe('compare trajectory', () => {
  it('records one point per look, ending beyond the bound of its verdict', async () => {
    const r = await volley(
      'compare',
      'scenarios/intro/suite.yaml',
      '--variant',
      'scenarios/intro/variant-elite-cmb.yaml',
      '--expect-change',
      '--max-games',
      '800',
      '-w',
      '0',
      '--json',
      '--out',
      join(tempDir('volley-trajectory-'), 'c'),
    );
    expect([0, 4]).toContain(r.code);
    const s = JSON.parse(r.stdout) as {
      hypotheses: { bounds: { lower: number; upper: number } };
      matchups: { verdict: string; rounds: number; games: number; trajectory: { games: number; llr: number }[] }[];
    };
    const { lower, upper } = s.hypotheses.bounds;
    expect(s.matchups.some((m) => m.verdict === 'moved')).toBe(true);
    for (const m of s.matchups) {
      expect(m.trajectory).toHaveLength(m.rounds);
      expect(m.trajectory[m.trajectory.length - 1].games).toBe(m.games);
      m.trajectory.forEach((p, i) => i > 0 && expect(p.games).toBeGreaterThan(m.trajectory[i - 1].games));
      const last = m.trajectory[m.trajectory.length - 1].llr;
      if (m.verdict === 'moved') expect(last).toBeGreaterThanOrEqual(upper);
      if (m.verdict === 'within') expect(last).toBeLessThanOrEqual(lower);
      // before the last look the path stayed between the bounds
      for (const p of m.trajectory.slice(0, -1)) expect(p.llr > lower && p.llr < upper).toBe(true);
    }
  }, 30_000);

  it('the progress line names the open matchup nearest a verdict', () => {
    const b = { lower: -3, upper: 4.4 };
    expect(
      lookStatus(
        [
          { name: 'A v B', done: false, llr: 1 },
          { name: 'C v D', done: false, llr: 3.5 },
          { name: 'E v F', done: true, llr: 9 },
        ],
        b,
      ),
    ).toBe('2 open; nearest: C v D, LLR +3.5 (moved at +4.4, within at −3.0)');
    expect(
      lookStatus(
        [
          { name: 'A v B', done: false, llr: -2.8 },
          { name: 'C v D', done: false, llr: 1 },
        ],
        b,
      ),
    ).toMatch(/nearest: A v B, LLR −2\.8/);
    expect(lookStatus([{ name: 'A v B', done: true, llr: 5 }], b)).toBe('all decided');
  });
});
