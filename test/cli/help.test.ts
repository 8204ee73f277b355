// What a new user sees first: `volley` alone, every command's --help with its examples, and the
// one-line answers to a missing argument.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../src/cli/examples.js';
import { buildProgram } from '../../src/cli/index.js';
import { volley } from '../helpers/cli.js';
import { REPO } from '../safety/sandbox.js';

describe('help', () => {
  it('volley with no command prints the help on stderr and exits 2 (a usage error)', async () => {
    const r = await volley();
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: volley/);
    expect(r.stderr).toMatch(/Commands:/);
  });

  const commands = buildProgram()
    .commands.map((c) => c.name())
    .filter((n) => n !== 'help');
  it.each(commands)('volley %s --help ends with examples', async (name) => {
    const r = await volley(name, '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\nExamples:\n {2}\$ volley /);
    for (const line of EXAMPLES[name]) expect(r.stdout).toContain(`$ ${line}`);
  });

  it('every example names shipped files that exist', () => {
    for (const line of Object.values(EXAMPLES).flat()) {
      for (const word of line.split(' ').filter((w) => w.startsWith('scenarios/'))) expect(existsSync(join(REPO, word)), `${line}: ${word}`).toBe(true);
    }
  });

  it('volley points sds without a nation names what is missing and lists the nations', async () => {
    const r = await volley('points', 'sds');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^volley: error: .*no nation given.*France.*GreatBritain/);
    expect(r.stderr).not.toMatch(/undefined/);
  });
});
