import type { Command } from 'commander';
import { ladderHeadline, ladderReport, ranked, cellOf } from '../analysis/policies/report.js';
import { resolveLadder, runLadder, type LadderResult } from '../analysis/policies/run.js';
import { withInterval } from '../analysis/shared/headline.js';
import { parseOptionFlags } from '../engine/options.js';
import { caveatLine } from '../report/caveat.js';
import { buildReport, jsonText } from '../report/index.js';
import { policyList } from './args.js';
import { outputFolder } from './common.js';
import { gameSetFlags, pct, playedFooter, ruleOptionFlag, withProgress, writePlayed, type PlayedFlags } from './played.js';
import { terminalTable } from './table.js';
import { terminalHeadline } from './headline.js';

interface PoliciesCliFlags extends PlayedFlags {
  scenario?: string;
  policies?: string[];
}

/**
 * Mirrored pairs per chunk of a ladder. The runner gives a chunk up as a game that never ends
 * when it runs 50 times the median chunk time per game, and at least 120 s; a ladder mixes
 * policies 100 times apart (SfG search plays about 5 battles a second on one core, the heuristics
 * several hundred), so the automatic chunk (a sixteenth of a worker's share: 125 pairs for the
 * default SfG ladder) of search battles took over 120 s on a loaded machine and failed the run.
 * 25 pairs of search battles take about 10 s of CPU.
 */
const LADDER_CHUNK = 25;

export function register(program: Command): void {
  const cmd = program
    .command('policies')
    .description(
      'policy ladder: play every AI policy of a game against every other on ' +
        'its default lists (mirrored pairs, each policy on each list) and rate ' +
        'them',
    )
    .argument('<game>', 'the game (sds, intro, sfg, ...)')
    .option('--scenario <file>', 'scenario whose lists are played (default scenarios/<game>/default.yaml)')
    .option('--policies <a,b,c>', 'the policies to rate (default: all of the game)', policyList);
  gameSetFlags(cmd, {
    games: 'games per pairing of two policies, rounded up to a multiple of 4 (default 400)',
    seed: 'master seed (default 1)',
    chunk: `pairs per chunk (default ${LADDER_CHUNK}: the slowest policies' chunks stay well inside the runner's hang bound)`,
    out: 'output folder (default reports/<game>-policies/)',
  });
  ruleOptionFlag(cmd)
    .option('--json', 'print summary.json on stdout instead of the tables')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .action(async (game: string, flags: PoliciesCliFlags) => {
      const options = parseOptionFlags(flags.option);
      // every input checked before the output folder is claimed (no half-written report)
      resolveLadder(game, { scenario: flags.scenario, policies: flags.policies, games: flags.games, options });
      const out = outputFolder(flags.out, `${game}-policies`, '', flags.scenario ?? 'command line');
      const r = await withProgress('policies', flags.quiet || flags.json, (progress) =>
        runLadder(game, {
          scenario: flags.scenario,
          policies: flags.policies,
          games: flags.games,
          seed: flags.seed,
          workers: flags.workers,
          chunk: flags.chunk ?? LADDER_CHUNK,
          options,
          onProgress: (d, t) => progress.update(d, t),
        }),
      );
      const report = ladderReport(r);
      const total = await writePlayed(out, await buildReport(report), r);
      if (flags.json) process.stdout.write(jsonText({ headline: report.headline, ...(report.summaryJson as Record<string, unknown>) }));
      else if (!flags.quiet) process.stdout.write(`${formatLadder(r)}${playedFooter(total, r, out)}`);
    });
}

/** The headline, the ratings and the score matrix on stdout. */
export function formatLadder(r: LadderResult): string {
  const order = ranked(r);
  const ratings = terminalTable(
    ['policy', 'rating (Elo) [95% CI]', 'score vs field [CI at its Holm level]'],
    order.map((f) => [f.list, `${f.elo.toFixed(0)} [${f.eloLo.toFixed(0)}, ${f.eloHi.toFixed(0)}]`, withInterval(f.field, f.fieldLo, f.fieldHi)]),
  );
  const names = order.map((f) => f.list);
  const matrix = terminalTable(
    ['row v column', ...names],
    names.map((p) => [p, ...names.map((o) => (p === o ? '—' : pct(cellOf(r, p, o)?.score ?? NaN)))]),
  );
  // the ruleset's caveat (if any) right under the headline, as in run, matrix, sweep and compare
  return `${terminalHeadline(ladderHeadline(r))}\n${caveatLine(r.manifest)}\n${ratings}\n${matrix}\n`;
}
