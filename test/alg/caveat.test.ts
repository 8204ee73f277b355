// Every output of an alg run says that win rates measure the STAND-IN combat: the terminal
// headline, summary.json (headline and caveat) and the HTML page (Ruleset.caveat, appended by
// the report layer); games without a caveat keep their headline unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

describe('the stand-in caveat', () => {
  it('is in the terminal, summary.json and index.html of an alg run', async () => {
    const out = join(tempDir(), 'alg');
    const r = await volley('run', 'scenarios/alg/default.yaml', '--games', '4', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^.*\ncaveat: Win rates measure the STAND-IN combat/);
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
    expect(r.stdout).toMatch(/^.*\ncaveat: Win rates measure the STAND-IN combat/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { headline: string };
    expect(summary.headline).toContain('STAND-IN combat');
  });
  it('is absent for a game without one (intro)', async () => {
    const out = join(tempDir(), 'intro');
    const r = await volley('run', 'scenarios/intro/default.yaml', '--games', '4', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('caveat:');
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'))).not.toHaveProperty('caveat');
  });
});
