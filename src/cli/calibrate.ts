import type { Command } from 'commander';
import { writeAnalysis } from '../analysis/sweep/output.js';
import { calibrateHeadline, calibrateOutput, fairText, interactionText, modelFitText, precisionText } from '../analysis/calibrate/report.js';
import { runCalibration } from '../analysis/calibrate/run.js';
import { readCalibration } from '../analysis/calibrate/spec.js';
import { timingJson } from '../analysis/shared/manifest.js';
import { defaultWorkers } from '../engine/runner.js';
import { caveatLine } from '../report/caveat.js';
import { positiveInt, seedValue, workerCount } from './args.js';
import { JSON_FLAG, outputFolder, summaryText } from './common.js';
import { makeProgress } from './progress.js';
import { terminalTable } from './table.js';
import { terminalHeadline } from './headline.js';

interface CalibrateCliFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  out?: string;
  policy?: string;
  quiet?: boolean;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('calibrate')
    .description(
      'draw random legal lists from a catalogue, play them against each other ' +
        "and fit every profile's fair cost in points (95% interval): cheap, " +
        'fair, expensive or inconclusive',
    )
    .argument('<calibration>', 'calibration YAML (first key `ruleset:`; the catalogue and points: {min, max})')
    .option('-n, --games <N>', 'games in all, as mirrored pairs of drawn matchups (default: the file, else 4000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default: the file, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('-o, --out <dir>', 'output folder (default reports/<name>/)')
    .option('--policy <name>', "the policy both sides play (default: the file's, else the game's default)")
    .option('-q, --quiet', 'no progress bar and no summary on stdout')
    .option(...JSON_FLAG)
    .action(async (file: string, flags: CalibrateCliFlags) => {
      const spec = readCalibration(file);
      const out = outputFolder(flags.out, spec.scenario.name, '', file);
      const progress = makeProgress(spec.scenario.name, flags.quiet);
      let r;
      try {
        r = await runCalibration(spec, {
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          policy: flags.policy,
          onProgress: (d, t) => progress.update(d, t),
        });
      } finally {
        progress.stop();
      }
      const files = await writeAnalysis(out, calibrateOutput(r), [{ path: 'timing.json', content: timingJson({ seconds: r.seconds, workers: r.workers }) }]);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) {
        const rows = r.profiles.map((p) => [p.name, String(p.printed), fairText(p), p.verdict]);
        const caveat = caveatLine({ ruleset: spec.ruleset.id, options: spec.scenario.options });
        process.stdout.write(
          [
            terminalHeadline(calibrateHeadline(r)),
            ...(caveat ? [caveat.trimEnd()] : []),
            terminalTable(['profile', 'printed', 'fair cost [95%]', 'verdict'], rows),
            '',
            precisionText(r),
            modelFitText(r),
            interactionText(r),
            ...r.notes.map((n) => `note: ${n}`),
            `${r.seconds.toFixed(1)} s; report in ${out}/`,
            '',
          ].join('\n'),
        );
      }
    });
}
