import { findRuleset } from '../../rulesets/registry.js';
import { playTournaments, type TournamentTally, type TournamentWorld } from './simulate.js';

export interface TournamentTask {
  world: TournamentWorld;
  start: number;
  end: number;
}

/** Piscina entry point: simulates tournaments [start, end) and returns their integer tally. */
export default function runTournaments(task: TournamentTask): TournamentTally {
  const ruleset = findRuleset(task.world.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset '${task.world.rulesetId}'`);
  return playTournaments(task.world, ruleset, task.start, task.end);
}
