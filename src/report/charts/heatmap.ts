import { dejaVuTextWidth } from '../textWidth.js';
import { LABEL_LIMIT, base, firstAppearance, num, percent, type ChartSpec } from './common.js';

export interface HeatmapCell {
  row: string;
  col: string;
  score: number;
  lo: number;
  hi: number;
}

const CELL_FONT = 10;
const AXIS_FONT = 11;

/** Greedy word wrap of an axis label into lines no wider than `maxWidth` px. */
export function wrapLabel(text: string, maxWidth: number, fontSize = AXIS_FONT): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && dejaVuTextWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [text];
}

/**
 * Score matrix: one cell per (row, col) coloured on a diverging scale centred at 50%, labelled
 * with the score and its interval. Rows and columns keep their order of first appearance; long
 * column names wrap onto several lines instead of being cut.
 */
export function heatmapChart(cells: HeatmapCell[], title: string, opts: { rowTitle?: string; colTitle?: string } = {}): ChartSpec {
  const rowTitle = opts.rowTitle ?? 'List';
  const colTitle = opts.colTitle ?? 'Opponent';
  const rows = firstAppearance(cells.map((c) => c.row));
  const cols = firstAppearance(cells.map((c) => c.col));
  const values = cells.map((c) => ({
    row: c.row,
    col: c.col,
    score: num(c.score),
    lo: num(c.lo),
    hi: num(c.hi),
    text: [c.score, c.lo, c.hi].every(Number.isFinite) ? `${percent(c.score)}\n${(c.lo * 100).toFixed(1)}\u2013${(c.hi * 100).toFixed(1)}` : 'n/a',
  }));
  const cellText = Math.max(0, ...values.flatMap((v) => v.text.split('\n').map((t) => dejaVuTextWidth(t, CELL_FONT))));
  // Cells wide enough for their own text, for the longest word of a column name, and for names
  // up to 110 px on one line; longer names wrap, keeping a gap between neighbouring labels.
  const longestWord = Math.max(0, ...cols.flatMap((c) => c.split(/\s+/).map((w) => dejaVuTextWidth(w, AXIS_FONT))));
  const longestName = Math.max(0, ...cols.map((c) => dejaVuTextWidth(c, AXIS_FONT)));
  const step = Math.ceil(Math.max(64, cellText + 14, longestWord + 14, Math.min(longestName, 110) + 14));
  const wrapped: Record<string, string[]> = {};
  for (const col of cols) wrapped[col] = wrapLabel(col, step - 14);
  // Labels are looked up from a JSON object literal inside the vega expression.
  const labelExpr = `${JSON.stringify(wrapped)}[datum.value] || datum.label`;
  return {
    ...base(title),
    width: { step },
    height: { step: 40 },
    data: { values },
    encoding: {
      x: {
        field: 'col',
        type: 'nominal',
        sort: cols,
        title: colTitle,
        // Bottom axis: vega stacks a multi-line label downwards from its anchor, which on a top
        // axis would run into the cells.
        axis: { orient: 'bottom', labelAngle: 0, labelExpr, labelLimit: LABEL_LIMIT, domain: false, ticks: false, grid: false },
      },
      y: { field: 'row', type: 'nominal', sort: rows, title: rowTitle, axis: { domain: false, ticks: false, grid: false } },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: {
          color: {
            field: 'score',
            type: 'quantitative',
            title: 'Score',
            scale: { scheme: 'redblue', domain: [0, 1], domainMid: 0.5 },
            legend: { format: '.0%', title: 'Score', gradientLength: Math.max(120, rows.length * 40 - 20) },
          },
        },
      },
      {
        // Two lines stack downwards from the anchor: lift them half a line to centre the pair.
        mark: { type: 'text', fontSize: CELL_FONT, lineBreak: '\n', baseline: 'middle', dy: -(CELL_FONT + 2) / 2 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: { condition: { test: 'abs(datum.score - 0.5) > 0.3', value: 'white' }, value: 'black' },
        },
      },
    ],
  };
}
