import { readPoule } from '../analysis/shared/poule.js';
import type { Command } from 'commander';
import { matrixReport } from '../analysis/matrix/report.js';
import { runMatrix, type MatrixResult } from '../analysis/matrix/run.js';
import { parseBand } from '../analysis/shared/run.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { buildReport, jsonText, writeReportDir } from '../report/index.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder } from './common.js';
import { makeProgress } from './progress.js';

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
        });
      } finally {
        progress.stop();
      }
      const files = await buildReport(matrixReport(r));
      const total = r.tallies.reduce((s, t) => s + t.tally.games, 0);
      files.push({ path: 'timing.json', content: jsonText({ seconds: r.seconds, games: total, gamesPerSecond: Math.round(total / Math.max(r.seconds, 1e-9)), workers: r.workers }) });
      await writeReportDir(out, files);
      if (!flags.quiet) process.stdout.write(`${formatMatrix(r)}${total} games in ${r.seconds.toFixed(1)} s on ${r.workers} worker(s); report in ${out}/\n`);
    });
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

/** The field table on stdout, one block per policy. */
export function formatMatrix(r: MatrixResult): string {
  const lines: string[] = [];
  for (const pm of r.byPolicy) {
    lines.push(`policy ${pm.policy}: mean score against the field (band ${pct(r.band[0])}-${pct(r.band[1])})`);
    const w = Math.max(4, ...pm.field.map((f) => f.list.length));
    for (const f of pm.field) {
      const flip = r.robustness.find((x) => x.list === f.list)?.flips ? '  FLIPS between policies' : '';
      lines.push(`  ${f.list.padEnd(w)}  ${pct(f.field).padStart(6)} [${pct(f.fieldLo)}, ${pct(f.fieldHi)}]  ${f.verdict.padEnd(8)}  elo ${Number.isFinite(f.elo) ? f.elo.toFixed(0) : 'n/a'}  meta ${pct(f.metaWeight)}${flip}`);
    }
    if (r.pairs) lines.push(`  variance saved by mirrored pairs: ${pct(pm.varianceSaved.pooled)} (pooled over ${pm.varianceSaved.cells} matchups)`);
  }
  return `${lines.join('\n')}\n`;
}
