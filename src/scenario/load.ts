import { policyOfParams, withTuned } from '../rulesets/kit/policyParams.js';
import { dirname, isAbsolute, resolve, relative } from 'node:path';
import { applyOptions, defaultOptions } from '../engine/options.js';
import { findPolicy, findRuleset, knownGames } from '../rulesets/registry.js';
import { markEdited } from '../rulesets/kit/edited.js';
import type { AnyRuleset, LoadContext, Options, PointEdit } from '../rulesets/types.js';
import { InputError } from '../rulesets/errors.js';
import { readYamlFile, type LoadedYaml } from './yaml.js';

/** Longest report name: it becomes a folder name (reports/<name>/). */
export const MAX_NAME_LENGTH = 100;

/** A name usable as one folder name: no separators, not '.', '..' or hidden, bounded length. */
export function isPlainName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name);
}

export { genericKeys } from '../rulesets/kit/keys.js';

export interface Scenario {
  file: string;
  name: string;
  description: string;
  ruleset: AnyRuleset;
  setup: unknown;
  options: Options;
  games?: number;
  seed?: number | string;
  policies?: [string, string];
  pairs?: boolean;
  /** Every file read (scenario, lists, catalogues) with its sha256, for the manifest. */
  inputs: { file: string; sha256: string }[];
  /** Costs a sweep or patch set where the rules price by formula (LoadContext.pointEdit), for the manifest. */
  pointEdits: PointEdit[];
  doc: Record<string, unknown>;
}

export interface ScenarioOverrides {
  options?: Record<string, unknown>;
  /**
   * In-memory edits applied to the parsed YAML before validation (sweeps, ablations): `file`
   * is the scenario itself when omitted, else a path relative to the scenario (as written in
   * it, e.g. 'lists/france-a.yaml'); `path` is the YAML path; `value` undefined deletes.
   */
  patches?: Patch[];
}

export interface Patch {
  file?: string;
  path: (string | number)[];
  value: unknown;
  /** Where the patch is written (a compare rules file and its field): a bad path is named there. */
  source?: { file: string; field: string };
}

/** Sets (or deletes, with undefined) the value at `path` in a parsed YAML tree, in place. */
export function applyPatch(root: unknown, path: (string | number)[], value: unknown, file: string, source?: Patch['source']): void {
  // the file at fault is the one the patch is written in (issue 26 item 12), else the patched one
  const bad = (at: string, problem: string, hint: string): never => {
    if (source) throw new InputError(source.file, source.field, `${problem} in ${file}: no '${at}' there`, 'check the path against that file');
    throw new InputError(file, at, problem, hint);
  };
  if (path.length === 0) bad('', 'empty patch path', 'name a YAML path such as sides.0.units.1.cmb');
  let node = root as Record<string | number, unknown>;
  // every node on the way holds the changed value: a ruleset may validate any of them as a document
  if (node !== null && typeof node === 'object') markEdited(node);
  for (let i = 0; i < path.length - 1; i++) {
    // own keys only: 'constructor' or '__proto__' would walk into (and patch) every object's prototype
    const next = node !== null && typeof node === 'object' && Object.hasOwn(node, path[i]) ? node[path[i]] : undefined;
    if (next === null || typeof next !== 'object') {
      bad(path.slice(0, i + 1).join('.'), 'no such YAML path to patch', 'check the path in the sweep file');
    }
    node = next as Record<string | number, unknown>;
    markEdited(node);
  }
  const last = path[path.length - 1];
  if (last === '__proto__') bad(path.join('.'), "'__proto__' is not a YAML key volley patches", 'name a key of the file, such as sides.0.units.1.cmb');
  if (value === undefined) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = value;
}

/** Patches that found their file: a compare rules file whose patch names a file no matchup reads must fail. */
const applied = new WeakSet<Patch>();

export function patchWasApplied(p: Patch): boolean {
  return applied.has(p);
}

