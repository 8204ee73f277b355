import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { meleeAttack, meleePhase } from '../../src/rulesets/intro/rules/melee.js';
import { M_COUNTER_HITS, M_COUNTERS, M_MELEE, M_MELEE_HITS, M_UNITS_LOST } from '../../src/rulesets/intro/state.js';
import { STOP } from '../../src/rulesets/intro/decisions.js';
import { makeSetup, passivePolicy, rng, scriptedPolicy, stateWith } from './helpers.js';

// INT-5.5 melee phase (G-I4, G-I5, G-I6)
const close: [number, number][] = [
  [60, 40],
  [60, 48],
];

describe('INT-5.5.4-5 melee attack and counter-attack', () => {
  it('a hit lands at once and the surviving defender counter-attacks, also at once', () => {
    const st = stateWith(makeSetup([[4, 3]], [[3, 3]]), close);
    st.state.active[0] = 1;
    expect(meleeAttack(st, 0, 1, new ScriptedDice([4, 3]))).toBe(true);
    expect(st.state.damage[1]).toBe(1);
    expect(st.state.damage[0]).toBe(1);
    expect(st.state.combatUsed[0]).toBe(1);
    expect(st.state.actions[0]).toBe(1);
    expect(st.state.actions[1]).toBe(0); // G-I5: the counter-attack is free
    expect([st.stat(M_MELEE, 0), st.stat(M_MELEE_HITS, 0), st.stat(M_COUNTERS, 1), st.stat(M_COUNTER_HITS, 1)]).toEqual([1, 1, 1, 1]);
  });

  it('a miss still draws the counter-attack', () => {
    const st = stateWith(makeSetup([[1, 3]], [[3, 3]]), close);
    st.state.active[0] = 1;
    expect(meleeAttack(st, 0, 1, new ScriptedDice([2, 4]))).toBe(false);
    expect(st.state.damage[1]).toBe(0);
    expect(st.state.damage[0]).toBe(0);
    expect(st.stat(M_COUNTERS, 1)).toBe(1);
  });

  it('a defender killed by the attack cannot counter-attack', () => {
    const st = stateWith(makeSetup([[4, 3]], [[5, 3]]), close);
    st.state.damage[1] = 2;
    st.state.pending[1] = 1;
    const dice = new ScriptedDice([1]);
    meleeAttack(st, 0, 1, dice);
    expect(st.state.alive[1]).toBe(0);
    expect(st.state.pending[1]).toBe(0);
    expect(st.stat(M_UNITS_LOST, 1)).toBe(1);
    expect(dice.remaining).toBe(0);
    expect(st.stat(M_COUNTERS, 1)).toBe(0);
  });

  it('counter-attacks can kill the attacker', () => {
    const st = stateWith(makeSetup([[4, 3]], [[5, 3]]), close);
    st.state.damage[0] = 2;
    meleeAttack(st, 0, 1, new ScriptedDice([6, 5]));
    expect(st.state.alive[0]).toBe(0);
  });

  it('woundedCanFight off: a wounded defender does not counter-attack', () => {
    const st = stateWith(makeSetup([[4, 3]], [[5, 3]], { woundedCanFight: false }), close);
    st.state.damage[1] = 2;
    const dice = new ScriptedDice([6]);
    meleeAttack(st, 0, 1, dice);
    expect(st.stat(M_COUNTERS, 1)).toBe(0);
    expect(dice.remaining).toBe(0);
  });

  it('counterAttackFree off: only an active defender with its combat action left strikes back, and it spends it', () => {
    const st = stateWith(
      makeSetup(
        [
          [4, 3],
          [4, 3],
        ],
        [[5, 3]],
        { counterAttackFree: false },
      ),
      [
        [60, 40],
        [55, 48],
        [60, 48],
      ],
    );
    meleeAttack(st, 0, 2, new ScriptedDice([6])); // inactive defender: no counter
    expect(st.stat(M_COUNTERS, 1)).toBe(0);
    st.state.active[2] = 1;
    meleeAttack(st, 1, 2, new ScriptedDice([6, 1]));
    expect(st.stat(M_COUNTERS, 1)).toBe(1);
    expect(st.state.combatUsed[2]).toBe(1);
    expect(st.state.actions[2]).toBe(1);
    expect(st.state.damage[1]).toBe(1);
  });
});

describe('INT-5.5.2-3 who may attack whom', () => {
  it('reach is 10 cm centre to centre by default (5 cm with meleeReachCm: 5)', () => {
    const at = (d: number, options: Record<string, unknown> = {}) => {
      const st = stateWith(makeSetup([[4, 3]], [[3, 3]], options), [
        [60, 40],
        [60, 40 + d],
      ]);
      st.state.active[0] = 1;
      const a = scriptedPolicy([0, 1], passivePolicy);
      meleePhase(st, [a, passivePolicy], rng([6, 6]));
      return st.stat(M_MELEE, 0);
    };
    expect(at(10)).toBe(1);
    expect(at(10.01)).toBe(0);
    expect(at(8, { meleeReachCm: 5 })).toBe(0);
  });

  it('a unit that shot this turn, or an inactive one, may not attack in melee; each attacker draws its own counter (G-I18)', () => {
    const st = stateWith(
      makeSetup(
        [
          [4, 3],
          [4, 3],
          [4, 3],
        ],
        [[3, 3]],
      ),
      [
        [55, 40],
        [60, 40],
        [65, 40],
        [60, 45],
      ],
    );
    st.state.active[0] = 1;
    st.state.shot[0] = 1;
    st.state.combatUsed[0] = 1;
    st.state.actions[0] = 1;
    st.state.active[1] = 1;
    st.state.active[2] = 0;
    const a = scriptedPolicy([1, 3]); // only unit 1 is offered; after it, nobody
    meleePhase(st, [a, passivePolicy], rng([6, 6]));
    expect(st.stat(M_MELEE, 0)).toBe(1);
    expect(st.stat(M_COUNTERS, 1)).toBe(1);
  });

  it('a player may decline with a unit (it is not offered again) or stop', () => {
    const st = stateWith(
      makeSetup(
        [
          [4, 3],
          [4, 3],
        ],
        [[3, 3]],
      ),
      [
        [55, 40],
        [65, 40],
        [60, 45],
      ],
    );
    st.state.active[0] = 1;
    st.state.active[1] = 1;
    const a = scriptedPolicy([0, STOP, 1, 2]);
    meleePhase(st, [a, passivePolicy], rng([6, 6]));
    expect(st.state.declined[0]).toBe(1);
    expect(st.state.combatUsed[1]).toBe(1);
  });
});
