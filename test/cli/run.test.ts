import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

const scenario = 'scenarios/intro/default.yaml';

describe('volley run (intro, end to end)', () => {
  const dir = tempDir();

  it('writes summary.csv/json, charts as .vl.json and .svg, and index.html', async () => {
    const out = join(dir, 'basic');
    const r = await volley('run', scenario, '--games', '400', '--workers', '0', '--out', out, '--quiet');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    for (const f of ['summary.csv', 'summary.json', 'score.vl.json', 'score.svg', 'turns.vl.json', 'turns.svg', 'index.html']) {
      expect(files).toContain(f);
    }
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.manifest.ruleset).toBe('intro');
    expect(summary.manifest.seed).toBeDefined();
    expect(summary.manifest.inputs[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.summaries[0].games).toBe(400);
    expect(readFileSync(join(out, 'score.svg'), 'utf8')).toMatch(/^<svg/);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('is byte-identical for 1 worker, 2 workers and an odd chunk size; another seed differs', async () => {
    const run = async (name: string, ...extra: string[]) => {
      const out = join(dir, name);
      const r = await volley('run', scenario, '--games', '600', '--seed', '11', '--out', out, '--quiet', ...extra);
      expect(r.code, r.stderr).toBe(0);
      return readFileSync(join(out, 'summary.csv'), 'utf8');
    };
    const one = await run('w1', '--workers', '1');
    const two = await run('w2', '--workers', '2', '--chunk', '7');
    const inproc = await run('w0', '--workers', '0', '--chunk', '13');
    expect(two).toBe(one);
    expect(inproc).toBe(one);
    const other = await run('seed12', '--workers', '2', '--seed', '12');
    expect(other).not.toBe(one);
  });

  it('loses no game when a worker crashes: the chunk is re-run, the total is exact', async () => {
    const clean = join(dir, 'clean');
    const crashed = join(dir, 'crashed');
    const a = await volley('run', scenario, '--games', '500', '--workers', '2', '--chunk', '20', '--out', clean, '--quiet');
    const b = await volley('run', scenario, '--games', '500', '--workers', '2', '--chunk', '20', '--crash-chunk', '3', '--out', crashed, '--quiet');
    expect(a.code).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(crashed, 'summary.json'), 'utf8'));
    expect(s.summaries[0].games).toBe(500);
    expect(readFileSync(join(crashed, 'summary.csv'), 'utf8')).toBe(readFileSync(join(clean, 'summary.csv'), 'utf8'));
  });

  it('runs a matchup under several policies (--policies) with one row each', async () => {
    const out = join(dir, 'policies');
    const r = await volley('run', scenario, '--games', '200', '--workers', '0', '--policies', 'random,greedy', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const csv = readFileSync(join(out, 'summary.csv'), 'utf8').trim().split('\n');
    expect(csv.length).toBe(3);
    const cols = csv[0].split(',');
    const verdicts = csv.slice(1).map((l) => l.split(',')[cols.indexOf('verdict')]);
    for (const v of verdicts) expect(['A', 'B', 'even']).toContain(v);
  });

  it('prints a summary table on stdout', async () => {
    const r = await volley('run', scenario, '--games', '100', '--workers', '0', '--out', join(dir, 'table'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/score A \[95% CI\]/);
    expect(r.stdout).toMatch(/100 games \+ 40 for the robustness check in/);
  });

  it('checks the verdict under the other competent policies at 20% of the games by default (issue 31)', async () => {
    const on = join(dir, 'robust');
    const r = await volley('run', scenario, '--games', '100', '--workers', '0', '--out', on, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(on, 'summary.json'), 'utf8'));
    expect(s.robustness.scores.map((x: { policy: string; games: number }) => [x.policy, x.games])).toEqual([
      ['cautious', 100],
      ['greedy', 20],
      ['aggressive', 20],
    ]);
    expect(s.headline).toContain(s.robustness.words);
    expect(s.robustness.words).toMatch(/^(holds under cautious, greedy, aggressive|depends on play: cautious .*, greedy .*, aggressive .*)$/);
    expect(readFileSync(join(on, 'index.html'), 'utf8')).toContain('score under each competent policy');
    expect(readFileSync(join(on, 'robustness.csv'), 'utf8').split('\n')[0]).toBe('policy,games,score,scoreLo,scoreHi,verdict');
    const off = join(dir, 'robust-off');
    const r2 = await volley('run', scenario, '--games', '100', '--workers', '0', '--out', off, '--quiet', '--robustness', 'off');
    expect(r2.code, r2.stderr).toBe(0);
    const s2 = JSON.parse(readFileSync(join(off, 'summary.json'), 'utf8'));
    expect(s2.robustness).toBeUndefined();
    // the main run's games are the same with or without the check
    expect(s2.tallies).toEqual(s.tallies);
  });

  it('--option changes a rule option and is recorded in the manifest', async () => {
    const out = join(dir, 'opt');
    const r = await volley('run', scenario, '--games', '100', '--workers', '0', '--option', 'maxTurns=3', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(s.manifest.options.maxTurns).toBe(3);
    expect(Math.max(...Object.keys(s.tallies[0].tally.turns).map(Number))).toBeLessThanOrEqual(3);
  });

  it('`volley report` rebuilds a run folder byte for byte (also with NaN cells from --no-pairs)', async () => {
    const out = join(dir, 'rebuild');
    const r = await volley('run', scenario, '--games', '100', '--workers', '0', '--no-pairs', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const svgBefore = readFileSync(join(out, 'score.svg'), 'utf8');
    const again = await volley('report', out);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readFileSync(join(out, 'score.svg'), 'utf8')).toBe(svgBefore);
  });

  it('runs split with --first-game merge into exactly the single run (`volley merge`)', async () => {
    const part = async (name: string, first: string, games: string) => {
      const r = await volley('run', scenario, '--games', games, '--first-game', first, '--seed', '4', '--workers', '0', '--out', join(dir, name), '--quiet');
      expect(r.code, r.stderr).toBe(0);
    };
    await part('whole', '0', '300');
    await part('p1', '0', '120');
    await part('p2', '120', '180');
    const m = await volley('merge', join(dir, 'p2'), join(dir, 'p1'), '--out', join(dir, 'merged'));
    expect(m.code, m.stderr).toBe(0);
    expect(readFileSync(join(dir, 'merged', 'summary.csv'), 'utf8')).toBe(readFileSync(join(dir, 'whole', 'summary.csv'), 'utf8'));
    const overlap = await volley('merge', join(dir, 'p1'), join(dir, 'whole'), '--out', join(dir, 'bad-merge'));
    expect(overlap.code).toBe(2);
    expect(overlap.stderr).toMatch(/overlap/);
    expect(existsSync(join(dir, 'bad-merge'))).toBe(false);
    const odd = await volley('run', scenario, '--games', '10', '--first-game', '3', '--workers', '0', '--out', join(dir, 'odd'));
    expect(odd.code).toBe(2);
    expect(odd.stderr).toMatch(/--first-game/);
  });

  it('never leaves a report folder behind on bad input', async () => {
    const out = join(dir, 'never');
    const r = await volley('run', scenario, '--games', '100', '--option', 'maxTurns=-4', '--out', out);
    expect(r.code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});
