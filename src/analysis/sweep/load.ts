import { resolve } from 'node:path';
import { InputError } from '../../rulesets/errors.js';
import { loadScenario, type Patch, type Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import type { SweepSpec } from './spec.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * The sweep's base matchup with extra patches/options: the sweep file itself with its own keys
 * removed (inline), or `scenario:` with the sweep's `options:` merged over the scenario's.
 */
export function loadSweepPoint(spec: SweepSpec, patches: Patch[], options?: Record<string, unknown>): Scenario {
  const all: Patch[] = [];
  if (spec.inline) {
    for (const k of spec.dropKeys) all.push({ path: [k], value: undefined });
  } else if (Object.keys(spec.options).length > 0) {
    const base = readYamlFile(spec.scenarioFile).doc as Record<string, unknown>;
    const own = isMap(base.options) ? base.options : {};
    all.push({ path: ['options'], value: { ...own, ...spec.options } });
  }
  all.push(...patches.map((p) => ({ ...p, value: p.value === undefined ? undefined : structuredClone(p.value) })));
  const sc = loadScenario(spec.scenarioFile, { options, patches: all });
  if (spec.target.kind === 'path' && spec.target.patchFile !== undefined) {
    const want = resolve(spec.target.shownFile);
    if (!sc.inputs.some((i) => resolve(i.file) === want)) {
      throw new InputError(
        spec.file,
        'vary.file',
        `the matchup never reads ${spec.target.shownFile}, so patching it ` + `changes nothing`,
        `name a file the scenario includes (it reads: ` + `${sc.inputs.map((i) => i.file).join(', ')})`,
        spec.source.source.lineOf(['vary', 'file']),
      );
    }
  }
  return sc;
}

/** The patch (or option) that sets the swept thing to `value`. */
export function valueOverride(spec: SweepSpec, value: unknown): { patches: Patch[]; options?: Record<string, unknown> } {
  if (spec.target.kind === 'option') return { patches: [], options: { [spec.target.key]: value } };
  return { patches: [{ file: spec.target.patchFile, path: spec.target.path, value }] };
}
