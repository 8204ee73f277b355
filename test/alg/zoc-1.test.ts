// ALG-1.1–1.4: bases of 1 um, no overlap, and the zone of control: no entering an un-shaken
// enemy's ZOC except to charge it; a shaken enemy's ZOC may be crossed.
import { describe, expect, it } from 'vitest';
import { moveToward } from '../../src/rulesets/alg/rules/movement.js';
import { IN_PLAY, NOT_SHAKEN, SEEK_COVER } from '../../src/rulesets/alg/state.js';
import type { Game } from '../../src/rulesets/alg/game.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { char, force, game, HERO, place } from './helpers.js';

function setup(opts = {}) {
  const g = game(force('A', [char('A1', HERO), char('A2', HERO)]), force('B', [char('B1', HERO), char('B2', HERO)]), { options: opts });
  place(g, 0, 10, 5);
  place(g, 2, 10, 12);
  return g;
}

describe('ALG-1.4 zone of control', () => {
  it('a move stops at the edge of an enemy ZOC (centre 1.5 um away: ZOC radius 1 + own radius 0.5)', () => {
    const g = setup();
    moveToward(g, 0, 10, 12, 1, 20, -1, false);
    expect(g.state.y[0]).toBeLessThanOrEqual(12 - 1.5 + 1e-6);
    expect(g.state.y[0]).toBeGreaterThan(12 - 1.5 - 0.25 - 1e-6);
  });
  it("a charge may enter its target's ZOC and ends in base contact", () => {
    const g = setup();
    moveToward(g, 0, 10, 12, 1, 20, 2, false);
    expect(g.dist(0, 2)).toBeCloseTo(1, 6);
    expect(g.inContact(0, 2)).toBe(true);
  });
  it("a charge may not pass through another enemy's ZOC (zocAllowsOnlyChargeTarget); with false it may", () => {
    for (const [flag, blocked] of [
      [true, true],
      [false, false],
    ] as const) {
      const g = setup({ zocAllowsOnlyChargeTarget: flag });
      place(g, 3, 11.2, 8.5); // B2 beside the path: its ZOC (reach 1.5) covers it
      place(g, 1, 8.8, 8.5); // A2 on the other side: no way round the ZOC
      moveToward(g, 0, 10, 12, 1, 20, 2, false);
      expect(g.inContact(0, 2)).toBe(!blocked);
    }
  });
  it("a shaken enemy's ZOC may be crossed", () => {
    const g = setup();
    g.state.shaken[2] = SEEK_COVER;
    moveToward(g, 0, 10, 12, 1, 20, -1, false);
    expect(g.dist(0, 2)).toBeCloseTo(1, 6);
  });
  it('ALG-1.3: no base ever overlaps another (a blocked move stops short)', () => {
    const g = setup();
    place(g, 1, 10, 7); // a friend in the way, slides round it
    moveToward(g, 0, 10, 9, 0, 20, -1, false);
    expect(g.dist(0, 1)).toBeGreaterThanOrEqual(1 - 1e-6);
  });
});

/** moveToward as it was before it listed the nearby figures: every step tests every figure. */
function moveTestingAll(g: Game, i: number, tx: number, ty: number, stopAt: number, budget: number, target: number, ignoreZoc: boolean): void {
  const { x, y, radius, side, shaken, zoc, out, onTable } = g.state;
  const legal = (nx: number, ny: number, ox: number, oy: number) => {
    const r = radius[i];
    if (nx < r || nx > g.W - r || ny < r || ny > g.D - r) return false;
    for (let j = 0; j < g.n; j++) {
      if (j === i || out[j] !== IN_PLAY || onTable[j] !== 1) continue;
      const [dx, dy, ex, ey] = [nx - x[j], ny - y[j], ox - x[j], oy - y[j]];
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < r + radius[j] - 1e-6) return false;
      if (ignoreZoc || side[j] === side[i] || shaken[j] !== NOT_SHAKEN) continue;
      if (target >= 0 && (j === target || !g.cfg.zocOnlyChargeTarget)) continue;
      if (d < zoc[j] + r - 1e-6 && d < Math.sqrt(ex * ex + ey * ey) - 1e-9) return false;
    }
    return true;
  };
  let moved = 0;
  while (moved < budget - 1e-6) {
    const [x0, y0] = [x[i], y[i]];
    const d = Math.sqrt((tx - x0) * (tx - x0) + (ty - y0) * (ty - y0));
    if (d - stopAt <= 1e-6) break;
    const len = Math.min(0.25, budget - moved, d - stopAt);
    const a0 = Math.atan2(ty - y0, tx - x0);
    const k = [0, 0.5, -0.5, 1, -1].findIndex((turn, k) => {
      const [nx, ny] = [x0 + len * Math.cos(a0 + turn), y0 + len * Math.sin(a0 + turn)];
      if (k > 0 && Math.sqrt((tx - nx) * (tx - nx) + (ty - ny) * (ty - ny)) >= d - 1e-9) return false;
      if (!legal(nx, ny, x0, y0)) return false;
      x[i] = nx;
      y[i] = ny;
      return true;
    });
    if (k < 0) break;
    moved += len;
  }
}

describe('ALG-1.3 / 1.4 moves test only the figures they could come near', () => {
  it('the same paths as testing every figure at every step, on 300 random crowded tables', () => {
    const dice = new SeededDice(11);
    let moves = 0;
    const heroes = (side: string) => [1, 2, 3, 4, 5, 6].map((k) => char(`${side}${k}`, HERO));
    for (let table = 0; table < 300; table++) {
      const a = game(force('A', heroes('A')), force('B', heroes('B')), { options: { zocAllowsOnlyChargeTarget: table % 2 === 0 } });
      const b = game(force('A', heroes('A')), force('B', heroes('B')), { options: { zocAllowsOnlyChargeTarget: table % 2 === 0 } });
      for (let i = 0; i < a.n; i++) {
        const [px, py] = [8 + dice.random() * 8, 4 + dice.random() * 10];
        for (const g of [a, b]) place(g, i, px, py);
        if (dice.random() < 0.2) for (const g of [a, b]) g.state.shaken[i] = SEEK_COVER;
      }
      const i = dice.int(a.n);
      const target = dice.random() < 0.5 ? -1 : dice.int(a.n);
      const [tx, ty, budget, ignoreZoc] = [8 + dice.random() * 8, 4 + dice.random() * 10, dice.random() * 6, dice.random() < 0.3];
      const [sx, sy] = [a.state.x[i], a.state.y[i]];
      moveToward(a, i, tx, ty, target >= 0 ? 1 : 0, budget, target, ignoreZoc);
      moveTestingAll(b, i, tx, ty, target >= 0 ? 1 : 0, budget, target, ignoreZoc);
      expect([a.state.x[i], a.state.y[i]]).toEqual([b.state.x[i], b.state.y[i]]);
      if (a.state.x[i] !== sx || a.state.y[i] !== sy) moves++;
    }
    expect(moves).toBeGreaterThan(150);
  });
});
