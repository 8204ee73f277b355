import { describe, expect, it } from 'vitest';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { melee, meleeModFor, moveModel } from '../../../src/rulesets/sds/rules/actions.js';
import { FALL, KILL, RECOIL } from '../../../src/rulesets/sds/mechanics/combat.js';
import { build as build0, collect, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);

// attacker at (200, 200), defender touching it to the north
const pair: ModelSpec[] = [
  { side: 0, x: 200, y: 200, name: 'attacker' },
  { side: 1, x: 200, y: 225, name: 'defender' },
];

describe('SDS 5.1–5.2 hand-to-hand results', () => {
  function fight(faces: number[], scene: ModelSpec[] = pair, power = 0, table?: Table) {
    const dice = new ScriptedDice(faces, new SeededDice(9));
    const { g, idx } = build(scene, {}, dice, table);
    const lines = collect(g);
    const r = melee(g, idx[0], idx[1], power, false);
    return { r, g, a: idx[0], d: idx[1], idx, lines };
  }

  it('the winner doubling the loser kills; the defender can win and harm the attacker', () => {
    const a = fight([4, 1]); // 6 vs 3
    expect(a.r).toBe(KILL);
    expect(a.g.st.onTable[a.d]).toBe(0);
    const b = fight([1, 4]); // 3 vs 6
    expect(b.r).toBe(-KILL);
    expect(b.g.st.onTable[b.a]).toBe(0);
  });

  it('a tie does nothing; otherwise even winner die → fall, odd → recoil', () => {
    expect(fight([3, 3]).r).toBe(0);
    const f = fight([4, 3]); // 6 vs 5, winner die 4
    expect(f.r).toBe(FALL);
    expect(f.g.st.fallen[f.d]).toBe(1);
    const r = fight([5, 4]); // 7 vs 6, winner die 5
    expect(r.r).toBe(RECOIL);
    expect(r.g.st.y[r.d]).toBeCloseTo(250, 5);
  });

  it('a recoil blocked by a building becomes a fall (SDS 5.2 / A16)', () => {
    const t = emptyTable();
    t.areas.push({ kind: 'building', x0: 150, y0: 240, x1: 250, y1: 300, heavyCover: false });
    const f = fight([5, 4], pair, 0, t);
    expect(f.g.st.fallen[f.d]).toBe(1);
    expect(f.g.st.y[f.d]).toBe(225);
  });

  it('a beaten fallen model is killed; attacking it gives +2 (SDS 5.7)', () => {
    const dice = new ScriptedDice([2, 5], new SeededDice(9));
    const { g, idx } = build(pair, {}, dice);
    g.st.fallen[idx[1]] = 1;
    expect(meleeModFor(g, idx[0], idx[1], 1)).toBe(4);
    const r = melee(g, idx[0], idx[1], 0, false); // 2+4 = 6 vs 5+2 = 7: the fallen defender wins and harms
    expect(r).toBeLessThan(0);
    const d2 = new ScriptedDice([3, 2], new SeededDice(9));
    const b = build(pair, {}, d2);
    b.g.st.fallen[b.idx[1]] = 1;
    expect(melee(b.g, b.idx[0], b.idx[1], 0, false)).toBe(KILL); // 7 vs 4: not double, but fallen → killed
    expect(b.g.st.onTable[b.idx[1]]).toBe(0);
  });

  it('power blow: −1 to the defender (SDS 2.10)', () => {
    const f = fight([3, 3], pair, 1);
    expect(f.lines.some((l) => l.includes('3+2 = 5 vs 3+1 = 4'))).toBe(true);
  });
});

