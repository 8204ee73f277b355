import { CHART_WIDTH, BAND, BAR, EVEN, REFERENCE_LABEL, WHISKER, base, firstAppearance, num, verdictColor, type ChartSpec } from './common.js';

export interface RankedRow {
  label: string;
  value: number;
  lo: number;
  hi: number;
  /** Colours the mark by the shared verdict palette. */
  verdict?: string;
}

export interface RankedOptions {
  /** A dashed reference rule, e.g. 0.5 for a score against the field. */
  reference?: number;
  /** A shaded band, e.g. the balance band [0.45, 0.55]. */
  band?: [number, number];
  /** d3 number format for the axis and value labels, e.g. '.0%'; default '~r'. */
  format?: string;
  /** 'point' draws dots for values whose zero is meaningless (ratings); default 'bar'. */
  mark?: 'bar' | 'point';
  /** d3 format of the axis ticks when it should differ from the value labels (e.g. fewer decimals so 0 keeps its tick). */
  axisFormat?: string;
  /** Text written above the reference rule, e.g. "50%: even"; every reference line is labelled. */
  referenceLabel?: string;
  /** Text written above the band, e.g. "balance band 45–55%". */
  bandLabel?: string;
}

/** Labels ranked by value (highest first) as bars or dots with 95% interval whiskers. */
export function rankedBarChart(rows: RankedRow[], title: string, xTitle: string, opts: RankedOptions = {}): ChartSpec {
  const format = opts.format ?? '~r';
  const ranked = [...rows].sort((a, b) => b.value - a.value || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const order = firstAppearance(ranked.map((r) => r.label));
  const y = { field: 'label', type: 'nominal', sort: order, title: null };
  const zero = (opts.mark ?? 'bar') === 'bar';
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { zero },
    axis: { format: opts.axisFormat ?? format, title: xTitle },
    title: xTitle,
  });
  const layer: ChartSpec[] = [];
  const verdicts = rows.map((r) => r.verdict).filter((v): v is string => v !== undefined);
  const color = verdicts.length === rows.length && rows.length > 0 ? { color: verdictColor(verdicts) } : {};
  if (opts.band) {
    layer.push({
      data: { values: [{ from: opts.band[0], to: opts.band[1] }] },
      mark: { type: 'rect', color: BAND },
      encoding: { x: x('from'), x2: { field: 'to' } },
    });
  }
  layer.push(
    zero
      ? { mark: { type: 'bar', color: BAR, height: { band: 0.7 } }, encoding: { y, x: x('value'), ...color } }
      : { mark: { type: 'point', filled: true, size: 60, color: BAR, opacity: 1 }, encoding: { y, x: x('value'), ...color } },
    { mark: { type: 'errorbar', ticks: true, color: WHISKER }, encoding: { y, x: x('lo'), x2: { field: 'hi' } } },
    {
      mark: { type: 'text', align: 'left', baseline: 'middle', dx: 6, fontSize: 10 },
      encoding: { y, x: x('hi'), text: { field: 'value', type: 'quantitative', format } },
    },
  );
  if (opts.reference !== undefined) {
    layer.push({
      data: { values: [{ reference: opts.reference }] },
      mark: { type: 'rule', color: EVEN, strokeDash: [4, 3], strokeWidth: 1.5 },
      encoding: { x: x('reference') },
    });
  }
  // Labels above the plot: one for the band (with the reference when it lies inside), one for the reference.
  const labels: { at: number; text: string }[] = [];
  const inBand = opts.band && opts.reference !== undefined && opts.reference >= opts.band[0] && opts.reference <= opts.band[1];
  if (opts.band && opts.bandLabel)
    labels.push({ at: (opts.band[0] + opts.band[1]) / 2, text: inBand && opts.referenceLabel ? `${opts.bandLabel}; ${opts.referenceLabel}` : opts.bandLabel });
  if (opts.reference !== undefined && opts.referenceLabel && !(inBand && opts.bandLabel)) labels.push({ at: opts.reference, text: opts.referenceLabel });
  for (const l of labels) {
    layer.push({
      data: { values: [{ at: l.at, text: l.text }] },
      mark: { type: 'text', baseline: 'bottom', dy: -4, ...REFERENCE_LABEL },
      encoding: { x: x('at'), y: { value: 0 }, text: { field: 'text', type: 'nominal' } },
    });
  }
  return {
    ...base(title),
    width: CHART_WIDTH,
    height: { step: 26 },
    data: { values: ranked.map((r) => ({ label: r.label, value: num(r.value), lo: num(r.lo), hi: num(r.hi), ...(r.verdict ? { verdict: r.verdict } : {}) })) },
    layer,
  };
}
