import { describe, expect, it } from 'vitest';
import { emptyTally } from '../../src/engine/tally.js';
import { tiebreakOf, tiebreakText, type TiebreakMode } from '../../src/report/tiebreak.js';

/** A tally with these outcome reasons counted. */
function tallyOf(reasons: Record<string, number>) {
  const t = emptyTally();
  for (const [k, v] of Object.entries(reasons)) {
    t.reasons[k] = v;
    t.games += v;
  }
  return t;
}

const mode = (value: string, score: number, lo: number, hi: number, verdict: string): TiebreakMode => ({
  value,
  policies: ['assault', 'assault'],
  score,
  lo,
  hi,
  verdict,
});

describe('Ruleset.tiebreak in run reports', () => {
  it('SfG: the share of battles decided by the game score (SFG-10.6 / G12), per pairing', () => {
    const results = [
      { policies: ['assault', 'assault'] as [string, string], tally: tallyOf({ objectives: 50, score: 30, eliminated: 20 }) },
      { policies: ['random', 'random'] as [string, string], tally: tallyOf({ objectives: 9, score: 1 }) },
    ];
    const t = tiebreakOf({ ruleset: 'sfg', options: { scoreMode: 'points' } }, results);
    expect(t?.option).toBe('scoreMode');
    expect(t?.results.map((r) => [r.decided, r.games, r.share])).toEqual([
      [30, 100, 0.3],
      [1, 10, 0.1],
    ]);
    expect(tiebreakText(t!)).toContain('30.0% (30 of 100 games, assault/assault); 10.0% (1 of 10 games, random/random)');
    // the option that reads it, not the spec's tag (issue 29 item 12)
    expect(tiebreakText(t!)).toContain('scoreMode=points');
    expect(tiebreakText(t!)).not.toMatch(/\bG12\b/);
  });

  it('says when the verdict differs by reading, and when it does not', () => {
    const results = [{ policies: ['assault', 'assault'] as [string, string], tally: tallyOf({ score: 4, objectives: 6 }) }];
    const differ = tiebreakOf({ ruleset: 'sfg', options: {} }, results, [
      mode('points', 0.43, 0.41, 0.45, 'outmatched'),
      mode('bases', 0.48, 0.46, 0.5, 'inconclusive'),
    ]);
    expect(tiebreakText(differ!)).toContain('The verdict differs by reading');
    expect(tiebreakText(differ!)).toContain('scoreMode=bases: 48.0% [46.0%, 50.0%] inconclusive');
    const same = tiebreakOf({ ruleset: 'sfg', options: {} }, results, [
      mode('points', 0.43, 0.4, 0.46, 'inconclusive'),
      mode('bases', 0.48, 0.45, 0.51, 'inconclusive'),
    ]);
    expect(tiebreakText(same!)).toContain('Same verdict under every reading');
  });

  it('a ruleset without a tiebreak hook reports none', () => {
    expect(tiebreakOf({ ruleset: 'sds', options: {} }, [{ policies: ['a', 'a'], tally: tallyOf({ score: 3 }) }])).toBeUndefined();
  });
});
