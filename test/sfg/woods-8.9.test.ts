// SFG-8.9 / 5.5 / G8: "rivers and woods cost movement only while the unit's front line of bases
// is inside them". Option woodsCost: 'frontLine' (the default: the leading line's UM inside woods
// cost 2 each for foot, game/woods.ts) against 'centre' (the strict G8 reading by the footprint
// centre, the whole move at the woods rate). Hand-laid woods, scripted geometry.
import { describe, expect, it } from 'vitest';
import { T_ATTACH, T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { pushAttach } from '../../src/rulesets/sfg/rules/attach.js';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { MARCH } from '../../src/rulesets/sfg/mechanics/formation.js';
import { T_WOODS } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { army, brigade, cavalry, division, makeGame, put } from './helpers.js';

// the old reading in full: woods by the centre, the whole move at the slowest rate (G8 'strict')
const CENTRE = { woodsCost: 'centre', roughTerrainMode: 'strict' };

/** Unit 0 (a 4-base infantry brigade, cavalry with `cav`) of A against a far-off brigade of B. */
function duel(o = {}, cav = false): Game {
  const g = makeGame(army('A', [division('a', [cav ? cavalry('c', 4) : brigade('a1', 4)])]), army('B', [division('b', [brigade('b1', 6)])]), o);
  put(g, 1, 30, 22, 0, -1);
  return g;
}

/** Woods across x ∈ [4, 16], y ∈ [8, 12]. */
function wood(g: Game): void {
  Object.assign(g.terrain.pieces[g.terrain.n++], { kind: T_WOODS, cx: 10, cy: 10, fx: 0, fy: 1, hw: 6, hd: 2 });
}

/** The longest move straight ahead (`sign` 1) or straight back (−1), facing and formation kept, offered to unit 0. */
function straight(g: Game, sign = 1): number {
  const u = g.units[0];
  g.opts.clear();
  pushMoves(g, u, g.opts, false);
  let best = 0;
  for (let k = 0; k < g.opts.n; k++) {
    if (g.opts.type[k] !== T_MOVE || g.opts.form[k] !== u.formation || g.opts.aux[k] !== (u.mounted ? 1 : 0)) continue;
    if (Math.abs(g.opts.px[k] - u.px) > 1e-9 || g.opts.fy[k] !== 1) continue;
    best = Math.max(best, sign * (g.opts.py[k] - u.py));
  }
  return best;
}

describe("SFG-8.9 woodsCost 'frontLine' (the default): woods cost movement only while the front line is inside", () => {
  it('the default is the front line', () => {
    expect(duel().cfg.woodsFrontLine).toBe(true);
    expect(duel(CENTRE).cfg.woodsFrontLine).toBe(false);
  });
  it('entering: 1 UM to the edge, then 1.5 UM inside at 2 UM a UM: 2.5 UM (G8 strict by the centre: 2)', () => {
    const g = duel();
    put(g, 0, 10, 7);
    wood(g);
    // (moves.ts bisects a refused move in 4/32 UM steps; 2.5 is one of them)
    expect(straight(g)).toBeCloseTo(2.5, 6);
    const c = duel(CENTRE);
    put(c, 0, 10, 7);
    wood(c);
    expect(straight(c)).toBeLessThanOrEqual(2 + 1e-9);
    expect(straight(c)).toBeGreaterThan(1.5);
  });
  it('leaving: the front line 0.5 UM from the far edge pays 1 UM for it, then 3 UM in the open: 3.5 UM (by the centre: 2)', () => {
    const g = duel();
    put(g, 0, 10, 11.5);
    wood(g);
    expect(straight(g)).toBeCloseTo(3.5, 6);
    const c = duel(CENTRE);
    put(c, 0, 10, 11.5);
    wood(c);
    expect(straight(c)).toBeLessThanOrEqual(2 + 1e-9);
  });
  it('a march column with its front out of the wood moves its full 4 UM though its rear ranks and centre are inside (by the centre: 2)', () => {
    for (const [o, want] of [
      [{}, 4],
      [CENTRE, 2],
    ] as const) {
      const g = duel(o);
      // 4 bases one behind the other, 1.6 UM deep: rear at 10.9, centre at 11.7, both in the wood
      put(g, 0, 10, 12.5, 0, 1, MARCH);
      wood(g);
      expect(straight(g)).toBeCloseTo(want, 1);
      expect(straight(g)).toBeLessThanOrEqual(want + 1e-9);
    }
  });
  it('a move backwards is led by the rear rank: from just out of the wood forward 4 UM, back (half, 2 UM) only 1 UM through it', () => {
    const g = duel();
    // a line 0.4 UM deep, its rear 0.2 UM inside the wood
    put(g, 0, 10, 12.2);
    wood(g);
    expect(straight(g)).toBeCloseTo(4, 6);
    expect(straight(g, -1)).toBeCloseTo(1, 6);
    expect(straight(g, -1)).toBeLessThanOrEqual(1 + 1e-9);
  });
  it('mounted cavalry may not let its front line into the wood (SFG-5.1 "No"): it stops at the edge', () => {
    const g = duel({}, true);
    put(g, 0, 10, 7, 0, 1, MARCH);
    wood(g);
    expect(straight(g)).toBeLessThanOrEqual(1 + 1e-9);
    expect(straight(g)).toBeGreaterThan(1 - 4 / 32 - 1e-9);
  });
  it('under either reading a battery may not attach in a slot standing in woods (attach.ts: by the slot centre)', () => {
    for (const o of [{}, CENTRE]) {
      const g = makeGame(army('A', [division('d', [brigade('x', 6)], 1)]), army('B', [division('e', [brigade('z', 6)])]), o);
      // brigade x's right end at 12.4; the battery 1 UM away: slot +1 is within its manhandled move
      put(g, 0, 10, 5);
      put(g, 1, 13.5, 5);
      put(g, 2, 10, 14, 0, -1);
      const attachable = (): number => {
        g.opts.clear();
        pushAttach(g, g.units[1], g.opts);
        let n = 0;
        for (let i = 0; i < g.opts.n; i++) if (g.opts.type[i] === T_ATTACH) n++;
        return n;
      };
      expect(attachable()).toBe(1);
      Object.assign(g.terrain.pieces[g.terrain.n++], { kind: T_WOODS, cx: 14, cy: 4, fx: 0, fy: 1, hw: 1.5, hd: 2 });
      expect(attachable()).toBe(0);
    }
  });
});
