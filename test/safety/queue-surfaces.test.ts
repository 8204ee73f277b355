// Issue 26, the queue's cases (items 1–4, 10, 11, 12): the table beside surfaces.test.ts, run
// against a real redis-server started here (test/queue/redis.ts) and real `volley worker`
// processes. Each row has the exit code measured before its fix (`before`, for the record:
// 'hang' is a command still running after its time) and the one it must give now (`after`).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { expectSameReport } from '../helpers/reportFiles.js';
import { volleyArgs } from '../helpers/volleyProcess.js';
import { redisInstalled, startRedis, type TestRedis } from '../queue/redis.js';
import { makeSandbox, REPO } from './sandbox.js';

const PASSWORD = 'pw-9f2c';
const LOCK_MS = '3000';
const RUN = ['run', 'scenarios/intro/default.yaml', '-n', '400', '--chunk', '20', '-q'];

interface Proc {
  child: ChildProcess;
  out: () => string;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A volley process: `node` and `args` (a stale build passes its own entry point). */
function spawnVolley(args: string[], cwd: string, entry: string[] = volleyArgs(), env: NodeJS.ProcessEnv = process.env): Proc {
  const child = spawn(process.execPath, [...entry, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  return { child, out: () => out, ended };
}

async function until(what: string, cond: () => boolean, ms = 30_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Another build of volley: this one's dist/ with one ruleset file changed (a locally patched
 * rule), so its rules hash differs, as a worker left on an older install. Its entry point.
 */
function staleBuild(): string[] {
  const root = mkdtempSync(join(tmpdir(), 'volley-stale-'));
  cpSync(join(REPO, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(REPO, 'package.json'), join(root, 'package.json'));
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  appendFileSync(join(root, 'dist', 'rulesets', 'intro', 'index.js'), '\n// a locally patched rule\n');
  return [join(root, 'dist', 'cli.js')];
}

const alive = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;

describe.skipIf(!redisInstalled())('issue 26: the queue (exit code before → after, per case)', () => {
  let redis: TestRedis;
  let box: string;
  const procs: Proc[] = [];
  const bare = mkdtempSync(join(tmpdir(), 'volley-worker-'));
  const worker = (url = redis.url, entry?: string[]) => {
    const w = spawnVolley(['worker', '--queue', url, '--workers', '1', '--lock-ms', LOCK_MS], bare, entry);
    procs.push(w);
    return w;
  };
  const noPassword = () => redis.url.replace(`:${PASSWORD}@`, '');

  beforeAll(async () => {
    redis = await startRedis(PASSWORD);
    box = makeSandbox({ 'pw.txt': `${PASSWORD}\n` });
    process.chdir(box);
    const local = await volley(...RUN, '-w', '0', '--out', 'reports/local');
    expect([local.code, local.stderr]).toEqual([0, '']);
  }, 60_000);

  afterAll(async () => {
    for (const p of procs) if (alive(p)) p.child.kill('SIGKILL');
    process.chdir(REPO);
    await redis?.stop();
  });

  it('2: a good and a stale worker serving: the run completes on the good ' +
    'one (before: 2 after 2 s, the stale one refused 99 jobs → after: 0, ' +
    'the stale one took none)', async () => {
    const good = worker();
    const stale = worker(redis.url, staleBuild());
    await until('both workers to connect', () => good.out().includes('taking chunks') && stale.out().includes('taking chunks'));
    const d = spawnVolley([...RUN, '--out', 'reports/mixed', '--queue', redis.url], box);
    procs.push(d);
    expect(await d.ended, d.out()).toEqual({ code: 0, signal: null });
    expect(d.out()).toBe('');
    expectSameReport('reports/mixed', 'reports/local');
    expect(stale.out()).not.toMatch(/refused|games in/);
    good.child.kill('SIGTERM');
    await good.ended;
  }, 60_000);

  it('1: only a stale worker serving: the driver waits, and Ctrl-C ends it ' +
    'with one line (before: 2 at once, or 1 with an unhandled "Connection ' +
    'is closed" stack trace in 7 of 10 runs → after: waits; 130 on Ctrl-C)', async () => {
    const d = spawnVolley([...RUN, '--out', 'reports/stale-only', '--queue', redis.url], box);
    procs.push(d);
    // once the driver records (its partial folder is there) its jobs are in Redis; the stale
    // worker of the case above still serves: give it time to take (and refuse) them
    await until('the driver to start', () => existsSync(join(box, 'reports', '.stale-only.partial')), 30_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(alive(d), d.out()).toBe(true);
    d.child.kill('SIGINT');
    expect(await d.ended).toEqual({ code: 130, signal: null });
    expect(d.out()).toMatch(/^volley: interrupted [^\n]*\n$/);
  }, 60_000);

  it('4: Redis restarts and loses its data mid-run: the lost jobs are added ' +
    'again (before: hang, nothing printed 150 s after → after: 0, the same ' +
    'report)', async () => {
    const first = await startRedis(PASSWORD);
    const big = ['run', 'scenarios/intro/default.yaml', '-n', '4000', '--chunk', '20', '-q'];
    const local = await volley(...big, '-w', '0', '--out', 'reports/restart-local');
    expect(local.code, local.stderr).toBe(0);
    const w = spawnVolley(['worker', '--queue', first.url, '--workers', '1', '--lock-ms', LOCK_MS], bare);
    procs.push(w);
    await until('the worker to connect', () => w.out().includes('taking chunks'));
    const d = spawnVolley([...big, '--out', 'reports/restart', '--queue', first.url], box);
    procs.push(d);
    await until('chunks to be played', () => (w.out().match(/games in /g) ?? []).length >= 3);
    await first.stop();
    const again = await startRedis(PASSWORD, first.port);
    try {
      const ended = await Promise.race([d.ended, new Promise<null>((r) => setTimeout(() => r(null), 90_000))]);
      expect(ended, `${d.out()}\n--- worker:\n${w.out()}`).toEqual({ code: 0, signal: null });
      expect(d.out()).toBe('');
      expectSameReport('reports/restart', 'reports/restart-local');
    } finally {
      w.child.kill('SIGKILL');
      if (alive(d)) d.child.kill('SIGKILL');
      await again.stop();
    }
  }, 150_000);

  it('11: a worker stops within 5 s of SIGTERM while its Redis is down (before: still running 11 s after → after: exits)', async () => {
    const own = await startRedis(PASSWORD);
    const w = spawnVolley(['worker', '--queue', own.url, '--workers', '1'], bare);
    procs.push(w);
    await until('the worker to connect', () => w.out().includes('taking chunks'));
    await own.stop();
    await until('the worker to lose Redis', () => w.out().includes('Redis:'), 15_000);
    const t0 = Date.now();
    w.child.kill('SIGTERM');
    const ended = await Promise.race([w.ended, new Promise<null>((r) => setTimeout(() => r(null), 8000))]);
    expect(ended, w.out()).not.toBeNull();
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(ended).toEqual({ code: 143, signal: null });
  }, 60_000);

  it("12: a Ctrl-C'd driver takes back its waiting jobs (before: 130, its jobs left in Redis for workers to play → after: 130, none waiting)", async () => {
    const own = await startRedis(PASSWORD);
    const client = new Redis(own.url);
    const waiting = async () => {
      let n = 0;
      for (const k of await client.keys('volley:*:wait')) n += await client.llen(k);
      return n;
    };
    try {
      const d = spawnVolley([...RUN, '--out', 'reports/interrupted', '--queue', own.url], box);
      procs.push(d);
      await until('the driver to add jobs', () => existsSync(join(box, 'reports', '.interrupted.partial')), 30_000);
      // no worker serves this Redis: every job added waits
      const t0 = Date.now();
      while ((await waiting()) === 0 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 100));
      expect(await waiting()).toBeGreaterThan(0);
      d.child.kill('SIGINT');
      expect(await d.ended).toEqual({ code: 130, signal: null });
      expect(d.out()).toMatch(/^volley: interrupted [^\n]*\n$/);
      expect(await waiting()).toBe(0);
    } finally {
      client.disconnect();
      await own.stop();
    }
  }, 60_000);

  it("3: run --queue …/16 (no such database; before: 'hang' on db 0 → after: 2)", async () => {
    const r = await volley(...RUN, '--out', 'reports/db16', '--queue', redis.url.replace(/\/0$/, '/16'));
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(
      /^volley: error: command line at '--queue': cannot use Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/16: database 16 does not exist there.*\n$/,
    );
  });

  it("3: worker --queue …/99 (before: 'hang', serving db 0's jobs → after: 2)", async () => {
    const w = spawnVolley(['worker', '--queue', redis.url.replace(/\/0$/, '/99'), '--workers', '1'], bare);
    procs.push(w);
    const ended = await Promise.race([w.ended, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    expect(ended, w.out()).toEqual({ code: 2, signal: null });
    expect(w.out()).toMatch(/database 99 does not exist there/);
  }, 30_000);

  it('10: a URL that does not parse shows no password (before: 2 with it in clear → after: 2, masked)', async () => {
    const r = await volley(...RUN, '--out', 'reports/never', '--queue', 'redis://:topsecret@:6390/0');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/'redis:\/\/:\*\*\*@:6390\/0' is not a URL/);
    expect(r.stderr).not.toContain('topsecret');
  });

  it('10: the password from VOLLEY_QUEUE_PASSWORD or a file named by VOLLEY_QUEUE_PASSWORD_FILE (before: 2, NOAUTH → after: 0)', async () => {
    const w = worker();
    await until('the worker to connect', () => w.out().includes('taking chunks'));
    // the driver is a process too: it must be the workers' build (dist/), not this test's src/
    for (const [name, value] of [
      ['VOLLEY_QUEUE_PASSWORD', PASSWORD],
      ['VOLLEY_QUEUE_PASSWORD_FILE', join(box, 'pw.txt')],
    ]) {
      const d = spawnVolley([...RUN, '--out', `reports/env-${name}`, '--queue', noPassword()], box, undefined, { ...process.env, [name]: value });
      procs.push(d);
      expect(await d.ended, d.out()).toEqual({ code: 0, signal: null });
      expect(d.out()).toBe('');
      expectSameReport(`reports/env-${name}`, 'reports/local');
    }
    w.child.kill('SIGTERM');
    expect((await w.ended).code).toBe(0);
  }, 60_000);
});
