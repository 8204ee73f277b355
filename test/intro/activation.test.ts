import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { activationPhase, tryActivate } from '../../src/rulesets/intro/rules/activation.js';
import { rollPlayerOrder } from '../../src/rulesets/intro/play.js';
import { DECIDE_ACTIVATE, STOP } from '../../src/rulesets/intro/decisions.js';
import { M_ACT_TESTS, M_ACTIVATIONS } from '../../src/rulesets/intro/state.js';
import { ArrayLog, makeSetup, passivePolicy, rng, scriptedPolicy, stateWith, within4SE } from './helpers.js';

// INT-4.1 player order, INT-4.2 action test, INT-5.1 activation phase
const line = (k: number, y: number): [number, number][] => Array.from({ length: k }, (_, i) => [10 + 10 * i, y] as [number, number]);

describe('INT-4.2 action test', () => {
  it('succeeds on a d6 at most the characteristic, with no natural-1/6 rule', () => {
    const st = stateWith(makeSetup([[3, 4]], [[3, 1]]), [...line(1, 5), ...line(1, 75)]);
    expect(tryActivate(st, 0, new ScriptedDice([4]))).toBe(true);
    expect(tryActivate(st, 1, new ScriptedDice([2]))).toBe(false);
    expect(st.state.active[0]).toBe(1);
    expect(st.state.active[1]).toBe(0);
    expect(st.state.actions[0]).toBe(0); // G-I2: activation is not an action
  });

  it('P(active) = ABI/6 for every ABI (4 SE on 20 000 tests)', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 1],
          [3, 2],
          [3, 3],
          [3, 4],
          [3, 5],
        ],
        [[3, 3]],
      ),
      [...line(5, 5), ...line(1, 75)],
    );
    const dice = new SeededDice(42);
    const N = 20000;
    for (let abi = 1; abi <= 5; abi++) {
      let ok = 0;
      for (let i = 0; i < N; i++) if (tryActivate(st, abi - 1, dice)) ok++;
      expect(within4SE(ok, N, abi / 6)).toBe(true);
    }
  });
});

describe('INT-5.1 activation phase', () => {
  it('tries units in the chosen order and stops at the first failure (G-I1)', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 4],
          [3, 4],
          [3, 4],
        ],
        [
          [3, 4],
          [3, 4],
        ],
      ),
      [...line(3, 5), ...line(2, 75)],
    );
    const a = scriptedPolicy([2, 0]); // unit 2 passes, unit 0 fails: unit 1 is never tried
    const b = scriptedPolicy([4, 3]);
    const log = new ArrayLog();
    activationPhase(st, [a, b], rng([1, 5, 2, 3]), log);
    expect(Array.from(st.state.active)).toEqual([0, 0, 1, 1, 1]);
    expect(Array.from(st.state.tried)).toEqual([1, 0, 1, 1, 1]);
    expect(a.asked).toEqual([DECIDE_ACTIVATE, DECIDE_ACTIVATE]);
    expect(st.stat(M_ACT_TESTS, 0)).toBe(2);
    expect(st.stat(M_ACTIVATIONS, 1)).toBe(2);
    expect(log.lines[1]).toContain('d6 5 vs ABI 4: fails');
  });

  it('plays in player order: the second player activates after the first', () => {
    const st = stateWith(makeSetup([[3, 4]], [[3, 4]]), [...line(1, 5), ...line(1, 75)]);
    st.state.order[0] = 1;
    st.state.order[1] = 0;
    const log = new ArrayLog();
    activationPhase(st, [scriptedPolicy([0]), scriptedPolicy([1])], rng([6, 1]), log);
    expect(log.lines[0]).toContain('B');
    expect(st.state.active[1]).toBe(0); // B's unit rolled the 6
    expect(st.state.active[0]).toBe(1);
  });

  it('with activationStopsOnFail off a failure does not end the phase', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 2],
          [3, 2],
        ],
        [[3, 2]],
        { activationStopsOnFail: false },
      ),
      [...line(2, 5), ...line(1, 75)],
    );
    activationPhase(st, [scriptedPolicy([0, 1]), passivePolicy], rng([6, 2]));
    expect(Array.from(st.state.active)).toEqual([0, 1, 0]);
  });

  it('a player may stop of his own accord; dead units are never offered', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 5],
          [3, 5],
        ],
        [[3, 5]],
      ),
      [...line(2, 5), ...line(1, 75)],
    );
    st.state.alive[0] = 0;
    const a = scriptedPolicy([STOP]);
    activationPhase(st, [a, passivePolicy], rng([]));
    expect(st.state.active[1]).toBe(0);
    expect(a.asked).toHaveLength(1);
  });

  it('activationIsAction makes the activation use one of the two actions', () => {
    const st = stateWith(makeSetup([[3, 5]], [[3, 5]], { activationIsAction: true }), [...line(1, 5), ...line(1, 75)]);
    tryActivate(st, 0, new ScriptedDice([1]));
    expect(st.state.actions[0]).toBe(1);
  });
});

describe('INT-4.1 player order', () => {
  it('highest d6 goes first and ties roll again', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [...line(1, 5), ...line(1, 75)]);
    const dice = new ScriptedDice([4, 4, 2, 5]);
    rollPlayerOrder(st, dice);
    expect(Array.from(st.state.order)).toEqual([1, 0]);
    expect(dice.remaining).toBe(0);
  });

  it('each side goes first half the time (4 SE)', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [...line(1, 5), ...line(1, 75)]);
    const dice = new SeededDice(9);
    const N = 20000;
    let first0 = 0;
    for (let i = 0; i < N; i++) {
      rollPlayerOrder(st, dice);
      if (st.state.order[0] === 0) first0++;
    }
    expect(within4SE(first0, N, 0.5)).toBe(true);
  });
});
