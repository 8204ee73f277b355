import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/index.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output; returns the exit code it would exit with. */
export async function volley(...args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  }) as typeof process.stderr.write;
  let code: number;
  try {
    code = await main(['node', 'volley', ...args]);
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    process.exitCode = undefined;
  }
  return { code, stdout, stderr };
}

export function tempDir(prefix = 'volley-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The headline a command printed: its first line and the indented detail lines after it, joined as one sentence (issue 29 item 7). */
export function printedHeadline(stdout: string): string {
  const lines = stdout.split('\n');
  const end = lines.findIndex((l, k) => k > 0 && !l.startsWith('  '));
  return lines
    .slice(0, end < 0 ? lines.length : end)
    .map((l) => l.trim())
    .join(' ');
}
