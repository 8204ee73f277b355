// What needs a real process: Ctrl-C and kill, a closed pipe, memory under an endless --games.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changes, makeSandbox, snapshot } from './sandbox.js';
import { volleyArgs } from '../helpers/volleyProcess.js';

let box: string;

function volleyProcess(...args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stderr: string; stdout: string }> } {
  const child = spawn(process.execPath, [...volleyArgs(), ...args], { cwd: box, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (d) => (stderr += d));
  child.stdout!.on('data', (d) => (stdout += d));
  const done = new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr, stdout })));
  return { child, done };
}

async function until(check: () => boolean, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

beforeAll(() => {
  box = makeSandbox();
});

afterAll(() => undefined);

describe('interruption', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} during an endless run: one line, exit ${code}, stops at once, only finished chunks kept for --resume; memory stays flat`, async () => {
      const before = snapshot(box);
      const lock = join(box, 'reports', 'intro-veterans-vs-levy.lock');
      const { child, done } = volleyProcess('run', 'scenarios/intro/default.yaml', '--games', '1000000000000', '--workers', '1', '-q', '--robustness', 'off');
      // the lock is taken once the scenario is loaded and the output checked: games start right after
      await until(() => existsSync(lock), 60);
      await new Promise((r) => setTimeout(r, 1500));
      const early = rssMb(child.pid!);
      await new Promise((r) => setTimeout(r, 1500));
      const late = rssMb(child.pid!);
      const sent = Date.now();
      child.kill(signal);
      const r = await done;
      const stopSeconds = (Date.now() - sent) / 1000;
      expect(r.code).toBe(code);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(
        new RegExp(
          /^volley: interrupted after \d+ of 1000000000000 games; no report written; /.source +
            /finished chunks kept in reports\/\.intro-veterans-vs-levy\.partial for --resume\n$/.source,
        ),
      );
      // well under a second on an idle machine (0.06-0.5 s measured); the bound catches a hang,
      // not speed, and leaves room for a loaded CI machine
      expect(stopSeconds).toBeLessThan(5);
      // chunk tasks are made as they are needed: no growth with the number of games asked for
      // (building them all up front grew by about 100 MB a second, to 3 GB in 20 s)
      expect(late).toBeLessThan(400);
      expect(late - early).toBeLessThan(100);
      // no report and no lock or temp folder: only the finished chunks, kept for --resume (resume.test.ts)
      const left = changes(before, snapshot(box)).filter((c) => !/^created work\/reports\/\.intro-veterans-vs-levy\.partial(\/|$)/.test(c));
      expect(left).toEqual(['created work/reports']);
      rmSync(join(box, 'reports'), { recursive: true });
    });
  }

  it('SIGINT during volley tune: the line names the checkpoint kept for --resume, and a rerun without --resume leaves it alone', async () => {
    const out = join(box, 'g.params.yaml');
    const partial = `${out}.partial.json`;
    const tune = ['tune', 'intro', '--policy', 'greedy', '--iterations', '400', '--games', '8', '--final-games', '8', '-q', '-o', out];
    const { child, done } = volleyProcess(...tune);
    await until(() => existsSync(partial), 60);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/^volley: interrupted [^\n]*; nothing final written; the steps so far are kept in g\.params\.yaml\.partial\.json for --resume\n$/);
    expect(existsSync(out)).toBe(false);
    const saved = JSON.parse(readFileSync(partial, 'utf8'));
    expect(saved.state.k).toBeGreaterThan(0);
    // without --resume the checkpoint is not overwritten
    const again = volleyProcess(...tune);
    const refused = await again.done;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/g\.params\.yaml\.partial\.json.*--resume.*holds an interrupted tuning/);
    rmSync(partial);
  }, 90000);
});

describe('a closed pipe', () => {
  it('`volley rules sds | head -1` ends quietly with exit 0 when the reader is gone', async () => {
    const { child, done } = volleyProcess('rules', 'sds');
    child.stdout!.destroy(); // the reader goes away before volley writes
    const r = await done;
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
