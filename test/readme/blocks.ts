// Runs the README's printed commands block by block (test/readme/commands-*.test.ts): each at a
// test's size (scale.ts), checked against the exit code the README documents. Each fenced block
// runs in order in its own copy of scenarios/, as a reader pasting it into a fresh clone would
// (parts before their merge, an interrupted run before its --resume, a Redis and a worker before
// the queued drivers).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CliResult, volley } from '../helpers/cli.js';
import { volleyArgs } from '../helpers/volleyProcess.js';
import { redisInstalled, startRedis, type TestRedis } from '../queue/redis.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';
import { readmeCommands, type ReadmeCommand } from '../../scripts/readme.js';
import { scaleVolleyArgs } from './scale.js';

export const README = readFileSync(`${REPO}/README.md`, 'utf8');
const START = (JSON.parse(readFileSync(`${REPO}/package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts.start;
const REDIS_PASSWORD = 's3cret';
/** A block's commands at the test's size take well under a minute on an idle 2-core machine. */
const BLOCK_TIMEOUT_MS = 600_000;

/** What one printed line asks for, after `&&` chains are split. */
type Step = { kind: 'volley'; argv: string[] } | { kind: 'worker'; argv: string[] } | { kind: 'redis' } | { kind: 'covered'; why: string };

function steps(cmd: ReadmeCommand): Step[] {
  return cmd.text.split('&&').map((part) => {
    const w = part.trim().split(/\s+/);
    if (w[0] === 'npm' && (w[1] === 'install' || w[1] === 'ci')) return { kind: 'covered', why: '.ci/run installs with it' };
    if (w[0] === 'npm' && w[1] === 'test') return { kind: 'covered', why: 'this suite is npm test' };
    if (w[0] === 'npm' && w[1] === 'start') {
      const m = /^node dist\/cli\.js (.+)$/.exec(START);
      if (!m) throw new Error(`package.json's start script is not "node dist/cli.js …": ${START}`);
      return { kind: 'volley', argv: m[1].split(/\s+/) };
    }
    if (w[0] === 'redis-server') return { kind: 'redis' };
    if (w[0] === 'npx' && w[1] === 'volley') return w[2] === 'worker' ? { kind: 'worker', argv: w.slice(2) } : { kind: 'volley', argv: w.slice(2) };
    throw new Error(`README.md:${cmd.line}: the README test does not know how to run "${part.trim()}"`);
  });
}

/** The GitHub Actions matrix value, expanded: one line per shard. */
function expandMatrix(cmd: ReadmeCommand): ReadmeCommand[] {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub Actions' expression syntax, as printed in the README
  const placeholder = '${{ matrix.shard }}';
  if (!cmd.text.includes(placeholder)) return [cmd];
  return [1, 2, 3, 4].map((s) => ({ ...cmd, text: cmd.text.replaceAll(placeholder, String(s)) }));
}

const blocks = new Map<number, ReadmeCommand[]>();
for (const c of readmeCommands(README).flatMap(expandMatrix)) blocks.set(c.block, [...(blocks.get(c.block) ?? []), c]);

const needsRedis = (cmds: ReadmeCommand[]) => cmds.some((c) => c.text.startsWith('redis-server'));

async function inProcess(argv: string[], cwd: string): Promise<CliResult> {
  const home = process.cwd();
  process.chdir(cwd);
  try {
    return await volley(...argv);
  } finally {
    process.chdir(home);
  }
}

function volleyProcess(argv: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...volleyArgs(), ...argv], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Blocks `part` of `parts` (by index), so two test files share the README between two workers. */
export function describeReadmeBlocks(part: number, parts: number): void {
  describe(`every command in the README (part ${part + 1} of ${parts})`, () => {
    it('finds the printed commands', () => {
      expect(readmeCommands(README).length).toBeGreaterThanOrEqual(40);
    });
    for (const [block, cmds] of [...blocks].filter((_, i) => i % parts === part)) {
      const redis = needsRedis(cmds);
      it.skipIf(redis && !redisInstalled())(
        `block at README.md:${cmds[0].line}: ${cmds.length} command(s)`,
        async () => {
          const box = makeSandbox();
          let server: TestRedis | undefined;
          const workers: ChildProcess[] = [];
          const url = (argv: string[]) => argv.map((a) => (server ? a.replace(/redis:\/\/:s3cret@redis-host:6379\/0/, server.url) : a));
          try {
            for (const cmd of cmds) {
              for (const step of steps(cmd)) {
                if (step.kind === 'covered') continue;
                if (step.kind === 'redis') {
                  server = await startRedis(REDIS_PASSWORD);
                  continue;
                }
                if (step.kind === 'worker') {
                  const child = spawn(process.execPath, [...volleyArgs(), ...url(scaleVolleyArgs(step.argv))], { cwd: box, stdio: 'ignore' });
                  workers.push(child);
                  continue;
                }
                const argv = url(scaleVolleyArgs(step.argv));
                // a queued driver must be the same build as its workers (they refuse another's
                // rulesets hash): both run from dist/ then; other commands run in-process (faster)
                const r = redis ? await volleyProcess(argv, box) : await inProcess(argv, box);
                expect(r.code, `README.md:${cmd.line} (block ${block}): volley ${argv.join(' ')}\n${r.stderr}`).toBe(cmd.exit);
                // a printed gate run is sized to its design (the shipped suites' caps)
                if (argv[0] === 'compare') expect(r.stderr, `README.md:${cmd.line}`).not.toMatch(/game cap .* is below what the test needs/);
              }
            }
          } finally {
            for (const w of workers) w.kill('SIGTERM');
            await Promise.all(workers.map((w) => (w.exitCode === null ? new Promise((r) => w.once('exit', r)) : undefined)));
            await server?.stop();
          }
        },
        BLOCK_TIMEOUT_MS,
      );
    }
  });
}
