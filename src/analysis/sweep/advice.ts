// What a list designer does with a sweep: the swept thing's current value next to the fair one,
// whether the fair value is one the rules allow, and a model's fair cost against its price.
// Plain words only; the statistics behind them are in fit.ts and run.ts.
import { isInputError } from '../../rulesets/errors.js';
import type { Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { BALANCE_WORDS, DEFAULT_BAND, balanceOf, withInterval } from '../shared/headline.js';
import { loadSweepPoint, valueOverride } from './load.js';
import { getAt, type SweepSpec } from './spec.js';

/** The swept thing as the files give it, before any sweep value is applied. */
export interface CurrentValue {
  value: unknown;
  /** On the sweep's x axis (list points for a worth sweep). */
  x: number;
}

/** Whether the rules, with the sweep's own `options:` left out, accept the matchup at a swept value. */
export interface Legality {
  x: number;
  legal: boolean;
  /** The ruleset's reason, in its words (no file or field prefix). */
  why?: string;
}

/** The problem part of an InputError's one-line message: no "file:line at 'field': " and no "(fix)". */
export function problemOf(e: Error & { hint?: string }): string {
  let m = e.message.replace(/^[^:]*(:\d+)?( at '[^']*')?: /, '');
  if (e.hint && m.endsWith(` (${e.hint})`)) m = m.slice(0, -(e.hint.length + 3));
  return m;
}

export function currentValue(spec: SweepSpec, base: Scenario): CurrentValue | undefined {
  let value: unknown;
  if (spec.target.kind === 'option') value = base.options[spec.target.key];
  else value = getAt(readYamlFile(spec.target.shownFile).doc, spec.target.path);
  if (spec.mode === 'worth') return { value, x: spec.ruleset.sides(base.setup)[0].points };
  if (typeof value === 'number') return { value, x: value };
  const i = spec.values.findIndex((v) => JSON.stringify(v) === JSON.stringify(value));
  return value === undefined ? undefined : { value, x: typeof value === 'boolean' ? Number(value) : i };
}

/**
 * Legality of every swept value under the rules as written: the sweep's `options:` (e.g. a
 * relaxed points window) are left out and the ruleset validates the matchup as it would any
 * scenario. Empty when the sweep sets no options (then every value the sweep played is legal).
 */
export function legalityOf(spec: SweepSpec, xs: number[], flagOptions?: Record<string, unknown>): Legality[] {
  if (spec.inline || Object.keys(spec.options).length === 0) return [];
  const strict: SweepSpec = { ...spec, options: {} };
  return spec.values.map((v, i) => {
    const o = valueOverride(spec, v);
    try {
      loadSweepPoint(strict, o.patches, o.options ? { ...(flagOptions ?? {}), ...o.options } : flagOptions);
      return { x: xs[i], legal: true };
    } catch (e) {
      if (!isInputError(e)) throw e;
      return { x: xs[i], legal: false, why: problemOf(e as Error & { hint?: string }) };
    }
  });
}

function num(x: number): string {
  return String(Number(x.toPrecision(4)));
}

/**
 * "lies above the largest legal value swept (387 pts): the rules reject 413 pts (…)", or '' when
 * the value is among the legal ones. Where the window's edge lies between two swept values the
 * sentence says only what was tested, quoting the ruleset's reason (which names the window).
 */
export function legalFlag(x: number, legality: Legality[], unit: string, interval?: [number, number]): string {
  const legal = legality.filter((l) => l.legal).map((l) => l.x);
  if (legality.length === 0 || legality.every((l) => l.legal)) return '';
  if (legal.length === 0) return `no swept value is legal under the rules as written (${legality[0].why})`;
  const lo = Math.min(...legal);
  const hi = Math.max(...legal);
  // Between the last legal and the first rejected swept value the window's edge is not known:
  // "may lie", with the ruleset's reason (which names the window).
  if (x > hi) {
    const next = legality.filter((l) => !l.legal && l.x > hi).sort((a, b) => a.x - b.x)[0];
    const reach = interval && next && interval[0] < next.x ? `, though its 95% interval reaches down to ${num(interval[0])}${unit}` : '';
    if (next && x >= next.x) return `lies above the legal window: the rules reject ${num(next.x)}${unit} (${next.why})${reach}`;
    if (next) return `may lie above the legal window: ${num(hi)}${unit} is legal, but the rules reject ${num(next.x)}${unit} (${next.why})`;
  }
  if (x < lo) {
    const next = legality.filter((l) => !l.legal && l.x < lo).sort((a, b) => b.x - a.x)[0];
    const reach = interval && next && interval[1] > next.x ? `, though its 95% interval reaches up to ${num(interval[1])}${unit}` : '';
    if (next && x <= next.x) return `lies below the legal window: the rules reject ${num(next.x)}${unit} (${next.why})${reach}`;
    if (next) return `may lie below the legal window: ${num(lo)}${unit} is legal, but the rules reject ${num(next.x)}${unit} (${next.why})`;
  }
  return '';
}

/** Verdict words for one score interval, naming the favoured side. */
export function scoreVerdict(lo: number, hi: number, sides: [string, string]): string {
  const b = balanceOf(lo, hi, DEFAULT_BAND);
  return b === 'favoured' ? `${sides[lo > DEFAULT_BAND[1] ? 0 : 1]} ${BALANCE_WORDS.favoured}` : BALANCE_WORDS[b];
}

export interface CurrentScore {
  score: number;
  lo: number;
  hi: number;
}

/**
 * "at its current 387 pts France line company scores 46.1% [43.0, 49.2] (inconclusive); about
 * 25 pts more would make it even": the current value against the fair one.
 */
export function currentSentence(
  cur: CurrentValue,
  at: CurrentScore | undefined,
  fair: { x: number; lo: number; hi: number },
  sides: [string, string],
  unit: string,
): string {
  const shown = unit ? `${num(cur.x)}${unit}` : `value ${typeof cur.value === 'number' ? num(cur.value) : String(cur.value)}`;
  const score = at ? ` ${sides[0]} scores ${withInterval(at.score, at.lo, at.hi)} (${scoreVerdict(at.lo, at.hi, sides)})` : '';
  const head = `at the current ${shown}${score}`;
  if (cur.x >= fair.lo && cur.x <= fair.hi) return `${head}: within the fair interval, so it is fair as it is`;
  const gap = unit ? String(Math.round(Math.abs(fair.x - cur.x))) : num(Math.abs(fair.x - cur.x));
  if (unit) return `${head}; about ${gap}${unit} ${fair.x > cur.x ? 'more' : 'fewer'} would make it even`;
  return `${head}; the fair value is ${fair.x > cur.x ? 'higher' : 'lower'} by about ${gap}`;
}

/** A price against a fair cost interval: "fairly priced", "(slightly) expensive", "(slightly) cheap". */
export function priceWords(cost: number, fair: number, lo: number, hi: number): string {
  if (!Number.isFinite(fair) || !Number.isFinite(lo) || !Number.isFinite(hi)) return '';
  if (Math.round(fair) < 0) return `expensive: ${NO_VALUE_WORDS}`;
  // "slightly": the price is outside the interval by less than a tenth of itself
  const slightly = (d: number) => (d < 0.1 * Math.abs(cost) ? 'slightly ' : '');
  if (cost > hi) return `${slightly(cost - hi)}expensive`;
  if (cost < lo) return `${slightly(lo - cost)}cheap`;
  return 'fairly priced';
}

/**
 * What a fair cost below 0 means to a designer (issue 27 item 3): a cost is never shown below 0
 * without these words, since no list pays points for a model that makes it weaker.
 */
export const NO_VALUE_WORDS = 'no measurable value: cost it at the minimum';

/** "fair cost 24 pts [22, 26]; at 26 pts it is slightly expensive". */
export function fairCostSentence(cost: number, fair: number, lo: number, hi: number): string {
  if (!Number.isFinite(fair)) return '';
  const below = Math.round(fair) < 0 ? ` (${NO_VALUE_WORDS})` : '';
  return `fair cost ${Math.round(fair)} pts [${Math.round(lo)}, ${Math.round(hi)}]${below}; at ${num(cost)} pts it is ${priceWords(cost, fair, lo, hi)}`;
}

/** The score change per list point near 50%, in words a list designer uses. */
export function slopeWords(slopePerPoint: number, side: string): string {
  if (!Number.isFinite(slopePerPoint)) return '';
  return `near an even game, 10 more list points raise ${side}'s score by about ${(1000 * slopePerPoint).toFixed(1)} percentage points`;
}
