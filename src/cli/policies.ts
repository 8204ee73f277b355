import type { Command } from 'commander';
import { ladderHeadline, ladderReport, ranked, cellOf } from '../analysis/policies/report.js';
import { resolveLadder, runLadder, type LadderResult } from '../analysis/policies/run.js';
import { withInterval } from '../analysis/shared/headline.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { caveatLine } from '../report/caveat.js';
import { buildReport, jsonText, writeReportDir } from '../report/index.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder } from './common.js';
import { makeProgress } from './progress.js';
import { terminalTable } from './table.js';

interface PoliciesCliFlags {
  scenario?: string;
  policies?: string[];
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  out?: string;
  option: string[];
  json?: boolean;
  quiet?: boolean;
}

export function register(program: Command): void {
  program
    .command('policies')
    .description('policy ladder: play every AI policy of a game against every other on its default lists (mirrored pairs, each policy on each list) and rate them')
    .argument('<game>', 'the game (sds, intro, sfg, ...)')
    .option('--scenario <file>', 'scenario whose lists are played (default scenarios/<game>/default.yaml)')
    .option('--policies <a,b,c>', 'the policies to rate (default: all of the game)', policyList)
    .option('-n, --games <N>', 'games per pairing of two policies, rounded up to a multiple of 4 (default 400)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('--chunk <K>', 'pairs per chunk (default: automatic)', positiveInt)
    .option('-o, --out <dir>', 'output folder (default reports/<game>-policies/)')
    .option('--option <key=value>', 'set a rule option (repeatable)', collect, [])
    .option('--json', 'print summary.json on stdout instead of the tables')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .action(async (game: string, flags: PoliciesCliFlags) => {
      const options = parseOptionFlags(flags.option);
      // every input checked before the output folder is claimed (no half-written report)
      resolveLadder(game, { scenario: flags.scenario, policies: flags.policies, games: flags.games, options });
      const out = outputFolder(flags.out, `${game}-policies`, '', flags.scenario ?? 'command line');
      const progress = makeProgress('policies', flags.quiet || flags.json);
      let r: LadderResult;
      try {
        r = await runLadder(game, {
          scenario: flags.scenario,
          policies: flags.policies,
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          chunk: flags.chunk,
          options,
          onProgress: (d, t) => progress.update(d, t),
        });
      } finally {
        progress.stop();
      }
      const report = ladderReport(r);
      const files = await buildReport(report);
      const total = r.tallies.reduce((s, t) => s + t.tally.games, 0);
      files.push({ path: 'timing.json', content: jsonText({ seconds: r.seconds, games: total, gamesPerSecond: Math.round(total / Math.max(r.seconds, 1e-9)), workers: r.workers }) });
      await writeReportDir(out, files);
      if (flags.json) process.stdout.write(jsonText({ headline: report.headline, ...(report.summaryJson as Record<string, unknown>) }));
      else if (!flags.quiet) process.stdout.write(`${formatLadder(r)}${total} games in ${r.seconds.toFixed(1)} s on ${r.workers} worker(s); report in ${out}/\n`);
    });
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

/** The headline, the ratings and the score matrix on stdout. */
export function formatLadder(r: LadderResult): string {
  const order = ranked(r);
  const ratings = terminalTable(
    ['policy', 'rating (Elo) [95% CI]', 'score vs field [95% CI]'],
    order.map((f) => [f.list, `${f.elo.toFixed(0)} [${f.eloLo.toFixed(0)}, ${f.eloHi.toFixed(0)}]`, withInterval(f.field, f.fieldLo, f.fieldHi)]),
  );
  const names = order.map((f) => f.list);
  const matrix = terminalTable(
    ['row v column', ...names],
    names.map((p) => [p, ...names.map((o) => (p === o ? '—' : pct(cellOf(r, p, o)?.score ?? NaN)))]),
  );
  // the ruleset's caveat (if any) right under the headline, as in run, matrix, sweep and compare
  return `${ladderHeadline(r)}\n${caveatLine(r.manifest)}\n${ratings}\n${matrix}\n`;
}