describe('SDS 5.3 modifiers', () => {
  it('overlap: −1 per extra enemy touching a fighter (fallen ones count)', () => {
    const { g, idx } = build([...pair, { side: 0, x: 225, y: 225, name: 'second' }]);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(1);
    g.st.fallen[idx[2]] = 1;
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(1);
  });

  it('mounted against foot +1, but not against a model at a wood edge (SDS 5.12)', () => {
    const { g, idx } = build([{ ...pair[0], rules: ['mounted'] }, pair[1]]);
    expect(meleeModFor(g, idx[0], idx[1], 1)).toBe(3);
    const t = emptyTable();
    t.areas.push({ kind: 'wood', x0: 100, y0: 222, x1: 300, y1: 400, heavyCover: false });
    const b = build([{ ...pair[0], rules: ['mounted'] }, pair[1]], {}, undefined, t);
    expect(meleeModFor(b.g, b.idx[0], b.idx[1], 1)).toBe(2);
  });

  it('higher ground: +1 to the model on the hill, attacker or defender', () => {
    const t = emptyTable();
    t.areas.push({ kind: 'hill', x0: 100, y0: 100, x1: 300, y1: 210, heavyCover: false });
    const { g, idx } = build(pair, {}, undefined, t);
    expect(meleeModFor(g, idx[0], idx[1], 1)).toBe(3);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(2);
  });

  it('defending a linear obstacle: +1 to the model attacked', () => {
    const t = emptyTable();
    t.linears.push({ kind: 'fence', ax: 150, ay: 212.5, bx: 250, by: 212.5 });
    const { g, idx } = build(pair, {}, undefined, t);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(3);
    expect(meleeModFor(g, idx[0], idx[1], 1)).toBe(2);
  });
});

describe('SDS 3.6 leaving a fight', () => {
  it('the enemy in contact gets a free attack; only harm to the leaver applies', () => {
    // free attack: enemy die 6, leaver die 1 → 8 vs 3: the leaver is killed and never moves
    const dice = new ScriptedDice([6, 1], new SeededDice(9));
    const { g, idx } = build(pair, {}, dice);
    moveModel(g, idx[0], 200, 50, -1);
    expect(g.st.onTable[idx[0]]).toBe(0);
    // leaver wins the roll: nothing happens to the enemy, the leaver moves off
    const d2 = new ScriptedDice([1, 6], new SeededDice(9));
    const b = build(pair, {}, d2);
    b.g.dice = d2;
    moveModel(b.g, b.idx[0], 200, 50, -1);
    expect(b.g.st.onTable[b.idx[1]]).toBe(1);
    expect(b.g.st.fallen[b.idx[1]]).toBe(0);
    expect(b.g.st.y[b.idx[0]]).toBeCloseTo(80, 5);
  });

  it('a leave that cannot move draws no free attack (no dice rolled, nobody harmed)', () => {
    const dice = new ScriptedDice([]);
    const { g, idx } = build(pair, {}, dice);
    moveModel(g, idx[0], 200, 200, -1); // its own spot: zero progress
    expect(dice.remaining).toBe(0);
    expect(g.st.onTable[idx[0]]).toBe(1);
    expect(g.st.fallen[idx[0]]).toBe(0);
    expect(g.st.y[idx[0]]).toBe(200);
  });

  it('a leave blocked at once (its back to the table edge) draws no free attack and does not move', () => {
    const dice = new ScriptedDice([]);
    const { g, idx } = build(
      [
        { side: 0, x: 200, y: 12.5 },
        { side: 1, x: 200, y: 37.5 },
      ],
      {},
      dice,
    );
    moveModel(g, idx[0], 200, 0, -1); // 12.5 mm toward the edge it touches
    expect(dice.remaining).toBe(0);
    expect(g.st.onTable[idx[0]]).toBe(1);
    expect(g.st.fallen[idx[0]]).toBe(0);
    expect([g.st.x[idx[0]], g.st.y[idx[0]]]).toEqual([200, 12.5]);
  });
});

// A move that is not a charge stops short of an enemy it would touch, out of base contact: the
// stand-off is the gap between the bases, also on a path that meets the enemy obliquely.
describe('a move that is not a charge never ends in base contact', () => {
  for (const off of [0, 15, 24, 24.9]) {
    it(`passing ${off} mm off the enemy's centre line`, () => {
      const dice = new ScriptedDice([]);
      const { g, idx } = build(
        [
          { side: 0, x: 200, y: 100 },
          { side: 1, x: 200 + off, y: 200 },
        ],
        {},
        dice,
      );
      moveModel(g, idx[0], 200, 400, -1);
      const s = g.st;
      expect(s.y[idx[0]]).toBeGreaterThan(150); // it moved up to the enemy
      expect(touching(s, idx[0], idx[1])).toBe(false);
      expect(Math.hypot(s.x[idx[0]] - s.x[idx[1]], s.y[idx[0]] - s.y[idx[1]]) - 25).toBeGreaterThanOrEqual(2 - 1e-9);
    });
  }
});
