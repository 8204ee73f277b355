import { describe, expect, it } from 'vitest';
import { ladderReport } from '../../src/analysis/policies/report.js';
import { runLadder } from '../../src/analysis/policies/run.js';
import { buildReport } from '../../src/report/index.js';

/** The policy-ladder page (issue 29 item 2): one ratings table, one score matrix in percent, named heatmap axes. */
describe('volley policies: the page', () => {
  it('one table per result, the policy a column; percentages, not 4-decimal fractions', async () => {
    const r = await runLadder('intro', { policies: ['greedy', 'aggressive', 'random'], games: 8, seed: 1, workers: 0 });
    const files = await buildReport(ladderReport(r));
    const html = String(files.find((f) => f.path === 'index.html')?.content);
    for (const name of ['summary', 'matrix', 'cells']) {
      const captions = html.match(new RegExp(`<caption>[^<]*\\(${name}\\.csv\\)</caption>`, 'g')) ?? [];
      expect(captions, name).toHaveLength(1);
      expect(captions[0]).not.toContain(', policy ');
    }
    const matrix = html.slice(html.indexOf('(matrix.csv)'), html.indexOf('</table>', html.indexOf('(matrix.csv)')));
    expect(matrix).toMatch(/\d+\.\d%/);
    expect(matrix).not.toMatch(/\b0\.\d{4}\b/);
    const heatmap = String(files.find((f) => f.path === 'heatmap.svg')?.content);
    expect(heatmap).toContain('Opponent policy');
    expect(heatmap).toContain('>Policy<');
    expect(heatmap).not.toContain('>List<');
  });
});
