import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** bench/ab.mjs on the built dist/ of this tree against itself, with a tiny fixed warm-up. */
function ab(...args: string[]) {
  return spawnSync(process.execPath, ['bench/ab.mjs', ...args], { encoding: 'utf8', timeout: 120_000 });
}

describe('bench/ab.mjs', () => {
  it('times a tree against itself: a ratio, and the same results on both sides', () => {
    const r = ab('--a', '.', '--b', '.', '--rounds', '2', '--games', '10', '--warm-games', '10');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^A [\d,]+ games\/s, B [\d,]+ games\/s \(main-thread CPU, 2 rounds\); B\/A \d+\.\d{3}, median pair .+; results identical$/m);
  });

  it('compares two games as a yardstick without comparing their results', () => {
    const r = ab('--a', '.', '--b', '.', '--b-policy', 'random', '--rounds', '2', '--games', '10', '--warm-games', '10');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('results not compared (different games)');
  });

  it.each([
    [['--a', '.'], 'give both trees'],
    [['--a', '.', '--b', '.', '--rounds', '0'], '--rounds must be a positive integer'],
    [['--a', '.', '--b', '.', '--games'], '--games needs a value'],
  ])('refuses %j in one line, exit 2', (args, message) => {
    const r = ab(...args);
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`bench/ab.mjs: ${message}`), lines[0]).toBe(true);
    expect(r.stdout).toBe('');
  });
});
