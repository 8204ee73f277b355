import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { setupGame } from '../../../src/rulesets/sds/table/setup.js';
import { build, emptyTable, withFillers, type ModelSpec } from './helpers.js';

// SDS 2.2 (core) / 10.4 (tournament): each player rolls 1d6, +1 per Scout (and, in tournaments,
// +1 for a squad of 400 points or less); ties are rolled again; the higher total defends
// (tournament; core: the winner chooses, and the simulator's players choose to defend).
function roles(specs: ModelSpec[], faces: number[], mode: 'tournament' | 'core'): number {
  const { g } = build(withFillers(specs), { mode }, new ScriptedDice(faces, new SeededDice(9)));
  setupGame(g, new SeededDice(4), emptyTable());
  return g.st.attacker;
}

describe('SDS 2.2 / 10.4 attacker and defender', () => {
  const plain: ModelSpec[] = [
    { side: 0, x: 100, y: 100 },
    { side: 1, x: 100, y: 800 },
  ];
  it('the higher total defends; a tie is rolled again', () => {
    expect(roles(plain, [2, 5], 'tournament')).toBe(0); // side 1 higher: side 0 attacks
    expect(roles(plain, [6, 1], 'tournament')).toBe(1);
    expect(roles(plain, [3, 3, 1, 4], 'core')).toBe(0); // tie, then 1 v 4
    expect(roles(plain, [4, 4, 6, 2], 'tournament')).toBe(1); // tie, then 6 v 2
  });
  it('+1 per Scout: a Scout turns a lower die into a tie (re-roll), and a tie into a win', () => {
    const scout: ModelSpec[] = [
      { side: 0, x: 100, y: 100, rules: ['scout'] },
      { side: 1, x: 100, y: 800 },
    ];
    expect(roles(scout, [3, 4, 5, 2], 'core')).toBe(1); // 3+1 v 4: tie, re-roll 6 v 2: side 0 defends
    expect(roles(scout, [4, 4], 'core')).toBe(1); // 5 v 4
  });
  it('tournament: +1 for a squad of 400 points or less', () => {
    // side 0 fields 604 points: no bonus; side 1 (130 points) gets +1, so 4 v 3 + 1 ties and is
    // rolled again: 1 v 5 + 1, side 1 defends (without the bonus 4 v 3 would have made side 0 defend)
    const rich: ModelSpec[] = [
      { side: 0, x: 100, y: 100, points: 500 },
      { side: 1, x: 100, y: 800 },
    ];
    expect(roles(rich, [4, 3, 1, 5], 'tournament')).toBe(0);
    // core rules: no points bonus, 4 v 3 stands
    expect(roles(rich, [4, 3], 'core')).toBe(1);
  });
});
