// Work to undo when the user interrupts a command (Ctrl-C, SIGTERM): registered by the engine
// (a queued driver's waiting jobs), run by the CLI's interrupt handler within a bound before it
// exits, so an interrupted command leaves no work behind for others (issue 26 item 12).

const cleanups = new Set<() => Promise<void>>();

/** Registers `fn` until the returned function is called (the work it undoes is over). */
export function atInterrupt(fn: () => Promise<void>): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs every registered cleanup, giving up after `ms` (an interrupt must still end at once). */
export async function runInterruptCleanups(ms: number): Promise<void> {
  if (cleanups.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((r) => (timer = setTimeout(r, ms)));
  await Promise.race([Promise.allSettled([...cleanups].map((fn) => fn())), late]);
  clearTimeout(timer);
}
