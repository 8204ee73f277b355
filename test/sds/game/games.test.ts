import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { sdsRuleset, type SdsSetup } from '../../../src/rulesets/sds/index.js';
import { prepare, type Prepared } from '../../../src/rulesets/sds/play.js';
import type { Outcome } from '../../../src/rulesets/types.js';

// search plays a few games per second: it has its own tests (search-policy.test.ts) and the
// conformance harness plays it on every check
const POLICIES = Object.keys(sdsRuleset.policies).filter((p) => p !== 'search');

function setupOf(file: string): SdsSetup {
  return loadScenario(file).setup as SdsSetup;
}

function play(
  setup: SdsSetup | Prepared,
  p0: string,
  p1: string,
  seed: number,
  log?: { event(t: string): void; snapshot?(l: string, c: string): void },
): Outcome {
  const game = 'game' in setup ? setup : sdsRuleset.prepare(setup);
  return sdsRuleset.play(
    game,
    [sdsRuleset.policies[p0].create(), sdsRuleset.policies[p1].create()],
    { dice: new SeededDice(seed), ai: new SeededDice(seed ^ 0x5bd1e995) },
    log,
  );
}

/** Wilson score interval at 95% for k successes out of n. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}

function checkOutcome(o: Outcome, setup: SdsSetup, maxTurns: number): void {
  expect(['rout', 'time', 'bothRout']).toContain(o.reason);
  expect(o.turns).toBeGreaterThanOrEqual(1);
  expect(o.turns).toBeLessThanOrEqual(maxTurns);
  if (o.reason === 'time') expect(o.winner).toBe(null);
  if (o.reason === 'rout') expect(o.winner === 0 || o.winner === 1).toBe(true);
  for (const v of [...o.pointsLost, ...o.score]) expect(Number.isInteger(v)).toBe(true);
  for (const name of sdsRuleset.metricNames) {
    expect(o.metrics[name]).toBeDefined();
    expect(o.metrics[name].every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
  }
  for (const s of [0, 1]) expect(o.pointsLost[s]).toBeLessThanOrEqual(setup.squads[s].points);
}

describe('SDS games end (SDS 6.7 rout or the turn cap, SDS 10.7)', () => {
  it('every policy pairing finishes every game on the default matchup', () => {
    const setup = setupOf('scenarios/sds/default.yaml');
    let n = 0;
    for (const a of POLICIES) {
      for (const b of POLICIES) {
        for (let k = 0; k < 8; k++) {
          checkOutcome(play(setup, a, b, 1000 + 37 * n + k), setup, 30);
        }
        n++;
      }
    }
  });

  it('cavalry, Old Guard, light infantry and rifle matchups finish under every policy', () => {
    for (const f of ['france-vs-russia-cossacks', 'france-old-guard-vs-britain-highland', 'france-light-vs-britain-rifles']) {
      const setup = setupOf(`scenarios/sds/${f}.yaml`);
      for (const p of POLICIES) for (let k = 0; k < 10; k++) checkOutcome(play(setup, p, p, 77 + k), setup, 30);
    }
  });

  it('core-rules mode (SDS 2.2–2.5 set-up) plays complete games too', () => {
    const base = setupOf('scenarios/sds/default.yaml');
    const setup: SdsSetup = { ...base, options: { ...base.options, mode: 'core' } };
    for (const p of POLICIES) for (let k = 0; k < 6; k++) checkOutcome(play(setup, p, 'aggressive', 900 + k), setup, 30);
  });

  it('a short turn cap ends undecided games as draws on time', () => {
    const base = setupOf('scenarios/sds/default.yaml');
    const setup: SdsSetup = { ...base, options: { ...base.options, maxTurns: 2 } };
    let time = 0;
    for (let k = 0; k < 40; k++) {
      const o = play(setup, 'cautious', 'cautious', 500 + k);
      checkOutcome(o, setup, 2);
      if (o.reason === 'time') time++;
    }
    expect(time).toBeGreaterThan(0);
  });
});

describe('replay and mirrored pairs', () => {
  it('game K with a log has the same outcome as without one, with a snapshot per turn', () => {
    const setup = setupOf('scenarios/sds/default.yaml');
    for (const p of ['aggressive', 'lookahead', 'random']) {
      for (const seed of [11, 12, 13]) {
        const plain = play(setup, p, 'firefight', seed);
        const lines: string[] = [];
        const snaps: string[] = [];
        const logged = play(setup, p, 'firefight', seed, { event: (t) => lines.push(t), snapshot: (l) => snaps.push(l) });
        expect(logged).toEqual(plain);
        expect(lines.length).toBeGreaterThan(10);
        for (const part of ['Attacker:', 'Terrain:', 'Entry edges:', 'deploy ', 'Initiative:', 'activates with', 'Tournament points:']) {
          expect(lines.some((l) => l.includes(part))).toBe(true);
        }
        expect(snaps.filter((l) => l.startsWith('turn-')).length).toBe(plain.turns);
        expect(snaps).toContain('end');
      }
    }
  });

  it('the two games of a mirrored pair share the terrain', () => {
    const setup = setupOf('scenarios/sds/default.yaml');
    const swapped = sdsRuleset.swapSides(setup);
    for (const seed of [5, 6, 7]) {
      const g1 = prepare(setup);
      play(g1, 'aggressive', 'aggressive', seed);
      const t1 = JSON.stringify(g1.game.cfg.table);
      const g2 = prepare(swapped);
      play(g2, 'aggressive', 'aggressive', seed);
      const t2 = JSON.stringify(g2.game.cfg.table);
      // the unused-points fences depend on the lists (SDS 10.3), so compare areas and trees
      const strip = (t: string) => {
        const o = JSON.parse(t);
        return JSON.stringify([o.areas, o.trees]);
      };
      expect(strip(t2)).toBe(strip(t1));
    }
  });
});

describe('statistics', () => {
  it('mirror match: side A scores 50% within the 95% Wilson interval', () => {
    const setup = setupOf('scenarios/sds/mirror-france-line.yaml');
    const n = 1500;
    let pts = 0; // half points
    for (let k = 0; k < n; k++) {
      const o = play(setup, 'aggressive', 'aggressive', 20_000 + k);
      pts += o.winner === 0 ? 2 : o.winner === null ? 1 : 0;
    }
    const [lo, hi] = wilson(pts / 2, n);
    expect(lo).toBeLessThanOrEqual(0.5);
    expect(hi).toBeGreaterThanOrEqual(0.5);
  });

  it('lookahead beats random in at least 95% of games with the same lists (Wilson lower bound)', () => {
    const setup = setupOf('scenarios/sds/mirror-france-line.yaml');
    const n = LOOKAHEAD_GAMES;
    let wins = 0;
    for (let k = 0; k < n; k++) {
      // alternate sides so neither seat is favoured
      const o = k % 2 === 0 ? play(setup, 'lookahead', 'random', 40_000 + k) : play(setup, 'random', 'lookahead', 40_000 + k);
      if (o.winner === (k % 2 === 0 ? 0 : 1)) wins++;
    }
    const [lo] = wilson(wins, n);
    expect(lo).toBeGreaterThanOrEqual(LOOKAHEAD_LOWER_BOUND);
  });
});

/**
 * Issue 3 item 5: the strongest policy must beat `random` in ≥ 95% of games. Measured 97.7% on
 * these lists (8,000 games on other seeds), so with n = 1000 the Wilson lower bound is expected
 * near 0.967, over three standard errors (√(0.977·0.023/1000) ≈ 0.0047) above 0.95: the
 * assertion is the requirement itself, and a policy regressing toward 95% fails it.
 */
const LOOKAHEAD_GAMES = 1000;
const LOOKAHEAD_LOWER_BOUND = 0.95;
