// The SfG policy ladder (issue 11, item 4): every AI general against every other on the default
// battle's lists (`volley policies sfg`). The target: the best must beat random in ≥ 95%
// of games. The fast checks play the heuristics and random, and search against random, few games
// at a fixed seed, and assert only what those intervals carry; VOLLEY_SLOW=1 plays the whole
// ladder, search included (800 games a pairing: search's edge over assault, about 56%, needs them
// for its interval to clear ½), and asserts that search is the strongest and the target by the Wilson
// interval's lower bound.
import { describe, expect, it } from 'vitest';
import { runLadder, type LadderResult } from '../../src/analysis/policies/run.js';
import { cellOf, ranked } from '../../src/analysis/policies/report.js';
import { wilson } from '../../src/engine/stats/wilson.js';

const SLOW = process.env.VOLLEY_SLOW === '1';

/** Games policy p won against q (draws are not wins), and the games they played. */
function wins(r: LadderResult, p: string, q: string): { won: number; games: number } {
  const t = r.tallies.find((x) => (x.policy === p && x.opponent === q) || (x.policy === q && x.opponent === p))!;
  return { won: t.policy === p ? t.tally.winsA : t.tally.winsB, games: t.tally.games };
}

describe('volley policies sfg', () => {
  it(
    'fast (the heuristics and random, 40 games a pairing, seed 1): the ' +
      'top-rated policy beats random, its win rate and its score against ' +
      'random above ½ by the 95% intervals, and random scores below ½ against ' +
      'the field',
    async () => {
      const r = await runLadder('sfg', { policies: ['assault', 'firefight', 'hold', 'random'], games: 40, seed: 1, workers: 0 });
      const order = ranked(r);
      const top = order[0].list;
      expect(top).not.toBe('random');
      const w = wins(r, top, 'random');
      expect(w.games).toBe(40);
      expect(wilson(w.won, w.games).lo).toBeGreaterThan(0.5);
      expect(cellOf(r, top, 'random')!.lo).toBeGreaterThan(0.5);
      expect(order.find((f) => f.list === 'random')!.fieldHi).toBeLessThan(0.5);
    },
  );

  it('fast (search and random, 16 games, seed 1): search beats random, its score above ½ by the 95% interval', async () => {
    const r = await runLadder('sfg', { policies: ['search', 'random'], games: 16, seed: 1, workers: 0 });
    expect(r.tallies[0].tally.games).toBe(16);
    expect(cellOf(r, 'search', 'random')!.lo).toBeGreaterThan(0.5);
  });

  it.runIf(SLOW)(
    'VOLLEY_SLOW: the whole ladder (search included, 800 games a pairing, ' +
      'seed 1): search rates highest and scores above ½ against every other ' +
      'policy by the 95% intervals; the best beats random in ≥ 95% of games, ' +
      'the Wilson 95% interval of its win rate above 95%',
    async () => {
      const r = await runLadder('sfg', { games: 800, seed: 1, chunk: 25 }); // the CLI's ladder chunk: search's chunks stay inside the hang bound
      expect(r.policies).toContain('search');
      const top = ranked(r)[0].list;
      expect(top).toBe('search');
      for (const q of r.policies) if (q !== 'search') expect(cellOf(r, 'search', q)!.lo, `search v ${q}`).toBeGreaterThan(0.5);
      const w = wins(r, top, 'random');
      expect(wilson(w.won, w.games).lo, `${top}: ${w.won} of ${w.games}`).toBeGreaterThan(0.95);
    },
    3_600_000,
  );
});
