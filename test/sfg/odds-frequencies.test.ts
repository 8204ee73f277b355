// Exact odds (fractions) against the spec's numbers, and the engine's dice against them:
// frequencies within 4 standard errors on fixed seeds.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { commandPass, fireOdds, meleeOdds } from '../../src/rulesets/sfg/odds/index.js';
import { expectedOrders, sfgOdds } from '../../src/rulesets/sfg/odds/hooks.js';
import { defaultOptions } from '../../src/engine/options.js';
import type { Options } from '../../src/rulesets/types.js';
import { sfgOptions } from '../../src/rulesets/sfg/options.js';
import { rollHits } from '../../src/rulesets/sfg/mechanics/dice.js';
import { commandPasses } from '../../src/rulesets/sfg/mechanics/command.js';
import { hittingFaces } from '../../src/rulesets/sfg/mechanics/dice.js';

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

describe('volley odds sfg follows --option (the engine reads the same options)', () => {
  const ctx = (o: Options = {}) => ({
    options: { ...defaultOptions(sfgOptions), ...o },
    readYaml: () => {
      throw new Error('no files');
    },
  });
  const ratio = (f: unknown) => {
    const [n, d] = String(f).split('/').map(Number);
    return n / (d ?? 1);
  };
  const run = (name: string, flags: Record<string, unknown>, o?: Options) =>
    sfgOdds.find((c) => c.name === name)!.run([], flags, ctx(o)).json as Record<string, unknown>;
  it('SFG-6.6 / G9 artilleryCoverMode: a battery at 5 UM against heavy cover needs 5+ (shift: 3 + 2) or 6+ (max of 3 and 6)', () => {
    expect(run('fire', { range: '5', cover: 'heavy' }).need).toBe(5);
    expect(run('fire', { range: '5', cover: 'heavy' }, { artilleryCoverMode: 'max' }).need).toBe(6);
  });
  it('SFG-6.6 / G9b artilleryMaxRangeUM and SFG-0 rangeInclusive bound the range', () => {
    expect(run('fire', { range: '20' }).dice).toBe(1);
    expect(() => run('fire', { range: '20' }, { artilleryMaxRangeUM: 12 })).toThrow(/beyond artillery range \(12 UM\)/);
    expect(() => run('fire', { range: '20' }, { rangeInclusive: false })).toThrow(/beyond artillery range/);
  });
  it('G9b rifledLongRange: a rifled battery at 25 UM rolls 1 die at 6+; a field one, or the option off, is out of range', () => {
    const f = run('fire', { range: '25', gun: 'rifled' }, { rifledLongRange: true });
    expect([f.dice, f.need, f.expected]).toEqual([1, 6, '1/6']);
    expect(() => run('fire', { range: '25', gun: 'field' }, { rifledLongRange: true })).toThrow(/beyond artillery range \(20 UM\)/);
    expect(() => run('fire', { range: '25', gun: 'rifled' })).toThrow(/beyond artillery range \(20 UM\)/);
    expect(() => run('fire', { range: '5', gun: 'siege' })).toThrow(/'siege' is not a gun type/);
  });
  it('SFG-6.5 coverToHit sets the musketry number', () => {
    expect(run('fire', { bases: '6', cover: 'light' }, { coverToHit: [3, 4, 5] }).need).toBe(4);
  });
  it('SFG-6.9 / G6 fireRetreatPerTwoHits: 4 hits make two tests, so more disorder', () => {
    const one = run('fire', { bases: '4', modifier: '6' });
    const two = run('fire', { bases: '4', modifier: '6' }, { fireRetreatPerTwoHits: true });
    // +6: every face but the natural 1 hits (5/6 a die); disordered = Σ P(h)·(1 − (5/6)^tests(h))
    const p = [1, 4, 6, 4, 1].map((c, h) => c * (5 / 6) ** h * (1 / 6) ** (4 - h));
    expect(ratio(one.disordered)).toBeCloseTo((p[2] + p[3] + p[4]) / 6, 12);
    expect(ratio(two.disordered)).toBeCloseTo((p[2] + p[3]) / 6 + p[4] * (11 / 36), 12);
  });
  it('SFG-4.1 / G2 commandPassInclusive: 2d6 < 8 passes 7/12', () => {
    expect(run('command', { value: '8' }).pass).toBe('13/18');
    expect(run('command', { value: '8' }, { commandPassInclusive: false }).pass).toBe('7/12');
  });
  it('SFG-4.4 / G4 orderMalusScope=brigade: no per-activation expectation (it depends on the brigades)', () => {
    expect(run('command', { value: '8' }).expectedOrders).toBe(expectedOrders(8).toString());
    expect(run('command', { value: '8' }, { orderMalusScope: 'brigade' }).expectedOrders).toBeNull();
  });
  it('SFG-8.3 / G18 naturalRuleInMelee and coverToHit set the melee dice', () => {
    const a = run('melee', { attackerMod: '-3' });
    const b = run('melee', { attackerMod: '-3' }, { naturalRuleInMelee: false });
    expect(a.attackerExpectedHits).toBe('7/2'); // 21 dice, only the natural 6 hits at 4+ −3
    expect(b.attackerExpectedHits).toBe('0');
    expect(run('melee', {}, { coverToHit: [3, 5, 6] }).defenderExpectedHits).toBe('8');
  });
});
