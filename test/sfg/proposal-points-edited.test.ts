// SFG-13 data: a file's `proposalPoints:` is checked against the file as printed, not against an
// army a sweep or patch has changed in memory (the Irish Brigade conscript/regular/elite sweep
// changes Union II Corps' total, and must still play).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';

describe('SFG-13 stated totals and volley edits', () => {
  const box = makeSandbox();
  afterAll(() => process.chdir(REPO));

  it('a sweep that changes a brigade quality plays (the stated total describes the printed file)', async () => {
    process.chdir(box);
    const r = await volley('sweep', 'scenarios/sfg/sweeps/veteran-brigade.yaml', '--games', '4', '-w', '0', '-q');
    expect(r.code, r.stderr).toBe(0);
  });

  it('the same change written into the file is refused: its stated total is stale', async () => {
    process.chdir(box);
    const file = join(box, 'scenarios/sfg/oob/union-ii-corps.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '{name: Irish Brigade, arm: infantry, bases: 6, quality: elite}',
        '{name: Irish Brigade, arm: infantry, bases: 6, quality: conscript}',
      ),
    );
    const r = await volley('validate', 'scenarios/sfg/oob/union-ii-corps.yaml');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/proposalPoints/);
  });
});
