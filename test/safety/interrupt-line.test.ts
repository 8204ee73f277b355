// Issue 26 item 12: Ctrl-C during the final rename printed "no report written" although the new
// report was in place. What the interrupt says now follows what is on disk: once the report
// folder has its final name, the line names it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interruptLine } from '../../src/cli/interrupt.js';
import { endReports, writeReportDir } from '../../src/report/writer.js';
import { tempDir } from '../helpers/cli.js';

const cwd = process.cwd();
afterAll(() => {
  process.chdir(cwd);
  endReports();
});

describe('the interrupt line (before: "no report written" with the report in place → after: names it)', () => {
  it('says nothing was written before the report is in place, and names the report after', async () => {
    process.chdir(tempDir('volley-interrupt-'));
    // other files in this process may have written reports (a command's end forgets them; so here)
    endReports();
    // how far the games got is shared progress state: only what the line says of the disk is checked
    expect(interruptLine()).toMatch(/^volley: interrupted .*; nothing written$/);
    await writeReportDir(join('reports', 'placed'), [{ path: 'summary.json', content: '{}\n' }]);
    expect(existsSync(join('reports', 'placed', 'summary.json'))).toBe(true);
    expect(interruptLine()).toMatch(/^volley: interrupted .*; the report is written in reports\/placed$/);
    endReports();
    expect(interruptLine()).toMatch(/nothing written$/);
  });
});
