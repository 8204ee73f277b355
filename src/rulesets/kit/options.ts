import type { Options, RuleOption } from '../types.js';

type Basis = RuleOption['basis'];

/**
 * The option builder: a game lists its rule options once, in order, and gets both the
 * documented RuleOption list (`volley rules`, validation) and `read`, which turns resolved
 * options into a typed view whose type is inferred from the list, so there is no hand-written
 * interface to keep in step and no cast through `unknown` in the game.
 *
 *   export const sdsOptionSet = options()
 *     .choice('mode', ['tournament', 'core'], 'tournament', 'SDS 10', 'spec-default', '...')
 *     .int('maxTurns', 30, 1, 1000, 'SDS 2.17', 'spec-default', '...');
 *   export type SdsOptions = OptionsView<typeof sdsOptionSet>;   // { mode: 'tournament' | 'core'; maxTurns: number }
 *
 * Games read the view once per game (never per die roll).
 */
export class OptionSet<V> {
  private readonly toNumber = new Set<string>();

  constructor(readonly defs: RuleOption[] = []) {}

  private add<W>(def: RuleOption): OptionSet<W> {
    this.defs.push(def);
    return this as unknown as OptionSet<W>;
  }

  bool<K extends string>(key: K, def: boolean, section: string, basis: Basis, description: string): OptionSet<V & Record<K, boolean>> {
    return this.add({ key, type: 'boolean', default: def, section, basis, description });
  }

  choice<K extends string, const T extends string>(
    key: K,
    values: readonly T[],
    def: NoInfer<T>,
    section: string,
    basis: Basis,
    description: string,
  ): OptionSet<V & Record<K, T>> {
    return this.add({ key, type: 'enum', values: [...values], default: def, section, basis, description });
  }

  /** An enum of numerals ('15', '28', '40') the game reads as a number. */
  numeral<K extends string>(
    key: K,
    values: readonly string[],
    def: string,
    section: string,
    basis: Basis,
    description: string,
  ): OptionSet<V & Record<K, number>> {
    this.toNumber.add(key);
    return this.add({ key, type: 'enum', values: [...values], default: def, section, basis, description });
  }

  int<K extends string>(key: K, def: number, min: number, max: number, section: string, basis: Basis, description: string): OptionSet<V & Record<K, number>> {
    return this.add({ key, type: 'number', integer: true, min, max, default: def, section, basis, description });
  }

  number<K extends string>(
    key: K,
    def: number,
    min: number,
    max: number,
    section: string,
    basis: Basis,
    description: string,
  ): OptionSet<V & Record<K, number>> {
    return this.add({ key, type: 'number', min, max, default: def, section, basis, description });
  }

  nums<K extends string>(key: K, def: number[], section: string, basis: Basis, description: string): OptionSet<V & Record<K, number[]>> {
    return this.add({ key, type: 'numbers', default: def, section, basis, description });
  }

  /** Resolved options -> typed view: missing keys take their default, lists are copied, numerals become numbers. */
  read(o: Options = {}): V {
    const out: Record<string, unknown> = {};
    for (const def of this.defs) {
      const v = o[def.key] !== undefined ? o[def.key] : def.default;
      out[def.key] = Array.isArray(v) ? [...v] : this.toNumber.has(def.key) ? Number(v) : v;
    }
    return out as V;
  }
}

/** Starts an option list. */
export function options(): OptionSet<object> {
  return new OptionSet<object>();
}

/** The typed view an option set's `read` returns. */
export type OptionsView<S> = S extends OptionSet<infer V> ? { [K in keyof V]: V[K] } : never;
