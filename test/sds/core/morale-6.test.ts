import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { fleeMoves, lossThreshold, lossTriggerReached, moraleQuality, moraleResult, routs } from '../../../src/rulesets/sds/mechanics/morale.js';
import { defaultSdsOptions as opts, readSdsOptions } from '../../../src/rulesets/sds/options.js';
import { moraleOdds } from '../../../src/rulesets/sds/odds/morale.js';
import { expectWithin4SE } from './helpers.js';
import { naturalSuccesses } from '../../../src/rulesets/kit/dicePool.js';

describe('SDS 6.2 morale outcomes', () => {
  it('0 hold, 1 flee one move, 2 flee two moves, 3 fled off the table', () => {
    expect([0, 1, 2, 3].map(moraleResult)).toEqual(['hold', 'flee1', 'flee2', 'fledOff']);
    expect([0, 1, 2, 3].map(fleeMoves)).toEqual([0, 1, 2, 3]);
  });
  it('SDS 6.1 per-die modifiers: Steadfast +1, Fear −1, command bonus with commandBonusOnMorale', () => {
    expect(moraleQuality(4, false, false, false, opts)).toBe(4);
    expect(moraleQuality(4, false, true, false, opts)).toBe(3);
    expect(moraleQuality(4, false, false, true, opts)).toBe(5);
    expect(moraleQuality(4, true, false, false, opts)).toBe(3);
    expect(moraleQuality(4, true, false, false, readSdsOptions({ commandBonusOnMorale: false }))).toBe(4);
    expect(moraleQuality(6, false, false, true, opts)).toBe(6);
  });
});

describe('SDS 6.6 / 10.12 loss threshold', () => {
  // typed from the tournament rules v2.1 (seed 000, "Tabella del più di un terzo")
  const N = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
  const table = [2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8];
  const russians = [3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9];
  it('⌊N/3⌋ + 1 reproduces all 17 columns', () => {
    expect(N.map((n) => lossThreshold(n, false))).toEqual(table);
  });
  it('Russians (Duri a cedere) need one more loss in every column', () => {
    expect(N.map((n) => lossThreshold(n, true))).toEqual(russians);
  });
  it('lossTrigger options (A22): thirdModels default, halfModels, halfPoints', () => {
    expect(lossTriggerReached(opts, 4, 12, 0, 400, false)).toBe(false);
    expect(lossTriggerReached(opts, 5, 12, 0, 400, false)).toBe(true);
    expect(lossTriggerReached(opts, 5, 12, 0, 400, true)).toBe(false);
    const half = readSdsOptions({ lossTrigger: 'halfModels' });
    expect(lossTriggerReached(half, 5, 12, 0, 400, false)).toBe(false);
    expect(lossTriggerReached(half, 6, 12, 0, 400, false)).toBe(true);
    const pts = readSdsOptions({ lossTrigger: 'halfPoints' });
    expect(lossTriggerReached(pts, 1, 12, 199, 398, false)).toBe(true);
    expect(lossTriggerReached(pts, 9, 12, 198, 398, false)).toBe(false);
  });
});

describe('SDS 6.7 rout', () => {
  it('commander gone: routs at two or fewer soldiers (3 left: not yet), whatever the enemy has', () => {
    expect(routs(false, 3, 10)).toBe(false);
    expect(routs(false, 2, 1)).toBe(true);
    expect(routs(false, 0, 5)).toBe(true);
  });
  it('commander present with one other soldier: routs only if the enemy has more models', () => {
    expect(routs(true, 2, 3)).toBe(true);
    expect(routs(true, 2, 2)).toBe(false);
    expect(routs(true, 3, 12)).toBe(false);
    expect(routs(true, 1, 2)).toBe(true);
  });
  it('a 4-model squad that loses 2 is defeated before its loss threshold test (SDS 6.6 note)', () => {
    expect(routs(false, 2, 5)).toBe(true);
  });
});

describe('SDS 6.1 engine frequencies vs exact morale odds (4 SE)', () => {
  for (const [q, seed] of [
    [4, 301],
    [3, 302],
    [5, 303],
  ] as const) {
    it(`Q${q}+`, () => {
      const dice = new SeededDice(seed);
      const Nn = 40000;
      const counts = [0, 0, 0, 0];
      for (let i = 0; i < Nn; i++) counts[3 - naturalSuccesses(dice, 3, q)]++;
      const ex = moraleOdds(q);
      expectWithin4SE(counts[0], Nn, ex.hold, 'hold');
      expectWithin4SE(counts[1], Nn, ex.flee1, 'flee1');
      expectWithin4SE(counts[2], Nn, ex.flee2, 'flee2');
      expectWithin4SE(counts[3], Nn, ex.fled, 'fled');
    });
  }
});

describe('SDS 5.10–5.11 charge test odds', () => {
  it('Q4 infantry charged by cavalry: eliminated 1/8, fights 3/4, 3 successes 1/8; Fear makes it Q5', async () => {
    const { chargeTestOdds } = await import('../../../src/rulesets/sds/odds/morale.js');
    const a = chargeTestOdds(4, false);
    expect([a.eliminated, a.fights, a.allSuccesses].map(String)).toEqual(['1/8', '3/4', '1/8']);
    const f = chargeTestOdds(4, true);
    expect(f.effectiveQuality).toBe(5);
    expect([f.eliminated, f.fights, f.allSuccesses].map(String)).toEqual(['8/27', '2/3', '1/27']);
  });
});
