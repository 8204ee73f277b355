// The driver side of a queued run: enqueue the run's chunks as BullMQ jobs (data only), wait
// for their tallies and hand them back for the runner's in-order merge. Job ids are the run's
// tag and the chunk index: a restarted driver (--resume) re-adds the same ids, which BullMQ
// leaves as they are, so it finds the jobs and results already in Redis; a chunk re-run after a
// worker died is the same tally and completes its job once, so nothing is counted twice.
import { Job, Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { InputError } from '../../rulesets/errors.js';
import { atInterrupt } from '../interruptCleanup.js';
import { connectionOf } from './connect.js';
import { jobIdOf, MISMATCH, QUEUE_PREFIX, queueNameOf, type JobEnvelope } from './protocol.js';
import { describeFingerprint } from './fingerprint.js';
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

/**
 * How long a lane waits for word of its job before it looks whether the job is still in Redis:
 * a Redis restarted without persistence has lost it, and no worker would ever play it.
 */
const CHECK_MS = 5000;

/** BullMQ's own message when waitUntilFinished's ttl runs out (no word yet, not a failure). */
const NO_WORD_YET = 'Job wait ';

/**
 * The job's return value once a worker finished it. A job Redis lost (a restart without
 * persistence, issue 26 item 4) is added again under the same id, so it is played and counted once.
 */
async function finishedValue(queue: Queue, events: QueueEvents, first: Job, data: JobEnvelope, opts: JobsOptions): Promise<unknown> {
  let job = first;
  for (;;) {
    try {
      // also looks at the job's state first: a job finished while nobody listened is found
      return await job.waitUntilFinished(events, CHECK_MS);
    } catch (e) {
      if (!(e instanceof Error && e.message.startsWith(NO_WORD_YET))) throw e;
    }
    if ((await Job.fromId(queue, opts.jobId!)) === undefined) job = await queue.add('chunk', data, opts);
  }
}

/** One job to enqueue: its data (protocol.ts, tournament-job.ts) and what the caller merges it into. */
export interface QueuedJob<T> {
  data: JobEnvelope;
  chunkIndex: number;
  /** Names the chunk in messages, e.g. "chunk 3 of 'a-vs-b'". */
  label: string;
  item: T;
}

function failure(target: QueueTarget, label: string, e: unknown): Error {
  const msg = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ');
  if (msg.startsWith(MISMATCH)) {
    return new InputError(
      'command line',
      '--queue',
      `a worker on ${target.shown} refused the run: ${msg.slice(MISMATCH.length)}`,
      'run the same volley build on the driver and every worker',
    );
  }
  return new Error(`${label} failed on the queue: ${msg}`);
}

/**
 * Plays `jobs` through the queue at `target`; `onResult` gets every job's return value (to be
 * checked by the caller) as it arrives, in any order. `run` names the jobs (stable across
 * --resume) and must be the run the jobs' data names.
 */
export async function playOnQueue<T>(
  target: QueueInUse,
  jobs: Iterator<QueuedJob<T>>,
  run: string,
  onResult: (item: T, value: unknown) => void,
): Promise<void> {
  const connection = connectionOf(target);
  const name = queueNameOf(target.fingerprint);
  const queue = new Queue(name, { connection, prefix: QUEUE_PREFIX });
  const events = new QueueEvents(name, { connection, prefix: QUEUE_PREFIX });
  // ioredis reconnects by itself after a dropped connection; jobs wait in Redis meanwhile
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  // every lane in flight listens on both (Node warns past 10 listeners otherwise)
  queue.setMaxListeners(4 * QUEUE_WINDOW);
  events.setMaxListeners(4 * QUEUE_WINDOW);
  let finished = 0;
  // jobs added and not yet collected: on Ctrl-C those no worker has started are taken back
  const added = new Set<string>();
  const forget = atInterrupt(async () => {
    await Promise.allSettled(
      [...added].map(async (id) => {
        const state = await queue.getJobState(id);
        if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await queue.remove(id);
      }),
    );
  });
  const hint = setTimeout(() => {
    // which workers: only those of this very build take this run's chunks
    if (finished === 0 && process.stderr.isTTY)
      process.stderr.write(
        `\nvolley: no chunk finished yet: waiting for a worker of ` +
          `${describeFingerprint(target.fingerprint)} (volley worker --queue ` +
          `${target.shown} from this same build; workers of other builds do not ` +
          `take these chunks)\n`,
      );
  }, NO_WORKER_HINT_SECONDS * 1000);
  hint.unref();
  try {
    await events.waitUntilReady();
    // The first failure releases every lane still waiting, and the connections close only once
    // no lane uses them: closing under a waiting lane crashed the driver on an unhandled
    // 'Connection is closed' (issue 26 item 1).
    let failed: { error: unknown } | undefined;
    let release: (e: unknown) => void = () => undefined;
    const released = new Promise<never>((_, reject) => (release = reject));
    released.catch(() => undefined);
    const lane = async (): Promise<void> => {
      for (;;) {
        if (failed) return;
        const next = jobs.next();
        if (next.done) return;
        const { data, chunkIndex, label, item } = next.value;
        try {
          const opts: JobsOptions = {
            jobId: jobIdOf(run, chunkIndex),
            attempts: ATTEMPTS,
            removeOnComplete: { age: KEEP_SECONDS },
            removeOnFail: { age: KEEP_SECONDS },
          };
          const job = await queue.add('chunk', data, opts);
          added.add(opts.jobId!);
          // a resumed driver finds the job as the last one left it: a failed one is tried again
          if ((await job.getState()) === 'failed') await job.retry('failed');
          let value: unknown;
          try {
            value = await Promise.race([finishedValue(queue, events, job, data, opts), released]);
          } catch (e) {
            throw failure(target, label, e);
          }
          onResult(item, value);
          finished++;
          // collected and recorded locally: Redis need not keep it
          added.delete(opts.jobId!);
          await job.remove().catch(() => undefined);
        } catch (e) {
          if (!failed) {
            failed = { error: e };
            release(e);
          }
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: QUEUE_WINDOW }, lane));
    if (failed) throw failed.error;
  } finally {
    forget();
    clearTimeout(hint);
    await Promise.allSettled([events.close(), queue.close()]);
  }
}
