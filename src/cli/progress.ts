import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const active = new Set<cliProgress.SingleBar>();

/** Games done and asked for in the command's run, bar or no bar (for the Ctrl-C message). */
export const gamesProgress = { done: 0, total: 0 };

/** Stops every bar still drawing (Ctrl-C), so the terminal gets its cursor back. */
export function stopBars(): void {
  for (const bar of active) bar.stop();
  active.clear();
}

/** A progress bar (games, games/s, ETA) on a TTY; silent when piped, in CI, or with --quiet. */
export function makeProgress(label: string, quiet = false): Progress {
  const enabled = !quiet && process.stderr.isTTY === true && !process.env.CI;
  const record = (done: number, total: number) => {
    gamesProgress.done = done;
    gamesProgress.total = total;
  };
  if (!enabled) return { update: record, stop() {} };
  const started = Date.now();
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {rate} games/s | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
      fps: 8,
    },
    cliProgress.Presets.shades_classic,
  );
  let startedBar = false;
  return {
    update(done, total) {
      record(done, total);
      if (!startedBar) {
        bar.start(total, 0, { rate: '0' });
        active.add(bar);
        startedBar = true;
      }
      const secs = (Date.now() - started) / 1000;
      bar.update(done, { rate: secs > 0 ? Math.round(done / secs).toLocaleString('en-US') : '0' });
    },
    stop() {
      if (startedBar) bar.stop();
      active.delete(bar);
    },
  };
}
