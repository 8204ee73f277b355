// Exact odds (fractions) against the spec's numbers, and the engine's dice against them:
// frequencies within 4 standard errors on fixed seeds.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { commandPass, fireOdds, meleeOdds } from '../../src/rulesets/sfg/odds/index.js';
import { expectedOrders } from '../../src/rulesets/sfg/odds/hooks.js';
import { rollHits } from '../../src/rulesets/sfg/rules/dice.js';
import { commandPasses } from '../../src/rulesets/sfg/rules/command.js';
import { hittingFaces } from '../../src/rulesets/sfg/rules/dice.js';

function within4se(count: number, n: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(count / n - p)).toBeLessThanOrEqual(4 * se + 1e-12);
}

describe('exact odds', () => {
  it('SFG-13: expected brigade orders per activation 0.91 (poor, 7), 1.38 (standard, 8), 1.98 (good, 9)', () => {
    expect(expectedOrders(7).toNumber()).toBeCloseTo(0.91, 2);
    expect(expectedOrders(8).toNumber()).toBeCloseTo(1.38, 2);
    expect(expectedOrders(9).toNumber()).toBeCloseTo(1.98, 2);
  });
  it('SFG-13: a field battery expects 2.5 hits at ≤ 3 UM, 2 at ≤ 6, 1 at ≤ 12, 1/3 at ≤ 20', () => {
    expect([fireOdds(3, 2, 0), fireOdds(3, 3, 0), fireOdds(3, 5, 0), fireOdds(1, 5, 0)].map((f) => f.expected.toString())).toEqual(['5/2', '2', '1', '1/3']);
  });
  it('musketry: one base at 4+ expects 1/2 a hit, breech-loaders (+1) 2/3', () => {
    expect(fireOdds(1, 4, 0).expected.toString()).toBe('1/2');
    expect(fireOdds(1, 4, 1).expected.toString()).toBe('2/3');
  });
  it('the text example 21D6 v 12D6 at 4+: outcomes sum to 1 and the attacker is a heavy favourite', () => {
    const m = meleeOdds(21, 3, 0, 12, 3, 0);
    expect(m.attackerWins.add(m.draw).add(m.defenderWins).toString()).toBe('1');
    expect(m.attackerWins.toNumber()).toBeGreaterThan(0.9);
  });
});

describe('engine frequencies against the exact odds (4 standard errors, fixed seeds)', () => {
  it('command test at 8: 2d6 ≤ 8', () => {
    const d = new SeededDice(101);
    const n = 40000;
    let k = 0;
    for (let i = 0; i < n; i++) if (commandPasses(d.twoD6(), 8, true)) k++;
    within4se(k, n, commandPass(8).toNumber());
  });
  it('six bases at 4+ −1: the distribution of hits', () => {
    const d = new SeededDice(202);
    const n = 30000;
    const counts = new Array(7).fill(0);
    for (let i = 0; i < n; i++) counts[rollHits(d, 6, 4, -1, true)]++;
    const f = fireOdds(6, 4, -1);
    for (let h = 0; h <= 6; h++) within4se(counts[h], n, f.hits[h].toNumber());
  });
  it('a melee round 9 dice v 6 dice at 4+ with +1 extra to the defender', () => {
    const d = new SeededDice(303);
    const n = 30000;
    let aw = 0;
    let dr = 0;
    for (let i = 0; i < n; i++) {
      const a = rollHits(d, 9, 4, 0, true);
      const b = rollHits(d, 6, 4, 0, true) + 1;
      if (a > b) aw++;
      else if (a === b) dr++;
    }
    const m = meleeOdds(9, hittingFaces(4, 0, true), 0, 6, hittingFaces(4, 0, true), 1);
    within4se(aw, n, m.attackerWins.toNumber());
    within4se(dr, n, m.draw.toNumber());
  });
});
