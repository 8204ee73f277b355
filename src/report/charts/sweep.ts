import {
  CHART_WIDTH,
  BAR,
  CROSSING,
  EVEN,
  FIT,
  REFERENCE_LABEL,
  SCORE_TITLE,
  WHISKER,
  base,
  num,
  shortNumber,
  verdictColor,
  type ChartSpec,
} from './common.js';

export interface SweepPoint {
  x: number;
  score: number;
  lo: number;
  hi: number;
  /** Colours the point by the shared verdict palette. */
  verdict?: string;
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
 * The score axis fitted to the data: the intervals, the fitted curve and the 50% line, with a
 * margin of a tenth of the span, on a 5-point grid, within 0–100%. A 35–55% curve fills the plot.
 */
export function yDomain(points: SweepPoint[], fit?: FitPoint[]): [number, number] {
  const ys = [0.5, ...points.flatMap((p) => [p.lo, p.hi, p.score]), ...(fit ?? []).map((f) => f.p)].filter(Number.isFinite);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const pad = Math.max(0.02, (hi - lo) / 10);
  return [Math.max(0, Math.floor((lo - pad) * 20) / 20), Math.min(1, Math.ceil((hi + pad) * 20) / 20)];
}

/** Length in px of a whisker's end on a nominal axis. */
const WHISKER_END = 12;

/** Most x ticks a sweep chart labels: at 640 px each label keeps 80 px, so none is dropped. */
const MAX_X_TICKS = 8;

/**
 * Regular ticks over [lo, hi]: every multiple of a round step (1, 2, 2.5, 5 × 10^k; whole when the
 * swept values are whole) with at most MAX_X_TICKS of them, so no label is dropped at random.
 */
export function regularTicks(lo: number, hi: number, whole: boolean): number[] {
  const raw = (hi - lo) / (MAX_X_TICKS - 1);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw && (!whole || Number.isInteger(s))) ?? Math.max(1, 10 * mag);
  const ticks: number[] = [];
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + 1e-9 * step; k++) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/**
 * Score against a swept value: points with 95% whiskers, an optional fitted curve, the 50% line,
 * and the 50% crossing with its interval as a shaded band (clipped to the swept range; its
 * numbers are in the subtitle, so an extrapolated crossing is still reported). The x axis runs a
 * twentieth of the range past the end values, so their markers and tick labels are whole. Named
 * values (`categories`, e.g. conscript / regular / elite, the point's x its index) sit on a
 * nominal axis labelled with their names; they have no curve nor crossing.
 */
export function sweepChart(
  points: SweepPoint[],
  fit: FitPoint[] | undefined,
  crossing: Crossing | undefined,
  title: string,
  xTitle: string,
  opts: { categories?: string[] } = {},
): ChartSpec {
  const xs = [...points.map((p) => p.x), ...(fit ?? []).map((f) => f.x)].filter(Number.isFinite);
  const ends = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  if (ends[0] === ends[1]) ends[1] = ends[0] + 1;
  const pad = (ends[1] - ends[0]) / 20;
  const domain = [ends[0] - pad, ends[1] + pad];
  const values = regularTicks(
    ends[0],
    ends[1],
    points.every((p) => Number.isInteger(p.x)),
  );
  const categories = opts.categories;
  const x = (field: string) =>
    categories
      ? { field: 'category', type: 'nominal', sort: categories, axis: { title: xTitle, labelAngle: 0 }, title: xTitle }
      : {
          field,
          type: 'quantitative',
          scale: { domain, nice: false, zero: false },
          axis: { title: xTitle, values, labelOverlap: false },
          title: xTitle,
        };
  const y = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain: yDomain(points, fit), nice: false },
    axis: { format: '.0%', title: SCORE_TITLE },
    title: SCORE_TITLE,
  });
  const verdicts = points.map((p) => p.verdict).filter((v): v is string => v !== undefined);
  const color = verdicts.length === points.length && points.length > 0 ? { color: verdictColor(verdicts) } : {};
  const layer: ChartSpec[] = [];
  if (crossing && !categories) {
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
  layer.push(
    {
      data: { values: [{ even: 0.5 }] },
      mark: { type: 'rule', color: EVEN, strokeDash: [4, 3], strokeWidth: 1.5 },
      encoding: { y: y('even') },
    },
    {
      // the 50% line's label at the plot's right end, just above the line
      data: { values: [{ even: 0.5, text: '50%: even' }] },
      mark: { type: 'text', align: 'right', baseline: 'bottom', dy: -3, dx: -4, ...REFERENCE_LABEL },
      encoding: { y: y('even'), x: { value: CHART_WIDTH }, text: { field: 'text', type: 'nominal' } },
    },
  );
  if (crossing && !categories && Number.isFinite(crossing.x) && crossing.x >= ends[0] && crossing.x <= ends[1]) {
    layer.push({
      data: { values: [{ at: num(crossing.x), text: `even at ${shortNumber(crossing.x)}` }] },
      mark: { type: 'text', baseline: 'bottom', dy: -4, fontSize: 10, color: CROSSING },
      encoding: { x: x('at'), y: { value: 0 }, text: { field: 'text', type: 'nominal' } },
    });
  }
  if (fit?.length && !categories) {
    layer.push({
      data: { values: fit.map((f) => ({ x: num(f.x), p: num(f.p) })) },
      mark: { type: 'line', color: FIT, strokeWidth: 2, clip: true },
      encoding: { x: x('x'), y: y('p') },
    });
  }
  layer.push(
    {
      // on a nominal axis a tick would span the whole band: whisker ends as wide as on a numeric axis
      mark: { type: 'errorbar', ticks: categories ? { size: WHISKER_END } : true, color: WHISKER },
      encoding: { x: x('x'), y: y('lo'), y2: { field: 'hi' } },
    },
    { mark: { type: 'point', filled: true, size: 50, color: BAR, opacity: 1 }, encoding: { x: x('x'), y: y('score'), ...color } },
  );
  const subtitle = crossing
    ? `50% crossing at ${shortNumber(crossing.x)} (95% interval ${shortNumber(crossing.lo)} to ${shortNumber(crossing.hi)})`
    : undefined;
  return {
    ...base(title, subtitle),
    width: CHART_WIDTH,
    height: 300,
    data: {
      values: points.map((p) => ({
        x: num(p.x),
        ...(categories ? { category: categories[p.x] ?? String(p.x) } : {}),
        score: num(p.score),
        lo: num(p.lo),
        hi: num(p.hi),
        ...(p.verdict ? { verdict: p.verdict } : {}),
      })),
    },
    layer,
  };
}
