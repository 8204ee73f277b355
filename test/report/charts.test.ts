import { describe, it, expect } from 'vitest';
import {
  heatmapChart,
  histogramBinWidth,
  histogramChart,
  rankedBarChart,
  scoreBarChart,
  sweepChart,
  wrapLabel,
  type ChartSpec,
} from '../../src/report/charts.js';
import { compileChart, renderSvg } from '../../src/report/svg.js';
import { regularTicks, yDomain } from '../../src/report/charts/sweep.js';
import { histogramDomain } from '../../src/report/charts/histogram.js';
import { trajectoryChart } from '../../src/report/charts/trajectory.js';
import { BAND, CHART_WIDTH, VERDICT_COLORS } from '../../src/report/charts/common.js';
import { markGroups, type MarkGroup } from '../../src/report/svgMarks.js';
import { dejaVuTextWidth } from '../../src/report/textWidth.js';

const LONG = 'Allied Rifles and Light Dragoons with Attached Horse Artillery';

async function render(spec: ChartSpec): Promise<{ svg: string; marks: MarkGroup[] }> {
  const { warnings } = await compileChart(spec);
  expect(warnings).toEqual([]);
  const svg = await renderSvg(spec);
  // Same spec, same bytes: ids, text widths and number formats must not depend on history.
  expect(await renderSvg(structuredClone(spec))).toBe(svg);
  return { svg, marks: markGroups(svg) };
}

function group(marks: MarkGroup[], type: string, name: string): MarkGroup {
  const g = marks.find((m) => m.type === type && m.name === name);
  if (!g) throw new Error(`no ${type} mark ${name} in ${JSON.stringify(marks)}`);
  return g;
}

function commonShape(spec: ChartSpec): void {
  expect(spec.$schema).toBe('https://vega.github.io/schema/vega-lite/v6.json');
  const config = spec.config as { font: string; axisBand: { labelAngle: number }; axis: { labelLimit: number } };
  expect(config.font).toBe('DejaVu Sans');
  expect(config.axisBand.labelAngle).toBe(0);
  expect(config.axis.labelLimit).toBeGreaterThan(200);
  // Plain data: survives a JSON round trip unchanged (it is written as <name>.vl.json).
  expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
}

/** Axis title texts in the SVG. */
function axisTitles(svg: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(/<g class="mark-text role-axis-title"[^>]*>(.*?)<\/g>/g)) {
    for (const t of m[1].matchAll(/<text[^>]*>([^<]*)<\/text>/g)) out.push(t[1]);
  }
  return out;
}

describe('scoreBarChart', () => {
  const rows = [
    { label: LONG, score: 0.523, lo: 0.51, hi: 0.536 },
    { label: 'Guard vs Line', score: 0.97, lo: 0.955, hi: 0.985 },
    { label: 'A vs B', score: 0.12, lo: 0.09, hi: 0.15 },
  ];

  it('draws one bar, one whisker and one value label per row and a single 50% rule', async () => {
    const spec = scoreBarChart(rows, 'Score of side A');
    commonShape(spec);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(rows.length);
    expect(group(marks, 'rule', 'layer_1_layer_2_marks').items).toBe(rows.length);
    expect(group(marks, 'text', 'layer_2_marks').items).toBe(rows.length);
    expect(group(marks, 'rule', 'layer_3_marks').items).toBe(1);
    expect(svg).toContain('>52.3%<');
    // One x title for all layers, not "score, lo, hi" merged.
    expect(axisTitles(svg)).toEqual(['Score (95% interval)']);
  });

  it('keeps long labels whole and in the given order', async () => {
    const { svg } = await render(scoreBarChart(rows, 'Score'));
    expect(svg).toContain(`>${LONG}<`);
    expect(svg).not.toContain('\u2026');
    expect(svg.indexOf(`>${LONG}<`)).toBeLessThan(svg.indexOf('>Guard vs Line<'));
    expect(svg.indexOf('>Guard vs Line<')).toBeLessThan(svg.indexOf('>A vs B<'));
  });
});

