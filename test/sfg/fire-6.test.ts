// SFG-6: musketry eligibility (6 UM, 45° arc, line of fire), target choice, modifiers,
// artillery range table and cover shift, pushback by fire.
import { describe, expect, it } from 'vitest';
import { artilleryBand, artilleryNeed, fireModifier, type FireFacts } from '../../src/rulesets/sfg/mechanics/fire.js';
import { faceHits, hittingFaces } from '../../src/rulesets/sfg/mechanics/dice.js';
import { engaging, fire, pushFireTargets } from '../../src/rulesets/sfg/rules/fire.js';
import { ATTACK } from '../../src/rulesets/sfg/mechanics/formation.js';
import { T_FIRE } from '../../src/rulesets/sfg/decisions.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

const none: FireFacts = {
  firerDisordered: false,
  reaction: false,
  firerIsInfantry: true,
  chargerIsCavalry: false,
  chargeFrontal: false,
  breechLoaders: false,
  targetInColumn: false,
  firerIsBattery: false,
  targetIsBattery: false,
  targetLimbered: false,
};
const m = (o: Partial<FireFacts>): number => fireModifier({ ...none, ...o });

describe('SFG-6.7 fire modifiers', () => {
  it('each row', () => {
    expect(m({ firerDisordered: true })).toBe(-1);
    expect(m({ reaction: true })).toBe(-1);
    expect(m({ breechLoaders: true })).toBe(1);
    expect(m({ targetInColumn: true })).toBe(1);
    expect(m({ firerIsBattery: true, firerIsInfantry: false, targetIsBattery: true })).toBe(-1);
    expect(m({ targetIsBattery: true, targetLimbered: true })).toBe(1);
  });
  it('net reaction fire: infantry vs frontal cavalry +1, vs flank cavalry 0, vs infantry −1; artillery vs cavalry −1', () => {
    expect(m({ reaction: true, chargerIsCavalry: true, chargeFrontal: true })).toBe(1);
    expect(m({ reaction: true, chargerIsCavalry: true, chargeFrontal: false })).toBe(0);
    expect(m({ reaction: true, chargerIsCavalry: false, chargeFrontal: true })).toBe(-1);
    expect(m({ reaction: true, firerIsInfantry: false, firerIsBattery: true, chargerIsCavalry: true, chargeFrontal: true })).toBe(-1);
  });
  it('natural 6 always hits, natural 1 never: p = clamp(7 − (X − m), 1, 5)/6', () => {
    for (let need = 2; need <= 9; need++)
      for (let mod = -3; mod <= 3; mod++) expect(hittingFaces(need, mod, true)).toBe(Math.min(5, Math.max(1, 7 - (need - mod))));
    expect(faceHits(6, 9, -3, true)).toBe(true);
    expect(faceHits(1, 2, 3, true)).toBe(false);
  });
});

describe('SFG-6.6 artillery range table and G9 cover', () => {
  it('bands ≤ 3: 3 dice 2+, ≤ 6: 3+, ≤ 12: 5+, ≤ 20: 1 die 5+, beyond 20 out of range', () => {
    expect(artilleryBand(3, 20, true)).toBe(0);
    expect(artilleryBand(3.01, 20, true)).toBe(1);
    expect(artilleryBand(12, 20, true)).toBe(2);
    expect(artilleryBand(20, 20, true)).toBe(3);
    expect(artilleryBand(20.1, 20, true)).toBe(-1);
  });
  it("cover 'shift' adds 1 (light) or 2 (heavy); 'max' takes the larger number", () => {
    expect(artilleryNeed(0, 1, [4, 5, 6], false)).toBe(3);
    expect(artilleryNeed(0, 2, [4, 5, 6], false)).toBe(4);
    expect(artilleryNeed(0, 0, [4, 5, 6], true)).toBe(4);
  });
});

describe('SFG-6.2–6.4 musketry in play', () => {
  function duel(dist: number, lateral = 0) {
    const g = makeGame(army('A', [division('d', [brigade('x', 6), brigade('f', 4)])]), army('B', [division('e', [brigade('y', 6)])]));
    const a = put(g, 0, 10, 5);
    const b = put(g, 2, 10 + lateral, 5 + dist + 0.4, 0, -1);
    return { g, a, b };
  }
  const out = new Float64Array(1);
  it('a 6-base line 5 UM from an enemy line fires 6 dice (front rank only)', () => {
    const { g, a, b } = duel(5);
    expect(engaging(g, a, b, out)).toBe(6);
  });
  it('range is from the base centre: 5.9 UM front to front is 6.1 from the centres: no fire', () => {
    const { g, a, b } = duel(5.9);
    expect(engaging(g, a, b, out)).toBe(0);
  });
  it('the 45° arc from the front corners: a target far to the side is out of arc for most bases', () => {
    const { g, a, b } = duel(2, 8);
    // the target's nearest corner is 5.6 UM right of the line's right end, 2 UM ahead: only bases within 45° see it
    const n = engaging(g, a, b, out);
    expect(n).toBe(0);
    const c = duel(4, 6);
    expect(engaging(c.g, c.a, c.b, out)).toBeGreaterThan(0);
    expect(engaging(c.g, c.a, c.b, out)).toBeLessThan(6);
  });
  it('friendly troops block the line of fire', () => {
    const { g, a, b } = duel(5);
    put(g, 1, 10, 7); // a friendly 4-base line in between, covering the middle
    const n = engaging(g, a, b, out);
    expect(n).toBeLessThan(6);
  });
  it('target choice: the nearest, or the nearest intact one (disordered may be skipped)', () => {
    const g = makeGame(army('A', [division('d', [brigade('x', 6)])]), army('B', [division('e', [brigade('near', 4), brigade('far', 4)])]));
    put(g, 0, 10, 5);
    put(g, 1, 9, 8, 0, -1);
    put(g, 2, 12, 10, 0, -1);
    g.units[1].disordered = true;
    g.opts.clear();
    expect(pushFireTargets(g, g.units[0], g.opts)).toBe(2);
    expect([g.opts.type[0], g.opts.target[0], g.opts.target[1]]).toEqual([T_FIRE, 1, 2]);
  });
  it('dice, column target +1, one fire a turn, and 2+ hits push back (1–5: 1 UM)', () => {
    const { g, a, b } = duel(5);
    b.formation = ATTACK;
    b.place(b.px, b.py, b.fx, b.fy);
    // every base of the line reaches the column's nearest corner (5.73 UM) inside its arc
    expect(engaging(g, a, b, out)).toBe(6);
    const d = script(g, [3, 3, 1, 6, 2, 2, 4]);
    const y0 = b.py;
    // 3+1 ≥ 4 hits twice, the natural 1 misses, the 6 hits, 2+1 < 4 misses twice: 3 hits
    expect(fire(g, a, b, false, true)).toBe(3);
    expect(d.remaining).toBe(0);
    expect(a.fired).toBe(true);
    // the pushback die 4: 1 UM straight back (its rear is +y)
    expect(b.py).toBeCloseTo(y0 + 1, 9);
    expect(b.disordered).toBe(false);
  });
});
