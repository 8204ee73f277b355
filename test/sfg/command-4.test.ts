// SFG-4: command test, the full modifier table, division and brigade orders, SFG-9.5 effects.
import { describe, expect, it } from 'vitest';
import { commandModifier, commandPasses, CONSCRIPT, ELITE, REGULAR, type CommandFacts } from '../../src/rulesets/sfg/mechanics/command.js';
import { brigadeOrderTest, brigadeOrderValue } from '../../src/rulesets/sfg/rules/command.js';
import { FLED, IN_PLAY } from '../../src/rulesets/sfg/state.js';
import { ATTACK } from '../../src/rulesets/sfg/mechanics/formation.js';
import { commandPass } from '../../src/rulesets/sfg/odds/index.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

const base: CommandFacts = {
  column: false,
  quality: REGULAR,
  attachedGoodGeneral: false,
  distanceUM: 0,
  rough: false,
  previousOrders: 0,
  lostThird: false,
  decimated: false,
  disordered: false,
  nearestEnemyUM: 100,
};
const mod = (o: Partial<CommandFacts>): number => commandModifier({ ...base, ...o }, 4);

describe('SFG-4.4 command modifiers (one row at a time)', () => {
  it('column +1, elite +1, conscript −1, attached non-poor general +1', () => {
    expect(mod({ column: true })).toBe(1);
    expect(mod({ quality: ELITE })).toBe(1);
    expect(mod({ quality: CONSCRIPT })).toBe(-1);
    expect(mod({ attachedGoodGeneral: true })).toBe(1);
  });
  it('−1 per full 4 UM between general and brigade (G19: floor)', () => {
    expect(mod({ distanceUM: 3.99 })).toBe(0);
    expect(mod({ distanceUM: 4 })).toBe(-1);
    expect(mod({ distanceUM: 11.9 })).toBe(-2);
  });
  it('rough −1; −1 per earlier order (cumulative)', () => {
    expect(mod({ rough: true })).toBe(-1);
    expect(mod({ previousOrders: 3 })).toBe(-3);
  });
  it('lost a third −1, decimated −2 (not stacking), disordered −1, enemy within 4 UM −1', () => {
    expect(mod({ lostThird: true })).toBe(-1);
    expect(mod({ lostThird: true, decimated: true })).toBe(-2);
    expect(mod({ disordered: true })).toBe(-1);
    expect(mod({ nearestEnemyUM: 4 })).toBe(-1);
    expect(mod({ nearestEnemyUM: 4.01 })).toBe(0);
  });
  it('the text: a decimated and disordered brigade takes −3 for status alone', () => {
    expect(mod({ decimated: true, lostThird: true, disordered: true })).toBe(-3);
  });
  it('worked arithmetic: elite attack column, general 5 UM away, second order, enemy at 3 UM: 8 + 1 + 1 − 1 − 1 − 1 = 7', () => {
    expect(8 + mod({ column: true, quality: ELITE, distanceUM: 5, previousOrders: 1, nearestEnemyUM: 3 })).toBe(7);
  });
});

describe('SFG-4.1 the test: 2d6 ≤ value (G2)', () => {
  it('passes on ≤, fails above; the strict variant fails on equality', () => {
    expect(commandPasses(8, 8, true)).toBe(true);
    expect(commandPasses(9, 8, true)).toBe(false);
    expect(commandPasses(8, 8, false)).toBe(false);
  });
  it('exact odds: 26/36 at 8 (13/18), 7/12 strict; 12 always passes, 1 never', () => {
    expect(commandPass(8).toString()).toBe('13/18');
    expect(commandPass(8, false).toString()).toBe('7/12');
    expect(commandPass(12).toString()).toBe('1');
    expect(commandPass(1).toString()).toBe('0');
  });
});

describe('SFG-4.4 / 9.5 brigade orders in play (scripted dice)', () => {
  function setup() {
    const g = makeGame(army('A', [division('d', [brigade('x', 6), brigade('y', 6)])]), army('B', [division('e', [brigade('z', 6)])]));
    put(g, 0, 10, 5);
    put(g, 1, 20, 5);
    put(g, 2, 10, 20, 0, -1);
    const d = g.divisions[0];
    d.gx = 10;
    d.gy = 4;
    return { g, d };
  }
  it('value from the table: general 0.8 UM behind (0 steps), first order → 8; the next order −1', () => {
    const { g, d } = setup();
    expect(brigadeOrderValue(g, d, g.units[0])).toBe(8);
    script(g, [3, 3]);
    expect(brigadeOrderTest(g, d, g.units[0], 'move')).toBe(true);
    expect(brigadeOrderValue(g, d, g.units[0])).toBe(7);
    g.units[0].formation = ATTACK;
    g.units[0].updateShape();
    expect(brigadeOrderValue(g, d, g.units[0])).toBe(8);
  });
  it("G4 orderMalusScope=brigade counts the brigade's own orders", () => {
    const { g, d } = setup();
    g.cfg.orderMalusPerBrigade = true;
    script(g, [1, 1]);
    brigadeOrderTest(g, d, g.units[0], 'move');
    expect(brigadeOrderValue(g, d, g.units[0])).toBe(7);
    // the other brigade's footprint starts 7.6 UM from the general (−1) and it has had no order
    expect(brigadeOrderValue(g, d, g.units[1])).toBe(7);
  });
  it('a pass recovers disorder; a decimated unit that fails disorders, and flees on a second failure', () => {
    const { g, d } = setup();
    const u = g.units[0];
    u.disordered = true;
    script(g, [1, 2]);
    expect(brigadeOrderTest(g, d, u, 'move')).toBe(true);
    expect(u.disordered).toBe(false);
    u.bases = 2; // 6 → 2: decimated (3·4 ≥ 12)
    u.updateShape();
    script(g, [6, 6]);
    expect(brigadeOrderTest(g, d, u, 'move')).toBe(false);
    expect(u.disordered).toBe(true);
    expect(u.removed).toBe(IN_PLAY);
    script(g, [6, 6]);
    brigadeOrderTest(g, d, u, 'move');
    expect(u.removed).toBe(FLED);
  });
});
