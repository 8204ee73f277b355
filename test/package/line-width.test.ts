// No source line is longer than the formatter's width (biome.jsonc lineWidth), which the formatter
// cannot enforce on its own for long strings and comments; a file whose rows are a data table
// (one entry a line, e.g. the coverage tables) says so in a `// data table:` comment with why.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../safety/sandbox.js';

const config = readFileSync(join(REPO, 'biome.jsonc'), 'utf8');
const WIDTH = Number(/"lineWidth":\s*(\d+)/.exec(config)?.[1]);
const DATA_TABLE = /^\/\/ data table: \S/m;

describe('line width', () => {
  it(`no line of src, test, bench or scripts is longer than ${WIDTH} characters`, () => {
    expect(WIDTH).toBeGreaterThanOrEqual(80);
    const files = execFileSync('git', ['ls-files', '--', 'src', 'test', 'bench', 'scripts'], { cwd: REPO, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|mjs|cjs)$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const long: string[] = [];
    for (const f of files) {
      const text = readFileSync(join(REPO, f), 'utf8');
      if (DATA_TABLE.test(text)) continue;
      text.split('\n').forEach((line, i) => {
        if ([...line].length > WIDTH) long.push(`${f}:${i + 1} (${[...line].length})`);
      });
    }
    expect(long).toEqual([]);
  });
});
