// Does a game run slower after other games in the same process (issue 9: SDS after intro in
// `npm run bench`; `compare` and `matrix` workers mix games and policies)? Each measurement is a
// fresh process: an optional prelude (other games, as bench.mjs plays them before SDS), a JIT
// warm-up, then the same fixed range of SDS games in every process. The two process kinds
// alternate, so drifts in the machine's load weigh on both alike; each pair's ratio is printed,
// then the median, geometric mean and range. Single in-process rates scatter too widely on a
// loaded machine to settle such a question (549-1,399 games/CPU-s on one build).
// Usage: node bench/after.mjs [--pairs 10] [--prelude intro|sds|sfg|alg|intro,sfg,alg] [--games 2000]
//        [--prelude-seconds 1] [--prelude-policies firefight,cautious] [--policy aggressive] [--scenario scenarios/sds/default.yaml]
//        [--warmup settle|fixed] [--repeat 1] [--node-args "--single-threaded-gc"]
//        [--kinds none:fixed,none:settle]   (any two kinds, prelude:warm-up)
// AFTER_MARK=1 in a child's environment prints markers around the measured games, to cut a
// `node --trace-opt --trace-deopt bench/after.mjs --child intro:settle` log to that window.
import { spawnSync } from 'node:child_process';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { mainThreadCpu, warmUp } from './warm.mjs';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const scenario = arg('scenario', 'scenarios/sds/default.yaml');
const policy = arg('policy', 'aggressive');
const games = Number(arg('games', '2000'));
const repeat = Number(arg('repeat', '1'));
const preludeSeconds = Number(arg('prelude-seconds', '1'));
// only these policies in the prelude (e.g. firefight,cautious: which of a matrix's policies matter)
const preludePolicies = arg('prelude-policies', '').split(',').filter(Boolean);
// settle: until the compiler threads go quiet (warm.mjs); fixed: 1.5 CPU-s, bench.mjs's former warm-up
const warmup = arg('warmup', 'settle');
const [kindA, kindB] = arg('kinds', `none:${warmup},${arg('prelude', 'intro')}:${warmup}`).split(',');
// sds: the SDS default matchup under its other policies, as a `matrix` mixes them in one worker
const PRELUDE_FILES = {
  intro: 'scenarios/intro/default.yaml',
  sds: 'scenarios/sds/default.yaml',
  sfg: 'scenarios/sfg/default.yaml',
  alg: 'scenarios/alg/default.yaml',
};
// the heavy search policies are left out as bench.mjs leaves them out
const SKIP = { sds: ['search', policy], sfg: ['search'], alg: ['search'] };

if (args[0] === '--child') await child(args[1]);
else parent();

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

async function child(kind) {
  const [prelude, warmup] = kind.split(':');
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const { playChunk } = await import('../dist/engine/chunk.js');
  const { loadScenario } = await import('../dist/scenario/load.js');
  const cpu = (c0) => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };
  // as bench.mjs: every policy of each prelude game for a while, in-process
  for (const id of prelude === 'none' ? [] : prelude.split(',')) {
    const sc = loadScenario(PRELUDE_FILES[id]);
    for (const p of preludePolicies.length ? preludePolicies : Object.keys(sc.ruleset.policies)) {
      if (SKIP[id]?.includes(p)) continue;
      const c0 = process.cpuUsage();
      for (let s = 0; cpu(c0) < preludeSeconds; s += 10) playChunk(sc.ruleset, task(sc, [p, p], s, s + 10));
    }
  }
  const sc = loadScenario(scenario);
  const warmChunk = (i) => playChunk(sc.ruleset, task(sc, [policy, policy], 1e6 + 10 * i, 1e6 + 10 * i + 10));
  let warmGames = 0;
  if (warmup === 'settle') warmGames = 10 * warmUp(warmChunk).calls;
  else for (const c0 = process.cpuUsage(); cpu(c0) < 1.5; warmGames += 10) warmChunk(warmGames / 10);
  if (process.env.AFTER_MARK) console.log('=== measuring');
  const gc = gcWatch();
  const w1 = performance.now();
  // the same games `repeat` times, the fastest kept: other processes only ever slow a run down,
  // so the minimum is the estimate least disturbed by the machine's load
  let t;
  let spent = Infinity;
  let main = Infinity;
  let total = 0;
  let totalMain = 0;
  for (let r = 0; r < repeat; r++) {
    const m1 = mainThreadCpu();
    const c1 = process.cpuUsage();
    t = playChunk(sc.ruleset, task(sc, [policy, policy], 1000, 1000 + games));
    const c = cpu(c1);
    const m = mainThreadCpu() - m1;
    spent = Math.min(spent, c);
    main = Math.min(main, m);
    total += c;
    totalMain += m;
  }
  if (process.env.AFTER_MARK) console.log('=== measured');
  const wall = (performance.now() - w1) / 1000;
  await new Promise((done) => setTimeout(done, 0)); // the gc entries arrive on the event loop
  // where the time went: the main thread's share of the CPU time (the rest is V8's background
  // compiler and GC threads) and the GC pauses (wall time), over all repeats
  const why = { warmGames, main: totalMain, background: total - totalMain, gcMs: gc.ms(), gcs: gc.count(), wall };
  process.stdout.write(JSON.stringify({ perCpu: games / spent, perMain: games / main, why, tally: t }));
}

