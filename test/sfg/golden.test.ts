// Golden tallies for SfG: a hash of the full tally of the shipped default battle under every
// policy but search (against firefight) and of the mirror battle, at fixed seeds. A change not
// meant to change games must keep them; after a deliberate rules change re-record with
// VOLLEY_GOLDEN_WRITE=1 and say so in the commit. (Small game counts: SfG plays ~100 battles/s.)
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runMatchups } from '../../src/engine/runner.js';
import { loadScenario } from '../../src/scenario/load.js';
import { tallyHash } from '../../src/rulesets/kit/golden.js';

const CASES: { name: string; file: string; policies: [string, string]; games: number; pairs: boolean; options?: Record<string, unknown> }[] = [
  { name: 'default own pairs', file: 'scenarios/sfg/default.yaml', policies: ['firefight', 'firefight'], games: 60, pairs: true },
  { name: 'default own single', file: 'scenarios/sfg/default.yaml', policies: ['firefight', 'firefight'], games: 30, pairs: false },
  { name: 'default assault v firefight', file: 'scenarios/sfg/default.yaml', policies: ['assault', 'firefight'], games: 20, pairs: true },
  { name: 'default hold v firefight', file: 'scenarios/sfg/default.yaml', policies: ['hold', 'firefight'], games: 20, pairs: true },
  { name: 'default random v firefight', file: 'scenarios/sfg/default.yaml', policies: ['random', 'firefight'], games: 20, pairs: true },
  { name: 'mirror own pairs', file: 'scenarios/sfg/mirror.yaml', policies: ['firefight', 'firefight'], games: 30, pairs: true },
  { name: 'default supportMode=strict', file: 'scenarios/sfg/default.yaml', policies: ['assault', 'assault'], games: 20, pairs: true, options: { supportMode: 'strict' } },
  { name: 'default corpsOrderEnabled, roadPieces=2', file: 'scenarios/sfg/default.yaml', policies: ['hold', 'random'], games: 20, pairs: true, options: { corpsOrderEnabled: true, roadPieces: 2 } },
  { name: 'default orderMalusScope=brigade', file: 'scenarios/sfg/default.yaml', policies: ['firefight', 'firefight'], games: 20, pairs: true, options: { orderMalusScope: 'brigade' } },
];

describe('golden tallies: sfg', () => {
  it('plays exactly the recorded games', async () => {
    const record = new URL('./golden.json', import.meta.url);
    const got: Record<string, string> = {};
    for (const c of CASES) {
      const sc = loadScenario(c.file, { options: c.options });
      const [r] = await runMatchups([{ id: 'golden', rulesetId: 'sfg', setup: sc.setup, policies: c.policies, games: c.games, pairs: c.pairs }], { masterSeed: 20261123, workers: 0 });
      got[c.name] = tallyHash(r.tally);
    }
    if (process.env.VOLLEY_GOLDEN_WRITE === '1') writeFileSync(record, `${JSON.stringify(got, null, 1)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(record, 'utf8')));
  });
});
