/**
 * `volley tune` (issue 31, item 1): tunes the params a policy declares by SPSA self-play on common
 * random numbers, then measures the tuned policy against the default one. Every match is played
 * as in the policy ladder: each policy on each list, in mirrored pairs (so neither list nor side
 * passes for policy strength), and both perturbed policies of a step meet the same seeds.
 */
import { existsSync } from 'node:fs';
import { runMatchups, type MatchupJob } from '../../engine/runner.js';
import { summarise } from '../../engine/summary.js';
import { SeededDice } from '../../rulesets/kit/dice.js';
import { paramValues, policySpec } from '../../rulesets/kit/policyParams.js';
import { findPolicy, findRuleset, rulesetIds } from '../../rulesets/registry.js';
import type { AnyRuleset, PolicyParam } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { loadScenario, type Scenario } from '../../scenario/load.js';
import { fnv1a32 } from '../../engine/seeds.js';
import { mergeAll } from '../shared/tally.js';
import { defaultScenarioOf } from '../policies/run.js';
import { defaultSettings, spsa, type SpsaState } from './spsa.js';

export interface TuneFlags {
  policy: string;
  against?: string[];
  scenario?: string;
  /** Games per SPSA step (per opponent with --against), rounded up to a multiple of 4. */
  games?: number;
  iterations?: number;
  /** Games of the final match, tuned against default, rounded up to a multiple of 4. */
  finalGames?: number;
  seed?: number | string;
  workers?: number;
  options?: Record<string, unknown>;
  onStep?: (k: number, total: number) => void;
  /** After each step: where to resume from. */
  onCheckpoint?: (state: SpsaState) => void;
  /** Resume from a checkpoint of the same tuning. */
  from?: SpsaState;
}

export interface TuneResult {
  game: string;
  policy: string;
  params: PolicyParam[];
  tuned: Record<string, number>;
  /** The tuned policy as a policy name (`cautious(melee=8.4,…)`). */
  spec: string;
  against: string[];
  iterations: number;
  gamesPerStep: number;
  finalGames: number;
  seed: number | string;
  scenario: string;
  /** The tuned policy's score against the default one, and as Elo, with 95% intervals. */
  score: number;
  scoreLo: number;
  scoreHi: number;
  elo: number;
  eloLo: number;
  eloHi: number;
  seconds: number;
}

/** Elo difference of a score s against its opponent (±Infinity at 0 and 1). */
export function eloOf(s: number): number {
  return 400 * Math.log10(s / (1 - s));
}

function quarters(n: number): number {
  return 4 * Math.ceil(n / 4);
}

