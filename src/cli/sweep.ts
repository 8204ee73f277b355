import type { Command } from 'commander';
import { writeAnalysis } from '../analysis/sweep/output.js';
import { ablationTable, crossingText, pointHead, pointRows, policyTag, sweepHeadline, sweepOutput, variedText } from '../analysis/sweep/report.js';
import { terminalTable } from './table.js';
import { runSweep } from '../analysis/sweep/run.js';
import { readSweep } from '../analysis/sweep/spec.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder, JSON_FLAG, ROBUSTNESS_FLAG, summaryText } from './common.js';
import { timingJson } from '../analysis/shared/manifest.js';
import { makeProgress } from './progress.js';
import { caveatLine } from '../report/caveat.js';
import { terminalHeadline } from './headline.js';

interface SweepCliFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  out?: string;
  policies?: string[];
  option: string[];
  pairs: boolean;
  quiet?: boolean;
  json?: boolean;
  robustness: number | 'off';
}

export function register(program: Command): void {
  program
    .command('sweep')
    .description(
      'vary one thing (a YAML value, a model count, a rule option) over a ' +
        'range; fit the score curve and report the 50% crossing; or ' +
        'leave-one-model-out (mode: ablation)',
    )
    .argument('<sweep>', 'sweep YAML (first key `ruleset:`; a base matchup and a `vary:` block)')
    .option('-n, --games <N>', 'games per swept value (default: the sweep file, else 2000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the sweep file, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('-o, --out <dir>', 'output folder (default reports/<sweep-name>/)')
    .option('--policies <a,b,c>', 'run the whole sweep once per policy (both sides play it)', policyList)
    .option('--option <key=value>', 'set a rule option (repeatable)', collect, [])
    .option('--no-pairs', 'play independent games instead of mirrored pairs')
    .option(...ROBUSTNESS_FLAG)
    .option('-q, --quiet', 'no progress bar and no summary on stdout')
    .option(...JSON_FLAG)
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
          robustness: flags.robustness,
          option: flags.option.length ? parseOptionFlags(flags.option) : undefined,
          onProgress: (d, t) => progress.update(d, t),
          onStatus: (text) => progress.status(text),
        });
      } finally {
        progress.stop();
      }
      const files = await writeAnalysis(out, sweepOutput(result), [
        { path: 'timing.json', content: timingJson({ seconds: result.seconds, workers: flags.workers ?? defaultWorkers() }) },
      ]);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) {
        const lines =
          spec.mode === 'ablation'
            ? result.ablations.flatMap((a) => {
                const t = ablationTable(a);
                return [`${policyTag(a.policies)}: leave one model out of ${a.sideName}`, terminalTable(t.head, t.rows), ...t.notes, ''];
              })
            : [
                `varied: ${variedText(result)}; ${result.games.toLocaleString('en-US')} games per value on the same seeds`,
                '',
                ...result.curves.flatMap((c) => [
                  `${policyTag(c.policies)}:`,
                  terminalTable(pointHead(result), pointRows(result, c)),
                  crossingText(result, c),
                  '',
                ]),
                ...(result.play
                  ? [
                      `robustness, ${result.play.games.toLocaleString('en-US')} games per ` +
                        `value: ` +
                        `${result.play.curves.map((c) => crossingText(result, c)).join('; ')}`,
                      '',
                    ]
                  : []),
              ];
        process.stdout.write(
          `${terminalHeadline(sweepHeadline(result))}\n` +
            `${caveatLine({ ruleset: result.scenario.ruleset.id, options: result.scenario.options })}\n${lines.join('\n')}\n` +
            `${result.notes.map((n) => `note: ${n}\n`).join('')}${result.seconds.toFixed(1)} s; report in ${out}/\n`,
        );
      }
    });
}
