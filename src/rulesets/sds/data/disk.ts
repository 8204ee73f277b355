/**
 * A LoadContext that reads straight from disk, for the CLI (`volley points`) and tests that load
 * lists without a scenario. The real scenario loader (src/scenario/load.ts) builds its own.
 */
import { dirname, relative, resolve } from 'node:path';
import type { LoadContext, Options } from '../../types.js';
import { readYamlFile } from '../../../scenario/yaml.js';
import { defaultOptions } from '../../../engine/options.js';
import { sdsOptions } from '../options.js';

export function diskContext(file: string, options: Options = defaultOptions(sdsOptions)): LoadContext {
  const base = dirname(resolve(file));
  const y = readYamlFile(file);
  return {
    file,
    source: y.source,
    options,
    readYaml(rel: string) {
      const abs = resolve(base, rel);
      const shown = relative(process.cwd(), abs) || abs;
      const inc = readYamlFile(shown.startsWith('..') ? abs : shown);
      return { doc: inc.doc, file: inc.file, source: inc.source };
    },
  };
}

/** Loads a list file directly (its catalogue from ../profiles/). */
export function listContext(listFile: string, options?: Options): LoadContext {
  return diskContext(listFile, options);
}
