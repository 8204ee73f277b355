import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { canShoot, legalTargets, shoot } from '../../../src/rulesets/sds/rules/actions.js';
import { FALL, GRUESOME, KILL, NOTHING, RECOIL } from '../../../src/rulesets/sds/mechanics/combat.js';
import { build as build0, collect, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);

function targets(g: ReturnType<typeof build>['g'], m: number): number[] {
  const n = legalTargets(g, m);
  return Array.from(g.scratch.order.subarray(0, n));
}

describe('SDS 4.3 target priority', () => {
  const scene: ModelSpec[] = [
    { side: 0, x: 200, y: 100 },
    { side: 1, x: 200, y: 250 }, // nearest
    { side: 1, x: 300, y: 330 }, // farther
  ];

  it('the nearest visible enemy must be the target', () => {
    const { g, idx } = build(scene);
    expect(targets(g, idx[0])).toEqual([idx[1]]);
  });

  it('a fallen nearest enemy may be ignored (then the next one is legal too)', () => {
    const { g, idx } = build(scene);
    g.st.fallen[idx[1]] = 1;
    expect(targets(g, idx[0])).toEqual([idx[1], idx[2]]);
  });

  it('a nearest enemy in cover may be ignored', () => {
    const t = emptyTable();
    t.linears.push({ kind: 'hedge', ax: 150, ay: 230, bx: 250, by: 230 });
    const { g, idx } = build(scene, {}, undefined, t);
    expect(targets(g, idx[0])).toEqual([idx[1], idx[2]]);
  });

  it('a rider may be singled out past nearer foot models when the line to it is clear', () => {
    const rider: ModelSpec = { side: 1, x: 100, y: 330, rules: ['mounted'] };
    const { g, idx } = build([...scene, rider]);
    expect(targets(g, idx[0])).toEqual([idx[1], idx[3]]);
    // a foot model on the line to the rider hides it
    const { g: g2, idx: i2 } = build([...scene, rider, { side: 1, x: 150, y: 215 }]);
    expect(targets(g2, i2[0])).not.toContain(i2[3]);
  });

  it('no shooting into or out of hand-to-hand (SDS 4.7)', () => {
    const { g, idx } = build([...scene, { side: 0, x: 200, y: 225 }]);
    // model 3 touches the nearest enemy: that enemy is no longer a target, model 3 cannot shoot
    expect(targets(g, idx[0])).toEqual([idx[2]]);
    expect(canShoot(g, idx[3])).toBe(false);
  });
});

describe('SDS 4.10–4.11 shot results (C2 musket within 1L at C2: d6+4 vs d6+2)', () => {
  function shot(faces: number[], prep?: (g: ReturnType<typeof build>['g'], t: number) => void, aim = 0) {
    const dice = new ScriptedDice(faces, new SeededDice(5));
    const { g, idx } = build(
      [
        { side: 0, x: 200, y: 100 },
        { side: 1, x: 200, y: 250 },
      ],
      {},
      dice,
    );
    if (prep) prep(g, idx[1]);
    const lines = collect(g);
    const r = shoot(g, idx[0], idx[1], aim, false, 0);
    return { r, g, s: idx[0], t: idx[1], lines };
  }

  it('double the target total kills; triple is a gruesome kill', () => {
    expect(shot([4, 1]).r).toBe(KILL); // 8 vs 3: ≥ 6, < 9
    expect(shot([6, 1]).r).toBe(GRUESOME); // 10 vs 3: ≥ 9
  });

  it('winner die even → fall, odd → recoil (one base width away)', () => {
    const a = shot([6, 4]); // 10 vs 6
    expect(a.r).toBe(FALL);
    expect(a.g.st.fallen[a.t]).toBe(1);
    const b = shot([5, 4]); // 9 vs 6
    expect(b.r).toBe(RECOIL);
    expect(b.g.st.y[b.t]).toBeCloseTo(275, 5);
  });

  it('a tie or a lower total does nothing; the shooter is unloaded either way', () => {
    const a = shot([2, 4]); // 6 vs 6
    expect(a.r).toBe(NOTHING);
    expect(a.g.st.loaded[a.s]).toBe(0);
  });

  it('a fallen target: +2 to the shooter and killed if beaten (SDS 4.9)', () => {
    const a = shot([2, 5], (g, t) => (g.st.fallen[t] = 1)); // 2+4+2 = 8 vs 7
    expect(a.r).toBe(KILL);
    expect(a.g.st.onTable[a.t]).toBe(0);
  });

  it('aimed shot: −1 to the target (SDS 2.10)', () => {
    const a = shot([3, 4], undefined, 1); // 7 vs 5: recoil (odd)
    expect(a.lines.some((l) => l.includes('3+4 = 7 vs 4+1 = 5'))).toBe(true);
  });

  it('natural 1 that fails to beat the target: out of ammunition (A13 default)', () => {
    const a = shot([1, 3]); // 5 vs 5
    expect(a.g.st.outOfAmmo[a.s]).toBe(1);
    const b = shot([1, 1]); // 5 vs 3: wins, keeps ammunition
    expect(b.g.st.outOfAmmo[b.s]).toBe(0);
  });

  it('light cover: −1 to the shooter (hedge in front of the target)', () => {
    const dice = new ScriptedDice([3, 3], new SeededDice(5));
    const t = emptyTable();
    t.linears.push({ kind: 'hedge', ax: 150, ay: 230, bx: 250, by: 230 });
    const { g, idx } = build(
      [
        { side: 0, x: 200, y: 100 },
        { side: 1, x: 200, y: 250 },
      ],
      {},
      dice,
      t,
    );
    const lines = collect(g);
    shoot(g, idx[0], idx[1], 0, false, 0);
    expect(lines.some((l) => l.includes('3+3 = 6 vs 3+2 = 5 (cover 1)'))).toBe(true);
  });

  it('gruesome code for a triple', () => {
    expect(shot([6, 1], (g, t) => (g.st.c[t] = 1)).r).toBe(GRUESOME); // 10 vs 2
  });
});
