import { existsSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { InputError } from '../../rulesets/errors.js';
import type { SourceRef } from '../../rulesets/types.js';
import { readPoule } from './poule.js';

/**
 * The field an analysis measures against (issue 27 item 4): the lists of a poule file
 * (`field: <poule file>`), each weighted as `volley matrix` weights it in a list's mean against
 * the field (the poule's `weights:`, default 1, normalised), or `opponents: [<side entry>, ...]`
 * written in the analysis file itself, weighted equally. Sweeps, ablations and calibrate put
 * each opponent in turn on side 1 and give it games in proportion to its weight, so the games
 * pooled over the field score as the weighted mean the matrix reports.
 */
export interface Field {
  /** The poule file as written in the analysis file, resolved from it (`opponents:`: the analysis file). */
  file: string;
  /** The poule's name, for headlines: "against the field <name>" (`opponents:`: the lists' names joined by ' + '). */
  name: string;
  opponents: Opponent[];
}

export interface Opponent {
  name: string;
  /** Normalised weight (the weights sum to 1). */
  weight: number;
  /** The poule's side entry, its relative file paths rewritten for the file that will load it. */
  entry: unknown;
}

/**
 * Rewrites every string of `entry` that names an existing YAML file relative to `fromDir` so it
 * names the same file from `toDir`: a poule's entries include their lists relative to the poule,
 * and the analysis loads them from its own scenario's folder. The game's keys are not known here,
 * so only strings that are paths of existing YAML files change.
 */
export function rebaseEntry(entry: unknown, fromDir: string, toDir: string): unknown {
  if (Array.isArray(entry)) return entry.map((e) => rebaseEntry(e, fromDir, toDir));
  if (entry !== null && typeof entry === 'object') return Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, rebaseEntry(v, fromDir, toDir)]));
  if (typeof entry === 'string' && /\.ya?ml$/i.test(entry) && existsSync(resolve(fromDir, entry)))
    return relative(toDir, resolve(fromDir, entry)).split('\\').join('/');
  return entry;
}

/**
 * Reads `field:` of an analysis file (`file`, parsed as `doc`): a poule of the same game. Entries
 * are rebased for loading from `loadDir` (the folder of the scenario that takes them as side 1).
 * Undefined when the file has no `field:`.
 */
export function readField(file: string, doc: Record<string, unknown>, rulesetId: string, loadDir: string, source?: SourceRef): Field | undefined {
  if (doc.opponents !== undefined) return readOpponents(file, doc, loadDir, source);
  if (doc.field === undefined) return undefined;
  const line = source?.lineOf(['field']);
  if (typeof doc.field !== 'string' || !/\.ya?ml$/i.test(doc.field))
    throw new InputError(file, 'field', 'expected the path of a poule file', 'e.g. field: poules/cross.yaml (relative to this file)', line);
  const path = resolve(dirname(file), doc.field);
  const shown = relative(process.cwd(), path) || path;
  if (!existsSync(path)) throw new InputError(file, 'field', `${doc.field} does not exist`, 'give a poule file (volley matrix reads the same)', line);
  const poule = readPoule(shown);
  const game = poule.matchup(0, 1, { key: 'names' }).ruleset.id;
  if (game !== rulesetId)
    throw new InputError(file, 'field', `${doc.field} is a poule of ${game}; this file is ${rulesetId}`, 'give a poule of the same game', line);
  const total = poule.weights.reduce((s, w) => s + w, 0);
  if (!(total > 0)) throw new InputError(file, 'field', `every list of ${doc.field} has weight 0`, 'give some list a positive weight', line);
  const opponents = poule.names
    .map((name, i) => ({ name, weight: poule.weights[i] / total, entry: rebaseEntry(poule.entries[i], dirname(path), loadDir) }))
    .filter((o) => o.weight > 0);
  return { file: shown, name: poule.name, opponents };
}

/** A name for an opponent written under `opponents:`: its `name:`, else its list file's, else its place. */
function entryName(entry: unknown, i: number): string {
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const m = entry as Record<string, unknown>;
    if (typeof m.name === 'string' && m.name.trim()) return m.name.trim();
    if (typeof m.list === 'string') return basename(m.list).replace(/\.ya?ml$/i, '');
  }
  return `opponent ${i + 1}`;
}

/** `opponents: [<side entry>, ...]`: written as under `sides:`, relative to the analysis file; equal weights. */
function readOpponents(file: string, doc: Record<string, unknown>, loadDir: string, source?: SourceRef): Field {
  const line = source?.lineOf(['opponents']);
  if (doc.field !== undefined) throw new InputError(file, 'opponents', 'give field: or opponents:, not both', 'one field per analysis', line);
  const list = doc.opponents;
  if (!Array.isArray(list) || list.length === 0)
    throw new InputError(file, 'opponents', 'expected a list of side entries', 'each written as under sides:, e.g. opponents: [{list: lists/a.yaml}]', line);
  const opponents = list.map((entry, i) => ({
    name: entryName(entry, i),
    weight: 1 / list.length,
    entry: rebaseEntry(entry, dirname(resolve(file)), loadDir),
  }));
  return { file: relative(process.cwd(), resolve(file)) || file, name: opponents.map((o) => o.name).join(' + '), opponents };
}

/**
 * Whole units (games, or mirrored pairs) per opponent: `units` split in proportion to the weights
 * by largest remainder, so the pooled games weight each opponent as the field does (exactly when
 * the shares divide evenly).
 */
export function splitUnits(units: number, weights: number[]): number[] {
  const raw = weights.map((w) => w * units);
  const out = raw.map(Math.floor);
  const order = raw.map((r, i) => ({ i, rest: r - Math.floor(r) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const left = units - out.reduce((s, n) => s + n, 0);
  for (let k = 0; k < left; k++) out[order[k].i]++;
  return out;
}

/** How a headline names the field: "the field <name> (3 lists, weighted)". */
export function fieldLabel(f: Field): string {
  const equal = f.opponents.every((o) => Math.abs(o.weight - f.opponents[0].weight) < 1e-12);
  return `the field ${f.name} (${f.opponents.length} lists${equal ? '' : ', weighted'})`;
}

/** The field as a manifest records it. */
export function fieldManifest(f: Field, units?: number[]): Record<string, unknown> {
  return { file: f.file, name: f.name, opponents: f.opponents.map((o, i) => ({ name: o.name, weight: o.weight, ...(units ? { units: units[i] } : {}) })) };
}
