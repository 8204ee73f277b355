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
import { yDomain } from '../../src/report/charts/sweep.js';
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
