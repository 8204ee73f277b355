import type { AnyRuleset } from '../rulesets/types.js';
import { SeededDice } from '../rulesets/kit/dice.js';
import { checkedMaker } from '../rulesets/kit/policyParams.js';
import { aiSeed, gameSeed, matchupKey } from './seeds.js';
import { GameTurnLimitError, RunawayGameError } from './runaway.js';
import { addOutcome, addPair, emptyTally, type Tally } from './tally.js';

/** One unit of work for a worker: a contiguous range of game (or pair) indices of one matchup. */
export interface ChunkTask {
  rulesetId: string;
  matchupId: string;
  /** Identifies this setup within the run (caches in the worker key on it). */
  setupKey: string;
  /**
   * The setup; in a pool, only the first chunks of a matchup carry it (worker.ts keeps it by
   * setupKey) and later ones set `setupOmitted` instead, so a setup is cloned once per worker.
   */
  setup: unknown;
  /** The setup (and variant setup) were left out: the worker plays on the ones it keeps for setupKey. */
  setupOmitted?: boolean;
  /** Which run of a kept pool (openPool) the chunk belongs to: a worker forgets the setups of earlier runs. */
  run?: number;
  policies: [string, string];
  masterSeed: number | string;
  /** Mirrored pairs: each unit is a pair of games with the lists swapping sides. */
  pairs: boolean;
  /** Unit indices [start, end): games, or pairs when `pairs`. */
  start: number;
  end: number;
  chunkIndex: number;
  attempt: number;
  /** Test hook: the worker dies on this chunk's first attempt (crash-recovery tests). */
  crashChunk?: number;
  /** Test hook: the worker never returns from this chunk (chunk time-bound tests). */
  hangChunk?: number;
  /**
   * Common random numbers (`compare`): when set, every game is played under `setup` (base) and
   * `variantSetup` on the same seeds, and the chunk returns a CompareTally.
   */
  variantSetup?: unknown;
}

/** Marks the error of a chunk sent without its setup to a worker that has none (e.g. one started after a crash). */
export const SETUP_MISSING = 'setup missing in worker: ';

/** Base and variant tallies plus the exact distribution of the per-unit score difference. */
export interface CompareTally {
  base: Tally;
  variant: Tally;
  /**
   * Histogram of (variant − base) of list A's half points per unit, offset so index 0 is the
   * most negative: games: index = d + 2 (d in −2..2); pairs: index = d + 4 (d in −4..4).
   */
  diffHist: number[];
}

/**
 * Plays a chunk and returns its tally. Seeds depend on (master seed, matchup, unit index)
 * only, so how units are cut into chunks never changes a result.
 */
export function playChunk(ruleset: AnyRuleset, task: ChunkTask, games?: PreparedPair): Tally {
  return playUnits(ruleset, task, games ?? preparedFor(ruleset, task.setup, task.pairs), null);
}

/** A setup prepared for play, and its side-swapped twin when games are played in mirrored pairs. */
export interface PreparedPair {
  game: unknown;
  swapped: unknown;
}

export function preparePair(ruleset: AnyRuleset, setup: unknown, pairs: boolean): PreparedPair {
  return { game: ruleset.prepare(setup), swapped: pairs ? ruleset.prepare(ruleset.swapSides(setup)) : undefined };
}

// In-thread runs hand every chunk of a matchup the same setup object: its prepared games are
// kept with it (workers receive a clone per chunk and keep theirs by setupKey, worker.ts).
const preparedOf = new WeakMap<object, PreparedPair>();

function preparedFor(ruleset: AnyRuleset, setup: unknown, pairs: boolean): PreparedPair {
  if (setup === null || typeof setup !== 'object') return preparePair(ruleset, setup, pairs);
  let p = preparedOf.get(setup);
  if (p === undefined || (pairs && p.swapped === undefined)) {
    p = preparePair(ruleset, setup, pairs);
    preparedOf.set(setup, p);
  }
  return p;
}

/** Plays a chunk under base and variant rules on the same seeds (common random numbers). */
export function playCompareChunk(ruleset: AnyRuleset, task: ChunkTask, baseGames?: PreparedPair, variantGames?: PreparedPair): CompareTally {
  const n = task.end - task.start;
  const halfBase = new Int8Array(n);
  const halfVariant = new Int8Array(n);
  const base = playUnits(ruleset, task, baseGames ?? preparedFor(ruleset, task.setup, task.pairs), halfBase);
  const variant = playUnits(ruleset, task, variantGames ?? preparedFor(ruleset, task.variantSetup, task.pairs), halfVariant);
  const offset = task.pairs ? 4 : 2;
  const diffHist = new Array<number>(2 * offset + 1).fill(0);
  for (let i = 0; i < n; i++) diffHist[halfVariant[i] - halfBase[i] + offset]++;
  return { base, variant, diffHist };
}

function playUnits(ruleset: AnyRuleset, task: ChunkTask, games: PreparedPair, halves: Int8Array | null): Tally {
  let game = task.pairs ? 2 * task.start : task.start;
  try {
    return playUnitsFrom(ruleset, task, games, halves, (g) => (game = g));
  } catch (e) {
    if (e instanceof GameTurnLimitError) throw new RunawayGameError(task.matchupId, task.masterSeed, game, e.message);
    throw e;
  }
}

function playUnitsFrom(
  ruleset: AnyRuleset,
  task: ChunkTask,
  games: PreparedPair,
  halves: Int8Array | null,
  /** Told the game index about to be played, so a runaway game can be named. */
  at: (gameIndex: number) => void,
): Tally {
  const t = emptyTally();
  const key = matchupKey(task.masterSeed, task.matchupId);
  const [nameA, nameB] = task.policies;
  const pA = checkedMaker(ruleset, nameA);
  const pB = checkedMaker(ruleset, nameB);
  const straight: [unknown, unknown] = [null, null];
  const mirrored: [unknown, unknown] = [null, null];
  for (let u = task.start; u < task.end; u++) {
    at(task.pairs ? 2 * u : u);
    const seed = gameSeed(key, u);
    const ai = aiSeed(seed);
    // one policy instance per side per game (a policy with memory starts every game fresh)
    straight[0] = pA.create();
    straight[1] = pB.create();
    const o1 = ruleset.play(games.game, straight, { dice: new SeededDice(seed), ai: new SeededDice(ai) });
    const h1 = addOutcome(t, o1, false);
    if (task.pairs) {
      at(2 * u + 1);
      mirrored[0] = pB.create();
      mirrored[1] = pA.create();
      const o2 = ruleset.play(games.swapped, mirrored, { dice: new SeededDice(seed), ai: new SeededDice(ai) });
      const h2 = addOutcome(t, o2, true);
      addPair(t, h1 + h2);
      if (halves) halves[u - task.start] = h1 + h2;
    } else if (halves) halves[u - task.start] = h1;
  }
  return t;
}
