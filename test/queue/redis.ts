// A throw-away redis-server for the queue tests: a free loopback port, a password, no
// persistence, a temp folder; undefined when the binary is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_BINARY = 'redis-server';

export function redisInstalled(): boolean {
  return spawnSync(REDIS_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** `port`: a restart on the port of one stopped before (its data gone: no persistence). */
export async function startRedis(password: string, port?: number): Promise<TestRedis & { port: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'volley-redis-'));
  port ??= await freePort();
  const child: ChildProcess = spawn(
    REDIS_BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--requirepass', password],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout?.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return {
    url: `redis://:${password}@127.0.0.1:${port}/0`,
    port,
    async stop() {
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
