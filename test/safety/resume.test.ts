// Resumable runs (engine/partial.ts): a run killed at a random point and resumed with --resume
// writes the same report, byte for byte, as a run never interrupted; a resume with other inputs
// is refused. Real processes: Ctrl-C and kill -9 cannot be simulated in-process. By default a
// fast set (one SIGINT and one SIGKILL case, a smaller run); VOLLEY_SLOW=1 runs every seed,
// worker count and the matrix.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox } from './sandbox.js';
import { reportFiles } from '../helpers/reportFiles.js';
import { volleyArgs } from '../helpers/volleyProcess.js';

let box: string;

interface Ended {
  code: number | null;
  stderr: string;
}

function volley(args: string[], killAfterMs?: { ms: number; signal: NodeJS.Signals; once: () => boolean }): Promise<Ended> {
  const child = spawn(process.execPath, [...volleyArgs(), ...args], { cwd: box, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  if (killAfterMs) {
    // the clock starts once games are being recorded, so the point falls inside the run
    const poll = setInterval(() => {
      if (!killAfterMs.once()) return;
      clearInterval(poll);
      setTimeout(() => child.kill(killAfterMs.signal), killAfterMs.ms);
    }, 20);
    child.on('exit', () => clearInterval(poll));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

/** Park-Miller: fixed seeds give the same interruption points on every machine. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

const PARTIAL = (name: string) => join(box, 'reports', `.${name}.partial`);

function recordedChunks(name: string): number {
  const dir = PARTIAL(name);
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .reduce(
      (n, f) =>
        n +
        readFileSync(join(dir, f), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('{"chunk"')).length,
      0,
    );
}

const SLOW = process.env.VOLLEY_SLOW === '1';
const RUN = ['scenarios/intro/default.yaml', '--games', SLOW ? '8000' : '3000', '--chunk', '100', '-q'];
const MATRIX = ['scenarios/intro/poule.yaml', '--games', '2000', '-q'];
const TOURNAMENT = ['scenarios/sds/tournaments/example.yaml', '--tournaments', '16', '-q'];

beforeAll(async () => {
  box = makeSandbox();
  const a = await volley(['run', ...RUN, '--workers', '1', '--out', 'reports/full']);
  const b = SLOW ? await volley(['matrix', ...MATRIX, '--workers', '1', '--out', 'reports/full-matrix']) : { code: 0, stderr: '' };
  const t = await volley(['tournament', ...TOURNAMENT, '--workers', '1', '--out', 'reports/full-tournament']);
  expect([a.code, b.code, t.code, a.stderr + b.stderr + t.stderr]).toEqual([0, 0, 0, '']);
}, 300_000);

describe('resume after an interruption', () => {
  const all: { command: string[]; full: string; signal: NodeJS.Signals; seed: number; workers: string }[] = [
    { command: ['run', ...RUN], full: 'full', signal: 'SIGINT', seed: 11, workers: '1' },
    { command: ['run', ...RUN], full: 'full', signal: 'SIGKILL', seed: 23, workers: '1' },
    { command: ['run', ...RUN], full: 'full', signal: 'SIGKILL', seed: 37, workers: '0' },
    { command: ['run', ...RUN], full: 'full', signal: 'SIGINT', seed: 41, workers: '2' },
    { command: ['matrix', ...MATRIX], full: 'full-matrix', signal: 'SIGKILL', seed: 53, workers: '1' },
    { command: ['tournament', ...TOURNAMENT], full: 'full-tournament', signal: 'SIGKILL', seed: 61, workers: '1' },
  ];
  const cases = SLOW ? all : [all[0], all[2], all[5]];
  const restored: number[] = [];
  for (const c of cases) {
    it(`${c.command[0]}, ${c.signal} at a random point (seed ${c.seed}, ${c.workers} worker(s)), then --resume: every file byte-identical`, async () => {
      const name = `cut-${c.seed}`;
      const out = ['--out', `reports/${name}`, '--workers', c.workers];
      const random = lcg(c.seed);
      // interrupted at random points (slow: twice, as a resume can itself be cut), then resumed to the end
      for (let cut = 0; cut < (SLOW ? 2 : 1); cut++) {
        const ms = Math.floor(random() * 1500);
        const before = recordedChunks(name);
        const r = await volley([...c.command, ...out, ...(cut > 0 ? ['--resume'] : [])], { ms, signal: c.signal, once: () => recordedChunks(name) > before });
        if (r.code === 0) break; // finished before the signal came: nothing to resume
        expect(r.code).toBe(c.signal === 'SIGINT' ? 130 : null);
        if (c.signal === 'SIGINT') expect(r.stderr).toContain(`finished chunks kept in reports/.${name}.partial for --resume`);
        expect(existsSync(join(box, 'reports', name))).toBe(false);
      }
      restored.push(recordedChunks(name));
      const r = await volley([...c.command, ...out, '--resume']);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(existsSync(PARTIAL(name))).toBe(false);
      const want = reportFiles(join(box, 'reports', c.full));
      const got = reportFiles(join(box, 'reports', name));
      expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
      for (const [file, bytes] of want) expect(got.get(file)?.equals(bytes), file).toBe(true);
    }, 300_000);
  }
  it('the interruptions above really fell mid-run: resumes restored recorded chunks', () => {
    expect(restored.filter((n) => n > 0).length).toBeGreaterThanOrEqual(SLOW ? 3 : 1);
  });
});

describe('a resume that does not match', () => {
  it('other options are refused with exit 2 and the record is kept; without --resume the run starts over', async () => {
    const out = ['--out', 'reports/mismatch', '--workers', '1'];
    const cut = await volley(['run', ...RUN, ...out], { ms: 0, signal: 'SIGKILL', once: () => recordedChunks('mismatch') > 0 });
    expect(cut.code).toBe(null);
    const kept = recordedChunks('mismatch');
    const r = await volley(['run', ...RUN, ...out, '--seed', '7', '--resume']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        /^volley: error: command line at '--resume': the partial results in reports\/\.mismatch\.partial /.source +
          /come from a different run .*drop --resume to start over\)\n$/.source,
      ),
    );
    expect(recordedChunks('mismatch')).toBe(kept);
    const moreGames = await volley(['run', ...RUN, ...out, '--games', '9000', '--resume']);
    expect(moreGames.code).toBe(2);
    const fresh = await volley(['run', ...RUN, ...out]);
    expect([fresh.code, fresh.stderr]).toEqual([0, '']);
    expect(existsSync(PARTIAL('mismatch'))).toBe(false);
    rmSync(join(box, 'reports', 'mismatch'), { recursive: true });
  }, 300_000);
});
