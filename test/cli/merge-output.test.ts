// `volley merge` says what it merged: the headline of the merged report (and the table unless
// merge itself is given -q), also when the parts were recorded with -q as in the README's CI YAML.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';

describe('merge output', () => {
  let box: string;
  beforeAll(() => {
    box = makeSandbox();
    process.chdir(box);
  });
  afterAll(() => process.chdir(REPO));

  it('run parts: the headline and table, or the headline alone with -q', async () => {
    for (const [first, out] of [
      ['0', 'p1'],
      ['40', 'p2'],
    ])
      expect((await volley('run', 'scenarios/intro/default.yaml', '--games', '40', '--first-game', first, '--out', out, '-q', '-w', '0')).code).toBe(0);
    // parts of a split run carry no robustness check, so the whole run is compared without one
    const whole = await volley('run', 'scenarios/intro/default.yaml', '--games', '80', '--out', 'whole', '-w', '0', '--robustness', 'off');
    const headline = whole.stdout.split('\n')[0];
    const loud = await volley('merge', 'p1', 'p2', '--out', 'm1');
    expect(loud.code).toBe(0);
    expect(loud.stdout.split('\n')[0]).toBe(headline);
    expect(loud.stdout).toMatch(/score A \[95% CI\]/);
    const quiet = await volley('merge', 'p1', 'p2', '--out', 'm2', '-q');
    expect(quiet.stdout.split('\n')[0]).toBe(headline);
    expect(quiet.stdout).not.toMatch(/score A \[95% CI\]/);
  });

  it('matrix shards recorded with -q: merge prints the matrix headline', async () => {
    for (const s of ['1', '2'])
      expect((await volley('matrix', 'scenarios/intro/poule.yaml', '--games', '20', '--shard', `${s}/2`, '--out', `s${s}`, '-q', '-w', '0')).code).toBe(0);
    const whole = await volley('matrix', 'scenarios/intro/poule.yaml', '--games', '20', '--out', 'mw', '-w', '0');
    const headline = whole.stdout.split('\n')[0];
    const loud = await volley('merge', 's1', 's2', '--out', join('m3'));
    expect(loud.code).toBe(0);
    expect(loud.stdout.split('\n')[0]).toBe(headline);
    const quiet = await volley('merge', 's1', 's2', '--out', 'm4', '-q');
    // the whole headline as the terminal prints it: its first line, then its details (issue 29 item 7)
    expect(quiet.stdout.startsWith(`${headline}\n`)).toBe(true);
    expect(whole.stdout.startsWith(quiet.stdout)).toBe(true);
  });
});
