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

/** Distribution of a count (turns, points lost): one bar per value, centred on the value. */
export function histogramChart(rows: HistogramRow[], title: string, xTitle: string, opts: { yTitle?: string } = {}): ChartSpec {
  const yTitle = opts.yTitle ?? 'Games';
  const serieses = [...new Set(rows.map((r) => r.series).filter((s): s is string => s !== undefined))];
  // bins of every series: the width is the grid all values lie on
  const width = histogramBinWidth(rows.map((r) => r.value));
  const integral = rows.every((r) => Number.isInteger(r.value)) && Number.isInteger(width);
  return {
    ...base(title),
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
        scale: { zero: false, nice: false },
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
