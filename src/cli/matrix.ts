import { readPoule } from '../analysis/shared/poule.js';
import type { Command } from 'commander';
import { matrixHeadline, matrixReport } from '../analysis/matrix/report.js';
import { bandText, fieldWords, withInterval } from '../analysis/shared/headline.js';
import { terminalTable } from './table.js';
import { runMatrix, type MatrixResult } from '../analysis/matrix/run.js';
import { parseBand } from '../analysis/shared/run.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { buildReport, jsonText, writeReportDir } from '../report/index.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder, JSON_FLAG, summaryText } from './common.js';
import { makeProgress } from './progress.js';
import { caveatLine } from '../report/caveat.js';

interface MatrixCliFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  out?: string;
  policies?: string[];
  pairs: boolean;
  band: [number, number];
  option: string[];
  quiet?: boolean;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('matrix')
    .description('play every list of a poule against every other (allowed pairs) and report the score matrix, field means, ratings, meta mix and balance flags')
    .argument('<poule>', 'poule YAML: a scenario with `lists:` (side entries), optional weights:, poules:, allowed:')
    .option('-n, --games <N>', 'games per matchup (default: the poule file, else 2000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the poule file, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('--chunk <K>', 'games (or pairs) per chunk (default: automatic)', positiveInt)
    .option('-o, --out <dir>', 'output folder (default reports/<poule-name>-matrix/)')
    .option('--policies <a,b,c>', 'run the whole matrix under each policy and flag verdicts that flip', policyList)
    .option('--band <lo,hi>', 'balance band for the field score', parseBand, [0.45, 0.55] as [number, number])
    .option('--option <key=value>', 'set a rule option (repeatable)', collect, [])
    .option('--no-pairs', 'independent games (half each way round) instead of mirrored pairs')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .option(...JSON_FLAG)
    .action(async (file: string, flags: MatrixCliFlags) => {
      const out = outputFolder(flags.out, readPoule(file).name, '-matrix', file);
      const progress = makeProgress('matrix', flags.quiet);
      let r: MatrixResult;
      try {
        r = await runMatrix(file, {
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          chunk: flags.chunk,
          policies: flags.policies,
          pairs: flags.pairs,
          band: flags.band,
          options: parseOptionFlags(flags.option),
          onProgress: (d, t) => progress.update(d, t),
          onStatus: (text) => progress.status(text),
        });
      } finally {
        progress.stop();
      }
      const files = await buildReport(matrixReport(r));
      const total = r.tallies.reduce((s, t) => s + t.tally.games, 0);
      files.push({ path: 'timing.json', content: jsonText({ seconds: r.seconds, games: total, gamesPerSecond: Math.round(total / Math.max(r.seconds, 1e-9)), workers: r.workers }) });
      await writeReportDir(out, files);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) process.stdout.write(`${formatMatrix(r)}${total} games in ${r.seconds.toFixed(1)} s on ${r.workers} worker(s); report in ${out}/\n`);
    });
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

/** The field table on stdout, one block per policy. */
export function formatMatrix(r: MatrixResult): string {
  // the ruleset's caveat (if any) right under the headline, as in run, sweep and compare
  const lines: string[] = [`${matrixHeadline(r)}\n${caveatLine(r.manifest)}`];
  for (const pm of r.byPolicy) {
    lines.push(`policy ${pm.policy}: mean score against the field (balance band ${bandText(r.band)})`);
    const rows = pm.field.map((f) => [
      f.list,
      withInterval(f.field, f.fieldLo, f.fieldHi),
      fieldWords(f.verdict),
      Number.isFinite(f.elo) ? `${f.elo.toFixed(0)} [${f.eloLo.toFixed(0)}, ${f.eloHi.toFixed(0)}]` : 'n/a',
      pct(f.metaWeight),
      r.robustness.find((x) => x.list === f.list)?.flips ? 'flips' : '',
    ]);
    lines.push(terminalTable(['list', 'field score [95% CI]', 'verdict', 'rating (Elo) [95% CI]', 'meta share', 'between policies'], rows));
  }
  return `${lines.join('\n')}\n`;
}