describe('histogramChart', () => {
  it('draws one bar per value, on a y axis from zero', async () => {
    const rows = [3, 4, 5, 6, 7, 9].map((value, i) => ({ value, count: 1000 * (i + 1) }));
    const spec = histogramChart(rows, 'Game length', 'Turns');
    commonShape(spec);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'marks').items).toBe(rows.length);
    expect(axisTitles(svg).sort()).toEqual(['Games', 'Turns']);
    expect(svg).toMatch(/>0<\/text>/);
  });

  it('makes bars as wide as the grid the values lie on', () => {
    expect(histogramBinWidth([0, 5, 10, 25, 40])).toBe(5);
    expect(histogramBinWidth([3, 4, 9])).toBe(1);
    expect(histogramBinWidth([7])).toBe(1);
    expect(histogramBinWidth([0.5, 1, 2])).toBe(0.5);
  });
});

describe('heatmapChart', () => {
  const lists = ['French Line Infantry (1809)', 'Voltigeurs', LONG];
  const cells = lists.flatMap((row, i) =>
    lists.map((col, j) => ({ row, col, score: 0.5 + 0.1 * (i - j), lo: 0.45 + 0.1 * (i - j), hi: 0.55 + 0.1 * (i - j) })),
  );

  it('draws one coloured cell and one two-line label per cell', async () => {
    const spec = heatmapChart(cells, 'Score matrix');
    commonShape(spec);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(cells.length);
    expect(group(marks, 'text', 'layer_1_marks').items).toBe(cells.length);
    expect(svg).toContain('<tspan>70.0%</tspan><tspan x="0" dy="12">65.0\u201375.0</tspan>');
    expect(svg).not.toContain('\u2026');
  });

  it('wraps long column names on words instead of cutting them', async () => {
    const { svg } = await render(heatmapChart(cells, 'Score matrix'));
    const lines = wrapLabel(LONG, 96);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(LONG);
    // Each wrapped line of the long name is drawn as a line of one axis label.
    const spec = heatmapChart(cells, 'Score matrix') as { width: { step: number } };
    for (const line of wrapLabel(LONG, spec.width.step - 14)) expect(svg).toContain(`${line}</tspan>`);
    for (const line of wrapLabel(LONG, spec.width.step - 14)) {
      expect(dejaVuTextWidth(line, 11)).toBeLessThanOrEqual(spec.width.step - 14);
    }
  });
});

describe('rankedBarChart', () => {
  const rows = [
    { label: 'Voltigeurs', value: 0.46, lo: 0.44, hi: 0.48 },
    { label: 'Guard', value: 0.58, lo: 0.56, hi: 0.6 },
    { label: LONG, value: 0.52, lo: 0.5, hi: 0.54 },
  ];

  it('ranks bars by value, highest first, with whiskers, band and reference', async () => {
    const spec = rankedBarChart(rows, 'Mean score against the field', 'Mean score', {
      band: [0.45, 0.55],
      reference: 0.5,
      format: '.0%',
    });
    commonShape(spec);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(1); // the band
    expect(group(marks, 'rect', 'layer_1_marks').items).toBe(rows.length);
    expect(group(marks, 'rule', 'layer_2_layer_2_marks').items).toBe(rows.length);
    expect(group(marks, 'rule', 'layer_4_marks').items).toBe(1);
    expect(svg.indexOf('>Guard<')).toBeLessThan(svg.indexOf(`>${LONG}<`));
    expect(svg.indexOf(`>${LONG}<`)).toBeLessThan(svg.indexOf('>Voltigeurs<'));
    expect(axisTitles(svg)).toEqual(['Mean score']);
  });

  it('draws dots instead of bars for values without a meaningful zero', async () => {
    const ratings = rows.map((r) => ({ ...r, value: r.value * 10 - 5, lo: r.lo * 10 - 5, hi: r.hi * 10 - 5 }));
    const { marks } = await render(rankedBarChart(ratings, 'Rating', 'log-strength', { mark: 'point' }));
    expect(group(marks, 'symbol', 'layer_0_marks').items).toBe(rows.length);
    expect(marks.filter((m) => m.type === 'rect' && m.name === 'layer_0_marks')).toEqual([]);
  });
});

