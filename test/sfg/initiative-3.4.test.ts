// SFG-3.4 division initiative on d10 with tie re-rolls among the tied only; SFG-3.2 arrivals.
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { rollInitiative } from '../../src/rulesets/sfg/mechanics/initiative.js';
import { entryTurn } from '../../src/rulesets/sfg/mechanics/arrival.js';

function run(n: number, faces: number[]): number[] {
  const order = new Int32Array(n);
  const rolls = new Int32Array(n * 8);
  const count = new Int32Array(n);
  const d = new ScriptedDice(faces);
  rollInitiative(n, d, order, rolls, count, 8);
  expect(d.remaining).toBe(0);
  return Array.from(order);
}

describe('SFG-3.4 initiative', () => {
  it('highest d10 first', () => {
    expect(run(3, [4, 9, 1])).toEqual([1, 0, 2]);
  });
  it('only the tied divisions re-roll, and only among themselves', () => {
    // 0 and 2 tie on 7 above 1 (5); the re-roll 3 vs 8 puts 2 first
    expect(run(3, [7, 5, 7, 3, 8])).toEqual([2, 0, 1]);
  });
  it('repeated ties keep re-rolling', () => {
    expect(run(2, [6, 6, 2, 2, 1, 10])).toEqual([1, 0]);
  });
});

describe('SFG-3.2 arrival die', () => {
  it('1–2 now, 3–4 next turn, 5–6 two turns later, plus the scenario delay', () => {
    const t = [0, 0, 1, 1, 2, 2];
    expect([1, 2, 3, 4, 5, 6].map((f) => entryTurn(2, f, t, 0))).toEqual([2, 2, 3, 3, 4, 4]);
    expect(entryTurn(2, 1, t, 2)).toBe(4);
  });
});
