/**
 * Policy names with tuned params (issue 31, the tuner): `name(key=value,key=value)`. The params
 * ride in the name so a job, a worker task, a manifest and a report carry them without a new
 * field, and seeds (which never depend on policy names) stay common random numbers.
 */
import type { AnyRuleset, PolicyParam } from '../types.js';
import { named } from './named.js';
import { InputError } from '../errors.js';

const SPEC = /^([A-Za-z][\w-]*)(?:\((.*)\))?$/;

/** Splits a policy name into its base name and param values; undefined when malformed. */
export function parsePolicySpec(text: string): { name: string; values?: Record<string, number> } | undefined {
  const m = SPEC.exec(text);
  if (!m) return undefined;
  if (m[2] === undefined) return { name: m[1] };
  const values: Record<string, number> = {};
  for (const part of m[2].split(',')) {
    const [k, v, extra] = part.split('=');
    const n = Number(v);
    if (extra !== undefined || !k || v === undefined || v.trim() === '' || !Number.isFinite(n) || Object.hasOwn(values, k.trim())) return undefined;
    values[k.trim()] = n;
  }
  return { name: m[1], values };
}

/** Every value names a declared param and lies in its range. */
function paramsValid(params: readonly PolicyParam[], values: Record<string, number>): boolean {
  return Object.entries(values).every(([k, v]) => {
    const p = params.find((x) => x.key === k);
    return p !== undefined && v >= p.min && v <= p.max;
  });
}

/** `name(k=v,…)` for the values that differ from the defaults (plain `name` when none do), keys in declared order. */
export function policySpec(name: string, params: readonly PolicyParam[], values: Record<string, number>): string {
  const set = params.filter((p) => values[p.key] !== undefined && values[p.key] !== p.default).map((p) => `${p.key}=${Number(values[p.key].toPrecision(6))}`);
  return set.length ? `${name}(${set.join(',')})` : name;
}

/** The declared defaults overlaid with `values`. */
export function paramValues(params: readonly PolicyParam[], values: Record<string, number> = {}): Record<string, number> {
  return Object.fromEntries(params.map((p) => [p.key, values[p.key] ?? p.default]));
}

/** The maker a policy name picks (own entries only), with its params set; undefined when unknown or out of range. */
export function policyMakerOf(ruleset: AnyRuleset, name: string): AnyRuleset['policies'][string] | undefined {
  const spec = parsePolicySpec(name);
  if (!spec) return undefined;
  const maker = named(ruleset.policies, spec.name);
  if (!maker || !spec.values) return maker;
  if (!maker.withParams || !paramsValid(maker.params ?? [], spec.values)) return undefined;
  return maker.withParams(spec.values);
}

/** As policyMakerOf, for names already checked when the scenario or flag was read. */
export function checkedMaker(ruleset: AnyRuleset, name: string): AnyRuleset['policies'][string] {
  const m = policyMakerOf(ruleset, name);
  if (!m) throw new Error(`${ruleset.id}: unknown policy '${name}'`);
  return m;
}

/**
 * The policy a parameters file (written by `volley tune`) stands for, as a policy name with
 * params, checked against the ruleset; `file` and the field go into the one-line error.
 */
export function policyOfParams(ruleset: AnyRuleset, doc: unknown, file: string): { policy: string; spec: string } {
  const d = doc as Record<string, unknown> | null;
  if (typeof d !== 'object' || d === null || Array.isArray(d))
    throw new InputError(file, '', 'expected a parameters file (ruleset:, policy:, params:)', 'write one with volley tune');
  if (d.ruleset !== ruleset.id)
    throw new InputError(file, 'ruleset', `is for '${String(d.ruleset)}', not '${ruleset.id}'`, `use a ${ruleset.id} parameters file`);
  const policy = String(d.policy);
  const maker = named(ruleset.policies, policy);
  const tunable = Object.entries(ruleset.policies)
    .filter(([, m]) => m.params?.length)
    .map(([k]) => k);
  if (!maker?.params?.length)
    throw new InputError(file, 'policy', `'${policy}' is not a ${ruleset.id} policy with params`, `tunable: ${tunable.join(', ') || 'none'}`);
  const declared = maker.params;
  const params = d.params as Record<string, unknown> | undefined;
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InputError(file, 'params', 'expected a mapping of param: number', `params of ${policy}: ${declared.map((p) => p.key).join(', ')}`);
  const values: Record<string, number> = {};
  for (const [k, v] of Object.entries(params)) {
    const p = declared.find((x) => x.key === k);
    if (!p) throw new InputError(file, `params.${k}`, `'${k}' is not a param of ${policy}`, `params: ${declared.map((x) => x.key).join(', ')}`);
    if (typeof v !== 'number' || !paramsValid(declared, { [k]: v }))
      throw new InputError(file, `params.${k}`, `${JSON.stringify(v)} is not a number in ${p.min}–${p.max}`, `give a number from ${p.min} to ${p.max}`);
    values[k] = v;
  }
  return { policy, spec: policySpec(policy, declared, values) };
}

/** A policy pair with the parameters file's policy replaced by its tuned name wherever it plays. */
export function withTuned(pair: [string, string], tuned: { policy: string; spec: string }): [string, string] {
  return [pair[0] === tuned.policy ? tuned.spec : pair[0], pair[1] === tuned.policy ? tuned.spec : pair[1]];
}
