// SDS: share of play time per rules phase, from a sampling CPU profile (node:inspector) of games
// played in-process from dist/: the game code carries no timers, so this costs nothing when off.
// Usage: node bench/sds-phases.mjs [seconds] [policy]   (npm run bench prints it after the sds rows)
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { playChunk } from '../dist/engine/chunk.js';
import { loadScenario } from '../dist/scenario/load.js';
import { warmUp } from './warm.mjs';

// A sample counts for the innermost function on its stack that names a phase; any frame of a
// policy makes it a policy decision (policies call the rules' own functions to weigh options).
const PHASES = {
  'setup (terrain, deployment)': ['setupGame', 'prepare'],
  activation: ['playerTurn', 'activationQuality', 'superiorsInRange'],
  'action lists': ['listActions', 'legalTargets', 'canShoot', 'buildGroups', 'runActions'],
  movement: ['moveModel', 'groupMove', 'regroup', 'recoil'],
  shooting: ['shoot', 'volley', 'shootAndReload', 'doReload', 'losOf'],
  'charge and melee': ['charge', 'melee', 'freeAttacksOnLeaver'],
  'morale (tests, flight, rout)': ['afterEvent', 'moraleTest', 'flee', 'squadTest', 'checkRout', 'removeModel'],
};
const phaseOf = new Map(Object.entries(PHASES).flatMap(([phase, fns]) => fns.map((f) => [f, phase])));

export async function sdsPhases(seconds = 3, policy = 'aggressive', file = 'scenarios/sds/default.yaml') {
  const sc = loadScenario(file);
  const task = (start, end) => ({
    rulesetId: 'sds',
    matchupId: sc.name,
    setupKey: sc.name,
    setup: sc.setup,
    policies: [policy, policy],
    masterSeed: 1,
    pairs: false,
    start,
    end,
    chunkIndex: 0,
    attempt: 0,
  });
  warmUp((i) => playChunk(sc.ruleset, task(10 * i, 10 * i + 10))); // the shares are those of a long run
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    playChunk(sc.ruleset, task(1000 + games, 1100 + games));
    games += 100;
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const rate = games / ((performance.now() - t0) / 1000);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const rulesFile = (n) => n.callFrame.url.includes('/rulesets/sds/');
  const phaseMemo = new Map();
  const classify = (id) => {
    let phase = phaseMemo.get(id);
    if (phase !== undefined) return phase;
    let inner = null;
    let inGame = false;
    phase = null;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (rulesFile(n)) inGame = true;
      if (n.callFrame.url.includes('/rulesets/sds/policies/')) phase = 'policy decisions';
      if (inner === null && rulesFile(n)) inner = phaseOf.get(n.callFrame.functionName) ?? null;
      if (n.callFrame.functionName === '(garbage collector)') phase = 'garbage collection';
    }
    phase ??= inner ?? (inGame ? 'other game code' : 'engine and idle');
    phaseMemo.set(id, phase);
    return phase;
  };
  const time = new Map();
  let total = 0;
  profile.samples.forEach((id, k) => {
    const dt = profile.timeDeltas[k] ?? 0;
    const phase = classify(id);
    time.set(phase, (time.get(phase) ?? 0) + dt);
    total += dt;
  });
  const lines = [`  time per rules phase (${policy}, ${games} games, ${Math.round(rate)} games/s under the sampling profiler):`];
  for (const [phase, t] of [...time].sort((a, b) => b[1] - a[1])) lines.push(`    ${((100 * t) / total).toFixed(1).padStart(5)}%  ${phase}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await sdsPhases(Number(process.argv[2] ?? 3), process.argv[3] ?? 'aggressive'));
