import { describe, it, expect } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildReport, readReportInput, type ReportInput } from '../../src/report/bundle.js';
import { heatmapChart, histogramChart, scoreBarChart } from '../../src/report/charts.js';
import { writeReportDir } from '../../src/report/writer.js';
import { markGroups, svgElements } from '../../src/report/svgMarks.js';

function input(): ReportInput {
  const cells = ['A', 'B'].flatMap((row) => ['A', 'B'].map((col) => ({ row, col, score: row === col ? 0.5 : row === 'A' ? 0.6 : 0.4, lo: 0.3, hi: 0.7 })));
  return {
    title: 'Example',
    manifest: { volley: '0.1.0', seed: 7 },
    tables: [
      { name: 'summary', rows: [{ matchup: 'A vs B', games: 1000, score: 0.6000000000000001 }], formats: { score: 'percent' } },
      { name: 'matrix', rows: cells, columns: ['row', 'col', 'score'] },
    ],
    charts: [
      { name: 'score', title: 'Score', spec: scoreBarChart([{ label: 'A vs B', score: 0.6, lo: 0.57, hi: 0.63 }], 'Score') },
      {
        name: 'turns',
        title: 'Turns',
        spec: histogramChart(
          [
            { value: 3, count: 400 },
            { value: 4, count: 600 },
          ],
          'Turns',
          'Turns',
        ),
      },
      { name: 'matrix', title: 'Matrix', spec: heatmapChart(cells, 'Matrix') },
    ],
    summaryJson: { games: 1000, score: 0.6 },
    sections: [{ heading: 'Headline', text: 'A beats B.', charts: ['score'], tables: ['summary'] }],
  };
}

describe('buildReport', () => {
  it('lists csv per table, vl.json and svg per chart, summary.json, report.json and index.html', async () => {
    const files = await buildReport(input());
    expect(files.map((f) => f.path)).toEqual([
      'summary.csv',
      'matrix.csv',
      'score.vl.json',
      'score.svg',
      'turns.vl.json',
      'turns.svg',
      'matrix.vl.json',
      'matrix.svg',
      'summary.json',
      'report.json',
      'index.html',
    ]);
    const byPath = new Map(files.map((f) => [f.path, String(f.content)]));
    expect(byPath.get('summary.csv')).toBe('matchup,games,score\nA vs B,1000,0.6\n');
    expect(byPath.get('matrix.csv')!.split('\n')[0]).toBe('row,col,score');
    expect(JSON.parse(byPath.get('score.vl.json')!)).toEqual(input().charts[0].spec);
    expect(JSON.parse(byPath.get('summary.json')!)).toEqual({ games: 1000, score: 0.6 });

    // Every chart is in the page exactly as in its .svg file, unplaced ones under "Other results".
    const html = byPath.get('index.html')!;
    for (const name of ['score', 'turns', 'matrix']) expect(html).toContain(byPath.get(`${name}.svg`)!);
    expect(svgElements(html)).toHaveLength(3);
    expect(html).toContain('<h2>Headline</h2>');
    expect(html).toContain('<h2>Other results</h2>');
    expect(html.indexOf('<h2>Headline</h2>')).toBeLessThan(html.indexOf('<h2>Other results</h2>'));
    expect(html).toContain('<td class="num">60.0%</td>');
    // The heatmap in the page still has its four cells.
    const heat = markGroups(svgElements(html)[2]);
    expect(heat.find((g) => g.type === 'rect')!.items).toBe(4);
  });

  it('lays out all charts then all tables when no sections are given', async () => {
    const html = String((await buildReport({ ...input(), sections: undefined })).at(-1)!.content);
    expect(html).toContain('<h2>Charts</h2>');
    expect(html).toContain('<h2>Tables</h2>');
    expect(html).not.toContain('Other results');
  });

  it('rejects unusable or clashing names and unknown section references', async () => {
    await expect(buildReport({ ...input(), tables: [{ name: '../x', rows: [] }] })).rejects.toThrow(/table name/);
    await expect(buildReport({ ...input(), sections: undefined, charts: [{ name: 'a b', title: 't', spec: {} }] })).rejects.toThrow(/chart name/);
    await expect(
      buildReport({
        ...input(),
        tables: [
          { name: 'summary', rows: [] },
          { name: 'summary', rows: [] },
        ],
      }),
    ).rejects.toThrow(/already taken/);
    await expect(buildReport({ ...input(), sections: [{ heading: 'h', charts: ['nope'] }] })).rejects.toThrow(/unknown chart nope/);
  });

  it('rebuilds a byte-identical folder from its report.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'volley-bundle-'));
    try {
      const files = await buildReport(input());
      await writeReportDir(join(dir, 'run'), files);
      const again = await buildReport(await readReportInput(join(dir, 'run')));
      expect(again.map((f) => [f.path, String(f.content)])).toEqual(files.map((f) => [f.path, String(f.content)]));
      await expect(readReportInput(dir)).rejects.toThrow(/cannot read/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives the same bytes in a fresh process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'volley-bundle-'));
    try {
      const files = await buildReport(input());
      const specPath = join(dir, 'input.json');
      await writeFile(specPath, JSON.stringify(input()));
      const script = [
        `import { buildReport } from ${JSON.stringify(new URL('../../src/report/bundle.ts', import.meta.url).href)};`,
        `import { readFileSync, writeFileSync } from 'node:fs';`,
        `const files = await buildReport(JSON.parse(readFileSync(${JSON.stringify(specPath)}, 'utf8')));`,
        `writeFileSync(${JSON.stringify(join(dir, 'out.json'))}, JSON.stringify(files.map((f) => [f.path, String(f.content)])));`,
      ].join('\n');
      await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
      const other = JSON.parse(await readFile(join(dir, 'out.json'), 'utf8'));
      expect(other).toEqual(files.map((f) => [f.path, String(f.content)]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
