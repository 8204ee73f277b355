import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { runHeadline, runReportFiles, runSummaries, type RunResults } from '../analysis/run/report.js';
import { removePartialOf } from '../engine/partial.js';
import { caveatLine } from '../report/caveat.js';
import { formatTable } from './run.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from '../engine/tally.js';
import { writeReportDir } from '../report/index.js';
import { claimOutDir } from '../report/outdir.js';
import { InputError } from '../rulesets/errors.js';
import { readInputFile } from '../scenario/yaml.js';
import { shownPath, timingJson } from '../analysis/shared/manifest.js';
import { isShardFolder, prepareShardMerge } from './shard.js';
import { terminalHeadline } from './headline.js';

interface SavedRun {
  manifest: Record<string, unknown> & { games: number; firstGame?: number; seed: number | string; pairs: boolean };
  sides: RunResults['sides'];
  matchupId: string;
  metricNames: string[];
  tallies: { policies: [string, string]; tally: Tally }[];
}

function readRun(dir: string): SavedRun {
  const file = join(dir, 'summary.json');
  let doc: SavedRun;
  const text = readInputFile(file, 'run summary');
  try {
    doc = JSON.parse(text) as SavedRun;
  } catch (e) {
    throw new InputError(file, '', `cannot read a run summary (${(e as Error).message.split('\n')[0]})`, 'give folders written by `volley run`');
  }
  if (doc?.manifest?.command !== 'run' || !Array.isArray(doc.tallies) || doc.tallies.length === 0 || !doc.sides) {
    throw new InputError(file, 'manifest.command', 'not a `volley run` summary', 'merge only combines run folders');
  }
  const m = doc.manifest;
  if (!Number.isSafeInteger(m.games) || m.games < 1)
    throw new InputError(
      file,
      'manifest.games',
      `'${String(m.games)}' is not a positive whole number of games`,
      'the file was edited or damaged: rerun that part',
    );
  if (m.firstGame !== undefined && (!Number.isSafeInteger(m.firstGame) || m.firstGame < 0)) {
    throw new InputError(file, 'manifest.firstGame', `'${String(m.firstGame)}' is not a game index >= 0`, 'the file was edited or damaged: rerun that part');
  }
  doc.tallies.forEach((t, j) => {
    const bad = negativeCount(t?.tally);
    if (bad !== undefined || t?.tally?.games !== m.games) {
      throw new InputError(
        file,
        `tallies.${j}.tally${bad ?? '.games'}`,
        bad !== undefined ? 'holds a negative or fractional count' : `counts ${String(t?.tally?.games)} games, the manifest ${m.games}`,
        'the file was edited or damaged: rerun that part',
      );
    }
  });
  return doc;
}

/** Path of the first count in a tally that is not a whole number >= 0 (sums of points included). */
function negativeCount(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? undefined : path;
  if (value === null || typeof value !== 'object') return value === undefined && path === '' ? '' : undefined;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const bad = negativeCount(v, `${path}.${k}`);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/** Keys that must agree for two runs to be parts of one run (inputs are compared by content). */
const MUST_MATCH = ['volley', 'ruleset', 'name', 'seed', 'pairs', 'options', 'policies'] as const;

/** The inputs' contents, whatever their paths were spelled like (./scenarios/… or scenarios/…). */
function inputHashes(m: SavedRun['manifest']): string {
  const inputs = (m.inputs ?? []) as { sha256?: unknown }[];
  return JSON.stringify(inputs.map((i) => String(i?.sha256)).sort());
}

/**
 * Combines runs of the same scenario and seed over disjoint game ranges (`run --first-game`),
 * e.g. split across machines. Tallies are integer counts, so the merged report equals the one a
 * single run over the union of the ranges would write, byte for byte; gaps are allowed but
 * reported (`gaps`).
 */
export function mergeRuns(dirs: string[]): RunResults & { gaps: [number, number][] } {
  const runs = dirs.map(readRun);
  const first = runs[0];
  const firstFile = join(dirs[0], 'summary.json');
  runs.forEach((r, i) => {
    const file = join(dirs[i], 'summary.json');
    for (const k of MUST_MATCH) {
      if (JSON.stringify(r.manifest[k]) !== JSON.stringify(first.manifest[k])) {
        throw new InputError(
          file,
          `manifest.${k}`,
          `differs from ${firstFile}`,
          'merge only parts of the same run (same scenario, inputs, options, ' + 'seed, policies)',
        );
      }
    }
    if (inputHashes(r.manifest) !== inputHashes(first.manifest)) {
      throw new InputError(
        file,
        'manifest.inputs',
        `input files differ in content from ${firstFile}`,
        'merge only parts played from the same scenario and list files',
      );
    }
    if (r.tallies.length !== first.tallies.length)
      throw new InputError(file, 'tallies', `has ${r.tallies.length} policy tallies, ${firstFile} ${first.tallies.length}`, 'merge only parts of the same run');
  });
  const ranges = runs
    .map((r, i) => ({ from: r.manifest.firstGame ?? 0, to: (r.manifest.firstGame ?? 0) + r.manifest.games, dir: dirs[i] }))
    .sort((a, b) => a.from - b.from);
  const gaps: [number, number][] = [];
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].from < ranges[i - 1].to) {
      throw new InputError(
        join(ranges[i].dir, 'summary.json'),
        'manifest.firstGame',
        `games ${ranges[i].from}.. overlap ${ranges[i - 1].dir} (games ` + `${ranges[i - 1].from}..${ranges[i - 1].to - 1})`,
        'give each part its own --first-game range',
      );
    }
    if (ranges[i].from > ranges[i - 1].to) gaps.push([ranges[i - 1].to, ranges[i].from - 1]);
  }
  const results = first.tallies.map((t, j) => {
    const merged = emptyTally();
    for (const r of runs) mergeTally(merged, r.tallies[j].tally);
    return { policies: t.policies, tally: canonicalTally(merged) };
  });
  const games = results[0].tally.games;
  // the manifest a single run over the same games would write: where the parts came from is in timing.json
  const manifest: Record<string, unknown> = { ...first.manifest, games, firstGame: ranges[0].from };
  if (gaps.length > 0) manifest.gaps = gaps;
  return {
    name: String(first.manifest.name),
    matchupId: first.matchupId,
    sides: first.sides,
    seed: first.manifest.seed,
    pairs: first.manifest.pairs,
    metricNames: first.metricNames,
    manifest,
    results,
    gaps,
  };
}

