import { isAbsolute } from 'node:path';
import { parseOptionFlags } from '../../engine/options.js';
import { InputError } from '../../rulesets/errors.js';
import type { Patch } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { resolveFrom } from './poule.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A rules-or-data file for `compare --base/--variant`:
 *   options: {key: value, ...}          rule options (as in a scenario's options:)
 *   patches:                            edits to the parsed YAML before validation
 *     - {file: ../profiles/france.yaml, path: [profiles, 3, c], value: 5}
 *     - {path: sides.0.units.0.cmb, value: 5}      # no file: the matchup's own scenario document
 * `file` is relative to this rules file; `path` is a list or a dotted string (numbers index lists).
 */
export interface RuleSet {
  /** Where it came from ('(current rules)' when none was given). */
  label: string;
  /** sha256 of the rules file, for the manifest (absent for the current rules). */
  sha256?: string;
  options: Record<string, unknown>;
  patches: Patch[];
}

export const CURRENT_RULES: RuleSet = { label: '(current rules)', options: {}, patches: [] };

/** A YAML path written as a list or as 'a.b.0.c'. */
export function parsePath(raw: unknown): (string | number)[] | undefined {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('.') : undefined;
  if (!parts || parts.length === 0) return undefined;
  const out: (string | number)[] = [];
  for (const p of parts) {
    if (typeof p === 'number' && Number.isInteger(p)) out.push(p);
    else if (typeof p === 'string' && /^\d+$/.test(p)) out.push(Number(p));
    else if (typeof p === 'string' && p !== '') out.push(p);
    else return undefined;
  }
  return out;
}

export function readRuleSet(file: string): RuleSet {
  const y = readYamlFile(file);
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(file, path.join('.'), problem, hint, y.source.lineOf(path));
  };
  const doc = y.doc ?? {};
  if (!isMap(doc)) return fail([], 'expected a mapping with options: and/or patches:', 'e.g. options: {maxTurns: 8}');
  for (const k of Object.keys(doc))
    if (k !== 'options' && k !== 'patches' && k !== 'description') fail([k], `unknown key '${k}'`, 'a rules file has options:, patches: and description:');
  const options = doc.options ?? {};
  if (!isMap(options)) fail(['options'], 'expected a mapping option: value', 'e.g. options: {maxTurns: 8}');
  const patches: Patch[] = [];
  const raw = doc.patches ?? [];
  if (!Array.isArray(raw)) fail(['patches'], 'expected a list of {file, path, value}', 'e.g. patches: [{path: sides.0.units.0.cmb, value: 5}]');
  (raw as unknown[]).forEach((p, i) => {
    if (!isMap(p)) return fail(['patches', i], 'expected a mapping {file?, path, value}', 'e.g. {path: sides.0.units.0.cmb, value: 5}');
    for (const k of Object.keys(p))
      if (!['file', 'path', 'value'].includes(k)) fail(['patches', i, k], `unknown key '${k}'`, 'a patch has file (optional), path and value');
    const path = parsePath(p.path);
    if (!path) fail(['patches', i, 'path'], 'expected a YAML path', 'e.g. path: sides.0.units.0.cmb or path: [profiles, 3, c]');
    if (!('value' in p)) fail(['patches', i, 'value'], 'missing value', 'give the new value (null deletes the key)');
    if (p.file !== undefined && typeof p.file !== 'string') fail(['patches', i, 'file'], 'expected a file path', 'relative to this rules file');
    const target = typeof p.file === 'string' ? (isAbsolute(p.file) ? p.file : resolveFrom(file, p.file)) : undefined;
    patches.push({ file: target, path: path!, value: p.value === null ? undefined : p.value, source: { file, field: `patches.${i}.path` } });
  });
  return { label: file, sha256: y.sha256, options: options as Record<string, unknown>, patches };
}

/** A rules file (or the current rules) with `key=value` option shortcuts on top. */
export function ruleSetOf(file: string | undefined, optionFlags: string[]): RuleSet {
  const base = file ? readRuleSet(file) : CURRENT_RULES;
  if (optionFlags.length === 0) return base;
  const extra = parseOptionFlags(optionFlags);
  const label = `${file ?? '(current rules)'} + ${optionFlags.join(' ')}`;
  return { label, sha256: base.sha256, options: { ...base.options, ...extra }, patches: base.patches };
}
