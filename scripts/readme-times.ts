// `npm run readme:times [-- --timeout S]`: runs every command the README prints at the size it
// prints (in a throw-away copy of scenarios/, blocks in order) and prints its wall time and exit
// code; a command still running after the timeout (default 300 s) is stopped and reported so.
// Commands that need a Redis or a worker machine are listed, not run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readmeCommands } from './readme.js';

const repo = resolve(import.meta.dirname, '..');
const timeoutArg = process.argv.indexOf('--timeout');
const timeoutS = timeoutArg > 0 ? Number(process.argv[timeoutArg + 1]) : 300;
const start = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
let box = '';
let block = -1;
for (const c of readmeCommands(readFileSync(join(repo, 'README.md'), 'utf8'))) {
  if (c.block !== block) {
    if (box) rmSync(box, { recursive: true, force: true });
    box = mkdtempSync(join(tmpdir(), 'volley-times-'));
    cpSync(join(repo, 'scenarios'), join(box, 'scenarios'), { recursive: true });
    block = c.block;
  }
  for (const part of c.text.split('&&').map((p) => p.trim())) {
    const w = part.split(/\s+/);
    let argv: string[] | undefined;
    if (w[0] === 'npm' && w[1] === 'start') argv = start.replace(/^node dist\/cli\.js /, '').split(/\s+/);
    else if (w[0] === 'npx' && w[1] === 'volley' && !part.includes('--queue') && !part.includes('${{')) argv = w.slice(2);
    if (!argv) {
      process.stdout.write(`   -      README.md:${c.line}  ${part}  (not timed here)\n`);
      continue;
    }
    const t0 = Date.now();
    const r = spawnSync(process.execPath, [join(repo, 'dist', 'cli.js'), ...argv], { cwd: box, stdio: 'ignore', timeout: timeoutS * 1000 });
    const s = ((Date.now() - t0) / 1000).toFixed(1);
    const how = r.error ? `stopped after ${timeoutS} s` : `exit ${r.status}`;
    process.stdout.write(`${s.padStart(7)} s  README.md:${c.line}  ${part}  (${how})\n`);
  }
}
if (box) rmSync(box, { recursive: true, force: true });
