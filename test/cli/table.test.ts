import { describe, expect, it } from 'vitest';
import { terminalTable } from '../../src/cli/table.js';

describe('terminal tables', () => {
  it('every column starts at the same place on every line; number columns end aligned', () => {
    const text = terminalTable(
      ['list', 'games', 'score [95% CI]'],
      [
        ['France line company (400)', '100,000', '45.9% [45.6, 46.2]'],
        ['Prussia', '60', '5.0% [4.0, 6.0]'],
      ],
    );
    const lines = text.split('\n');
    expect(lines).toHaveLength(4); // header, rule, two rows
    const [head, , a, b] = lines;
    const gamesEnd = head.indexOf('games') + 'games'.length;
    // the list column is left-aligned: the second column starts after the longest list name
    expect(a.indexOf('100,000')).toBeGreaterThan('France line company (400)'.length);
    // right-aligned numbers end in the same place
    expect(a.indexOf('100,000') + '100,000'.length).toBe(b.indexOf('60') + 2);
    expect(a.indexOf('100,000') + '100,000'.length).toBeGreaterThanOrEqual(gamesEnd);
    expect(a.lastIndexOf(']')).toBe(b.lastIndexOf(']'));
    for (const l of lines) expect(l).toBe(l.trimEnd());
  });
});
