// SFG-5.2 / 8.9 / §12.7: rivers and fords. Fords count as obstacles (SFG-5.2); "rivers and woods
// cost movement only while the unit's front line of bases is inside them" (SFG-8.9): the
// leading line's sweep (game/water.ts); the generator's riverPieces / fordsPerRiver, the
// riverCrossing option, retreats across water, the rough-ground command modifier, and the replay SVG. Hand-laid water, scripted geometry.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { retreat } from '../../src/rulesets/sfg/rules/retreat.js';
import { brigadeOrderValue } from '../../src/rulesets/sfg/rules/command.js';
import { generateTerrain } from '../../src/rulesets/sfg/table/terrainGen.js';
import { renderSvg } from '../../src/rulesets/sfg/replay.js';
import { LINE, MARCH } from '../../src/rulesets/sfg/mechanics/formation.js';
import { W_FORD, W_RIVER } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { army, brigade, cavalry, division, makeGame, put } from './helpers.js';

/** Unit 0 (a 4-base infantry or cavalry brigade) of A against a far-off brigade of B. */
function duel(cav = false, o = {}): Game {
  const g = makeGame(army('A', [division('a', [cav ? cavalry('c', 4) : brigade('a1', 4)])]), army('B', [division('b', [brigade('b1', 6)])]), o);
  put(g, 1, 30, 22, 0, -1);
  return g;
}

/** A river along y = 8.5 (banks at 8 and 9) across x ∈ [0, 36], with a ford over x ∈ [fx0, fx1] (none if equal). */
function river(g: Game, fx0 = 0, fx1 = 0): void {
  const t = g.terrain;
  if (fx1 > fx0) {
    t.addWater(W_RIVER, 0, 0, 8.5, fx0, 8.5);
    t.addWater(W_FORD, 0, fx0, 8.5, fx1, 8.5);
    t.addWater(W_RIVER, 0, fx1, 8.5, 36, 8.5);
  } else t.addWater(W_RIVER, 0, 0, 8.5, 36, 8.5);
}

/** The longest move straight ahead (+y, facing kept) offered to unit 0 in its present formation. */
function ahead(g: Game): number {
  const u = g.units[0];
  g.opts.clear();
  pushMoves(g, u, g.opts, false);
  let best = 0;
  for (let k = 0; k < g.opts.n; k++) {
    if (g.opts.type[k] !== T_MOVE || g.opts.form[k] !== u.formation || g.opts.aux[k] !== (u.mounted ? 1 : 0)) continue;
    if (Math.abs(g.opts.px[k] - u.px) > 1e-9 || g.opts.fy[k] !== 1) continue;
    best = Math.max(best, g.opts.py[k] - u.py);
  }
  return best;
}

describe('SFG-8.9 a river costs movement only while the front line is inside it', () => {
  it('infantry 1 UM short of the bank wades a 1 UM river at 2 UM a UM: 3 UM in all (4 on open ground)', () => {
    const g = duel();
    put(g, 0, 10, 7);
    expect(ahead(g)).toBeCloseTo(4, 6);
    river(g);
    expect(ahead(g)).toBeCloseTo(3, 1);
    expect(ahead(g)).toBeLessThanOrEqual(3 + 1e-9);
  });
  it('once its front line is out, the rest of the brigade in the water costs nothing', () => {
    const g = duel();
    river(g);
    // a 4-base march column (1.6 UM deep) with its front on the far bank: its rear still in the river
    put(g, 0, 10, 9, 0, 1, MARCH);
    expect(ahead(g)).toBeCloseTo(4, 6);
  });
  it("riverCrossing 'fordsOnly': the infantry stops at the bank", () => {
    const g = duel(false, { riverCrossing: 'fordsOnly' });
    put(g, 0, 10, 7);
    river(g);
    expect(ahead(g)).toBeLessThanOrEqual(1 + 1e-9);
    expect(ahead(g)).toBeGreaterThan(0.9);
  });
});

describe('SFG-5.2 fords count as obstacles', () => {
  it('mounted cavalry may not enter the river (difficult ground): it stops at the bank', () => {
    const g = duel(true);
    put(g, 0, 10, 7, 0, 1, MARCH);
    river(g);
    expect(ahead(g)).toBeLessThanOrEqual(1 + 1e-9);
    expect(ahead(g)).toBeGreaterThan(0.9);
  });
  it('a cavalry column at a ford crosses at the obstacle rate, 2 UM (its front reaches the far bank)', () => {
    const g = duel(true);
    put(g, 0, 10, 7, 0, 1, MARCH);
    river(g, 9, 11);
    // (moves.ts bisects a blocked move in 6/32 UM steps)
    expect(ahead(g)).toBeLessThanOrEqual(2 + 1e-9);
    expect(ahead(g)).toBeGreaterThan(2 - 6 / 32 - 1e-9);
  });
  it('a line wider than the ford touches the river beside it and cannot cross; a column can', () => {
    const g = duel(true);
    river(g, 9, 11);
    put(g, 0, 10, 7, 0, 1, LINE); // 4 UM wide against a 2 UM ford
    expect(ahead(g)).toBeLessThanOrEqual(1 + 1e-9);
    put(g, 0, 10, 7, 0, 1, MARCH);
    expect(ahead(g)).toBeGreaterThan(1.8);
  });
  it('infantry crossing at a ford goes at 1 UM (the whole move at the obstacle rate)', () => {
    const g = duel();
    river(g, 5, 15);
    put(g, 0, 10, 7.5);
    expect(ahead(g)).toBeCloseTo(1, 6);
  });
});

