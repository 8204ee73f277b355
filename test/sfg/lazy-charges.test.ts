// lazyCharges (decisions.ts): the heuristic generals plan only the charges that could beat their
// best option, and must choose exactly as over every reachable charge planned at once. Each
// style plays the same battles with charges listed unplanned and planned (the same object with
// lazyCharges off gets them planned), on the open table and on generated terrain.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { loadScenario } from '../../src/scenario/load.js';
import { assaultPolicy, firefightPolicy, holdPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { HeuristicPolicy } from '../../src/rulesets/sfg/policies/heuristic.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import type { Outcome } from '../../src/rulesets/types.js';

function planned(p: HeuristicPolicy): SfgGamePolicy {
  return Object.create(p, { lazyCharges: { value: false } }) as SfgGamePolicy;
}

function battles(options: Record<string, unknown>, a: SfgGamePolicy, b: SfgGamePolicy, first: number, games: number): Outcome[] {
  const sc = loadScenario('scenarios/sfg/default.yaml', { options });
  const rs = sc.ruleset;
  const g = rs.prepare(sc.setup);
  const out: Outcome[] = [];
  for (let s = first; s < first + games; s++) out.push(rs.play(g, [a, b], { dice: new SeededDice(s), ai: new SeededDice(s + 7919) }));
  return out;
}

const PAIRS: [HeuristicPolicy, HeuristicPolicy][] = [
  [assaultPolicy, assaultPolicy],
  [firefightPolicy, holdPolicy],
  [holdPolicy, assaultPolicy],
  [assaultPolicy, firefightPolicy],
];

describe('lazyCharges chooses as the planned charges would', () => {
  it('the policies list charges lazily (the equivalence below would otherwise prove nothing)', () => {
    for (const p of [assaultPolicy, firefightPolicy, holdPolicy]) {
      expect(p.lazyCharges).toBe(true);
      expect(planned(p).lazyCharges).toBe(false);
    }
  });

  it('open table: 160 battles (40 per pairing) play the same with charges unplanned and planned', () => {
    for (const [a, b] of PAIRS) expect(battles({}, a, b, 1, 40)).toEqual(battles({}, planned(a), planned(b), 1, 40));
  });

  it('terrain, obstacles, roads and a river (charges paying their path): 80 battles play the same', () => {
    const options = { terrainPieces: 6, obstaclePieces: 2, roadPieces: 1, riverPieces: 1 };
    for (const [a, b] of PAIRS) expect(battles(options, a, b, 101, 20)).toEqual(battles(options, planned(a), planned(b), 101, 20));
  });
});
