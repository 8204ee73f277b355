import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { effectiveQuality, rollActivation, turnover, clampQuality } from '../../../src/rulesets/sds/mechanics/activation.js';
import { defaultSdsOptions, readSdsOptions } from '../../../src/rulesets/sds/options.js';
import { activationOdds } from '../../../src/rulesets/sds/odds/activation.js';
import { expectWithin4SE } from './helpers.js';

const opts = defaultSdsOptions;

describe('SDS 2.7 activation table', () => {
  // every row of the SDS 2.7 table: [dice, successes, actions, turn passes]
  const rows: [number, number, boolean][] = [
    [1, 0, false],
    [1, 1, false],
    [2, 1, false],
    [3, 1, true],
    [2, 0, true],
    [3, 0, true],
    [2, 2, false],
    [3, 2, false],
    [3, 3, false],
  ];
  it.each(rows)('%i dice, %i successes → turnover %s', (dice, successes, passes) => {
    expect(turnover(successes, dice)).toBe(passes);
  });

  it('a natural 1 always fails and a natural 6 always succeeds', () => {
    expect(rollActivation(new ScriptedDice([1, 1, 1]), 2, 3)).toBe(0);
    expect(rollActivation(new ScriptedDice([6, 6, 6]), 6, 3)).toBe(3);
    // effective Q below 2 (e.g. Q2 + Leader + Élan) still fails on a 1
    expect(rollActivation(new ScriptedDice([1, 2]), effectiveQuality(2, true, true, opts), 2)).toBe(1);
  });

  it('counts dice ≥ effective Q as successes', () => {
    expect(rollActivation(new ScriptedDice([4, 3, 5]), 4, 3)).toBe(2);
    expect(rollActivation(new ScriptedDice([3]), 3, 1)).toBe(1);
    expect(rollActivation(new ScriptedDice([2]), 3, 1)).toBe(0);
  });
});

describe('SDS 2.8 effective Quality', () => {
  it('command bonus and Élan each improve Q by one (RAFA-COMM: Q4 + Leader + Élan activates on 2+)', () => {
    expect(effectiveQuality(4, false, false, opts)).toBe(4);
    expect(effectiveQuality(4, true, false, opts)).toBe(3);
    expect(effectiveQuality(4, false, true, opts)).toBe(3);
    expect(effectiveQuality(4, true, true, opts)).toBe(2);
  });
  it('is clamped to 2..6', () => {
    expect(effectiveQuality(3, true, true, opts)).toBe(2);
    expect(clampQuality(7)).toBe(6);
    expect(clampQuality(1)).toBe(2);
  });
  it('several superiors count once unless commandBonusStacks (A7)', () => {
    expect(effectiveQuality(5, true, false, opts, 2)).toBe(4);
    expect(effectiveQuality(5, true, false, readSdsOptions({ commandBonusStacks: true }), 2)).toBe(3);
  });
});

describe('SDS 2.7 engine frequencies vs exact odds (SeededDice, 4 SE)', () => {
  for (const [q, n, seed] of [
    [4, 3, 11],
    [3, 2, 12],
    [5, 3, 13],
    [2, 3, 14],
  ] as const) {
    it(`Q${q}+ with ${n} dice`, () => {
      const dice = new SeededDice(seed);
      const N = 40000;
      const counts = new Array(n + 1).fill(0);
      let turnovers = 0;
      for (let i = 0; i < N; i++) {
        const s = rollActivation(dice, q, n);
        counts[s]++;
        if (turnover(s, n)) turnovers++;
      }
      const exact = activationOdds(q, n);
      counts.forEach((c, k) => expectWithin4SE(c, N, exact.successes[k], `P(${k} successes)`));
      expectWithin4SE(turnovers, N, exact.turnover, 'P(turnover)');
    });
  }
});

describe('SDS 2.9 command range', () => {
  it('Leader 1L, NCO 1M (ncoCommandRange), both 1S without line of sight', async () => {
    const { commandRange } = await import('../../../src/rulesets/sds/mechanics/activation.js');
    const { sticks } = await import('../../../src/rulesets/sds/options.js');
    const st = sticks(28);
    expect(commandRange(true, true, st, opts)).toBe(180);
    expect(commandRange(false, true, st, opts)).toBe(120);
    expect(commandRange(true, false, st, opts)).toBe(75);
    expect(commandRange(false, false, st, opts)).toBe(75);
    expect(commandRange(false, true, st, readSdsOptions({ ncoCommandRange: 'S' }))).toBe(75);
  });
});
