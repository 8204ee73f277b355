// The --queue address: a Redis URL, checked before anything connects so a typo is one line.
import { InputError } from '../../scenario/errors.js';

export interface QueueTarget {
  /** The URL as given (password included): what the Redis client connects with. */
  url: string;
  /** The URL with any password masked: what messages show. */
  shown: string;
}

function bad(problem: string): never {
  throw new InputError('command line', '--queue', problem, 'use redis://[user:password@]host:port/db, or rediss:// for TLS, e.g. redis://localhost:6379/0');
}

/** Parses `redis://[user:password@]host[:port][/db]` or `rediss://…` (TLS). */
export function parseQueueUrl(text: string): QueueTarget {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    bad(`'${text.slice(0, 80)}' is not a URL`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') bad(`'${u.protocol}' is not redis: or rediss:`);
  if (u.hostname === '') bad('the URL names no host');
  const db = u.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,2}$/.test(db)) bad(`'${db.slice(0, 20)}' is not a database number`);
  if (u.search !== '' || u.hash !== '') bad('the URL has a ?query or #fragment volley does not read');
  const masked = new URL(u.href);
  if (masked.password !== '') masked.password = '***';
  return { url: u.href, shown: masked.href };
}
