// How a test starts volley as a real process (Ctrl-C, kill -9, a closed pipe, Redis workers):
// from dist/ when the build is current, as it is after `npm install` (prepare) and in .ci/run;
// through tsx from src/ otherwise, so a test never runs code older than the source. Through tsx
// each start costs about 2 s more CPU and pool workers play about half as fast (TOOLCHAIN.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = join(import.meta.dirname, '..', '..');

/** Every src/**.ts has its dist/**.js, written after the source was last changed. */
function distIsCurrent(): boolean {
  const src = join(REPO, 'src');
  const dist = join(REPO, 'dist');
  const walk = (d: string): boolean =>
    readdirSync(d, { withFileTypes: true }).every((e) => {
      const p = join(d, e.name);
      if (e.isDirectory()) return walk(p);
      if (!e.name.endsWith('.ts')) return true;
      const built = join(dist, relative(src, p)).replace(/\.ts$/, '.js');
      return existsSync(built) && statSync(built).mtimeMs >= statSync(p).mtimeMs;
    });
  return walk(src);
}

let args: string[] | undefined;

/** The node arguments that start volley's CLI: pass them before volley's own. */
export function volleyArgs(): string[] {
  if (!args) {
    // tsx by its path: a sandbox has no node_modules to find it in
    const tsx = pathToFileURL(join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    args = distIsCurrent() ? [join(REPO, 'dist', 'cli.js')] : ['--import', tsx, join(REPO, 'src', 'cli.ts')];
  }
  return args;
}
