import { existsSync } from 'node:fs';
import { defaultWorkers, runMatchups, type MatchupJob } from '../../engine/runner.js';
import type { Tally } from '../../engine/tally.js';
import { findPolicy, findRuleset, rulesetIds } from '../../rulesets/registry.js';
import { InputError } from '../../rulesets/errors.js';
import { loadScenario, type Scenario } from '../../scenario/load.js';
import { analyseMatrix, type PlayedPair, type PolicyMatrix } from '../matrix/analyse.js';
import { matchupId } from '../shared/poule.js';
import { analysisManifest } from '../shared/run.js';
import { mergeAll } from '../shared/tally.js';

/** Most policies a ladder plays (every pair is a matchup) and most games per pairing. */
export const MAX_LADDER_POLICIES = 16;
export const MAX_LADDER_GAMES = 1_000_000;

export interface LadderFlags {
  /** The scenario whose lists are played (default scenarios/<game>/default.yaml). */
  scenario?: string;
  policies?: string[];
  /** Games per pairing of two policies (rounded up to a multiple of 4). */
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  options?: Record<string, unknown>;
  onProgress?: (done: number, total: number) => void;
}

export interface LadderResult {
  game: string;
  file: string;
  scenario: Scenario;
  policies: string[];
  /** Games per pairing actually played. */
  games: number;
  seed: number | string;
  workers: number;
  seconds: number;
  /** The score matrix and ratings, policies in the place of lists. */
  matrix: PolicyMatrix;
  tallies: { policy: string; opponent: string; tally: Tally }[];
  manifest: Record<string, unknown>;
}

export function defaultScenarioOf(game: string): string {
  return `scenarios/${game}/default.yaml`;
}

/** Checks a ladder's inputs (game, scenario, policies, games) before anything is played or written. */
export function resolveLadder(game: string, flags: LadderFlags) {
  const ruleset = findRuleset(game);
  if (!ruleset) throw new InputError('command line', '<game>', `unknown game '${game}'`, `use one of: ${rulesetIds().join(', ')}`);
  const file = flags.scenario ?? defaultScenarioOf(game);
  if (!existsSync(file)) throw new InputError(file, '', 'no such scenario file', `run from the volley folder or pass --scenario <file>`);
  const sc = loadScenario(file, { options: flags.options ?? {} });
  if (sc.ruleset.id !== ruleset.id)
    throw new InputError(file, 'ruleset', `is a '${sc.ruleset.id}' scenario, not '${game}'`, `pass a ${game} scenario to --scenario`);
  const policies = flags.policies ?? Object.keys(ruleset.policies);
  const seen = new Set<string>();
  for (const p of policies) {
    if (!findPolicy(ruleset, p))
      throw new InputError('command line', '--policies', `unknown policy '${p}' for ${game}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
    if (seen.has(p)) throw new InputError('command line', '--policies', `policy '${p}' is listed twice`, 'name each policy once');
    seen.add(p);
  }
  if (policies.length < 2) throw new InputError('command line', '--policies', 'a ladder needs at least two policies', 'name two or more');
  if (policies.length > MAX_LADDER_POLICIES)
    throw new InputError('command line', '--policies', `${policies.length} policies`, `use at most ${MAX_LADDER_POLICIES}`);
  const asked = flags.games ?? 400;
  if (asked > MAX_LADDER_GAMES) throw new InputError('command line', '--games', `${asked} games per pairing`, `use at most ${MAX_LADDER_GAMES}`);
  const quarter = Math.ceil(asked / 4);
  return { ruleset, file, sc, policies, quarter, games: 4 * quarter };
}

/**
 * The policy ladder: every policy of a game against every other on the lists of one scenario.
 * Each pairing is played in mirrored pairs with each policy on each list (a quarter of the games
 * per list-and-side), so neither the lists nor the side can masquerade as policy strength.
 */
export async function runLadder(game: string, flags: LadderFlags): Promise<LadderResult> {
  const { ruleset, file, sc, policies, quarter, games } = resolveLadder(game, flags);
  const seed = flags.seed ?? 1;
  const workers = flags.workers ?? defaultWorkers();
  const swapped = ruleset.swapSides(sc.setup);

  const jobs: MatchupJob[] = [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < policies.length; i++) {
    for (let j = i + 1; j < policies.length; j++) {
      const id = matchupId(policies[i], policies[j]);
      const pol: [string, string] = [policies[i], policies[j]];
      // policy i on the file's first list, then on the second; mirrored pairs swap the sides
      jobs.push({ id: `${id}~lists`, rulesetId: ruleset.id, setup: sc.setup, policies: pol, games: 2 * quarter, pairs: true });
      jobs.push({ id: `${id}~swapped`, rulesetId: ruleset.id, setup: swapped, policies: pol, games: 2 * quarter, pairs: true });
      pairs.push([i, j]);
    }
  }
  const started = Date.now();
  const results = await runMatchups(jobs, { masterSeed: seed, workers, chunkSize: flags.chunk, onProgress: flags.onProgress });
  const seconds = (Date.now() - started) / 1000;

  const tallies: LadderResult['tallies'] = [];
  const played: PlayedPair[] = pairs.map(([i, j], k) => {
    const tally = mergeAll([results[2 * k].tally, results[2 * k + 1].tally]);
    tallies.push({ policy: policies[i], opponent: policies[j], tally });
    // the two list assignments are strata: the list effect cancels in the mean, not in the spread
    return { i, j, tally, strata: [results[2 * k].tally.pairHalfPoints, results[2 * k + 1].tally.pairHalfPoints] };
  });
  const matrix = analyseMatrix({ names: policies, weights: policies.map(() => 1), pairsPlayed: played, pairs: true, band: [0.45, 0.55], policy: 'ladder' });
  const manifest = analysisManifest('policies', file, `${game}-policies`, [sc], {
    game,
    seed,
    gamesPerPairing: games,
    policies,
    pairs: true,
    workers,
    chunkSize: flags.chunk ?? 'auto',
  });
  return { game, file, scenario: sc, policies, games, seed, workers, seconds, matrix, tallies, manifest };
}
