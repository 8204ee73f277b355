import { describe, it, expect } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, type ReportInput } from '../../src/report/bundle.js';
import { CHROMIUM_INSTALL, checkChartsInDom, chromiumPath, screenshotHtml } from '../../src/report/browser.js';
import { heatmapChart, histogramChart, rankedBarChart, scoreBarChart, sweepChart } from '../../src/report/charts.js';
import { pngInfo } from '../../src/report/png.js';
import { writeReportDir } from '../../src/report/writer.js';

const chromium = chromiumPath();
if (!chromium) {
  console.warn(`report/browser.test.ts: SKIPPED the headless-Chromium check: no Chromium found. Install it with: ${CHROMIUM_INSTALL}`);
}

const lists = ['French Line Infantry (1809)', 'Voltigeurs', 'Guard'];
const cells = lists.flatMap((row, i) => lists.map((col, j) => ({ row, col, score: 0.5 + 0.1 * (i - j), lo: 0.45 + 0.1 * (i - j), hi: 0.55 + 0.1 * (i - j) })));
const scores = [
  { label: 'French Line Infantry (1809) vs Guard', score: 0.31, lo: 0.28, hi: 0.34 },
  { label: 'Voltigeurs vs Guard', score: 0.42, lo: 0.39, hi: 0.45 },
];
const turns = [3, 4, 5, 6, 7].map((value, i) => ({ value, count: [5, 30, 40, 20, 5][i] }));
const field = lists.map((label, i) => ({ label, value: 0.44 + 0.06 * i, lo: 0.42 + 0.06 * i, hi: 0.46 + 0.06 * i }));
const sweep = [10, 14, 18, 22].map((x) => ({ x, score: (x - 6) / 20, lo: (x - 8) / 20, hi: (x - 4) / 20 }));

function report(withCharts: boolean): ReportInput {
  return {
    title: 'Browser check',
    manifest: { seed: 1 },
    tables: [{ name: 'summary', rows: scores }],
    charts: withCharts
      ? [
          { name: 'score', title: 'Score', spec: scoreBarChart(scores, 'Score') },
          { name: 'turns', title: 'Turns', spec: histogramChart(turns, 'Turns', 'Turns') },
          { name: 'matrix', title: 'Matrix', spec: heatmapChart(cells, 'Matrix') },
          { name: 'field', title: 'Field', spec: rankedBarChart(field, 'Field', 'Mean score', { band: [0.45, 0.55] }) },
          { name: 'sweep', title: 'Sweep', spec: sweepChart(sweep, undefined, { x: 16, lo: 15, hi: 17 }, 'Sweep', 'Points') },
        ]
      : [],
    summaryJson: {},
  };
}

describe('report page in headless Chromium', () => {
  it.skipIf(!chromium)(
    chromium ? 'draws every chart with its marks and shows them on screen' : `SKIPPED: Chromium not installed (${CHROMIUM_INSTALL})`,
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'volley-browser-'));
      try {
        await writeReportDir(join(dir, 'charts'), await buildReport(report(true)));
        await writeReportDir(join(dir, 'plain'), await buildReport(report(false)));

        // Two Chromium runs at a time: one per core.
        const size = { width: 1200, height: 2600 };
        const [dom, shot] = await Promise.all([
          checkChartsInDom(join(dir, 'charts', 'index.html')),
          screenshotHtml(join(dir, 'charts', 'index.html'), join(dir, 'charts.png'), size),
        ]);
        const [plainDom, plain] = await Promise.all([
          checkChartsInDom(join(dir, 'plain', 'index.html')),
          screenshotHtml(join(dir, 'plain', 'index.html'), join(dir, 'plain.png'), size),
        ]);
        // The DOM Chromium built holds all five SVGs, each with its data marks.
        expect(dom.svgCount).toBe(5);
        const items = (i: number, type: string, name: string) => dom.charts[i].find((g) => g.type === type && g.name === name)?.items;
        expect(items(0, 'rect', 'layer_0_marks')).toBe(scores.length);
        expect(items(1, 'rect', 'marks')).toBe(turns.length);
        expect(items(2, 'rect', 'layer_0_marks')).toBe(cells.length);
        expect(items(2, 'text', 'layer_1_marks')).toBe(cells.length);
        expect(items(3, 'rect', 'layer_1_marks')).toBe(field.length);
        expect(items(4, 'symbol', 'layer_6_marks')).toBe(sweep.length);
        expect(plainDom.svgCount).toBe(0);

        // On screen: the page's only colour comes from chart marks, so the same page without
        // charts has none and the one with charts has plenty.
        expect(pngInfo(await readFile(join(dir, 'charts.png')))).toEqual(size);
        expect((await stat(join(dir, 'charts.png'))).size).toBe(shot.bytes);
        expect(plain.colouredPixels).toBe(0);
        expect(shot.colouredPixels).toBeGreaterThan(0);
        // The bars, cells and band cover far more than a stray pixel: at least one heatmap cell
        // (64×40 px) worth of colour.
        expect(shot.colouredPixels).toBeGreaterThan(64 * 40);
        expect(shot.bytes).toBeGreaterThan(plain.bytes);
        expect(shot.inkPixels).toBeGreaterThan(plain.inkPixels);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
