import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { testRuleset } from '../helpers/testRuleset.js';

// Every shipped game against the kit's conformance harness, on its shipped scenarios.
const cases = (files: string[]) => files.map((f) => ({ name: f, setup: loadScenario(f).setup }));

testRuleset(findRuleset('intro')!, cases(['scenarios/intro/default.yaml', 'scenarios/intro/mirror.yaml']));
testRuleset(findRuleset('sds')!, cases(['scenarios/sds/default.yaml', 'scenarios/sds/france-vs-russia-cossacks.yaml']), 3);