describe('sweepChart', () => {
  const logistic = (x: number) => 1 / (1 + Math.exp(-(x - 17.3) / 2));
  const points = [10, 12, 14, 16, 18, 20, 22].map((x) => ({ x, score: logistic(x), lo: logistic(x) - 0.03, hi: logistic(x) + 0.03 }));
  const fit = Array.from({ length: 61 }, (_, i) => ({ x: 10 + i * 0.2, p: logistic(10 + i * 0.2) }));

  it('draws points with whiskers, the fitted curve, the 50% line and the crossing band', async () => {
    const spec = sweepChart(points, fit, { x: 17.3, lo: 16.8, hi: 17.9 }, 'Score against points', 'Grenadier points');
    commonShape(spec);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(1);
    expect(group(marks, 'rule', 'layer_1_marks').items).toBe(1);
    expect(group(marks, 'rule', 'layer_2_marks').items).toBe(1);
    // every reference line is labelled: the 50% line and the crossing
    expect(group(marks, 'text', 'layer_3_marks').items).toBe(1);
    expect(group(marks, 'text', 'layer_4_marks').items).toBe(1);
    expect(svg).toContain('>50%: even<');
    expect(svg).toContain('>even at 17.3<');
    expect(group(marks, 'line', 'layer_5_marks').items).toBe(1);
    expect(group(marks, 'rule', 'layer_6_layer_2_marks').items).toBe(points.length);
    expect(group(marks, 'symbol', 'layer_7_marks').items).toBe(points.length);
    expect(svg).toContain('50% crossing at 17.3 (95% interval 16.8 to 17.9)');
    expect(axisTitles(svg).sort()).toEqual(['Grenadier points', 'Score (95% interval)']);
    // Clipped layers use clip-path ids; they must be the same in every render (checked in render()).
    expect(svg).toContain('clip-path="url(#clip1)"');
  });

  it('works without a fit or crossing', async () => {
    const { marks } = await render(sweepChart(points, undefined, undefined, 'Score', 'Points'));
    expect(marks.filter((m) => m.type === 'line')).toEqual([]);
    expect(group(marks, 'symbol', 'layer_3_marks').items).toBe(points.length);
  });

  it('fits the score axis to the data (a 35–55% curve is not flattened onto 0–100%)', () => {
    const narrow = [0, 1, 2].map((x) => ({ x, score: 0.4 + 0.05 * x, lo: 0.37 + 0.05 * x, hi: 0.43 + 0.05 * x }));
    const [lo, hi] = yDomain(narrow);
    expect(lo).toBeLessThanOrEqual(0.37);
    expect(hi).toBeGreaterThanOrEqual(0.53);
    expect(hi - lo).toBeLessThan(0.35);
    const spec = sweepChart(narrow, undefined, undefined, 'S', 'x') as { layer: { encoding?: { y?: { scale?: { domain?: number[] } } } }[] };
    expect(spec.layer.find((l) => l.encoding?.y?.scale)?.encoding?.y?.scale?.domain).toEqual([lo, hi]);
    // the 50% line stays in view, and the axis never leaves 0–100%
    const [lo2, hi2] = yDomain([{ x: 0, score: 0.9, lo: 0.85, hi: 0.97 }]);
    expect(lo2).toBeLessThanOrEqual(0.5);
    expect(hi2).toBe(1);
  });
});

describe('empty data', () => {
  it('every builder still compiles and renders (an empty run must not crash the report)', async () => {
    const cases: [ChartSpec, string, string][] = [
      [scoreBarChart([], 'Score'), 'rect', 'layer_0_marks'],
      [histogramChart([], 'Turns', 'Turns'), 'rect', 'marks'],
      [heatmapChart([], 'Matrix'), 'rect', 'layer_0_marks'],
      [rankedBarChart([], 'Field', 'Mean score'), 'rect', 'layer_0_marks'],
      [sweepChart([], undefined, undefined, 'Sweep', 'Points'), 'symbol', 'layer_3_marks'],
    ];
    for (const [spec, type, name] of cases) {
      const { marks } = await render(spec);
      expect(group(marks, type, name).items).toBe(0);
    }
  });
});

