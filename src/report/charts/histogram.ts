import { CHART_WIDTH, BAR, base, num, type ChartSpec } from './common.js';

export interface HistogramRow {
  value: number;
  count: number;
  /** One panel per series (e.g. per side), stacked vertically on a shared x axis. */
  series?: string;
}

/** Bar width of a histogram: the grid its values lie on (gcd of integer gaps, else the least gap). */
export function histogramBinWidth(values: number[]): number {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (distinct.length < 2) return 1;
  if (distinct.every(Number.isInteger)) {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    let g = 0;
    for (let i = 1; i < distinct.length; i++) g = gcd(distinct[i] - distinct[i - 1], g);
    return g;
  }
  let least = Infinity;
  for (let i = 1; i < distinct.length; i++) least = Math.min(least, distinct[i] - distinct[i - 1]);
  return least;
}

/** Fewest bin widths the x axis spans, so a lone value (every SfG battle lasts six turns) is one bar among empty bins, not the whole plot. */
const MIN_BINS = 10;

/**
 * The x range of a histogram: its bins, widened to MIN_BINS bin widths when the values are few,
 * towards zero first (a count starts there) and never below it for counts that cannot be negative.
 */
export function histogramDomain(values: number[], width: number): [number, number] {
  if (values.length === 0) return [0, MIN_BINS * width];
  let lo = Math.min(...values) - width / 2;
  let hi = Math.max(...values) + width / 2;
  const missing = MIN_BINS * width - (hi - lo);
  if (missing > 0) {
    const floor = Math.min(...values) >= 0 ? -width / 2 : -Infinity;
    const left = Math.min(missing, lo - floor);
    lo -= left;
    hi += missing - left;
  }
  return [lo, hi];
}

/** Distribution of a count (turns, points lost): one bar per value, centred on the value. */
export function histogramChart(rows: HistogramRow[], title: string, xTitle: string, opts: { yTitle?: string } = {}): ChartSpec {
  const yTitle = opts.yTitle ?? 'Games';
  const serieses = [...new Set(rows.map((r) => r.series).filter((s): s is string => s !== undefined))];
  // bins of every series: the width is the grid all values lie on
  const width = histogramBinWidth(rows.map((r) => r.value));
  const integral = rows.every((r) => Number.isInteger(r.value)) && Number.isInteger(width);
  const distinct = new Set(rows.map((r) => r.value));
  // a single value says it in words: the bar alone would look like a chart that failed to draw
  const only = distinct.size === 1 && rows.length ? `every game: ${rows[0].value} ${xTitle}` : undefined;
  return {
    ...base(title, only),
    width: CHART_WIDTH,
    height: serieses.length > 1 ? 150 : 240,
    data: {
      values: rows.map((r) => ({
        value: num(r.value),
        count: num(r.count),
        from: num(r.value - width / 2),
        to: num(r.value + width / 2),
        ...(r.series !== undefined ? { series: r.series } : {}),
      })),
    },
    // orient: with x and x2 given, vega-lite would otherwise draw ranged bars floating at y.
    mark: { type: 'bar', orient: 'vertical', color: BAR, stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: {
        field: 'from',
        type: 'quantitative',
        scale: {
          zero: false,
          nice: false,
          domain: histogramDomain(
            rows.map((r) => r.value),
            width,
          ),
        },
        axis: integral ? { title: xTitle, tickMinStep: width, format: 'd' } : { title: xTitle },
        title: xTitle,
      },
      x2: { field: 'to' },
      y: { field: 'count', type: 'quantitative', scale: { zero: true }, title: yTitle, axis: { title: yTitle, format: ',~r' } },
      ...(serieses.length > 1
        ? {
            row: {
              field: 'series',
              type: 'nominal',
              sort: serieses,
              title: null,
              header: { labelAngle: 0, labelAlign: 'left', labelAnchor: 'start', labelOrient: 'top', labelFontSize: 12, labelFontWeight: 'bold' },
            },
          }
        : {}),
    },
  };
}
