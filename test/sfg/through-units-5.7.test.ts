// SFG-5.7: a brigade may pass voluntarily only through batteries and disordered friends, never
// through enemies; a move is checked over the whole ground its footprint sweeps, not only where
// it ends and half-way, and so is a charge's way to its contact (SFG-7.5) and a failed charge's
// full move (§12.6.4: the hull of the footprints at the start and the end). Scripted positions: a thin line 1 UM ahead that the ends and half-way miss.
import { describe, expect, it } from 'vitest';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { ChargePlan, planCharge } from '../../src/rulesets/sfg/rules/contact.js';
import { charge } from '../../src/rulesets/sfg/rules/charge.js';
import { LINE } from '../../src/rulesets/sfg/mechanics/formation.js';
import { K_REACTION, T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { rectDist, sweptOverlap, rectsOverlap, type Sweep, type Rect } from '../../src/rulesets/kit/facingRect.js';
import { CONTACT_GAP } from '../../src/rulesets/sfg/game.js';
import { Hull } from '../../src/rulesets/kit/hull.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { army, brigade, division, makeGame, put } from './helpers.js';

const stands: SfgGamePolicy = { name: 'stands', description: 'test', decide: (g, k, o, ai) => (k === K_REACTION ? 0 : firefightPolicy.decide(g, k, o, ai)) };

/** A: the mover (6 bases, a line 4.8 × 0.4) and a friend (8 bases, 6.4 wide); B: an enemy line and a far-off brigade. */
function game() {
  return makeGame(
    army('A', [division('d', [brigade('a', 6), brigade('f', 8)])]),
    army('B', [division('e', [brigade('b', 8), brigade('c', 6)])]),
    {},
    [],
    [firefightPolicy, stands],
  );
}

/** The farthest a straight move ahead (in line, facing +y, from x = 10) reaches. */
function straightAhead(g: ReturnType<typeof game>, u: ReturnType<typeof put>): number {
  g.opts.clear();
  pushMoves(g, u, g.opts, false);
  const b = g.opts;
  let best = -Infinity;
  for (let i = 0; i < b.n; i++) if (b.type[i] === T_MOVE && b.px[i] === 10 && b.fy[i] === 1 && b.form[i] === LINE) best = Math.max(best, b.py[i]);
  return best;
}

describe('SFG-5.7 a move is checked along its whole way', () => {
  it('a 4 UM move may not pass through a friendly line 1 UM ahead (it stops short of it); a disordered one it passes', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    const f = put(g, 1, 10, 4); // the friend spans y 3.6..4.0; u's footprint at its start, half-way and end misses it
    put(g, 3, 30, 22, 0, -1);
    expect(straightAhead(g, u)).toBeLessThanOrEqual(3.6 + 1e-9);
    f.disordered = true;
    expect(straightAhead(g, u)).toBeCloseTo(7, 9);
  });
  it('a move may never pass through an enemy line', () => {
    const g = game();
    const u = put(g, 0, 10, 3);
    put(g, 2, 10, 3.6, 0, -1); // the enemy spans y 3.6..4.0, facing u
    put(g, 3, 30, 22, 0, -1);
    expect(straightAhead(g, u)).toBeLessThan(3.6);
  });
});

describe('SFG-5.7 / 7.5 a charge is checked along its way', () => {
  it('no contact through a non-disordered friend between the charger and its target; through a disordered one there is', () => {
    const g = game();
    const a = put(g, 0, 10, 3);
    const f = put(g, 1, 10, 4.5); // spans y 4.1..4.5, x 6.8..13.2
    const t = put(g, 2, 10, 6.9, 0, -1); // its front 3.9 UM ahead
    put(g, 3, 30, 22, 0, -1);
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 4, plan)).toBe(false);
    f.disordered = true;
    expect(planCharge(g, a, t, 4, plan)).toBe(true);
  });
  it('a charge that cannot reach moves its full allowance towards the target only as far as its way is clear', () => {
    const g = game();
    const a = put(g, 0, 10, 3);
    put(g, 1, 10, 4.5);
    const t = put(g, 2, 10, 7.4, 0, -1); // beyond reach (4.4 UM) whatever the bonus die
    put(g, 3, 30, 22, 0, -1);
    g.dice = new SeededDice(3);
    charge(g, a, t);
    expect(a.py).toBeLessThanOrEqual(4.1 + 1e-9); // its front stays short of the friend (y 4.1 and beyond)
    expect(a.py).toBeGreaterThan(3.5);
  });
});

describe('the swept footprint (kit sweptOverlap)', () => {
  it('agrees with the footprint tested at 400 points of its way, on 2,000 random rectangles and moves (fixed seed)', () => {
    const d = new SeededDice(11);
    const r = () => d.random();
    let hits = 0;
    for (let n = 0; n < 2000; n++) {
      const fa = r() * 2 * Math.PI;
      const fb = r() * 2 * Math.PI;
      const a: Sweep = { cx: 0, cy: 0, fx: Math.cos(fa), fy: Math.sin(fa), hw: 0.2 + 3 * r(), hd: 0.2 + r(), ex: 4 * r() - 2, ey: 4 * r() - 2 };
      const b: Rect = { cx: 10 * r() - 5, cy: 10 * r() - 5, fx: Math.cos(fb), fy: Math.sin(fb), hw: 0.2 + 3 * r(), hd: 0.2 + r() };
      let sampled = false;
      for (let k = 0; k <= 400 && !sampled; k++) {
        const s = -1 + (2 * k) / 400;
        sampled = rectsOverlap({ cx: a.cx + a.ex * s, cy: a.cy + a.ey * s, fx: a.fx, fy: a.fy, hw: a.hw, hd: a.hd }, b);
      }
      // sampling can only miss a graze thinner than the step: a swept overlap without a sampled one must vanish when b shrinks by a step
      const swept = sweptOverlap(a, b);
      if (sampled) expect(swept).toBe(true);
      else if (swept) expect(sweptOverlap(a, { ...b, hw: b.hw - 0.02, hd: b.hd - 0.02 })).toBe(false);
      if (swept) hits++;
    }
    expect(hits).toBeGreaterThan(200);
    expect(hits).toBeLessThan(1800);
  });
});

