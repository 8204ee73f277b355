import { relative } from 'node:path';
import { readSuite, type Suite } from '../analysis/compare/suite.js';
import type { RuleSet } from '../analysis/shared/rules.js';
import { InputError } from '../rulesets/errors.js';
import { patchWasApplied } from '../scenario/load.js';
import { InvalidArgumentError, type Command } from 'commander';
import { EXIT_WORDS } from '../analysis/compare/words.js';
import { compareHeadline, compareJunit, compareMarkdown, compareReport, compareRows, compareTerminalRows } from '../analysis/compare/report.js';
import { terminalTable } from './table.js';
import { runCompare, type CompareResult } from '../analysis/compare/run.js';
import { ruleSetOf } from '../analysis/shared/rules.js';
import { defaultWorkers } from '../engine/runner.js';
import { buildReport, jsonText, toCsv, writeReportDir } from '../report/index.js';
import { collect, positiveInt, probability, seedValue, workerCount } from './args.js';
import { outputFolder, JSON_FLAG, summaryText } from './common.js';
import { makeProgress } from './progress.js';
import { sameDestination } from './streams.js';
import { caveatLine, caveatOf, caveatRows } from '../report/caveat.js';
import { terminalHeadline } from './headline.js';

interface CompareCliFlags {
  base?: string;
  variant?: string;
  baseOption: string[];
  variantOption: string[];
  tolerance?: number;
  h0?: number;
  alpha: number;
  beta: number;
  maxGames?: number;
  batch: number;
  expectChange?: boolean;
  out?: string;
  seed?: number | string;
  workers?: number;
  pairs: boolean;
  quiet?: boolean;
  json?: boolean;
}

/**
 * Loads every matchup under `rules` before any game and checks that each patch found its file:
 * a patch naming a file the suite never reads would otherwise be ignored and the gate would
 * pass by accident.
 */
function checkRulesUsed(suite: Suite, rules: RuleSet, file: string | undefined, flag: string): void {
  for (const m of suite.matchups) m.load(rules);
  rules.patches.forEach((p, i) => {
    if (patchWasApplied(p)) return;
    const shown = p.file === undefined ? 'the matchup file' : relative(process.cwd(), p.file) || p.file;
    throw new InputError(
      file ?? 'command line',
      file ? `patches.${i}.file` : flag,
      `patch ${i} edits ${shown}, which no matchup of the suite reads`,
      'name a file the suite uses (paths are relative to the rules file), or ' + 'drop the patch',
    );
  });
}

function scoreDiff(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n >= 1) throw new InvalidArgumentError('expected a score difference between 0 and 1, e.g. 0.03 for 3 percentage points');
  return n;
}

/** The gate's defaults, shared with `volley plan --suite` (which prints a compare command). */
export const COMPARE_DEFAULT_ALPHA = 0.05;
export const COMPARE_DEFAULT_BETA = 0.05;
export const COMPARE_DEFAULT_BATCH = 200;

