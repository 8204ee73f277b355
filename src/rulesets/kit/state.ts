/**
 * A game's rules state, declared once: typed arrays per model (or unit), per side, of fixed
 * length, and numeric scalars; the arrays that hold per-setup data (profiles, terrain) are
 * marked static. From the declaration the kit derives what each game used to write by hand,
 * where a forgotten field breaks search or reuse silently: allocation, `reset` (a fresh game),
 * `copy` (one state into another of the same setup), save/restore (`snapshot`, for search) and
 * a `hash` (the conformance harness checks that a reset state hashes like a fresh one and that
 * a policy's decision leaves it unchanged). Static arrays are allocated and filled by the game
 * once per setup and never reset, copied, saved or hashed. A declaration may also name some
 * numbers of an object the game already has (a decision channel, listings in a scratch class):
 * copy, snapshot and hash then work on those fields of it and leave the rest alone (a search
 * saves exactly what its decision stands on).
 */

type NumericArray = Uint8Array | Int8Array | Uint16Array | Int16Array | Int32Array | Float64Array;

interface ArrayType<A extends NumericArray> {
  new (length: number): A;
}

/** One declared array: `width` numbers per `per` (a size name given at allocation, or a fixed count). */
export interface ArrayField<A extends NumericArray = NumericArray> {
  readonly type: ArrayType<A>;
  readonly per: string | number;
  readonly width: number;
  /** Value after reset: one number for every element, or the whole array (fixed lengths only). */
  readonly init: number | readonly number[];
  readonly static: boolean;
}

/** One declared number (turn counters, the player to move): reset to `init`; a static one (a count fixed by the setup) is never reset. */
export interface ScalarField {
  readonly scalar: true;
  readonly init: number;
  readonly static?: boolean;
}

type Field = ArrayField | ScalarField;
type Declaration = Record<string, Field>;

/** The state object a declaration allocates: each array field its typed array, each scalar a number. */
export type StateOf<D extends Declaration> = {
  [K in keyof D]: D[K] extends ArrayField<infer A> ? A : number;
};

/** Sizes the declaration's `per` names refer to (e.g. `{ unit: 12, terrain: 3 }`). */
export type StateSizes = Readonly<Record<string, number>>;

/** `width` numbers per unit (or model) of the setup. */
export function perUnit<A extends NumericArray>(type: ArrayType<A>, init = 0, width = 1): ArrayField<A> {
  return { type, per: 'unit', width, init, static: false };
}

/** `width` numbers per side (two sides). */
export function perSide<A extends NumericArray>(type: ArrayType<A>, width = 1, init: number | readonly number[] = 0): ArrayField<A> {
  return { type, per: 2, width, init, static: false };
}

/** A buffer of `length` numbers whatever the setup (e.g. one per option of a decision). */
export function fixedArray<A extends NumericArray>(type: ArrayType<A>, length: number, init = 0): ArrayField<A> {
  return { type, per: length, width: 1, init, static: false };
}

/** Per-setup data the game fills once (profiles, terrain): `width` numbers per `per`; never reset, saved or hashed. */
export function setupData<A extends NumericArray>(type: ArrayType<A>, per: string, width = 1): ArrayField<A> {
  return { type, per, width, init: 0, static: true };
}

export function scalar(init = 0): ScalarField {
  return { scalar: true, init };
}

/** A number the game sets once per setup (the number of models); never reset, saved or hashed. */
export function setupValue(): ScalarField {
  return { scalar: true, init: 0, static: true };
}

function isScalar(f: Field): f is ScalarField {
  return (f as ScalarField).scalar === true;
}

/**
 * A declared state: the field list of a game, and the operations the kit derives from it.
 * reset and copy (hence save/restore) run code compiled once from the declaration and allocate
 * nothing (create and snapshot allocate; hash, for tests, makes byte views).
 */
export class StateDeclaration<D extends Declaration> {
  private readonly arrays: string[] = [];
  private readonly scalars: string[] = [];
  private readonly statics: string[] = [];
  private readonly hashBytes = new Float64Array(1);
  /**
   * Builds the state as one object literal of the declared keys, made once from the declaration:
   * the rules read these fields in every inner loop, and V8 keeps a literal's fields in the object
   * itself, where an object grown key by key keeps them in a side table (or, past a dozen keyed
   * stores, in a dictionary), several times slower to read.
   */
  private readonly literal: (values: Record<string, unknown>) => object;
  /**
   * reset and copy as straight-line code over the declared keys, compiled once: a loop over the
   * key lists reads and writes the state by computed keys, which V8 looks up field by field
   * (about 10 µs a reset of SDS's 53 fields, 4% of an SDS game), where named accesses are direct.
   */
  private readonly resetCode: (st: object, inits: readonly (number | readonly number[])[]) => void;
  private readonly copyCode: (to: object, from: object) => void;
  /** The declared initial values in the order resetCode reads them (its arrays, then its scalars). */
  private readonly inits: (number | readonly number[])[] = [];

