import { fileURLToPath } from 'node:url';

/**
 * A Piscina entry point: the module `name` (without extension) beside the module at `from`
 * (its import.meta.url), from dist/ or from source.
 */
function threadEntry(from: string, name: string): { filename: string; execArgv: string[] } {
  // From dist/ the worker is plain JS; from source (vitest, tsx) it needs the tsx loader.
  if (from.endsWith('.ts')) {
    // the loader by its own path: `--import tsx` would be looked up from the working folder
    const tsx = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
    return { filename: fileURLToPath(new URL(`./${name}.ts`, from)), execArgv: ['--import', tsx] };
  }
  return { filename: fileURLToPath(new URL(`./${name}.js`, from)), execArgv: [] };
}

/** The chunk worker (worker.ts) for a Piscina pool. */
export function workerFile(): { filename: string; execArgv: string[] } {
  return threadEntry(import.meta.url, 'worker');
}
