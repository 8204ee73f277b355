import type { Options, RuleOption, RuleOptionValue } from '../rulesets/types.js';
import { InputError } from '../rulesets/errors.js';

/** Defaults of a ruleset's options. */
export function defaultOptions(defs: readonly RuleOption[]): Options {
  const o: Options = {};
  for (const d of defs) o[d.key] = Array.isArray(d.default) ? [...d.default] : d.default;
  return o;
}

/** Parse one option value (from YAML or a `key=value` flag) against its definition. */
export function coerceOption(def: RuleOption, raw: unknown, file: string, field: string, line?: number): RuleOptionValue {
  const fail = (problem: string): never => {
    throw new InputError(file, field, problem, describeExpected(def), line);
  };
  switch (def.type) {
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'on' || raw === 'yes') return true;
      if (raw === 'false' || raw === 'off' || raw === 'no') return false;
      return fail(`'${String(raw)}' is not a boolean`);
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return fail(`'${String(raw)}' is not a number`);
      if (def.integer && !Number.isInteger(n)) return fail(`${n} is not a whole number`);
      if (def.min !== undefined && n < def.min) return fail(`${n} is below the minimum ${def.min}`);
      if (def.max !== undefined && n > def.max) return fail(`${n} is above the maximum ${def.max}`);
      return n;
    }
    case 'enum': {
      const s = String(raw);
      if (!def.values?.includes(s)) return fail(`'${s}' is not one of ${def.values?.join(', ')}`);
      return s;
    }
    case 'numbers': {
      const arr = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,\s]+/).filter(Boolean) : null;
      if (!arr) return fail(`'${String(raw)}' is not a list of numbers`);
      const nums = arr.map((x) => Number(x));
      if (nums.some((n) => !Number.isFinite(n))) return fail(`'${String(raw)}' is not a list of numbers`);
      return nums;
    }
    case 'string':
      return String(raw);
  }
}

export function describeExpected(def: RuleOption): string {
  switch (def.type) {
    case 'boolean':
      return `expected true or false for option ${def.key}`;
    case 'number':
      return (
        `expected a ` +
        `${def.integer ? 'whole ' : ''}number${def.min !== undefined ? ` >= ${def.min}` : ''}${def.max !== undefined ? ` <= ${def.max}` : ''} ` +
        `for option ${def.key}`
      );
    case 'enum':
      return `expected one of ${def.values?.join(' | ')} for option ${def.key}`;
    case 'numbers':
      return `expected a comma-separated list of numbers for option ${def.key}`;
    default:
      return `option ${def.key}`;
  }
}

/** Apply overrides (scenario `options:` map or CLI `key=value` pairs) on top of a base. */
export function applyOptions(
  defs: readonly RuleOption[],
  base: Options,
  overrides: Record<string, unknown>,
  file: string,
  fieldPrefix: string,
  lineOf?: (key: string) => number | undefined,
): Options {
  const out: Options = { ...base };
  for (const [key, raw] of Object.entries(overrides)) {
    const def = defs.find((d) => d.key === key);
    if (!def) {
      const near = defs.map((d) => d.key).filter((k) => k.toLowerCase().includes(key.toLowerCase().slice(0, 4)));
      throw new InputError(
        file,
        `${fieldPrefix}${key}`,
        `unknown rule option '${key}'`,
        near.length ? `did you mean ${near.slice(0, 3).join(', ')}? see 'volley rules'` : `see 'volley rules' for the list`,
        lineOf?.(key),
      );
    }
    out[key] = coerceOption(def, raw, file, `${fieldPrefix}${key}`, lineOf?.(key));
  }
  return out;
}

/** Parse CLI `--option key=value` strings. */
export function parseOptionFlags(flags: readonly string[]): Record<string, string> {
  // no prototype: '--option __proto__=1' is then a key like any other, and refused as unknown
  const out: Record<string, string> = Object.create(null);
  for (const f of flags) {
    const eq = f.indexOf('=');
    if (eq <= 0) throw new InputError('command line', '--option', `'${f}' is not key=value`, 'write e.g. --option maxTurns=12');
    out[f.slice(0, eq).trim()] = f.slice(eq + 1).trim();
  }
  return out;
}