  constructor(
    readonly game: string,
    readonly fields: D,
  ) {
    const keys = Object.keys(fields);
    for (const key of keys) if (!/^[A-Za-z_$][\w$]*$/.test(key)) throw new Error(`${game} state: field name '${key}' is not an identifier`);
    this.literal = new Function('v', `return { ${keys.map((k) => `${k}: v.${k}`).join(', ')} };`) as (values: Record<string, unknown>) => object;
    for (const [key, f] of Object.entries(fields)) {
      if (f.static === true) this.statics.push(key);
      else if (isScalar(f)) this.scalars.push(key);
      else {
        if (typeof f.init !== 'number' && typeof f.per !== 'number') throw new Error(`${game} state: field ${key} has an init list but no fixed length`);
        this.arrays.push(key);
      }
    }
    const resets: string[] = [];
    for (const key of this.arrays) {
      const init = this.fields[key].init as number | readonly number[];
      // a loop of its own per array (monomorphic stores): TypedArray fill costs ~100 ns a call
      const k = this.inits.length;
      resets.push(typeof init === 'number' ? `{ const a = s.${key}, v = i[${k}]; for (let k = 0; k < a.length; k++) a[k] = v; }` : `s.${key}.set(i[${k}]);`);
      this.inits.push(init);
    }
    for (const key of this.scalars) {
      resets.push(`s.${key} = i[${this.inits.length}];`);
      this.inits.push(this.fields[key].init as number);
    }
    this.resetCode = new Function('s', 'i', resets.join('\n')) as (st: object, inits: readonly (number | readonly number[])[]) => void;
    const copies = [...this.arrays.map((k) => `t.${k}.set(f.${k});`), ...this.scalars.map((k) => `t.${k} = f.${k};`)];
    this.copyCode = new Function('t', 'f', copies.join('\n')) as (to: object, from: object) => void;
  }

  /** How many fields each group has (reports, tests). */
  get counts(): { arrays: number; scalars: number; static: number } {
    return { arrays: this.arrays.length, scalars: this.scalars.length, static: this.statics.length };
  }

  /** A fresh state for these sizes, every field at its reset value (static arrays zeroed, for the game to fill). */
  create(sizes: StateSizes): StateOf<D> {
    const values: Record<string, unknown> = {};
    for (const [key, f] of Object.entries(this.fields)) {
      if (isScalar(f)) values[key] = f.init;
      else {
        const count = typeof f.per === 'number' ? f.per : sizes[f.per];
        if (!(Number.isInteger(count) && count >= 0)) throw new Error(`${this.game} state: no size '${String(f.per)}' for field ${key}`);
        values[key] = new f.type(count * f.width);
      }
    }
    const state = this.literal(values) as StateOf<D>;
    this.reset(state);
    return state;
  }

  /** Every non-static field back to its declared initial value. */
  reset(st: StateOf<D>): void {
    this.resetCode(st, this.inits);
  }

  /** Copies every non-static field of `from` into `to` (two states of the same setup). */
  copy(to: StateOf<D>, from: StateOf<D>): void {
    this.copyCode(to, from);
  }

  /** A save/restore pair over `st` with its buffers allocated once (the search's forward model). */
  snapshot(st: StateOf<D>): { save(): void; restore(): void } {
    const copy = this.create(this.sizesOf(st));
    return { save: () => this.copy(copy, st), restore: () => this.copy(st, copy) };
  }

  /** FNV-1a (32-bit) over the bytes of every non-static field, in declaration order. */
  hash(st: StateOf<D>): number {
    const s = st as Record<string, NumericArray | number>;
    let h = 0x811c9dc5;
    const mix = (bytes: Uint8Array) => {
      for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
    };
    for (const key of this.arrays) {
      const a = s[key] as NumericArray;
      mix(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    }
    for (const key of this.scalars) {
      this.hashBytes[0] = s[key] as number;
      mix(new Uint8Array(this.hashBytes.buffer));
    }
    return h >>> 0;
  }

  /** The sizes a state was allocated with, read back from its per-size arrays. */
  private sizesOf(st: StateOf<D>): StateSizes {
    const s = st as Record<string, NumericArray>;
    const sizes: Record<string, number> = {};
    for (const [key, f] of Object.entries(this.fields)) if (!isScalar(f) && typeof f.per === 'string') sizes[f.per] = s[key].length / f.width;
    return sizes;
  }
}

export function declareState<D extends Declaration>(game: string, fields: D): StateDeclaration<D> {
  return new StateDeclaration(game, fields);
}
