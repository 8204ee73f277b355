// A tournament job: a range of tournaments of one TournamentWorld (engine/tournament.ts), the
// data `volley tournament` validated. The worker checks every field and the world's hash on
// receipt; the pairing and scoring come from the named ruleset's tournamentFormat hook, so the
// job carries no code.
import { createHash } from 'node:crypto';
import { findRuleset } from '../../rulesets/registry.js';
import type { TournamentTask, TournamentTally, TournamentWorld } from '../tournament.js';
import type { Fingerprint } from './fingerprint.js';
import { isIndex, isObject, isSeed, JobRefused, PROTOCOL, readEnvelope, type JobEnvelope } from './protocol.js';

export interface TournamentJobData extends JobEnvelope {
  kind: 'tournaments';
  /** sha256 of the world's JSON: damage in transit or in Redis is refused, not played. */
  worldHash: string;
  world: TournamentWorld;
  start: number;
  end: number;
  chunkIndex: number;
}

/** Most tournaments in one job: far above any automatic range, and a bad job cannot hold a worker for days. */
const MAX_TOURNAMENTS = 100_000;
/** Most rounds and players: a tournament's seeds give each round 1024 tables (engine/tournament.ts). */
const MAX_ROUNDS = 1000;
const MAX_PLAYERS = 2048;

const worldHashOf = (world: unknown): string => createHash('sha256').update(JSON.stringify(world)).digest('hex');

export function tournamentJob(task: TournamentTask, chunkIndex: number, run: string, fp: Fingerprint): TournamentJobData {
  return {
    protocol: PROTOCOL,
    fingerprint: fp,
    run,
    kind: 'tournaments',
    worldHash: worldHashOf(task.world),
    world: task.world,
    start: task.start,
    end: task.end,
    chunkIndex,
  };
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 1000;
const bad = (what: string): never => {
  throw new JobRefused(`invalid job: ${what}`);
};

/** Checks a world field by field against its ruleset: the worker plays only what passes. */
function readWorld(w: unknown): TournamentWorld {
  if (!isObject(w)) return bad('no tournament');
  const ruleset = typeof w.rulesetId === 'string' ? findRuleset(w.rulesetId) : undefined;
  if (!ruleset) return bad(`unknown ruleset '${String(w.rulesetId)}'`);
  if (!ruleset.tournamentFormat) return bad(`ruleset '${ruleset.id}' has no tournament format`);
  if (!isText(w.name) || !isSeed(w.masterSeed)) bad('tournament name or master seed');
  if (!isIndex(w.rounds) || w.rounds < 1 || w.rounds > MAX_ROUNDS || typeof w.avoidRematches !== 'boolean') bad('rounds');
  const lists = w.listCount;
  if (!isIndex(lists) || lists < 1) return bad('list count');
  const players = w.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > MAX_PLAYERS) return bad('players');
  const isList = (v: unknown) => isIndex(v) && v < lists;
  for (const p of players as unknown[]) {
    if (!isObject(p) || !isText(p.name) || !isText(p.poule) || !isList(p.main) || !isList(p.secondary)) bad('a player');
    const q = p as Record<string, unknown>;
    if (typeof q.policy !== 'string' || !Object.hasOwn(ruleset.policies, q.policy))
      bad(`policy '${String(q.policy).slice(0, 40)}' is not a ${ruleset.id} policy`);
  }
  const canMeet = w.canMeet;
  if (
    !Array.isArray(canMeet) ||
    canMeet.length !== lists ||
    !canMeet.every((row) => Array.isArray(row) && row.length === lists && row.every((v) => typeof v === 'boolean'))
  ) {
    bad('list pairings (canMeet)');
  }
  if (!Array.isArray(w.tiebreaks) || !(w.tiebreaks as unknown[]).every((t) => isObject(t) && isText(t.metric) && (t.of === 'own' || t.of === 'opponent')))
    bad('tie-breaks');
  if (!isObject(w.setups)) return bad('setups');
  for (const [key, setup] of Object.entries(w.setups)) {
    const m = /^(\d+),(\d+)$/.exec(key);
    if (!m || Number(m[1]) > Number(m[2]) || Number(m[2]) >= lists || !isObject(setup)) bad(`setup '${key.slice(0, 20)}'`);
  }
  return w as unknown as TournamentWorld;
}

/** Checks a job of kind 'tournaments' received from the queue and returns the range to play. */
export function readTournamentJob(raw: unknown, own: Fingerprint): { task: TournamentTask; chunkIndex: number } {
  const data = readEnvelope(raw, own);
  if (data.kind !== 'tournaments') bad(`kind ${JSON.stringify(data.kind)?.slice(0, 40)} is not 'tournaments'`);
  const world = readWorld(data.world);
  const { start, end, chunkIndex } = data;
  if (!isIndex(start) || !isIndex(end) || !isIndex(chunkIndex) || end <= start || end - start > MAX_TOURNAMENTS) return bad('tournament range');
  if (data.worldHash !== worldHashOf(world)) bad('the tournament does not match its hash (damaged in transit)');
  return { task: { world, start, end }, chunkIndex };
}

/** A tournament job's return value as the driver reads it back: a TournamentTally. */
export function readTournamentResult(value: unknown, chunkIndex: number): TournamentTally {
  if (!isObject(value) || !isIndex(value.tournaments) || !Array.isArray(value.players) || !Array.isArray(value.lists)) {
    throw new Error(`tournament range ${chunkIndex}: the queue returned no tally`);
  }
  return value as unknown as TournamentTally;
}
