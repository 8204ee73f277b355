import { InvalidArgumentError, type Command } from 'commander';
import { writeAnalysis } from '../analysis/sweep/output.js';
import { tournamentHeadline, tournamentOutput } from '../analysis/tournament/report.js';
import { withInterval } from '../analysis/shared/headline.js';
import { terminalTable } from './table.js';
import { runTournament } from '../analysis/tournament/run.js';
import { MAX_TOURNAMENTS, readTournament } from '../analysis/tournament/spec.js';
import { defaultWorkers } from '../engine/runner.js';
import { positiveInt, seedValue, workerCount } from './args.js';
import { outputFolder, JSON_FLAG, summaryText } from './common.js';
import { timingJson } from '../analysis/shared/manifest.js';
import { makeProgress } from './progress.js';
import { terminalHeadline } from './headline.js';

interface TournamentCliFlags {
  tournaments?: number;
  seed?: number | string;
  workers?: number;
  out?: string;
  quiet?: boolean;
  json?: boolean;
}

/** --tournaments: the bound the file's tournaments: key has (issue 26 item 12). */
function tournamentCount(value: string): number {
  const n = positiveInt(value);
  if (n > MAX_TOURNAMENTS) throw new InvalidArgumentError(`expected at most ${MAX_TOURNAMENTS} tournaments (e.g. --tournaments 100000)`);
  return n;
}

export function register(program: Command): void {
  program
    .command('tournament')
    .description(
      'simulate many whole tournaments (round 1 across poules, then Swiss); ' +
        'per player: P(win the event), mean rank, mean tournament points, rank ' +
        'distribution',
    )
    .argument('<tournament>', 'tournament YAML (first key `ruleset:`; lists, players, allowed pairings)')
    .option('-t, --tournaments <N>', `tournaments to simulate, at most ${MAX_TOURNAMENTS} (default: the file, else 1000)`, tournamentCount)
    .option('-s, --seed <S>', 'master seed (default: the file, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('-o, --out <dir>', 'output folder (default reports/<tournament-name>/)')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .option(...JSON_FLAG)
    .action(async (file: string, flags: TournamentCliFlags) => {
      const spec = readTournament(file);
      const out = outputFolder(flags.out, spec.name, '', file);
      const progress = makeProgress(spec.name, flags.quiet);
      let result;
      try {
        // the bar counts games: one per table per round
        const perTournament = (spec.players.length / 2) * spec.rounds;
        result = await runTournament(spec, {
          tournaments: flags.tournaments,
          seed: flags.seed,
          workers: flags.workers,
          onProgress: (d, t) => progress.update(d * perTournament, t * perTournament),
        });
      } finally {
        progress.stop();
      }
      const files = await writeAnalysis(out, tournamentOutput(result), [
        { path: 'timing.json', content: timingJson({ seconds: result.seconds, workers: result.workers }) },
      ]);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) {
        const rows = [...result.players].sort((a, b) => b.winEvent - a.winEvent);
        const table = terminalTable(
          ['player (main / secondary)', 'wins the event [95% CI]', 'mean rank [95% CI]', 'mean points [95% CI]'],
          rows.map((p) => [
            `${p.player} (${p.main} / ${p.secondary})`,
            withInterval(p.winEvent, p.winLo, p.winHi),
            `${p.meanRank.toFixed(2)} [${p.rankLo.toFixed(2)}, ${p.rankHi.toFixed(2)}]`,
            `${p.meanPoints.toFixed(1)} [${p.pointsLo.toFixed(1)}, ` + `${p.pointsHi.toFixed(1)}]`,
          ]),
        );
        process.stdout.write(
          `${terminalHeadline(tournamentHeadline(result))}\n\n${table}\n${result.tally.tournaments} ` +
            `tournaments, ${result.tally.games} games in ` +
            `${result.seconds.toFixed(1)} s; report in ${out}/\n`,
        );
      }
    });
}
