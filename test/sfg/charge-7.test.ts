// SFG-7 charges in play: declaration and test, bonus die, reaction fire and its disorder dice,
// evading (caught and destroyed, or escaped), the winner's options (SFG-8.7), and the terrain a
// charge pays on its way (G31).
import { describe, expect, it } from 'vitest';
import { charge, pushCharges, reachableWithout } from '../../src/rulesets/sfg/rules/charge.js';
import { OB_HEDGE, T_WOODS, W_RIVER } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { DESTROYED, IN_PLAY } from '../../src/rulesets/sfg/state.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { K_REACTION, K_REACTION_FIRE, K_WINNER, T_CHARGE } from '../../src/rulesets/sfg/decisions.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/** A policy that answers `kind` with a fixed choice and defers everything else to firefight. */
function answering(kind: number, choice: number): SfgGamePolicy {
  return { name: 'fixed', description: 'test', decide: (g, k, o, ai) => (k === kind ? choice : firefightPolicy.decide(g, k, o, ai)) };
}

function duel(gap: number, defenderPolicy: SfgGamePolicy, faces: number[]) {
  const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, faces, [
    firefightPolicy,
    defenderPolicy,
  ]);
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
  it('SFG-7.3.1 the target may fire: one that holds its fire (K_REACTION_FIRE 1) fires nothing and keeps its fire for the turn', () => {
    const hold: SfgGamePolicy = {
      name: 'hold',
      description: 'test',
      decide: (g, k, o, ai) => (k === K_REACTION ? 0 : k === K_REACTION_FIRE ? 1 : firefightPolicy.decide(g, k, o, ai)),
    };
    // bonus 5; no fire dice; melee 18 v 12 dice twice (all 1s: two no-casualty rounds), then both fall back
    const melee = [...Array(18).fill(1), ...Array(12).fill(1), ...Array(18).fill(1), ...Array(12).fill(1)];
    const { g, a, t } = duel(4.6, hold, [5, ...melee]);
    charge(g, a, t);
    expect(t.fired).toBe(false);
    expect(a.carried).toBe(0);
    expect((g.dice as unknown as { remaining: number }).remaining).toBe(0);
  });
  it('bonus die 4: no bonus; a target 4.6 UM away is out of reach and the charger moves its full 4 UM towards it', () => {
    const { g, a, t } = duel(4.6, answering(K_REACTION, 0), [4, 1, 1, 1, 1, 1, 1]);
    const y0 = a.py;
    charge(g, a, t);
    expect(a.py - y0).toBeGreaterThan(3.5);
    expect(t.removed).toBe(IN_PLAY);
  });
  it('SFG-6.1 / 7.3.1: a target that stands with the charger behind it (outside its arc) fires nothing and keeps its fire for the turn', () => {
    // the target turns its back on the charger 4.6 UM behind it, so the charger is out of its 45° arcs
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6)])]),
      army('B', [division('e', [brigade('b', 6)])]),
      {},
      [4],
      [firefightPolicy, answering(K_REACTION, 0)],
    );
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 9.6, 0, 1);
    charge(g, a, t);
    expect(t.fired).toBe(false);
    expect((g.dice as unknown as { remaining: number }).remaining).toBe(0);
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
    const g = makeGame(
      army('A', [division('d', [brigade('a', 6)])]),
      army('B', [division('e', [brigade('b', 6)])]),
      {},
      [],
      [winner, answering(K_REACTION, 1)],
    );
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

describe('SFG-7.5 / G31 the charge move pays terrain (chargeReach.ts)', () => {
  /** Is a charge on t offered to a (pushCharges, best bonus), and can a reach t without the bonus? */
  function offered(g: Game): [boolean, boolean] {
    g.opts.clear();
    pushCharges(g, g.units[0], g.opts);
    let listed = false;
    for (let k = 0; k < g.opts.n; k++) if (g.opts.type[k] === T_CHARGE) listed = true;
    return [listed, reachableWithout(g, g.units[0], g.units[1])];
  }
  function lay(g: Game, kind: number, x: number, y: number, w: number, d: number): void {
    Object.assign(g.terrain.pieces[g.terrain.n++], { kind, cx: x, cy: y, fx: 0, fy: 1, hw: w / 2, hd: d / 2 });
  }
  it('in the open a target 3.5 UM away is in reach (4); across a hedge the charge goes at the obstacle rate, 1 (+1 bonus)', () => {
    const { g } = duel(3.5, firefightPolicy, []);
    expect(offered(g)).toEqual([true, true]);
    g.terrain.addObstacle(OB_HEDGE, 4, 6.5, 16, 6.5);
    expect(offered(g)).toEqual([false, false]);
  });
  it("woodsCost 'centre' (G8 strict): from woods the allowance is 2: a target 2.5 UM away only with the bonus (3), one 3.5 UM away not at all", () => {
    for (const [gap, want] of [
      [2.5, [true, false]],
      [3.5, [false, false]],
    ] as const) {
      const { g } = duel(gap, firefightPolicy, []);
      g.cfg.woodsFrontLine = false;
      lay(g, T_WOODS, 10, 4, 12, 4);
      expect(offered(g)).toEqual(want);
    }
  });
  it("woodsCost 'frontLine' (the default, SFG-8.9): the front line's 1 UM left in the wood costs 2: reach 3 (+1 bonus)", () => {
    for (const [gap, want] of [
      [2.5, [true, true]],
      [3.5, [true, false]],
      [4.5, [false, false]],
    ] as const) {
      const { g } = duel(gap, firefightPolicy, []);
      lay(g, T_WOODS, 10, 4, 12, 4);
      expect(offered(g)).toEqual(want);
    }
  });
  it('wading a 1 UM river costs 1 UM more (SFG-8.9): 3.5 UM across it needs the bonus', () => {
    const { g } = duel(3.5, firefightPolicy, []);
    g.terrain.addWater(W_RIVER, 0, 0, 6.5, 36, 6.5);
    expect(offered(g)).toEqual([true, false]);
  });
  it('a charge that cannot reach across a hedge moves up to the hedge (full move, terrain paid: its centre stops short of it), no contact', () => {
    // bonus die 4 (none); the target stands and fires 6 dice, all misses
    const { g, a, t } = duel(3, answering(K_REACTION, 0), [4, 1, 1, 1, 1, 1, 1]);
    g.terrain.addObstacle(OB_HEDGE, 4, 6.5, 16, 6.5);
    const y0 = a.py;
    charge(g, a, t);
    // the centre (0.2 UM behind the front) reaches the hedge after 1.7 UM; the search steps 4/128 UM
    expect(a.cy).toBeLessThanOrEqual(6.5 + 1e-9);
    expect(a.py - y0).toBeGreaterThan(1.7 - 4 / 128 - 1e-9);
    expect(t.bases).toBe(6);
    expect(t.py).toBe(8);
  });
});
