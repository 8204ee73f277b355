// The driver side of a queued run: enqueue the run's chunks as BullMQ jobs (data only), wait
// for their tallies and hand them back for the runner's in-order merge. Job ids are the run's
// tag and the chunk index: a restarted driver (--resume) re-adds the same ids, which BullMQ
// leaves as they are, so it finds the jobs and results already in Redis; a chunk re-run after a
// worker died is the same tally and completes its job once, so nothing is counted twice.
import { Queue, QueueEvents } from 'bullmq';
import type { ChunkTask } from '../chunk.js';
import { InputError } from '../../scenario/errors.js';
import { connectionOf } from './connect.js';
import { chunkJob, jobIdOf, MISMATCH, QUEUE_NAME, QUEUE_PREFIX, readChunkResult } from './protocol.js';
import type { QueueTarget } from './url.js';
import type { QueueInUse } from './use.js';

/**
 * Jobs in the queue at once per driver: enough to keep a large farm busy, few enough that Redis
 * holds a bounded number of setups and the in-order merge a bounded number of tallies.
 */
export const QUEUE_WINDOW = 256;

/** How long finished and failed jobs a driver did not collect (it was killed) stay in Redis. */
const KEEP_SECONDS = 7 * 24 * 3600;

/** Tries per chunk: a worker thread that crashed is retried; a refused job is not (UnrecoverableError). */
const ATTEMPTS = 3;

/** Seconds without any finished chunk before the driver says it may have no workers (on a terminal). */
const NO_WORKER_HINT_SECONDS = 15;

export interface QueuedTask {
  task: ChunkTask;
  job: number;
}

function failure(target: QueueTarget, task: ChunkTask, e: unknown): Error {
  const msg = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ');
  if (msg.startsWith(MISMATCH)) {
    return new InputError('command line', '--queue', `a worker on ${target.shown} refused the run: ${msg.slice(MISMATCH.length)}`, 'run the same volley build on the driver and every worker');
  }
  return new Error(`chunk ${task.chunkIndex} of '${task.matchupId}' failed on the queue: ${msg}`);
}

/**
 * Plays `tasks` through the queue at `target`; `onResult` gets every chunk's tally as it
 * arrives (in any order). `run` names the jobs (stable across --resume).
 */
export async function playOnQueue(
  target: QueueInUse,
  tasks: Iterator<QueuedTask>,
  run: string,
  onResult: (task: ChunkTask, job: number, result: unknown) => void,
): Promise<void> {
  const fp = target.fingerprint;
  const connection = connectionOf(target);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  const events = new QueueEvents(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  // ioredis reconnects by itself after a dropped connection; jobs wait in Redis meanwhile
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  // every lane in flight listens on both (Node warns past 10 listeners otherwise)
  queue.setMaxListeners(4 * QUEUE_WINDOW);
  events.setMaxListeners(4 * QUEUE_WINDOW);
  let finished = 0;
  const hint = setTimeout(() => {
    if (finished === 0 && process.stderr.isTTY) process.stderr.write(`\nvolley: no chunk finished yet: is a worker running? (volley worker --queue ${target.shown})\n`);
  }, NO_WORKER_HINT_SECONDS * 1000);
  hint.unref();
  try {
    await events.waitUntilReady();
    let failed = false;
    const lane = async (): Promise<void> => {
      for (;;) {
        if (failed) return;
        const next = tasks.next();
        if (next.done) return;
        const { task, job } = next.value;
        try {
          const added = await queue.add('chunk', chunkJob(task, run, fp), {
            jobId: jobIdOf(run, task.chunkIndex),
            attempts: ATTEMPTS,
            removeOnComplete: { age: KEEP_SECONDS },
            removeOnFail: { age: KEEP_SECONDS },
          });
          // a resumed driver finds the job as the last one left it: a failed one is tried again
          if ((await added.getState()) === 'failed') await added.retry('failed');
          let value: unknown;
          try {
            value = await added.waitUntilFinished(events);
          } catch (e) {
            throw failure(target, task, e);
          }
          onResult(task, job, readChunkResult(value, task.chunkIndex));
          finished++;
          // collected and recorded locally: Redis need not keep it
          await added.remove().catch(() => undefined);
        } catch (e) {
          failed = true;
          throw e;
        }
      }
    };
    await Promise.all(Array.from({ length: QUEUE_WINDOW }, lane));
  } finally {
    clearTimeout(hint);
    await Promise.allSettled([events.close(), queue.close()]);
  }
}
