// Ctrl-C, kill and a closed pipe: end at once with one line, the terminal restored, no report
// half-written (temp folders go; the output folder is replaced only as a whole, or not at all).
import { relative } from 'node:path';
import { runInterruptCleanups } from '../engine/interruptCleanup.js';
import { partialInUse } from '../engine/partial.js';
import { reportPlaced } from '../report/writer.js';
import { gamesProgress, stopBars } from './progress.js';

/** Exit codes of a process ended by a signal, as shells report them: 128 + signal number. */
export const EXIT_SIGINT = 130;
export const EXIT_SIGTERM = 143;

/** Longest an interrupted command spends undoing work it handed out (a queue's waiting jobs). */
const CLEANUP_MS = 2000;

let installed = false;
/** A resumable checkpoint outside the run partials (tune's `<out>.partial.json`), named on interrupt. */
let checkpoint: string | undefined;

export function keepCheckpointOnInterrupt(file: string | undefined): void {
  checkpoint = file;
}

/** What an interrupt says: how far the command got and what it leaves on disk. */
export function interruptLine(): string {
  const games = gamesProgress.total > 0 ? `after ${gamesProgress.done} of ${gamesProgress.total} games` : 'before any game';
  // the new report is in place (interrupted while the old one was being deleted, or later)
  const report = reportPlaced();
  if (report !== undefined) return `volley: interrupted ${games}; the report is written in ${relative(process.cwd(), report) || report}`;
  // finished chunks were fsync'd as they came in (engine/partial.ts)
  if (checkpoint !== undefined)
    return (
      `volley: interrupted ${games}; nothing final written; the steps so far are kept in ${relative(process.cwd(), checkpoint) || checkpoint} ` + 'for --resume'
    );
  const partial = partialInUse();
  const kept =
    partial === undefined ? 'nothing written' : `no report written; finished chunks kept in ` + `${relative(process.cwd(), partial) || partial} for --resume`;
  return `volley: interrupted ${games}; ${kept}`;
}

export function installInterruptHandlers(): void {
  if (installed) return;
  installed = true;
  const stop = (code: number) => () => {
    stopBars();
    // cli-progress hides the cursor while drawing: show it again
    if (process.stderr.isTTY) process.stderr.write('\x1b[?25h');
    process.stderr.write(`${interruptLine()}\n`);
    // a queued driver takes back its waiting jobs (bounded: an interrupt still ends at once);
    // exit handlers remove this run's lock file and temp folder; worker threads end with the process
    void runInterruptCleanups(CLEANUP_MS).finally(() => process.exit(code));
  };
  process.on('SIGINT', stop(EXIT_SIGINT));
  process.on('SIGTERM', stop(EXIT_SIGTERM));
  // `volley rules sds | head -1`: the reader is gone, so there is nobody left to tell
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
