import { defaultWorkers, runMatchups, type MatchupJob } from '../../engine/runner.js';
import type { Tally } from '../../engine/tally.js';
import type { Scenario } from '../../scenario/load.js';
import { verdictFlips, type Verdict } from '../shared/field.js';
import { matchupId, readPoule, type Poule } from '../shared/poule.js';
import { analysisManifest, policyCombos, policyLabel } from '../shared/run.js';
import { robustnessGames, robustnessOf, robustnessPolicies, type Robustness } from '../shared/robustness.js';
import { flipTally, mergeAll } from '../shared/tally.js';
import { analyseMatrix, type PlayedPair, type PolicyMatrix } from './analyse.js';

export interface MatrixFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  policies?: string[];
  pairs: boolean;
  band: [number, number];
  options?: Record<string, unknown>;
  onProgress?: (done: number, total: number) => void;
  /** Each list's mean score so far (first policy, equal weights), for the progress line. */
  onStatus?: (text: string) => void;
  /** Share of the games the other competent policies play (issue 31); undefined or 'off': none. */
  robustness?: number | 'off';
}

export interface PolicyVerdicts {
  list: string;
  verdicts: Record<string, Verdict>;
  flips: boolean;
}

export interface MatrixResult {
  poule: Poule;
  scenarios: Scenario[];
  policies: [string, string][];
  games: number;
  seed: number | string;
  pairs: boolean;
  band: [number, number];
  workers: number;
  seconds: number;
  byPolicy: PolicyMatrix[];
  robustness: PolicyVerdicts[];
  /** Merged tallies per policy and pair, for summary.json (reproducible re-analysis). */
  tallies: { policy: string; list: string; opponent: string; tally: Tally }[];
  manifest: Record<string, unknown>;
  /** The robustness check (issue 31): the matrix again under the other competent policies at a fraction of the games. */
  play?: MatrixPlay;
  /** The first policy's field under each value of the ruleset's tiebreak option (modes.ts; set by the CLI). */
  tiebreakModes?: MatrixTiebreakMode[];
}

/** One value of the ruleset's tiebreak option: the first policy's field verdicts under it (modes.ts). */
export interface MatrixTiebreakMode {
  value: string;
  policy: string;
  lists: { list: string; field: number; lo: number; hi: number; verdict: Verdict }[];
}

export interface MatrixPlay {
  fraction: number;
  games: number;
  policies: string[];
  matrices: PolicyMatrix[];
  /** Each list's field score under every policy (main run's first) and whether its verdict depends on play. */
  lists: { list: string; robustness: Robustness }[];
  tallies: MatrixResult['tallies'];
}

