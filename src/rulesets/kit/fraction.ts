/**
 * Exact rationals on BigInt, always reduced, denominator > 0. Small and immutable: the odds
 * are computed by enumerating a few hundred dice faces, never in the game loop.
 */
function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  constructor(n: bigint | number, d: bigint | number = 1n) {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('Fraction: zero denominator');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn, dd) || 1n;
    this.n = nn / g;
    this.d = dd / g;
  }

  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  /** Parses '7/36', '1', '-2/3'. */
  static parse(s: string): Fraction {
    const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(s);
    if (!m) throw new SyntaxError(`not a fraction: '${s}'`);
    return new Fraction(BigInt(m[1]), m[2] ? BigInt(m[2]) : 1n);
  }

  add(o: Fraction): Fraction {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction): Fraction {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction): Fraction {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  mulInt(k: number | bigint): Fraction {
    return new Fraction(this.n * BigInt(k), this.d);
  }
  equals(o: Fraction | string): boolean {
    const f = typeof o === 'string' ? Fraction.parse(o) : o;
    return this.n === f.n && this.d === f.d;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
  toJSON(): string {
    return this.toString();
  }

  static sum(xs: readonly Fraction[]): Fraction {
    let s = Fraction.ZERO;
    for (const x of xs) s = s.add(x);
    return s;
  }
}

export function frac(n: number | bigint, d: number | bigint = 1): Fraction {
  return new Fraction(n, d);
}
