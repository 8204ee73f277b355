// SFG-5.1 / 5.6: roads (8 UM for a march column or limbered guns, only along the road the whole
// move), the generator's roadPieces option and road-only entry of arrivals (SFG-3.2). Hand-placed units and roads.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { generateTerrain } from '../../src/rulesets/sfg/table/terrainGen.js';
import { enter } from '../../src/rulesets/sfg/rules/deploy.js';
import { LINE, MARCH } from '../../src/rulesets/sfg/mechanics/formation.js';
import { T_WOODS } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { army, brigade, division, makeGame, put } from './helpers.js';

function duel(o = {}): Game {
  const g = makeGame(army('A', [division('a', [brigade('a1', 6)], 1)]), army('B', [division('b', [brigade('b1', 6)])]), o);
  put(g, 2, 30, 22, 0, -1);
  return g;
}

/** The longest forward move offered to unit i (UM along +y). */
function longest(g: Game, i: number): number {
  g.opts.clear();
  const u = g.units[i];
  const y0 = u.py;
  pushMoves(g, u, g.opts, false);
  let best = 0;
  for (let k = 0; k < g.opts.n; k++) if (g.opts.type[k] === T_MOVE && g.opts.fx[k] === 0 && g.opts.fy[k] === 1) best = Math.max(best, g.opts.py[k] - y0);
  return best;
}

describe('SFG-5.6 road moves', () => {
  it('a march column facing along a road, its centre on it, moves 8 UM; in line it moves 4', () => {
    const g = duel();
    g.terrain.addRoad(10, 0, 10, 24);
    put(g, 0, 10, 5, 0, 1, MARCH);
    expect(longest(g, 0)).toBeCloseTo(8, 9);
    put(g, 0, 10, 5, 0, 1, LINE);
    expect(longest(g, 0)).toBeCloseTo(4, 9);
  });
  it('off the road (centre 0.6 UM from its line) the column moves 4', () => {
    const g = duel();
    g.terrain.addRoad(10, 0, 10, 24);
    put(g, 0, 10.6, 5, 0, 1, MARCH);
    expect(longest(g, 0)).toBeCloseTo(4, 9);
  });
  it('only while the whole move stays on the road: a road ending 3 UM ahead gives no road move beyond it', () => {
    const g = duel();
    g.terrain.addRoad(10, 0, 10, 7);
    put(g, 0, 10, 5, 0, 1, MARCH);
    // a road move stops with the centre 0.5 UM past the road's end (3.7 UM): shorter than the ordinary 4
    expect(longest(g, 0)).toBeCloseTo(4, 9);
  });
  it('the road rate holds through woods (the whole move on the road)', () => {
    const g = duel();
    g.terrain.addRoad(10, 0, 10, 24);
    const p = g.terrain.pieces[g.terrain.n++];
    Object.assign(p, { kind: T_WOODS, cx: 10, cy: 9, fx: 0, fy: 1, hw: 2, hd: 2 });
    put(g, 0, 10, 5, 0, 1, MARCH);
    expect(longest(g, 0)).toBeCloseTo(8, 9);
  });
  it('limbered guns on the road move 8 UM; unlimbered (manhandled) guns may not use it', () => {
    const g = duel();
    g.terrain.addRoad(20, 0, 20, 24);
    const t = put(g, 1, 20, 5);
    t.limbered = true;
    expect(longest(g, 1)).toBeCloseTo(8, 9);
    t.limbered = false;
    expect(longest(g, 1)).toBeLessThan(4.01);
  });
});

