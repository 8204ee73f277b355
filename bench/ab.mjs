// Interleaved A/B of two built trees (or of two games, as a yardstick), in one process: each
// tree's dist/ is loaded side by side, both are warmed up (bench/warm.mjs), then rounds alternate
// A and B over the same game ranges and time the main thread alone. Separate runs of one build
// scatter by ±20% on a shared 2-core machine; interleaved ratios stay within a few percent.
// Usage: node bench/ab.mjs --a DIR --b DIR [--scenario scenarios/sds/default.yaml] [--policy aggressive]
//        [--b-scenario S] [--b-policy P] [--rounds 20] [--games 200] [--b-games N] [--warm-games N] [--runs N] [--blocks B]
// (--warm-games: a fixed warm-up of N games a side instead of until the compiler threads settle)
// Prints each side's games per main-thread CPU-second, B/A (B's speed-up), the median pair ratio,
// and whether both played the same results (for pure speed work they must).
// --runs N: N fresh processes, every other one with the trees swapped (the tree loaded first
// runs a few percent apart from the second, and each process's JIT makes its own inlining
// choices: one process's ratio scatters by ±5% on this VM); prints each run's B/A and their
// geometric mean with a 95% interval (Student t over the runs' log ratios).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mainThreadCpu, warmUp } from './warm.mjs';

