import type { Command } from 'commander';
import { manifestOf, mergedPointEdits, shownInputs, shownPath } from './manifest.js';
import { InputError } from '../../rulesets/errors.js';
import type { Scenario } from '../../scenario/load.js';
import { findPolicy } from '../../rulesets/registry.js';

/** Policy combinations an analysis plays: each `--policies` name for both sides, else the file's pair, else the default. */
export function policyCombos(sc: Scenario, list: string[] | undefined, flag = '--policies'): [string, string][] {
  const known = sc.ruleset.policies;
  if (list?.length) {
    const seen = new Set<string>();
    for (const p of list) {
      if (!findPolicy(sc.ruleset, p))
        throw new InputError('command line', flag, `unknown policy '${p}' for ${sc.ruleset.id}`, `known: ${Object.keys(known).join(', ')}`);
      if (seen.has(p)) throw new InputError('command line', flag, `policy '${p}' is listed twice`, 'name each policy once');
      seen.add(p);
    }
    return list.map((p) => [p, p]);
  }
  return [sc.policies ?? [sc.ruleset.defaultPolicy, sc.ruleset.defaultPolicy]];
}

/** Label of a policy combination: 'greedy', or 'greedy/random' when the sides differ. */
export function policyLabel(p: [string, string]): string {
  return p[0] === p[1] ? p[0] : `${p[0]}/${p[1]}`;
}

/** A manifest for an analysis over several scenarios (every input file once). */
export function analysisManifest(command: string, file: string, name: string, scenarios: Scenario[], extra: Record<string, unknown>): Record<string, unknown> {
  const inputs = new Map<string, string>();
  for (const sc of scenarios) for (const i of sc.inputs) if (!inputs.has(i.file)) inputs.set(i.file, i.sha256);
  const m = manifestOf(command, { ...scenarios[0], pointEdits: mergedPointEdits(scenarios) }, extra);
  return { ...m, scenario: shownPath(file), name, inputs: shownInputs([...inputs].map(([f, sha256]) => ({ file: f, sha256 }))) };
}

/** A band flag value: two probabilities lo,hi with lo < hi. */
export function parseBand(value: string): [number, number] {
  const parts = value.split(',').map((s) => Number(s.trim()));
  if (parts.length !== 2 || parts.some((x) => !Number.isFinite(x) || x < 0 || x > 1) || !(parts[0] < parts[1])) {
    throw new InputError('command line', '--band', `'${value}' is not a band lo,hi`, 'write e.g. --band 0.45,0.55');
  }
  return [parts[0], parts[1]];
}

export type { Command };
