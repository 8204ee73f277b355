import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { runReportFiles, type RunResults } from '../analysis/run/report.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from '../engine/tally.js';
import { writeReportDir } from '../report/index.js';
import { InputError } from '../scenario/errors.js';

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
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as SavedRun;
  } catch (e) {
    throw new InputError(file, '', `cannot read a run summary (${(e as Error).message.split('\n')[0]})`, 'give folders written by `volley run`');
  }
  if (doc?.manifest?.command !== 'run' || !Array.isArray(doc.tallies) || !doc.sides) {
    throw new InputError(file, 'manifest.command', 'not a `volley run` summary', 'merge only combines run folders');
  }
  return doc;
}

/** Keys that must agree for two runs to be parts of one run. */
const MUST_MATCH = ['ruleset', 'name', 'seed', 'pairs', 'options', 'inputs', 'policies'] as const;

/**
 * Combines runs of the same scenario and seed over disjoint game ranges (`run --first-game`),
 * e.g. split across machines. Tallies are integer counts, so the merged report equals the one a
 * single run over the union of the ranges would write.
 */
export function mergeRuns(dirs: string[]): RunResults {
  const runs = dirs.map(readRun);
  const first = runs[0];
  runs.forEach((r, i) => {
    for (const k of MUST_MATCH) {
      if (JSON.stringify(r.manifest[k]) !== JSON.stringify(first.manifest[k])) {
        throw new InputError(join(dirs[i], 'summary.json'), `manifest.${k}`, `differs from ${join(dirs[0], 'summary.json')}`, 'merge only parts of the same run (same scenario, inputs, options, seed, policies)');
      }
    }
  });
  const ranges = runs
    .map((r, i) => ({ from: r.manifest.firstGame ?? 0, to: (r.manifest.firstGame ?? 0) + r.manifest.games, dir: dirs[i] }))
    .sort((a, b) => a.from - b.from);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].from < ranges[i - 1].to) {
      throw new InputError(join(ranges[i].dir, 'summary.json'), 'manifest.firstGame', `games ${ranges[i].from}.. overlap ${ranges[i - 1].dir} (games ${ranges[i - 1].from}..${ranges[i - 1].to - 1})`, 'give each part its own --first-game range');
    }
  }
  const results = first.tallies.map((t, j) => {
    const merged = emptyTally();
    for (const r of runs) mergeTally(merged, r.tallies[j].tally);
    return { policies: t.policies, tally: canonicalTally(merged) };
  });
  const games = results[0].tally.games;
  const contiguous = ranges.every((r, i) => i === 0 || r.from === ranges[i - 1].to);
  const manifest: Record<string, unknown> = {
    ...first.manifest,
    games,
    firstGame: ranges[0].from,
    workers: 'merged',
    chunkSize: 'merged',
    mergedFrom: ranges.map((r) => ({ dir: r.dir, firstGame: r.from, games: r.to - r.from })),
    contiguous,
  };
  return {
    name: String(first.manifest.name),
    matchupId: first.matchupId,
    sides: first.sides,
    seed: first.manifest.seed,
    pairs: first.manifest.pairs,
    metricNames: first.metricNames,
    manifest,
    results,
  };
}

export function register(program: Command): void {
  program
    .command('merge')
    .description('combine run folders of the same scenario and seed over disjoint game ranges (run --first-game) into one report')
    .argument('<dirs...>', 'folders written by `volley run`')
    .requiredOption('-o, --out <dir>', 'output folder for the merged report')
    .action(async (dirs: string[], flags: { out: string }) => {
      const merged = mergeRuns(dirs);
      await writeReportDir(flags.out, await runReportFiles(merged));
      process.stdout.write(`merged ${dirs.length} runs: ${merged.results[0].tally.games} games per policy; report in ${flags.out}/\n`);
    });
}
