import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { findRuleset } from '../rulesets/registry.js';
import { SETUP_MISSING, playChunk, playCompareChunk, type ChunkTask, type CompareTally } from './chunk.js';
import { openCheckpoint, shardInUse, type Checkpoint } from './partial.js';
import { workerFile } from './pool.js';
import { playOnQueue, type QueuedJob } from './queue/driver.js';
import type { Fingerprint } from './queue/fingerprint.js';
import { chunkJob, readChunkResult } from './queue/protocol.js';
import { queueInUse } from './queue/use.js';
import { isRunaway } from './runaway.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from './tally.js';
import { compareTallyProblem, tallyProblem } from './tallyCheck.js';

/** One matchup to play: a validated setup, two policies, a number of games. */
export interface MatchupJob {
  /** Stable id: part of every game's seed. */
  id: string;
  rulesetId: string;
  setup: unknown;
  policies: [string, string];
  games: number;
  pairs: boolean;
  /** First unit (game, or pair) index: lets a sequential test continue where the last batch stopped. */
  firstUnit?: number;
  /** Common random numbers: play every game under `setup` and this variant on the same seeds. */
  variantSetup?: unknown;
}

export interface RunOptions {
  masterSeed: number | string;
  /** 0 = play in this thread (no pool); default: all cores. */
  workers?: number;
  /** Units (games, or pairs) per chunk; default chosen from the run size. */
  chunkSize?: number;
  /** `merged`: each job's tally so far (chunks merged in order), for a live score; read only. */
  onProgress?: (gamesDone: number, gamesTotal: number, merged: readonly Tally[]) => void;
  /** Test hook: the worker dies on this chunk's first attempt. */
  crashChunk?: number;
  /** How many times a failed chunk is re-run before the run fails. */
  maxRetries?: number;
  /** Test hook: the worker never returns from this chunk. */
  hangChunk?: number;
  /** Floor of the chunk time bound in seconds (default MIN_CHUNK_SECONDS); tests lower it. */
  minChunkSeconds?: number;
  /**
   * Play on this caller-owned pool (openPool) instead of a pool of this run's own: its workers
   * keep their JIT warm-up from run to run. Its worker count replaces `workers`.
   */
  pool?: WorkerPool;
}

/**
 * Worker threads that outlive one run, for callers that run many batches (sequential tests):
 * a fresh worker spends its first ~1,000 SDS games compiling the game loop (~1.5 s of CPU, as
 * much as ~3,000 games at full speed), and a kept pool pays that once. The caller owns it and
 * closes it; a run that fails (a hung chunk) replaces its threads.
 */
export interface WorkerPool {
  readonly workers: number;
  /** The live threads, started on first use or after a failed run. */
  threads(): Piscina;
  /** Runs played on it so far: each run's setup keys are its own. */
  runs: number;
  /** Ends the threads (after a failure, or when done). */
  close(): Promise<void>;
}

