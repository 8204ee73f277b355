import { randomBytes } from 'node:crypto';
import { Piscina } from 'piscina';
import { openCheckpoint, shardInUse, type Checkpoint } from '../../engine/partial.js';
import { workerFile } from '../../engine/pool.js';
import { playOnQueue } from '../../engine/queue/driver.js';
import { readTournamentResult, tournamentJob } from '../../engine/queue/tournament-job.js';
import { queueInUse } from '../../engine/queue/use.js';
import { tournamentTallyProblem } from '../../engine/tallyCheck.js';
import { CHUNK_TIME_FACTOR, chunkClock, defaultWorkers } from '../../engine/runner.js';
import { scoreInterval, wilson } from '../../engine/stats/index.js';
import {
  emptyTournamentTally,
  mergeTournamentTally,
  playTournaments,
  type TournamentTally,
  type TournamentTask,
  type TournamentWorld,
} from '../../engine/tournament.js';
import { findRuleset } from '../../rulesets/registry.js';
import type { TournamentSpec } from './spec.js';

export interface TournamentFlags {
  tournaments?: number;
  seed?: number | string;
  workers?: number;
  /** Tournaments per task sent to a worker (default: automatic). */
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface PlayerResult {
  player: string;
  main: string;
  secondary: string;
  policy: string;
  winEvent: number;
  winLo: number;
  winHi: number;
  meanRank: number;
  rankLo: number;
  rankHi: number;
  meanPoints: number;
  pointsLo: number;
  pointsHi: number;
  /** Share of this player's games played with the secondary list. */
  secondaryShare: number;
  rankHist: number[];
}

export interface ListResult {
  list: string;
  poule: string;
  nation: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  scoreLo: number;
  scoreHi: number;
  meanPointsPerGame: number;
  asMain: number;
  asSecondary: number;
  /** Players who bring it as main / secondary. */
  mainOf: string;
  secondaryOf: string;
  /** P(a player whose main list this is wins the event), averaged over those players. */
  winEventAsMain: number;
}

export interface TournamentResult {
  spec: TournamentSpec;
  world: TournamentWorld;
  tally: TournamentTally;
  players: PlayerResult[];
  lists: ListResult[];
  seed: number | string;
  workers: number;
  seconds: number;
}

export function worldOf(spec: TournamentSpec, seed: number | string): TournamentWorld {
  return {
    rulesetId: spec.ruleset.id,
    name: spec.name,
    masterSeed: seed,
    rounds: spec.rounds,
    avoidRematches: spec.avoidRematches,
    players: spec.players.map((p) => ({ name: p.name, main: p.main, secondary: p.secondary, policy: p.policy, poule: spec.lists[p.main].poule })),
    listCount: spec.lists.length,
    canMeet: spec.canMeet,
    tiebreaks: spec.tiebreaks.filter((t) => t.available).map((t) => ({ metric: t.metric, of: t.of })),
    setups: Object.fromEntries(spec.setups),
  };
}

/**
 * Simulates many tournaments. Each game is played by the ruleset (not sampled from a matchup
 * table): exact for any pairing, and cheaper than a table unless the run has far more tournaments
 * than the table would need games (every list pair × thousands of games). Tournaments are
 * independent and seeded by (master seed, name, index), so the result is identical for any worker
 * count or chunk size.
 */
/** Tournaments per chunk when playing in this thread: a few hundred games, well under a second. */
const IN_PROCESS_TOURNAMENTS = 10;

export async function runTournament(spec: TournamentSpec, flags: TournamentFlags): Promise<TournamentResult> {
  const started = Date.now();
  const n = flags.tournaments ?? spec.tournaments;
  const seed = flags.seed ?? spec.seed ?? 1;
  const workers = flags.workers ?? defaultWorkers();
  const world = worldOf(spec, seed);
  // in this thread a chunk is also how often Ctrl-C is looked at: a few tournaments only
  const perWorkers = Math.max(1, Math.min(workers === 0 ? IN_PROCESS_TOURNAMENTS : 500, Math.ceil(n / (Math.max(1, workers) * 8))));
  // a shard or a queue cuts the same ranges on any machine: not from this machine's worker count
  const auto = flags.chunk ?? (shardInUse() || queueInUse() ? Math.max(1, Math.min(500, Math.ceil(n / 64))) : perWorkers);
  // finished ranges are recorded durably for --resume (engine/partial.ts), keyed by what fixes them
  const checkpoint = openCheckpoint({ tournament: world, tournaments: n }, auto);
  try {
    const result = await simulate(spec, flags, world, n, checkpoint?.chunkSize ?? auto, checkpoint, started, seed, workers);
    checkpoint?.endBatch();
    return result;
  } finally {
    checkpoint?.close();
  }
}

async function simulate(
  spec: TournamentSpec,
  flags: TournamentFlags,
  world: TournamentWorld,
  n: number,
  chunk: number,
  checkpoint: Checkpoint | undefined,
  started: number,
  seed: number | string,
  workers: number,
): Promise<TournamentResult> {
  // Ranges are made as they are needed and merged in order as they finish: memory stays flat
  // whatever --tournaments (making them all up front ran out of memory at 10^12).
  const tally = emptyTournamentTally(world.players.length, world.listCount);
  const waiting = new Map<number, TournamentTally>();
  let nextToMerge = 0;
  const finish = (k: number, part: TournamentTally) => {
    waiting.set(k, part);
    for (let w = waiting.get(nextToMerge); w; w = waiting.get(nextToMerge)) {
      waiting.delete(nextToMerge++);
      mergeTournamentTally(tally, w);
    }
  };
  let nextStart = 0;
  let nextIndex = 0;
  let done = 0;
  /** The next range to play; ranges an interrupted run recorded are merged from the record instead. */
  const take = (): { k: number; s: number; e: number } | undefined => {
    while (nextStart < n) {
      const r = { k: nextIndex++, s: nextStart, e: Math.min(n, nextStart + chunk) };
      nextStart = r.e;
      // another shard's range
      if (checkpoint && !checkpoint.mine(r.k)) continue;
      const stored = checkpoint?.restore(r.k, r.s, r.e, (t) => tournamentTallyProblem(t, r.e - r.s, world.players.length, world.listCount));
      if (stored === undefined) return r;
      finish(r.k, stored as TournamentTally);
      done += r.e - r.s;
      flags.onProgress?.(done, n);
    }
    return undefined;
  };
  const queue = queueInUse();
  if (queue) {
    // the workers are elsewhere: ranges go through Redis as data (engine/queue/tournament-job.ts)
    const run = checkpoint?.tag ?? randomBytes(8).toString('hex');
    const jobs = function* () {
      for (let r = take(); r; r = take()) {
        const task: TournamentTask = { world, start: r.s, end: r.e };
        yield { data: tournamentJob(task, r.k, run, queue.fingerprint), chunkIndex: r.k, label: `tournaments ${r.s}..${r.e - 1}`, item: r };
      }
    };
    await playOnQueue(queue, jobs(), run, (r, value) => {
      const part = readTournamentResult(value, r.k);
      checkpoint?.record(r.k, r.s, r.e, part);
      finish(r.k, part);
      done += r.e - r.s;
      flags.onProgress?.(done, n);
    });
  } else if (workers === 0) {
    const rs = findRuleset(world.rulesetId)!;
    for (let r = take(); r; r = take()) {
      const part = playTournaments(world, rs, r.s, r.e);
      checkpoint?.record(r.k, r.s, r.e, part);
      finish(r.k, part);
      done += r.e - r.s;
      flags.onProgress?.(done, n);
      await new Promise((res) => setImmediate(res)); // let Ctrl-C in between chunks
    }
  } else {
    const { filename, execArgv } = workerFile();
    const pool = new Piscina({ filename, execArgv, minThreads: Math.min(workers, Math.ceil(n / chunk)), maxThreads: workers, idleTimeout: 1000 });
    // a worker that fails to load rejects its tasks (and would otherwise crash the process)
    pool.on('error', () => undefined);
    const clock = chunkClock();
    const lane = async (): Promise<void> => {
      for (let r = take(); r; r = take()) {
        const task: TournamentTask = { world, start: r.s, end: r.e };
        // a tournament whose game never ends must not hang the run (see runner.ts)
        const limit = clock.limitMs(r.e - r.s);
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), limit);
        const started = Date.now();
        let part: TournamentTally;
        try {
          part = (await pool.run(task, { name: 'runTournaments', signal: abort.signal })) as TournamentTally;
        } catch (e) {
          if (!abort.signal.aborted) throw e;
          throw new Error(
            `tournaments ${r.s}..${r.e - 1} took over ${Math.round(limit / 1000)} ` +
              `s, ${CHUNK_TIME_FACTOR} times the usual time: a game there does not ` +
              `end (a rules bug)`,
          );
        } finally {
          clearTimeout(timer);
        }
        clock.record(Date.now() - started, r.e - r.s);
        checkpoint?.record(r.k, r.s, r.e, part);
        finish(r.k, part);
        done += r.e - r.s;
        flags.onProgress?.(done, n);
      }
    };
    try {
      await Promise.all(Array.from({ length: workers }, lane));
    } finally {
      await pool.destroy();
    }
  }
  return { spec, world, tally, ...summariseTournaments(spec, tally), seed, workers, seconds: (Date.now() - started) / 1000 };
}

