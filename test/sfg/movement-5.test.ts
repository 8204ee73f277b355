// SFG-4.3 / 4.5 / 5: move candidates, the 6 UM rule of division orders, formation changes with a
// half move, wheels, friends in the way, and artillery's two actions.
import { describe, expect, it } from 'vitest';
import { applyMove, pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { allowance } from '../../src/rulesets/sfg/mechanics/movement.js';
import { ATTACK, LINE } from '../../src/rulesets/sfg/mechanics/formation.js';
import { T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { army, brigade, cavalry, division, makeGame, put } from './helpers.js';

function game() {
  const g = makeGame(army('A', [division('d', [brigade('a', 6), brigade('f', 6)], 1)]), army('B', [division('e', [brigade('b', 6), cavalry('c', 4)])]));
  return g;
}

describe('SFG-5.1 allowances on open ground', () => {
  it('infantry 4, mounted cavalry 6, limbered guns 4, manhandled guns 1', () => {
    expect([allowance(false, false, false), allowance(false, true, false), allowance(true, false, true), allowance(true, false, false)]).toEqual([4, 6, 4, 1]);
  });
});

describe('SFG-5.3 / 5.4 candidates', () => {
  it('straight ahead 4 UM, obliques at 45°, half back, formation changes with a half move', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    put(g, 3, 30, 22, 0, -1);
    g.opts.clear();
    pushMoves(g, u, g.opts, false);
    const b = g.opts;
    const moves = Array.from({ length: b.n }, (_, i) => i).filter((i) => b.type[i] === T_MOVE);
    const ahead = moves.find((i) => b.px[i] === 10 && b.form[i] === LINE && b.fy[i] === 1 && b.py[i] > 3);
    expect(ahead).toBeDefined();
    expect(b.py[ahead!]).toBeCloseTo(7, 9);
    const back = moves.find((i) => b.py[i] < 3 && b.fy[i] === 1);
    expect(b.py[back!]).toBeCloseTo(1, 9);
    const column = moves.find((i) => b.form[i] === ATTACK);
    expect(b.py[column!]).toBeCloseTo(5, 9); // half of 4 after the change
    const oblique = moves.find((i) => Math.abs(b.px[i] - 10) > 1 && b.fy[i] === 1);
    expect(Math.hypot(b.px[oblique!] - 10, b.py[oblique!] - 3)).toBeCloseTo(4, 9);
  });
  it('a wheel turns the facing up to 90° and leaves half the allowance', () => {
    const g = game();
    const u = put(g, 0, 10, 10);
    put(g, 3, 25, 10, -1, 0); // enemy straight to the right
    g.opts.clear();
    pushMoves(g, u, g.opts, false);
    const b = g.opts;
    const wheel = Array.from({ length: b.n }, (_, i) => i).find((i) => b.type[i] === T_MOVE && Math.abs(b.fx[i] - 1) < 1e-9);
    expect(wheel).toBeDefined();
    expect(Math.hypot(b.px[wheel!] - 10, b.py[wheel!] - 10)).toBeCloseTo(2, 9);
  });
  it('SFG-5.7: a non-disordered friend in the way blocks a voluntary move through it; a disordered one does not', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    const f = put(g, 1, 10, 5.2);
    put(g, 3, 30, 22, 0, -1);
    g.opts.clear();
    pushMoves(g, u, g.opts, false);
    const straight = () =>
      Array.from({ length: g.opts.n }, (_, i) => i)
        .filter((i) => g.opts.px[i] === 10 && g.opts.fy[i] === 1 && g.opts.form[i] === LINE)
        .map((i) => g.opts.py[i]);
    expect(Math.max(...straight())).toBeLessThan(4.8 + 1e-6);
    f.disordered = true;
    g.opts.clear();
    pushMoves(g, u, g.opts, false);
    expect(Math.max(...straight())).toBeCloseTo(7, 9);
  });
});

describe('SFG-4.3 division order: never within 6 UM of an enemy', () => {
  it('the straight move stops just outside 6 UM', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    put(g, 3, 10, 12.5, 0, -1); // enemy front edge at 12.5: 9.5 UM away
    g.opts.clear();
    pushMoves(g, u, g.opts, true);
    const b = g.opts;
    const ahead = Array.from({ length: b.n }, (_, i) => i).filter((i) => b.px[i] === 10 && b.fy[i] === 1 && b.form[i] === LINE && b.py[i] > 3);
    const far = Math.max(...ahead.map((i) => b.py[i]));
    expect(12.5 - far).toBeGreaterThanOrEqual(6 - 1e-9);
    expect(12.5 - far).toBeLessThan(6.2);
  });
  it('a unit already inside 6 UM may not close on the nearest enemy', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    put(g, 3, 10, 7, 0, -1);
    g.opts.clear();
    pushMoves(g, u, g.opts, true);
    const b = g.opts;
    for (let i = 0; i < b.n; i++)
      if (b.type[i] === T_MOVE && b.form[i] === LINE && b.fy[i] === 1 && b.px[i] === 10) expect(b.py[i]).toBeLessThanOrEqual(3 + 1e-9);
  });
});

describe('SFG-5.8 artillery: two actions, nothing after firing', () => {
  it('unlimbered: manhandle 1 UM (1 action) or limber and move 4 (2 actions); after firing, nothing', () => {
    const g = game();
    const gun = put(g, 2, 20, 3);
    put(g, 3, 30, 22, 0, -1);
    g.opts.clear();
    pushMoves(g, gun, g.opts, false);
    const b = g.opts;
    const moves = Array.from({ length: b.n }, (_, i) => i).filter((i) => b.type[i] === T_MOVE && b.fy[i] === 1 && b.px[i] === 20);
    expect(moves.map((i) => [Math.round((b.py[i] - 3) * 10) / 10, b.form[i], b.aux[i]])).toEqual([
      [1, 0, 1],
      [4, 1, 2],
    ]);
    applyMove(g, b, moves[1]);
    expect(gun.limbered).toBe(true);
    expect(gun.batteryCanAct()).toBe(false);
    gun.actions = 0;
    gun.fired = true;
    g.opts.clear();
    pushMoves(g, gun, g.opts, false);
    expect(g.opts.n).toBe(0);
  });
});