/** `rerun` runs a volley command line (the CLI's main): a sharded command's parts are merged by rerunning it. */
export function register(program: Command, rerun: (argv: string[]) => Promise<number>): void {
  program
    .command('merge')
    .description(
      'combine run folders of the same scenario and seed over disjoint game ' +
        'ranges (run --first-game, run --shard), or the parts of a ' +
        'matrix/sweep/compare/tournament --shard, into one report',
    )
    .argument('<dirs...>', 'folders written by `volley run`, or by one command with --shard i/n')
    .requiredOption('-o, --out <dir>', 'output folder for the merged report')
    .option('-q, --quiet', 'print only the headline (the parts may have been played with -q: that does not silence the merge)')
    .action(async (dirs: string[], flags: { out: string; quiet?: boolean }) => {
      if (dirs.some(isShardFolder)) {
        // the command again, with every part's chunks restored: it plays nothing they hold; it
        // prints its headline and table as the unsharded command would, whatever -q the parts had
        const argv = prepareShardMerge(dirs, flags.out).filter((a) => a !== '-q' && a !== '--quiet');
        const code = await rerun(['node', 'volley', ...argv, ...(flags.quiet ? ['-q'] : [])]);
        // refused or failed: the parts still hold every record, so the copy laid out goes
        if (code !== 0) removePartialOf(flags.out);
        process.exitCode = code;
        if (flags.quiet) printSavedHeadline(flags.out);
        return;
      }
      const inputs = dirs.map((d) => join(d, 'summary.json'));
      claimOutDir(flags.out, inputs);
      const merged = mergeRuns(dirs);
      const files = await runReportFiles(merged);
      files.push({ path: 'timing.json', content: timingJson({ mergedFrom: dirs.map(shownPath) }) });
      await writeReportDir(flags.out, files);
      const summaries = runSummaries(merged);
      const manifest = merged.manifest as { ruleset: string; options: Record<string, unknown> };
      const caveat = caveatLine({ ruleset: manifest.ruleset, options: manifest.options });
      process.stdout.write(`${terminalHeadline(runHeadline(summaries))}\n${caveat}${flags.quiet ? '' : `\n${formatTable(summaries)}`}`);
      for (const [a, b] of merged.gaps)
        process.stdout.write(
          `note: games ${a}..${b} are in no part: the merged report covers ` + `${merged.results[0].tally.games} games, not a contiguous range\n`,
        );
      process.stdout.write(`merged ${dirs.length} runs: ${merged.results[0].tally.games} games per policy; report in ${flags.out}/\n`);
    });
}

/** A quiet shard merge still says what it found: the headline its report saved. */
function printSavedHeadline(out: string): void {
  const file = join(out, 'summary.json');
  if (!existsSync(file)) return; // the rerun failed and said why
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { headline?: unknown };
  if (typeof doc.headline === 'string') process.stdout.write(`${terminalHeadline(doc.headline)}\n`);
}
