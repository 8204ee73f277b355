import type { Tally } from '../engine/tally.js';
import { Option, type Command } from 'commander';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers, runMatchups, type MatchupJob } from '../engine/runner.js';
import type { MatchupSummary } from '../engine/summary.js';
import { runHeadline, runReportFiles, runRobustness, runSummaries, type RunResults } from '../analysis/run/report.js';
import { robustnessGames, robustnessPolicies } from '../analysis/shared/robustness.js';
import { BALANCE_WORDS, DEFAULT_BAND, balanceOf, count } from '../analysis/shared/headline.js';
import { terminalTable } from './table.js';
import { writeReportDir } from '../report/index.js';
import { InputError } from '../rulesets/errors.js';
import { loadScenario, type Scenario } from '../scenario/load.js';
import { readYamlFile } from '../scenario/yaml.js';
import { policyOfParams, withTuned } from '../rulesets/kit/policyParams.js';
import { collect, nonNegativeInt, policyList, policyPair, positiveInt, seedValue, shardSpec, workerCount } from './args.js';
import { checkPolicy, matchupIdOf, outputFolder, resolvePolicies, JSON_FLAG, ROBUSTNESS_FLAG, summaryText } from './common.js';
import { manifestOf, timingJson } from '../analysis/shared/manifest.js';
import { makeProgress } from './progress.js';
import { caveatLine } from '../report/caveat.js';
import { turnLimitLine, turnLimitOf } from '../report/turnLimit.js';
import { tiebreakLine, tiebreakOf, type TiebreakMode } from '../report/tiebreak.js';
import { chartVerdict } from '../analysis/shared/headline.js';
import { summarise } from '../engine/summary.js';
import { terminalHeadline } from './headline.js';

interface RunFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  out?: string;
  policy?: [string, string];
  policies?: string[];
  option: string[];
  pairs: boolean;
  quiet?: boolean;
  json?: boolean;
  crashChunk?: number;
  firstGame?: number;
  shard?: { index: number; count: number };
  /** Share of the games each other competent policy plays (issue 31); undefined or 'off': none. */
  robustness?: number | 'off';
  policyParams?: string;
}