describe('non-finite values', () => {
  it('become null, so the saved spec draws the same chart; unbounded crossings are drawn to the edge', async () => {
    const specs = [
      scoreBarChart(
        [
          { label: 'A', score: NaN, lo: NaN, hi: NaN },
          { label: 'B', score: 0.5, lo: 0.4, hi: 0.6 },
        ],
        'S',
      ),
      heatmapChart([{ row: 'A', col: 'B', score: NaN, lo: NaN, hi: NaN }], 'H'),
      sweepChart(
        [
          { x: 1, score: 0.2, lo: 0.1, hi: 0.3 },
          { x: 3, score: 0.6, lo: 0.5, hi: 0.7 },
        ],
        undefined,
        { x: 2.5, lo: -Infinity, hi: 9 },
        'W',
        'x',
      ),
    ];
    for (const spec of specs) {
      commonShape(spec);
      const { svg } = await render(spec);
      expect(await renderSvg(JSON.parse(JSON.stringify(spec)))).toBe(svg);
    }
    const { svg, marks } = await render(specs[2]);
    expect(svg).toContain('50% crossing at 2.5 (95% interval \u2212\u221e to 9)');
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(1);
    expect((await render(specs[1])).svg).toContain('>n/a<');
  });
});

describe('renderSvg', () => {
  it('gives the same bytes when renders overlap', async () => {
    const a = sweepChart(
      [
        { x: 1, score: 0.4, lo: 0.3, hi: 0.5 },
        { x: 2, score: 0.6, lo: 0.5, hi: 0.7 },
      ],
      undefined,
      { x: 1.5, lo: 1.2, hi: 1.8 },
      'A',
      'x',
    );
    const b = heatmapChart([{ row: 'r', col: 'c', score: 0.5, lo: 0.4, hi: 0.6 }], 'B');
    const first = await Promise.all([renderSvg(a), renderSvg(b), renderSvg(a)]);
    expect(first[2]).toBe(first[0]);
    expect(await renderSvg(b)).toBe(first[1]);
  });

  it('rejects a spec vega-lite cannot compile, and keeps working afterwards', async () => {
    await expect(renderSvg({ mark: 'bar', encoding: { x: { field: 'a', type: 'no-such-type' } } })).rejects.toThrow();
    const svg = await renderSvg(histogramChart([{ value: 1, count: 2 }], 'ok', 'x'));
    expect(svg.startsWith('<svg')).toBe(true);
  });
});

describe('dejaVuTextWidth', () => {
  it('uses the font advance widths: digits are equal, W is wider than i, bold is wider', () => {
    expect(dejaVuTextWidth('0123456789', 10)).toBeCloseTo(10 * 6.36, 6);
    expect(dejaVuTextWidth('W', 11)).toBeGreaterThan(dejaVuTextWidth('i', 11) * 3);
    expect(dejaVuTextWidth('Score', 12, true)).toBeGreaterThan(dejaVuTextWidth('Score', 12));
    expect(dejaVuTextWidth('é', 10)).toBe(dejaVuTextWidth('e', 10));
  });
});

/** Tick label texts of the SVG's axes, in drawing order, per axis group. */
function axisLabels(svg: string): string[][] {
  return [...svg.matchAll(/<g class="mark-text role-axis-label"[^>]*>(.*?)<\/g>/g)].map((m) =>
    [...m[1].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]),
  );
}

