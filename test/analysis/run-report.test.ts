import { describe, expect, it } from 'vitest';
import { histogramRows, lossesText, runReportFiles, type RunResults } from '../../src/analysis/run/report.js';
import { addOutcome, emptyTally } from '../../src/engine/tally.js';
import { escapeHtml } from '../../src/report/html.js';
import { findRuleset, rulesetIds } from '../../src/rulesets/registry.js';
import type { SideInfo } from '../../src/rulesets/types.js';

describe('run report histograms', () => {
  it('keeps one bar per value when the range is narrow (game turns)', () => {
    expect(histogramRows({ 3: 5, 4: 7, 9: 1 })).toEqual([
      { value: 3, count: 5 },
      { value: 4, count: 7 },
      { value: 9, count: 1 },
    ]);
  });

  it('bins a wide range (points lost) into round-width bins, keeping every game', () => {
    const hist: Record<number, number> = { 0: 10, 26: 4, 52: 3, 60: 2, 387: 50, 392: 1 };
    const rows = histogramRows(hist, 40);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(70);
    // width 10 for a 0..392 range: 387 and 392 fall in different bins, 52 and 60 too
    const centres = rows.map((r) => r.value);
    expect(centres).toContain(4.5);
    expect(rows.find((r) => r.value === 384.5)?.count).toBe(50);
    expect(rows.find((r) => r.value === 394.5)?.count).toBe(1);
  });
});

describe("run page: the points-lost paragraph in each game's own words (issue 29 item 1)", () => {
  const sides: [SideInfo, SideInfo] = [
    { name: 'Blue', points: 100 },
    { name: 'Red', points: 90 },
  ];
  /** Blue wins once with Red wholly lost, Red wins once with Blue losing 40 of 100. */
  function tally() {
    const t = emptyTally();
    addOutcome(t, { winner: 0, reason: 'r', turns: 5, pointsLost: [10, 90], score: [1, 0], metrics: {} }, false);
    addOutcome(t, { winner: 1, reason: 'r', turns: 6, pointsLost: [40, 20], score: [0, 1], metrics: {} }, false);
    return t;
  }
  const pageText = async (ruleset: string) => {
    const r: RunResults = {
      name: 'x',
      matchupId: 'Blue~Red',
      sides,
      seed: 1,
      pairs: false,
      metricNames: [],
      manifest: { ruleset, options: {} },
      results: [{ policies: ['p', 'p'], tally: tally() }],
    };
    const files = await runReportFiles(r);
    return String(files.find((f) => f.path === 'index.html')?.content);
  };

  for (const id of rulesetIds()) {
    it(`${id}: the page carries the ruleset's words and the counts`, async () => {
      const words = findRuleset(id)?.pointsLost;
      expect(words, `${id} supplies Ruleset.pointsLost`).toBeTruthy();
      const html = await pageText(id);
      expect(html).toContain(escapeHtml(words!));
      expect(html).toContain('Red: 1 of 2 games at its whole list (90 pts), having lost 1');
      expect(html).toContain('Blue: 0 of 2 games at its whole list (100 pts), having lost 1');
      // SDS 10.8's rout scoring is SDS wording: no other game's page may carry it
      if (id !== 'sds') expect(html).not.toMatch(/rout/i);
    });
  }

  it("without the game's words the paragraph states only the counts", () => {
    expect(lossesText(sides, tally())).toBe(
      'Points lost per game, each list in its own panel. ' +
        'Blue: 0 of 2 games at its whole list (100 pts), having lost 1; Red: 1 of 2 games at its whole list (90 pts), having lost 1.',
    );
  });
});
