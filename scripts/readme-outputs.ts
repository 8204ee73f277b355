// `npm run readme:outputs`: runs every command whose output the README quotes (a
// `<!-- output of: CMD -->` comment above a `> …` line), in a throw-away copy of scenarios/, and
// writes its first line of output (the headline) into README.md. test/readme/commands.test.ts
// fails while a quote is stale.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readmeQuotes, withQuotes } from './readme.js';

const repo = resolve(import.meta.dirname, '..');
const readmePath = join(repo, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const box = mkdtempSync(join(tmpdir(), 'volley-readme-'));
cpSync(join(repo, 'scenarios'), join(box, 'scenarios'), { recursive: true });
const fresh = new Map<string, string>();
try {
  for (const q of readmeQuotes(readme)) {
    const started = Date.now();
    let stdout: string;
    try {
      stdout = execFileSync(process.execPath, [join(repo, 'dist', 'cli.js'), ...q.command.split(/\s+/).slice(2)], {
        cwd: box,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (e) {
      // compare's documented verdicts exit 1 or 4 with their headline printed all the same
      stdout = (e as { stdout?: string }).stdout ?? '';
    }
    const first = stdout.split('\n')[0];
    if (!first) throw new Error(`${q.command} printed nothing`);
    fresh.set(q.command, first);
    process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s  ${q.command}\n  ${first === q.quoted ? 'unchanged' : 'updated'}\n`);
  }
} finally {
  rmSync(box, { recursive: true, force: true });
}
writeFileSync(readmePath, withQuotes(readme, fresh));
