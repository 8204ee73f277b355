import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

const dir = tempDir();
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** Bad input: one line on stderr naming the problem, exit code 2, never a stack trace. */
async function expectInputError(args: string[], ...patterns: RegExp[]) {
  const r = await volley(...args);
  expect(r.code, r.stderr).toBe(2);
  const lines = r.stderr.trim().split('\n');
  expect(lines.length, r.stderr).toBe(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  for (const p of patterns) expect(r.stderr).toMatch(p);
  return r;
}

describe('volley validate', () => {
  it('accepts the shipped scenarios', async () => {
    const r = await volley('validate', 'scenarios/intro/default.yaml');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/valid intro scenario/);
  });

  it('rejects an army over its budget, naming file, field and fix', async () => {
    await expectInputError(['validate', 'scenarios/intro/bad/over-budget.yaml'], /over-budget\.yaml:\d+/, /sides/, /budget/i);
  });

  it('reports YAML syntax errors with their line', async () => {
    const f = file('broken.yaml', 'ruleset: intro\nname: x\nsides: [\n  - a: 1\n');
    await expectInputError(['validate', f], /broken\.yaml:\d+/, /invalid YAML/);
  });

  it('requires ruleset as the first key', async () => {
    const f = file('first.yaml', 'name: x\nruleset: intro\n');
    await expectInputError(['validate', f], /first\.yaml:1/, /first key must be 'ruleset'/);
  });

  it('rejects unknown rulesets, and an alg scenario without sides', async () => {
    await expectInputError(['validate', file('chess.yaml', 'ruleset: chess\n')], /unknown ruleset 'chess'/, /use one of/);
    await expectInputError(['validate', file('alg.yaml', 'ruleset: alg\n')], /alg\.yaml/, /sides/);
  });

  it('rejects an unknown rule option with its line', async () => {
    const f = file('opt.yaml', 'ruleset: intro\nname: opt\noptions:\n  maxTruns: 3\n');
    await expectInputError(['validate', f], /opt\.yaml:4/, /options\.maxTruns/, /unknown rule option/);
  });

  it('rejects a missing file', async () => {
    await expectInputError(['validate', join(dir, 'nope.yaml')], /nope\.yaml/, /not found/);
  });
});

describe('bad command-line flags', () => {
  const sc = 'scenarios/intro/default.yaml';
  it('unknown flag', async () => {
    await expectInputError(['run', sc, '--gmaes', '10'], /unknown option '--gmaes'/);
  });
  it('invalid numbers', async () => {
    await expectInputError(['run', sc, '--games', 'abc'], /--games/, /positive whole number/);
    await expectInputError(['run', sc, '--games', '0'], /--games/);
    await expectInputError(['run', sc, '--workers', '-1'], /--workers/);
    await expectInputError(['run', sc, '--seed', '1.5'], /--seed/);
  });
  it('bad --option values', async () => {
    await expectInputError(['run', sc, '--option', 'maxTurns'], /--option/, /key=value/);
    await expectInputError(['run', sc, '--option', 'maxTurns=soon'], /maxTurns/, /not a number/);
    await expectInputError(['run', sc, '--option', 'noSuchOption=1'], /unknown rule option 'noSuchOption'/);
  });
  it('unknown policy', async () => {
    await expectInputError(['run', sc, '--policy', 'genius', '--games', '10'], /unknown policy 'genius'/, /known:/);
  });
  it('unknown command', async () => {
    await expectInputError(['frobnicate'], /unknown command/);
  });
});

describe('volley rules', () => {
  it('lists every intro option with its default and section', async () => {
    const r = await volley('rules', 'intro');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/maxTurns = 10/);
    expect(r.stdout).toMatch(/policies: /);
  });
  it('rejects an unknown ruleset', async () => {
    await expectInputError(['rules', 'chess'], /unknown ruleset 'chess'/);
  });
});
