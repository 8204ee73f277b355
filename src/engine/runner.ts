import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { findRuleset } from '../rulesets/registry.js';
import { playChunk, playCompareChunk, type ChunkTask, type CompareTally } from './chunk.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from './tally.js';

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
  onProgress?: (gamesDone: number, gamesTotal: number) => void;
  /** Test hook: the worker dies on this chunk's first attempt. */
  crashChunk?: number;
  /** How many times a failed chunk is re-run before the run fails. */
  maxRetries?: number;
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
  // message overhead negligible and a crashed chunk cheap to redo.
  return Math.max(25, Math.min(5000, Math.ceil(totalUnits / (Math.max(1, workers) * 16))));
}

function makeTasks(jobs: MatchupJob[], opts: RunOptions, chunkSize: number): { task: ChunkTask; job: number }[] {
  const tasks: { task: ChunkTask; job: number }[] = [];
  let chunkIndex = 0;
  jobs.forEach((job, j) => {
    const first = job.firstUnit ?? 0;
    const units = first + unitsOf(job);
    for (let start = first; start < units; start += chunkSize) {
      tasks.push({
        job: j,
        task: {
          rulesetId: job.rulesetId,
          matchupId: job.id,
          setupKey: `${j}:${job.id}`,
          setup: job.setup,
          policies: job.policies,
          masterSeed: opts.masterSeed,
          pairs: job.pairs,
          start,
          end: Math.min(units, start + chunkSize),
          chunkIndex: chunkIndex++,
          attempt: 0,
          crashChunk: opts.crashChunk,
          variantSetup: job.variantSetup,
        },
      });
    }
  });
  return tasks;
}

function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  // From dist/ the worker is plain JS; from source (vitest, tsx) it needs the tsx loader.
  if (here.endsWith('.ts')) {
    return { filename: fileURLToPath(new URL('./worker.ts', here)), execArgv: ['--import', 'tsx'] };
  }
  return { filename: fileURLToPath(new URL('./worker.js', here)), execArgv: [] };
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
  const workers = opts.workers ?? defaultWorkers();
  const totalUnits = jobs.reduce((s, j) => s + unitsOf(j), 0);
  const chunkSize = opts.chunkSize ?? autoChunk(totalUnits, workers);
  const tasks = makeTasks(jobs, opts, chunkSize);
  const gamesTotal = jobs.reduce((s, j) => s + unitsOf(j) * (j.pairs ? 2 : 1), 0);
  const partial: (Tally | CompareTally | undefined)[] = new Array(tasks.length);
  let gamesDone = 0;
  const report = (t: ChunkTask) => {
    gamesDone += (t.end - t.start) * (t.pairs ? 2 : 1);
    opts.onProgress?.(gamesDone, gamesTotal);
  };

  if (workers === 0) {
    for (const { task } of tasks) {
      const rs = findRuleset(task.rulesetId)!;
      partial[task.chunkIndex] = task.variantSetup !== undefined ? playCompareChunk(rs, task) : playChunk(rs, task);
      report(task);
    }
  } else {
    const { filename, execArgv } = workerFile();
    const pool = new Piscina({
      filename,
      execArgv,
      minThreads: Math.min(workers, tasks.length),
      maxThreads: workers,
      idleTimeout: 1000,
    });
    // A worker that fails to load would otherwise crash the process (TOOLCHAIN.md).
    let poolError: unknown;
    pool.on('error', (e: unknown) => {
      poolError = e;
    });
    const maxRetries = opts.maxRetries ?? 3;
    const runTask = async (task: ChunkTask): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        try {
          const t = (await pool.run({ ...task, attempt })) as Tally | CompareTally;
          partial[task.chunkIndex] = t;
          report(task);
          return;
        } catch (e) {
          // A crashed or failed worker loses only its chunk: the chunk is replayed from its
          // seeds, so nothing is lost or counted twice.
          if (attempt >= maxRetries) {
            const msg = e instanceof Error ? e.message : String(e);
            throw new Error(`chunk ${task.chunkIndex} of '${task.matchupId}' failed ${attempt + 1} times: ${msg}`);
          }
        }
      }
    };
    try {
      await Promise.all(tasks.map(({ task }) => runTask(task)));
    } finally {
      await pool.destroy();
    }
    if (poolError && partial.some((p) => p === undefined)) throw poolError;
  }

  const merged = jobs.map(() => emptyTally());
  const compared = jobs.map((job) =>
    job.variantSetup === undefined ? undefined : { base: emptyTally(), variant: emptyTally(), diffHist: new Array<number>(job.pairs ? 9 : 5).fill(0) },
  );
  tasks.forEach(({ task, job }) => {
    const p = partial[task.chunkIndex]!;
    const c = compared[job];
    if (c) {
      const pc = p as CompareTally;
      mergeTally(c.base, pc.base);
      mergeTally(c.variant, pc.variant);
      pc.diffHist.forEach((v, i) => (c.diffHist[i] += v));
    } else mergeTally(merged[job], p as Tally);
  });
  return jobs.map((job, j) => {
    const c = compared[j];
    if (!c) return { job, tally: canonicalTally(merged[j]) };
    const cmp = { base: canonicalTally(c.base), variant: canonicalTally(c.variant), diffHist: c.diffHist };
    return { job, tally: cmp.base, compare: cmp };
  });
}