function gcWatch() {
  let ms = 0;
  let count = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      ms += e.duration;
      count++;
    }
  });
  obs.observe({ entryTypes: ['gc'] });
  return { ms: () => ms, count: () => count };
}

function parent() {
  const pairs = Number(arg('pairs', '10'));
  const nodeArgs = arg('node-args', '').split(' ').filter(Boolean);
  const run = (kind) => {
    const r = spawnSync(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), '--child', kind, ...args], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout);
  };
  const rows = { a: [], b: [] };
  let tally;
  for (let i = 0; i < pairs; i++) {
    // alternate which kind goes first, so a drift in load does not favour one
    const first = run(i % 2 === 0 ? kindA : kindB);
    const second = run(i % 2 === 0 ? kindB : kindA);
    const [x, y] = i % 2 === 0 ? [first, second] : [second, first];
    for (const r of [x, y]) {
      const s = JSON.stringify(r.tally);
      if (tally !== undefined && s !== tally) throw new Error('the SDS games differ between processes');
      tally = s;
    }
    rows.a.push(x);
    rows.b.push(y);
    const line = (r) =>
      `${r.perCpu.toFixed(0)} (main thread ${r.perMain.toFixed(0)}, ` +
      `background ${r.why.background.toFixed(2)} s, gc ` +
      `${r.why.gcMs.toFixed(0)} ms, warm-up ${r.why.warmGames} games)`;
    console.log(`pair ${i + 1}: ${kindA} ${line(x)}, ${kindB} ${line(y)}, ratio ${(y.perCpu / x.perCpu).toFixed(3)}`);
  }
  const med = (xs) => {
    const s = [...xs].sort((p, q) => p - q);
    const n = s.length;
    return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  };
  const gm = (xs) => Math.exp(xs.reduce((s, r) => s + Math.log(r), 0) / xs.length);
  // the spread of one kind's rates across processes: what a single bench run can be off by
  const cv = (xs) => {
    const m = xs.reduce((s, v) => s + v, 0) / xs.length;
    return Math.sqrt(xs.reduce((s, v) => s + (v - m) ** 2, 0) / (xs.length - 1)) / m;
  };
  const spread = (xs) => `median ${med(xs).toFixed(3)}, geometric mean ${gm(xs).toFixed(3)}, range ${Math.min(...xs).toFixed(3)}-${Math.max(...xs).toFixed(3)}`;
  const stats = (xs) => `median ${med(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}, CV ${(100 * cv(xs)).toFixed(0)}%)`;
  console.log(
    `${scenario} ${policy}, ${games} ` +
      `games${repeat > 1 ? ` (fastest of ${repeat})` : ''}, prelude ` +
      `${preludeSeconds} CPU-s a ` +
      `policy${nodeArgs.length ? `, node ${nodeArgs.join(' ')}` : ''}, ` +
      `${pairs} pairs`,
  );
  for (const [name, key] of [
    ['process CPU', 'perCpu'],
    ['main thread CPU', 'perMain'],
  ]) {
    const a = rows.a.map((r) => r[key]);
    const b = rows.b.map((r) => r[key]);
    console.log(`${name}: ${kindA} ${stats(a)}, ${kindB} ${stats(b)} games/s; ${kindB}/${kindA} ${spread(b.map((v, i) => v / a[i]))}`);
  }
}
