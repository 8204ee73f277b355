// How a result table reads on the page (the CSV keeps every column as is): words for headers,
// a value and its 95% interval in one cell, one table per policy, and the chosen columns first
// with the rest folded away. Game-agnostic: it works on column names only.
import { formatCell, type ColumnFormat, type HtmlTable } from './html.js';
import { named } from '../rulesets/kit/named.js';

/** Headers that no rule below spells well. */
const HEADERS: Record<string, string> = {
  listA: 'list A',
  listB: 'list B',
  scoreA: 'score of list A',
  score: 'score',
  lo: 'low',
  hi: 'high',
  winsA: 'wins of A',
  winsB: 'wins of B',
  scoreMethod: 'interval',
  varianceSaved: 'variance saved by mirrored pairs',
  scoreAsSide0: 'score of A as first side',
  scoreAsSide1: 'score of A as second side',
  x50: 'even point',
  x: 'swept value',
  elo: 'rating (Elo)',
  metaWeight: 'share of the meta mix',
  scoreVsMeta: 'score against the meta mix',
  field: 'score against the field',
  llr: 'test statistic (log-likelihood ratio)',
  deltaTestLevel: "coverage of the test's interval",
  fieldLevel: 'level of the interval (Holm)',
  lower: 'lower bound',
  upper: 'upper bound',
  sdPerUnit: 'spread per game or pair',
  units: 'pairs or games',
  winEvent: 'wins the event',
  impliedPoints: 'fair cost (pts)',
  pointsRemoved: 'costs (pts)',
  delta: 'change (percentage points)',
  rejected: 'not measured because',
  current: 'current value',
  legal: 'legal under the rules',
  label: 'model',
  status: 'status',
  note: 'note',
};

/** Words for a method id or code a table cell may hold. */
const VALUES: Record<string, string> = {
  'wilson-pairs': 'Wilson on mirrored pairs',
  wilson: 'Wilson on games',
  local: 'curve through the values nearest 50%, seed-batch jackknife',
  'jackknife+fieller': 'seed-batch jackknife and Fieller',
  fieller: 'Fieller',
  // a list's verdict against the field, in the headline's words
  outmatched: 'outmatched by the field',
};

/** "meanPointsLostA" → "mean points lost (A)", "reason_time" → "ended by time". */
export function readableHeader(key: string): string {
  if (HEADERS[key]) return HEADERS[key];
  if (key.startsWith('reason_')) return `ended by ${readableHeader(key.slice(7))}`;
  let side = '';
  let k = key;
  const m = /^(.*[a-z0-9])([AB])$/.exec(k);
  if (m) {
    k = m[1];
    side = ` (${m[2]})`;
  }
  const words = k
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .map((w) => (w === 'Lo' || w === 'lo' ? 'low' : w === 'Hi' || w === 'hi' ? 'high' : w));
  return `${words.join(' ')}${side}`;
}

export function readableValue(v: unknown): unknown {
  return typeof v === 'string' && VALUES[v] ? VALUES[v] : v;
}

/** Interval columns of a value column: `xLo`/`xHi`, or `lo`/`hi` after `score`. */
function intervalOf(key: string, keys: Set<string>, given: Record<string, [string, string]>): [string, string] | undefined {
  const own = named(given, key);
  if (own) return own;
  if (keys.has(`${key}Lo`) && keys.has(`${key}Hi`)) return [`${key}Lo`, `${key}Hi`];
  if (key === 'score' && keys.has('lo') && keys.has('hi')) return ['lo', 'hi'];
  const bare = key.replace(/[AB]$/, '');
  if (bare !== key && keys.has(`${bare}Lo`) && keys.has(`${bare}Hi`)) return [`${bare}Lo`, `${bare}Hi`];
  return undefined;
}

const POLICY_KEYS = ['policy', 'policyA', 'policyB'];

export interface TableView {
  name: string;
  caption: string;
  rows: Record<string, unknown>[];
  columns: string[];
  formats?: Record<string, ColumnFormat>;
  /** Columns to show first (others folded into "all columns"); default every column. */
  primary?: string[];
  /** Interval columns per value column when the names do not say (e.g. winEvent → winLo, winHi). */
  intervals?: Record<string, [string, string]>;
  /** Header words for an interval that is not a 95% one (default "[95% interval]"). */
  intervalLabels?: Record<string, string>;
  /** False: one table even when rows carry a policy column (it is then an ordinary column). */
  perPolicy?: boolean;
}

function policyOf(row: Record<string, unknown>, keys: string[]): string {
  const vals = keys.map((k) => String(row[k] ?? ''));
  return vals.length === 2 && vals[0] === vals[1] ? vals[0] : vals.join(' v ');
}

/**
 * The HTML tables of one result table: per policy (when rows carry policy columns and more than
 * one policy was played), with intervals merged into their value's cell; `folded` holds every
 * column under its readable header for the page's "all columns" fold.
 */
export function viewTables(t: TableView): { shown: HtmlTable[]; folded?: HtmlTable } {
  const keys = new Set(t.columns);
  const policyKeys = t.perPolicy === false ? [] : POLICY_KEYS.filter((k) => keys.has(k));
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of t.rows) {
    const p = policyKeys.length ? policyOf(row, policyKeys) : '';
    groups.set(p, [...(groups.get(p) ?? []), row]);
  }
  const given = t.intervals ?? {};
  const used = new Set<string>(policyKeys);
  const wanted = (t.primary ?? t.columns).filter((k) => keys.has(k) && !policyKeys.includes(k));
  const cols: { key: string; label: string; lohi?: [string, string] }[] = [];
  for (const k of wanted) {
    if (used.has(k)) continue;
    const lohi = intervalOf(k, keys, given);
    if (lohi) lohi.forEach((x) => used.add(x));
    used.add(k);
    cols.push({ key: k, label: readableHeader(k) + (lohi ? ` ${t.intervalLabels?.[k] ?? '[95% interval]'}` : ''), lohi });
  }
  const fmt = (k: string) => (t.formats ? named(t.formats, k) : undefined);
  const cell = (row: Record<string, unknown>, c: (typeof cols)[number]): unknown => {
    if (!c.lohi) return readableValue(row[c.key]);
    const [lo, hi] = c.lohi.map((x) => formatCell(row[x], fmt(x) ?? fmt(c.key)));
    const v = formatCell(row[c.key], fmt(c.key));
    return v === '' ? '' : lo === '' && hi === '' ? v : `${v} [${lo}, ${hi}]`;
  };
  const shown = [...groups].map(([policy, rows]) => ({
    caption: groups.size > 1 || policy ? `${t.caption}, policy ${policy} (${t.name}.csv)` : `${t.caption} (${t.name}.csv)`,
    columns: cols.map((c) => ({ key: c.key, label: c.label, format: c.lohi ? ('text' as const) : fmt(c.key) })),
    rows: rows.map((row) => Object.fromEntries(cols.map((c) => [c.key, cell(row, c)]))),
  }));
  const hidden = t.columns.filter((k) => !used.has(k));
  const folded = hidden.length
    ? {
        caption: `All ${t.columns.length} columns (${t.name}.csv)`,
        columns: t.columns.map((k) => ({ key: k, label: readableHeader(k), format: fmt(k) })),
        rows: t.rows.map((row) => Object.fromEntries(t.columns.map((k) => [k, readableValue(row[k])]))),
      }
    : undefined;
  return { shown, folded };
}
