import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { runMatchups, type MatchupJob } from '../../src/engine/runner.js';
import { InputError } from '../../src/rulesets/errors.js';
import { loadScenario } from '../../src/scenario/load.js';
import { tallyHash } from '../../src/rulesets/kit/golden.js';

/**
 * Golden tallies: a hash of the full tally of every shipped run scenario, under every policy
 * (against the game's default policy), with and without mirrored pairs, and with every boolean
 * and enum rule option set away from its default, at fixed seeds. A change not meant to change
 * any game (refactoring, speed work) must leave every hash as recorded. After a deliberate rules
 * change, re-record with VOLLEY_GOLDEN_WRITE=1 and say so in the commit.
 */
const SCENARIOS: Record<string, string[]> = {
  intro: ['scenarios/intro/default.yaml', 'scenarios/intro/mirror.yaml'],
  sfg: ['scenarios/sfg/default.yaml', 'scenarios/sfg/mirror.yaml'],
  sds: [
    'scenarios/sds/default.yaml',
    'scenarios/sds/france-light-vs-britain-rifles.yaml',
    'scenarios/sds/france-old-guard-vs-britain-highland.yaml',
    'scenarios/sds/france-vs-russia-cossacks.yaml',
    'scenarios/sds/mirror-france-line.yaml',
  ],
};
const OWN_GAMES = 2000;
const POLICY_GAMES = 400;
const OPTION_GAMES = 100;
/** Policies that search (hundreds of playouts per game) are pinned on fewer games. */
const SEARCH_POLICY_GAMES = 4;

interface Case {
  name: string;
  file: string;
  job: Omit<MatchupJob, 'id' | 'rulesetId' | 'setup'>;
  options?: Record<string, unknown>;
}

export function cases(game: string, part: 'play' | 'options'): Case[] {
  const out: Case[] = [];
  {
    const files = SCENARIOS[game];
    for (const file of part === 'play' ? files : []) {
      const sc = loadScenario(file);
      const rs = sc.ruleset;
      const own = sc.policies ?? [rs.defaultPolicy, rs.defaultPolicy];
      out.push({ name: `${file} own pairs`, file, job: { policies: own, games: OWN_GAMES, pairs: true } });
      out.push({ name: `${file} own single`, file, job: { policies: own, games: OWN_GAMES / 2, pairs: false } });
      for (const p of Object.keys(rs.policies)) {
        out.push({
          name: `${file} ${p} vs ${rs.defaultPolicy}`,
          file,
          job: { policies: [p, rs.defaultPolicy], games: p === 'search' ? SEARCH_POLICY_GAMES : POLICY_GAMES, pairs: true },
        });
      }
    }
    // every non-default value of every boolean and enum option, on the game's first scenario
    const file = files[0];
    if (part === 'play') return out;
    const rs = loadScenario(file).ruleset;
    for (const o of rs.options) {
      const values = o.type === 'boolean' ? [!o.default] : o.type === 'enum' ? (o.values ?? []).filter((v) => v !== o.default) : [];
      for (const v of values) {
        out.push({
          name: `${file} option ${o.key}=${String(v)}`,
          file,
          options: { [o.key]: v },
          job: { policies: [rs.defaultPolicy, rs.defaultPolicy], games: OPTION_GAMES, pairs: true },
        });
      }
    }
  }
  return out;
}

/**
 * A hang guard for a whole golden file, not a speed target: sds-play took ~90 s on a loaded
 * 2-core machine alone with aggressive as the SDS default, and went past vitest's 120 s default
 * beside another test file; with lookahead as the default (issue 31) it plays ~2.5× longer.
 */
export const GOLDEN_TIMEOUT_MS = 900_000;

/** Plays every case of `game` and compares the hashes with tallies-<game>-<part>.json. */
export async function checkGolden(game: string, part: 'play' | 'options'): Promise<void> {
  const record = new URL(`./tallies-${game}-${part}.json`, import.meta.url);
  const got: Record<string, string> = {};
  for (const c of cases(game, part)) {
    let sc;
    try {
      sc = loadScenario(c.file, { options: c.options });
    } catch (e) {
      // an option value that makes the shipped lists illegal (e.g. another cost rule) is pinned as such
      if (!(e instanceof InputError)) throw e;
      got[c.name] = 'input error';
      continue;
    }
    const [r] = await runMatchups([{ id: 'golden', rulesetId: sc.ruleset.id, setup: sc.setup, ...c.job }], { masterSeed: 20261123, workers: 0 });
    got[c.name] = tallyHash(r.tally);
  }
  if (process.env.VOLLEY_GOLDEN_WRITE === '1') writeFileSync(record, `${JSON.stringify(got, null, 1)}\n`);
  const recorded = JSON.parse(readFileSync(record, 'utf8')) as Record<string, string>;
  expect(got).toEqual(recorded);
}
