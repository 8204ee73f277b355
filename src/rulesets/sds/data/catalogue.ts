/**
 * Profile catalogues per nation (SDS 9): scenarios/sds/profiles/<nation>.yaml, a list of rows
 * { id, name, points, q, c, weapons, rules, source, note }.
 */
import { dirname, relative, resolve } from 'node:path';
import type { LoadContext, PointEdit, SourceRef } from '../../types.js';
import { isEdited } from '../../kit/edited.js';
import type { Nation, Profile, ProfileSource, SpecialRule, Weapon } from './profile.js';
import { InputError } from '../../errors.js';
import { ITEM_COSTS, priceProfile } from '../mechanics/points.js';
import { NATION_FILE } from './nations.js';
import { unknownKey, unknownKeyHint } from '../../kit/keys.js';

export const WEAPONS: readonly Weapon[] = ['musket', 'rifle', 'carbine', 'pistol', 'bow', 'blunderbuss', 'sword', 'axe', 'halberd', 'lance'];
const SPECIAL_RULES: readonly SpecialRule[] = Object.keys(ITEM_COSTS).filter((k) => !(WEAPONS as string[]).includes(k)) as SpecialRule[];
const SOURCES: readonly ProfileSource[] = ['published', 'derived', 'illustrative'];

export interface Catalogue {
  nation: Nation;
  file: string;
  profiles: Profile[];
  byId: Map<string, Profile>;
}

/** Keys of a catalogue file and of a profile row. */
const CATALOGUE_KEYS = ['ruleset', 'nation', 'description', 'profiles'];
const PROFILE_KEYS = ['id', 'name', 'points', 'q', 'c', 'weapons', 'rules', 'source', 'note'];

/** Path of a nation's catalogue relative to a list file: <list dir>/../profiles/<nation>.yaml. */
function cataloguePathFor(nation: Nation, listFile: string): string {
  return resolve(dirname(listFile), '..', 'profiles', `${NATION_FILE[nation]}.yaml`);
}

/**
 * Loads a nation's catalogue through the scenario context. `nearFile` is a file inside
 * scenarios/sds/<dir>/ (a list file or a scenario); the catalogue is looked up in
 * ../profiles/ from there, then in profiles/ next to the scenario.
 */
export function loadCatalogue(nation: Nation, ctx: LoadContext, nearFile: string = ctx.file): Catalogue {
  const scenarioDir = dirname(resolve(ctx.file));
  const candidates = [cataloguePathFor(nation, nearFile), resolve(scenarioDir, 'profiles', `${NATION_FILE[nation]}.yaml`)];
  let lastErr: unknown;
  for (const abs of candidates) {
    try {
      const y = ctx.readYaml(relative(scenarioDir, abs));
      return parseCatalogue(nation, y.doc, y.file, y.source, ctx.pointEdit);
    } catch (e) {
      lastErr = e;
      if (!(e instanceof Error) || !/file not found/.test(e.message)) throw e;
    }
  }
  throw lastErr;
}

/**
 * Validates a parsed catalogue document (a YAML list, or a mapping with `profiles:`). `onEdit`
 * hears of illustrative rows a sweep or patch changed off the formula's price (issue 27 item 5).
 */
export function parseCatalogue(nation: Nation, doc: unknown, file: string, source?: SourceRef, onEdit?: (edit: PointEdit) => void): Catalogue {
  const rows = Array.isArray(doc)
    ? doc
    : doc && typeof doc === 'object' && Array.isArray((doc as { profiles?: unknown }).profiles)
      ? (doc as { profiles: unknown[] }).profiles
      : null;
  const prefix: (string | number)[] = Array.isArray(doc) ? [] : ['profiles'];
  const err = (path: (string | number)[], problem: string, hint: string): InputError =>
    new InputError(file, fmtPath([...prefix, ...path]), problem, hint, source?.lineOf([...prefix, ...path]));
  if (!rows)
    throw new InputError(file, '', 'expected a list of profiles (or a mapping with profiles:)', 'each row: {id, name, points, q, c, weapons, rules, source}');
  const badTop = Array.isArray(doc) ? undefined : unknownKey(doc as Record<string, unknown>, CATALOGUE_KEYS);
  if (badTop !== undefined)
    throw new InputError(file, badTop, `unknown key '${badTop}' in a catalogue`, unknownKeyHint(badTop, CATALOGUE_KEYS), source?.lineOf([badTop]));
  const profiles: Profile[] = [];
  const byId = new Map<string, Profile>();
  rows.forEach((r, i) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) throw err([i], 'expected a mapping', 'each row: {id, name, points, q, c, weapons, rules, source}');
    const row = r as Record<string, unknown>;
    const badKey = unknownKey(row, PROFILE_KEYS);
    if (badKey !== undefined) throw err([i, badKey], `unknown key '${badKey}' in a profile`, unknownKeyHint(badKey, PROFILE_KEYS));
    const id = row.id;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id))
      throw err([i, 'id'], `'${String(id)}' is not a valid profile id`, 'use lower-case words joined by dashes, e.g. line-infantryman');
    if (byId.has(id)) throw err([i, 'id'], `duplicate profile id '${id}'`, 'ids must be unique within a nation');
    const name = typeof row.name === 'string' && row.name.trim() ? row.name : null;
    if (!name) throw err([i, 'name'], 'missing name', "e.g. name: 'Line infantryman'");
    const int = (k: string, lo: number, hi: number): number => {
      const v = row[k];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
        throw err([i, k], `'${String(v)}' is not a whole number in ${lo}..${hi}`, `profile '${id}'`);
      return v;
    };
    const points = int('points', 1, 1000);
    const q = int('q', 2, 6);
    const c = int('c', 0, 6);
    const list = <T extends string>(k: string, known: readonly T[]): T[] => {
      const v = row[k] ?? [];
      if (!Array.isArray(v)) throw err([i, k], 'expected a list', `e.g. ${k}: [${known[0]}]`);
      return v.map((x, j) => {
        if (!known.includes(x as T))
          throw err([i, k, j], `unknown ${k === 'weapons' ? 'weapon' : 'special rule'} '${String(x)}'`, `known: ${known.join(', ')}`);
        return x as T;
      });
    };
    const weapons = list('weapons', WEAPONS);
    const rules = list('rules', SPECIAL_RULES);
    const src = row.source;
    if (!SOURCES.includes(src as ProfileSource)) throw err([i, 'source'], `'${String(src)}' is not a source`, 'use published | derived | illustrative');
    const p: Profile = { id, name, nation, points, q, c, weapons, rules, source: src as ProfileSource };
    if (typeof row.note === 'string') p.note = row.note;
    // SDS 8.4: illustrative rows must be priced by the formula (published rows are data as printed);
    // a row volley changed in memory (a sweep value, a compare patch) may try another cost, and the
    // manifest names it (issue 27 item 5)
    if (p.source === 'illustrative') {
      const f = priceProfile(p).points;
      if (f !== points && isEdited(row)) onEdit?.({ file, profile: id, points, formula: f });
      else if (f !== points)
        throw err(
          [i, 'points'],
          `illustrative profile '${id}' costs ${points} but the SDS 8.1 formula ` + `gives ${f}`,
          `set points: ${f} or check q, c, weapons, rules`,
        );
    }
    profiles.push(p);
    byId.set(id, p);
  });
  return { nation, file, profiles, byId };
}

export function fmtPath(path: (string | number)[]): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s ? `.${k}` : k;
  return s;
}
