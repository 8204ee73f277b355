// The worker side (`volley worker`): take chunk jobs from the queue until stopped, check each
// on receipt (protocol.ts) and play it on this machine's thread pool. Prepared games are cached
// per setup content in each thread, so a worker serves run after run without restarting.
import { Worker, UnrecoverableError, type Job } from 'bullmq';
import { Piscina } from 'piscina';
import type { CompareTally, ChunkTask } from '../chunk.js';
import { workerFile } from '../pool.js';
import { isRunaway } from '../runaway.js';
import { CHUNK_TIME_FACTOR, chunkClock } from '../runner.js';
import type { Tally } from '../tally.js';
import { connectionOf } from './connect.js';
import { describeFingerprint, fingerprint } from './fingerprint.js';
import { JobRefused, QUEUE_NAME, QUEUE_PREFIX, readChunkJob } from './protocol.js';
import type { QueueTarget } from './url.js';

/** BullMQ's default: a worker that stops renewing its lock this long loses the job to another. */
export const DEFAULT_LOCK_MS = 30_000;

/** Times the same job may be found stalled (its worker died) and re-run before it fails. */
const MAX_STALLED = 3;

export interface ServeOptions {
  /** Chunks played at once (threads). */
  workers: number;
  /** Lock duration and stalled-job check interval in ms (tests lower them). */
  lockMs?: number;
  log: (line: string) => void;
}

export interface Serving {
  /** Stops taking jobs and waits for the chunks in hand to finish. */
  stop(): Promise<void>;
  inHand(): number;
}

function describe(task: ChunkTask): string {
  const per = task.pairs ? 2 : 1;
  return `chunk ${task.chunkIndex} of '${task.matchupId}' (${task.policies.join(' vs ')}, games ${task.start * per}..${task.end * per - 1})`;
}

export async function serveQueue(target: QueueTarget, opts: ServeOptions): Promise<Serving> {
  const fp = fingerprint();
  const { filename, execArgv } = workerFile();
  const pool = new Piscina({ filename, execArgv, minThreads: opts.workers, maxThreads: opts.workers, idleTimeout: 60_000 });
  // a thread that fails to load rejects its task (retried by BullMQ) instead of killing the process
  pool.on('error', () => undefined);
  const clock = chunkClock();
  let inHand = 0;
  const play = async (job: Job): Promise<Tally | CompareTally> => {
    let task: ChunkTask;
    try {
      task = readChunkJob(job.data, fp);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      opts.log(`refused job ${String(job.id)}: ${msg}`);
      // refused for good: another try on any worker of this build would refuse it the same way
      if (e instanceof JobRefused) throw new UnrecoverableError(msg);
      throw e;
    }
    const units = task.end - task.start;
    const limitMs = clock.limitMs(units);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), limitMs);
    const started = Date.now();
    inHand++;
    try {
      const result = (await pool.run(task, { signal: abort.signal })) as Tally | CompareTally;
      const ms = Date.now() - started;
      clock.record(ms, units);
      const games = units * (task.pairs ? 2 : 1);
      opts.log(`${describe(task)}: ${games} games in ${(ms / 1000).toFixed(1)} s (${Math.round(games / Math.max(ms / 1000, 1e-3))} games/s)`);
      return result;
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (abort.signal.aborted) {
        const why = `${describe(task)} took over ${Math.round(limitMs / 1000)} s, ${CHUNK_TIME_FACTOR} times the usual time for its size: a game there does not end (a rules bug); volley replay can show games of that range`;
        opts.log(why);
        throw new UnrecoverableError(why);
      }
      opts.log(`${describe(task)} failed: ${msg}`);
      // a runaway game is replayed identically: no other try can help
      if (isRunaway(e)) throw new UnrecoverableError(msg);
      throw e;
    } finally {
      clearTimeout(timer);
      inHand--;
    }
  };
  const lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
  const worker = new Worker(QUEUE_NAME, play, {
    connection: connectionOf(target),
    prefix: QUEUE_PREFIX,
    concurrency: opts.workers,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: MAX_STALLED,
  });
  let lastError = '';
  worker.on('error', (e: Error) => {
    // ioredis reconnects by itself: say so once per distinct problem, not once per retry
    if (e.message !== lastError) opts.log(`Redis: ${e.message} (retrying)`);
    lastError = e.message;
  });
  await worker.waitUntilReady();
  opts.log(`taking chunks from ${target.shown} on ${opts.workers} thread(s) (${describeFingerprint(fp)}); Ctrl-C to stop`);
  return {
    inHand: () => inHand,
    async stop() {
      await worker.close();
      await pool.destroy();
    },
  };
}
