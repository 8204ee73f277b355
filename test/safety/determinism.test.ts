// Byte-identical means every file: a report's files other than timing.json do not depend on the
// worker count, the chunk size, or on whether the games were played in one run or in parts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';
import { expectSameReport, reportFiles } from '../helpers/reportFiles.js';

const dir = tempDir('volley-determinism-');

function expectSameFiles(a: string, b: string): void {
  expectSameReport(b, a);
  expect(reportFiles(a).size).toBeGreaterThan(5);
}

async function ok(...args: string[]): Promise<void> {
  const r = await volley(...args);
  expect(r.code, r.stderr).toBe(0);
}

describe('every output file is byte-identical across workers, chunk sizes and split+merge', () => {
  it('run: in-process, 2 workers with an odd chunk, and two parts merged', async () => {
    const run = (out: string, ...more: string[]) => ok('run', 'scenarios/sds/default.yaml', '-n', '240', '-q', '--out', join(dir, out), ...more);
    await run('run-w0', '-w', '0');
    await run('run-w2', '-w', '2', '--chunk', '7');
    // parts spelled with another path to the same scenario: contents, not paths, are compared
    await ok('run', './scenarios/sds/default.yaml', '-n', '100', '-q', '-w', '1', '--first-game', '0', '--out', join(dir, 'part-1'));
    await run('part-2', '-w', '0', '--chunk', '3', '-n', '140', '--first-game', '100');
    await ok('merge', join(dir, 'part-2'), join(dir, 'part-1'), '--out', join(dir, 'merged'));
    // parts of a split run carry no robustness check (issue 31): the merge equals a whole run without one
    await run('run-off', '-w', '0', '--robustness', 'off');
    expectSameFiles(join(dir, 'run-w0'), join(dir, 'run-w2'));
    expectSameFiles(join(dir, 'run-off'), join(dir, 'merged'));
    // timing.json is where the worker count went
    expect(JSON.parse(readFileSync(join(dir, 'run-w2', 'timing.json'), 'utf8')).workers).toBe(2);
    expect(readFileSync(join(dir, 'run-w2', 'summary.json'), 'utf8')).not.toMatch(/"workers"|"chunkSize"|"seconds"/);
  });

  it('matrix, compare, sweep and tournament: in-process and 2 workers', async () => {
    const both = async (name: string, args: string[], chunk = true) => {
      await ok(...args, '-q', '-w', '0', '--out', join(dir, `${name}-w0`));
      await ok(...args, '-q', '-w', '2', ...(chunk ? ['--chunk', '5'] : []), '--out', join(dir, `${name}-w2`));
      expectSameFiles(join(dir, `${name}-w0`), join(dir, `${name}-w2`));
    };
    await both('matrix', ['matrix', 'scenarios/intro/poule.yaml', '-n', '60']);
    await both(
      'compare',
      ['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-elite-cmb.yaml', '--expect-change', '--max-games', '200'],
      false,
    );
    await both('sweep', ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '40'], false);
    await both('tournament', ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '2'], false);
  });
});
