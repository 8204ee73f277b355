import { fileURLToPath } from 'node:url';

/** The worker-thread entry point (worker.ts) for a Piscina pool, from dist/ or from source. */
export function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  // From dist/ the worker is plain JS; from source (vitest, tsx) it needs the tsx loader.
  if (here.endsWith('.ts')) {
    // the loader by its own path: `--import tsx` would be looked up from the working folder
    const tsx = new URL('../../node_modules/tsx/dist/loader.mjs', here).href;
    return { filename: fileURLToPath(new URL('./worker.ts', here)), execArgv: ['--import', tsx] };
  }
  return { filename: fileURLToPath(new URL('./worker.js', here)), execArgv: [] };
}
