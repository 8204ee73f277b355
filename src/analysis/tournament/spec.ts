import type { AnyRuleset } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { rulesetFor, type Scenario } from '../../scenario/load.js';
import { findPolicy, findRuleset, rulesetIds } from '../../rulesets/registry.js';
import { readYamlFile, type LoadedYaml } from '../../scenario/yaml.js';
import { loadWithSides, safeName } from '../shared/poule.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A tournament file: scenario-like (`ruleset:` first; name, seed, policies, options and any key
 * the ruleset takes besides `sides`) plus
 *
 *   tournaments: 1000          simulated events (default 1000; --tournaments wins)
 *   rounds: 4                  SDS 10.9: at least 4 (3 by exception)
 *   lists:                     every list brought by anyone
 *     - {poule: French, nation: France, side: <entry as under sides:>}
 *   players:
 *     - {name: Anna, main: <list name>, secondary: <list name>, policy: greedy}
 *   allowed:                   pairs of poule / nation / list names that may meet
 *     - [French, Allied]       (any French list v any Allied list)
 *     - [France, Naples]       (a pairing allowed within a poule)
 *   avoidRematches: true       house rule: Swiss pairing avoids rematches where possible (default
 *                              false: SDS 10.10 pairs 1v2, 3v4, … with no such rule)
 *   tiebreaks:                 ranking ties after tournament points, in order (SDS 10.10)
 *     - {metric: officersLost, of: opponent}    enemy officers eliminated
 *     - {metric: flagsCaptured, of: own}
 *
 * List names are the names the ruleset gives the sides (as in a poule file). Without `allowed:`
 * every pair of lists may meet.
 */
/** Most tournaments one command simulates, from the file or --tournaments. */
export const MAX_TOURNAMENTS = 10_000_000;

export const TOURNAMENT_KEYS = ['lists', 'players', 'allowed', 'rounds', 'tournaments', 'avoidRematches', 'tiebreaks'] as const;

export interface TournamentList {
  name: string;
  poule: string;
  nation?: string;
  entry: unknown;
}

export interface TournamentPlayer {
  name: string;
  main: number;
  secondary: number;
  policy: string;
}

export interface Tiebreak {
  metric: string;
  of: 'own' | 'opponent';
  /** False when the ruleset reports no such metric: the tie-break is skipped. */
  available: boolean;
}

export interface TournamentSpec {
  file: string;
  name: string;
  description: string;
  ruleset: AnyRuleset;
  tournaments: number;
  rounds: number;
  seed?: number | string;
  lists: TournamentList[];
  players: TournamentPlayer[];
  allowed: [string, string][];
  /** canMeet[i][j] for list indices. */
  canMeet: boolean[][];
  avoidRematches: boolean;
  tiebreaks: Tiebreak[];
  /** Setups of every list pair i ≤ j that players can bring to one table, list i on side 0. */
  setups: Map<string, unknown>;
  /** A loaded matchup (for the manifest: options, inputs). */
  sample: Scenario;
  inputs: { file: string; sha256: string }[];
  notes: string[];
}

export function setupKey(i: number, j: number): string {
  return i <= j ? `${i},${j}` : `${j},${i}`;
}

