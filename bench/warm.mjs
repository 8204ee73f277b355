// JIT warm-up for in-process rates. A fixed warm-up (1.5 CPU-s) was not enough: a fresh SDS
// game loop keeps V8's background compiler busy for its first ~1,500 games (SfG ~700), and
// process.cpuUsage counts those threads, so on a loaded machine, where 1.5 CPU-s buys fewer
// games, 20-40% of a 1,000-game measurement was still compilation (bench/after.mjs prints the
// split). Here the warm-up lasts until the threads other than the main one go quiet.
import { readFileSync } from 'node:fs';

const MIN_CPU_S = 1.5;
const MAX_CPU_S = 15;
// a window long enough for /proc's 10 ms ticks (where schedstat is missing), and the background share taken as quiet: GC
// helper threads keep a few percent even once compilation is over
const WINDOW_CPU_S = 0.3;
const QUIET_SHARE = 0.06;
const QUIET_WINDOWS = 2;

/**
 * CPU seconds of the main thread alone (Linux /proc), or undefined where there is no /proc.
 * schedstat counts nanoseconds; stat's 10 ms ticks (its fallback) quantise a 0.1 s round of
 * bench/ab.mjs by 10%, so that most pair ratios came out as exactly 1.000.
 */
export function mainThreadCpu() {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  } catch {
    try {
      const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return undefined;
    }
  }
}

const cpuSince = (c0) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

/**
 * Calls `play(i)` (i = 0, 1, ...; each a few games) until the compiler threads have been quiet for
 * a while, at least MIN_CPU_S and at most MAX_CPU_S of CPU. Returns the number of calls and
 * the CPU spent. Without /proc it stops at 4 s of CPU.
 */
export function warmUp(play) {
  const c0 = process.cpuUsage();
  const hasProc = mainThreadCpu() !== undefined;
  let calls = 0;
  let quiet = 0;
  while (cpuSince(c0) < MAX_CPU_S) {
    const c1 = process.cpuUsage();
    const m1 = mainThreadCpu();
    while (cpuSince(c1) < WINDOW_CPU_S) play(calls++);
    const total = cpuSince(c1);
    if (!hasProc) {
      if (cpuSince(c0) >= 4) break;
      continue;
    }
    quiet = (total - (mainThreadCpu() - m1)) / total < QUIET_SHARE ? quiet + 1 : 0;
    if (quiet >= QUIET_WINDOWS && cpuSince(c0) >= MIN_CPU_S) break;
  }
  return { calls, cpu: cpuSince(c0) };
}
