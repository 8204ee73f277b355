/**
 * What the commands that play sets of matchups into one report folder share (matrix, policies):
 * the game-set flags, the progress bar around the run, and the ending (timing.json, the report
 * folder, the footer line of the text summary).
 */
import type { Command } from 'commander';
import type { Tally } from '../engine/tally.js';
import { defaultWorkers } from '../engine/runner.js';
import { jsonText, writeReportDir, type ReportFile } from '../report/index.js';
import { collect, positiveInt, seedValue, workerCount } from './args.js';
import { makeProgress, type LiveProgress } from './progress.js';

/** The flags every such command has. */
export interface PlayedFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  chunk?: number;
  out?: string;
  option: string[];
  quiet?: boolean;
  json?: boolean;
}

/** The help texts that differ between the commands. */
export interface PlayedHelp {
  games: string;
  seed: string;
  chunk: string;
  out: string;
}

/** -n, -s, -w, --chunk and -o, in that order. */
export function gameSetFlags(cmd: Command, help: PlayedHelp): Command {
  return cmd
    .option('-n, --games <N>', help.games, positiveInt)
    .option('-s, --seed <S>', help.seed, seedValue)
    .option('-w, --workers <W>', `worker threads (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('--chunk <K>', help.chunk, positiveInt)
    .option('-o, --out <dir>', help.out);
}

/** --option key=value (repeatable). */
export function ruleOptionFlag(cmd: Command): Command {
  return cmd.option('--option <key=value>', 'set a rule option (repeatable)', collect, []);
}

/** Runs `play` under a progress bar (none when quiet), stopped however the run ends. */
export async function withProgress<T>(label: string, quiet: boolean | undefined, play: (progress: LiveProgress) => Promise<T>): Promise<T> {
  const progress = makeProgress(label, quiet);
  try {
    return await play(progress);
  } finally {
    progress.stop();
  }
}

/** What a played run reports about itself. */
export interface PlayedRun {
  seconds: number;
  workers: number;
  tallies: { tally: Tally }[];
}

/** Adds timing.json to the report's files and writes the folder; the games played in all. */
export async function writePlayed(out: string, files: ReportFile[], r: PlayedRun): Promise<number> {
  const total = r.tallies.reduce((s, t) => s + t.tally.games, 0);
  files.push({
    path: 'timing.json',
    content: jsonText({ seconds: r.seconds, games: total, gamesPerSecond: Math.round(total / Math.max(r.seconds, 1e-9)), workers: r.workers }),
  });
  await writeReportDir(out, files);
  return total;
}

/** The last line of the text summary. */
export function playedFooter(total: number, r: PlayedRun, out: string): string {
  return `${total} games in ${r.seconds.toFixed(1)} s on ${r.workers} worker(s); report in ${out}/\n`;
}

/** A score as a percentage with one decimal ('n/a' when undefined). */
export function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}
