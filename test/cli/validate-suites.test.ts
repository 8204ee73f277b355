// volley validate accepts the shipped compare suites, poules and rules files (issue 30, item 8).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

const shipped = [
  ...['sds', 'sfg'].flatMap((g) =>
    readdirSync(`scenarios/${g}/suites`)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `scenarios/${g}/suites/${f}`),
  ),
  ...['suite.yaml', 'mirror-suite.yaml', 'poule.yaml', 'variant-elite-cmb.yaml', 'variant-identical.yaml'].map((f) => `scenarios/intro/${f}`),
];

describe('volley validate on compare suites, poules and rules files', () => {
  it.each(shipped)('accepts the shipped %s', async (f) => {
    const r = await volley('validate', f);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/: valid (\w+ compare suite '.+': \d+ matchup|poule '.+': \d+ lists|rules file: )/);
  });

  it('a suite whose matchup names an unknown unit key is bad input: exit 2, one line naming the file', async () => {
    const dir = tempDir('volley-validate-suite-');
    const f = join(dir, 's.yaml');
    writeFileSync(
      f,
      'ruleset: intro\nname: s\nmatchups:\n  - - {name: A, units: [{name: X, ' +
        'cmb: 3, abi: 3, count: 2, wings: 1}]}\n    - {name: B, units: [{name: ' +
        'Y, cmb: 3, abi: 3, count: 2}]}\n',
    );
    const r = await volley('validate', f);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/s\.yaml/);
  });
});
