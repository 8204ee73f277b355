// lazyMoves (decisions.ts): the heuristic generals list and check only the moves that could beat
// their best option, and must choose exactly as over every candidate checked at once. Each style
// plays the same battles lazily and eagerly (the same object with lazyMoves off gets the full
// option buffer), on the open table and on generated terrain with roads and obstacles, woods and rivers.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { loadScenario } from '../../src/scenario/load.js';
import { assaultPolicy, firefightPolicy, holdPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { HeuristicPolicy } from '../../src/rulesets/sfg/policies/heuristic.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import type { Outcome } from '../../src/rulesets/types.js';

function eager(p: HeuristicPolicy): SfgGamePolicy {
  return Object.create(p, { lazyMoves: { value: false } }) as SfgGamePolicy;
}

function battles(options: Record<string, unknown>, a: SfgGamePolicy, b: SfgGamePolicy, games: number): Outcome[] {
  const sc = loadScenario('scenarios/sfg/default.yaml', { options });
  const rs = sc.ruleset;
  const g = rs.prepare(sc.setup);
  const out: Outcome[] = [];
  for (let s = 1; s <= games; s++) out.push(rs.play(g, [a, b], { dice: new SeededDice(s), ai: new SeededDice(s + 7919) }));
  return out;
}

const TABLES: [string, Record<string, unknown>][] = [
  ['open table', {}],
  ['terrain, obstacles and roads', { terrainPieces: 4, obstaclePieces: 2, roadPieces: 2 }],
  // SFG-8.9: woods and rivers cost by the leading line (woodsCost 'frontLine', the default), or woods by the centre
  ['woods and rivers by the front line', { terrainPieces: 6, riverPieces: 1 }],
  ['woods by the centre, rivers', { terrainPieces: 6, riverPieces: 1, woodsCost: 'centre' }],
  // SFG-5.5 / G8: the other rough-terrain readings
  ['rough ground, strict', { terrainPieces: 6, obstaclePieces: 2, roughTerrainMode: 'strict' }],
  ['rough ground, proportional', { terrainPieces: 6, riverPieces: 1, roughTerrainMode: 'proportional' }],
];

describe('lazyMoves chooses as the full option list would', () => {
  it('the policies list moves lazily (the equivalence below would otherwise prove nothing)', () => {
    for (const p of [assaultPolicy, firefightPolicy, holdPolicy]) {
      expect(p.lazyMoves).toBe(true);
      expect(eager(p).lazyMoves).toBe(false);
    }
  });

  for (const [name, options] of TABLES) {
    it(`${name}: assault, firefight and hold play the same battles lazily and eagerly`, () => {
      const pairs: [HeuristicPolicy, HeuristicPolicy][] = [
        [assaultPolicy, assaultPolicy],
        [firefightPolicy, holdPolicy],
        [holdPolicy, assaultPolicy],
      ];
      for (const [a, b] of pairs) expect(battles(options, a, b, 6)).toEqual(battles(options, eager(a), eager(b), 6));
    });
  }
});
