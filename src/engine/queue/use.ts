// Which queue, if any, this command's games go through (`--queue`): set once per command by the
// CLI, read by the runner, like the partial folder (engine/partial.ts).
import { checkReachable } from './connect.js';
import { fingerprint, type Fingerprint } from './fingerprint.js';
import { parseQueueUrl, type QueueTarget } from './url.js';

/** The queue of this command, with this installation's fingerprint (hashed once per command, not per batch). */
export type QueueInUse = QueueTarget & { fingerprint: Fingerprint };

const state = { target: undefined as QueueInUse | undefined };

/** Parses the URL and makes first contact (bounded): a bad or unreachable URL fails before any work. */
export async function requestQueue(url: string | undefined): Promise<void> {
  if (url === undefined) return;
  const target = parseQueueUrl(url);
  await checkReachable(target);
  state.target = { ...target, fingerprint: fingerprint() };
}

export function queueInUse(): QueueInUse | undefined {
  return state.target;
}

/** A command ended (tests run many in one process): forget its queue. */
export function endQueue(): void {
  state.target = undefined;
}
