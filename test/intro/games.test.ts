import { describe, expect, it } from 'vitest';
import { introRuleset } from '../../src/rulesets/intro/index.js';
import type { IntroSetup } from '../../src/rulesets/intro/setup.js';
import type { Outcome } from '../../src/rulesets/types.js';
import { ArrayLog, loadFile, loadText, seeded } from './helpers.js';

// Whole games: every policy, every shipped scenario, INT-7 termination and outcome integrity
const policies = Object.keys(introRuleset.policies);
const maxTurns = (s: IntroSetup) => s.options.maxTurns as number;

function checkOutcome(o: Outcome, s: IntroSetup): void {
  expect([0, 1, null]).toContain(o.winner);
  expect(o.turns).toBeGreaterThanOrEqual(1);
  expect(o.turns).toBeLessThanOrEqual(maxTurns(s));
  for (let side = 0; side < 2; side++) {
    expect(Number.isInteger(o.pointsLost[side])).toBe(true);
    expect(o.pointsLost[side]).toBeLessThanOrEqual(s.sides[side].points);
    expect(o.score[side]).toBe(o.pointsLost[1 - side]);
  }
  expect(Object.keys(o.metrics)).toEqual(introRuleset.metricNames);
  for (const v of Object.values(o.metrics)) for (const x of v) expect(Number.isInteger(x) && x >= 0).toBe(true);
  if (o.reason === 'lastStanding') expect(o.pointsLost[o.winner === 0 ? 1 : 0]).toBe(s.sides[o.winner === 0 ? 1 : 0].points);
  expect(o.metrics.hits[0]).toBeLessThanOrEqual(o.metrics.shots[0]);
  expect(o.metrics.activations[1]).toBeLessThanOrEqual(o.metrics.activationTests[1]);
}

const crowded = loadText(`ruleset: intro
options: { maxTurns: 12, visibility: poor }
terrain:
  - { type: rough, x: 20, y: 30, w: 30, h: 20 }
  - { type: impassable, x: 70, y: 35, w: 15, h: 10 }
sides:
  - name: Few
    units: [{ cmb: 5, abi: 5, count: 3 }, { cmb: 1, abi: 1 }]
  - name: Many
    units: [{ cmb: 2, abi: 2, count: 20 }]
`);

describe('every game ends, for every policy pair and scenario', () => {
  const setups: [string, IntroSetup][] = [
    ['default', loadFile('scenarios/intro/default.yaml')],
    ['mirror', loadFile('scenarios/intro/mirror.yaml')],
    ['crowded terrain', crowded],
  ];
  for (const [name, setup] of setups) {
    it(`${name}: ${policies.length}x${policies.length} policies, 15 seeds each`, () => {
      for (const a of policies) {
        for (const b of policies) {
          for (let seed = 0; seed < 15; seed++) {
            const o = introRuleset.play(introRuleset.prepare(setup), [introRuleset.policies[a].create(), introRuleset.policies[b].create()], seeded(seed));
            checkOutcome(o, setup);
          }
        }
      }
    });
  }

  it('games with a decisive kill end early (lastStanding) on a small table', () => {
    const duel = loadText(`ruleset: intro
options: { tableCm: [40, 40], deployDepthCm: 5, maxTurns: 50 }
sides:
  - name: A
    units: [{ cmb: 5, abi: 5 }]
  - name: B
    units: [{ cmb: 5, abi: 5 }]
`);
    let early = 0;
    for (let seed = 0; seed < 50; seed++) {
      const o = introRuleset.play(introRuleset.prepare(duel), [introRuleset.policies.greedy.create(), introRuleset.policies.greedy.create()], seeded(seed));
      checkOutcome(o, duel);
      if (o.reason === 'lastStanding' || o.reason === 'mutualDestruction') early++;
    }
    expect(early).toBeGreaterThan(40);
  });
});

describe('determinism and the game log', () => {
  const setup = loadFile('scenarios/intro/default.yaml');
  it('the same seeds give the same game, with or without a log', () => {
    for (let seed = 0; seed < 20; seed++) {
      const p = [introRuleset.policies.greedy.create(), introRuleset.policies.random.create()] as const;
      const a = introRuleset.play(introRuleset.prepare(setup), [p[0], p[1]], seeded(seed));
      const log = new ArrayLog();
      const b = introRuleset.play(introRuleset.prepare(setup), [p[0], p[1]], seeded(seed), log);
      expect(b).toEqual(a);
      expect(log.lines.length).toBeGreaterThan(10);
    }
  });

  it('the log narrates every phase in one line per event', () => {
    const log = new ArrayLog();
    const o = introRuleset.play(introRuleset.prepare(setup), [introRuleset.policies.greedy.create(), introRuleset.policies.greedy.create()], seeded(3), log);
    const text = log.lines.join('\n');
    for (const marker of ['order roll', 'deploy ', 'activate ', ' shoots ', ' moves ', 'in melee', 'counter-attacks', 'ranged damage', 'game over']) {
      expect(text).toContain(marker);
    }
    expect(log.lines.every((l) => !l.includes('\n'))).toBe(true);
    expect(log.lines[log.lines.length - 1]).toContain(o.reason);
  });
});

describe('table snapshots for replay', () => {
  it('a log that takes snapshots gets deployment, one SVG per turn and the end', () => {
    const setup = loadFile('scenarios/intro/mirror.yaml');
    const labels: string[] = [];
    let last = '';
    const log = {
      event() {},
      snapshot(label: string, svg: string) {
        labels.push(label);
        last = svg;
      },
    };
    const o = introRuleset.play(introRuleset.prepare(setup), [introRuleset.policies.greedy.create(), introRuleset.policies.greedy.create()], seeded(1), log);
    expect(labels[0]).toBe('deployment');
    expect(labels.filter((l) => l.startsWith('turn-'))).toHaveLength(o.turns);
    expect(labels[labels.length - 1]).toBe('end');
    expect(last.startsWith('<svg')).toBe(true);
    expect((last.match(/<circle /g) ?? []).length).toBeGreaterThan(0);
  });
});

describe('policies', () => {
  it('greedy beats random in the mirror match (lower 4-SE bound of its score above 1/2)', () => {
    const setup = loadFile('scenarios/intro/mirror.yaml');
    const swapped = introRuleset.swapSides(setup);
    const greedy = introRuleset.policies.greedy.create();
    const random = introRuleset.policies.random.create();
    const N = 300; // per orientation
    let points = 0;
    for (let seed = 0; seed < N; seed++) {
      const a = introRuleset.play(introRuleset.prepare(setup), [greedy, random], seeded(seed));
      points += a.winner === 0 ? 1 : a.winner === null ? 0.5 : 0;
      const b = introRuleset.play(introRuleset.prepare(swapped), [random, greedy], seeded(seed));
      points += b.winner === 1 ? 1 : b.winner === null ? 0.5 : 0;
    }
    const n = 2 * N;
    const p = points / n;
    const se = Math.sqrt((p * (1 - p)) / n) || 1 / n;
    expect(p - 4 * se).toBeGreaterThan(0.5);
  });

  it('random picks uniformly among the options (4 SE per option)', () => {
    const { ai } = seeded(5);
    const opts = [0, 1, 2, 3, -1];
    const counts = [0, 0, 0, 0, 0];
    const N = 20000;
    for (let i = 0; i < N; i++) counts[introRuleset.policies.random.create().decide(null as never, 0, opts, ai)]++;
    const p = 1 / opts.length;
    const se = Math.sqrt((p * (1 - p)) / N);
    for (const c of counts) expect(Math.abs(c / N - p)).toBeLessThanOrEqual(4 * se);
  });
});