export function readTournament(file: string): TournamentSpec {
  const y: LoadedYaml = readYamlFile(file);
  const ruleset = rulesetFor(y);
  const doc = y.doc as Record<string, unknown>;
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(file, path.join('.'), problem, hint, y.source.lineOf(path));
  };
  const format = ruleset.tournamentFormat;
  if (!format)
    return fail(
      ['ruleset'],
      `${ruleset.id} has no tournament format`,
      `games with one: ` +
        `${rulesetIds()
          .filter((id) => findRuleset(id)?.tournamentFormat)
          .join(', ')}`,
    );
  if ('sides' in doc)
    fail(['sides'], 'a tournament names its lists under `lists:`, not `sides:`', 'move the entries to lists: [{poule, nation, side: <entry>}]');
  const int = (k: string, def: number, min: number, max: number): number => {
    const v = doc[k];
    if (v === undefined) return def;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      fail([k], `'${String(v)}' is not a whole number from ${min} to ${max}`, `e.g. ${k}: ${def}`);
    return v as number;
  };
  const tournaments = int('tournaments', 1000, 1, MAX_TOURNAMENTS);
  const rounds = int('rounds', 4, 1, 20);
  const notes: string[] = [];
  if (rounds < format.minRounds) notes.push(`${rounds} round(s): ${format.section} asks for ${format.roundsRule}`);

  if (!Array.isArray(doc.lists) || doc.lists.length < 2)
    fail(['lists'], 'expected a list of at least two lists', 'lists: [{poule: French, nation: France, side: <entry as under sides:>}, ...]');
  const rawLists = doc.lists as unknown[];
  const lists: TournamentList[] = rawLists.map((raw, i) => {
    if (!isMap(raw)) return fail(['lists', i], 'expected {poule, nation?, side}', 'e.g. {poule: French, nation: France, side: {list: ../lists/france-a.yaml}}');
    for (const k of Object.keys(raw))
      if (!['poule', 'nation', 'side'].includes(k)) fail(['lists', i, k], `unknown key '${k}'`, 'a tournament list has poule, nation (optional) and side');
    if (typeof raw.poule !== 'string' || raw.poule === '') fail(['lists', i, 'poule'], 'every list needs a poule', 'e.g. poule: French');
    if (raw.nation !== undefined && typeof raw.nation !== 'string') fail(['lists', i, 'nation'], 'expected a name', 'e.g. nation: France');
    if (raw.side === undefined) fail(['lists', i, 'side'], 'missing the side entry', 'the entry exactly as the ruleset takes it under sides:');
    return { name: '', poule: raw.poule as string, nation: raw.nation as string | undefined, entry: raw.side };
  });

  const setups = new Map<string, unknown>();
  let sample: Scenario | undefined;
  const inputs = new Map<string, string>([[file, y.sha256]]);
  const load = (i: number, j: number): Scenario => {
    const label = `${lists[i].name || `list${i}`}_v_${lists[j].name || `list${j}`}`;
    let sc: Scenario;
    try {
      sc = loadWithSides(file, [lists[i].entry, lists[j].entry], TOURNAMENT_KEYS, doc, safeName(label));
    } catch (e) {
      if (e instanceof InputError && /^sides[.[]/.test(e.field)) {
        const m = /^sides(?:\.|\[)(\d)/.exec(e.field);
        const idx = m && m[1] === '1' ? j : i;
        throw new InputError(e.file, e.field, `${e.message} [tournament list ${idx} = lists.${idx}.side]`, e.hint, e.line);
      }
      throw e;
    }
    for (const inp of sc.inputs) inputs.set(inp.file, inp.sha256);
    sample ??= sc;
    return sc;
  };
  // Names as the ruleset reports them: load disjoint pairs.
  const k = lists.length;
  for (let i = 0; i < k; i += 2) {
    const j = i + 1 < k ? i + 1 : 0;
    const sc = load(i, j);
    const s = ruleset.sides(sc.setup);
    lists[i].name = s[0].name;
    if (i + 1 < k) lists[j].name = s[1].name;
    if (i < j) setups.set(setupKey(i, j), sc.setup);
  }
  const byName = new Map<string, number>();
  lists.forEach((l, i) => {
    if (byName.has(l.name)) fail(['lists', i], `two lists are named '${l.name}'`, 'give every list its own name');
    byName.set(l.name, i);
  });

  if (!Array.isArray(doc.players) || doc.players.length < 2)
    fail(['players'], 'expected at least two players', 'players: [{name: Anna, main: <list>, secondary: <list>}, ...]');
  const defaultPolicy = (() => {
    const p = doc.policies;
    const first = Array.isArray(p) ? p[0] : p;
    return first === undefined ? ruleset.defaultPolicy : String(first);
  })();
  if (!findPolicy(ruleset, defaultPolicy))
    fail(['policies'], `unknown policy '${defaultPolicy}' for ${ruleset.id}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
  const seenPlayers = new Set<string>();
  const players: TournamentPlayer[] = (doc.players as unknown[]).map((raw, i) => {
    if (!isMap(raw)) return fail(['players', i], 'expected {name, main, secondary}', 'e.g. {name: Anna, main: France-A, secondary: Britain-B}');
    for (const key of Object.keys(raw))
      if (!['name', 'main', 'secondary', 'policy'].includes(key))
        fail(['players', i, key], `unknown key '${key}'`, 'a player has name, main, secondary and optionally policy');
    const name = raw.name === undefined ? `P${i + 1}` : String(raw.name);
    if (seenPlayers.has(name)) fail(['players', i, 'name'], `two players are named '${name}'`, 'give every player a distinct name');
    seenPlayers.add(name);
    const list = (key: 'main' | 'secondary'): number => {
      const idx = byName.get(String(raw[key]));
      if (idx === undefined) fail(['players', i, key], `no list named '${String(raw[key])}'`, `lists: ${lists.map((l) => l.name).join(', ')}`);
      return idx as number;
    };
    const main = list('main');
    const secondary = list('secondary');
    if (format.secondaryFromOtherPoule && lists[main].poule === lists[secondary].poule) {
      fail(
        ['players', i, 'secondary'],
        `${name}'s main and secondary lists are both in poule ${lists[main].poule}`,
        `${format.section}: the two lists come from different poules`,
      );
    }
    const policy = raw.policy === undefined ? defaultPolicy : String(raw.policy);
    if (!findPolicy(ruleset, policy))
      fail(['players', i, 'policy'], `unknown policy '${policy}' for ${ruleset.id}`, `known: ${Object.keys(ruleset.policies).join(', ')}`);
    return { name, main, secondary, policy };
  });
  if (players.length % 2 !== 0)
    fail(['players'], `${players.length} players: an odd field needs byes, which the ` + `tournament rules do not define`, 'add or remove a player');
  if (players.length < format.minPlayers) notes.push(`${players.length} players: ${format.section} asks for at least ${format.minPlayers}`);

  const tags = lists.map((l) => new Set([l.poule, l.name, ...(l.nation ? [l.nation] : [])]));
  const allTags = new Set(tags.flatMap((t) => [...t]));
  const allowed: [string, string][] = [];
  const unmatched: string[] = [];
  if (doc.allowed !== undefined) {
    if (!Array.isArray(doc.allowed)) fail(['allowed'], 'expected a list of pairs', 'e.g. allowed: [[French, Allied], [France, Naples]]');
    (doc.allowed as unknown[]).forEach((p, m) => {
      if (!Array.isArray(p) || p.length !== 2) fail(['allowed', m], 'expected a pair [A, B]', 'e.g. - [French, Allied]');
      const pair = (p as unknown[]).map(String) as [string, string];
      pair.forEach((t) => {
        if (!allTags.has(t) && !unmatched.includes(t)) unmatched.push(t);
      });
      allowed.push(pair);
    });
  }
  // A rules-wide allowed list names nations nobody brought: harmless, but say so (it may be a typo).
  if (unmatched.length)
    notes.push(`allowed: names that match no poule, nation or list here (fine for a ` + `rules-wide list; check for typos): ${unmatched.join(', ')}`);
  const canMeet = lists.map((_, i) =>
    lists.map((_, j) => doc.allowed === undefined || allowed.some(([p, q]) => (tags[i].has(p) && tags[j].has(q)) || (tags[i].has(q) && tags[j].has(p)))),
  );

  let avoidRematches = false;
  if (doc.avoidRematches !== undefined) {
    if (typeof doc.avoidRematches !== 'boolean') fail(['avoidRematches'], 'expected true or false', 'avoidRematches: true');
    avoidRematches = doc.avoidRematches as boolean;
  }
  const tiebreaks: Tiebreak[] = [];
  if (doc.tiebreaks !== undefined) {
    if (!Array.isArray(doc.tiebreaks)) fail(['tiebreaks'], 'expected a list', 'e.g. tiebreaks: [{metric: officersLost, of: opponent}]');
    (doc.tiebreaks as unknown[]).forEach((t, m) => {
      if (!isMap(t) || typeof t.metric !== 'string' || (t.of !== 'own' && t.of !== 'opponent')) {
        fail(['tiebreaks', m], 'expected {metric: <name>, of: own|opponent}', 'e.g. {metric: officersLost, of: opponent} counts enemy officers eliminated');
      }
      const tb = t as { metric: string; of: 'own' | 'opponent' };
      const available = ruleset.metricNames.includes(tb.metric);
      if (!available) notes.push(`tie-break '${tb.metric}' is not a metric of ${ruleset.id} (${ruleset.metricNames.join(', ')}): skipped`);
      tiebreaks.push({ metric: tb.metric, of: tb.of, available });
    });
  }

  // Every pair of lists that can share a table: any two players' lists (fallbacks included).
  const needed = new Set<string>();
  for (let p = 0; p < players.length; p++) {
    for (let q = p + 1; q < players.length; q++) {
      for (const a of [players[p].main, players[p].secondary]) for (const b of [players[q].main, players[q].secondary]) needed.add(setupKey(a, b));
    }
  }
  for (const key of [...needed].sort()) {
    if (setups.has(key)) continue;
    const [i, j] = key.split(',').map(Number);
    setups.set(key, load(i, j).setup);
  }

  const name = doc.name === undefined ? safeName((file.split(/[\\/]/).pop() ?? 'tournament').replace(/\.ya?ml$/i, '')) : String(doc.name);
  const seed = doc.seed as number | string | undefined;
  return {
    file,
    name,
    description: doc.description === undefined ? '' : String(doc.description),
    ruleset,
    tournaments,
    rounds,
    seed,
    lists,
    players,
    allowed,
    canMeet,
    avoidRematches,
    tiebreaks,
    setups,
    sample: sample!,
    inputs: [...inputs].map(([f, sha256]) => ({ file: f, sha256 })),
    notes,
  };
}
