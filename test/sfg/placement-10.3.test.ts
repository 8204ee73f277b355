// SFG-10.3 / 10.4 (placement 'players', the text): each player places his 2 objectives in his own
// zone (A first, alternating) at a legal point of his policy's choosing, then the players deploy
// one whole division at a time, alternately, in a sector of their policy's choosing.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';
import { K_DEPLOY, K_DEPLOY_DIVISION, K_OBJECTIVE } from '../../src/rulesets/sfg/decisions.js';
import type { Game } from '../../src/rulesets/sfg/game.js';

const rs = findRuleset('sfg') as AnyRuleset;
const setup = loadScenario('scenarios/sfg/default.yaml').setup;

interface Ask {
  side: number;
  kind: number;
  chosen: number;
  points: [number, number][];
  division: number;
  sector: number;
}

/** Where each unit stood when the setup was over (its centre x; NaN: off the table). */
type Stood = number[];

/** The firefight general, except that every setup choice is `pick(n)` and is recorded. */
function recorder(side: number, asks: Ask[], stood: Stood, pick?: (n: number) => number) {
  const base = rs.policies.firefight.create();
  return {
    ...base,
    name: `recorder-${side}`,
    decide(view: unknown, kind: number, options: ArrayLike<number>, ai: unknown) {
      const g = view as Game;
      if (kind !== K_OBJECTIVE && kind !== K_DEPLOY_DIVISION) {
        if (stood.length === 0 && kind !== K_DEPLOY) for (const u of g.units) stood.push(u.onTable ? u.cx : Number.NaN);
        return base.decide(view as never, kind, options, ai as never);
      }
      const b = g.opts;
      const chosen = pick ? pick(options.length) : base.decide(view as never, kind, options, ai as never);
      const points: [number, number][] = [];
      for (let i = 0; i < b.n; i++) points.push([b.px[i], b.py[i]]);
      asks.push({ side, kind, chosen, points, division: b.unit[chosen], sector: b.value[chosen] });
      return chosen;
    },
  };
}

function play(pick?: (n: number) => number, seed = 1) {
  const asks: Ask[] = [];
  const stood: Stood = [];
  const g = rs.prepare(setup) as Game;
  rs.play(g, [recorder(0, asks, stood, pick), recorder(1, asks, stood, pick)], { dice: new SeededDice(seed), ai: new SeededDice(seed + 1) });
  return { g, asks, stood };
}

describe('SFG-10.3 objectives placed by the players', () => {
  it('A, B, A, B each choose among legal points of their own zone, and the objective is where they chose', () => {
    const { g, asks } = play((n) => n - 1);
    const obj = asks.filter((a) => a.kind === K_OBJECTIVE);
    expect(obj.map((a) => a.side)).toEqual([0, 1, 0, 1]);
    obj.forEach((a, k) => {
      expect(a.points.length).toBeGreaterThan(1);
      for (const [x, y] of a.points) {
        const fromEdge = a.side === 0 ? y : 24 - y;
        expect(x).toBeGreaterThanOrEqual(6);
        expect(x).toBeLessThanOrEqual(30);
        expect(fromEdge).toBeGreaterThanOrEqual(4);
        expect(fromEdge).toBeLessThanOrEqual(6);
        for (let j = 0; j < k; j++) expect(Math.hypot(x - g.objectives[j].x, y - g.objectives[j].y)).toBeGreaterThanOrEqual(12 - 1e-9);
      }
      const [x, y] = a.points[a.chosen];
      expect([g.objectives[k].x, g.objectives[k].y, g.objectives[k].owner]).toEqual([x, y, a.side]);
    });
  });
  it('the heuristic generals place each pair centred, 12 UM apart, 4 UM from their own edge', () => {
    const { g } = play();
    expect(g.objectives.map((o) => [o.owner, o.x, o.y])).toEqual([
      [0, 12, 4],
      [1, 12, 20],
      [0, 24, 4],
      [1, 24, 20],
    ]);
  });
});

describe('SFG-10.4 the players deploy one division at a time, alternately', () => {
  it('sides alternate, each division is placed once, in the sector its player chose', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { g, asks, stood } = play((n) => (n > 2 ? 1 : 0), seed);
      const dep = asks.filter((a) => a.kind === K_DEPLOY_DIVISION);
      const onTable = g.divisions.filter((d) => d.scheduledTurn === 0);
      expect(dep.length).toBe(onTable.length);
      const perSide = [0, 1].map((s) => onTable.filter((d) => d.side === s).length);
      // alternating while both have divisions to place
      const both = 2 * Math.min(perSide[0], perSide[1]);
      for (let k = 1; k < both; k++) expect(dep[k].side).toBe(1 - dep[k - 1].side);
      expect(new Set(dep.map((a) => a.division)).size).toBe(dep.length);
      for (const a of dep) {
        expect(g.divisions[a.division].side).toBe(a.side);
        // the sectors cut the 35 UM between x = 0.5 and 35.5 equally
        const w = 35 / perSide[a.side];
        for (const i of g.divisions[a.division].units) {
          expect(stood[i]).toBeGreaterThan(0.5 + a.sector * w);
          expect(stood[i]).toBeLessThan(0.5 + (a.sector + 1) * w);
        }
      }
    }
  });
  it('the first player is drawn: both sides open the deployment over a few seeds', () => {
    const first = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => play(undefined, s).asks.find((a) => a.kind === K_DEPLOY_DIVISION)?.side));
    expect(first).toEqual(new Set([0, 1]));
  });
});
