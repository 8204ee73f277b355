// volley benchmark: games/s per core and the 1 -> N worker speed-up, always from the built dist/.
// Usage: npm run bench [-- --seconds 3 --only intro|sds --generators]
//        npm run bench -- --queue    (overhead of the BullMQ/Redis queue, bench/queue.mjs)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../dist/rulesets/kit/dice.js';
import { playChunk } from '../dist/engine/chunk.js';
import { openPool, runMatchups } from '../dist/engine/runner.js';
import { loadScenario } from '../dist/scenario/load.js';
import seedrandom from 'seedrandom';
import { warmUp } from './warm.mjs';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const seconds = Number(arg('seconds', '3'));
const only = arg('only', '');
const cores = availableParallelism();

function fmt(n) {
  return Math.round(n).toLocaleString('en-US');
}

/** The candidates seedrandom offers, measured the way the game uses them (int32 → d6). */
function compareGenerators() {
  const n = 5_000_000;
  const rows = [];
  for (const name of ['alea', 'xor128', 'xorwow', 'xorshift7', 'xor4096', 'tychei']) {
    const make = seedrandom[name];
    const g = make(12345);
    let acc = 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) acc += Math.floor((g.int32() >>> 0) * 2.3283064365386963e-10 * 6) + 1;
    const rate = n / ((performance.now() - t0) / 1000);
    const c0 = performance.now();
    for (let i = 0; i < 200_000; i++) acc += make(i).int32() & 1;
    const created = 200_000 / ((performance.now() - c0) / 1000);
    rows.push(`${name}: ${fmt(rate)} d6/s, ${fmt(created)} new/s`);
    void acc;
  }
  const arc = seedrandom('12345');
  const t0 = performance.now();
  let arcAcc = 0;
  for (let i = 0; i < 1_000_000; i++) arcAcc += Math.floor(arc() * 6) + 1;
  void arcAcc; // read, so the loop is not optimised away
  rows.push(`arc4 (default): ${fmt(1_000_000 / ((performance.now() - t0) / 1000))} d6/s`);
  console.log(`seedrandom generators (reference; volley uses tychei, which passes BigCrush): ${rows.join('; ')}`);
}

function rawDice() {
  const d = new SeededDice(12345);
  let acc = 0;
  const n = 20_000_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) acc += d.d6();
  const dt = (performance.now() - t0) / 1000;
  const g0 = performance.now();
  let k = 0;
  for (let i = 0; i < 1_000_000; i++) k += new SeededDice(i).d6();
  const gdt = (performance.now() - g0) / 1000;
  console.log(`generator seedrandom.tychei: ${fmt(n / dt)} d6/s, ${fmt(1_000_000 / gdt)} new generators/s (checksum ${acc + k})`);
}

/** Single-thread games/s, in-process, for about `seconds`. */
function perCore(sc, policies) {
  const rs = sc.ruleset;
  let games = 0;
  let chunk = 50;
  // the JIT compiles a fresh game loop on background threads for its first ~1,500 games (SDS),
  // which would otherwise weigh on a 3 s measurement (warm.mjs)
  warmUp((i) => playChunk(rs, task(sc, policies, 1e6 + 10 * i, 1e6 + 10 * i + 10)));
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  let start = 1000;
  while ((performance.now() - t1) / 1000 < seconds) {
    playChunk(rs, task(sc, policies, start, start + chunk));
    games += chunk;
    start += chunk;
    if (performance.now() - t1 < 200) chunk *= 2;
  }
  const cpu = process.cpuUsage(c1);
  // per CPU-second too: on a shared machine the wall rate drops with the load, this one much less
  return { rate: games / ((performance.now() - t1) / 1000), perCpu: games / ((cpu.user + cpu.system) / 1e6) };
}