describe('SFG-8.9 / G21 retreats across water', () => {
  it('a retreat of 1 UM that meets a ford stops at it (crossing costs 2 UM); 3 UM cross it and go 1 UM', () => {
    for (const [dist, moved] of [
      [1, 0.5],
      [3, 1],
    ]) {
      const g = duel();
      river(g, 5, 15);
      // facing −y, retreating +y: its rear edge leads, 0.5 UM short of the ford
      const u = put(g, 0, 10, 7.1, 0, -1);
      const y0 = u.py;
      retreat(g, u, 0, 1, dist);
      expect(u.py - y0).toBeCloseTo(moved, 5);
    }
  });
  it('mounted cavalry driven back into a river stops at the bank, disordered; already disordered it flees', () => {
    for (const dis of [false, true]) {
      const g = duel(true);
      river(g);
      const u = put(g, 0, 10, 5.5, 0, -1); // rear edge at 6.5, 1.5 UM from the bank
      u.disordered = dis;
      const r = retreat(g, u, 0, 1, 2);
      if (dis) expect(r).toBe(-1);
      else {
        expect(u.py).toBeCloseTo(7, 5);
        expect(u.disordered).toBe(true);
      }
    }
  });
  it('infantry pushed back into a river wades in and is disordered (SFG-9.3.2)', () => {
    const g = duel();
    river(g);
    const u = put(g, 0, 10, 7, 0, -1); // rear edge at 7.4
    retreat(g, u, 0, 1, 1);
    expect(u.py).toBeCloseTo(8, 9);
    expect(u.disordered).toBe(true);
  });
});

describe('SFG-4.4 a brigade standing in the water is in rough ground', () => {
  it('most of its bases in a river or a ford: −1 on the command test', () => {
    for (const ford of [false, true]) {
      const g = duel();
      const u = put(g, 0, 10, 8.7); // its bases (0.4 UM deep) centred at y 8.5
      const open = brigadeOrderValue(g, g.divisions[0], u);
      if (ford) river(g, 5, 15);
      else river(g);
      expect(brigadeOrderValue(g, g.divisions[0], u)).toBe(open - 1);
    }
  });
});

describe('§12.7 [P] riverPieces and fordsPerRiver in the generator', () => {
  it('0 (the default): no water; 1 river with 2 fords: river, ford, river, ford, river, edge to edge in the band, reproducibly', () => {
    const g = duel();
    generateTerrain(g, new SeededDice(9));
    expect(g.terrain.nWater).toBe(0);
    const h = duel(false, { riverPieces: 1 });
    generateTerrain(h, new SeededDice(9));
    const t = h.terrain;
    expect(Array.from(t.wkind.slice(0, t.nWater))).toEqual([W_RIVER, W_FORD, W_RIVER, W_FORD, W_RIVER]);
    let len = 0;
    for (let k = 0; k < t.nWater; k++) {
      const p = t.water[k];
      len += 2 * p.hw;
      if (t.wkind[k] === W_FORD) expect(2 * p.hw).toBeCloseTo(2, 9);
      expect(p.hd).toBe(0.5);
      expect(p.cy - p.hd).toBeGreaterThanOrEqual(h.cfg.deploymentDepth + 1 - 1e-9);
      expect(p.cy + p.hd).toBeLessThanOrEqual(h.cfg.tableD - h.cfg.deploymentDepth - 1 + 1e-9);
    }
    const first = t.water[0];
    const last = t.water[t.nWater - 1];
    expect(first.cx - first.fy * first.hw).toBeCloseTo(0, 9);
    expect(last.cx + last.fy * last.hw).toBeCloseTo(36, 9);
    expect(len).toBeGreaterThanOrEqual(36);
    const again = duel(false, { riverPieces: 1 });
    generateTerrain(again, new SeededDice(9));
    expect(again.terrain.water.slice(0, 5).map((p) => p.cx)).toEqual(t.water.slice(0, 5).map((p) => p.cx));
  });
});

describe('§12.7 replay', () => {
  it('draws rivers and fords, titled, under the units', () => {
    const g = duel();
    river(g, 5, 7);
    put(g, 0, 10, 4);
    const svg = renderSvg(g, 'test');
    expect(svg).toContain('<title>river</title>');
    expect(svg).toContain('<title>ford</title>');
    expect(svg.indexOf('<title>ford</title>')).toBeLessThan(svg.indexOf('a1 4/4'));
    expect(svg).toContain('river = blue');
  });
});
