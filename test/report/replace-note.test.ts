// Re-running into a report folder replaces it whole; what the earlier run left there that the new
// report does not have (a replay folder, say) is named in a note, never removed silently
// (issue 29 item 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';

describe('replacing a report folder', () => {
  beforeAll(() => process.chdir(makeSandbox()));
  afterAll(() => process.chdir(REPO));
  const run = () => volley('run', 'scenarios/intro/default.yaml', '--games', '4', '-w', '0', '-q');

  it('the same run again: no note', async () => {
    expect((await run()).stderr).toBe('');
    const again = await run();
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('');
  });

  it('a replay written into the folder: the next run names it as gone', async () => {
    expect((await volley('replay', 'scenarios/intro/default.yaml', '--game', '1', '-q')).code).toBe(0);
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /^note: replaced the earlier report in reports\/intro-veterans-vs-levy\/; gone with it: replay-1\/ \(use --out to keep reports apart\)\n$/,
    );
  });
});