function task(sc, policies, start, end) {
  return {
    rulesetId: sc.ruleset.id,
    matchupId: sc.name,
    setupKey: sc.name,
    setup: sc.setup,
    policies,
    masterSeed: 1,
    pairs: false,
    start,
    end,
    chunkIndex: 0,
    attempt: 0,
  };
}

/**
 * Pool throughput: two runs of n games on one kept pool (openPool). The first pays the start-up
 * (threads, module loading, and above all each worker's JIT warm-up: its first ~1,000 SDS games
 * cost ~1.5 s of extra CPU), which a long run does not notice; the second plays on warm workers,
 * the rate a long run (or a sequential test's later rounds) sees. Both are printed.
 */
async function pooled(sc, policies, workers, games) {
  const pool = openPool(workers);
  const run = async () => {
    const t0 = performance.now();
    await runMatchups([{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies, games, pairs: false }], { masterSeed: 1, pool });
    return games / ((performance.now() - t0) / 1000);
  };
  try {
    const cold = await run();
    const warm = await run();
    return { cold, warm };
  } finally {
    await pool.close();
  }
}

const configs = [
  { file: 'scenarios/intro/default.yaml', policies: null },
  { file: 'scenarios/sds/default.yaml', policies: null, after: async () => (await import('./sds-phases.mjs')).sdsPhases() },
  // SfG Lite: the search policy plays a few battles a second, so it is left out of the per-policy rows
  { file: 'scenarios/sfg/default.yaml', policies: null, skip: ['search'], after: async () => (await import('./sfg-phases.mjs')).sfgPhases() },
  // AlG dcde (stand-in combat): the search policy plays ~20-70 games a second, left out likewise
  { file: 'scenarios/alg/default.yaml', policies: null, skip: ['search'] },
];

if (args.includes('--queue')) {
  await (await import('./queue.mjs')).queueBench({ seconds, only, fmt });
  process.exit(0);
}
console.log(`volley bench (dist/, node ${process.version}, ${cores} cores, ~${seconds}s per measurement)`);
rawDice();
if (args.includes('--generators')) compareGenerators();
for (const cfg of configs) {
  let sc;
  try {
    sc = loadScenario(cfg.file);
  } catch (e) {
    console.log(`${cfg.file}: skipped (${e.message})`);
    continue;
  }
  if (only && sc.ruleset.id !== only) continue;
  const names = Object.keys(sc.ruleset.policies);
  console.log(`\n${sc.ruleset.id}: ${cfg.file}`);
  let best = { name: names[0], rate: 0 };
  for (const p of names) {
    if (cfg.skip?.includes(p)) continue;
    const { rate, perCpu } = perCore(sc, [p, p]);
    console.log(`  ${p.padEnd(12)} ${fmt(rate).padStart(10)} games/s on one core (${fmt(perCpu)} per CPU-second)`);
    if (p === sc.ruleset.defaultPolicy) best = { name: p, rate: perCpu }; // sizes the pool runs: the per-CPU rate does not shrink with the load
  }
  const dflt = sc.ruleset.defaultPolicy;
  const n = Math.max(200, Math.round(best.rate * seconds * 2));
  const one = await pooled(sc, [dflt, dflt], 1, n);
  const all = await pooled(sc, [dflt, dflt], cores, n);
  console.log(
    `  pool, ${dflt}, warm workers: 1 worker ${fmt(one.warm)} games/s, ` +
      `${cores} workers ${fmt(all.warm)} games/s, speed-up ` +
      `${(all.warm / one.warm).toFixed(2)}x (${n} games)`,
  );
  console.log(
    `  pool, ${dflt}, first run with start-up: 1 worker ${fmt(one.cold)} ` +
      `games/s, ${cores} workers ${fmt(all.cold)} games/s, speed-up ` +
      `${(all.cold / one.cold).toFixed(2)}x`,
  );
  console.log(`  => 1,000,000 games would take ~${Math.round(1e6 / all.warm)} s on ${cores} cores`);
  if (cfg.after) console.log(await cfg.after());
}
