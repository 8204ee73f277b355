// Aligned terminal tables (cli-table3), plain characters and no colours so output pipes cleanly.
// On a terminal a table fits its width: columns are dropped from the right (the first column,
// and the score and verdict columns, never), with a line naming what was left out; piped, or
// with --wide, every column is printed.
import Table from 'cli-table3';

let wide = false;

/** `--wide` (any command): full tables on a terminal too. Set per command line by the CLI's main. */
export function requestWideTables(on: boolean): void {
  wide = on;
}

/** The width a table must fit, or undefined for no limit (piped, in CI, or --wide). */
export function tableWidth(): number | undefined {
  return !wide && process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : undefined;
}

/** Columns a narrow terminal keeps whatever their place: what the answer is. */
const KEEP = /^(list|matchup|policy)$|score|verdict/i;

/** A table with a header row; columns whose cells are all numbers (or intervals) align right. */
export function terminalTable(head: string[], rows: string[][], width = tableWidth()): string {
  let shown = head.map((_, i) => i);
  let text = render(head, rows, shown);
  // first a header wider than its cells goes on two or more lines (nothing is lost), then columns go
  const wrapped = head.map((h, i) => wrapHead(h, Math.max(...rows.map((r) => [...(r[i] ?? '')].length), Math.ceil(h.length / 3))));
  let drawn = head;
  if (width !== undefined && widest(text) > width) {
    drawn = wrapped;
    text = render(drawn, rows, shown);
  }
  while (width !== undefined && widest(text) > width) {
    const drop = [...shown].reverse().find((i) => i !== 0 && !KEEP.test(head[i]));
    if (drop === undefined) break;
    shown = shown.filter((i) => i !== drop);
    text = render(drawn, rows, shown);
  }
  const hidden = head.filter((_, i) => !shown.includes(i));
  if (hidden.length === 0) return text;
  const columns = `${hidden.length} column${hidden.length === 1 ? '' : 's'}`;
  const named = `(${columns} left out to fit the terminal: ${hidden.join(', ')}; --wide shows them)`;
  return `${text}\n${width !== undefined && [...named].length > width ? `(${columns} left out to fit the terminal; --wide shows them)` : named}`;
}

/** A header on lines of at most `room` characters, broken at spaces (a longer word stays whole). */
function wrapHead(head: string, room: number): string {
  const lines: string[] = [];
  for (const word of head.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && [...`${lines[last]} ${word}`].length <= room) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

function widest(text: string): number {
  return Math.max(...text.split('\n').map((l) => [...l].length));
}

function render(head: string[], rows: string[][], shown: number[]): string {
  const h = shown.map((i) => head[i]);
  const body = rows.map((r) => shown.map((i) => r[i] ?? ''));
  const numeric = h.map((_, j) => body.length > 0 && body.every((r) => /^[−+-]?[\d.,]+%?( \[.*\])?$|^n\/a$/.test(r[j])));
  const t = new Table({
    head: h,
    colAligns: numeric.map((n) => (n ? 'right' : 'left')),
    style: { head: [], border: [], compact: true, 'padding-left': 0, 'padding-right': 2 },
    chars: {
      top: '',
      'top-mid': '',
      'top-left': '',
      'top-right': '',
      bottom: '',
      'bottom-mid': '',
      'bottom-left': '',
      'bottom-right': '',
      left: '',
      'left-mid': '',
      mid: '-',
      'mid-mid': '-',
      right: '',
      'right-mid': '',
      middle: '',
    },
  });
  t.push(...body);
  // the rule under the header spans the table, not the widest cell of a dropped column
  return t
    .toString()
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n');
}
