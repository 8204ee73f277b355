import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLadder } from '../../src/analysis/policies/run.js';
import { cellOf, ranked } from '../../src/analysis/policies/report.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { tempDir, volley } from '../helpers/cli.js';

/**
 * The policy ladder (`volley policies <game>`). Issue 9's target for SDS: the strongest policy
 * beats every other with its 95% interval above 55%, and random scores below 5% against it
 * (not met yet: search and lookahead are level head to head).
 * The fast checks play few games at a fixed seed; VOLLEY_SLOW=1 plays the whole SDS ladder.
 */
const SLOW = process.env.VOLLEY_SLOW === '1';

describe('volley policies: the ladder', () => {
  it('sds: each policy plays each list; the best scored policy beats random clearly (fixed seed)', async () => {
    const r = await runLadder('sds', { policies: ['aggressive', 'firefight', 'random'], games: 30, seed: 1, workers: 0 });
    expect(r.games).toBe(32); // rounded up to whole mirrored pairs on each list
    for (const t of r.tallies) {
      expect(t.tally.games).toBe(32);
      // half the games with the row policy on each list, each in mirrored pairs
      expect(t.tally.pairHalfPoints.reduce((a, b) => a + b, 0)).toBe(16);
    }
    const top = ranked(r)[0].list;
    expect(top).not.toBe('random');
    const vsRandom = cellOf(r, top, 'random')!;
    expect(vsRandom.lo).toBeGreaterThan(0.55);
    expect(cellOf(r, 'random', top)!.hi).toBeLessThan(0.45);
    // the matrix is antisymmetric
    for (const c of r.matrix.cells) expect(c.score + cellOf(r, c.opponent, c.list)!.score).toBeCloseTo(1, 12);
  });

  it('intro and sfg ladders run on their default lists', async () => {
    const intro = await runLadder('intro', { games: 8, workers: 0 });
    expect(intro.policies.length).toBeGreaterThanOrEqual(2);
    // sfg's search policy plays slowly: its default policy against random
    const sfg = await runLadder('sfg', { policies: [findRuleset('sfg')!.defaultPolicy, 'random'], games: 4, workers: 0 });
    expect(sfg.tallies[0].tally.games).toBe(4);
  });

  it('sds: search beats random clearly in a few games (fixed seed)', async () => {
    // 24 games (12 mirrored pairs) are few, but enough to place search's interval against
    // random above 55% (16 were, until the SDS "no three dice for nothing" fix changed its games:
    // it now drops one of 16 on this seed, and 15 of 16 leaves the interval at 54%); how it does against
    // lookahead needs the slow ladder below
    const r = await runLadder('sds', { policies: ['search', 'random'], games: 24, seed: 1, workers: 0 });
    expect(r.tallies[0].tally.games).toBe(24);
    expect(cellOf(r, 'search', 'random')!.lo).toBeGreaterThan(0.55);
    expect(cellOf(r, 'random', 'search')!.hi).toBeLessThan(0.45);
  });

  // the whole SDS ladder as `volley policies sds --games 400 --seed 1` plays it (every policy,
  // search included; the same tallies for any worker count or chunk size), played once for the
  // two tests below. Small chunks: the pool's stuck-chunk clock is set by the fast policies'
  // chunks, and a large chunk of search games on a loaded machine can outrun it
  let ladder: ReturnType<typeof runLadder> | undefined;
  const fullLadder = () => (ladder ??= runLadder('sds', { games: 400, seed: 1, chunk: 8 }));

  it.runIf(SLOW)(
    'sds ladder: search beats every hand-written policy but lookahead above 55%, and random is below 5% against it',
    async () => {
      const r = await fullLadder();
      for (const p of r.policies) if (p !== 'search' && p !== 'lookahead') expect(cellOf(r, 'search', p)!.lo, `search v ${p}`).toBeGreaterThan(0.55);
      expect(cellOf(r, 'random', 'search')!.hi).toBeLessThan(0.05);
    },
    3_600_000,
  );

  // Issue 9's target, NOT met yet: at seed 1 search scores 47.8% [43.0, 52.6] against lookahead
  // (400 games; other seeds 51.5–58.1%, 54.7% [51.4, 58.0] over 800 games at seed 21), so no
  // policy beats every other above 55%. Marked as failing: when a policy meets the target this
  // test fails, and `.fails` must be removed.
  (SLOW ? it.fails : it.skip)(
    'sds ladder: the strongest beats every other above 55% and random is below 5% against it (issue 9 target)',
    async () => {
      const r = await fullLadder();
      const top = ranked(r)[0].list;
      for (const p of r.policies) if (p !== top) expect(cellOf(r, top, p)!.lo, `${top} v ${p}`).toBeGreaterThan(0.55);
      expect(cellOf(r, 'random', top)!.hi).toBeLessThan(0.05);
    },
    3_600_000,
  );
});

describe('volley policies: the command', () => {
  it('writes the report folder and prints the headline first', async () => {
    const out = join(tempDir(), 'ladder');
    const r = await volley('policies', 'intro', '--games', '8', '--workers', '0', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/intro polic/);
    for (const f of ['summary.csv', 'summary.json', 'index.html', 'matrix.csv', 'rating.svg']) expect(existsSync(join(out, f)), f).toBe(true);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { headline: string; ratings: unknown[] };
    // the terminal's first line starts the headline; its details follow (issue 29 item 7)
    expect(summary.headline.startsWith(r.stdout.split('\n')[0])).toBe(true);
    const json = await volley('policies', 'intro', '--games', '8', '--workers', '0', '--out', join(tempDir(), 'j'), '--json');
    expect((JSON.parse(json.stdout) as { ratings: unknown[] }).ratings.length).toBe(summary.ratings.length);
  });

  it('bad input: one line, exit 2, no report', async () => {
    const dir = tempDir();
    for (const args of [
      ['policies', 'chess'],
      ['policies', 'sds', '--games', '0'],
      ['policies', 'sds', '--games', '2000000'],
      ['policies', 'sds', '--policies', 'aggressive,bogus'],
      ['policies', 'sds', '--policies', 'aggressive'],
      ['policies', 'sds', '--scenario', 'scenarios/intro/default.yaml'],
      ['policies', 'sds', '--frobnicate'],
    ]) {
      const r = await volley(...args, '--out', join(dir, 'x'));
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr.trim().split('\n').length).toBe(1);
      expect(existsSync(join(dir, 'x'))).toBe(false);
    }
  });
});
