/**
 * Shared pieces of every game's `volley odds <game> …` hook: strict flag parsing with one-line
 * errors (exit 2) and the exact-fraction table the terminal prints.
 */
import { InputError } from '../errors.js';
import type { Fraction } from './fraction.js';
import type { HookOutput } from '../types.js';

export type OddsFlags = Record<string, unknown>;

/** A whole-number flag in lo..hi; without `def` the flag is required. */
export function intFlag(flags: OddsFlags, key: string, flag: string, lo: number, hi: number, def?: number): number {
  const v = flags[key];
  if (v === undefined) {
    if (def !== undefined) return def;
    throw new InputError('command line', flag, 'is required', `e.g. ${flag} ${lo}`);
  }
  const s = String(v).trim();
  if (!/^-?\d+$/.test(s)) throw new InputError('command line', flag, `'${s}' is not a whole number`, `use ${lo}..${hi}`);
  const n = Number(s);
  if (n < lo || n > hi) throw new InputError('command line', flag, `${n} is out of range`, `use ${lo}..${hi}`);
  return n;
}

/** An optional finite number flag in lo..hi. */
export function numFlag(flags: OddsFlags, key: string, flag: string, lo: number, hi: number): number | undefined {
  const v = flags[key];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (String(v).trim() === '' || !Number.isFinite(n)) throw new InputError('command line', flag, `'${String(v)}' is not a number`, `use ${lo}..${hi}`);
  if (n < lo || n > hi) throw new InputError('command line', flag, `${n} is out of range`, `use ${lo}..${hi}`);
  return n;
}

/**
 * Outcome, chance and exact fraction, aligned, under a title line: the percentage first for
 * players, the fraction last for checking (`--json` keeps the fractions alone). Rows named
 * `E[…]` are expectations, not chances: they show a number.
 */
export function fractionTable(title: string, rows: [string, Fraction][]): string {
  const chance = (k: string, f: Fraction) => (k.startsWith('E[') ? f.toNumber().toFixed(2) : `${(100 * f.toNumber()).toFixed(1)}%`);
  const w = Math.max(...rows.map((r) => r[0].length), 'outcome'.length);
  const cw = Math.max(...rows.map(([k, f]) => chance(k, f).length), 'chance'.length);
  const lines = [title, `${'outcome'.padEnd(w)}  ${'chance'.padStart(cw)}  exact`];
  for (const [k, f] of rows) lines.push(`${k.padEnd(w)}  ${chance(k, f).padStart(cw)}  ${f.toString()}`);
  return `${lines.join('\n')}\n`;
}

/** A hook's output from fraction rows: the table for the terminal, the exact fractions for --json. */
export function fractionOutput(title: string, rows: [string, Fraction][]): HookOutput {
  return { text: fractionTable(title, rows), json: { title, odds: Object.fromEntries(rows.map(([k, f]) => [k, f.toString()])) } };
}
