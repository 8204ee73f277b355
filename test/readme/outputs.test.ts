// The outputs the README quotes are what the commands print now (`npm run readme:outputs` writes them).
import { afterAll, describe, expect, it } from 'vitest';
import { readmeQuotes } from '../../scripts/readme.js';
import { volley } from '../helpers/cli.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';
import { README } from './blocks.js';

describe('the outputs the README quotes', () => {
  const quotes = readmeQuotes(README);
  it('quotes at least the headlines of run, matrix, sweep, compare and tournament', () => {
    for (const command of ['run', 'matrix', 'sweep', 'compare', 'tournament'])
      expect(quotes.some((q) => q.command.startsWith(`npx volley ${command} `))).toBe(true);
  });
  const box = makeSandbox();
  afterAll(() => process.chdir(REPO));
  it.each(quotes.map((q) => [q.line, q] as const))('README.md:%i is what the command prints now', async (_line, q) => {
    const home = process.cwd();
    process.chdir(box);
    try {
      const r = await volley(...q.command.split(/\s+/).slice(2));
      expect(r.stdout.split('\n')[0], `${q.command} (run npm run readme:outputs to refresh the README)`).toBe(q.quoted);
    } finally {
      process.chdir(home);
    }
  });
});