function patchesFor(patches: Patch[] | undefined, rel: string | undefined): Patch[] {
  return (patches ?? []).filter((p) => p.file === rel);
}

function fieldError(y: LoadedYaml, field: (string | number)[], problem: string, hint: string): InputError {
  return new InputError(y.file, field.join('.'), problem, hint, y.source.lineOf(field));
}

export function rulesetFor(y: LoadedYaml): AnyRuleset {
  const doc = y.doc as Record<string, unknown>;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new InputError(y.file, '', 'expected a YAML mapping', 'a scenario starts with `ruleset: intro|sds|sfg|alg`');
  }
  const first = Object.keys(doc)[0];
  if (first !== 'ruleset') {
    throw fieldError(
      y,
      first === undefined ? [] : [first],
      `the first key must be 'ruleset' (found '${first ?? ''}')`,
      `start the file with ruleset: ${Object.keys(knownGames).join(' | ')}`,
    );
  }
  const id = String(doc.ruleset);
  const rs = findRuleset(id);
  if (!rs) {
    const known = Object.keys(knownGames).includes(id);
    throw fieldError(
      y,
      ['ruleset'],
      known ? `ruleset '${id}' is not implemented yet (${knownGames[id]})` : `unknown ruleset '${id}'`,
      `use one of: ${Object.keys(knownGames)
        .filter((k) => findRuleset(k))
        .join(', ')}`,
    );
  }
  return rs;
}

/** Loads a scenario file: generic keys checked here, the rest validated by its ruleset. */
export function loadScenario(file: string, overrides: ScenarioOverrides = {}): Scenario {
  const { scenario, ctx } = readScenarioKeys(file, overrides);
  return { ...scenario, setup: scenario.ruleset.loadSetup(scenario.doc, ctx) };
}

/**
 * A scenario file with its generic keys checked and its options resolved, and the context its
 * ruleset validates it in, before `loadSetup` (which `calibrate` calls once per drawn matchup).
 */
