import { dirname, relative, resolve } from 'node:path';
import type { AnyRuleset } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { genericKeys, rulesetFor } from '../../scenario/load.js';
import { readYamlFile, type LoadedYaml } from '../../scenario/yaml.js';
import { findPolicy } from '../../rulesets/registry.js';
import { readField, type Field } from '../shared/opponents.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A sweep file: scenario-like (`ruleset:` first), a base matchup (`scenario: <file>` or the
 * ruleset's own keys inline, e.g. `sides:`), and
 *
 *   mode: value | worth | ablation          (default value)
 *   vary:
 *     path: sides.0.units.0.count           YAML path (dots, or a list) in the scenario ...
 *     file: lists/france-a.yaml             ... or in a file the scenario includes (relative to the sweep file)
 *     option: maxTurns                      ... or a rule option instead of a path
 *     values: [1, 2, 3]  |  from: 1, to: 5, step: 1
 *     label: Veterans' units                x-axis title (optional)
 *     side: 0                               ablation only: whose list the path is (default: the side whose points drop)
 *   worth: other-sweep.yaml | summary.json  a worth sweep (run first) or its summary.json: points per model (ablation), points per step (value)
 *   slopePerPoint: 0.004                    ablation only: the score-per-point slope, given directly
 *   field: ../poules/cross.yaml             side 1 is each list of this poule in turn, its games
 *                                           in proportion to the poule's weights (shared/opponents.ts)
 *   opponents: [{list: ../lists/a.yaml}, …]  or side entries written here (relative to this file), weighted equally
 *
 * Nothing here knows the game: values are written into the parsed YAML (load.ts patches) or the
 * options, and the ruleset validates the result as it would any scenario.
 */
export const SWEEP_KEYS = ['scenario', 'vary', 'mode', 'worth', 'slopePerPoint', 'field', 'opponents'] as const;

export type SweepMode = 'value' | 'worth' | 'ablation';

export interface VaryPath {
  kind: 'path';
  /** Included file, relative to the base scenario (as load.ts patches want it); undefined = the scenario itself. */
  patchFile?: string;
  /** The same file as the user can open it (for messages and reading). */
  shownFile: string;
  path: (string | number)[];
}

export interface VaryOption {
  kind: 'option';
  key: string;
}

export interface SweepSpec {
  file: string;
  name: string;
  description: string;
  ruleset: AnyRuleset;
  mode: SweepMode;
  /** The scenario the matchup comes from: the sweep file itself (inline) or `scenario:`. */
  scenarioFile: string;
  inline: boolean;
  /** Top-level keys of the sweep file to remove before the ruleset sees it (inline) . */
  dropKeys: string[];
  /** Generic keys from the sweep file (win over the scenario's). */
  games?: number;
  seed?: number | string;
  policies?: [string, string];
  pairs?: boolean;
  options: Record<string, unknown>;
  target: VaryPath | VaryOption;
  values: unknown[];
  label: string;
  side?: 0 | 1;
  worth?: string;
  slopePerPoint?: number;
  /** The field side 1 plays as (issue 27 item 4); undefined: the scenario's own side 1. */
  field?: Field;
  doc: Record<string, unknown>;
  source: LoadedYaml;
}

/** `a.b.0.c` → ['a', 'b', 0, 'c']; a YAML list is taken as is. */
export function parsePath(raw: unknown): (string | number)[] | undefined {
  const parts = typeof raw === 'string' ? raw.split('.') : Array.isArray(raw) ? raw : undefined;
  if (!parts || parts.length === 0) return undefined;
  const out: (string | number)[] = [];
  for (const p of parts) {
    if (typeof p === 'number' && Number.isInteger(p) && p >= 0) out.push(p);
    else if (typeof p === 'string' && /^\d+$/.test(p)) out.push(Number(p));
    else if (typeof p === 'string' && p !== '') out.push(p);
    else return undefined;
  }
  return out;
}

/** Walks a parsed YAML tree; undefined when the path does not exist. */
export function getAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const k of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, k)) return undefined;
    node = (node as Record<string | number, unknown>)[k];
  }
  return node;
}

const MAX_VALUES = 200;

function rangeValues(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  // integer steps count exactly; fractional ones are rounded to 10 decimals so 0.1 steps land on 0.3, not 0.30000000000000004
  const n = Math.floor((to - from) / step + 1e-9);
  for (let i = 0; i <= n; i++) out.push(Number((from + i * step).toFixed(10)));
  return out;
}

