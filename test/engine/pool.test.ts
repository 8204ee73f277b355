// The pool sends a setup to each worker once (later chunks carry only its key): a worker that
// has not seen it, such as one started after a crash, asks for it again, and no result changes.
import { describe, expect, it } from 'vitest';
import { openPool, runMatchups, type MatchupJob } from '../../src/engine/runner.js';
import { loadScenario } from '../../src/scenario/load.js';

describe('setups sent once per worker', () => {
  it('a replacement worker without the setup gets it again: same tallies as in-process, compare included', async () => {
    const sc = loadScenario('scenarios/intro/default.yaml');
    const flag = sc.ruleset.options.find((o) => o.type === 'boolean')!;
    const variant = loadScenario('scenarios/intro/default.yaml', { options: { [flag.key]: !flag.default } });
    const jobs: MatchupJob[] = [
      { id: 'a', rulesetId: 'intro', setup: sc.setup, policies: ['greedy', 'greedy'], games: 60, pairs: true },
      { id: 'b', rulesetId: 'intro', setup: sc.setup, variantSetup: variant.setup, policies: ['greedy', 'greedy'], games: 40, pairs: false },
    ];
    const inProcess = await runMatchups(jobs, { masterSeed: 5, workers: 0 });
    // chunk 4 is past the first chunks that carry job a's setup: its worker dies, and the
    // replacement (and job b's later chunks on it) must fetch the setup again
    const pooled = await runMatchups(jobs, { masterSeed: 5, workers: 1, chunkSize: 5, crashChunk: 4, minChunkSeconds: 30 });
    expect(pooled.map((r) => [r.tally, r.compare])).toEqual(inProcess.map((r) => [r.tally, r.compare]));
  }, 60_000);

  it('runs on a kept pool (openPool) play as in-process runs, run after run', async () => {
    const sc = loadScenario('scenarios/intro/default.yaml');
    const job = (games: number, firstUnit: number): MatchupJob => ({
      id: 'm',
      rulesetId: 'intro',
      setup: sc.setup,
      policies: ['greedy', 'greedy'],
      games,
      pairs: true,
      firstUnit,
    });
    const pool = openPool(2);
    try {
      for (const [games, first] of [
        [40, 0],
        [30, 20],
        [50, 35],
      ]) {
        const [kept] = await runMatchups([job(games, first)], { masterSeed: 9, pool, chunkSize: 4 });
        const [alone] = await runMatchups([job(games, first)], { masterSeed: 9, workers: 0 });
        expect(kept.tally).toEqual(alone.tally);
      }
      expect(pool.runs).toBe(3);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
