import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers, runMatchups, type MatchupJob } from '../engine/runner.js';
import { summarise, summaryRow, type MatchupSummary } from '../engine/summary.js';
import { buildReport, histogramChart, scoreBarChart, writeReportDir } from '../report/index.js';
import { loadScenario, type Scenario } from '../scenario/load.js';
import { collect, nonNegativeInt, policyList, policyPair, positiveInt, seedValue } from './args.js';
import { checkPolicy, matchupIdOf, resolvePolicies } from './common.js';
import { manifestOf } from './manifest.js';
import { makeProgress } from './progress.js';

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
  crashChunk?: number;
}

export function register(program: Command): void {
  program
    .command('run')
    .description('play many games of a scenario and write summary.csv/json, charts (.vl.json + .svg) and index.html')
    .argument('<scenario>', 'scenario YAML (first key `ruleset:`)')
    .option('-n, --games <N>', 'number of games (default: the scenario, else 10000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the scenario, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, nonNegativeInt)
    .option('--chunk <K>', 'games (or pairs) per chunk sent to a worker (default: automatic)', positiveInt)
    .option('-o, --out <dir>', 'output folder (default reports/<scenario-name>/)')
    .option('--policy <A,B>', 'policies for side A and side B (one name = both)', policyPair)
    .option('--policies <a,b,c>', 'run the matchup once per policy (both sides play it) and compare verdicts', policyList)
    .option('--option <key=value>', 'set a rule option (repeatable); see `volley rules <ruleset>`', collect, [])
    .option('--no-pairs', 'play independent games instead of mirrored pairs (lists swap sides on the same seed)')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .addOption(hiddenCrash())
    .action(async (file: string, flags: RunFlags) => {
      const sc = loadScenario(file, { options: parseOptionFlags(flags.option) });
      const summaries = await runScenario(sc, flags);
      if (!flags.quiet) process.stdout.write(formatTable(summaries));
    });
}

/** Test hook for crash recovery, hidden from --help: the worker dies on this chunk's first attempt. */
function hiddenCrash(): Option {
  return new Option('--crash-chunk <k>', 'test hook').argParser(nonNegativeInt).hideHelp();
}

export async function runScenario(sc: Scenario, flags: RunFlags): Promise<MatchupSummary[]> {
  const games = flags.games ?? sc.games ?? 10000;
  const seed = flags.seed ?? sc.seed ?? 1;
  const workers = flags.workers ?? defaultWorkers();
  const pairs = flags.pairs && (sc.pairs ?? true);
  let combos: [string, string][];
  if (flags.policies) {
    flags.policies.forEach((p) => checkPolicy(sc, p, '--policies'));
    combos = flags.policies.map((p) => [p, p]);
  } else {
    combos = [resolvePolicies(sc, flags.policy)];
  }
  const id = matchupIdOf(sc);
  const jobs: MatchupJob[] = combos.map((policies) => ({ id, rulesetId: sc.ruleset.id, setup: sc.setup, policies, games, pairs }));
  const progress = makeProgress(sc.name, flags.quiet);
  const started = Date.now();
  let results;
  try {
    results = await runMatchups(jobs, {
      masterSeed: seed,
      workers,
      chunkSize: flags.chunk,
      onProgress: (d, t) => progress.update(d, t),
      crashChunk: flags.crashChunk,
    });
  } finally {
    progress.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const sides = sc.ruleset.sides(sc.setup);
  const summaries = results.map((r) => summarise(id, sides, r.job.policies, pairs, r.tally));
  const out = flags.out ?? join('reports', sc.name);
  const reasonNames = [...new Set(results.flatMap((r) => Object.keys(r.tally.reasons)))].sort();
  const rows = summaries.map((s) => summaryRow(s, sc.ruleset.metricNames, reasonNames));
  const manifest = manifestOf('run', sc, { seed, games: results[0].tally.games, pairs, policies: combos, workers, chunkSize: flags.chunk ?? 'auto' });
  const label = (s: MatchupSummary) => (combos.length > 1 ? ` (${s.policyA})` : '');
  const charts = [
    {
      name: 'score',
      title: `Score of each list with 95% interval`,
      spec: scoreBarChart(
        summaries.flatMap((s) => [
          { label: `${s.listA}${label(s)}`, score: s.scoreA, lo: s.scoreLo, hi: s.scoreHi },
          { label: `${s.listB}${label(s)}`, score: 1 - s.scoreA, lo: 1 - s.scoreHi, hi: 1 - s.scoreLo },
        ]),
        `${sc.name}: score (W + D/2)/N with 95% interval`,
      ),
    },
    {
      name: 'turns',
      title: 'Game length',
      spec: histogramChart(
        Object.entries(results[0].tally.turns).map(([k, v]) => ({ value: Number(k), count: v })),
        `${sc.name}: game length (${combos[0].join(' v ')})`,
        'game turns',
      ),
    },
    {
      name: 'points-lost',
      title: 'Points lost per game',
      spec: histogramChart(
        Object.entries(results[0].tally.pointsLostHist[0]).map(([k, v]) => ({ value: Number(k), count: v })),
        `${sc.name}: points lost by ${sides[0].name}`,
        'points lost',
      ),
    },
  ];
  const files = await buildReport({
    title: `volley run: ${sc.name}`,
    manifest,
    tables: [{ name: 'summary', rows }],
    charts,
    summaryJson: { manifest, summaries, tallies: results.map((r) => ({ policies: r.job.policies, tally: r.tally })) },
    sections: [
      {
        heading: 'Score',
        text:
          `${sides[0].name} (${sides[0].points} pts) against ${sides[1].name} (${sides[1].points} pts), ${results[0].tally.games} games per policy, master seed ${seed}. ` +
          `Score = (wins + draws/2)/games with a 95% interval (${pairs ? 'Wilson-type interval on mirrored game pairs: the same seed twice, lists swapping sides' : 'Wilson-type interval on independent games'}).`,
        charts: ['score'],
        tables: ['summary'],
      },
      { heading: 'Game length and losses', charts: ['turns', 'points-lost'] },
    ],
  });
  files.push({ path: 'timing.json', content: `${JSON.stringify({ seconds, gamesPerSecond: Math.round(results[0].tally.games * results.length / Math.max(seconds, 1e-9)), workers }, null, 2)}\n` });
  await writeReportDir(out, files);
  if (!flags.quiet) {
    process.stdout.write(`${summaries.reduce((s, x) => s + x.games, 0)} games in ${seconds.toFixed(1)} s on ${workers} worker(s); report in ${out}/\n`);
  }
  return summaries;
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

export function formatTable(summaries: MatchupSummary[]): string {
  const head = ['list A', 'list B', 'policies', 'games', 'A wins', 'draws', 'B wins', 'score A [95% CI]', 'turns', 'lost A', 'lost B'];
  const body = summaries.map((s) => [
    `${s.listA} (${s.pointsA})`,
    `${s.listB} (${s.pointsB})`,
    `${s.policyA}/${s.policyB}`,
    String(s.games),
    String(s.winsA),
    String(s.draws),
    String(s.winsB),
    `${pct(s.scoreA)} [${pct(s.scoreLo)}, ${pct(s.scoreHi)}]`,
    s.meanTurns.toFixed(1),
    s.meanPointsLostA.toFixed(1),
    s.meanPointsLostB.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const extra = summaries
    .filter((s) => s.pairs && Number.isFinite(s.varianceSaved))
    .map((s) => `mirrored pairs (${s.policyA}): A as side 0 scores ${pct(s.scoreAsSide0)}, as side 1 ${pct(s.scoreAsSide1)}; variance saved by pairing ${pct(s.varianceSaved)}`);
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), ...extra, ''].join('\n');
}
