// Aligned terminal tables (cli-table3), plain characters and no colours so output pipes cleanly.
import Table from 'cli-table3';

/** A table with a header row; columns whose cells are all numbers (or intervals) align right. */
export function terminalTable(head: string[], rows: string[][]): string {
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^[−+-]?[\d.,]+%?( \[.*\])?$|^n\/a$/.test(r[i] ?? '')));
  const t = new Table({
    head,
    colAligns: numeric.map((n) => (n ? 'right' : 'left')),
    style: { head: [], border: [], compact: true, 'padding-left': 0, 'padding-right': 2 },
    chars: {
      top: '', 'top-mid': '', 'top-left': '', 'top-right': '',
      bottom: '', 'bottom-mid': '', 'bottom-left': '', 'bottom-right': '',
      left: '', 'left-mid': '', mid: '-', 'mid-mid': '-', right: '', 'right-mid': '', middle: '',
    },
  });
  t.push(...rows);
  return t.toString().split('\n').map((l) => l.trimEnd()).join('\n');
}
