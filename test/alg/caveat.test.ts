// Every output of an alg run says that win rates measure the STAND-IN combat: the terminal
// headline, summary.json (headline and caveat), the HTML page, every CSV, chart, report.json,
// timing.json, compare.md, junit.xml and merge's terminal output (Ruleset.caveat, added by the
// report layer); games without a caveat keep their files unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

describe('the stand-in caveat', () => {
  it('is in the terminal, summary.json and index.html of an alg run', async () => {
    const out = join(tempDir(), 'alg');
    const r = await volley('run', 'scenarios/alg/default.yaml', '--games', '4', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^.*\n( {2}.*\n)*caveat: Win rates measure the STAND-IN combat/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { headline: string; caveat: string };
    expect(summary.caveat).toContain('STAND-IN combat');
    expect(summary.headline).toContain(`— ${summary.caveat}`);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/class="headline"[^>]*>[^<]*STAND-IN combat/);
  });
  it.each([
    ['matrix', ['matrix', 'scenarios/alg/poule.yaml', '--games', '4']],
    ['sweep', ['sweep', 'scenarios/alg/sweeps/guards-count.yaml', '--games', '4']],
    ['policies', ['policies', 'alg', '--policies', 'aggressive,random', '--games', '4']],
  ])('is printed under the terminal headline of %s and is in its summary.json', async (name, args) => {
    const out = join(tempDir(), name);
    const r = await volley(...args, '--workers', '0', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^.*\n( {2}.*\n)*caveat: Win rates measure the STAND-IN combat/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { headline: string };
    expect(summary.headline).toContain('STAND-IN combat');
  });
  it("is in every file of tiny alg runs of run, matrix, sweep, compare, merge and replay, and in merge's terminal output", async () => {
    const dir = tempDir();
    const at = (name: string) => join(dir, name);
    const commands: string[][] = [
      ['run', 'scenarios/alg/default.yaml', '--games', '4', '--out', at('run')],
      ['run', 'scenarios/alg/default.yaml', '--games', '4', '--first-game', '4', '--out', at('run2')],
      ['matrix', 'scenarios/alg/poule.yaml', '--games', '2', '--out', at('matrix')],
      ['sweep', 'scenarios/alg/sweeps/guards-count.yaml', '--games', '2', '--out', at('sweep')],
      ['compare', 'scenarios/alg/suite.yaml', '--variant-option', 'meleeExchange=reaction', '--max-games', '20', '--out', at('compare')],
    ];
    for (const args of commands) {
      const r = await volley(...args, '--workers', '0', '-q');
      expect(r.code === 0 || (args[0] === 'compare' && r.code === 4), `${args.join(' ')}: ${r.stderr}`).toBe(true);
    }
    const replay = await volley('replay', 'scenarios/alg/default.yaml', '--game', '3', '--svg-every-turn', '--out', at('replay'));
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('STAND-IN');
    const merge = await volley('merge', at('run'), at('run2'), '--out', at('merge'));
    expect(merge.code, merge.stderr).toBe(0);
    expect(merge.stdout).toContain('caveat: Win rates measure the STAND-IN combat');
    const files: string[] = [];
    for (const folder of ['run', 'matrix', 'sweep', 'compare', 'merge', 'replay']) {
      // every file volley wrote about the games; .volley-report only marks the folder as volley's
      for (const f of readdirSync(at(folder))) if (f !== '.volley-report') files.push(join(folder, f));
    }
    for (const kind of ['.csv', '.svg', '.vl.json', 'report.json', 'timing.json', 'compare.md', 'junit.xml'])
      expect(
        files.some((f) => f.endsWith(kind)),
        kind,
      ).toBe(true);
    const lacking = files.filter((f) => !readFileSync(at(f), 'utf8').includes('STAND-IN combat'));
    expect(lacking).toEqual([]);
  });
  it('is absent for a game without one (intro)', async () => {
    const out = join(tempDir(), 'intro');
    const r = await volley('run', 'scenarios/intro/default.yaml', '--games', '4', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('caveat:');
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'))).not.toHaveProperty('caveat');
    for (const f of readdirSync(out)) expect(readFileSync(join(out, f), 'utf8'), f).not.toContain('STAND-IN');
  });
});
