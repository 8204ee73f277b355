import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { rollInitiative } from '../../../src/rulesets/sds/table/setup.js';

// SDS 2.5 / 10.6: one die per side, the higher plays first; a tie: the attacker (tournament) or a re-roll (core).
describe('SDS 2.5 initiative', () => {
  it('the higher die plays first', () => {
    expect(rollInitiative(new ScriptedDice([5, 2]), 1, true)).toBe(0);
    expect(rollInitiative(new ScriptedDice([1, 6]), 0, false)).toBe(1);
  });

  it('tournament: a tie gives the first turn to the attacker, no re-roll', () => {
    const dice = new ScriptedDice([4, 4]);
    expect(rollInitiative(dice, 1, true)).toBe(1);
    expect(rollInitiative(new ScriptedDice([4, 4]), 0, true)).toBe(0);
    expect(dice.remaining).toBe(0);
  });

  it('core rules: a tie is re-rolled until the dice differ', () => {
    const dice = new ScriptedDice([3, 3, 6, 6, 2, 5]);
    expect(rollInitiative(dice, 0, false)).toBe(1);
    expect(dice.remaining).toBe(0);
  });
});
