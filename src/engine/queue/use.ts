// Which queue, if any, this command's games go through (`--queue`): set once per command by the
// CLI, read by the runner, like the partial folder (engine/partial.ts).
import { checkReachable } from './connect.js';
import { parseQueueUrl, type QueueTarget } from './url.js';

const state = { target: undefined as QueueTarget | undefined };

/** Parses the URL and makes first contact (bounded): a bad or unreachable URL fails before any work. */
export async function requestQueue(url: string | undefined): Promise<void> {
  if (url === undefined) return;
  const target = parseQueueUrl(url);
  await checkReachable(target);
  state.target = target;
}

export function queueInUse(): QueueTarget | undefined {
  return state.target;
}

/** A command ended (tests run many in one process): forget its queue. */
export function endQueue(): void {
  state.target = undefined;
}
