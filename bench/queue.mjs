// Queue overhead: throughput through BullMQ/Redis with two single-thread `volley worker`s on
// this machine against a local two-worker run of the same games and chunks (from dist/). Both
// sides are warm: the queue's workers are long-lived, so the local runs use one kept pool
// (openPool) whose threads have already compiled the game loop.
// Usage: npm run bench -- --queue [--seconds 3] [--only intro|sds]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { endQueue, requestQueue } from '../dist/engine/queue/use.js';
import { openPool, runMatchups } from '../dist/engine/runner.js';
import { loadScenario } from '../dist/scenario/load.js';

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** User + system CPU seconds of a /proc stat file (fields 14 and 15, in ticks of 1/100 s); 0 off Linux. */
function statSeconds(file) {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far: `total` by this process (all its threads) and `children`;
 * `machinery` by what only the queue needs: this process, redis-server (children[0]) and the
 * workers' main threads (BullMQ; their games are played on other threads).
 */
function cpuSeconds(children) {
  const own = process.cpuUsage();
  const mine = (own.user + own.system) / 1e6;
  let total = mine;
  let machinery = mine;
  children.forEach((c, i) => {
    const whole = statSeconds(`/proc/${c.pid}/stat`);
    total += whole;
    machinery += i === 0 ? whole : statSeconds(`/proc/${c.pid}/task/${c.pid}/stat`);
  });
  return { total, machinery };
}

function waitFor(child, text, what) {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}: ${out}`)));
  });
}

export async function queueBench({ seconds, only, fmt }) {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log('queue bench skipped: redis-server is not installed (apt-get install redis-server)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'volley-bench-redis-'));
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const children = [redis];
  try {
    await waitFor(redis, 'Ready to accept connections', 'redis-server');
    const url = `redis://127.0.0.1:${port}/0`;
    for (let i = 0; i < 2; i++) {
      const w = spawn(process.execPath, ['dist/cli.js', 'worker', '--queue', url, '--workers', '1'], { stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(w);
      await waitFor(w, 'taking chunks', 'volley worker');
    }
    console.log(`queue overhead (dist/, redis-server on loopback, 2 single-thread workers vs a local 2-worker pool; best of 3)`);
    for (const file of ['scenarios/intro/default.yaml', 'scenarios/sds/default.yaml']) {
      const sc = loadScenario(file);
      if (only && sc.ruleset.id !== only) continue;
      const p = sc.ruleset.defaultPolicy;
      // size the run from a short local measurement: ~`seconds` of play on two workers
      // (the second of two probes: the first pays for thread start-up and compilation)
      const probe = 2000;
      const pool = openPool(2);
      let rate = 0;
      for (let k = 0; k < 2; k++) {
        const t = performance.now();
        await runMatchups([{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies: [p, p], games: probe, pairs: true }], {
          masterSeed: 1,
          workers: 2,
          pool,
        });
        rate = probe / ((performance.now() - t) / 1000);
      }
      // at least 8 s of play: a run's fixed queue costs (connections, BullMQ's scripts) are paid once
      const games = Math.max(10_000, 2 * Math.round((rate * Math.max(seconds, 8)) / 2));
      // the same chunks both ways: 16 per worker, as a local run cuts them
      const chunkSize = Math.max(25, Math.ceil(games / 2 / 32));
      const timed = async (queued) => {
        const job = [{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies: [p, p], games, pairs: true }];
        if (queued) await requestQueue(url);
        const cpu0 = cpuSeconds(children);
        const t0 = performance.now();
        try {
          await runMatchups(job, { masterSeed: 1, workers: 2, chunkSize, pool: queued ? undefined : pool });
        } finally {
          endQueue();
        }
        const cpu1 = cpuSeconds(children);
        return { wall: (performance.now() - t0) / 1000, cpu: cpu1.total - cpu0.total, machinery: cpu1.machinery - cpu0.machinery };
      };
      // Wall-clock throughput (best of three) is what a user sees, but on a shared machine it
      // swings with the load; CPU seconds per game (this process with its threads, plus the
      // workers and redis-server) hardly do, so the overhead is also given as extra CPU per game.
      const best = { local: { wall: Infinity, cpu: Infinity }, queue: { wall: Infinity, cpu: Infinity, machinery: Infinity } };
      for (let rep = 0; rep < 3; rep++) {
        for (const mode of ['local', 'queue']) {
          const r = await timed(mode === 'queue');
          best[mode].wall = Math.min(best[mode].wall, r.wall);
          best[mode].cpu = Math.min(best[mode].cpu, r.cpu);
          if (mode === 'queue') best.queue.machinery = Math.min(best.queue.machinery, r.machinery);
        }
      }
      const wallOverhead = 100 * (best.queue.wall / best.local.wall - 1);
      const cpuOverhead = 100 * (best.queue.cpu / best.local.cpu - 1);
      console.log(
        `  ${sc.ruleset.id} (${p}, ${games} games, ${chunkSize} pairs per chunk): ` +
          `local ${fmt(games / best.local.wall)} games/s, queue ${fmt(games / best.queue.wall)} games/s (${wallOverhead.toFixed(1)}% longer); ` +
          `CPU per game: local ${((1e6 * best.local.cpu) / games).toFixed(0)} µs (a ` +
          `warm kept pool), queue ${((1e6 * best.queue.cpu) / games).toFixed(0)} µs ` +
          `(${cpuOverhead.toFixed(1)}% more), ` +
          `of which the queue itself (driver, redis-server, workers' BullMQ ` +
          `threads) ${((1e6 * best.queue.machinery) / games).toFixed(0)} µs = ` +
          `${((100 * best.queue.machinery) / best.queue.cpu).toFixed(1)}% (target ` +
          `< 10%)`,
      );
      await pool.close();
    }
  } finally {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}
