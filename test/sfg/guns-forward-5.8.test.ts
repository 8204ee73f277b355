// SFG-5.8 / 6.6 in the heuristic generals (policies/gunsForward.ts): a battery manhandles into a
// nearer band of the range table before it fires (scripted dice, hand-placed units).
import { describe, expect, it } from 'vitest';
import { brigadeOrders, closeWindow } from '../../src/rulesets/sfg/rules/turn.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { assaultPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { closesBeforeFiring } from '../../src/rulesets/sfg/policies/gunsForward.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

// A: brigade x (0) far back on the left and its division's battery (1) at (20, 5) facing +y;
// B: brigade z (2) straight ahead of the battery, facing it, `gap` UM from it.
function setup(gap: number): Game {
  const g = makeGame(army('A', [division('d', [brigade('x', 6)], 1)]), army('B', [division('e', [brigade('z', 6)])]), {}, [], [assaultPolicy, assaultPolicy]);
  put(g, 0, 5, 2);
  put(g, 1, 20, 5);
  put(g, 2, 20, 5, 0, -1);
  const b = g.units[1];
  const z = g.units[2];
  // z's front edge `gap` UM from the battery's centre (SFG-6.6 measures from there)
  z.place(20, b.cy + gap, 0, -1);
  const d = g.divisions[0];
  d.gx = 20;
  d.gy = 4;
  g.activeDiv = 0;
  return g;
}

/** Division d's brigade-order window and its closing fire, every die a 1 (each command test passes, every shot misses). */
function playWindow(g: Game): void {
  script(g, new Array(400).fill(1));
  brigadeOrders(g, g.divisions[0]);
  closeWindow(g, g.divisions[0]);
}

describe('SFG-5.8 / 6.6 policy: a battery closes into a nearer band before it fires', () => {
  it('the enemy 12.5 UM off (1 die at 5+; 3 dice from 12 UM): the battery holds its fire, manhandles 1 UM nearer, then fires', () => {
    const g = setup(12.5);
    const b = g.units[1];
    const y0 = b.cy;
    expect(g.nearestEnemyDist(0, b)).toBeCloseTo(12.5 - b.hd, 9);
    expect(closesBeforeFiring(g, b, 7)).toBe(true);
    expect(assaultPolicy.holdsFire(g, 1)).toBe(true);
    playWindow(g);
    expect(b.cy - y0).toBeCloseTo(1, 9);
    expect(b.fired).toBe(true);
    expect(b.actions).toBe(2);
  });
  it('the enemy 11.5 UM off (already in the 3-dice band): it fires first from where it stands', () => {
    const g = setup(11.5);
    const b = g.units[1];
    const y0 = b.cy;
    expect(closesBeforeFiring(g, b, 7)).toBe(false);
    playWindow(g);
    expect(b.cy).toBe(y0);
    expect(b.fired).toBe(true);
  });
  it('not nearer than the style seeks (gunRange), nor limbered, nor with an action spent', () => {
    const g = setup(6.5);
    const b = g.units[1];
    expect(closesBeforeFiring(g, b, 7)).toBe(false); // 5.5 UM: within an infantry charge
    expect(closesBeforeFiring(g, b, 5)).toBe(true); // a style that closes to 5 UM takes the 3+ band
    b.actions = 1;
    expect(closesBeforeFiring(g, b, 5)).toBe(false);
    b.actions = 0;
    b.limbered = true;
    expect(closesBeforeFiring(g, b, 5)).toBe(false);
  });
});