describe('issue 29 item 4: the charts say what the verdicts refer to', () => {
  it('the run score chart shades the 45–55% balance band and labels it with the 50% line', async () => {
    const spec = scoreBarChart([{ label: 'A', score: 0.6, lo: 0.57, hi: 0.63, verdict: 'favoured' }], 'S', { band: [0.45, 0.55] });
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'layer_0_marks').items).toBe(1);
    expect(svg).toContain('>balance band 45–55%; 50%: even<');
    expect(svg).toContain(`fill="${BAND}"`);
  });

  it('a categorical sweep is drawn on a nominal axis named by its values, without curve or crossing', async () => {
    const pts = ['conscript', 'regular', 'elite'].map((_, x) => ({ x, score: 0.4 + 0.05 * x, lo: 0.37 + 0.05 * x, hi: 0.43 + 0.05 * x }));
    const spec = sweepChart(pts, undefined, undefined, 'Q', 'Quality', { categories: ['conscript', 'regular', 'elite'] });
    const { svg } = await render(spec);
    const labels = axisLabels(svg);
    expect(labels).toContainEqual(['conscript', 'regular', 'elite']);
    expect(labels.flat()).not.toContain('0.5');
    // whisker ends as short as on a numeric axis, not a band wide
    const bar = (spec as { layer: { mark: { type: string; ticks?: { size?: number } } }[] }).layer.find((l) => l.mark.type === 'errorbar');
    expect(bar?.mark.ticks?.size).toBeLessThanOrEqual(20);
  });

  it('a numeric sweep keeps both end labels, regular ticks and whole markers', async () => {
    for (const xs of [
      [900, 1000, 1100, 1200, 1300],
      [3, 4, 5],
      [10, 14, 18, 22],
    ]) {
      const pts = xs.map((x, i) => ({ x, score: 0.4 + 0.05 * i, lo: 0.37 + 0.05 * i, hi: 0.43 + 0.05 * i }));
      const { svg } = await render(sweepChart(pts, undefined, undefined, 'W', 'Points'));
      const ticks = axisLabels(svg)
        .find((l) => l.includes(String(xs[0]).replace(/\B(?=(\d{3})+$)/, ',')))
        ?.map((t) => Number(t.replace(/,/g, '')));
      expect(ticks, `x labels for ${xs}`).toBeDefined();
      expect(ticks![0]).toBe(xs[0]);
      expect(ticks![ticks!.length - 1]).toBe(xs[xs.length - 1]);
      const steps = new Set(ticks!.slice(1).map((t, i) => t - ticks![i]));
      expect(steps.size, `regular steps in ${ticks}`).toBe(1);
      // the end markers lie inside the plot: the domain runs past them
      const spec = sweepChart(pts, undefined, undefined, 'W', 'Points') as { layer: { encoding: { x?: { scale?: { domain: number[] } } } }[] };
      const domain = spec.layer.find((l) => l.encoding.x?.scale)!.encoding.x!.scale!.domain;
      expect(domain[0]).toBeLessThan(xs[0]);
      expect(domain[1]).toBeGreaterThan(xs[xs.length - 1]);
    }
    expect(regularTicks(900, 1300, true)).toEqual([900, 1000, 1100, 1200, 1300]);
    expect(regularTicks(0, 2, true)).toEqual([0, 1, 2]);
    expect(regularTicks(0.1, 0.5, false)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('a histogram of a single value is one bar among empty bins, and says so', async () => {
    const spec = histogramChart([{ value: 6, count: 200 }], 'SfG game length', 'game turns');
    expect(histogramDomain([6], 1)).toEqual([-0.5, 9.5]);
    const { svg, marks } = await render(spec);
    expect(group(marks, 'rect', 'marks').items).toBe(1);
    expect(svg).toContain('every game: 6 game turns');
    // the bar is a tenth of the plot, not all of it
    const bar = /<g class="mark-rect role-mark marks"[^>]*><path [^>]*d="M([\d.]+),[\d.]+h([\d.]+)/.exec(svg);
    expect(bar).not.toBeNull();
    expect(Number(bar![2])).toBeLessThan(CHART_WIDTH / 5);
  });

  it('the look-by-look chart colours matchups with none of the verdict colours', () => {
    const lines = ['A v B', 'C v D', 'E v F'].map((label, k) => ({ label, verdict: 'within', points: [{ games: 100, llr: -k }] }));
    const spec = trajectoryChart(lines, { lower: -3, upper: 3 }, 'T') as { layer: { encoding?: { color?: { scale?: { range?: string[] } } } }[] };
    const range = spec.layer.find((l) => l.encoding?.color)?.encoding?.color?.scale?.range;
    expect(range?.length).toBeGreaterThanOrEqual(lines.length);
    for (const c of Object.values(VERDICT_COLORS)) expect(range).not.toContain(c);
  });
});
