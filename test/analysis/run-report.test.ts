import { describe, expect, it } from 'vitest';
import { histogramRows } from '../../src/analysis/run/report.js';

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
