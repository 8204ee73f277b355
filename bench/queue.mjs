// Queue overhead: throughput through BullMQ/Redis with two single-thread `volley worker`s on
// this machine against a local two-worker run of the same games and chunks (from dist/).
// Usage: npm run bench -- --queue [--seconds 3] [--only intro|sds]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { endQueue, requestQueue } from '../dist/engine/queue/use.js';
import { runMatchups } from '../dist/engine/runner.js';
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
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
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
      let rate = 0;
      for (let k = 0; k < 2; k++) {
        const t = performance.now();
        await runMatchups([{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies: [p, p], games: probe, pairs: true }], { masterSeed: 1, workers: 2 });
        rate = probe / ((performance.now() - t) / 1000);
      }
      const games = Math.max(10_000, 2 * Math.round((rate * seconds) / 2));
      // the same chunks both ways: 16 per worker, as a local run cuts them
      const chunkSize = Math.max(25, Math.ceil(games / 2 / 32));
      const timed = async (queued, n) => {
        const job = [{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies: [p, p], games: n, pairs: true }];
        if (queued) await requestQueue(url);
        const t0 = performance.now();
        try {
          await runMatchups(job, { masterSeed: 1, workers: 2, chunkSize });
        } finally {
          endQueue();
        }
        return (performance.now() - t0) / 1000;
      };
      // Throughput is measured at the margin: (2N − N) games over the extra time, best of three,
      // so fixed costs (a local pool starts its threads on every run, queue workers are already
      // running) cancel and what is left is the cost per game, queue round trips included.
      const best = { local: [Infinity, Infinity], queue: [Infinity, Infinity] };
      for (let rep = 0; rep < 3; rep++) {
        for (const mode of ['local', 'queue']) {
          best[mode][0] = Math.min(best[mode][0], await timed(mode === 'queue', games));
          best[mode][1] = Math.min(best[mode][1], await timed(mode === 'queue', 2 * games));
        }
      }
      const whole = (m) => (2 * games) / best[m][1];
      const margin = (m) => games / Math.max(1e-9, best[m][1] - best[m][0]);
      const overhead = 100 * (1 - margin('queue') / margin('local'));
      console.log(
        `  ${sc.ruleset.id} (${p}, ${games} and ${2 * games} games, ${chunkSize} pairs per chunk): ` +
          `local ${fmt(margin('local'))} games/s (whole run ${fmt(whole('local'))}), queue ${fmt(margin('queue'))} games/s (whole run ${fmt(whole('queue'))}); ` +
          `queue overhead ${overhead.toFixed(1)}% at the margin (target < 10%)`,
      );
    }
  } finally {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}
