// G7 (SFG-1.4, SFG-4.3.5): the corps general's one brigade order per turn (corpsOrderEnabled;
// off by default, when he has no function). Scripted dice, hand-placed units.
import { describe, expect, it } from 'vitest';
import { K_CORPS_ORDER, T_MOVE, T_STOP } from '../../src/rulesets/sfg/decisions.js';
import { corpsOrderValue } from '../../src/rulesets/sfg/rules/command.js';
import { moveCorpsGeneral } from '../../src/rulesets/sfg/rules/corps.js';
import { endTurn } from '../../src/rulesets/sfg/rules/turn.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { Options } from '../../src/rulesets/types.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/** Records the corps-order options offered, then orders the first move of unit 0 (or stops). */
class Recorder implements SfgGamePolicy {
  readonly name = 'recorder';
  readonly description = '';
  asked = 0;
  units: number[] = [];
  decide(g: Game, kind: number, o: ArrayLike<number>, ai: Parameters<SfgGamePolicy['decide']>[3]): number {
    if (kind !== K_CORPS_ORDER) return firefightPolicy.decide(g, kind, o, ai);
    this.asked++;
    this.units = [];
    let pick = 0;
    for (let i = 1; i < g.opts.n; i++) {
      if (!this.units.includes(g.opts.unit[i])) this.units.push(g.opts.unit[i]);
      if (pick === 0 && g.opts.type[i] === T_MOVE && g.opts.unit[i] === 0 && g.opts.fx[i] === 0 && g.opts.fy[i] === 1 && g.opts.py[i] > 8.9) pick = i;
    }
    return pick;
  }
}

// A: division d (brigade x = unit 0) and division f (brigade y = unit 1); B: brigade z (2) far away.
function setup(o: Options = {}, pol?: SfgGamePolicy): { g: Game; rec: Recorder } {
  const rec = new Recorder();
  const g = makeGame(
    army('A', [division('d', [brigade('x', 6)]), division('f', [brigade('y', 6)])]),
    army('B', [division('e', [brigade('z', 6)])]),
    { corpsOrderEnabled: true, ...o },
    [],
    [pol ?? rec, firefightPolicy],
  );
  put(g, 0, 10, 5);
  put(g, 1, 20, 5);
  put(g, 2, 15, 20, 0, -1);
  g.corpsX[0] = 10;
  g.corpsY[0] = 4.6 - 5; // 5 UM behind x's rear edge
  g.corpsX[1] = Number.NaN;
  g.nActivation = 0;
  return { g, rec };
}

describe('G7 off (the default): the corps general has no function', () => {
  it('no corps order is asked for and nothing moves', () => {
    const { g, rec } = setup({ corpsOrderEnabled: false });
    script(g, []);
    endTurn(g);
    expect(rec.asked).toBe(0);
    expect(g.units[0].py).toBe(5);
  });
});

describe('G7 on: value 8 with the normal modifiers and his own distance', () => {
  it("5 UM from x: 8 − 1 = 7; the division general's earlier orders do not count against him", () => {
    const { g } = setup();
    expect(corpsOrderValue(g, 0, g.units[0])).toBe(7);
    g.divisions[0].ordersIssued = 3;
    expect(corpsOrderValue(g, 0, g.units[0])).toBe(7);
  });
  it("orderMalusScope=brigade: the brigade's own earlier orders count", () => {
    const { g } = setup({ orderMalusScope: 'brigade' });
    g.units[0].ordersReceived = 2;
    expect(corpsOrderValue(g, 0, g.units[0])).toBe(5);
  });
  it('after every activation he orders one unit: 2d6 = 7 ≤ 7 passes and x advances 4 UM', () => {
    const { g, rec } = setup();
    script(g, [3, 4]);
    endTurn(g);
    expect(rec.asked).toBe(1);
    expect(g.units[0].py).toBeCloseTo(9, 9);
    expect(g.units[0].moved).toBe(true);
  });
  it('2d6 = 8 > 7 fails: nothing moves', () => {
    const { g, rec } = setup();
    script(g, [4, 4]);
    endTurn(g);
    expect(rec.asked).toBe(1);
    expect(g.units[0].py).toBe(5);
  });
  it('SFG-4.3.5: not to a division that used a division order this turn', () => {
    const { g, rec } = setup();
    g.divisions[0].usedDivisionOrder = true;
    script(g, []);
    endTurn(g);
    expect(rec.units).toEqual([1]);
  });
  it('only units within the command radius of the corps general', () => {
    const { g, rec } = setup({ commandRadiusUM: 6 });
    script(g, [6, 6]);
    endTurn(g);
    expect(rec.units).toEqual([0]);
  });
  it('a stop spends no test', () => {
    const stop: SfgGamePolicy = {
      name: 'stop',
      description: '',
      decide: (gg, kind, o, ai) => (kind === K_CORPS_ORDER ? 0 : firefightPolicy.decide(gg, kind, o, ai)),
    };
    const { g } = setup({}, stop);
    script(g, []);
    endTurn(g);
    expect(g.opts.type[0]).toBe(T_STOP);
    expect(g.units[0].py).toBe(5);
  });
});

describe("G7 on: the corps general moves in the generals' phase", () => {
  it('placed 3 UM behind the centre of his army, then up to 12 UM a turn towards it', () => {
    const { g } = setup();
    g.corpsX[0] = Number.NaN;
    moveCorpsGeneral(g, 0);
    // centres: x (10, 4.8), y (20, 4.8)
    expect(g.corpsX[0]).toBeCloseTo(15, 9);
    expect(g.corpsY[0]).toBeCloseTo(1.8, 9);
    put(g, 0, 10, 21);
    put(g, 1, 20, 21);
    put(g, 2, 15, 2, 0, -1);
    moveCorpsGeneral(g, 0);
    expect(g.corpsY[0]).toBeCloseTo(13.8, 9);
  });
});
