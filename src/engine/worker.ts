import { findRuleset } from '../rulesets/registry.js';
import { playChunk, playCompareChunk, type ChunkTask, type CompareTally } from './chunk.js';
import type { Tally } from './tally.js';

// The swapped setup of a matchup is computed once per worker, not once per chunk.
const swappedCache = new Map<string, unknown>();

/** Piscina entry point: plays one chunk, returns its tally (plain data, structured-cloned back). */
export default function runChunk(task: ChunkTask): Tally | CompareTally {
  if (task.crashChunk === task.chunkIndex && task.attempt === 0) {
    // Simulates a worker dying mid-run; the pool must re-run this chunk.
    process.exit(86);
  }
  const ruleset = findRuleset(task.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset '${task.rulesetId}'`);
  const swappedOf = (setup: unknown, key: string): unknown => {
    if (!task.pairs) return undefined;
    let swapped = swappedCache.get(key);
    if (swapped === undefined) {
      swapped = ruleset.swapSides(setup);
      swappedCache.set(key, swapped);
    }
    return swapped;
  };
  const key = `${task.rulesetId}|${task.setupKey}`;
  if (task.variantSetup !== undefined) {
    return playCompareChunk(ruleset, task, swappedOf(task.setup, `${key}|base`), swappedOf(task.variantSetup, `${key}|variant`));
  }
  return playChunk(ruleset, task, swappedOf(task.setup, key));
}