describe('the hull of two footprints (kit Hull, §12.6.4)', () => {
  const hull = new Hull();
  const hullOverlap = (a: Rect, b: Rect, o: Rect) => hull.set(a, b).overlaps(o);
  it('for a straight move it is the swept footprint (2,000 random cases, fixed seed)', () => {
    const d = new SeededDice(12);
    const r = () => d.random();
    for (let n = 0; n < 2000; n++) {
      const fa = r() * 2 * Math.PI;
      const fb = r() * 2 * Math.PI;
      const a: Sweep = { cx: 0, cy: 0, fx: Math.cos(fa), fy: Math.sin(fa), hw: 0.2 + 3 * r(), hd: 0.2 + r(), ex: 4 * r() - 2, ey: 4 * r() - 2 };
      const o: Rect = { cx: 10 * r() - 5, cy: 10 * r() - 5, fx: Math.cos(fb), fy: Math.sin(fb), hw: 0.2 + 3 * r(), hd: 0.2 + r() };
      const start = { ...a, cx: a.cx - a.ex, cy: a.cy - a.ey };
      const end = { ...a, cx: a.cx + a.ex, cy: a.cy + a.ey };
      expect(hullOverlap(start, end, o)).toBe(sweptOverlap(a, o));
    }
  });
  it('turned footprints: a point of the hull (between a point of each) inside a rectangle means overlap (500 random cases, fixed seed)', () => {
    const d = new SeededDice(13);
    const r = () => d.random();
    const rect = (): Rect => {
      const f = r() * 2 * Math.PI;
      return { cx: 8 * r() - 4, cy: 8 * r() - 4, fx: Math.cos(f), fy: Math.sin(f), hw: 0.2 + 2 * r(), hd: 0.2 + r() };
    };
    const inside = (x: number, y: number, o: Rect) =>
      Math.abs((x - o.cx) * o.fy - (y - o.cy) * o.fx) < o.hw && Math.abs((x - o.cx) * o.fx + (y - o.cy) * o.fy) < o.hd;
    const point = (q: Rect, s: number, t: number) => [q.cx + q.fy * q.hw * s + q.fx * q.hd * t, q.cy - q.fx * q.hw * s + q.fy * q.hd * t];
    let both = 0;
    for (let n = 0; n < 500; n++) {
      const a = rect();
      const b = rect();
      const o = rect();
      let hit = false;
      for (let k = 0; k < 400 && !hit; k++) {
        const [ax, ay] = point(a, 2 * r() - 1, 2 * r() - 1);
        const [bx, by] = point(b, 2 * r() - 1, 2 * r() - 1);
        const t = r();
        hit = inside(ax + (bx - ax) * t, ay + (by - ay) * t, o);
      }
      const h = hullOverlap(a, b, o);
      if (hit) expect(h).toBe(true);
      if (hit && h) both++;
    }
    expect(both).toBeGreaterThan(50);
  });
  it('a wheel into contact: a unit between the two footprints blocks, one beside the way does not', () => {
    const start: Rect = { cx: 0, cy: 0, fx: 0, fy: 1, hw: 2.4, hd: 0.2 };
    const end: Rect = { cx: 2, cy: 3, fx: Math.SQRT1_2, fy: Math.SQRT1_2, hw: 2.4, hd: 0.2 };
    expect(hullOverlap(start, end, { cx: 1, cy: 1.5, fx: 0, fy: 1, hw: 0.4, hd: 0.2 })).toBe(true);
    expect(hullOverlap(start, end, { cx: -4, cy: 3, fx: 0, fy: 1, hw: 0.4, hd: 0.2 })).toBe(false);
  });
});

describe('SFG-7.5 / 8.1 [R] a charger ends touching no enemy but its target', () => {
  it('an 8-base line charging a 6-base line with another enemy line 0.2 UM beside it ends short of touching that one', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 8)])]), army('B', [division('e', [brigade('b', 6), brigade('c', 6)])]));
    const a = put(g, 0, 10, 3); // spans x 6.8..13.2
    const t = put(g, 1, 10, 6.5, 0, -1); // front at y 6.5, x 7.6..12.4
    const o = put(g, 2, 15, 6.5, 0, -1); // x 12.6..17.4, its front on the same line
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 4, plan)).toBe(true);
    expect(plan.attackers).toBe(7);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    expect(rectDist(a, o)).toBeGreaterThanOrEqual(CONTACT_GAP - 1e-9);
    expect(rectDist(a, t)).toBeLessThan(1e-6);
  });
});
