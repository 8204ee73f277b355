// The distributed queue end to end (engine/queue/): a real redis-server, two `volley worker`
// processes, a matrix driven through the queue. One worker is killed with SIGKILL mid-run (its
// chunk must be re-run elsewhere by BullMQ's stalled-job recovery, counted once), then the
// driver itself is killed and restarted with --resume; both reports must equal a local run's
// bytes. A tournament through the same workers must equal its local run too. Real processes: kill -9 cannot be simulated in-process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox, REPO } from '../safety/sandbox.js';
import { redisInstalled, REDIS_BINARY, startRedis, type TestRedis } from './redis.js';
import { expectSameReport } from '../helpers/reportFiles.js';
import { volleyArgs } from '../helpers/volleyProcess.js';

/** Short locks so a killed worker's chunk is recovered in seconds, not BullMQ's default 30 s. */
const LOCK_MS = '3000';
const MATRIX = ['matrix', 'scenarios/intro/poule.yaml', '--games', '2000', '--chunk', '40', '-q'];
/** Small: each range goes through Redis as its own job (the queue cuts 64 ranges at most). */
const TOURNAMENTS = 64;

interface Proc {
  child: ChildProcess;
  out: () => string;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function volley(args: string[], cwd: string): Proc {
  const child = spawn(process.execPath, [...volleyArgs(), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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

function chunksLogged(p: Proc): number {
  return (p.out().match(/: \d+ games in /g) ?? []).length;
}

function tournamentsLogged(p: Proc): number {
  return [...p.out().matchAll(/: (\d+) tournaments in /g)].reduce((n, m) => n + Number(m[1]), 0);
}

function recordedChunks(box: string, name: string): number {
  const dir = join(box, 'reports', `.${name}.partial`);
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

const installed = redisInstalled();
if (!installed) console.warn(`queue tests skipped: '${REDIS_BINARY}' is not installed (apt-get install redis-server; .ci/run does)`);

describe.skipIf(!installed)('a matrix through BullMQ and Redis', () => {
  let redis: TestRedis;
  let box: string;
  const workers: Proc[] = [];
  // the workers run in an empty folder: they need no scenario files
  const bare = mkdtempSync(join(tmpdir(), 'volley-worker-'));
  const worker = () => {
    const w = volley(['worker', '--queue', redis.url, '--workers', '1', '--lock-ms', LOCK_MS], bare);
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    redis = await startRedis('s3cret-pw');
    box = makeSandbox({ 'tournament.yaml': readFileSync(join(REPO, 'test', 'analysis', 'tournament-intro.yaml'), 'utf8') });
    const local = volley([...MATRIX, '--workers', '1', '--out', 'reports/local'], box);
    expect(await local.ended).toEqual({ code: 0, signal: null });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  it('a worker killed with SIGKILL mid-run loses nothing: the report equals the local run byte for byte', async () => {
    const a = worker();
    const b = worker();
    await until('the workers to connect', () => a.out().includes('taking chunks') && b.out().includes('taking chunks'));
    const driver = volley([...MATRIX, '--out', 'reports/queued', '--queue', redis.url], box);
    await until('worker A to play chunks', () => chunksLogged(a) >= 2);
    a.child.kill('SIGKILL');
    expect((await driver.ended).code).toBe(0);
    expect(driver.out()).toBe('');
    expect(chunksLogged(b)).toBeGreaterThan(0);
    expectSameReport(join(box, 'reports', 'queued'), join(box, 'reports', 'local'));
  }, 60_000);

  it('a driver killed mid-run and restarted with --resume picks up the jobs and results in Redis', async () => {
    const args = [...MATRIX, '--out', 'reports/resumed', '--queue', redis.url];
    const first = volley(args, box);
    await until('the driver to record chunks', () => recordedChunks(box, 'resumed') >= 3);
    first.child.kill('SIGKILL');
    await first.ended;
    expect(existsSync(join(box, 'reports', 'resumed'))).toBe(false);
    const again = volley([...args, '--resume'], box);
    expect(await again.ended).toEqual({ code: 0, signal: null });
    expect(again.out()).toBe('');
    expect(existsSync(join(box, 'reports', '.resumed.partial'))).toBe(false);
    expectSameReport(join(box, 'reports', 'resumed'), join(box, 'reports', 'local'));
  }, 60_000);

  it('a tournament through the queue on two workers equals the local run byte for byte, each range played once', async () => {
    const tournament = ['tournament', 'tournament.yaml', '-t', String(TOURNAMENTS), '-q'];
    const local = volley([...tournament, '--workers', '1', '--out', 'reports/t-local'], box);
    expect(await local.ended).toEqual({ code: 0, signal: null });
    const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    while (live.length < 2) live.push(worker());
    await until('two workers to connect', () => live.every((w) => w.out().includes('taking chunks')));
    const before = live.map(tournamentsLogged);
    const driver = volley([...tournament, '--out', 'reports/t-queued', '--queue', redis.url], box);
    expect(await driver.ended).toEqual({ code: 0, signal: null });
    expect(driver.out()).toBe('');
    expectSameReport(join(box, 'reports', 't-queued'), join(box, 'reports', 't-local'));
    // the workers' lines account for every tournament exactly once
    expect(live.reduce((n, w, i) => n + tournamentsLogged(w) - before[i], 0)).toBe(TOURNAMENTS);
  }, 60_000);

  it('a worker signalled twice hands its chunk back at once: another worker plays it long before the lock expires', async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    // locks of two minutes: the run ends in seconds only if the chunk in hand went back to the queue
    const longLock = () => {
      const w = volley(['worker', '--queue', redis.url, '--workers', '1', '--lock-ms', '120000'], bare);
      workers.push(w);
      return w;
    };
    const a = longLock();
    await until('worker A to connect', () => a.out().includes('taking chunks'));
    const run = ['run', 'scenarios/sds/default.yaml', '--games', '4000', '--chunk', '1000', '-q', '--robustness', 'off'];
    const driver = volley([...run, '--out', 'reports/handed', '--queue', redis.url], box);
    // A plays the chunks one at a time: when the first is recorded, A holds the second
    await until('the first chunk', () => recordedChunks(box, 'handed') >= 1, 60_000);
    a.child.kill('SIGINT');
    await until('A to stop', () => a.out().includes('stopping:'));
    a.child.kill('SIGINT');
    expect((await a.ended).code).toBe(130);
    expect(a.out()).toMatch(/games \d+\.\.\d+\): handed back to the queue/);
    const b = longLock();
    expect((await driver.ended).code).toBe(0);
    expect(chunksLogged(b)).toBeGreaterThan(0);
  }, 90_000);

  it('a worker stops cleanly on SIGTERM, and a wrong password is one line with exit 2', async () => {
    const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    for (const w of live) w.child.kill('SIGTERM');
    for (const w of live) {
      expect(await w.ended).toEqual({ code: 0, signal: null });
      expect(w.out()).toContain('volley worker: stopped');
    }
    const wrong = volley([...MATRIX, '--out', 'reports/never', '--queue', redis.url.replace('s3cret-pw', 'wrong')], box);
    expect((await wrong.ended).code).toBe(2);
    expect(wrong.out()).toMatch(/^volley: error: command line at '--queue': cannot use Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0: .*\n$/);
    expect(wrong.out()).not.toContain('wrong');
  }, 60_000);
});
