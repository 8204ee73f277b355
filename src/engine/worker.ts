import { findRuleset } from '../rulesets/registry.js';
import { SETUP_MISSING, playChunk, playCompareChunk, preparePair, type ChunkTask, type CompareTally, type PreparedPair } from './chunk.js';
import type { Tally } from './tally.js';
import { playTournaments, type TournamentTally, type TournamentTask } from './tournament.js';

// setupKey is unique within a run (a queue worker's pool serves many runs: there setupKey is the
// setup's content hash): every chunk of a matchup after the first plays on the games this worker
// prepared for the first (Ruleset.prepare once per setup per worker), so per-setup work and
// caches survive from chunk to chunk, and in a local run the setup itself is sent only once.
const prepared = new Map<string, PreparedPair>();
// A kept pool (runner.ts openPool) plays run after run: the games of earlier runs are dropped,
// so memory stays flat (setupKey is unique per run either way).
let currentRun: number | undefined;

/** Most prepared setups kept: a long-lived queue worker's memory stays bounded. */
const MAX_PREPARED = 256;

function cached(key: string, make: () => PreparedPair): PreparedPair {
  let v = prepared.get(key);
  if (v === undefined) {
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    v = make();
    prepared.set(key, v);
  }
  return v;
}

/** Piscina entry point: plays one chunk, returns its tally (plain data, structured-cloned back). */
export default function runChunk(task: ChunkTask): Tally | CompareTally {
  if (task.crashChunk === task.chunkIndex && task.attempt === 0) {
    // Simulates a worker dying mid-run; the pool must re-run this chunk.
    process.exit(86);
  }
  if (task.hangChunk === task.chunkIndex) {
    // Simulates a game that never ends; the runner's chunk time bound must give up on it.
    for (;;);
  }
  const ruleset = findRuleset(task.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset '${task.rulesetId}'`);
  if (task.run !== currentRun) {
    prepared.clear();
    currentRun = task.run;
  }
  const key = `${task.rulesetId}|${task.setupKey}`;
  const base = cached(`${key}|base`, () => preparePair(ruleset, setupOf(task, task.setup), task.pairs));
  if (task.variantSetup !== undefined) {
    const variant = cached(`${key}|variant`, () => preparePair(ruleset, setupOf(task, task.variantSetup), task.pairs));
    return playCompareChunk(ruleset, task, base, variant);
  }
  return playChunk(ruleset, task, base);
}

/** Piscina entry point `runTournaments` (run with { name }): tournaments [start, end), tallied. */
export function runTournaments(task: TournamentTask): TournamentTally {
  const ruleset = findRuleset(task.world.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset '${task.world.rulesetId}'`);
  return playTournaments(task.world, ruleset, task.start, task.end);
}

/** A setup to prepare: a chunk that left it out, on a worker that has not seen it, is sent again with it (runner.ts). */
function setupOf(task: ChunkTask, setup: unknown): unknown {
  if (task.setupOmitted) throw new Error(`${SETUP_MISSING}${task.setupKey}`);
  return setup;
}
