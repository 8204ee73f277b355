// `volley tune` end to end (issue 31, item 1): a tiny SPSA run writes a parameters file that a
// scenario (policyParams:) and the --policy-params flag both play with.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tempDir, volley } from '../helpers/cli.js';
import { parsePolicySpec, policySpec } from '../../src/rulesets/kit/policyParams.js';
import { findPolicy, findRuleset } from '../../src/rulesets/registry.js';
import { policyList, policyPair } from '../../src/cli/args.js';

describe('volley tune', () => {
  const dir = tempDir();

  it('tunes intro greedy, prints the Elo gain with its interval and writes a parameters file scenarios and runs can name', async () => {
    const params = join(dir, 'greedy.params.yaml');
    const r = await volley('tune', 'intro', '--policy', 'greedy', '--iterations', '4', '--games', '16', '--final-games', '40', '-o', params);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(
      /^tuned greedy scores \d+\.\d% \[\d+\.\d, \d+\.\d\] against the default greedy: [+-]\d+ Elo \[[-+∞−\d]+, [-+∞\d]+\] \(40 games\)$/,
    );
    const doc = parse(readFileSync(params, 'utf8'));
    expect(doc.ruleset).toBe('intro');
    expect(doc.policy).toBe('greedy');
    expect(doc.params.meleeCmb).toBeGreaterThanOrEqual(1);
    expect(doc.params.meleeCmb).toBeLessThanOrEqual(7);
    // a scenario next to the file names it: the run plays the tuned greedy
    copyFileSync('scenarios/intro/default.yaml', join(dir, 'base.yaml'));
    const sc = join(dir, 'tuned.yaml');
    writeFileSync(sc, readFileSync(join(dir, 'base.yaml'), 'utf8').replace(/^ruleset: intro\n/, 'ruleset: intro\npolicyParams: greedy.params.yaml\n'));
    const spec = `greedy(meleeCmb=${doc.params.meleeCmb})`;
    const out = join(dir, 'run');
    const run = await volley('run', sc, '-n', '20', '-w', '0', '--robustness', 'off', '-q', '--out', out);
    expect(run.code, run.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    if (doc.params.meleeCmb !== 5) expect(s.manifest.policies).toEqual([[spec, spec]]);
    const flag = await volley(
      'run',
      'scenarios/intro/default.yaml',
      '-n',
      '20',
      '-w',
      '0',
      '--robustness',
      'off',
      '-q',
      '--out',
      join(dir, 'flag'),
      '--policy-params',
      params,
    );
    expect(flag.code, flag.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'flag', 'summary.json'), 'utf8')).tallies).toEqual(s.tallies);
  }, 60000);

  it('refuses a policy without params and a value out of range, naming the file and field', async () => {
    const r = await volley('tune', 'intro', '--policy', 'random');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--policy.*declares no params.*greedy/);
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'ruleset: intro\npolicy: greedy\nparams: {meleeCmb: 9}\n');
    const run = await volley('run', 'scenarios/intro/default.yaml', '-n', '4', '--policy-params', bad, '-q', '--out', join(dir, 'bad'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.yaml at 'params\.meleeCmb': 9 is not a number in 1–7/);
  });

  it('never overwrites a file volley tune did not write', async () => {
    const mine = join(dir, 'notes.yaml');
    writeFileSync(mine, 'my notes\n');
    const r = await volley('tune', 'intro', '--policy', 'greedy', '--iterations', '1', '--games', '4', '--final-games', '4', '-q', '-o', mine);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/notes\.yaml at '--out': exists and was not written by volley tune.*another --out/);
    expect(readFileSync(mine, 'utf8')).toBe('my notes\n');
  });

  it('policy names carry params; unknown params and values out of range name no policy', () => {
    expect(parsePolicySpec('cautious(melee=8.5,charge=2)')).toEqual({ name: 'cautious', values: { melee: 8.5, charge: 2 } });
    expect(parsePolicySpec('cautious(melee=)')).toBeUndefined();
    const alg = findRuleset('alg')!;
    const params = alg.policies.cautious.params!;
    expect(policySpec('cautious', params, { melee: 8, charge: 2.5 })).toBe('cautious(charge=2.5)');
    expect(findPolicy(alg, 'cautious(charge=2.5)')).toBeDefined();
    expect(findPolicy(alg, 'cautious(charge=13)')).toBeUndefined();
    expect(findPolicy(alg, 'cautious(bogus=1)')).toBeUndefined();
    expect(findPolicy(alg, 'random(charge=1)')).toBeUndefined();
    // flags split policies at commas outside the params
    expect(policyList('cautious(melee=4,charge=2),aggressive')).toEqual(['cautious(melee=4,charge=2)', 'aggressive']);
    expect(policyPair('aggressive,cautious(charge=2,flee=1)')).toEqual(['aggressive', 'cautious(charge=2,flee=1)']);
  });
});
