// SFG-3.5 the activation window and its four ends, each followed by the fire-only sub-window
// (units of the division that have not fired may still fire, whether the tests passed or failed);
// SFG-9.4 disorder: no division order for a disordered unit, −1 to hit in melee.
import { describe, expect, it } from 'vitest';
import { runActivation } from '../../src/rulesets/sfg/rules/turn.js';
import { fightMelee } from '../../src/rulesets/sfg/rules/melee.js';
import { ChargePlan } from '../../src/rulesets/sfg/rules/contact.js';
import {
  K_ACTIVATION,
  K_DIVISION_MOVE,
  K_FIRE,
  K_ORDER,
  K_SECOND_DIVISION_ORDER,
  O_BRIGADES,
  O_DIVISION,
  O_PASS,
  T_MOVE,
  T_STOP,
} from '../../src/rulesets/sfg/decisions.js';
import { meleeToHitModifier } from '../../src/rulesets/sfg/mechanics/melee.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/**
 * A policy that records every decision kind it is asked, chooses activation `act`, answers a
 * brigade order with the first MOVE (or STOP once `orders` are given), a fire with the first
 * target, and stops a second division order.
 */
function recorder(act: number, orders: number, asked: number[], division?: (g: Game) => void): SfgGamePolicy {
  let given = 0;
  return {
    name: 'rec',
    description: 'test',
    decide: (g, kind, o) => {
      asked.push(kind);
      const b = g.opts;
      if (kind === K_ACTIVATION) {
        for (let i = 0; i < b.n; i++) if (b.value[i] === act) return i;
        throw new Error(`activation ${act} not offered`);
      }
      if (kind === K_ORDER) {
        if (given >= orders) return 0;
        for (let i = 0; i < b.n; i++) {
          if (b.type[i] === T_MOVE) {
            given++;
            return i;
          }
        }
        return 0;
      }
      if (kind === K_DIVISION_MOVE) {
        division?.(g);
        return 0;
      }
      if (kind === K_FIRE) return o.length > 1 ? 1 : 0;
      if (kind === K_SECOND_DIVISION_ORDER) return 0;
      return 0;
    },
  };
}

/** Division A (two brigades, its general among them) within musket range of an enemy brigade that faces it. */
function setup(asked: number[], act: number, orders: number, division?: (g: Game) => void) {
  const pol = recorder(act, orders, asked, division);
  const g = makeGame(army('A', [division_('d')]), army('B', [division_('e')]), {}, [], [pol, pol]);
  put(g, 0, 10, 5);
  put(g, 1, 16, 5);
  put(g, 2, 10, 10, 0, -1); // 5 UM from A's first brigade: musketry range
  put(g, 3, 30, 22, 0, -1);
  const d = g.divisions[0];
  d.gx = 13;
  d.gy = 4;
  g.activation[0] = 0;
  g.actIndex = 0;
  return { g, d };
}
function division_(name: string) {
  return division(name, [brigade(`${name}1`, 6), brigade(`${name}2`, 6)]);
}

/** The kinds asked after the window's orders: the fire-only sub-window's. */
function askedAfter(asked: number[], kind: number): number[] {
  return asked.slice(asked.lastIndexOf(kind) + 1);
}

