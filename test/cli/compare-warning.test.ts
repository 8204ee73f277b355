// The compare cap warning is read once: on stderr as soon as it is known, and in the table's
// output only when stdout and stderr go to different places (issue 29 item 10).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { volleyArgs } from '../helpers/volleyProcess.js';

const args = ['compare', 'scenarios/intro/suite.yaml', '--variant-option', 'maxTurns=12', '--max-games', '400', '-w', '0'];
const CAP_WARNING = /the game cap 400 per arm is below what the test needs/g;

function playTo(outFile: string, errFile: string, out: string): Promise<number | null> {
  const o = openSync(outFile, 'a');
  const e = outFile === errFile ? o : openSync(errFile, 'a');
  const child = spawn(process.execPath, [...volleyArgs(), ...args, '-o', out], { stdio: ['ignore', o, e] });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      closeSync(o);
      if (e !== o) closeSync(e);
      resolve(code);
    }),
  );
}

describe('compare cap warning', () => {
  const dir = tempDir();
  it('one log for both streams (2>&1, a terminal): the warning once', async () => {
    const log = join(dir, 'both.log');
    expect(await playTo(log, log, join(dir, 'a'))).toBe(4);
    expect(readFileSync(log, 'utf8').match(CAP_WARNING)).toHaveLength(1);
  }, 60000);
  it('two places: on stderr as soon as known, and beside the table on stdout', async () => {
    const [out, err] = [join(dir, 'out.log'), join(dir, 'err.log')];
    expect(await playTo(out, err, join(dir, 'b'))).toBe(4);
    expect(readFileSync(err, 'utf8').match(CAP_WARNING)).toHaveLength(1);
    expect(readFileSync(out, 'utf8').match(CAP_WARNING)).toHaveLength(1);
  }, 60000);
});
