// Result tables as the page shows them: words for headers, value and interval in one cell, one
// table per policy, every column still reachable in a folded table.
import { describe, expect, it } from 'vitest';
import { readableHeader, viewTables } from '../../src/report/tableView.js';

describe('readable headers', () => {
  it('turns column names into words', () => {
    expect(readableHeader('meanPointsLostA')).toBe('mean points lost (A)');
    expect(readableHeader('scoreLo')).toBe('score low');
    expect(readableHeader('reason_timeTieBreak')).toBe('ended by time tie break');
    expect(readableHeader('listA')).toBe('list A');
    expect(readableHeader('scoreMethod')).toBe('interval');
    for (const k of ['scoreAsSide0', 'varianceSaved', 'winRateA', 'deltaCsLo', 'gamesPerArm', 'sdPointsLostB'])
      expect(readableHeader(k)).not.toMatch(/[a-z][A-Z]/);
  });
});

describe('viewTables', () => {
  const rows = [
    { policyA: 'aggressive', policyB: 'aggressive', listA: 'France', scoreA: 0.459, scoreLo: 0.456, scoreHi: 0.462, scoreMethod: 'wilson-pairs', games: 100 },
    { policyA: 'firefight', policyB: 'firefight', listA: 'France', scoreA: 0.51, scoreLo: 0.5, scoreHi: 0.52, scoreMethod: 'wilson-pairs', games: 100 },
  ];
  const columns = Object.keys(rows[0]);
  it('splits by policy, merges the interval into its value and folds the rest', () => {
    const v = viewTables({
      name: 'summary',
      caption: 'Result',
      rows,
      columns,
      formats: { scoreA: 'percent', scoreLo: 'percent', scoreHi: 'percent' },
      primary: ['listA', 'scoreA', 'games'],
    });
    expect(v.shown.map((t) => t.caption)).toEqual(['Result, policy aggressive (summary.csv)', 'Result, policy firefight (summary.csv)']);
    expect(v.shown[0].columns.map((c) => (typeof c === 'string' ? c : c.label))).toEqual(['list A', 'score of list A [95% interval]', 'games']);
    expect(v.shown[0].rows[0].scoreA).toBe('45.9% [45.6%, 46.2%]');
    // the fold keeps every column, method ids in words
    expect(v.folded?.columns.length).toBe(columns.length);
    expect(v.folded?.rows[0].scoreMethod).toBe('Wilson on mirrored pairs');
  });
  it('a change of score in points, as the headlines give it', () => {
    const v = viewTables({
      name: 'c',
      caption: 'C',
      rows: [{ delta: 0.051, deltaLo: -0.021, deltaHi: 0.08 }],
      columns: ['delta', 'deltaLo', 'deltaHi'],
      formats: { delta: 'points', deltaLo: 'points', deltaHi: 'points' },
    });
    expect(v.shown[0].rows[0].delta).toBe('+5.1 [−2.1, +8.0]');
    expect(v.shown[0].columns.map((c) => (typeof c === 'string' ? c : c.label))).toEqual(['change (percentage points) [95% interval]']);
  });

  it('one policy: no split, the policy named in the caption, no fold when every column is shown', () => {
    const v = viewTables({
      name: 't',
      caption: 'T',
      rows: [{ policy: 'greedy', list: 'Red', score: 0.5, lo: 0.4, hi: 0.6 }],
      columns: ['policy', 'list', 'score', 'lo', 'hi'],
    });
    expect(v.shown).toHaveLength(1);
    expect(v.shown[0].caption).toBe('T, policy greedy (t.csv)');
    expect(v.shown[0].rows[0].score).toBe('0.5000 [0.4000, 0.6000]');
    expect(v.folded).toBeUndefined();
  });
});
