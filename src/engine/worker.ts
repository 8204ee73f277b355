import { findRuleset } from '../rulesets/registry.js';
import { playChunk, playCompareChunk, type ChunkTask, type CompareTally } from './chunk.js';
import type { Tally } from './tally.js';

// A pool lives for one run, and setupKey is unique within a run: every chunk of a matchup after
// the first reuses the same setup object (and its swapped copy), so a ruleset's per-setup caches
// (keyed on the object) survive from chunk to chunk instead of being rebuilt from each clone.
const setups = new Map<string, unknown>();

function cached(key: string, make: () => unknown): unknown {
  let v = setups.get(key);
  if (v === undefined) {
    v = make();
    setups.set(key, v);
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
  const key = `${task.rulesetId}|${task.setupKey}`;
  const setup = cached(`${key}|base`, () => task.setup);
  const swapped = task.pairs ? cached(`${key}|base|swapped`, () => ruleset.swapSides(setup)) : undefined;
  if (task.variantSetup !== undefined) {
    const variant = cached(`${key}|variant`, () => task.variantSetup);
    const swappedVariant = task.pairs ? cached(`${key}|variant|swapped`, () => ruleset.swapSides(variant)) : undefined;
    return playCompareChunk(ruleset, { ...task, setup, variantSetup: variant }, swapped, swappedVariant);
  }
  return playChunk(ruleset, { ...task, setup }, swapped);
}