describe('SFG-3.5 a window ends, then the fire-only sub-window', () => {
  it('(a) the player gives no further order: one order given, then STOP; the unit in range may still fire', () => {
    const asked: number[] = [];
    const { g } = setup(asked, O_BRIGADES, 1);
    script(g, [1, 1, ...Array(30).fill(3)]); // the order passes (2 ≤ 8); then the fire dice
    runActivation(g);
    expect(asked.filter((k) => k === K_ORDER).length).toBe(2);
    expect(g.units[0].moved || g.units[1].moved).toBe(true);
    expect(askedAfter(asked, K_ORDER)).toContain(K_FIRE);
    expect(g.units.slice(0, 2).some((u) => u.fired)).toBe(true);
  });
  it('(b) a failed command test ends the window: no further order is asked, but the division still fires', () => {
    const asked: number[] = [];
    const { g } = setup(asked, O_BRIGADES, 5);
    script(g, [6, 6, ...Array(30).fill(3)]); // 12 > 8: the first order fails
    runActivation(g);
    expect(asked.filter((k) => k === K_ORDER).length).toBe(1);
    expect(g.units[0].moved || g.units[1].moved).toBe(false);
    expect(askedAfter(asked, K_ORDER)).toContain(K_FIRE);
    expect(g.units.slice(0, 2).some((u) => u.fired)).toBe(true);
  });
  it('(c) a unit of the activating division that loses a melee ends its window; a unit of another division does not', () => {
    const { g } = setup([], O_BRIGADES, 0);
    const a = g.units[0];
    const t = g.units[2];
    const plan = new ChargePlan();
    plan.attackers = 1;
    plan.defenders = 1;
    for (const [active, ends] of [
      [0, true],
      [1, false],
    ] as const) {
      g.activeDiv = active;
      g.windowOver = false;
      a.place(10, 5, 0, 1);
      t.place(10, 5, 0, -1);
      // attacker 3 dice all 1 (no hit); defender 2 dice of 6 (2 hits): the charger loses; pushback die 1
      script(g, [1, 1, 1, 6, 6, 1]);
      fightMelee(g, a, t, plan, true, false);
      expect(g.windowOver).toBe(ends);
    }
  });
  it("(d) a division order uses the division's orders up: no brigade order after it, then the fire sub-window", () => {
    const asked: number[] = [];
    const { g } = setup(asked, O_DIVISION, 0);
    script(g, [1, 1, ...Array(30).fill(3)]);
    runActivation(g);
    expect(asked).toContain(K_DIVISION_MOVE);
    expect(asked).not.toContain(K_ORDER);
    expect(g.windowOver).toBe(true);
    expect(askedAfter(asked, K_DIVISION_MOVE)).toContain(K_FIRE);
  });
  it('passing: the window ends at once, and the fire sub-window follows', () => {
    const asked: number[] = [];
    const { g } = setup(asked, O_PASS, 0);
    script(g, Array(30).fill(3));
    runActivation(g);
    expect(asked[0]).toBe(K_ACTIVATION);
    expect(asked).not.toContain(K_ORDER);
    expect(asked).toContain(K_FIRE);
  });
});

describe('SFG-9.4 disorder', () => {
  it('a disordered unit gets no division order: a wholly disordered division is not offered one; in a mixed one only the other unit moves', () => {
    const asked: number[] = [];
    const { g } = setup(asked, O_BRIGADES, 0);
    g.units[0].disordered = true;
    g.units[1].disordered = true;
    script(g, Array(30).fill(3));
    const offered: number[] = [];
    const pol = g.policies[0];
    g.policies[0] = {
      ...pol,
      decide: (gg, k, o, ai) =>
        k === K_ACTIVATION ? (offered.push(...Array.from({ length: gg.opts.n }, (_, i) => gg.opts.value[i])), 0) : pol.decide(gg, k, o, ai),
    };
    runActivation(g);
    expect(offered).not.toContain(O_DIVISION);

    const moved: number[] = [];
    const m = setup([], O_DIVISION, 0, (gg) => moved.push(gg.opts.unit[0]));
    m.g.units[0].disordered = true;
    script(m.g, [1, 1, ...Array(30).fill(3)]);
    runActivation(m.g);
    expect(moved).toEqual([1]);
    expect(m.g.opts.type[0]).toBe(T_STOP);
  });
  it('−1 to hit in melee: a disordered charger needing 4+ hits only on 5 and 6', () => {
    expect(meleeToHitModifier(true, false, false)).toBe(-1);
    expect(meleeToHitModifier(false, false, false)).toBe(0);
    for (const disordered of [false, true]) {
      const { g } = setup([], O_BRIGADES, 0);
      const a = g.units[0];
      const t = g.units[2];
      a.disordered = disordered;
      a.place(10, 5, 0, 1);
      t.place(10, 5, 0, -1);
      const plan = new ChargePlan();
      plan.attackers = 1;
      plan.defenders = 1;
      // attacker 3 dice showing 4: 3 hits at 4+, none at 4+ −1; defender 2 dice of 1
      script(g, [4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      const r = fightMelee(g, a, t, plan, true, false);
      expect(t.carried + 4 * (t.n0 - t.bases)).toBe(disordered ? 0 : 3);
      expect(r).toBe(disordered ? 0 : 1);
    }
  });
});