const Z = 1.959963984540054;

function meanCi(sum: number, sumSq: number, n: number): [number, number, number] {
  const m = sum / n;
  const v = n > 1 ? Math.max(0, (sumSq - n * m * m) / (n - 1)) : NaN;
  const h = Z * Math.sqrt(v / n);
  return [m, m - h, m + h];
}

export function summariseTournaments(spec: TournamentSpec, t: TournamentTally): { players: PlayerResult[]; lists: ListResult[] } {
  const n = t.tournaments;
  const players = spec.players.map((p, i) => {
    const s = t.players[i];
    const w = wilson(s.wins, n);
    const [mr, rlo, rhi] = meanCi(s.rankSum, s.rankSumSq, n);
    const [mp, plo, phi] = meanCi(s.pointsSum, s.pointsSumSq, n);
    return {
      player: p.name,
      main: spec.lists[p.main].name,
      secondary: spec.lists[p.secondary].name,
      policy: p.policy,
      winEvent: w.p,
      winLo: w.lo,
      winHi: w.hi,
      meanRank: mr,
      rankLo: rlo,
      rankHi: rhi,
      meanPoints: mp,
      pointsLo: plo,
      pointsHi: phi,
      secondaryShare: s.gamesMain + s.gamesSecondary > 0 ? s.gamesSecondary / (s.gamesMain + s.gamesSecondary) : NaN,
      rankHist: s.rankHist,
    };
  });
  const lists = spec.lists.map((l, i) => {
    const s = t.lists[i];
    const mains = spec.players.map((p, k) => ({ p, k })).filter(({ p }) => p.main === i);
    const score = s.games > 0 ? (s.wins + s.draws / 2) / s.games : NaN;
    // Games of one list are not independent across a tournament (same player, Swiss pairing);
    // the score interval, which assumes they are, is indicative.
    const w = scoreInterval({ wins: s.wins, draws: s.draws, losses: s.losses });
    return {
      list: l.name,
      poule: l.poule,
      nation: l.nation ?? '',
      games: s.games,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      score,
      scoreLo: w.lo,
      scoreHi: w.hi,
      meanPointsPerGame: s.games > 0 ? s.pointsSum / s.games : NaN,
      asMain: s.asMain,
      asSecondary: s.asSecondary,
      mainOf: mains.map(({ p }) => p.name).join(', '),
      secondaryOf: spec.players
        .filter((p) => p.secondary === i)
        .map((p) => p.name)
        .join(', '),
      winEventAsMain: mains.length ? mains.reduce((acc, { k }) => acc + t.players[k].wins, 0) / (mains.length * n) : NaN,
    };
  });
  return { players, lists };
}
