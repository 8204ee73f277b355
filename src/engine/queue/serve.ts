// The worker side (`volley worker`): take jobs (game chunks, tournament ranges) from the queue
// until stopped, check each on receipt (protocol.ts, tournament-job.ts) and play it on this
// machine's thread pool. Prepared games are cached per setup content in each thread, so a
// worker serves run after run without restarting.
import { Worker, UnrecoverableError, WaitingError, type Job } from 'bullmq';
import { Piscina } from 'piscina';
import type { ChunkTask } from '../chunk.js';
import { workerFile } from '../pool.js';
import { isRunaway } from '../runaway.js';
import { CHUNK_TIME_FACTOR, chunkClocks, clockKey } from '../runner.js';
import type { TournamentTask } from '../tournament.js';
import { connectionOf } from './connect.js';
import { describeFingerprint, fingerprint, type Fingerprint } from './fingerprint.js';
import { isObject, JobRefused, QUEUE_PREFIX, queueNameOf, readChunkJob } from './protocol.js';
import { readTournamentJob } from './tournament-job.js';
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
  /**
   * Stops playing the chunks in hand and puts them back in the queue at once, for any worker to
   * play (instead of waiting for their locks to expire); resolves with how many went back.
   */
  handBack(): Promise<number>;
  inHand(): number;
}

/** A job read and checked, ready for the pool: which entry point plays it and how to name it. */
interface Work {
  task: ChunkTask | TournamentTask;
  /** The worker thread's export that plays it (engine/worker.ts). */
  entry: 'default' | 'runTournaments';
  units: number;
  label: string;
  /** What a finished job played, e.g. 400 'games'. */
  count: number;
  noun: 'games' | 'tournaments';
}

function readJob(data: unknown, fp: Fingerprint): Work {
  if (isObject(data) && data.kind === 'tournaments') {
    const { task, chunkIndex } = readTournamentJob(data, fp);
    const units = task.end - task.start;
    return {
      task,
      entry: 'runTournaments',
      units,
      label: `tournaments ${task.start}..${task.end - 1} of '${task.world.name}' ` + `(range ${chunkIndex})`,
      count: units,
      noun: 'tournaments',
    };
  }
  const task = readChunkJob(data, fp);
  const per = task.pairs ? 2 : 1;
  const units = task.end - task.start;
  return {
    task,
    entry: 'default',
    units,
    label: `chunk ${task.chunkIndex} of '${task.matchupId}' (${task.policies.join(' vs ')}, games ${task.start * per}..${task.end * per - 1})`,
    count: units * per,
    noun: 'games',
  };
}

export async function serveQueue(target: QueueTarget, opts: ServeOptions): Promise<Serving> {
  const fp = fingerprint();
  const { filename, execArgv } = workerFile();
  const pool = new Piscina({ filename, execArgv, minThreads: opts.workers, maxThreads: opts.workers, idleTimeout: 60_000 });
  // a thread that fails to load rejects its task (retried by BullMQ) instead of killing the process
  pool.on('error', () => undefined);
  // a game and a tournament, or games of a quick and a search policy, take very different times:
  // each kind of work has its own usual time
  const clocks = chunkClocks();
  let inHand = 0;
  /** The aborts of the chunks in hand, and whether they are being handed back (handBack). */
  const playing = new Set<AbortController>();
  let handingBack = false;
  let handedBack = 0;
  let handedBackAll: (() => void) | null = null;
  const play = async (job: Job, token?: string): Promise<unknown> => {
    let work: Work;
    try {
      work = readJob(job.data, fp);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      opts.log(`refused job ${String(job.id)}: ${msg}`);
      // refused for good: another try on any worker of this build would refuse it the same way
      if (e instanceof JobRefused) throw new UnrecoverableError(msg);
      throw e;
    }
    const key = work.entry === 'default' ? clockKey(work.task as ChunkTask) : work.entry;
    const limitMs = clocks.limitMs(key, work.units);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), limitMs);
    const started = Date.now();
    inHand++;
    playing.add(abort);
    try {
      if (handingBack) abort.abort();
      const result: unknown = await pool.run(work.task, { name: work.entry, signal: abort.signal });
      const ms = Date.now() - started;
      clocks.record(key, ms, work.units);
      opts.log(
        `${work.label}: ${work.count} ${work.noun} in ${(ms / 1000).toFixed(1)} ` +
          `s (${Math.round(work.count / Math.max(ms / 1000, 1e-3))} ` +
          `${work.noun}/s)`,
      );
      return result;
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (handingBack) {
        // back to the waiting list as it was: the next worker plays it from its first game
        await job.moveToWait(token);
        handedBack++;
        opts.log(`${work.label}: handed back to the queue`);
        throw new WaitingError();
      }
      if (abort.signal.aborted) {
        const why =
          `${work.label} took over ${Math.round(limitMs / 1000)} s, ` +
          `${CHUNK_TIME_FACTOR} times the usual time for its size: a game there ` +
          `does not end (a rules bug); volley replay can show games of that range`;
        opts.log(why);
        throw new UnrecoverableError(why);
      }
      opts.log(`${work.label} failed: ${msg}`);
      // a runaway game is replayed identically: no other try can help
      if (isRunaway(e)) throw new UnrecoverableError(msg);
      throw e;
    } finally {
      clearTimeout(timer);
      playing.delete(abort);
      inHand--;
      if (inHand === 0) handedBackAll?.();
    }
  };
  const lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
  const worker = new Worker(queueNameOf(fp), play, {
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
    handBack() {
      handingBack = true;
      const done = new Promise<void>((resolve) => {
        handedBackAll = resolve;
        if (inHand === 0) resolve();
      });
      for (const abort of playing) abort.abort();
      return done.then(() => handedBack);
    },
    async stop() {
      await worker.close();
      await pool.destroy();
    },
  };
}