export function register(program: Command): void {
  program
    .command('run')
    .description('play many games of a scenario and write summary.csv/json, charts (.vl.json + .svg) and index.html')
    .argument('<scenario>', 'scenario YAML (first key `ruleset:`)')
    .option('-n, --games <N>', 'number of games (default: the scenario, else 10000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the scenario, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('--chunk <K>', 'games (or pairs) per chunk sent to a worker (default: automatic)', positiveInt)
    .option('-o, --out <dir>', 'output folder (default reports/<scenario-name>/)')
    .option('--policy <A,B>', 'policies for side A and side B (one name = both)', policyPair)
    .option('--policies <a,b,c>', 'run the matchup once per policy (both sides play it) and compare verdicts', policyList)
    .option('--option <key=value>', 'set a rule option (repeatable); see `volley rules <ruleset>`', collect, [])
    .option('--no-pairs', 'play independent games instead of mirrored pairs (lists swap sides on the same seed)')
    .option(...ROBUSTNESS_FLAG)
    .option('--policy-params <file>', 'a parameters file from `volley tune`: its policy plays with the tuned params')
    .option('--first-game <K>', 'index of the first game (split one run across machines, then `volley merge`)', nonNegativeInt)
    .option('--shard <i/n>', 'play only the i-th of n equal parts of the games (a CI matrix job), then `volley merge` the parts', shardSpec)
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .option(...JSON_FLAG)
    .addOption(hiddenCrash())
    .action(async (file: string, flags: RunFlags) => {
      const sc = loadScenario(file, { options: parseOptionFlags(flags.option) });
      if (flags.policyParams) {
        const pf = readYamlFile(flags.policyParams);
        sc.policies = withTuned(resolvePolicies(sc, flags.policy), policyOfParams(sc.ruleset, pf.doc, pf.file));
        flags.policy = undefined;
      }
      const { summaries, footer, summary, headline } = await runScenario(sc, flags);
      if (flags.json) process.stdout.write(summary);
      else if (!flags.quiet)
        process.stdout.write(
          `${terminalHeadline(headline)}\n${caveatLine({ ruleset: sc.ruleset.id, options: sc.options })}\n${formatTable(summaries)}${footer}`,
        );
    });
}

/** Test hook for crash recovery, hidden from --help: the worker dies on this chunk's first attempt. */
function hiddenCrash(): Option {
  return new Option('--crash-chunk <k>', 'test hook').argParser(nonNegativeInt).hideHelp();
}

export async function runScenario(sc: Scenario, flags: RunFlags): Promise<{ summaries: MatchupSummary[]; footer: string; summary: string; headline: string }> {
  const pairs = flags.pairs && (sc.pairs ?? true);
  const { games, firstGame } = shardOf(flags.games ?? sc.games ?? 10000, pairs, flags);
  const seed = flags.seed ?? sc.seed ?? 1;
  const workers = flags.workers ?? defaultWorkers();
  let combos: [string, string][];
  if (flags.policies) {
    flags.policies.forEach((p) => checkPolicy(sc, p, '--policies'));
    combos = flags.policies.map((p) => [p, p]);
  } else {
    combos = [resolvePolicies(sc, flags.policy)];
  }
  const id = matchupIdOf(sc);
  if (pairs && firstGame % 2 !== 0) {
    throw new InputError('command line', '--first-game', `${firstGame} is odd but games come in mirrored pairs`, 'use an even number, or --no-pairs');
  }
  const firstUnit = pairs ? firstGame / 2 : firstGame;
  // mirrored pairs play a seed twice: an odd count is rounded up, and the user is told
  if (pairs && games % 2 !== 0 && !flags.quiet)
    process.stderr.write(
      `note: games come in mirrored pairs: ${count(games)} games plays ` + `${count(games + 1)} (--no-pairs plays exactly ${count(games)})\n`,
    );
  const out = outputFolder(flags.out, sc.name, '', sc.file);
  const jobs: MatchupJob[] = combos.map((policies) => ({ id, rulesetId: sc.ruleset.id, setup: sc.setup, policies, games, pairs, firstUnit }));
  // the robustness check plays whole small runs from game 0, so a part of a split run has none
  const split = flags.shard !== undefined || flags.firstGame !== undefined;
  const fraction = flags.robustness === undefined || flags.robustness === 'off' || split ? undefined : flags.robustness;
  const others: [string, string][] = fraction === undefined ? [] : robustnessPolicies(sc.ruleset, combos).map((p) => [p, p]);
  const otherGames = fraction === undefined ? 0 : robustnessGames(games, fraction, pairs);
  for (const policies of others) jobs.push({ id, rulesetId: sc.ruleset.id, setup: sc.setup, policies, games: otherGames, pairs, firstUnit: 0 });
  const progress = makeProgress(sc.name, flags.quiet);
  const started = Date.now();
  let results;
  try {
    results = await runMatchups(jobs, {
      masterSeed: seed,
      workers,
      chunkSize: flags.chunk,
      onProgress: (d, t, merged) => progress.update(d, t, liveScore(merged[0], sc.ruleset.sides(sc.setup)[0].name)),
      crashChunk: flags.crashChunk,
    });
  } finally {
    progress.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const run: RunResults = {
    name: sc.name,
    matchupId: id,
    sides: sc.ruleset.sides(sc.setup),
    seed,
    pairs,
    metricNames: sc.ruleset.metricNames,
    manifest: manifestOf('run', sc, {
      seed,
      games: results[0].tally.games,
      firstGame,
      pairs,
      policies: combos,
      workers,
      chunkSize: flags.chunk ?? 'auto',
      ...(fraction === undefined ? {} : { robustness: { fraction, policies: others, games: otherGames } }),
    }),
    results: results.slice(0, combos.length).map((r) => ({ policies: r.job.policies, tally: r.tally })),
    ...(fraction === undefined
      ? {}
      : { robustness: { fraction, results: results.slice(combos.length).map((r) => ({ policies: r.job.policies, tally: r.tally })) } }),
  };
  const summaries = runSummaries(run);
  run.tiebreakModes = await tiebreakModes(sc, flags, run, jobs[0], seed, workers);
  const robust = runRobustness(run, summaries);
  const headline = runHeadline(summaries, robust);
  const files = await runReportFiles(run, summaries);
  files.push({
    path: 'timing.json',
    content: timingJson({
      seconds,
      gamesPerSecond: Math.round(results.reduce((n, r) => n + r.tally.games, 0) / Math.max(seconds, 1e-9)),
      workers,
      chunkSize: flags.chunk ?? 'auto',
    }),
  });
  await writeReportDir(out, files);
  const limit = turnLimitLine(turnLimitOf(run.manifest, run.results));
  const tiebreak = tiebreakLine(tiebreakOf(run.manifest, run.results, run.tiebreakModes));
  // one short line per policy: the footer fits a narrow terminal like the table above it
  const robustLine =
    robust && fraction !== undefined
      ? `robustness, ${count(otherGames)} games per other policy ` +
        `(${Math.round(100 * fraction)}% of the ` +
        `run):\n${robust.scores.map((x) => `  ${x.policy} ${pct(x.score)} [${pct(x.lo)}, ${pct(x.hi)}]\n`).join('')}`
      : '';
  const skipped =
    split && flags.robustness !== undefined && flags.robustness !== 'off'
      ? 'no robustness check in a part of a split run (it plays whole small ' + 'runs from game 0)\n'
      : '';
  return {
    summaries,
    headline,
    summary: summaryText(files),
    footer:
      `${skipped}${robustLine}${limit}${tiebreak}${summaries.reduce((s, x) => s + x.games, 0)} ` +
      `games${others.length ? ` + ${count(otherGames * others.length)} for the robustness check` : ''} ` +
      `in ${seconds.toFixed(1)} s on ${workers} worker(s); report in ${out}/\n`,
  };
}

/**
 * Ruleset.tiebreak: when the tiebreak decided any game of the first pairing and its rule option
 * has other values, the same games (same seeds) replayed under each of them, so the report shows
 * whether the verdict rests on the reading. Undefined otherwise.
 */
async function tiebreakModes(
  sc: Scenario,
  flags: RunFlags,
  run: RunResults,
  job: MatchupJob,
  seed: number | string,
  workers: number,
): Promise<TiebreakMode[] | undefined> {
  const tb = sc.ruleset.tiebreak?.(sc.options);
  const share = tiebreakOf(run.manifest, run.results);
  if (!tb?.option || !share || share.results[0].decided === 0) return undefined;
  const own = String(sc.options[tb.option.key]);
  const modes: TiebreakMode[] = [];
  for (const value of tb.option.values) {
    let tally = run.results[0].tally;
    if (value !== own) {
      const alt = loadScenario(sc.file, { options: { ...parseOptionFlags(flags.option), [tb.option.key]: value } });
      [{ tally }] = await runMatchups([{ ...job, setup: alt.setup }], { masterSeed: seed, workers, chunkSize: flags.chunk });
    }
    const s = summarise(run.matchupId, run.sides, job.policies, job.pairs, tally);
    modes.push({ value, policies: job.policies, score: s.scoreA, lo: s.scoreLo, hi: s.scoreHi, verdict: chartVerdict(s.scoreLo, s.scoreHi) });
  }
  return modes;
}

/**
 * The games this process plays: all of them, from --first-game, or the i-th of n parts cut at
 * unit (pair) boundaries, so the parts are exactly `--first-game`/`--games` runs that
 * `volley merge` puts back together.
 */
function shardOf(games: number, pairs: boolean, flags: RunFlags): { games: number; firstGame: number } {
  if (flags.shard === undefined) return { games, firstGame: flags.firstGame ?? 0 };
  if (flags.firstGame !== undefined)
    throw new InputError('command line', '--shard', 'cannot be combined with --first-game', 'use one of them: --shard cuts the games itself');
  const per = pairs ? 2 : 1;
  const units = Math.ceil(games / per);
  const { index, count } = flags.shard;
  const from = Math.floor((units * (index - 1)) / count);
  const to = Math.floor((units * index) / count);
  if (to === from)
    throw new InputError(
      'command line',
      '--shard',
      `${index}/${count} holds no games: ${games} games do not fill ${count} parts`,
      'use fewer parts or more --games',
    );
  return { games: (to - from) * per, firstGame: from * per };
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

export function formatTable(summaries: MatchupSummary[]): string {
  const head = ['list A', 'list B', 'policies', 'games', 'A wins', 'draws', 'B wins', 'score A [95% CI]', 'verdict', 'turns', 'lost A', 'lost B'];
  const verdict = (s: MatchupSummary) => BALANCE_WORDS[balanceOf(s.scoreLo, s.scoreHi, DEFAULT_BAND)];
  const body = summaries.map((s) => [
    `${s.listA} (${s.pointsA})`,
    `${s.listB} (${s.pointsB})`,
    `${s.policyA}/${s.policyB}`,
    count(s.games),
    count(s.winsA),
    count(s.draws),
    count(s.winsB),
    `${pct(s.scoreA)} [${pct(s.scoreLo)}, ${pct(s.scoreHi)}]`,
    verdict(s),
    s.meanTurns.toFixed(1),
    s.meanPointsLostA.toFixed(1),
    s.meanPointsLostB.toFixed(1),
  ]);
  const verdicts = new Set(summaries.map(verdict));
  const flips =
    summaries.length > 1 && verdicts.size > 1
      ? [`the verdict depends on the policies: ` + `${summaries.map((s) => `${s.policyA} → ${verdict(s)}`).join('; ')}`]
      : [];
  const extra = summaries
    .filter((s) => s.pairs && Number.isFinite(s.varianceSaved))
    .map((s) => `mirrored pairs (${s.policyA}): list A scores ${pct(s.scoreAsSide0)} as side 0 and ${pct(s.scoreAsSide1)} as side 1`);
  return [terminalTable(head, body), ...extra, ...flips, ''].join('\n');
}

/** "France line company 46.1%": list A's score so far, for the progress line. */
export function liveScore(t: Tally | undefined, listA: string): string {
  if (!t || t.games === 0) return '';
  return `${listA} ${((100 * (t.winsA + t.draws / 2)) / t.games).toFixed(1)}% so far`;
}
