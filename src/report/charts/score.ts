import { CHART_WIDTH, BAND, BAR, EVEN, REFERENCE_LABEL, SCORE_TITLE, WHISKER, base, num, verdictColor, type ChartSpec } from './common.js';

export interface ScoreRow {
  label: string;
  score: number;
  lo: number;
  hi: number;
  /** Colours the bar by the shared verdict palette. */
  verdict?: string;
}

/**
 * Horizontal bars of score per label (in the given order) with 95% interval whiskers, the score
 * printed past the whisker, a dashed rule at 50%, and the balance band the verdicts refer to
 * when given (shaded, labelled with the 50% line).
 */
export function scoreBarChart(rows: ScoreRow[], title: string, opts: { xTitle?: string; band?: [number, number] } = {}): ChartSpec {
  const xTitle = opts.xTitle ?? SCORE_TITLE;
  const y = { field: 'label', type: 'nominal', sort: null, title: null };
  // Every layer that uses x carries the same title, or vega-lite joins them ("score, lo").
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain: [0, 1] },
    axis: { format: '.0%', title: xTitle },
    title: xTitle,
  });
  const verdicts = rows.map((r) => r.verdict).filter((v): v is string => v !== undefined);
  const color = verdicts.length === rows.length && rows.length > 0 ? { color: verdictColor(verdicts) } : {};
  const band = opts.band
    ? [{ data: { values: [{ from: opts.band[0], to: opts.band[1] }] }, mark: { type: 'rect', color: BAND }, encoding: { x: x('from'), x2: { field: 'to' } } }]
    : [];
  const pct = (v: number) => Number((100 * v).toFixed(1));
  const evenText = opts.band ? `balance band ${pct(opts.band[0])}–${pct(opts.band[1])}%; 50%: even` : '50%: even';
  return {
    ...base(title),
    width: CHART_WIDTH,
    height: { step: 26 },
    data: { values: rows.map((r) => ({ label: r.label, score: num(r.score), lo: num(r.lo), hi: num(r.hi), ...(r.verdict ? { verdict: r.verdict } : {}) })) },
    layer: [
      ...band,
      { mark: { type: 'bar', color: BAR, height: { band: 0.7 } }, encoding: { y, x: x('score'), ...color } },
      {
        mark: { type: 'errorbar', ticks: true, color: WHISKER },
        encoding: { y, x: x('lo'), x2: { field: 'hi' } },
      },
      {
        mark: { type: 'text', align: 'left', baseline: 'middle', dx: 6, fontSize: 10 },
        encoding: { y, x: x('hi'), text: { field: 'score', type: 'quantitative', format: '.1%' } },
      },
      {
        data: { values: [{ even: 0.5 }] },
        mark: { type: 'rule', color: EVEN, strokeDash: [4, 3], strokeWidth: 1.5 },
        encoding: { x: x('even') },
      },
      {
        data: { values: [{ even: 0.5, text: evenText }] },
        mark: { type: 'text', baseline: 'bottom', dy: -4, ...REFERENCE_LABEL },
        encoding: { x: x('even'), y: { value: 0 }, text: { field: 'text', type: 'nominal' } },
      },
    ],
  };
}