export function register(program: Command): void {
  program
    .command('compare')
    .description(`CI gate: play a suite under base and variant rules on the same seeds; exit 0 ${EXIT_WORDS[0]}, 1 ${EXIT_WORDS[1]}, 4 ${EXIT_WORDS[4]}`)
    .argument('<suite>', 'suite YAML: matchups: [[<side>, <side>], {poule: file}] (a scenario-like file)')
    .option('--base <file>', 'rules-or-data YAML (options: and/or patches:) for the base arm (default: the rules as written)')
    .option('--variant <file>', 'rules-or-data YAML for the variant arm')
    .option('--base-option <key=value>', 'rule option for the base arm (repeatable)', collect, [])
    .option('--variant-option <key=value>', 'rule option for the variant arm (repeatable)', collect, [])
    .option(
      '--tolerance <d>',
      'exit 0 claims every |δ| < d (H1: |δ| >= d is passed with probability ' + '<= beta; default the suite tolerance:, else 0.03)',
      scoreDiff,
    )
    .option('--h0 <d>', 'exit 1 claims some |δ| > d (H0: |δ| <= d is flagged with probability <= alpha; default the suite h0:, else tolerance/2)', scoreDiff)
    .option('--alpha <a>', 'suite-level false-alarm rate, split over the matchups (Bonferroni)', probability, COMPARE_DEFAULT_ALPHA)
    .option('--beta <b>', 'per matchup: chance of passing a change of the tolerance', probability, COMPARE_DEFAULT_BETA)
    .option('--max-games <N>', 'game cap per matchup and arm (default: the suite games:, else 20000)', positiveInt)
    .option('--batch <N>', 'games per matchup between two looks of the sequential test', positiveInt, COMPARE_DEFAULT_BATCH)
    .option('--expect-change', 'invert the gate: exit 1 when nothing moved')
    .option('-s, --seed <S>', 'master seed (default: the suite, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('-o, --out <dir>', 'output folder (default reports/<suite-name>-compare/)')
    .option('--no-pairs', 'single games instead of mirrored pairs')
    .option('-q, --quiet', 'no progress bar and no summary on stdout')
    .option(...JSON_FLAG)
    .action(async (file: string, flags: CompareCliFlags) => {
      const base = ruleSetOf(flags.base, flags.baseOption);
      const variant = ruleSetOf(flags.variant, flags.variantOption);
      const suite = readSuite(file);
      checkRulesUsed(suite, base, flags.base, '--base');
      checkRulesUsed(suite, variant, flags.variant, '--variant');
      const out = outputFolder(flags.out, suite.name, '-compare', file);
      const progress = makeProgress('compare', flags.quiet);
      // a cap warning goes to stderr as soon as it is known; the table's copy is left out where
      // both streams end up in one place (a terminal, `2>&1`), so it is not read twice
      const warnedWithTable = sameDestination();
      let r: CompareResult;
      try {
        r = await runCompare(file, {
          base,
          variant,
          tolerance: flags.tolerance,
          h0: flags.h0,
          alpha: flags.alpha,
          beta: flags.beta,
          maxGames: flags.maxGames,
          batch: flags.batch,
          seed: flags.seed,
          workers: flags.workers,
          pairs: flags.pairs,
          expectChange: flags.expectChange === true,
          onProgress: (d, t) => progress.update(d, t),
          estimateTotal: progress.shown,
          onStatus: (text) => progress.status(text),
          onWarning: (w) => process.stderr.write(`\nvolley: warning: ${w}\n`),
        });
      } finally {
        progress.stop();
      }
      const md = compareMarkdown(r);
      const files = await buildReport(compareReport(r));
      files.push({ path: 'compare.md', content: md }, { path: 'junit.xml', content: compareJunit(r) });
      files.push({
        path: 'timing.json',
        content: jsonText({
          seconds: r.seconds,
          matchups: r.matchups.map((m) => ({ matchup: m.id, games: m.games, secondsToVerdict: m.secondsToVerdict })),
          workers: r.workers,
        }),
      });
      // summary in the order the matchups were listed (the HTML table is sorted by |Δ|)
      files.push({ path: 'matchups.csv', content: toCsv(caveatRows(compareRows(r), caveatOf(r.manifest))) });
      await writeReportDir(out, files);
      if (flags.json) process.stdout.write(summaryText(files));
      else if (!flags.quiet) {
        const table = terminalTable(
          ['matchup', 'verdict', "Δ score, percentage points [the test's interval] (coverage)", 'score of A, base → variant', 'games per arm'],
          compareTerminalRows(r),
        );
        process.stdout.write(
          `${terminalHeadline(compareHeadline(r))}\n${caveatLine(r.manifest)}\n${table}\n` +
            `${warnedWithTable ? '' : r.warnings.map((w) => `warning: ${w}\n`).join('')}report ` +
            `in ${out}/ (compare.md: the same as a pull-request comment)\n`,
        );
      }
      process.exitCode = r.exitCode;
    });
}
