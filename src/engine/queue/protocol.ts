// What travels through the queue: plain data only. A job names a ruleset and policies by id
// and carries the setup the driver validated; a worker checks every field and the setup's hash
// on receipt and runs only volley's own code on it. Results are tallies (integer counts).
// Two kinds of job: a range of games of one matchup (here) and a range of tournaments
// (tournament-job.ts); both share the envelope checked by readEnvelope.
import { createHash } from 'node:crypto';
import { findRuleset } from '../../rulesets/registry.js';
import type { ChunkTask } from '../chunk.js';
import { describeFingerprint, type Fingerprint } from './fingerprint.js';

/** The key prefix in Redis. */
export const QUEUE_PREFIX = 'volley';

/**
 * The BullMQ queue of one volley build: drivers and workers of the same build share it, and a
 * worker of another build never sees its jobs, so a stale worker can neither refuse a run's
 * jobs nor fail it; they wait for a matching worker (issue 26 items 1 and 2).
 */
export function queueNameOf(fp: Fingerprint): string {
  return `chunks-${fp.volley}-${fp.rulesets}`;
}
/** Bumped when the job layout changes (2: jobs name their kind; tournament jobs). */
export const PROTOCOL = 2;

/** A refused job's failure reason starts with this; the driver turns it into a one-line error. */
export const MISMATCH = 'version mismatch: ';

/** What every job carries: the protocol, the driver's build and the run it belongs to. */
export interface JobEnvelope {
  protocol: number;
  fingerprint: Fingerprint;
  /** The run's tag (engine/partial.ts): with the chunk index, the job id. */
  run: string;
}

export interface ChunkJobData extends JobEnvelope {
  kind: 'games';
  /** sha256 of the setups' JSON: damage in transit or in Redis is refused, not played. */
  setupHash: string;
  task: Omit<ChunkTask, 'crashChunk' | 'hangChunk' | 'attempt'>;
}

export function jobIdOf(run: string, chunkIndex: number): string {
  return `${run}-${chunkIndex}`;
}

function setupHashOf(setup: unknown, variantSetup: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([setup, variantSetup ?? null]))
    .digest('hex');
}

export function chunkJob(task: ChunkTask, run: string, fp: Fingerprint): ChunkJobData {
  const { crashChunk: _c, hangChunk: _h, attempt: _a, ...data } = task;
  return { protocol: PROTOCOL, fingerprint: fp, run, kind: 'games', setupHash: setupHashOf(task.setup, task.variantSetup), task: data };
}

/** A job volley will not play: the reason is one line. */
export class JobRefused extends Error {}

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
export const isIndex = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** A master seed as the scenario loader accepts it. */
export const isSeed = (v: unknown): v is number | string => Number.isSafeInteger(v) || (typeof v === 'string' && /^[A-Za-z0-9._-]{1,100}$/.test(v));

/** Most units in one job: far above any automatic chunk, low enough that a bad job cannot hold a worker for days. */
const MAX_UNITS = 1_000_000;

/**
 * Checks the envelope of a job received from the queue and returns its data. Throws JobRefused
 * with a message starting with MISMATCH when the driver runs another volley build.
 */
export function readEnvelope(data: unknown, own: Fingerprint): Record<string, unknown> {
  if (!isObject(data) || data.protocol !== PROTOCOL || !isObject(data.fingerprint)) {
    throw new JobRefused(
      `${MISMATCH}the job is not a volley ${own.volley} chunk (protocol ` + `${String(isObject(data) ? data.protocol : '?')}, expected ${PROTOCOL})`,
    );
  }
  const fp = data.fingerprint as unknown as Fingerprint;
  if (fp.volley !== own.volley || fp.rulesets !== own.rulesets) {
    throw new JobRefused(
      `${MISMATCH}the driver runs ${describeFingerprint(fp)}, this worker ` +
        `${describeFingerprint(own)}: install the same volley build on every ` +
        `machine`,
    );
  }
  return data;
}

/** Checks a job of kind 'games' received from the queue and returns the chunk to play. */
export function readChunkJob(raw: unknown, own: Fingerprint): ChunkTask {
  const data = readEnvelope(raw, own);
  if (data.kind !== 'games') throw new JobRefused(`invalid job: kind ${JSON.stringify(data.kind)?.slice(0, 40)} is not 'games'`);
  const t = data.task;
  if (!isObject(t)) throw new JobRefused('invalid job: no task');
  const ruleset = typeof t.rulesetId === 'string' ? findRuleset(t.rulesetId) : undefined;
  if (!ruleset) throw new JobRefused(`invalid job: unknown ruleset '${String(t.rulesetId)}'`);
  const policies = t.policies;
  if (!Array.isArray(policies) || policies.length !== 2 || !policies.every((p) => typeof p === 'string' && Object.hasOwn(ruleset.policies, p))) {
    throw new JobRefused(`invalid job: policies ${JSON.stringify(policies)?.slice(0, 80)} are not two ${ruleset.id} policies`);
  }
  if (!isSeed(t.masterSeed)) throw new JobRefused('invalid job: master seed');
  if (typeof t.matchupId !== 'string' || typeof t.setupKey !== 'string' || typeof t.pairs !== 'boolean') throw new JobRefused('invalid job: matchup');
  if (!isIndex(t.start) || !isIndex(t.end) || !isIndex(t.chunkIndex) || t.end <= t.start || t.end - t.start > MAX_UNITS) {
    throw new JobRefused('invalid job: unit range');
  }
  if (!isObject(t.setup) || (t.variantSetup !== undefined && !isObject(t.variantSetup))) throw new JobRefused('invalid job: setup');
  if (data.setupHash !== setupHashOf(t.setup, t.variantSetup)) throw new JobRefused('invalid job: the setup does not match its hash (damaged in transit)');
  return {
    rulesetId: ruleset.id,
    matchupId: t.matchupId,
    // prepared games are cached by setup content: a long-lived worker serves many runs
    setupKey: `${data.setupHash}`,
    setup: t.setup,
    policies: [policies[0], policies[1]],
    masterSeed: t.masterSeed as number | string,
    pairs: t.pairs,
    start: t.start,
    end: t.end,
    chunkIndex: t.chunkIndex,
    attempt: 0,
    variantSetup: t.variantSetup,
  };
}

/** A job's return value as the driver reads it back: a tally (or compare tally) object. */
export function readChunkResult(value: unknown, chunkIndex: number): unknown {
  if (!isObject(value) || !(isIndex(value.games) || isObject(value.base))) throw new Error(`chunk ${chunkIndex}: the queue returned no tally`);
  return value;
}
