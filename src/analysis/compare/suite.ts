import { InputError } from '../../rulesets/errors.js';
import type { Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { loadWithSides, matchupId, readPoule, resolveFrom } from '../shared/poule.js';
import type { RuleSet } from '../shared/rules.js';
import { findPolicy } from '../../rulesets/registry.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A compare suite: a scenario-like file (`ruleset:` first; name, games = the game cap per
 * matchup, seed, policies, options, and any key the ruleset takes besides `sides`) naming the
 * matchups to check:
 *   matchups:
 *     - [<side entry>, <side entry>]          one matchup (entries as under sides:)
 *     - {poule: poules/french.yaml}           every allowed pair of a poule file (relative path)
 *   poule: poules/french.yaml                 shorthand for one {poule: ...} item
 *   tolerance: 0.05, h0: 0.025                the gate's hypotheses for this suite (flags override)
 */
export const SUITE_KEYS = ['matchups', 'poule', 'tolerance', 'h0'] as const;

export interface SuiteMatchup {
  /** Stable id (seeds): 'A~B' from the list names. */
  id: string;
  listA: string;
  listB: string;
  /** Loads the matchup under a rule set (base or variant). */
  load(rules: RuleSet): Scenario;
}

export interface Suite {
  file: string;
  name: string;
  matchups: SuiteMatchup[];
  /** The first matchup (base rules), for the ruleset and defaults. */
  first: Scenario;
  /** The suite file's own games (cap), seed, policies and pairs; they apply to every matchup, poule ones included. */
  games?: number;
  seed?: number | string;
  policies?: [string, string];
  pairs?: boolean;
  tolerance?: number;
  h0?: number;
}

export function readSuite(file: string): Suite {
  const y = readYamlFile(file);
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(file, path.join('.'), problem, hint, y.source.lineOf(path));
  };
  if (!isMap(y.doc)) return fail([], 'expected a YAML mapping', 'a suite starts with `ruleset:` and has `matchups:`');
  const doc = y.doc;
  const items: unknown[] = [];
  if (doc.matchups !== undefined) {
    if (!Array.isArray(doc.matchups)) fail(['matchups'], 'expected a list', 'matchups: [ [A, B], {poule: file.yaml} ]');
    items.push(...(doc.matchups as unknown[]));
  }
  if (doc.poule !== undefined) items.push({ poule: doc.poule });
  if (items.length === 0) fail(['matchups'], 'the suite names no matchups', 'add matchups: [[<side>, <side>]] or poule: <file>');
  if ('sides' in doc) fail(['sides'], 'a suite names its matchups under `matchups:`', 'move the pair to matchups: [[A, B]]');

  const matchups: SuiteMatchup[] = [];
  const name = doc.name === undefined ? (file.split(/[\\/]/).pop() ?? 'suite').replace(/\.ya?ml$/i, '') : String(doc.name);
  items.forEach((item, m) => {
    const at = doc.matchups !== undefined && m < (doc.matchups as unknown[]).length ? ['matchups', m] : ['poule'];
    if (Array.isArray(item)) {
      if (item.length !== 2) fail(at, 'expected a pair of side entries', 'e.g. - [{name: A, ...}, {name: B, ...}]');
      const pair = item as [unknown, unknown];
      const loadIt = (rules: RuleSet, label: string) => loadWithSides(file, pair, SUITE_KEYS, doc, label, rules);
      const probe = loadIt({ label: '', options: {}, patches: [] }, `matchup${m}`);
      const sides = probe.ruleset.sides(probe.setup);
      matchups.push({
        id: matchupId(sides[0].name, sides[1].name),
        listA: sides[0].name,
        listB: sides[1].name,
        load: (rules) => loadIt(rules, `${sides[0].name}_v_${sides[1].name}`),
      });
    } else if (isMap(item) && typeof item.poule === 'string') {
      const pouleFile = resolveFrom(file, item.poule);
      const poule = readPoule(pouleFile);
      for (const [i, j] of poule.pairs) {
        const a = poule.names[i];
        const b = poule.names[j];
        matchups.push({ id: matchupId(a, b), listA: a, listB: b, load: (rules) => poule.matchup(i, j, rules) });
      }
    } else {
      fail(at, 'expected a pair of side entries or {poule: <file>}', 'e.g. - {poule: poules/french.yaml}');
    }
  });
  const seen = new Set<string>();
  for (const mu of matchups) {
    if (seen.has(mu.id)) fail(['matchups'], `matchup ${mu.listA} v ${mu.listB} is named twice`, 'list each matchup once');
    seen.add(mu.id);
  }
  const first = matchups[0].load({ label: '', options: {}, patches: [] });
  if (doc.games !== undefined && !(Number.isInteger(doc.games) && (doc.games as number) > 0))
    fail(['games'], `'${String(doc.games)}' is not a positive whole number`, 'games: the cap per matchup and arm, e.g. 20000');
  if (doc.seed !== undefined && typeof doc.seed !== 'number' && typeof doc.seed !== 'string') fail(['seed'], 'expected a number or a word', 'e.g. seed: 1');
  if (doc.pairs !== undefined && typeof doc.pairs !== 'boolean') fail(['pairs'], 'expected true or false', 'pairs: true plays mirrored pairs');
  for (const key of ['tolerance', 'h0'] as const) {
    const v = doc[key];
    if (v !== undefined && !(typeof v === 'number' && v >= 0 && v < 1))
      fail(
        [key],
        `'${String(v)}' is not a score difference in [0, 1)`,
        `e.g. ${key}: ${key === 'h0' ? 0.025 : 0.05} for ` + `${key === 'h0' ? 2.5 : 5} points of score`,
      );
  }
  let policies: [string, string] | undefined;
  if (doc.policies !== undefined) {
    const raw = typeof doc.policies === 'string' ? [doc.policies] : doc.policies;
    if (!Array.isArray(raw) || raw.length < 1 || raw.length > 2)
      fail(['policies'], 'expected one policy or a pair', `known: ${Object.keys(first.ruleset.policies).join(', ')}`);
    const pair = (raw as unknown[]).map(String);
    pair.forEach((p, i) => {
      if (!findPolicy(first.ruleset, p))
        fail(['policies', i], `unknown policy '${p}' for ${first.ruleset.id}`, `known: ${Object.keys(first.ruleset.policies).join(', ')}`);
    });
    policies = (pair.length === 1 ? [pair[0], pair[0]] : pair) as [string, string];
  }
  return {
    file,
    name,
    matchups,
    first,
    games: doc.games as number | undefined,
    seed: doc.seed as number | string | undefined,
    policies,
    pairs: doc.pairs as boolean | undefined,
    tolerance: doc.tolerance as number | undefined,
    h0: doc.h0 as number | undefined,
  };
}