export function readSweep(file: string): SweepSpec {
  const y = readYamlFile(file);
  const ruleset = rulesetFor(y);
  const doc = y.doc as Record<string, unknown>;
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(file, path.join('.'), problem, hint, y.source.lineOf(path));
  };

  const mode = (doc.mode ?? 'value') as SweepMode;
  if (!['value', 'worth', 'ablation'].includes(mode)) fail(['mode'], `'${String(doc.mode)}' is not a sweep mode`, 'use mode: value, worth or ablation');

  let scenarioFile = file;
  let inline = true;
  if (doc.scenario !== undefined) {
    if (typeof doc.scenario !== 'string' || doc.scenario === '')
      fail(['scenario'], 'expected a file path', 'e.g. scenario: ../default.yaml (relative to this file)');
    scenarioFile = relative(process.cwd(), resolve(dirname(file), doc.scenario as string)) || (doc.scenario as string);
    inline = false;
    const base = readYamlFile(scenarioFile);
    const rs = rulesetFor(base);
    if (rs.id !== ruleset.id) fail(['scenario'], `the scenario is for '${rs.id}', this sweep for '${ruleset.id}'`, 'use the same ruleset in both files');
    for (const k of Object.keys(doc)) {
      if (![...genericKeys, ...SWEEP_KEYS].includes(k as never)) {
        fail([k], `'${k}' is not a sweep key when the matchup comes from scenario:`, `edit ${scenarioFile}, or drop scenario: and write the matchup inline`);
      }
    }
  }

  const games = doc.games;
  if (games !== undefined && (!Number.isInteger(games) || (games as number) < 2))
    fail(['games'], `'${String(games)}' is not a whole number ≥ 2`, 'games per swept value, e.g. games: 2000');
  const seed = doc.seed;
  if (seed !== undefined && typeof seed !== 'number' && typeof seed !== 'string') fail(['seed'], 'expected a number or a word', 'e.g. seed: 7');
  let policies: [string, string] | undefined;
  if (doc.policies !== undefined) {
    const raw = typeof doc.policies === 'string' ? [doc.policies] : doc.policies;
    if (!Array.isArray(raw) || raw.length < 1 || raw.length > 2)
      fail(['policies'], 'expected one policy or two', `known: ${Object.keys(ruleset.policies).join(', ')}`);
    const pair = (raw as unknown[]).map(String);
    pair.forEach((p, i) => {
      if (!findPolicy(ruleset, p)) fail(['policies', i], `unknown policy '${p}' for ${ruleset.id}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
    });
    policies = (pair.length === 1 ? [pair[0], pair[0]] : pair) as [string, string];
  }
  if (doc.pairs !== undefined && typeof doc.pairs !== 'boolean') fail(['pairs'], 'expected true or false', 'pairs: true plays mirrored game pairs');
  const options = doc.options ?? {};
  if (!isMap(options)) fail(['options'], 'expected a mapping of option: value', `see 'volley rules ${ruleset.id}'`);

  const vary = doc.vary;
  if (!isMap(vary)) return fail(['vary'], 'missing or not a mapping', 'e.g. vary: {path: sides.0.units.0.count, from: 2, to: 8}');
  const varyKeys = ['path', 'file', 'option', 'values', 'from', 'to', 'step', 'label', 'side'];
  for (const k of Object.keys(vary)) if (!varyKeys.includes(k)) fail(['vary', k], `unknown key '${k}'`, `vary takes: ${varyKeys.join(', ')}`);

  let target: VaryPath | VaryOption;
  if (vary.option !== undefined) {
    if (mode === 'ablation')
      fail(['vary', 'option'], 'an ablation removes list entries; it cannot vary an option', 'give vary.path: the YAML path of the list entries');
    if (vary.path !== undefined) fail(['vary'], 'give either path or option, not both', 'one thing varies per sweep');
    const key = String(vary.option);
    if (!ruleset.options.some((o) => o.key === key))
      fail(['vary', 'option'], `unknown rule option '${key}' for ${ruleset.id}`, `see 'volley rules ${ruleset.id}'`);
    target = { kind: 'option', key };
  } else {
    const path = parsePath(vary.path);
    if (!path) return fail(['vary', 'path'], 'missing or not a YAML path', 'e.g. path: sides.0.units.0.count, or path: [sides, 0, units, 0, count]');
    let patchFile: string | undefined;
    let shownFile = scenarioFile;
    if (vary.file !== undefined) {
      if (typeof vary.file !== 'string' || vary.file === '')
        fail(['vary', 'file'], 'expected a file path', 'relative to this sweep file, e.g. file: ../lists/france-a.yaml');
      const abs = resolve(dirname(file), vary.file as string);
      patchFile = relative(dirname(resolve(scenarioFile)), abs);
      shownFile = relative(process.cwd(), abs) || abs;
    }
    const shown = readYamlFile(shownFile);
    const at = getAt(shown.doc, path);
    if (mode === 'ablation') {
      if (!Array.isArray(at) || at.length === 0)
        fail(['vary', 'path'], `${path.join('.')} in ${shownFile} is not a non-empty list`, 'point at the list of entries, e.g. path: sides.0.units');
    } else if (at === undefined && getAt(shown.doc, path.slice(0, -1)) === undefined) {
      fail(['vary', 'path'], `${path.join('.')} does not exist in ${shownFile}`, 'check the path (numbers index lists, from 0)');
    }
    target = { kind: 'path', patchFile, shownFile, path };
  }

  let values: unknown[] = [];
  if (mode !== 'ablation') {
    if (vary.values !== undefined) {
      if (vary.from !== undefined || vary.to !== undefined)
        fail(['vary'], 'give values or from/to, not both', 'e.g. values: [2, 4, 6] or from: 2, to: 6, step: 2');
      if (!Array.isArray(vary.values) || vary.values.length < 2) fail(['vary', 'values'], 'expected a list of at least two values', 'e.g. values: [2, 4, 6]');
      values = vary.values as unknown[];
    } else {
      const num = (k: string): number => {
        const v = vary[k];
        if (typeof v !== 'number' || !Number.isFinite(v)) fail(['vary', k], `expected a number (got '${String(v)}')`, 'e.g. from: 2, to: 8, step: 1');
        return v as number;
      };
      const from = num('from');
      const to = num('to');
      const step = vary.step === undefined ? 1 : num('step');
      if (!(step > 0)) fail(['vary', 'step'], 'step must be > 0', 'e.g. step: 1');
      if (!(to > from)) fail(['vary', 'to'], `to (${to}) must be greater than from (${from})`, 'sweep upwards');
      // counted before anything is built: from 1 to 300000000 must not build 300 million values
      const count = Math.floor((to - from) / step + 1e-9) + 1;
      if (count > MAX_VALUES) fail(['vary'], `${count} values; at most ${MAX_VALUES}`, 'use a coarser step');
      values = rangeValues(from, to, step);
    }
    if (values.length > MAX_VALUES) fail(['vary'], `${values.length} values; at most ${MAX_VALUES}`, 'use a coarser step');
    const seen = new Set(values.map((v) => JSON.stringify(v)));
    if (seen.size !== values.length) fail(['vary', 'values'], 'a value is repeated', 'list each value once');
    if (mode === 'worth' && target.kind === 'option') {
      // allowed only if the option changes point totals; checked after loading (x must vary)
    }
  } else if (vary.values !== undefined || vary.from !== undefined) {
    fail(['vary'], 'an ablation removes one model per entry; it takes no values', 'drop values/from/to');
  }

  let side: 0 | 1 | undefined;
  if (vary.side !== undefined) {
    if (vary.side !== 0 && vary.side !== 1) fail(['vary', 'side'], 'expected 0 or 1', 'the side (as in the scenario) whose list is ablated');
    side = vary.side as 0 | 1;
  }
  let worth: string | undefined;
  let slopePerPoint: number | undefined;
  if (doc.worth !== undefined || doc.slopePerPoint !== undefined) {
    if (mode === 'worth' || (mode === 'value' && doc.slopePerPoint !== undefined))
      fail(
        [doc.worth !== undefined && mode === 'worth' ? 'worth' : 'slopePerPoint'],
        mode === 'worth' ? 'a worth sweep is its own slope' : 'a value sweep takes its points from a worth sweep (worth:), not a given slope',
        mode === 'worth' ? 'drop it' : 'give worth: a-worth-sweep.yaml',
      );
    if (doc.worth !== undefined && doc.slopePerPoint !== undefined)
      fail(['worth'], 'give worth or slopePerPoint, not both', 'one source of the score-per-point slope');
    if (doc.worth !== undefined) {
      if (typeof doc.worth !== 'string' || !/\.(ya?ml|json)$/i.test(doc.worth))
        fail(['worth'], 'expected a worth sweep (.yaml) or its summary.json', 'e.g. worth: veterans-worth.yaml');
      worth = relative(process.cwd(), resolve(dirname(file), doc.worth as string));
    } else {
      if (typeof doc.slopePerPoint !== 'number' || !(doc.slopePerPoint !== 0) || !Number.isFinite(doc.slopePerPoint))
        fail(['slopePerPoint'], 'expected a non-zero number', 'score change per list point, e.g. 0.004');
      slopePerPoint = doc.slopePerPoint as number;
    }
  }

  const field = readField(file, doc, ruleset.id, dirname(resolve(scenarioFile)), y.source);
  if (field && side === 1)
    fail(['vary', 'side'], 'with field: the field plays side 1, so the list measured is side 0', 'vary side 0 (drop vary.side), or drop field:');
  const label =
    vary.label !== undefined
      ? String(vary.label)
      : mode === 'worth'
        ? 'pts of list A'
        : target.kind === 'option'
          ? `option ${target.key}`
          : target.path.join('.');
  const name = doc.name === undefined ? (file.split(/[\\/]/).pop() ?? 'sweep').replace(/\.ya?ml$/i, '') : String(doc.name);
  if (!/^[A-Za-z0-9._-]+$/.test(name)) fail(['name'], `'${name}' is not a usable report name`, 'use letters, digits, dot, dash or underscore');
  return {
    file,
    name,
    description: doc.description === undefined ? '' : String(doc.description),
    ruleset,
    mode,
    scenarioFile,
    inline,
    dropKeys: SWEEP_KEYS.filter((k) => k in doc),
    games: games as number | undefined,
    seed: seed as number | string | undefined,
    policies,
    pairs: doc.pairs as boolean | undefined,
    options: options as Record<string, unknown>,
    target,
    values,
    label,
    side,
    worth,
    slopePerPoint,
    field,
    doc,
    source: y,
  };
}
