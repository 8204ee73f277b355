/**
 * A LoadContext that reads straight from disk, for commands and tests that load a game's data
 * files (lists, catalogues) without a scenario: the scenario loader's own context, with no
 * scenario around it.
 */
import type { LoadContext, Options } from '../rulesets/types.js';
import { readYamlFile } from './yaml.js';
import { loadContext } from './load.js';

export function diskContext(file: string, options: Options): LoadContext {
  return loadContext(file, readYamlFile(file), options, []);
}
