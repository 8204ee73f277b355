import { CHART_WIDTH, BAR, CROSSING, EVEN, FIT, SCORE_TITLE, WHISKER, base, num, shortNumber, type ChartSpec } from './common.js';

export interface SweepPoint {
  x: number;
  score: number;
  lo: number;
  hi: number;
}
export interface FitPoint {
  x: number;
  p: number;
}
export interface Crossing {
  x: number;
  lo: number;
  hi: number;
}

/**
 * Score against a swept value: points with 95% whiskers, an optional fitted curve, the 50% line,
 * and the 50% crossing with its interval as a shaded band (clipped to the swept range; its
 * numbers are in the subtitle, so an extrapolated crossing is still reported).
 */
export function sweepChart(
  points: SweepPoint[],
  fit: FitPoint[] | undefined,
  crossing: Crossing | undefined,
  title: string,
  xTitle: string,
): ChartSpec {
  const xs = [...points.map((p) => p.x), ...(fit ?? []).map((f) => f.x)].filter(Number.isFinite);
  const domain = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  if (domain[0] === domain[1]) domain[1] = domain[0] + 1;
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain, nice: false, zero: false },
    axis: { title: xTitle },
    title: xTitle,
  });
  const y = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain: [0, 1] },
    axis: { format: '.0%', title: SCORE_TITLE },
    title: SCORE_TITLE,
  });
  const layer: ChartSpec[] = [];
  if (crossing) {
    layer.push(
      {
        // An unbounded or extrapolated interval is drawn to the edge of the swept range.
        data: { values: [{ from: num(Math.max(crossing.lo, domain[0])), to: num(Math.min(crossing.hi, domain[1])) }] },
        mark: { type: 'rect', color: CROSSING, opacity: 0.18, clip: true },
        encoding: { x: x('from'), x2: { field: 'to' } },
      },
      {
        data: { values: [{ at: num(crossing.x) }] },
        mark: { type: 'rule', color: CROSSING, strokeWidth: 1.5, clip: true },
        encoding: { x: x('at') },
      },
    );
  }
  layer.push({
    data: { values: [{ even: 0.5 }] },
    mark: { type: 'rule', color: EVEN, strokeDash: [4, 3], strokeWidth: 1.5 },
    encoding: { y: y('even') },
  });
  if (fit && fit.length) {
    layer.push({
      data: { values: fit.map((f) => ({ x: num(f.x), p: num(f.p) })) },
      mark: { type: 'line', color: FIT, strokeWidth: 2, clip: true },
      encoding: { x: x('x'), y: y('p') },
    });
  }
  layer.push(
    {
      mark: { type: 'errorbar', ticks: true, color: WHISKER },
      encoding: { x: x('x'), y: y('lo'), y2: { field: 'hi' } },
    },
    { mark: { type: 'point', filled: true, size: 50, color: BAR, opacity: 1 }, encoding: { x: x('x'), y: y('score') } },
  );
  const subtitle = crossing
    ? `50% crossing at ${shortNumber(crossing.x)} (95% interval ${shortNumber(crossing.lo)} to ${shortNumber(crossing.hi)})`
    : undefined;
  return {
    ...base(title, subtitle),
    width: CHART_WIDTH,
    height: 300,
    data: { values: points.map((p) => ({ x: num(p.x), score: num(p.score), lo: num(p.lo), hi: num(p.hi) })) },
    layer,
  };
}
