// What a queue worker accepts (engine/queue/protocol.ts) and what --queue accepts (url.ts):
// data only, checked field by field; another volley build is refused with one clear line.
import { describe, expect, it } from 'vitest';
import type { ChunkTask } from '../../src/engine/chunk.js';
import { fingerprint } from '../../src/engine/queue/fingerprint.js';
import { chunkJob, JobRefused, MISMATCH, readChunkJob } from '../../src/engine/queue/protocol.js';
import { readTournamentJob, readTournamentResult, tournamentJob } from '../../src/engine/queue/tournament-job.js';
import { parseQueueUrl } from '../../src/engine/queue/url.js';
import { playTournaments } from '../../src/engine/tournament.js';
import { worldOf } from '../../src/analysis/tournament/run.js';
import { readTournament } from '../../src/analysis/tournament/spec.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { loadScenario } from '../../src/scenario/load.js';

const sc = loadScenario('scenarios/intro/default.yaml');
const task: ChunkTask = {
  rulesetId: sc.ruleset.id,
  matchupId: 'm',
  setupKey: '0:m',
  setup: sc.setup,
  policies: [sc.ruleset.defaultPolicy, sc.ruleset.defaultPolicy],
  masterSeed: 1,
  pairs: true,
  start: 0,
  end: 10,
  chunkIndex: 3,
  attempt: 0,
  crashChunk: 3,
};
const own = fingerprint();
const roundTrip = (data: unknown) => JSON.parse(JSON.stringify(data)) as unknown;

describe('chunk jobs', () => {
  it('carry data only and come back as the same chunk (test hooks are not sent)', () => {
    const got = readChunkJob(roundTrip(chunkJob(task, 'run1', own)), own);
    const { crashChunk: _hook, ...sent } = task;
    expect(got).toMatchObject({ ...sent, setupKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(got.crashChunk).toBeUndefined();
  });

  it('from another volley version or ruleset build are refused with one line naming both', () => {
    for (const other of [
      { ...own, volley: '9.9.9' },
      { ...own, rulesets: '0000000000000000' },
    ]) {
      const data = roundTrip(chunkJob(task, 'run1', other));
      expect(() => readChunkJob(data, own)).toThrow(JobRefused);
      let msg = '';
      try {
        readChunkJob(data, own);
      } catch (e) {
        msg = (e as Error).message;
      }
      expect(msg.startsWith(MISMATCH)).toBe(true);
      expect(msg).toContain(`volley ${other.volley}, rulesets ${other.rulesets}`);
      expect(msg).toContain(`volley ${own.volley}, rulesets ${own.rulesets}`);
      expect(msg).not.toContain('\n');
    }
  });

  it('with a bad field or a setup that does not match its hash are refused', () => {
    const good = chunkJob(task, 'run1', own);
    const bad: [string, unknown][] = [
      ['unknown ruleset', { ...good, task: { ...good.task, rulesetId: 'chess' } }],
      ['unknown policy', { ...good, task: { ...good.task, policies: ['greedy', 'nope'] } }],
      ['empty range', { ...good, task: { ...good.task, end: 0 } }],
      ['fractional index', { ...good, task: { ...good.task, start: 0.5 } }],
      ['seed', { ...good, task: { ...good.task, masterSeed: { evil: true } } }],
      ['damaged setup', { ...good, task: { ...good.task, setup: { ...(good.task.setup as object), extra: 1 } } }],
      ['not a job', 'rm -rf /'],
    ];
    for (const [what, data] of bad) expect(() => readChunkJob(roundTrip(data), own), what).toThrow(JobRefused);
  });
});

describe('tournament jobs', () => {
  const world = worldOf(readTournament('test/analysis/tournament-intro.yaml'), 5);
  const good = tournamentJob({ world, start: 4, end: 6 }, 2, 'run1', own);

  it('carry the tournament as data and come back as the same range, which plays as locally', () => {
    const got = readTournamentJob(roundTrip(good), own);
    expect(got).toEqual({ task: { world, start: 4, end: 6 }, chunkIndex: 2 });
    const rs = findRuleset(world.rulesetId)!;
    const played = readTournamentResult(roundTrip(playTournaments(got.task.world, rs, 4, 6)), 2);
    expect(played).toEqual(playTournaments(world, rs, 4, 6));
  });

  it('with a bad field, another kind or a world that does not match its hash are refused', () => {
    const w = good.world;
    // rehashed: each must be refused for its field, not only for the hash
    const withWorld = (world: unknown) => tournamentJob({ world: world as typeof w, start: 4, end: 6 }, 2, 'run1', own);
    const bad: [string, unknown][] = [
      ['games job read as tournaments', chunkJob(task, 'run1', own)],
      ['unknown ruleset', withWorld({ ...w, rulesetId: 'chess' })],
      ['unknown policy', withWorld({ ...w, players: w.players.map((p, i) => (i === 1 ? { ...p, policy: 'nope' } : p)) })],
      ['list out of range', withWorld({ ...w, players: w.players.map((p, i) => (i === 1 ? { ...p, main: w.listCount } : p)) })],
      ['ragged canMeet', withWorld({ ...w, canMeet: w.canMeet.slice(1) })],
      ['bad tie-break', withWorld({ ...w, tiebreaks: [{ metric: 'unitsLost', of: 'both' }] })],
      ['bad setup key', withWorld({ ...w, setups: { ...w.setups, '3,1': {} } })],
      ['no rounds', withWorld({ ...w, rounds: 0 })],
      ['empty range', { ...good, end: 4 }],
      ['damaged world', { ...good, world: { ...w, name: 'other' } }],
    ];
    for (const [what, data] of bad) expect(() => readTournamentJob(roundTrip(data), own), what).toThrow(JobRefused);
    expect(() => readChunkJob(roundTrip(good), own)).toThrow(JobRefused);
  });
});

describe('--queue URLs', () => {
  it('accept redis:// and rediss:// with a password, and mask the password in messages', () => {
    expect(parseQueueUrl('redis://localhost:6379/0').shown).toBe('redis://localhost:6379/0');
    const tls = parseQueueUrl('rediss://user:pa55@cache.example:6380/2');
    expect(tls.url).toBe('rediss://user:pa55@cache.example:6380/2');
    expect(tls.shown).toBe('rediss://user:***@cache.example:6380/2');
  });

  it('refuse anything else with one line naming --queue', () => {
    for (const bad of ['localhost:6379', 'http://localhost:6379', 'redis://', 'redis://h:6379/x', 'redis://h:6379/0?x=1']) {
      expect(() => parseQueueUrl(bad), bad).toThrow(/--queue/);
    }
  });
});
