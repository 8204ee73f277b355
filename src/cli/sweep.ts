import type { Command } from 'commander';
import { writeAnalysis } from '../analysis/sweep/output.js';
import { crossingText, pointRows, sweepHeadline, sweepOutput } from '../analysis/sweep/report.js';
import { terminalTable } from './table.js';
import { runSweep } from '../analysis/sweep/run.js';
import { readSweep } from '../analysis/sweep/spec.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder } from './common.js';
import { timingJson } from '../analysis/shared/manifest.js';
import { makeProgress } from './progress.js';
import { caveatLine } from '../report/caveat.js';

interface SweepCliFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  out?: string;
  policies?: string[];
  option: string[];
  pairs: boolean;
  quiet?: boolean;
}

export function register(program: Command): void {
  program
    .command('sweep')
    .description('vary one thing (a YAML value, a model count, a rule option) over a range; fit the score curve and report the 50% crossing; or leave-one-model-out (mode: ablation)')
    .argument('<sweep>', 'sweep YAML (first key `ruleset:`; a base matchup and a `vary:` block)')
    .option('-n, --games <N>', 'games per swept value (default: the sweep file, else 2000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the sweep file, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('-o, --out <dir>', 'output folder (default reports/<sweep-name>/)')
    .option('--policies <a,b,c>', 'run the whole sweep once per policy (both sides play it)', policyList)
    .option('--option <key=value>', 'set a rule option (repeatable)', collect, [])
    .option('--no-pairs', 'play independent games instead of mirrored pairs')
    .option('-q, --quiet', 'no progress bar and no summary on stdout')
    .action(async (file: string, flags: SweepCliFlags) => {
      const spec = readSweep(file);
      const out = outputFolder(flags.out, spec.name, '', file);
      const progress = makeProgress(spec.name, flags.quiet);
      let result;
      try {
        result = await runSweep(spec, {
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          policies: flags.policies,
          pairs: flags.pairs,
          option: flags.option.length ? parseOptionFlags(flags.option) : undefined,
          onProgress: (d, t) => progress.update(d, t),
        });
      } finally {
        progress.stop();
      }
      await writeAnalysis(out, sweepOutput(result), [{ path: 'timing.json', content: timingJson({ seconds: result.seconds, workers: flags.workers ?? defaultWorkers() }) }]);
      if (!flags.quiet) {
        const lines =
          spec.mode === 'ablation'
            ? result.ablations.flatMap((a) =>
                a.rows.map((r) =>
                  r.rejected
                    ? `${a.policies[0]}: ${r.label}: not measured, the list would be illegal without it (${r.rejected})`
                    : `${a.policies[0]}: ${r.label} (${r.removed}): score change ${(r.delta * 100).toFixed(1)}% [${(r.deltaLo * 100).toFixed(1)}%, ${(r.deltaHi * 100).toFixed(1)}%]` +
                      (Number.isFinite(r.impliedPoints) ? `, worth ${r.impliedPoints.toFixed(1)} points [${r.impliedLo.toFixed(1)}, ${r.impliedHi.toFixed(1)}]` : ''),
                ),
              )
            : result.curves.flatMap((c) => [terminalTable([result.spec.label, `score of ${result.sides[0].name} [95% CI]`, 'verdict'], pointRows(result, c)), crossingText(result, c), '']);
        process.stdout.write(`${sweepHeadline(result)}\n${caveatLine({ ruleset: result.scenario.ruleset.id, options: result.scenario.options })}\n${lines.join('\n')}\n${result.notes.map((n) => `note: ${n}\n`).join('')}${result.seconds.toFixed(1)} s; report in ${out}/\n`);
      }
    });
}
