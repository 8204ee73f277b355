import type { Scenario } from '../../scenario/load.js';
import { VERSION } from '../../version.js';

/** What a report was made from: enough to reproduce it exactly. */
export function manifestOf(
  command: string,
  sc: Scenario,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  return {
    volley: VERSION,
    command,
    ruleset: sc.ruleset.id,
    scenario: sc.file,
    name: sc.name,
    ...extra,
    options: sc.options,
    inputs: sc.inputs,
    node: process.version,
    generator: 'seedrandom.tychei; game seed = splitmix32(fnv1a32(master|matchup) ^ splitmix32(index))',
  };
}
