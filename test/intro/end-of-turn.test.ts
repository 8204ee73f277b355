import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { hurt } from '../../src/rulesets/intro/rules/damage.js';
import { endOfTurn } from '../../src/rulesets/intro/rules/endOfTurn.js';
import { M_DAMAGE, M_UNITS_LOST } from '../../src/rulesets/intro/state.js';
import { shoot } from '../../src/rulesets/intro/rules/shooting.js';
import { ArrayLog, makeSetup, stateWith } from './helpers.js';

// INT-3.1 damage track, INT-5.6 end of turn

const pos: [number, number][] = [
  [30, 10],
  [60, 10],
  [90, 10],
  [60, 30],
];

describe('INT-3.1 damage track', () => {
  it('each hit is one level: ready, prone, wounded, dead (removed) — a fresh unit takes 3 hits', () => {
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
    hurt(st, 3, 1);
    expect(st.state.damage[3]).toBe(1);
    hurt(st, 3, 1);
    expect(st.state.damage[3]).toBe(2);
    expect(st.state.alive[3]).toBe(1);
    hurt(st, 3, 1);
    expect(st.state.alive[3]).toBe(0);
    expect(st.stat(M_UNITS_LOST, 1)).toBe(1);
    expect(st.stat(M_DAMAGE, 1)).toBe(3);
  });
});

describe('INT-5.6 end of turn', () => {
  it('applies pending ranged damage, removes the dead, caps damage at 3 and resets the turn flags', () => {
    const st = stateWith(
      makeSetup(
        [
          [5, 3],
          [5, 3],
          [5, 3],
        ],
        [[3, 3]],
      ),
      pos,
    );
    for (let u = 0; u < 3; u++) st.state.active[u] = 1;
    const dice = new ScriptedDice([1, 1, 1]);
    for (let u = 0; u < 3; u++) shoot(st, u, 3, dice);
    st.state.damage[3] = 1;
    expect(st.state.pending[3]).toBe(3);
    const log = new ArrayLog();
    endOfTurn(st, log);
    expect(st.state.alive[3]).toBe(0);
    expect(st.state.damage[3]).toBe(3);
    expect(st.state.pending[3]).toBe(0);
    expect(st.stat(M_DAMAGE, 1)).toBe(2); // overkill past dead is not counted
    expect(Array.from(st.state.active)).toEqual([0, 0, 0, 0]);
    expect(Array.from(st.state.actions)).toEqual([0, 0, 0, 0]);
    expect(Array.from(st.state.combatUsed)).toEqual([0, 0, 0, 0]);
    expect(Array.from(st.state.shot)).toEqual([0, 0, 0, 0]);
    expect(log.lines[0]).toContain('takes 3 ranged damage (was 1)');
    expect(log.lines[1]).toContain('dead and removed');
  });

  it('pending damage on a unit already killed in melee is dropped', () => {
    const st = stateWith(
      makeSetup(
        [
          [5, 3],
          [5, 3],
          [5, 3],
        ],
        [[3, 3]],
      ),
      pos,
    );
    st.state.pending[3] = 1;
    hurt(st, 3, 3);
    endOfTurn(st);
    expect(st.stat(M_DAMAGE, 1)).toBe(3);
    expect(st.stat(M_UNITS_LOST, 1)).toBe(1);
  });
});
