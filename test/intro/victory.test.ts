import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { playFromState } from '../../src/rulesets/intro/play.js';
import { M_DAMAGE } from '../../src/rulesets/intro/state.js';
import { checkVictory } from '../../src/rulesets/intro/rules/victory.js';
import { makeSetup, passivePolicy, stateWith } from './helpers.js';

// INT-7 victory and game length (G-I11)
const pos: [number, number][] = [
  [30, 10],
  [60, 10],
  [60, 70],
];

describe('INT-7 victory', () => {
  it('a side with no units left loses (lastStanding); both gone is a draw', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
      ),
      pos,
    );
    expect(checkVictory(st, false)).toBeNull();
    st.state.alive[2] = 0;
    expect(checkVictory(st, false)).toEqual({ winner: 0, reason: 'lastStanding' });
    st.state.alive[0] = 0;
    st.state.alive[1] = 0;
    expect(checkVictory(st, false)).toEqual({ winner: null, reason: 'mutualDestruction' });
  });

  it('at the turn limit the higher surviving cost wins', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
        ],
        [[5, 5]],
      ),
      pos,
    );
    expect(checkVictory(st, true)).toEqual({ winner: 0, reason: 'time' }); // 12 v 10
    st.state.alive[0] = 0;
    expect(checkVictory(st, true)).toEqual({ winner: 1, reason: 'time' }); // 6 v 10
  });

  it('equal surviving cost goes to the side that suffered less damage, else a draw', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [pos[0], pos[2]]);
    expect(checkVictory(st, true)).toEqual({ winner: null, reason: 'time' });
    st.state.stats[M_DAMAGE * 2 + 0] = 2;
    st.state.stats[M_DAMAGE * 2 + 1] = 1;
    expect(checkVictory(st, true)).toEqual({ winner: 1, reason: 'timeTieBreak' });
    const noTieBreak = stateWith(makeSetup([[3, 3]], [[3, 3]], { victoryTieBreak: 'draw' }), [pos[0], pos[2]]);
    noTieBreak.state.stats[M_DAMAGE * 2 + 0] = 2;
    expect(checkVictory(noTieBreak, true)).toEqual({ winner: null, reason: 'time' });
    const allDraw = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
        { atTimeLimit: 'draw' },
      ),
      pos,
    );
    expect(checkVictory(allDraw, true)).toEqual({ winner: null, reason: 'time' });
  });

  it('the game stops at maxTurns', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]], { maxTurns: 3 }), [pos[0], pos[2]]);
    const o = playFromState(st, [passivePolicy, passivePolicy], { dice: new SeededDice(1), ai: new SeededDice(2) });
    expect(o.turns).toBe(3);
    expect(o.winner).toBeNull();
    expect(o.reason).toBe('time');
    expect(o.pointsLost).toEqual([0, 0]);
  });
});
