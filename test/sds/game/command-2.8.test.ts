import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { activationQuality, moraleQ } from '../../../src/rulesets/sds/rules/command.js';
import { A_ADVANCE } from '../../../src/rulesets/sds/game.js';
import { build as build0, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice) => build0(withFillers(specs), o, d);

// SDS 2.8: the command bonus comes from a *superior*, a model of higher rank (Officer > NCO > private).
describe('SDS 2.8 command bonus only from a superior', () => {
  const officerNcoPrivate: ModelSpec[] = [
    { side: 0, x: 100, y: 100, q: 3, rules: ['leader'], name: 'Officer' },
    { side: 0, x: 160, y: 100, q: 4, rules: ['nco'], name: 'Sergeant' },
    { side: 0, x: 220, y: 100, q: 4, rules: ['nco'], name: 'Corporal' },
    { side: 0, x: 330, y: 100, q: 4, name: 'Private' },
    { side: 1, x: 800, y: 800 },
  ];

  it('an NCO gives no bonus to his own Officer: the Officer activates at 3+, a 2 fails', () => {
    const dice = new ScriptedDice([2]);
    const { g, idx } = build(officerNcoPrivate, {}, dice);
    expect(activationQuality(g, idx[0])).toBe(3);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_ADVANCE }]);
    g.policies = [pol, pol];
    const y0 = g.st.y[idx[0]];
    playerTurn(g, 0);
    expect(dice.remaining).toBe(0);
    expect(g.st.y[idx[0]]).toBe(y0); // no success, no action
  });

  it('an NCO gives no bonus to another NCO, but the Officer does', () => {
    const { g, idx } = build(officerNcoPrivate);
    expect(activationQuality(g, idx[2])).toBe(3); // the Officer is within 1L
    g.st.x[idx[0]] = 700;
    g.st.y[idx[0]] = 500; // Officer far away and out of range: the Sergeant next door does not help
    expect(activationQuality(g, idx[2])).toBe(4);
    expect(moraleQ(g, idx[2], false)).toBe(4);
  });

  it('an NCO still gives the bonus to a private within his range', () => {
    const { g, idx } = build(officerNcoPrivate);
    g.st.x[idx[0]] = 700;
    g.st.y[idx[0]] = 500;
    expect(activationQuality(g, idx[3])).toBe(3); // 1M of the Corporal
  });
});