/** Plays every allowed pair of a poule under each policy and analyses the matrix. */
export async function runMatrix(file: string, flags: MatrixFlags): Promise<MatrixResult> {
  const poule = readPoule(file);
  const options = flags.options ?? {};
  const ov = { options, key: 'run' };
  const scenarios = poule.pairs.map(([i, j]) => poule.matchup(i, j, ov));
  const first = scenarios[0];
  const policies = policyCombos(first, flags.policies ?? poule.policies);
  const games = flags.games ?? first.games ?? 2000;
  const seed = flags.seed ?? first.seed ?? 1;
  const pairs = flags.pairs && (first.pairs ?? true);
  const workers = flags.workers ?? defaultWorkers();
  const rulesetId = first.ruleset.id;
  const fraction = flags.robustness === undefined || flags.robustness === 'off' ? undefined : flags.robustness;
  const others: [string, string][] = fraction === undefined ? [] : robustnessPolicies(first.ruleset, policies).map((p) => [p, p]);
  const otherGames = fraction === undefined ? 0 : robustnessGames(games, fraction, pairs);
  const played = [...policies, ...others];
  const gamesOf = (pi: number) => (pi < policies.length ? games : otherGames);

  // One job per pair and policy (mirrored pairs), or two per pair without pairs: half the games
  // each way round, so a side advantage cannot masquerade as list strength.
  const jobs: MatchupJob[] = [];
  const slots: { policy: number; pair: number; flipped: boolean }[] = [];
  const reversed = new Map<number, Scenario>();
  played.forEach((pol, pi) => {
    const games = gamesOf(pi);
    poule.pairs.forEach(([i, j], k) => {
      const a = poule.names[i];
      const b = poule.names[j];
      if (pairs) {
        jobs.push({ id: matchupId(a, b), rulesetId, setup: scenarios[k].setup, policies: pol, games, pairs: true });
        slots.push({ policy: pi, pair: k, flipped: false });
      } else {
        const back = reversed.get(k) ?? poule.matchup(j, i, ov);
        reversed.set(k, back);
        const g1 = Math.ceil(games / 2);
        jobs.push({ id: matchupId(a, b), rulesetId, setup: scenarios[k].setup, policies: pol, games: g1, pairs: false });
        slots.push({ policy: pi, pair: k, flipped: false });
        if (games - g1 > 0) {
          jobs.push({ id: matchupId(b, a), rulesetId, setup: back.setup, policies: [pol[1], pol[0]], games: games - g1, pairs: false });
          slots.push({ policy: pi, pair: k, flipped: true });
        }
      }
    });
  });
  const started = Date.now();
  const live = (merged: readonly Tally[]) => {
    const sum = poule.names.map(() => ({ score: 0, n: 0 }));
    merged.forEach((t, n) => {
      const s = slots[n];
      if (s.policy !== 0 || t.games === 0) return;
      const [i, j] = poule.pairs[s.pair];
      const a = (t.winsA + t.draws / 2) / t.games;
      const [x, y] = s.flipped ? [j, i] : [i, j];
      sum[x].score += a;
      sum[x].n++;
      sum[y].score += 1 - a;
      sum[y].n++;
    });
    const shown = poule.names
      .map((name, i) => ({ name, s: sum[i].n ? sum[i].score / sum[i].n : NaN }))
      .filter((x) => Number.isFinite(x.s))
      .sort((a, b) => b.s - a.s);
    const f = (x: { name: string; s: number }) => `${x.name} ${(100 * x.s).toFixed(0)}%`;
    // a long poule: the two strongest and the weakest so far
    const text = shown.length > 4 ? `${shown.slice(0, 2).map(f).join(', ')}, …, ${f(shown[shown.length - 1])}` : shown.map(f).join(', ');
    return shown.length ? `so far: ${text}` : '';
  };
  const results = await runMatchups(jobs, {
    masterSeed: seed,
    workers,
    chunkSize: flags.chunk,
    onProgress: (d, t, merged) => {
      flags.onProgress?.(d, t);
      flags.onStatus?.(live(merged));
    },
  });
  const seconds = (Date.now() - started) / 1000;

  const parts: Tally[][][] = played.map(() => poule.pairs.map(() => []));
  results.forEach((r, n) => {
    const s = slots[n];
    parts[s.policy][s.pair].push(s.flipped ? flipTally(r.tally) : r.tally);
  });
  const tallies: MatrixResult['tallies'] = [];
  const otherTallies: MatrixResult['tallies'] = [];
  const matrices = played.map((pol, pi) => {
    const pairsPlayed: PlayedPair[] = poule.pairs.map(([i, j], k) => {
      const tally = parts[pi][k].length === 1 ? parts[pi][k][0] : mergeAll(parts[pi][k]);
      (pi < policies.length ? tallies : otherTallies).push({ policy: policyLabel(pol), list: poule.names[i], opponent: poule.names[j], tally });
      return { i, j, tally };
    });
    return analyseMatrix({ names: poule.names, weights: poule.weights, pairsPlayed, pairs, band: flags.band, policy: policyLabel(pol), groups: poule.group });
  });
  const byPolicy = matrices.slice(0, policies.length);

  const robustness: PolicyVerdicts[] = poule.names.map((list) => {
    const verdicts: Record<string, Verdict> = {};
    for (const pm of byPolicy) verdicts[pm.policy] = pm.field.find((f) => f.list === list)!.verdict;
    return { list, verdicts, flips: byPolicy.length > 1 && verdictFlips(Object.values(verdicts)) };
  });

  const manifest = analysisManifest('matrix', file, poule.name, scenarios, {
    seed,
    gamesPerMatchup: games,
    pairs,
    policies,
    band: flags.band,
    pairing: poule.pairing,
    matchups: poule.pairs.length,
    workers,
    chunkSize: flags.chunk ?? 'auto',
    ...(fraction === undefined ? {} : { robustness: { fraction, policies: others, games: otherGames } }),
  });
  const play: MatrixPlay | undefined =
    fraction === undefined
      ? undefined
      : {
          fraction,
          games: otherGames,
          policies: others.map((p) => p[0]),
          matrices: matrices.slice(policies.length),
          lists: poule.names.map((list) => ({
            list,
            robustness: robustnessOf(
              matrices.map((pm) => {
                const f = pm.field.find((x) => x.list === list)!;
                return { policy: pm.policy, games: f.games, score: f.field, lo: f.fieldLo, hi: f.fieldHi };
              }),
              flags.band,
            ),
          })),
          tallies: otherTallies,
        };
  return {
    poule,
    scenarios,
    policies,
    games,
    seed,
    pairs,
    band: flags.band,
    workers,
    seconds,
    byPolicy,
    robustness,
    tallies,
    manifest,
    ...(play ? { play } : {}),
  };
}