describe('SFG-12.7 [P] roadPieces in the generator', () => {
  it('0 (the default) lays no road; k lays k straight roads edge to edge, reproducibly', () => {
    const g = duel();
    generateTerrain(g, new SeededDice(5));
    expect(g.terrain.nRoads).toBe(0);
    const h = duel({ roadPieces: 2 });
    generateTerrain(h, new SeededDice(5));
    expect(h.terrain.nRoads).toBe(2);
    for (let k = 0; k < 2; k++) {
      expect(h.terrain.ry0[k]).toBe(0);
      expect(h.terrain.ry1[k]).toBe(24);
      expect(Math.abs(h.terrain.rx1[k] - h.terrain.rx0[k])).toBeLessThanOrEqual(4);
      expect(Math.min(h.terrain.rx0[k], h.terrain.rx1[k])).toBeGreaterThanOrEqual(4);
    }
    const again = duel({ roadPieces: 2 });
    generateTerrain(again, new SeededDice(5));
    expect(Array.from(again.terrain.rx0)).toEqual(Array.from(h.terrain.rx0));
  });
});

describe('SFG-3.2 road-only entry (arrivalEntry)', () => {
  /** Side B's division of three 6-base brigades and a battery, off the table. */
  function arriving(o = {}): Game {
    const g = makeGame(
      army('A', [division('a', [brigade('a1', 6)])]),
      army('B', [division('b', [brigade('b1', 6), brigade('b2', 6), brigade('b3', 6)], 1, { scheduledTurn: 2 })]),
      o,
    );
    put(g, 0, 10, 4);
    g.divisions[1].onTable = false;
    return g;
  }
  it("'edge' (the default): the division enters side by side along its long edge, formations kept", () => {
    const g = arriving();
    g.terrain.addRoad(20, 0, 22, 24);
    enter(g, g.divisions[1]);
    for (const i of [1, 2, 3]) {
      const u = g.units[i];
      expect(u.onTable).toBe(true);
      expect(u.formation).toBe(LINE);
      expect(u.py).toBeCloseTo(24 - 2 * u.hd, 9);
    }
  });
  it("'road': march columns nose to tail up the road from B's edge, within 6 UM of it; the rest wait", () => {
    const g = arriving({ arrivalEntry: 'road' });
    g.terrain.addRoad(20, 0, 22, 24);
    enter(g, g.divisions[1]);
    const l = Math.hypot(2, 24);
    const dx = -2 / l;
    const dy = -24 / l;
    const on = [1, 2, 3, 4].map((i) => g.units[i]).filter((u) => u.onTable);
    // 6-base march columns are 2.4 UM deep: two fit in 6 UM (2.4 + 0.4 + 2.4), the third and the battery wait
    expect(on.map((u) => u.name)).toEqual(['b1', 'b2']);
    for (const u of on) {
      expect(u.formation).toBe(MARCH);
      expect(u.fx).toBeCloseTo(dx, 9);
      expect(u.fy).toBeCloseTo(dy, 9);
      expect(g.terrain.onRoad(0, u.cx, u.cy)).toBe(true);
      expect(24 - u.py).toBeLessThanOrEqual(6 + 1e-9);
    }
    // the first of the column is the farther in; the last has its back (nearly) on the edge
    expect(on[0].py).toBeLessThan(on[1].py);
    expect(24 - (on[1].cy - on[1].fy * on[1].hd)).toBeLessThan(0.2);
    expect(g.units[3].onTable).toBe(false);
    expect(g.units[4].onTable).toBe(false);
  });
  it("'road' with no road on the table: the division enters by the edge", () => {
    const g = arriving({ arrivalEntry: 'road' });
    enter(g, g.divisions[1]);
    expect([1, 2, 3, 4].every((i) => g.units[i].onTable)).toBe(true);
    expect(g.units[1].formation).toBe(LINE);
  });
  it('a waiting unit enters once the road mouth is clear, limbered guns included', () => {
    const g = arriving({ arrivalEntry: 'road' });
    g.terrain.addRoad(20, 0, 20, 24);
    enter(g, g.divisions[1]);
    // the column moves off up the road
    for (const i of [1, 2]) g.units[i].place(g.units[i].px, g.units[i].py - 10, 0, -1);
    enter(g, g.divisions[1]);
    expect(g.units[3].onTable).toBe(true);
    expect(g.units[4].onTable).toBe(true);
    expect(g.units[4].limbered).toBe(true);
    expect(g.units[4].cx).toBeCloseTo(20, 9);
  });
});
