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

/** Progress reported within this long of the first is one burst (chunks restored by --resume). */
const BURST_MS = 100;

/**
 * Games per second over the last `windowMs` (a moving window), and the ETA from that same rate,
 * so the two numbers on the line always agree (remaining games ÷ the rate shown).
 */
export class RateWindow {
  private samples: { t: number; done: number }[] = [];
  /** When the first games were reported. */
  private started: number | undefined;
  constructor(private readonly windowMs = 10_000) {}

  add(t: number, done: number): void {
    if (this.started === undefined && done > 0) this.started = t;
    // games reported in one burst at the start are chunks --resume restored, not played: the
    // rate starts after them (otherwise the ETA right after a resume is far too short)
    if (this.started !== undefined && t - this.started < BURST_MS) {
      this.samples = [{ t, done }];
      return;
    }
    this.samples.push({ t, done });
    while (this.samples.length > 2 && t - this.samples[1].t >= this.windowMs) this.samples.shift();
  }

  /** Games per second across the window; 0 before two samples. */
  rate(): number {
    const a = this.samples[0];
    const b = this.samples[this.samples.length - 1];
    if (!a || !b || b.t <= a.t) return 0;
    return ((b.done - a.done) * 1000) / (b.t - a.t);
  }

  /** Seconds left at rate(): NaN while the rate is unknown. */
  eta(total: number): number {
    const r = this.rate();
    const done = this.samples[this.samples.length - 1]?.done ?? 0;
    return r > 0 ? Math.max(0, total - done) / r : NaN;
  }
}

/** "1m 05s", "42s", "--" (unknown). */
export function etaText(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

export interface LiveProgress extends Progress {
  /** A bar is drawn (a TTY, not CI, not --quiet): worth estimating a better total for. */
  readonly shown: boolean;
  /** Updates with a live statistic (e.g. "score 46.1%") shown at the end of the line. */
  update(done: number, total: number, status?: string): void;
  /** Sets the live statistic without a new count (e.g. after a compare look). */
  status(text: string): void;
}

/** A progress bar (games, games/s, ETA, a live statistic) on a TTY; silent when piped, in CI, or with --quiet. */
export function makeProgress(label: string, quiet = false): LiveProgress {
  const enabled = !quiet && process.stderr.isTTY === true && !process.env.CI;
  const record = (done: number, total: number) => {
    gamesProgress.done = done;
    gamesProgress.total = total;
  };
  if (!enabled) return { shown: false, update: record, status() {}, stop() {} };
  const window = new RateWindow();
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {rate} games/s | ETA {eta_text}{live}`,
      hideCursor: true,
      clearOnComplete: false,
      fps: 8,
    },
    cliProgress.Presets.shades_classic,
  );
  let startedBar = false;
  let live = '';
  let last = { done: 0, total: 0 };
  const payload = () => ({
    // before a chunk has finished (workers starting, a queue with no worker yet) the rate is
    // unknown, not 0
    rate: window.rate() > 0 ? Math.round(window.rate()).toLocaleString('en-US') : '--',
    eta_text: etaText(window.eta(last.total)),
    live: live ? ` | ${live}` : '',
  });
  return {
    shown: true,
    update(done, total, status) {
      record(done, total);
      last = { done, total };
      if (status !== undefined) live = status;
      window.add(Date.now(), done);
      if (!startedBar) {
        bar.start(total, 0, payload());
        active.add(bar);
        startedBar = true;
      } else if (bar.getTotal() !== total) bar.setTotal(total);
      bar.update(done, payload());
    },
    status(text) {
      live = text;
      if (startedBar) bar.update(last.done, payload());
    },
    stop() {
      if (startedBar) bar.stop();
      active.delete(bar);
    },
  };
}
