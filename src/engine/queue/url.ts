// The --queue address: a Redis URL, checked before anything connects so a typo is one line.
import { readFileSync } from 'node:fs';
import { InputError } from '../../rulesets/errors.js';

export interface QueueTarget {
  /** The URL as given (password included): what the Redis client connects with. */
  url: string;
  /** The URL with any password masked: what messages show. */
  shown: string;
  /** The database number (0 when the URL names none). */
  db: number;
}

/**
 * Where a password may come from besides the URL, which `ps` shows to every user of the machine
 * (issue 26 item 10): this variable, or a file named by the second (its first line).
 */
export const PASSWORD_ENV = 'VOLLEY_QUEUE_PASSWORD';
export const PASSWORD_FILE_ENV = 'VOLLEY_QUEUE_PASSWORD_FILE';

/** `text` with the password of any `scheme://user:password@` masked: a URL that does not parse is still shown. */
export function maskPassword(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@]*@/i, '$1***@');
}

function passwordFromEnv(): string | undefined {
  const file = process.env[PASSWORD_FILE_ENV];
  if (file !== undefined && file !== '') {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new InputError(
        PASSWORD_FILE_ENV,
        '',
        `cannot read the password file ${file} ` + `(${(e as NodeJS.ErrnoException).code ?? String(e)})`,
        `point ${PASSWORD_FILE_ENV} at a readable file holding the password`,
      );
    }
    return text.split(/\r?\n/)[0];
  }
  const pw = process.env[PASSWORD_ENV];
  return pw === undefined || pw === '' ? undefined : pw;
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
    bad(`'${maskPassword(text).slice(0, 80)}' is not a URL`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') bad(`'${u.protocol}' is not redis: or rediss:`);
  if (u.hostname === '') bad('the URL names no host');
  const db = u.pathname.replace(/^\//, '');
  // how many databases there are is the server's setting: checkReachable SELECTs it (connect.ts)
  if (db !== '' && !/^\d{1,2}$/.test(db)) bad(`'${db.slice(0, 20)}' is not a database number`);
  if (u.search !== '' || u.hash !== '') bad('the URL has a ?query or #fragment volley does not read');
  if (u.password === '') {
    const pw = passwordFromEnv();
    if (pw !== undefined) u.password = encodeURIComponent(pw);
  }
  const masked = new URL(u.href);
  if (masked.password !== '') masked.password = '***';
  return { url: u.href, shown: masked.href, db: db === '' ? 0 : Number(db) };
}
