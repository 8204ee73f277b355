import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { moraleTest } from '../../../src/rulesets/sds/rules/morale.js';
import { build as build0, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { AreaFeature, Table } from '../../../src/rulesets/sds/table/types.js';

// SDS 6.3: a fleeing model runs toward its flag or the nearest allowed table edge, and terrain
// slows it "as for a normal move": like a player moving it, it goes round what it cannot cross
// (a tree, a building) and covers its full distance where a way round exists.
const runner: ModelSpec[] = [
  { side: 0, x: 450, y: 300, name: 'Runner' },
  { side: 1, x: 450, y: 750 },
];
const build = (t: Table, faces: number[]) => build0(withFillers(runner), {}, new ScriptedDice(faces), t);
const building = (x0: number, y0: number, x1: number, y1: number): AreaFeature => ({ kind: 'building', x0, y0, x1, y1, heavyCover: true });

function clearOfTerrain(t: Table, x: number, y: number, r: number): boolean {
  for (const a of t.areas) {
    const cx = Math.max(a.x0, Math.min(x, a.x1));
    const cy = Math.max(a.y0, Math.min(y, a.y1));
    if (Math.hypot(x - cx, y - cy) < r - 0.5) return false;
  }
  for (const tr of t.trees) if (Math.hypot(x - tr.x, y - tr.y) < r + tr.r - 0.5) return false;
  return true;
}

describe('SDS 6.3 flight goes round obstacles', () => {
  it('a single tree in the way: the runner goes round it and flees its full two moves', () => {
    const t = emptyTable();
    t.trees.push({ x: 450, y: 240, r: 15 }); // 32.5 mm ahead of the runner's base, on its way to the north edge
    const { g, idx } = build(t, [1, 2, 6]); // 2 failures: two flight moves (2 × 120 mm)
    moraleTest(g, idx[0]);
    const s = g.st;
    expect(s.onTable[idx[0]]).toBe(1);
    // most of the 240 mm made toward the edge (a straight flight stopped after 32.5 mm and then 0)
    expect(300 - s.y[idx[0]]).toBeGreaterThan(200);
    expect(clearOfTerrain(t, s.x[idx[0]], s.y[idx[0]], s.r[idx[0]])).toBe(true);
  });

  it('a wall ahead and to the west: the runner goes east round its end and on toward the edge', () => {
    const t = emptyTable();
    t.areas.push(building(300, 250, 500, 270), building(380, 250, 400, 360));
    const { g, idx } = build(t, [1, 5, 6]); // 1 failure: one move
    moraleTest(g, idx[0]);
    const s = g.st;
    expect(s.y[idx[0]]).toBeLessThan(300 - 40);
    expect(clearOfTerrain(t, s.x[idx[0]], s.y[idx[0]], s.r[idx[0]])).toBe(true);
  });

  it('boxed in by buildings: no way toward the edge, so the runner stays where it is (never through a wall)', () => {
    const t = emptyTable();
    t.areas.push(building(400, 260, 500, 275), building(385, 260, 400, 340), building(500, 260, 515, 340), building(385, 325, 515, 340));
    const { g, idx } = build(t, [1, 2, 6]);
    moraleTest(g, idx[0]);
    const s = g.st;
    expect(s.onTable[idx[0]]).toBe(1);
    expect(s.x[idx[0]]).toBeGreaterThan(400);
    expect(s.x[idx[0]]).toBeLessThan(500);
    expect(s.y[idx[0]]).toBeGreaterThan(275);
    expect(s.y[idx[0]]).toBeLessThan(325);
    expect(clearOfTerrain(t, s.x[idx[0]], s.y[idx[0]], s.r[idx[0]])).toBe(true);
  });
});
