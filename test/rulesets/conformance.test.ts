import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset, rulesetIds } from '../../src/rulesets/registry.js';
import { testRuleset } from '../helpers/testRuleset.js';

/**
 * Every shipped game against the kit's conformance harness, the same battery at the same depth,
 * from this one list (issue 28): a game added to the registry is added here. The depth is modest
 * for CI time: every check plays GAMES_PER_PAIRING games of every policy pairing on each scenario.
 */
const GAMES_PER_PAIRING = 2;

const SCENARIOS: Record<string, string[]> = {
  intro: ['scenarios/intro/default.yaml', 'scenarios/intro/mirror.yaml'],
  sds: ['scenarios/sds/default.yaml', 'scenarios/sds/france-vs-russia-cossacks.yaml'],
  sfg: ['scenarios/sfg/default.yaml'],
  alg: ['scenarios/alg/default.yaml', 'scenarios/alg/guards-v-bravi.yaml'],
};

for (const id of rulesetIds())
  if (!SCENARIOS[id]) throw new Error(`test/rulesets/conformance.test.ts: ruleset '${id}' has no scenarios in ` + `SCENARIOS: add its shipped scenarios`);

for (const [id, files] of Object.entries(SCENARIOS)) {
  const ruleset = findRuleset(id);
  if (!ruleset) throw new Error(`test/rulesets/conformance.test.ts: no ruleset '${id}' in the registry`);
  testRuleset(
    ruleset,
    files.map((f) => ({ name: f, setup: loadScenario(f).setup })),
    GAMES_PER_PAIRING,
  );
}
