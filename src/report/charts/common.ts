// Shared pieces of the Vega-Lite spec builders. Each builder returns a plain, JSON-serialisable
// spec with its data inlined, so the spec file alone reproduces the chart. They know nothing
// about any game: a "score" is a proportion in [0, 1] where 0.5 means even.

export type ChartSpec = Record<string, unknown>;

export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
export const CHART_FONT = 'DejaVu Sans';

export const BAR = '#4c78a8';
export const WHISKER = '#333333';
export const EVEN = '#b03a2e';
export const FIT = '#e45756';
export const CROSSING = '#f58518';
export const BAND = '#e8e8e8';
export const LABEL_LIMIT = 360;
/** Reference-line labels: the same grey-red as the 50% line, small. */
export const REFERENCE_LABEL = { fontSize: 10, color: EVEN };

/**
 * The verdict palette, defined once for every chart (Okabe–Ito, colour-blind safe). Keys are the
 * headline vocabulary (balanced / favoured / inconclusive), the field's "outmatched" and the
 * gate's verdicts (moved / within / inconclusive).
 */
export const VERDICT_COLORS: Record<string, string> = {
  balanced: '#009E73',
  favoured: '#0072B2',
  outmatched: '#D55E00',
  inconclusive: '#999999',
  moved: '#D55E00',
  within: '#009E73',
};

/**
 * Colours that tell series apart (matchups in a chart coloured by matchup): none is a verdict
 * colour, so a line is never read as "moved" or "within" by its colour alone.
 */
export const SERIES_COLORS = ['#4c78a8', '#8e6bb1', '#9d755d', '#e6ab02', '#e7298a', '#222222', '#79706e', '#1f3a93', '#ff9da6', '#b8860b'];

/** A colour encoding by a `verdict` field with the shared palette (only the verdicts present, in palette order). */
export function verdictColor(present: string[]): Record<string, unknown> {
  const domain = Object.keys(VERDICT_COLORS).filter((k) => present.includes(k));
  return {
    field: 'verdict',
    type: 'nominal',
    title: 'verdict',
    scale: { domain, range: domain.map((k) => VERDICT_COLORS[k]) },
    legend: { orient: 'bottom', direction: 'horizontal' },
  };
}
/** Plot width: at least 600 px so tick labels have room, and with a label column still inside a 1,280 px page. */
export const CHART_WIDTH = 640;
export const SCORE_TITLE = 'Score (95% interval)';

export function base(title: string, subtitle?: string): ChartSpec {
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: subtitle ? { text: title, subtitle } : { text: title },
    background: 'white',
    padding: 8,
    config: {
      font: CHART_FONT,
      view: { stroke: '#cccccc' },
      title: { fontSize: 14, anchor: 'start', offset: 10, subtitleFontSize: 11, subtitleColor: '#444444' },
      // labelOverlap drops tick labels that would touch (browsers' fonts can run wider than the measure)
      axis: { labelLimit: LABEL_LIMIT, labelFontSize: 11, titleFontSize: 12, titlePadding: 8, grid: true, labelOverlap: 'greedy', labelSeparation: 8 },
      // Band (nominal/ordinal) axes: horizontal labels; a 90° rotation is the vega-lite default.
      axisBand: { labelAngle: 0 },
      legend: { labelLimit: LABEL_LIMIT, titleLimit: LABEL_LIMIT },
    },
  };
}

/** Short, stable text for a number in titles and cell labels: 4 significant digits. */
export function shortNumber(x: number): string {
  if (Number.isNaN(x)) return 'n/a';
  if (!Number.isFinite(x)) return x > 0 ? '\u221e' : '\u2212\u221e';
  return String(Number(x.toPrecision(4)));
}

export function percent(x: number, decimals = 1): string {
  return `${(x * 100).toFixed(decimals)}%`;
}

/**
 * A data value as it survives JSON: NaN and infinities become null (vega-lite leaves such points
 * out), so a chart rebuilt from its saved .vl.json draws the same as the original.
 */
export function num(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/** Keys in order of first appearance, so charts keep the caller's ordering. */
export function firstAppearance(values: string[]): string[] {
  return [...new Set(values)];
}
