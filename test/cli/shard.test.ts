// `run --shard i/n` (CI matrix jobs): the n parts, merged, are the unsharded run byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), `${rel}${e.name}/`);
      else if (e.name !== 'timing.json') out.set(rel + e.name, readFileSync(join(d, e.name), 'latin1'));
    }
  };
  walk(dir, '');
  return out;
}

describe('run --shard', () => {
  for (const pairs of [[], ['--no-pairs']]) {
    it(`3 shards of 1001 games ${pairs.length ? 'without' : 'in'} pairs, merged, equal one run`, async () => {
      const dir = tempDir();
      // parts of a split run carry no robustness check (issue 31): the whole run is compared without one
      const common = ['run', 'scenarios/intro/default.yaml', '--games', '1001', '--workers', '0', '-q', '--robustness', 'off', ...pairs];
      expect((await volley(...common, '--out', join(dir, 'whole'))).code).toBe(0);
      for (const i of [1, 2, 3]) expect((await volley(...common, '--shard', `${i}/3`, '--out', join(dir, `part${i}`))).code).toBe(0);
      const m = await volley('merge', join(dir, 'part3'), join(dir, 'part1'), join(dir, 'part2'), '--out', join(dir, 'merged'));
      expect(m.code).toBe(0);
      expect(m.stdout).not.toContain('note:');
      expect(files(join(dir, 'merged'))).toEqual(files(join(dir, 'whole')));
    }, 120_000);
  }
  it('refuses a bad shard, an empty one, and --first-game with it', async () => {
    const run = ['run', 'scenarios/intro/default.yaml', '--games', '4', '--workers', '0', '-q', '--out', join(tempDir(), 'x')];
    expect((await volley(...run, '--shard', '4/3')).stderr).toMatch(/^volley: error: .*'4\/3' is not a shard i\/n/);
    const empty = await volley(...run, '--shard', '1/3');
    expect([empty.code, empty.stderr]).toEqual([
      2,
      "volley: error: command line at '--shard': 1/3 holds no games: 4 games " + 'do not fill 3 parts (use fewer parts or more --games)\n',
    ]);
    expect((await volley(...run, '--shard', '1/2', '--first-game', '2')).code).toBe(2);
  });
});
