/**
 * A LoadContext that reads straight from disk, for the CLI (`volley points`) and tests that load
 * lists without a scenario: the scenario loader's own context, with no scenario around it.
 */
import type { LoadContext, Options } from '../../types.js';
import { readYamlFile } from '../../../scenario/yaml.js';
import { loadContext } from '../../../scenario/load.js';
import { defaultOptions } from '../../../engine/options.js';
import { sdsOptions } from '../options.js';

export function diskContext(file: string, options: Options = defaultOptions(sdsOptions)): LoadContext {
  return loadContext(file, readYamlFile(file), options, []);
}