const args = process.argv.slice(2);
const fail = (msg) => {
  console.error(`bench/ab.mjs: ${msg}`);
  process.exit(2);
};
const arg = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) fail(`--${name} needs a value`);
  return v;
};
const positive = (name, dflt) => {
  const n = Number(arg(name, dflt));
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer`);
  return n;
};
const a = arg('a');
const b = arg('b');
if (a === undefined || b === undefined) fail('give both trees, e.g. --a ../base --b . (each built with npm run build)');
const scenario = arg('scenario', 'scenarios/sds/default.yaml');
const policy = arg('policy', 'aggressive');
const bScenario = arg('b-scenario', scenario);
const bPolicy = arg('b-policy', policy);
const rounds = positive('rounds', '20');
const games = positive('games', '200');
const bGames = positive('b-games', String(games));
const warmGames = arg('warm-games') === undefined ? undefined : positive('warm-games');
const runs = positive('runs', '1');
// --blocks B: round k replays block k mod B of the games, and each side's time is the sum over
// blocks of its fastest replay. A VM's CPU time counts the host's steal: one 0.15 s round of the
// same tree scatters from 0.6x to 1.5x of the next, and steal only ever adds, so the fastest of
// a block's replays is the least disturbed measure of it.
const blocks = arg('blocks') === undefined ? undefined : positive('blocks');
if (blocks !== undefined && blocks > rounds) fail('--blocks must not exceed --rounds (each block is replayed rounds / blocks times)');
if (mainThreadCpu() === undefined) fail('needs Linux /proc to time the main thread alone');
if (runs > 1) {
  repeat(runs);
  process.exit(0);
}

async function load(repo, scen, pol) {
  const { playChunk } = await import(resolve(repo, 'dist/engine/chunk.js'));
  const { loadScenario } = await import(resolve(repo, 'dist/scenario/load.js'));
  const prev = process.cwd();
  process.chdir(repo);
  const sc = loadScenario(scen);
  process.chdir(prev);
  const task = (start, end) => ({
    rulesetId: sc.ruleset.id,
    matchupId: sc.name,
    setupKey: sc.name,
    setup: sc.setup,
    policies: [pol, pol],
    masterSeed: 1,
    pairs: false,
    start,
    end,
    chunkIndex: 0,
    attempt: 0,
  });
  return (start, end) => playChunk(sc.ruleset, task(start, end));
}

const A = await load(a, scenario, policy);
const B = await load(b, bScenario, bPolicy);
for (const play of [A, B]) {
  if (warmGames === undefined) warmUp((i) => play(1e6 + 10 * i, 1e6 + 10 * i + 10));
  else play(1e6, 1e6 + warmGames);
}
const timed = (play, start, n) => {
  const c = mainThreadCpu();
  const r = play(start, start + n);
  return { r, cpu: mainThreadCpu() - c };
};
let ca = 0;
let cb = 0;
// the same games on both sides (pure speed work) must give the same tallies
const comparable = scenario === bScenario && policy === bPolicy && games === bGames;
let same = true;
const ratios = [];
const fastA = new Array(blocks ?? 0).fill(Infinity);
const fastB = new Array(blocks ?? 0).fill(Infinity);
for (let k = 0; k < rounds; k++) {
  const start = 100_000 + (blocks === undefined ? k : k % blocks) * Math.max(games, bGames);
  // alternate who goes first, so a drift in the machine's load weighs on both alike
  const first = k % 2 === 0;
  const x = first ? timed(A, start, games) : timed(B, start, bGames);
  const y = first ? timed(B, start, bGames) : timed(A, start, games);
  const ra = first ? x : y;
  const rb = first ? y : x;
  ca += ra.cpu;
  cb += rb.cpu;
  if (blocks !== undefined) {
    const i = k % blocks;
    fastA[i] = Math.min(fastA[i], ra.cpu);
    fastB[i] = Math.min(fastB[i], rb.cpu);
  }
  if (ra.cpu > 0 && rb.cpu > 0) ratios.push(ra.cpu / games / (rb.cpu / bGames));
  if (comparable && JSON.stringify(ra.r) !== JSON.stringify(rb.r)) same = false;
}
ratios.sort((p, q) => p - q);
const sum = (xs) => xs.reduce((p, q) => p + q, 0);
const rateA = blocks === undefined ? (rounds * games) / ca : (blocks * games) / sum(fastA);
const rateB = blocks === undefined ? (rounds * bGames) / cb : (blocks * bGames) / sum(fastB);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
if (args.includes('--json')) {
  console.log(JSON.stringify({ rateA, rateB, same: comparable ? same : null }));
  process.exit(0);
}
console.log(
  `A ${fmt(rateA)} games/s, B ${fmt(rateB)} games/s (main-thread CPU, ` +
    `${rounds} rounds${blocks === undefined ? '' : `, fastest of each of ${blocks} blocks`}); B/A ${(rateB / rateA).toFixed(3)}, median pair ` +
    `${ratios.length ? ratios[ratios.length >> 1].toFixed(3) : 'n/a'}; ` +
    `results ` +
    `${comparable ? (same ? 'identical' : 'differ') : 'not compared (different games)'}`,
);

/** Two-sided 95% Student t quantiles by degrees of freedom (1..30; beyond, the normal's). */
function t95(df) {
  const t = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131];
  if (df <= t.length) return t[df - 1];
  return df <= 30 ? 2.042 + (2.131 - 2.042) * ((30 - df) / 15) : 1.96;
}

/** --runs: `n` child processes of this script, every other one with A and B swapped. */
function repeat(n) {
  const self = fileURLToPath(import.meta.url);
  const pass = (name, value) => (value === undefined ? [] : [`--${name}`, String(value)]);
  const common = [...pass('rounds', rounds), ...pass('warm-games', warmGames), ...pass('blocks', blocks)];
  const logs = [];
  const comparable = scenario === bScenario && policy === bPolicy && games === bGames;
  let allSame = true;
  for (let k = 0; k < n; k++) {
    const swap = k % 2 === 1;
    const [x, y] = swap ? [b, a] : [a, b];
    const sides = swap
      ? ['--scenario', bScenario, '--policy', bPolicy, '--games', bGames, '--b-scenario', scenario, '--b-policy', policy, '--b-games', games]
      : ['--scenario', scenario, '--policy', policy, '--games', games, '--b-scenario', bScenario, '--b-policy', bPolicy, '--b-games', bGames];
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--a', x, '--b', y, ...sides.map(String), ...common, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) fail(`run ${k + 1} failed (exit ${child.status})`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop());
    const ratio = swap ? r.rateA / r.rateB : r.rateB / r.rateA;
    if (r.same === false) allSame = false;
    logs.push(Math.log(ratio));
    console.log(`run ${k + 1}/${n}${swap ? ' (B loaded first)' : ''}: B/A ${ratio.toFixed(3)}`);
  }
  const mean = logs.reduce((p, q) => p + q, 0) / n;
  const sd = Math.sqrt(logs.reduce((p, q) => p + (q - mean) ** 2, 0) / (n - 1));
  const half = (t95(n - 1) * sd) / Math.sqrt(n);
  console.log(
    `B/A ${Math.exp(mean).toFixed(3)} [${Math.exp(mean - half).toFixed(3)}, ${Math.exp(mean + half).toFixed(3)}] ` +
      `(geometric mean of ${n} runs, 95% interval); results ` +
      `${comparable ? (allSame ? 'identical' : 'differ') : 'not compared (different games)'}`,
  );
}
