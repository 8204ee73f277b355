import { readPoule } from '../analysis/shared/poule.js';
import type { Command } from 'commander';
import { matrixHeadline, matrixReport } from '../analysis/matrix/report.js';
import { bandText, fieldWords, withInterval } from '../analysis/shared/headline.js';
import { terminalTable } from './table.js';
import { runMatrix, type MatrixFlags, type MatrixResult } from '../analysis/matrix/run.js';
import { matrixTiebreakModes } from '../analysis/matrix/modes.js';
import { matrixTiebreak, matrixTiebreakText } from '../analysis/matrix/tiebreak.js';
import { parseBand } from '../analysis/shared/run.js';
import { parseOptionFlags } from '../engine/options.js';
import { buildReport } from '../report/index.js';
import { policyList } from './args.js';
import { outputFolder, JSON_FLAG, ROBUSTNESS_FLAG, summaryText } from './common.js';
import { gameSetFlags, pct, playedFooter, ruleOptionFlag, withProgress, writePlayed, type PlayedFlags } from './played.js';
import { caveatLine } from '../report/caveat.js';
import { terminalHeadline } from './headline.js';

interface MatrixCliFlags extends PlayedFlags {
  policies?: string[];
  pairs: boolean;
  band: [number, number];
  robustness: number | 'off';
}

export function register(program: Command): void {
  const cmd = program
    .command('matrix')
    .description('play every list of a poule against every other (allowed pairs) and report the score matrix, field means, ratings, meta mix and balance flags')
    .argument('<poule>', 'poule YAML: a scenario with `lists:` (side entries), optional weights:, poules:, allowed:');
  gameSetFlags(cmd, {
    games: 'games per matchup (default: the poule file, else 2000)',
    seed: 'master seed (default: the poule file, else 1)',
    chunk: 'games (or pairs) per chunk (default: automatic)',
    out: 'output folder (default reports/<poule-name>-matrix/)',
  })
    .option('--policies <a,b,c>', 'run the whole matrix under each policy and flag verdicts that flip', policyList)
    .option('--band <lo,hi>', 'balance band for the field score', parseBand, [0.45, 0.55] as [number, number])
    .option(...ROBUSTNESS_FLAG);
  ruleOptionFlag(cmd)
    .option('--no-pairs', 'independent games (half each way round) instead of mirrored pairs')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .option(...JSON_FLAG)
    .action(async (file: string, flags: MatrixCliFlags) => {
      const out = outputFolder(flags.out, readPoule(file).name, '-matrix', file);
      const r = await withProgress('matrix', flags.quiet, async (progress) => {
        const mf: MatrixFlags = {
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          chunk: flags.chunk,
          policies: flags.policies,
          pairs: flags.pairs,
          band: flags.band,
          robustness: flags.robustness,
          options: parseOptionFlags(flags.option),
          onProgress: (d, t) => progress.update(d, t),
          onStatus: (text) => progress.status(text),
        };
        const res = await runMatrix(file, mf);
        // Ruleset.tiebreak: the first policy's field again under each reading of the tiebreak (same seeds)
        const modes = await matrixTiebreakModes(file, { ...mf, onStatus: () => progress.status('the tiebreak under its other readings') }, res);
        return modes ? { ...res, tiebreakModes: modes } : res;
      });
      const files = await buildReport(matrixReport(r));
      const total = await writePlayed(out, files, r);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) process.stdout.write(`${formatMatrix(r)}${playedFooter(total, r, out)}`);
    });
}

/** The field table on stdout, one block per policy. */
export function formatMatrix(r: MatrixResult): string {
  // the ruleset's caveat (if any) right under the headline, as in run, sweep and compare
  const lines: string[] = [`${terminalHeadline(matrixHeadline(r))}\n${caveatLine(r.manifest)}`];
  for (const pm of r.byPolicy) {
    lines.push(`policy ${pm.policy}: mean score against the field (balance band ${bandText(r.band)})`);
    const rows = pm.field.map((f) => [
      f.list,
      withInterval(f.field, f.fieldLo, f.fieldHi),
      fieldWords(f.verdict, f.opponents),
      Number.isFinite(f.elo) ? `${f.elo.toFixed(0)} [${f.eloLo.toFixed(0)}, ${f.eloHi.toFixed(0)}]` : 'n/a',
      pct(f.metaWeight),
      r.robustness.find((x) => x.list === f.list)?.flips ? 'flips' : '',
    ]);
    lines.push(terminalTable(['list', 'field score [95% CI]', 'verdict', 'rating (Elo) [95% CI]', 'meta share', 'between policies'], rows));
  }
  if (r.play) {
    const names = r.play.lists[0].robustness.scores.map((x) => x.policy);
    lines.push(`robustness: field score under each competent policy (the others at ${r.play.games.toLocaleString('en-US')} games per matchup)`);
    lines.push(
      terminalTable(
        ['list', ...names, 'verdict'],
        r.play.lists.map((l) => [
          l.list,
          ...l.robustness.scores.map((x) => withInterval(x.score, x.lo, x.hi)),
          l.robustness.dependsOnPlay ? 'depends on play' : 'holds',
        ]),
      ),
    );
  }
  const tiebreak = matrixTiebreak(r);
  if (tiebreak) lines.push(`tiebreak: ${matrixTiebreakText(tiebreak, r.tiebreakModes)}`);
  return `${lines.join('\n')}\n`;
}
