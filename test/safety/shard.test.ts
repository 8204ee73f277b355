// `--shard i/n` on chunked commands (cli/shard.ts): each part records every n-th chunk, and
// `volley merge` of the n parts writes the report one run writes, byte for byte, whatever the
// parts' worker counts; parts of different runs, a missing part or a part given twice are refused.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';
import { expectSameReport as expectSameFiles } from '../helpers/reportFiles.js';

const dir = tempDir('volley-shard-');

async function ok(...args: string[]): Promise<string> {
  const r = await volley(...args);
  expect([r.code, r.stderr]).toEqual([0, '']);
  return r.stdout;
}

const cases: [string, string[]][] = [
  ['matrix', ['matrix', 'scenarios/intro/poule.yaml', '--games', '400', '-q']],
  ['tournament', ['tournament', 'test/analysis/tournament-intro.yaml', '--tournaments', '12', '-q']],
];

describe('--shard i/n and volley merge', () => {
  for (const [name, command] of cases) {
    it(`${name}: three parts (different worker counts) merge into the single run's report`, async () => {
      const whole = join(dir, `${name}-whole`);
      await ok(...command, '--workers', '0', '--out', whole);
      const parts = [1, 2, 3].map((i) => join(dir, `${name}-part-${i}`));
      for (const [i, p] of parts.entries()) {
        expect(await ok(...command, '--workers', i === 1 ? '2' : '0', '--shard', `${i + 1}/3`, '--out', p)).toContain(`shard ${i + 1}/3 recorded`);
      }
      const merged = join(dir, `${name}-merged`);
      await ok('merge', parts[2], parts[0], parts[1], '--out', merged);
      expectSameFiles(whole, merged);
    });
  }

  it('a missing part, a part given twice or a part of another run is refused with exit 2', async () => {
    const m = (i: number) => join(dir, `matrix-part-${i}`);
    const other = join(dir, 'other-part-3');
    await ok('matrix', 'scenarios/intro/poule.yaml', '--games', '400', '-q', '--seed', '9', '--workers', '0', '--shard', '3/3', '--out', other);
    const refusals: [string[], RegExp][] = [
      [[m(1), m(2)], /part\(s\) 3 of 3 are missing/],
      [[m(1), m(2), m(2)], /part 2\/3 is also/],
      [[m(1), m(2), other], /is a part of another run/],
    ];
    for (const [dirs, msg] of refusals) {
      const r = await volley('merge', ...dirs, '--out', join(dir, 'never'));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(msg);
    }
  });
});
