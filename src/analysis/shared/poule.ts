import { dirname, resolve } from 'node:path';
import type { Options } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { loadScenario, type Patch, type Scenario } from '../../scenario/load.js';
import { readYamlFile, type LoadedYaml } from '../../scenario/yaml.js';
import { findPolicy } from '../../rulesets/registry.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A poule file: a scenario-like file (`ruleset:` first; name, games, seed, policies, options and
 * any key the ruleset takes besides `sides`) whose `lists:` are side entries exactly as the
 * ruleset accepts them under `sides:`. Optional analysis keys (by list name, as the ruleset
 * names the side):
 *   weights: {Name: 2, ...}          opponents' weights in "mean against the field" (default 1)
 *   poules:  {French: [..], Allied: [..]}   every cross-poule pair is allowed
 *   allowed: [[A, B], ...]           explicit allowed pairs (within a poule, or the only ones)
 *   policies: [a, b, c]              the policies to analyse, each played by both lists (a list's
 *                                    policy never depends on the side it plays, so a poule has no
 *                                    per-side pair); `--policies` overrides it
 * No `poules` and no `allowed`: every pair is allowed.
 * The analysis keys are removed by patches before the ruleset validates a matchup, so the
 * analyses never need to know the game.
 */
export const POULE_KEYS = ['lists', 'weights', 'poules', 'allowed', 'policies'] as const;

export interface Poule {
  file: string;
  name: string;
  doc: Record<string, unknown>;
  entries: unknown[];
  /** List names as the ruleset reports them (sides(setup)[k].name). */
  names: string[];
  /** Opponent weight per list (same order as names). */
  weights: number[];
  /** Allowed pairs as index pairs [i, j] with i < j, in file order. */
  pairs: [number, number][];
  /** Which way the allowed set was given. */
  pairing: 'all' | 'poules' | 'allowed' | 'poules+allowed';
  /** `policies:` of the file (each played by both sides), if any. */
  policies?: string[];
  /** Poule of each list (by poule name) when `poules:` is given. */
  group: (string | null)[];
  /** Scenario of one matchup i v j (i's entry on side 0), loaded on demand and cached per overrides key. */
  matchup(i: number, j: number, overrides?: MatchupOverrides): Scenario;
}

export interface MatchupOverrides {
  options?: Record<string, unknown>;
  patches?: Patch[];
  /** Cache key of these overrides (e.g. 'base' / 'variant'); omitted = no caching. */
  key?: string;
}

/** A matchup name the scenario loader accepts (letters, digits, '.', '_', '-'). */
export function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'list';
}

/** The stable matchup id that seeds its games: list names only (no policy, so policies share seeds). */
export function matchupId(a: string, b: string): string {
  return `${a}~${b}`;
}

/**
 * Loads a scenario file with `sides` replaced by two entries and the given extra top-level keys
 * removed. This is how poules, suites and sweeps become concrete matchups without knowing the game.
 */
export function loadWithSides(
  file: string,
  sides: [unknown, unknown],
  dropKeys: readonly string[],
  doc: Record<string, unknown>,
  name: string,
  overrides: { options?: Record<string, unknown>; patches?: Patch[] } = {},
): Scenario {
  const patches: Patch[] = [{ path: ['sides'], value: sides }];
  for (const k of dropKeys) if (k in doc) patches.push({ path: [k], value: undefined });
  patches.push({ path: ['name'], value: safeName(name) });
  return loadScenario(file, { options: overrides.options, patches: [...patches, ...(overrides.patches ?? [])] });
}

function fail(y: LoadedYaml, path: (string | number)[], problem: string, hint: string): never {
  throw new InputError(y.file, path.map(String).join('.'), problem, hint, y.source.lineOf(path));
}

const RESERVED_LIST_NAMES = ['policy', 'list', '__proto__'];

