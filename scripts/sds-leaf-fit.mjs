// Refits the SDS search leaf (src/rulesets/sds/policies/leaf.ts, LEAF_WEIGHTS) from games:
//   npm run build && node scripts/sds-leaf-fit.mjs [games=4000]
// Plays lookahead v lookahead, lookahead v aggressive and aggressive v lookahead on the default
// lists (both list orders), takes every third activation decision's position, labels it with
// the game's result for side 0 (won 1, drawn ½, lost 0), and fits a logistic regression without
// intercept on the differences of the two sides' features (Newton's method, L2 penalty 1e-3 per
// position). Prints the held-out log-loss (last 30% of the games) against the leaf's current
// weights (a refit must beat them on the same positions), the old points-lost leaf and a coin,
// then the weights fitted on all positions, to paste into LEAF_WEIGHTS.
import { SeededDice } from '../dist/rulesets/kit/dice.js';
import { loadScenario } from '../dist/scenario/load.js';
import { sdsRuleset } from '../dist/rulesets/sds/index.js';
import { LEAF_FEATURES, LEAF_WEIGHTS, leafFeatures, N_LEAF } from '../dist/rulesets/sds/policies/leaf.js';
import { DECIDE_ACTIVATION } from '../dist/rulesets/sds/decisions.js';

const games = Number(process.argv[2] ?? 4000);
const setup = loadScenario('scenarios/sds/default.yaml').setup;
const setups = [setup, sdsRuleset.swapSides(setup)];
const pairings = [
  ['lookahead', 'lookahead'],
  ['lookahead', 'aggressive'],
  ['aggressive', 'lookahead'],
];
const X = [];
const Y = [];
const f = new Float64Array(2 * N_LEAF);
let trainEnd = 0;
for (let gi = 0; gi < games; gi++) {
  if (gi === Math.floor(games * 0.7)) trainEnd = X.length;
  const game = sdsRuleset.prepare(setups[gi % 2]);
  const rows = [];
  let seen = 0;
  const spy = (p) => ({
    name: p.name,
    description: p.description,
    skip: p.skip,
    addMoves: p.addMoves?.bind(p),
    keepOutOfGroups: p.keepOutOfGroups?.bind(p),
    decide(g, kind, options, rng) {
      if (kind === DECIDE_ACTIVATION && seen++ % 3 === 0) {
        leafFeatures(g, 0, f, 0);
        leafFeatures(g, 1, f, N_LEAF);
        rows.push(Array.from({ length: N_LEAF }, (_, k) => f[k] - f[N_LEAF + k]));
      }
      return p.decide(g, kind, options, rng);
    },
  });
  const [a, b] = pairings[gi % 3];
  const out = sdsRuleset.play(game, [spy(sdsRuleset.policies[a].create()), spy(sdsRuleset.policies[b].create())], {
    dice: new SeededDice(1000 + gi),
    ai: new SeededDice(8777 + gi),
  });
  const y = out.winner === null ? 0.5 : out.winner === 0 ? 1 : 0;
  for (const r of rows) {
    X.push(r);
    Y.push(y);
  }
}

function fitWeights(n) {
  const k = N_LEAF;
  let w = new Array(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const g = new Array(k).fill(0);
    const H = Array.from({ length: k }, () => new Array(k).fill(0));
    for (let r = 0; r < n; r++) {
      let z = 0;
      for (let a = 0; a < k; a++) z += w[a] * X[r][a];
      const p = 1 / (1 + Math.exp(-z));
      const v = p * (1 - p);
      for (let a = 0; a < k; a++) {
        g[a] += (p - Y[r]) * X[r][a];
        for (let b = 0; b < k; b++) H[a][b] += v * X[r][a] * X[r][b];
      }
    }
    for (let a = 0; a < k; a++) {
      g[a] += 1e-3 * n * w[a];
      H[a][a] += 1e-3 * n;
    }
    // Newton step: solve H d = g by Gauss–Jordan with partial pivoting
    const M = H.map((row, a) => [...row, g[a]]);
    for (let c = 0; c < k; c++) {
      let p = c;
      for (let r = c + 1; r < k; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
      [M[c], M[p]] = [M[p], M[c]];
      for (let r = 0; r < k; r++) {
        if (r === c) continue;
        const q = M[r][c] / M[c][c];
        for (let j = c; j <= k; j++) M[r][j] -= q * M[c][j];
      }
    }
    w = w.map((x, a) => x - M[a][k] / M[a][a]);
  }
  return w;
}

const logLoss = (prob) => {
  let s = 0;
  for (let r = trainEnd; r < X.length; r++) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, prob(X[r])));
    s -= Y[r] * Math.log(p) + (1 - Y[r]) * Math.log(1 - p);
  }
  return (s / (X.length - trainEnd)).toFixed(4);
};
const held = fitWeights(trainEnd);
const logistic = (w) => (x) => 1 / (1 + Math.exp(-x.reduce((z, v, a) => z + w[a] * v, 0)));
const kept = LEAF_FEATURES.indexOf('pointsKept');
console.log(
  `${X.length} positions from ${games} games; held-out log-loss: fitted ` +
    `${logLoss(logistic(held))}, the leaf's current weights ` +
    `${logLoss(logistic(LEAF_WEIGHTS))}, points leaf ` +
    `${logLoss((x) => 0.5 + 0.5 * x[kept])}, coin ${Math.log(2).toFixed(4)}`,
);
console.log(
  `export const LEAF_WEIGHTS: readonly number[] = [${fitWeights(X.length)
    .map((w) => w.toFixed(3))
    .join(', ')}];`,
);