export function resolveTune(game: string, flags: TuneFlags): { ruleset: AnyRuleset; sc: Scenario; file: string; params: PolicyParam[] } {
  const ruleset = findRuleset(game);
  if (!ruleset) throw new InputError('command line', '<game>', `unknown game '${game}'`, `use one of: ${rulesetIds().join(', ')}`);
  const maker = findPolicy(ruleset, flags.policy);
  if (!maker)
    throw new InputError('command line', '--policy', `unknown policy '${flags.policy}' for ${game}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
  const params = maker.params ?? [];
  if (params.length === 0 || !maker.withParams) {
    const tunable = Object.entries(ruleset.policies)
      .filter(([, m]) => m.params?.length)
      .map(([k]) => k);
    throw new InputError(
      'command line',
      '--policy',
      `'${flags.policy}' declares no params to tune`,
      tunable.length ? `tune one of: ${tunable.join(', ')}` : `no ${game} policy declares params yet`,
    );
  }
  for (const a of flags.against ?? [])
    if (!findPolicy(ruleset, a))
      throw new InputError('command line', '--against', `unknown policy '${a}' for ${game}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
  const file = flags.scenario ?? defaultScenarioOf(game);
  if (!existsSync(file)) throw new InputError(file, '', 'no such scenario file', 'run from the volley folder or pass --scenario <file>');
  const sc = loadScenario(file, { options: flags.options ?? {} });
  if (sc.ruleset.id !== ruleset.id)
    throw new InputError(file, 'ruleset', `is a '${sc.ruleset.id}' scenario, not '${game}'`, `pass a ${game} scenario to --scenario`);
  return { ruleset, sc, file, params };
}

/** Jobs of one match a v b: a on each list, mirrored pairs, under seeds of `id`. */
function matchJobs(ruleset: AnyRuleset, sc: Scenario, swapped: unknown, id: string, a: string, b: string, games: number): MatchupJob[] {
  return [
    { id: `${id}~lists`, rulesetId: ruleset.id, setup: sc.setup, policies: [a, b], games: games / 2, pairs: true },
    { id: `${id}~swapped`, rulesetId: ruleset.id, setup: swapped, policies: [a, b], games: games / 2, pairs: true },
  ];
}

export async function runTune(game: string, flags: TuneFlags): Promise<TuneResult> {
  const started = Date.now();
  const { ruleset, sc, file, params } = resolveTune(game, flags);
  const base = flags.policy;
  const against = flags.against ?? [];
  const iterations = flags.iterations ?? 100;
  const gamesPerStep = quarters(flags.games ?? 200);
  const finalGames = quarters(flags.finalGames ?? 2000);
  const seed = flags.seed ?? 1;
  const workers = flags.workers ?? 0;
  const swapped = ruleset.swapSides(sc.setup);
  const specOf = (x: number[]) => policySpec(base, params, Object.fromEntries(params.map((p, i) => [p.key, x[i]])));
  const score = (t: { winsA: number; draws: number; games: number }) => (t.winsA + t.draws / 2) / t.games;

  const measure = async (plus: number[], minus: number[], k: number): Promise<number> => {
    const [p, m] = [specOf(plus), specOf(minus)];
    if (against.length === 0) {
      // self-play: θ+ against θ− on the step's seeds; 2s − 1 estimates f(θ+) − f(θ−)
      const r = await runMatchups(matchJobs(ruleset, sc, swapped, `tune~${k}`, p, m, gamesPerStep), { masterSeed: seed, workers });
      return 2 * score(mergeAll(r.map((x) => x.tally))) - 1;
    }
    // against fixed opponents: θ+ and θ− each meet every opponent on the same seeds (common random numbers)
    const jobs = against.flatMap((o) => [
      ...matchJobs(ruleset, sc, swapped, `tune~${k}~${o}`, p, o, gamesPerStep),
      ...matchJobs(ruleset, sc, swapped, `tune~${k}~${o}`, m, o, gamesPerStep),
    ]);
    const r = await runMatchups(jobs, { masterSeed: seed, workers });
    let d = 0;
    for (let j = 0; j < against.length; j++)
      d += score(mergeAll([r[4 * j].tally, r[4 * j + 1].tally])) - score(mergeAll([r[4 * j + 2].tally, r[4 * j + 3].tally]));
    return d / against.length;
  };
  // each step's perturbation from (seed, policy, step) alone: a resumed run plays the same steps
  const theta = await spsa(
    params.map((p) => ({ min: p.min, max: p.max, start: p.default })),
    defaultSettings(iterations),
    (k) => new SeededDice(fnv1a32(`${seed}|tune|${base}|${k}`)),
    measure,
    (state) => {
      flags.onCheckpoint?.(state);
      flags.onStep?.(state.k, iterations + 1);
    },
    flags.from,
  );
  const tuned = paramValues(params, Object.fromEntries(params.map((p, i) => [p.key, Number(theta[i].toPrecision(6))])));
  const spec = policySpec(base, params, tuned);
  // the answer: the tuned policy against the default one, on seeds no step used
  const final = await runMatchups(matchJobs(ruleset, sc, swapped, 'tune~final', spec, base, finalGames), { masterSeed: seed, workers });
  flags.onStep?.(iterations + 1, iterations + 1);
  const tally = mergeAll(final.map((x) => x.tally));
  const s = summarise('tune~final', ruleset.sides(sc.setup), [spec, base], true, tally);
  return {
    game,
    policy: base,
    params,
    tuned,
    spec,
    against,
    iterations,
    gamesPerStep,
    finalGames,
    seed,
    scenario: file,
    score: s.scoreA,
    scoreLo: s.scoreLo,
    scoreHi: s.scoreHi,
    elo: eloOf(s.scoreA),
    eloLo: eloOf(s.scoreLo),
    eloHi: eloOf(s.scoreHi),
    seconds: (Date.now() - started) / 1000,
  };
}
