// Golden tallies for AlG: a hash of the full tally of every shipped scenario under the default
// policy, of the default matchup under every other policy, and of every non-default value of
// every boolean and enum rule option on the default and guards v bravi matchups (routs and
// lone extras happen there), at fixed seeds. A change not
// meant to change games must keep them; after a deliberate change re-record with
// VOLLEY_GOLDEN_WRITE=1 and say so in the commit. (AlG plays a few hundred games/s.)
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runMatchups } from '../../src/engine/runner.js';
import { loadScenario } from '../../src/scenario/load.js';
import { tallyHash } from '../../src/rulesets/kit/golden.js';
import { algOptions } from '../../src/rulesets/alg/options.js';
import { algPolicies } from '../../src/rulesets/alg/policies/index.js';

const CASES: { name: string; file: string; policies: [string, string]; games: number; pairs: boolean; options?: Record<string, unknown> }[] = [
  { name: 'default own pairs', file: 'scenarios/alg/default.yaml', policies: ['aggressive', 'aggressive'], games: 100, pairs: true },
  { name: 'default own single', file: 'scenarios/alg/default.yaml', policies: ['aggressive', 'aggressive'], games: 50, pairs: false },
  { name: 'default cautious v aggressive', file: 'scenarios/alg/default.yaml', policies: ['cautious', 'aggressive'], games: 40, pairs: true },
  { name: 'default random v aggressive', file: 'scenarios/alg/default.yaml', policies: ['random', 'aggressive'], games: 40, pairs: true },
  { name: 'default search v aggressive', file: 'scenarios/alg/default.yaml', policies: ['search', 'aggressive'], games: 4, pairs: true },
  { name: 'guards v bravi own pairs', file: 'scenarios/alg/guards-v-bravi.yaml', policies: ['aggressive', 'aggressive'], games: 60, pairs: true },
  { name: 'mirror own pairs', file: 'scenarios/alg/mirror.yaml', policies: ['aggressive', 'aggressive'], games: 60, pairs: true },
  {
    name: 'default literal accounting, per-figure tests',
    file: 'scenarios/alg/default.yaml',
    policies: ['aggressive', 'aggressive'],
    games: 40,
    pairs: true,
    options: { steadfastnessAccounting: 'literal', squadTest: 'perFigure' },
  },
  {
    name: 'default rollPlusMods, oneMove routs',
    file: 'scenarios/alg/guards-v-bravi.yaml',
    policies: ['aggressive', 'aggressive'],
    games: 40,
    pairs: true,
    options: { moraleMode: 'rollPlusMods', routMoves: 'oneMove' },
  },
];

/** Enough games that each option value changes some game of each file it can change. */
const OPTION_GAMES = 200;
const OPTION_FILES = ['scenarios/alg/default.yaml', 'scenarios/alg/guards-v-bravi.yaml', 'scenarios/alg/mirror.yaml'];
// the defaults on the same games: an option case with the same hash does not change them (yet)
for (const file of OPTION_FILES) CASES.push({ name: `${file} defaults`, file, policies: ['aggressive', 'aggressive'], games: OPTION_GAMES, pairs: true });
for (const o of algOptions) {
  const values = o.type === 'boolean' ? [!o.default] : o.type === 'enum' ? (o.values ?? []).filter((v) => v !== o.default) : [];
  for (const v of values) {
    for (const file of OPTION_FILES) {
      CASES.push({
        name: `${file} option ${o.key}=${String(v)}`,
        file,
        policies: ['aggressive', 'aggressive'],
        games: OPTION_GAMES,
        pairs: true,
        options: { [o.key]: v },
      });
    }
  }
}

describe('golden tallies: alg', () => {
  it('pin every policy', () => {
    expect([...new Set(CASES.flatMap((c) => c.policies))].sort()).toEqual(Object.keys(algPolicies).sort());
  });
  it('plays exactly the recorded games', async () => {
    const record = new URL('./golden.json', import.meta.url);
    const got: Record<string, string> = {};
    for (const c of CASES) {
      const sc = loadScenario(c.file, { options: c.options });
      const [r] = await runMatchups([{ id: 'golden', rulesetId: 'alg', setup: sc.setup, policies: c.policies, games: c.games, pairs: c.pairs }], {
        masterSeed: 20261124,
        workers: 0,
      });
      got[c.name] = tallyHash(r.tally);
    }
    if (process.env.VOLLEY_GOLDEN_WRITE === '1') writeFileSync(record, `${JSON.stringify(got, null, 1)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(record, 'utf8')));
  });
});
