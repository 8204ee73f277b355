// SFG-7 charges in play: declaration and test, bonus die, reaction fire and its disorder dice,
// evading (caught and destroyed, or escaped), and the winner's options (SFG-8.7).
import { describe, expect, it } from 'vitest';
import { charge } from '../../src/rulesets/sfg/game/charge.js';
import { DESTROYED, IN_PLAY } from '../../src/rulesets/sfg/state.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game/game.js';
import { K_REACTION, K_WINNER } from '../../src/rulesets/sfg/decisions.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/** A policy that answers `kind` with a fixed choice and defers everything else to firefight. */
function answering(kind: number, choice: number): SfgGamePolicy {
  return { name: 'fixed', description: 'test', decide: (g, k, o, ai) => (k === kind ? choice : firefightPolicy.decide(g, k, o, ai)) };
}

function duel(gap: number, defenderPolicy: SfgGamePolicy, faces: number[]) {
  const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, faces, [firefightPolicy, defenderPolicy]);
  const a = put(g, 0, 10, 5);
  const t = put(g, 1, 10, 5 + gap, 0, -1);
  return { g, a, t };
}

describe('SFG-7.2–7.4 charge, bonus and reaction fire', () => {
  it('bonus die 5 gives +1 UM: a charger 4.6 UM away reaches; reaction fire at −1; 2 hits → one disorder die', () => {
    // bonus 5; the target stands and fires 6 dice at 4+ −1 (needs 5+): 5,5,1,1,1,1 = 2 hits; disorder die 6;
    // melee 6 × 3 = 18 dice vs 6 × 2 = 12 (the charger lost no base: 2 casualties carried)
    const melee = [...Array(18).fill(1), ...Array(12).fill(1), ...Array(18).fill(1), ...Array(12).fill(1)];
    const { g, a, t } = duel(4.6, answering(K_REACTION, 0), [5, 5, 5, 1, 1, 1, 1, 6, ...melee]);
    charge(g, a, t);
    expect(a.charged).toBe(true);
    expect(t.fired).toBe(true);
    expect(a.carried).toBe(2);
    expect(a.disordered).toBe(true);
    // contact was made: two no-casualty rounds used every scripted die, then both fell back 1 UM
    expect((g.dice as unknown as { remaining: number }).remaining).toBe(0);
  });
  it('bonus die 4: no bonus; a target 4.6 UM away is out of reach and the charger moves its full 4 UM towards it', () => {
    const { g, a, t } = duel(4.6, answering(K_REACTION, 0), [4, 1, 1, 1, 1, 1, 1]);
    const y0 = a.py;
    charge(g, a, t);
    expect(a.py - y0).toBeGreaterThan(3.5);
    expect(t.removed).toBe(IN_PLAY);
  });
});

describe('SFG-7.3 evade', () => {
  it('evade 0 UM (die 1): disordered and caught within reach: destroyed, the charger wins and may break through', () => {
    // bonus 1 (none), evade die 1 (0 UM); winner option: stand (firefight), which recovers disorder
    const { g, a, t } = duel(2, answering(K_REACTION, 1), [1, 1]);
    charge(g, a, t);
    expect(t.removed).toBe(DESTROYED);
    expect(a.disordered).toBe(false);
  });
  it('evade 2 UM (die 6) from a charger 3.8 UM away with no bonus: escapes, disordered; the charger moves up', () => {
    const { g, a, t } = duel(3.8, answering(K_REACTION, 1), [1, 6]);
    const ty = t.py;
    charge(g, a, t);
    expect(t.removed).toBe(IN_PLAY);
    expect(t.disordered).toBe(true);
    expect(t.py).toBeCloseTo(ty + 2, 9);
  });
});

describe('SFG-8.7 winner options', () => {
  it('a winning charger offered stand, reorganise and break through; break through moves 0 on a 1–3', () => {
    let offered = 0;
    const winner: SfgGamePolicy = {
      name: 'w',
      description: 'test',
      decide: (g, k, o, ai) => {
        if (k === K_WINNER) {
          offered = o.length;
          return 2;
        }
        return firefightPolicy.decide(g, k, o, ai);
      },
    };
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, [], [winner, answering(K_REACTION, 1)]);
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 6, 0, -1);
    // no bonus, evade 0 → caught: the charger has won as if in melee (SFG-7.3); break through die 2 → 0 UM
    const d = script(g, [1, 1, 2]);
    const y0 = a.py;
    charge(g, a, t);
    expect(t.removed).toBe(DESTROYED);
    expect(offered).toBe(3);
    expect(d.remaining).toBe(0);
    expect(a.brokeThrough).toBe(true);
    expect(a.py).toBeGreaterThan(y0);
  });
});
