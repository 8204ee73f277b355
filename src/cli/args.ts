import { availableParallelism } from 'node:os';
import { InvalidArgumentError } from 'commander';

/** Commander argument parsers: bad numbers become one-line errors naming the flag. */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError(`expected a positive whole number, e.g. 10000`);
  }
  return n;
}

export function nonNegativeInt(value: string): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n)) {
    throw new InvalidArgumentError(`expected a whole number >= 0`);
  }
  return n;
}

export function seedValue(value: string): number | string {
  if (/^-?\d+$/.test(value)) {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new InvalidArgumentError('seed too large: use at most 15 digits or a word');
    return n;
  }
  if (!/^[A-Za-z0-9._-]+$/.test(value) || Number.isFinite(Number(value))) {
    throw new InvalidArgumentError('expected a whole number or a word of letters/digits');
  }
  return value;
}

export function probability(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n >= 1) throw new InvalidArgumentError('expected a number between 0 and 1, e.g. 0.05');
  return n;
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Commas between policies, not inside a tuned policy's params: `cautious(melee=4,charge=2),aggressive`. */
const POLICY_COMMA = /,(?![^()]*\))/;

export function policyPair(value: string): [string, string] {
  const parts = value
    .split(POLICY_COMMA)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 1 || parts.length > 2) throw new InvalidArgumentError('expected one policy or two separated by a comma, e.g. greedy,random');
  return parts.length === 1 ? [parts[0], parts[0]] : [parts[0], parts[1]];
}

export function policyList(value: string): string[] {
  const parts = value
    .split(POLICY_COMMA)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 1) throw new InvalidArgumentError('expected a comma-separated list of policies');
  return parts;
}

/**
 * Most worker threads: twice the cores. More threads than cores only add memory (each holds its
 * own copy of the game data) and switching: 100 threads on 2 cores used 1.8 GB and ran 7x slower.
 */
export function maxWorkers(): number {
  return 2 * Math.max(1, availableParallelism());
}

export function workerCount(value: string): number {
  const n = nonNegativeInt(value);
  if (n > maxWorkers())
    throw new InvalidArgumentError(
      `${n} is more than ${maxWorkers()} (twice the ${maxWorkers() / 2} ` +
        `cores); extra threads only cost memory: use at most ${maxWorkers()}, ` +
        `or 0 to play in-process`,
    );
  return n;
}

/** `--shard i/n`: the i-th (1-based) of n parts. */
export function shardSpec(value: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new InvalidArgumentError(`'${value}' is not a shard i/n with 1 <= i <= n (e.g. 2/4)`);
  }
  return { index, count };
}