/** Reads a poule file and resolves list names, weights and allowed pairs. */
export function readPoule(file: string): Poule {
  const y = readYamlFile(file);
  if (!isMap(y.doc)) fail(y, [], 'expected a YAML mapping', 'a poule starts with `ruleset:` and has `lists:`');
  const doc = y.doc;
  const entries = doc.lists;
  if (!Array.isArray(entries) || entries.length < 2) {
    fail(y, ['lists'], 'expected a list of at least two side entries', 'lists: [ <entry as under sides:>, ... ]');
  }
  if ('sides' in doc) fail(y, ['sides'], 'a poule names its lists under `lists:`, not `sides:`', 'move the entries to lists:');
  const k = entries.length;
  const cache = new Map<string, Scenario>();
  const matchup = (i: number, j: number, ov: MatchupOverrides = {}): Scenario => {
    const key = ov.key === undefined ? undefined : `${ov.key}|${i}|${j}`;
    const hit = key === undefined ? undefined : cache.get(key);
    if (hit) return hit;
    const label = `${names[i] ?? `list${i}`}_v_${names[j] ?? `list${j}`}`;
    let sc: Scenario;
    try {
      sc = loadWithSides(file, [entries[i], entries[j]], POULE_KEYS, doc, label, ov);
    } catch (e) {
      // The ruleset sees the pair as `sides.0` / `sides.1`; point at the poule's list entries instead.
      const m = e instanceof InputError && e.file === file ? /^sides(?:\.|\[)([01])\]?(.*)$/.exec(e.field) : null;
      if (m) {
        const err = e as InputError;
        const idx = m[1] === '0' ? i : j;
        const where = err.line !== undefined ? `${err.file}:${err.line}` : err.file;
        let problem = err.message.slice(`${where} at '${err.field}': `.length);
        if (err.hint && problem.endsWith(` (${err.hint})`)) problem = problem.slice(0, -(err.hint.length + 3));
        throw new InputError(err.file, `lists.${idx}${m[2]}`, problem, err.hint, y.source.lineOf(['lists', idx]));
      }
      throw e;
    }
    if (key !== undefined) cache.set(key, sc);
    return sc;
  };

  // Names: load disjoint pairs (0,1), (2,3), ... (k−1, 0) and ask the ruleset.
  const names: string[] = new Array<string>(k);
  for (let i = 0; i < k; i += 2) {
    const j = i + 1 < k ? i + 1 : 0;
    const sc = matchup(i, j, { key: 'names' });
    const sides = sc.ruleset.sides(sc.setup);
    names[i] = sides[0].name;
    if (i + 1 < k) names[j] = sides[1].name;
  }
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    // matrix.csv has a column per list beside its own 'policy' and 'list' columns; '__proto__' is no key of a row
    if (RESERVED_LIST_NAMES.includes(n))
      fail(y, ['lists', i], `a list may not be named '${n}' (a column of matrix.csv, or no key at all)`, `rename it, e.g. '${n}-A'`);
    if (index.has(n)) fail(y, ['lists', i], `two lists are named '${n}' (lists ${index.get(n)} and ${i})`, 'give every list in a poule its own name');
    index.set(n, i);
  });
  const find = (name: unknown, path: (string | number)[]): number => {
    const i = index.get(String(name));
    if (i === undefined) fail(y, path, `no list named '${String(name)}' in this poule`, `lists: ${names.join(', ')}`);
    return i;
  };

  const weights = new Array<number>(k).fill(1);
  if (doc.weights !== undefined) {
    if (!isMap(doc.weights)) fail(y, ['weights'], 'expected a mapping list name: weight', 'e.g. weights: {Veterans: 2, Levy: 1}');
    for (const [n, w] of Object.entries(doc.weights)) {
      const i = find(n, ['weights', n]);
      if (typeof w !== 'number' || !(w >= 0) || !Number.isFinite(w)) fail(y, ['weights', n], `'${String(w)}' is not a weight >= 0`, 'e.g. Veterans: 2');
      weights[i] = w;
    }
  }

  const group: (string | null)[] = new Array<string | null>(k).fill(null);
  const allowed = new Set<string>();
  const pairKey = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);
  if (doc.poules !== undefined) {
    if (!isMap(doc.poules))
      fail(y, ['poules'], 'expected a mapping poule name: [list names]', 'e.g. poules: {French: [France-A, Naples-B], Allied: [Britain-A]}');
    for (const [g, members] of Object.entries(doc.poules)) {
      if (!Array.isArray(members)) fail(y, ['poules', g], 'expected a list of list names', `e.g. ${g}: [France-A, Naples-B]`);
      members.forEach((n, m) => {
        const i = find(n, ['poules', g, m]);
        if (group[i] !== null) fail(y, ['poules', g, m], `'${names[i]}' is already in poule ${group[i]}`, 'a list belongs to one poule');
        group[i] = g;
      });
    }
    group.forEach((g, i) => {
      if (g === null) fail(y, ['poules'], `list '${names[i]}' is in no poule`, 'put every list in one poule, or drop poules:');
    });
    for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) if (group[a] !== group[b]) allowed.add(pairKey(a, b));
  }
  if (doc.allowed !== undefined) {
    if (!Array.isArray(doc.allowed)) fail(y, ['allowed'], 'expected a list of pairs of list names', 'e.g. allowed: [[France-A, Naples-B]]');
    doc.allowed.forEach((p, m) => {
      if (!Array.isArray(p) || p.length !== 2) fail(y, ['allowed', m], 'expected a pair [A, B]', 'e.g. - [France-A, Naples-B]');
      const a = find(p[0], ['allowed', m, 0]);
      const b = find(p[1], ['allowed', m, 1]);
      if (a === b) fail(y, ['allowed', m], 'a list cannot play itself in a poule', 'name two different lists');
      allowed.add(pairKey(a, b));
    });
  }
  const pairing = doc.poules !== undefined ? (doc.allowed !== undefined ? 'poules+allowed' : 'poules') : doc.allowed !== undefined ? 'allowed' : 'all';
  const pairs: [number, number][] = [];
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) if (pairing === 'all' || allowed.has(pairKey(a, b))) pairs.push([a, b]);
  if (pairs.length === 0) fail(y, ['allowed'], 'no pair of lists is allowed to meet', 'list allowed pairs or poules');

  let policies: string[] | undefined;
  if (doc.policies !== undefined) {
    const raw = typeof doc.policies === 'string' ? [doc.policies] : doc.policies;
    if (!Array.isArray(raw) || raw.length === 0 || raw.some((p) => typeof p !== 'string')) {
      fail(y, ['policies'], 'expected a list of policy names', 'e.g. policies: [aggressive, cautious]: each is played by both lists');
    }
    const rs = matchup(0, 1, { key: 'names' }).ruleset;
    (raw as string[]).forEach((p, i) => {
      if (!findPolicy(rs, p)) fail(y, ['policies', i], `unknown policy '${p}' for ${rs.id}`, `known: ${Object.keys(rs.policies).join(', ')}`);
    });
    policies = [...new Set(raw as string[])];
  }
  const name = doc.name === undefined ? safeName((file.split(/[\\/]/).pop() ?? 'poule').replace(/\.ya?ml$/i, '')) : String(doc.name);
  return { file, name, doc, entries, names, weights, pairs, pairing, policies, group, matchup };
}

/** Resolves a path written in a rules file (relative to that file) to an absolute one, as loadScenario patches accept. */
export function resolveFrom(file: string, rel: string): string {
  return resolve(dirname(file), rel);
}

export type { Options };
