import { describe, it, expect } from 'vitest';
import { discoverColumns, formatCsvNumber, toCsv } from '../../src/report/csv.js';

describe('formatCsvNumber', () => {
  it('writes integers exactly and rounds other numbers to 6 decimals without trailing zeros', () => {
    expect(formatCsvNumber(100000)).toBe('100000');
    expect(formatCsvNumber(-3)).toBe('-3');
    expect(formatCsvNumber(0.46701000000000004)).toBe('0.46701');
    expect(formatCsvNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatCsvNumber(2 / 3)).toBe('0.666667');
    expect(formatCsvNumber(0.5)).toBe('0.5');
    expect(formatCsvNumber(1e-9)).toBe('0');
    expect(formatCsvNumber(-1e-9)).toBe('0');
    expect(formatCsvNumber(-0)).toBe('0');
    expect(formatCsvNumber(2 / 3, 2)).toBe('0.67');
  });

  it('spells out non-finite values and leaves NaN empty', () => {
    expect(formatCsvNumber(NaN)).toBe('');
    expect(formatCsvNumber(Infinity)).toBe('Infinity');
    expect(formatCsvNumber(-Infinity)).toBe('-Infinity');
  });
});

describe('toCsv', () => {
  it('writes header and rows with booleans, nulls, quoting and JSON for objects', () => {
    const csv = toCsv([
      { name: 'A, "the first"', score: 0.46701000000000004, ok: true, note: null, extra: [1, 2] },
      { name: 'B', score: 1 / 3, ok: false, note: undefined, extra: { k: 1 } },
    ]);
    expect(csv).toBe('name,score,ok,note,extra\n' + '"A, ""the first""",0.46701,true,,"[1,2]"\n' + 'B,0.333333,false,,"{""k"":1}"\n');
  });

  it('follows the given columns (order and selection) and leaves missing values empty', () => {
    expect(toCsv([{ a: 1, b: 2, c: 3 }, { a: 4 }], ['c', 'a', 'b'])).toBe('c,a,b\n3,1,2\n,4,\n');
  });

  it('discovers columns over all rows in order of first appearance', () => {
    expect(discoverColumns([{ a: 1 }, { b: 2, a: 3 }, { c: 4 }])).toEqual(['a', 'b', 'c']);
    expect(toCsv([{ a: 1 }, { b: 2 }])).toBe('a,b\n1,\n,2\n');
  });

  it('writes a header line for no rows when columns are known, nothing otherwise', () => {
    expect(toCsv([], ['x', 'y'])).toBe('x,y\n');
    expect(toCsv([])).toBe('');
  });

  it('is byte-stable: sums computed in a different order give the same text', () => {
    const values = Array.from({ length: 1000 }, (_, i) => Math.sin(i) / 7);
    const forward = values.reduce((s, v) => s + v, 0) / values.length;
    const backward = [...values].reverse().reduce((s, v) => s + v, 0) / values.length;
    // The raw doubles differ in the last bits; the CSV text must not.
    expect(forward).not.toBe(backward);
    expect(toCsv([{ mean: forward }])).toBe(toCsv([{ mean: backward }]));
    const rows = [{ p: 0.1 + 0.2, n: 7, q: 1 / 7 }];
    expect(toCsv(rows)).toBe(toCsv(structuredClone(rows)));
  });
});
