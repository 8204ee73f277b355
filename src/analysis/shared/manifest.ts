import { isAbsolute, relative, resolve } from 'node:path';
import type { PointEdit } from '../../rulesets/types.js';
import type { Scenario } from '../../scenario/load.js';
import { VERSION } from '../../version.js';

/**
 * How a run went rather than what it computed: worker count, chunk size. These go to
 * timing.json only, so every other file of a report is byte-identical whatever they were.
 */
export const RUN_ONLY_KEYS = ['workers', 'chunkSize'] as const;

/** A path as the manifest shows it: relative to the working folder, '/'-separated. */
export function shownPath(file: string): string {
  const rel = relative(process.cwd(), resolve(file));
  return (rel === '' || isAbsolute(rel) ? resolve(file) : rel).split('\\').join('/');
}

/** Input files with their hashes, paths shown relative to the working folder. */
export function shownInputs(inputs: { file: string; sha256: string }[]): { file: string; sha256: string }[] {
  return inputs.map((i) => ({ file: shownPath(i.file), sha256: i.sha256 }));
}

/** Every `file:` path inside `value` (e.g. a compare arm's patches) shown relative to the working folder. */
function relativeFiles(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relativeFiles);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'file' && typeof v === 'string' ? shownPath(v) : relativeFiles(v)]));
}

/**
 * What a report was made from, and only that: enough to reproduce it exactly (seed, inputs and
 * their hashes, options, games, policies, volley version). Run-only keys in `extra` are dropped.
 */
export function manifestOf(command: string, sc: Scenario, extra: Record<string, unknown>): Record<string, unknown> {
  const determining = relativeFiles(Object.fromEntries(Object.entries(extra).filter(([k]) => !(RUN_ONLY_KEYS as readonly string[]).includes(k)))) as Record<
    string,
    unknown
  >;
  return {
    volley: VERSION,
    command,
    ruleset: sc.ruleset.id,
    scenario: shownPath(sc.file),
    name: sc.name,
    ...determining,
    options: sc.options,
    provisionalReadings: provisionalReadings(sc),
    ...(sc.pointEdits.length > 0 ? { pointEdits: sc.pointEdits.map((e) => ({ ...e, file: shownPath(e.file) })) } : {}),
    inputs: shownInputs(sc.inputs),
    generator: 'seedrandom.tychei; game seed = splitmix32(fnv1a32(master|matchup) ^ splitmix32(index))',
  };
}

/**
 * The rule options whose basis is a provisional reading of the rules (not their text, nor the
 * spec's recommended default), with the value each had in this report: the readings its numbers
 * rest on, named where a reader of the report looks first.
 */
function provisionalReadings(sc: Scenario): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of sc.ruleset.options) if (o.basis === 'provisional') out[o.key] = sc.options[o.key];
  return out;
}

/** The point edits of several loaded scenarios (e.g. a sweep's values), each distinct edit once, in load order. */
export function mergedPointEdits(scenarios: Scenario[]): PointEdit[] {
  const out: PointEdit[] = [];
  for (const sc of scenarios)
    for (const e of sc.pointEdits) if (!out.some((o) => o.file === e.file && o.profile === e.profile && o.points === e.points)) out.push(e);
  return out;
}

/** timing.json: how the run went (never part of what must be byte-identical). */
export function timingJson(fields: Record<string, unknown>): string {
  return `${JSON.stringify({ ...fields, node: process.version }, null, 2)}\n`;
}
