// Reaching Redis: a bounded first contact (a wrong host, port or password is one line, not a
// hang), then the connection settings BullMQ's queue, events and worker share.
import { Redis, type RedisOptions } from 'ioredis';
import { InputError } from '../../rulesets/errors.js';
import type { QueueTarget } from './url.js';

/** How long the first contact may take before volley gives up on the URL. */
export const CONNECT_TIMEOUT_MS = 5000;

/** BullMQ's connection settings for a target: reconnect forever once the first contact worked. */
export function connectionOf(target: QueueTarget): RedisOptions & { url: string } {
  // BullMQ's blocking calls require maxRetriesPerRequest: null
  return { url: target.url, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: null };
}

function unreachable(target: QueueTarget, why: string): InputError {
  return new InputError(
    'command line',
    '--queue',
    `cannot use Redis at ${target.shown}: ${why}`,
    'start redis-server there, or fix the host, port, password or database ' + 'in the URL',
  );
}

/** Connects once, with no retry, and checks the server is a Redis BullMQ can use (6.2 or later). */
export async function checkReachable(target: QueueTarget): Promise<void> {
  const client = new Redis(target.url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  let lastError = '';
  client.on('error', (e: Error) => (lastError = e.message));
  const timer = setTimeout(() => client.disconnect(), CONNECT_TIMEOUT_MS + 1000);
  try {
    await client.connect();
    // ioredis SELECTs the URL's database on connect and stays on db 0 when that fails (an index
    // past the server's `databases`): ask again, and fail here (issue 26 item 3)
    try {
      await client.select(target.db);
    } catch (e) {
      throw unreachable(target, `database ${target.db} does not exist there (${(e instanceof Error ? e.message : String(e)).slice(0, 80)})`);
    }
    const info = await client.info('server');
    const version = /redis_version:(\d+)\.(\d+)/.exec(info);
    if (version && (Number(version[1]) < 6 || (Number(version[1]) === 6 && Number(version[2]) < 2))) {
      throw unreachable(target, `the server runs Redis ${version[1]}.${version[2]}; volley's queue needs 6.2 or later`);
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    const msg = (e instanceof Error ? e.message : String(e)) || lastError;
    throw unreachable(target, (lastError || msg || 'no answer').replace(/\s+/g, ' ').slice(0, 200));
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}
