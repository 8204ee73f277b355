import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { attemptRecovery, recoveryPhase } from '../../src/rulesets/intro/rules/recovery.js';
import { M_REC_TESTS, M_RECOVERIES } from '../../src/rulesets/intro/state.js';
import { STOP } from '../../src/rulesets/intro/decisions.js';
import { makeSetup, passivePolicy, rng, scriptedPolicy, stateWith } from './helpers.js';

// INT-5.2 recovery phase (G-I3)
const pos: [number, number][] = [
  [10, 5],
  [20, 5],
  [30, 5],
  [10, 75],
];

describe('INT-5.2 recovery', () => {
  it('an ABI success heals one level and uses one action; a failure uses none by default', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
      ),
      pos,
    );
    st.state.damage[0] = 2;
    st.state.damage[1] = 1;
    expect(attemptRecovery(st, 0, new ScriptedDice([3]))).toBe(true);
    expect(st.state.damage[0]).toBe(1);
    expect(st.state.actions[0]).toBe(1);
    expect(attemptRecovery(st, 1, new ScriptedDice([4]))).toBe(false);
    expect(st.state.damage[1]).toBe(1);
    expect(st.state.actions[1]).toBe(0);
    expect(st.stat(M_REC_TESTS, 0)).toBe(2);
    expect(st.stat(M_RECOVERIES, 0)).toBe(1);
  });

  it('failedRecoveryUsesAction makes a failed attempt cost the action', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
        { failedRecoveryUsesAction: true },
      ),
      pos,
    );
    st.state.damage[0] = 1;
    attemptRecovery(st, 0, new ScriptedDice([6]));
    expect(st.state.actions[0]).toBe(1);
  });

  it('recoveryNeedsTest off: automatic, no die rolled', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 1],
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
        { recoveryNeedsTest: false },
      ),
      pos,
    );
    st.state.damage[0] = 2;
    expect(attemptRecovery(st, 0, new ScriptedDice([]))).toBe(true);
    expect(st.state.damage[0]).toBe(1);
  });

  it('one attempt per player per turn, on any damaged unit, active or not; undamaged and dead units are not offered', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
      ),
      pos,
    );
    st.state.damage[0] = 1; // inactive, damaged
    st.state.damage[1] = 0;
    st.state.alive[2] = 0;
    st.state.damage[2] = 3;
    const a = scriptedPolicy([0]);
    recoveryPhase(st, [a, passivePolicy], rng([2]));
    expect(st.state.damage[0]).toBe(0);
    expect(a.asked).toHaveLength(1); // only one attempt even though the options are not exhausted
  });

  it('recoveryPerPlayerPerTurn = 2 allows a second unit; a player may decline', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
        { recoveryPerPlayerPerTurn: 2 },
      ),
      pos,
    );
    st.state.damage[0] = 1;
    st.state.damage[1] = 2;
    st.state.damage[3] = 1;
    recoveryPhase(st, [scriptedPolicy([1, 0]), scriptedPolicy([STOP])], rng([1, 6]));
    expect(st.state.damage[1]).toBe(1);
    expect(st.state.damage[0]).toBe(1);
    expect(st.state.damage[3]).toBe(1);
  });
});
