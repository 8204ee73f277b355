import { stringify } from 'csv-stringify/sync';

/** Decimal places kept for non-integer numbers in CSV output. */
export const CSV_DECIMALS = 6;

/**
 * A number as CSV text: integers exactly, other finite numbers rounded to `decimals` places with
 * trailing zeros dropped (0.46701000000000004 → "0.46701"), so the same statistics always give
 * the same bytes. NaN becomes an empty field; infinities are spelled out.
 */
export function formatCsvNumber(value: number, decimals = CSV_DECIMALS): string {
  if (Number.isNaN(value)) return '';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Number.isInteger(value)) return Object.is(value, -0) ? '0' : String(value);
  const fixed = value.toFixed(decimals);
  // toFixed switches to exponent form at 1e21; such a value is kept as JavaScript prints it.
  if (fixed.includes('e')) return String(value);
  let text = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  if (text === '-0') text = '0';
  return text;
}

/**
 * A text cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1`, `-2+3`, `@SUM`, or
 * one starting with a tab or carriage return) gets a leading apostrophe, as OWASP's CSV
 * injection advice says; numbers are written by formatCsvNumber and are never touched.
 */
export function neutraliseCsvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Column order when none is given: keys in order of first appearance over all rows. */
export function discoverColumns(rows: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/**
 * Rows as RFC 4180 CSV with a header line and '\n' line ends. `columns` fixes order and
 * selection; missing values, null and undefined are empty fields; booleans are true/false;
 * objects and arrays are written as JSON; text that a spreadsheet would run is neutralised.
 */
export function toCsv(rows: Record<string, unknown>[], columns?: string[], options: { decimals?: number } = {}): string {
  const cols = columns ?? discoverColumns(rows);
  if (cols.length === 0) return '';
  const decimals = options.decimals ?? CSV_DECIMALS;
  return stringify(rows, {
    header: true,
    columns: cols.map((key) => ({ key, header: key })),
    record_delimiter: 'unix',
    cast: {
      string: (value) => neutraliseCsvText(value),
      number: (value) => formatCsvNumber(value, decimals),
      bigint: (value) => value.toString(),
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
      object: (value) => JSON.stringify(value),
      null: () => '',
      undefined: () => '',
    },
  });
}
