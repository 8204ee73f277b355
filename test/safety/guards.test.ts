// The guards behind the bad-input suite, one by one: chunk time bound, runaway games, leftover
// temp folders, locks, CSV formulas, chart loaders, typo suggestions.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playChunk, type ChunkTask } from '../../src/engine/chunk.js';
import { GameTurnLimitError } from '../../src/engine/runaway.js';
import { runMatchups } from '../../src/engine/runner.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';
import { toCsv } from '../../src/report/csv.js';
import { claimOutDir, lockFileOf, MARKER_FILE, MARKER_TEXT, releaseOutDirs } from '../../src/report/outdir.js';
import { renderSvg } from '../../src/report/svg.js';
import { unknownKeyHint } from '../../src/rulesets/kit/keys.js';
import { loadScenario } from '../../src/scenario/load.js';

const root = mkdtempSync(join(tmpdir(), 'volley-guards-'));

describe('runaway games and chunks', () => {
  it('a game past the turn limit fails the chunk naming matchup, master seed and game index', () => {
    const intro = findRuleset('intro')!;
    let played = 0;
    // plays normally, except that the 8th game (index 7: pair 3, mirrored) never ends
    const runaway: AnyRuleset = {
      ...intro,
      play: (...args: Parameters<AnyRuleset['play']>) => {
        if (played++ === 7) throw new GameTurnLimitError(10_001);
        return intro.play(...args);
      },
    };
    const sc = loadScenario('scenarios/intro/default.yaml');
    const task: ChunkTask = {
      rulesetId: 'intro',
      matchupId: 'm1',
      setupKey: 'k',
      setup: sc.setup,
      policies: ['greedy', 'greedy'],
      masterSeed: 42,
      pairs: true,
      start: 0,
      end: 10,
      chunkIndex: 0,
      attempt: 0,
    };
    expect(() => playChunk(runaway, task)).toThrow(/^runaway game: matchup 'm1', master seed 42, game 7: .*--seed 42 --game 7/);
  });

  it('the runner gives up on a chunk that never returns, with a message, instead of hanging', async () => {
    const sc = loadScenario('scenarios/intro/default.yaml');
    const started = Date.now();
    await expect(
      runMatchups([{ id: 'm', rulesetId: 'intro', setup: sc.setup, policies: ['greedy', 'greedy'], games: 40, pairs: true }], {
        masterSeed: 1,
        workers: 1,
        chunkSize: 5,
        hangChunk: 2,
        minChunkSeconds: 10, // above a worker's start-up under tsx on a loaded machine
      }),
    ).rejects.toThrow(/chunk 2 of 'm' .*took over \d+ s.*does not end/);
    expect((Date.now() - started) / 1000).toBeLessThan(60);
  });
});

describe('output folders', () => {
  it('the next run to a folder removes temp folders an interrupted run left, and nothing else', () => {
    const reports = join(root, 'reports');
    mkdirSync(join(reports, 'run.tmp-123-0a1b2c3d'), { recursive: true });
    mkdirSync(join(reports, 'run.old-456-deadbeef'));
    mkdirSync(join(reports, 'run.tmp-mine'));
    mkdirSync(join(reports, 'runner.tmp-123-0a1b2c3d'));
    claimOutDir(join(reports, 'run'), []);
    expect(readdirSync(reports).sort()).toEqual(['run.lock', 'run.tmp-mine', 'runner.tmp-123-0a1b2c3d']);
    releaseOutDirs();
    expect(readdirSync(reports).sort()).toEqual(['run.tmp-mine', 'runner.tmp-123-0a1b2c3d']);
  });

  it('a folder of reports is not a report: volley never replaces reports/ as a whole', async () => {
    const reports = join(root, 'many');
    for (const name of ['a', 'b']) {
      mkdirSync(join(reports, name), { recursive: true });
      writeFileSync(join(reports, name, MARKER_FILE), MARKER_TEXT);
    }
    expect(() => claimOutDir(reports, [])).toThrow(/volley did not write/);
    // but a report's folder that so far holds only a replay is the report's
    mkdirSync(join(root, 'run-with-replay', 'replay-3'), { recursive: true });
    writeFileSync(join(root, 'run-with-replay', 'replay-3', MARKER_FILE), MARKER_TEXT);
    expect(() => claimOutDir(join(root, 'run-with-replay'), [])).not.toThrow();
    releaseOutDirs();
  });

  it('a lock left by a process that no longer runs is taken over; a live one is refused', () => {
    const out = join(root, 'locked');
    writeFileSync(lockFileOf(out), '2147483646\n'); // no such process
    expect(() => claimOutDir(out, [])).not.toThrow();
    releaseOutDirs();
    writeFileSync(lockFileOf(out), `${process.ppid}\n`);
    expect(() => claimOutDir(out, [])).toThrow(/in use by process \d+/);
  });
});

describe('what volley writes and reads', () => {
  it('CSV text a spreadsheet would run gets a leading apostrophe; numbers stay numbers', () => {
    const csv = toCsv([{ list: '=HYPERLINK("http://x","y")', other: '+1', at: '@SUM(A1)', tab: '\tx', plain: 'Line-A', n: -3.5 }]);
    expect(csv.split('\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",'+1,'@SUM(A1),'\tx,Line-A,-3.5`);
  });

  it('a chart naming a file renders without its content: the loader loads nothing', async () => {
    const secret = join(root, 'secret.csv');
    writeFileSync(secret, 'a\nTOP-SECRET-42\n');
    const svg = await renderSvg({ data: { url: secret, format: { type: 'csv' } }, mark: 'text', encoding: { text: { field: 'a' } } } as never);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toContain('TOP-SECRET-42');
  });

  it('unknown keys get the nearest allowed key when it is a plausible typo', () => {
    expect(unknownKeyHint('cuont', ['profile', 'count'])).toMatch(/^did you mean 'count'\?/);
    expect(unknownKeyHint('gmaes', ['name', 'games', 'seed'])).toMatch(/did you mean 'games'/);
    expect(unknownKeyHint('terrain', ['name', 'games', 'sides'])).toBe('allowed keys: name, games, sides');
  });
});