export function readScenarioKeys(file: string, overrides: ScenarioOverrides = {}): { scenario: Scenario; ctx: LoadContext } {
  const y = readYamlFile(file);
  for (const p of patchesFor(overrides.patches, undefined)) {
    applyPatch(y.doc, p.path, p.value, file, p.source);
    applied.add(p);
  }
  const ruleset = rulesetFor(y);
  const doc = y.doc as Record<string, unknown>;
  const inputs = [{ file, sha256: y.sha256 }];

  const name = doc.name === undefined ? defaultName(file) : String(doc.name);
  if (!isPlainName(name)) {
    throw fieldError(
      y,
      ['name'],
      `'${name.slice(0, 60)}' is not a usable report name`,
      `use 1-${MAX_NAME_LENGTH} letters, digits, dot, dash or underscore, not ` + `starting with a dot`,
    );
  }
  let games: number | undefined;
  if (doc.games !== undefined) {
    if (!Number.isInteger(doc.games) || (doc.games as number) < 1) {
      throw fieldError(y, ['games'], `'${String(doc.games)}' is not a positive whole number`, 'e.g. games: 10000');
    }
    games = doc.games as number;
  }
  let seed: number | string | undefined;
  if (doc.seed !== undefined) {
    if (typeof doc.seed !== 'number' && typeof doc.seed !== 'string') throw fieldError(y, ['seed'], 'expected a number or a string', 'e.g. seed: 42');
    if (typeof doc.seed === 'number' && !Number.isSafeInteger(doc.seed)) throw fieldError(y, ['seed'], `${doc.seed} is not a whole number`, 'e.g. seed: 42');
    seed = doc.seed;
  }
  let policies: [string, string] | undefined;
  if (doc.policies !== undefined) {
    const raw = typeof doc.policies === 'string' ? [doc.policies, doc.policies] : doc.policies;
    if (!Array.isArray(raw) || raw.length < 1 || raw.length > 2) {
      throw fieldError(y, ['policies'], 'expected one policy name or a list of two', `known: ${Object.keys(ruleset.policies).join(', ')}`);
    }
    const pair = (raw.length === 1 ? [raw[0], raw[0]] : raw).map(String) as [string, string];
    pair.forEach((p, i) => {
      if (!findPolicy(ruleset, p))
        throw fieldError(y, ['policies', i], `unknown policy '${p}' for ${ruleset.id}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
    });
    policies = pair;
  }
  let pairs: boolean | undefined;
  if (doc.pairs !== undefined) {
    if (typeof doc.pairs !== 'boolean') throw fieldError(y, ['pairs'], 'expected true or false', 'pairs: true plays mirrored game pairs');
    pairs = doc.pairs;
  }
  const rawOptions = doc.options ?? {};
  if (typeof rawOptions !== 'object' || rawOptions === null || Array.isArray(rawOptions)) {
    throw fieldError(y, ['options'], 'expected a mapping of option: value', `see 'volley rules ${ruleset.id}'`);
  }
  let options = applyOptions(ruleset.options, defaultOptions(ruleset.options), rawOptions as Record<string, unknown>, file, 'options.', (k) =>
    y.source.lineOf(['options', k]),
  );
  if (overrides.options && Object.keys(overrides.options).length > 0) {
    options = applyOptions(ruleset.options, options, overrides.options, 'command line', '--option ');
  }

  const pointEdits: PointEdit[] = [];
  const ctx = loadContext(file, y, options, inputs, overrides.patches, pointEdits);
  if (doc.policyParams !== undefined) {
    // a parameters file from `volley tune` (issue 31): its policy plays with the tuned params
    if (typeof doc.policyParams !== 'string') throw fieldError(y, ['policyParams'], 'expected the path of a parameters file', 'write one with volley tune');
    const pf = ctx.readYaml(doc.policyParams);
    policies = withTuned(policies ?? [ruleset.defaultPolicy, ruleset.defaultPolicy], policyOfParams(ruleset, pf.doc, pf.file));
  }
  const scenario: Scenario = {
    file,
    name,
    description: doc.description === undefined ? '' : String(doc.description),
    ruleset,
    setup: undefined,
    options,
    games,
    seed,
    policies,
    pairs,
    inputs,
    pointEdits,
    doc,
  };
  return { scenario, ctx };
}

/** The services a ruleset gets while loading `file`: includes resolve relative to it and are recorded in `inputs`. */
export function loadContext(
  file: string,
  y: LoadedYaml,
  options: Options,
  inputs: { file: string; sha256: string }[],
  patches?: Patch[],
  pointEdits?: PointEdit[],
): LoadContext {
  const base = dirname(file);
  return {
    file,
    source: y.source,
    options,
    pointEdit(edit) {
      if (!pointEdits?.some((e) => e.file === edit.file && e.profile === edit.profile)) pointEdits?.push(edit);
    },
    readYaml(rel: string) {
      if (isAbsolute(rel)) throw new InputError(file, '', `include '${rel}' is an absolute path`, 'write it relative to this file');
      const path = resolve(base, rel);
      const shown = relative(process.cwd(), path) || path;
      const inc = readYamlFile(shown.startsWith('..') ? path : shown, file);
      for (const p of (patches ?? []).filter((q) => q.file !== undefined && resolve(base, q.file) === path)) {
        applyPatch(inc.doc, p.path, p.value, inc.file, p.source);
        applied.add(p);
      }
      if (!inputs.some((i) => i.file === inc.file)) inputs.push({ file: inc.file, sha256: inc.sha256 });
      return { doc: inc.doc, file: inc.file, source: inc.source };
    },
  };
}

function defaultName(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? 'run';
  const name = base
    .replace(/\.ya?ml$/i, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, MAX_NAME_LENGTH);
  return name || 'run';
}