export function openPool(workers: number): WorkerPool {
  let live: Piscina | undefined;
  return {
    workers,
    runs: 0,
    threads() {
      if (live === undefined) {
        const { filename, execArgv } = workerFile();
        live = new Piscina({ filename, execArgv, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
        // A worker that fails to load would otherwise crash the process (TOOLCHAIN.md); its tasks
        // reject and are retried, then fail the run with their own message.
        live.on('error', () => undefined);
      }
      return live;
    },
    async close() {
      const p = live;
      live = undefined;
      await p?.destroy();
    },
  };
}

export interface MatchupResult {
  job: MatchupJob;
  tally: Tally;
  /** Only for jobs with a variantSetup. */
  compare?: CompareTally;
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** Units per job: pairs count two games each. */
export function unitsOf(job: MatchupJob): number {
  return job.pairs ? Math.ceil(job.games / 2) : job.games;
}

function autoChunk(totalUnits: number, workers: number): number {
  // ~16 chunks per worker keeps cores busy to the end and progress smooth; the bounds keep
  // message overhead negligible and a crashed chunk cheap to redo. In-process, a chunk is also
  // how often the run looks up for Ctrl-C, so it stays short.
  const max = workers === 0 ? IN_PROCESS_MAX_CHUNK : 5000;
  return Math.max(25, Math.min(max, Math.ceil(totalUnits / (Math.max(1, workers) * 16))));
}

/**
 * Automatic chunk through a queue or in a shard: a few hundred chunks per run whatever the
 * worker count (every shard, on machines of any size, must cut the same chunks), and at least
 * 100 units, so a queue's round trips per job stay a small part of the time spent playing.
 */
export function portableChunk(totalUnits: number): number {
  return Math.max(100, Math.min(5000, Math.ceil(totalUnits / 256)));
}

/**
 * Largest automatic chunk when playing in this thread: 200 games, under half a second even for
 * the slowest shipped policy, so Ctrl-C is answered within a second.
 */
const IN_PROCESS_MAX_CHUNK = 100;

/**
 * A chunk is given up (and the run fails) when it takes longer than this many times the median
 * chunk time so far (per game, scaled by its size; the median ignores the first chunks' worker
 * start-up), and at least MIN_CHUNK_SECONDS: a healthy chunk varies by a few times at most, a
 * game that never ends does not finish at all.
 */
export const CHUNK_TIME_FACTOR = 50;
export const MIN_CHUNK_SECONDS = 120;
/**
 * Before any chunk of its kind has been timed there is no usual time to go by, and a first chunk
 * of search games on a loaded machine can take minutes: the floor is this many times higher then.
 * The game's own step limit (runaway.ts) catches most games that never end much sooner.
 */
export const UNTIMED_FLOOR_FACTOR = 5;

/** The time bound of the next chunk, from the times of the last ones (a bounded sample: memory stays flat). */
export function chunkClock(minSeconds = MIN_CHUNK_SECONDS): { limitMs(units: number): number; record(ms: number, units: number): void } {
  const recent: number[] = [];
  return {
    limitMs(units) {
      if (recent.length === 0) return 1000 * minSeconds * UNTIMED_FLOOR_FACTOR;
      const sorted = [...recent].sort((a, b) => a - b);
      const median = sorted[(sorted.length - 1) >> 1];
      return Math.max(1000 * minSeconds, CHUNK_TIME_FACTOR * median * units);
    },
    record(ms, units) {
      recent.push(ms / units);
      if (recent.length > 64) recent.shift();
    },
  };
}

/**
 * One chunkClock per key, the key naming the kind of work (clockKey: a matchup and its pair of
 * policies): a run may mix a search policy's games with games a hundred times quicker (a policy
 * ladder, a matrix with --policies), and a bound learnt from the quick ones would give up on a
 * healthy chunk of the slow ones. The keys are bounded by the run's matchups, which the scenario
 * limits bound.
 */
export function chunkClocks(minSeconds = MIN_CHUNK_SECONDS): {
  limitMs(key: string, units: number): number;
  record(key: string, ms: number, units: number): void;
} {
  const clocks = new Map<string, ReturnType<typeof chunkClock>>();
  const of = (key: string) => {
    let clock = clocks.get(key);
    if (clock === undefined) clocks.set(key, (clock = chunkClock(minSeconds)));
    return clock;
  };
  return {
    limitMs: (key, units) => of(key).limitMs(units),
    record: (key, ms, units) => of(key).record(ms, units),
  };
}

/** The kind of work a chunk is, for chunkClocks: its matchup and the policies playing it. */
export function clockKey(task: Pick<ChunkTask, 'matchupId' | 'policies'>): string {
  return `${task.matchupId}\u0000${task.policies[0]}\u0000${task.policies[1]}`;
}

/** Chunk tasks in order, generated as they are needed: memory does not grow with --games. */
function* makeTasks(jobs: MatchupJob[], opts: RunOptions, chunkSize: number, run: number): Generator<{ task: ChunkTask; job: number }> {
  let chunkIndex = 0;
  for (let j = 0; j < jobs.length; j++) {
    const job = jobs[j];
    const first = job.firstUnit ?? 0;
    const units = first + unitsOf(job);
    for (let start = first; start < units; start += chunkSize) {
      yield {
        job: j,
        task: {
          rulesetId: job.rulesetId,
          matchupId: job.id,
          setupKey: `${run}:${j}:${job.id}`,
          run,
          setup: job.setup,
          policies: job.policies,
          masterSeed: opts.masterSeed,
          pairs: job.pairs,
          start,
          end: Math.min(units, start + chunkSize),
          chunkIndex: chunkIndex++,
          attempt: 0,
          crashChunk: opts.crashChunk,
          hangChunk: opts.hangChunk,
          variantSetup: job.variantSetup,
        },
      };
    }
  }
}

/**
 * The tasks still to play: chunks a killed run recorded are merged from the record instead
 * (`restore`), in their place in chunk order.
 */
function* restoring(
  tasks: Generator<{ task: ChunkTask; job: number }>,
  checkpoint: Checkpoint | undefined,
  restore: (task: ChunkTask, job: number, result: Tally | CompareTally) => void,
): Generator<{ task: ChunkTask; job: number }> {
  for (const next of tasks) {
    // another shard's chunk: neither played nor merged here
    if (checkpoint && !checkpoint.mine(next.task.chunkIndex)) continue;
    const t = next.task;
    const games = (t.end - t.start) * (t.pairs ? 2 : 1);
    const check = (r: unknown) => (t.variantSetup !== undefined ? compareTallyProblem(r, games, t.pairs) : tallyProblem(r, games));
    const stored = checkpoint?.restore(t.chunkIndex, t.start, t.end, check);
    if (stored === undefined) yield next;
    else restore(t, next.job, stored as Tally | CompareTally);
  }
}

/** Chunk tasks as queue jobs (engine/queue/protocol.ts), made as the driver takes them. */
function* queuedChunks(
  tasks: Iterable<{ task: ChunkTask; job: number }>,
  run: string,
  fp: Fingerprint,
): Generator<QueuedJob<{ task: ChunkTask; job: number }>> {
  for (const t of tasks)
    yield { data: chunkJob(t.task, run, fp), chunkIndex: t.task.chunkIndex, label: `chunk ${t.task.chunkIndex} of '${t.task.matchupId}'`, item: t };
}

/**
 * Plays every job and returns one merged tally per job. Results are byte-identical for any
 * worker count or chunk size: seeds depend on (master seed, matchup id, game index) only,
 * and tallies hold integers merged in chunk order.
 */
export async function runMatchups(jobs: MatchupJob[], opts: RunOptions): Promise<MatchupResult[]> {
  for (const job of jobs) {
    if (!findRuleset(job.rulesetId)) throw new Error(`unknown ruleset '${job.rulesetId}'`);
  }
  const workers = opts.pool?.workers ?? opts.workers ?? defaultWorkers();
  const totalUnits = jobs.reduce((s, j) => s + unitsOf(j), 0);
  const chunk = opts.chunkSize ?? (queueInUse() || shardInUse() ? portableChunk(totalUnits) : autoChunk(totalUnits, workers));
  // Everything that fixes the tallies (test hooks and run-only settings excluded): a resumed
  // run reuses recorded chunks only under the same key, and with the recorded chunk size.
  const checkpoint = openCheckpoint(
    {
      masterSeed: opts.masterSeed,
      jobs: jobs.map((j) => [j.id, j.rulesetId, j.setup, j.policies, j.games, j.pairs, j.firstUnit ?? 0, j.variantSetup ?? null]),
    },
    chunk,
  );
  try {
    const results = await playAll(jobs, opts, workers, checkpoint?.chunkSize ?? chunk, checkpoint);
    checkpoint?.endBatch();
    return results;
  } finally {
    checkpoint?.close();
  }
}

async function playAll(jobs: MatchupJob[], opts: RunOptions, workers: number, chunkSize: number, checkpoint: Checkpoint | undefined): Promise<MatchupResult[]> {
  const totalUnits = jobs.reduce((s, j) => s + unitsOf(j), 0);
  const gamesTotal = jobs.reduce((s, j) => s + unitsOf(j) * (j.pairs ? 2 : 1), 0);
  let gamesDone = 0;
  // Chunk results are merged in chunk order (a few wait while an earlier chunk finishes), so the
  // merge is the same whatever the worker count; what waits is bounded by the chunks in flight.
  const merged = jobs.map(() => emptyTally());
  opts.onProgress?.(0, gamesTotal, merged);
  const report = (t: ChunkTask) => {
    gamesDone += (t.end - t.start) * (t.pairs ? 2 : 1);
    opts.onProgress?.(gamesDone, gamesTotal, merged);
  };

  const compared = jobs.map((job) =>
    job.variantSetup === undefined ? undefined : { base: emptyTally(), variant: emptyTally(), diffHist: new Array<number>(job.pairs ? 9 : 5).fill(0) },
  );
  const waiting = new Map<number, { job: number; result: Tally | CompareTally }>();
  let nextToMerge = 0;
  const finish = (chunkIndex: number, job: number, result: Tally | CompareTally) => {
    waiting.set(chunkIndex, { job, result });
    for (let w = waiting.get(nextToMerge); w; w = waiting.get(nextToMerge)) {
      waiting.delete(nextToMerge++);
      const c = compared[w.job];
      if (c) {
        const pc = w.result as CompareTally;
        mergeTally(c.base, pc.base);
        mergeTally(c.variant, pc.variant);
        pc.diffHist.forEach((v, i) => (c.diffHist[i] += v));
      } else mergeTally(merged[w.job], w.result as Tally);
    }
  };

  const run = opts.pool && workers > 0 ? ++opts.pool.runs : 0;
  const tasks = restoring(makeTasks(jobs, opts, chunkSize, run), checkpoint, (task, job, result) => {
    finish(task.chunkIndex, job, result);
    report(task);
  });

  const queue = queueInUse();
  if (queue) {
    // the workers are elsewhere: chunks go through Redis, tallies come back (engine/queue/)
    const run = checkpoint?.tag ?? randomBytes(8).toString('hex');
    await playOnQueue(queue, queuedChunks(tasks, run, queue.fingerprint), run, ({ task, job }, value) => {
      const result = readChunkResult(value, task.chunkIndex) as Tally | CompareTally;
      checkpoint?.record(task.chunkIndex, task.start, task.end, result);
      finish(task.chunkIndex, job, result);
      report(task);
    });
  } else if (workers === 0) {
    for (const { task, job } of tasks) {
      const rs = findRuleset(task.rulesetId)!;
      const result = task.variantSetup !== undefined ? playCompareChunk(rs, task) : playChunk(rs, task);
      checkpoint?.record(task.chunkIndex, task.start, task.end, result);
      finish(task.chunkIndex, job, result);
      report(task);
      // let signals (Ctrl-C) and timers in between chunks
      await new Promise((r) => setImmediate(r));
    }
  } else {
    const owned = opts.pool === undefined;
    const workerPool = opts.pool ?? openPool(Math.min(workers, Math.ceil(totalUnits / chunkSize)));
    const pool = workerPool.threads();
    const maxRetries = opts.maxRetries ?? 3;
    const clock = chunkClocks(opts.minChunkSeconds);
    // A setup (~8 KB, ~0.15 ms of structured clone each way) goes to each worker once: the first
    // `workers` chunks of a job carry it, later ones only its key (a worker keeps the games it
    // prepared by key, worker.ts). A worker that has not seen it (a replacement after a crash)
    // fails the chunk with SETUP_MISSING, and the chunk is sent again with the setup.
    const carried = new Map<string, number>();
    const onWire = (task: ChunkTask, attempt: number, withSetup: boolean): ChunkTask => {
      const n = carried.get(task.setupKey) ?? 0;
      if (withSetup || n < workers) {
        carried.set(task.setupKey, n + 1);
        return { ...task, attempt };
      }
      return { ...task, attempt, setup: null, variantSetup: task.variantSetup === undefined ? undefined : null, setupOmitted: true };
    };
    const runTask = async (task: ChunkTask, job: number): Promise<void> => {
      let withSetup = false;
      for (let attempt = 0; ; attempt++) {
        const units = task.end - task.start;
        const limitMs = clock.limitMs(clockKey(task), units);
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), limitMs);
        const started = Date.now();
        try {
          const t = (await pool.run(onWire(task, attempt, withSetup), { signal: abort.signal })) as Tally | CompareTally;
          clock.record(clockKey(task), Date.now() - started, units);
          checkpoint?.record(task.chunkIndex, task.start, task.end, t);
          finish(task.chunkIndex, job, t);
          report(task);
          return;
        } catch (e) {
          if (abort.signal.aborted) {
            throw new Error(
              `chunk ${task.chunkIndex} of '${task.matchupId}' (units ` +
                `${task.start}..${task.end - 1}) took over ` +
                `${Math.round(limitMs / 1000)} s, ${CHUNK_TIME_FACTOR} times the usual ` +
                `time for its size: a game there does not end (a rules bug); volley ` +
                `replay can show games of that range`,
            );
          }
          // A runaway game is replayed identically: retrying it cannot help.
          if (isRunaway(e)) throw e;
          if (e instanceof Error && e.message.startsWith(SETUP_MISSING) && !withSetup) {
            withSetup = true;
            attempt--; // not a failure: the same attempt again, with the setup
            continue;
          }
          // A crashed or failed worker loses only its chunk: the chunk is replayed from its
          // seeds, so nothing is lost or counted twice.
          if (attempt >= maxRetries) {
            const msg = e instanceof Error ? e.message : String(e);
            throw new Error(`chunk ${task.chunkIndex} of '${task.matchupId}' failed ${attempt + 1} times: ${msg}`);
          }
        } finally {
          clearTimeout(timer);
        }
      }
    };
    // One lane per worker pulls tasks from the lazy generator: at most `workers` chunks exist at
    // once, and none waits in the pool's queue, so a chunk's time bound counts its own play only.
    const lanes = workers;
    let failed = false;
    const lane = async (): Promise<void> => {
      for (;;) {
        if (failed) return;
        const next = tasks.next();
        if (next.done) return;
        try {
          await runTask(next.value.task, next.value.job);
        } catch (e) {
          failed = true;
          throw e;
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: lanes }, lane));
    } catch (e) {
      await workerPool.close(); // a hung chunk's thread spins until its pool ends
      throw e;
    } finally {
      if (owned) await workerPool.close();
    }
  }

  return jobs.map((job, j) => {
    const c = compared[j];
    if (!c) return { job, tally: canonicalTally(merged[j]) };
    const cmp = { base: canonicalTally(c.base), variant: canonicalTally(c.variant), diffHist: c.diffHist };
    return { job, tally: cmp.base, compare: cmp };
  });
}
