import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { movementPhase, planMove, resolveMoves } from '../../src/rulesets/intro/rules/movement.js';
import { ADVANCE, DECIDE_MOVE, HOLD, RETREAT } from '../../src/rulesets/intro/decisions.js';
import type { IntroGame } from '../../src/rulesets/intro/game.js';
import { loadText, makeSetup, passivePolicy, rng, scriptedPolicy, stateWith } from './helpers.js';

// INT-5.4 movement phase (G-I10)

function startMoves(st: IntroGame): void {
  for (let u = 0; u < st.n; u++) {
    st.scratch.moving[u] = 0;
    st.scratch.moveX0[u] = st.state.x[u];
    st.scratch.moveY0[u] = st.state.y[u];
    st.scratch.moveDx[u] = 0;
    st.scratch.moveDy[u] = 0;
    st.scratch.moveT[u] = 1;
  }
}

const far: [number, number][] = [
  [60, 10],
  [60, 70],
];

describe('INT-5.4.4 move limits', () => {
  it('at most 20 cm in the open, towards the chosen enemy', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [
      [60, 10],
      [60, 38],
    ]);
    movementPhase(st, [scriptedPolicy([1]), passivePolicy], rng([]));
    expect(st.state.y[0]).toBeCloseTo(30, 9);
    expect(st.state.y[1]).toBe(38); // HOLD
    expect(st.state.actions[0]).toBe(0); // inactive: the move is not one of its actions
  });

  it('prone units move half; wounded units are not asked at all', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [
      [60, 10],
      [60, 38],
    ]);
    st.state.damage[0] = 1;
    st.state.damage[1] = 2;
    const b = scriptedPolicy([]);
    movementPhase(st, [scriptedPolicy([1]), b], rng([]));
    expect(st.state.y[0]).toBeCloseTo(20, 9);
    expect(b.asked).toHaveLength(0);
    expect(st.state.y[1]).toBe(38);
  });

  it('an active unit that has used both actions cannot move; moving uses an action (moveCountsAsAction)', () => {
    const st = stateWith(
      makeSetup(
        [
          [3, 3],
          [3, 3],
        ],
        [[3, 3]],
      ),
      [
        [40, 10],
        [80, 10],
        [60, 70],
      ],
    );
    st.state.active[0] = 1;
    st.state.actions[0] = 2;
    st.state.active[1] = 1;
    st.state.actions[1] = 1;
    const a = scriptedPolicy([RETREAT]);
    movementPhase(st, [a, passivePolicy], rng([]));
    expect(a.asked).toEqual([DECIDE_MOVE]); // only unit 1 was asked
    expect(st.state.actions[1]).toBe(2);
    expect(st.state.y[1]).toBeCloseTo(1.25, 9); // retreat to its own edge, clamped to the table
  });

  it('ADVANCE closes on the nearest enemy to just inside short range and is offered only beyond it', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [
      [60, 40],
      [60, 70],
    ]);
    movementPhase(st, [scriptedPolicy([ADVANCE]), passivePolicy], rng([]));
    expect(70 - st.state.y[0]).toBeLessThanOrEqual(20);
    expect(70 - st.state.y[0]).toBeGreaterThan(19.9);
    const st2 = stateWith(makeSetup([[3, 3]], [[3, 3]]), [
      [60, 55],
      [60, 70],
    ]);
    expect(() => movementPhase(st2, [scriptedPolicy([ADVANCE]), passivePolicy], rng([]))).toThrow(/not among options/);
  });
});

describe('INT-5.4.4-5 terrain', () => {
  const withTerrain = (kind: string) =>
    loadText(
      `ruleset: intro\nterrain:\n  - { type: ${kind}, x: 50, y: 20, w: 20, h: ` +
        `5 }\nsides:\n  - name: A\n    units: [{ cmb: 3, abi: 3 }]\n  - name: B\n ` +
        `   units: [{ cmb: 3, abi: 3 }]\n`,
    );

  it('a path crossing rough ground is limited to 10 cm (5 cm when prone)', () => {
    const st = stateWith(withTerrain('rough'), far);
    startMoves(st);
    planMove(st, 0, 1, new ScriptedDice([]));
    resolveMoves(st);
    expect(st.state.y[0]).toBeCloseTo(20, 9);
    const p = stateWith(withTerrain('rough'), far);
    p.state.damage[0] = 1;
    startMoves(p);
    planMove(p, 0, 1, new ScriptedDice([]));
    resolveMoves(p);
    expect(p.state.y[0]).toBeCloseTo(15, 9);
  });

  it('impassable: inactive units may not enter; active ones need an ABI test, then 10 cm', () => {
    const st = stateWith(withTerrain('impassable'), far);
    startMoves(st);
    expect(planMove(st, 0, 1, new ScriptedDice([]))).toBe(false);
    st.state.active[0] = 1;
    expect(planMove(st, 0, 1, new ScriptedDice([4]))).toBe(false);
    expect(planMove(st, 0, 1, new ScriptedDice([3]))).toBe(true);
    resolveMoves(st);
    expect(st.state.y[0]).toBeCloseTo(20, 9);
  });
});

describe('INT-5.4.1 / G-I10 simultaneous moves', () => {
  it('two units closing on each other stop at contact, both moves shortened', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]]), [
      [60, 30],
      [60, 50],
    ]);
    movementPhase(st, [scriptedPolicy([1]), scriptedPolicy([0])], rng([]));
    // each planned 17.5 cm; together they meet in the middle at 2.5 cm apart
    expect(st.state.y[1] - st.state.y[0]).toBeGreaterThanOrEqual(2.5 - 1e-6);
    expect(st.state.y[1] - st.state.y[0]).toBeLessThan(2.5 + 1e-6);
    expect(st.state.y[0]).toBeCloseTo(38.75, 5);
    expect(st.state.y[1]).toBeCloseTo(41.25, 5);
  });

  it('only enemies within move + melee reach (30 cm) may be named as a move target', () => {
    const st = stateWith(
      makeSetup(
        [[3, 3]],
        [
          [3, 3],
          [3, 3],
        ],
      ),
      [
        [60, 10],
        [60, 40],
        [60, 40.1],
      ],
    );
    const a = scriptedPolicy([1]);
    movementPhase(st, [a, passivePolicy], rng([]));
    expect(st.state.y[0]).toBeCloseTo(30, 9);
    const st2 = stateWith(
      makeSetup(
        [[3, 3]],
        [
          [3, 3],
          [3, 3],
        ],
      ),
      [
        [60, 10],
        [60, 40],
        [60, 40.1],
      ],
    );
    expect(() => movementPhase(st2, [scriptedPolicy([2]), passivePolicy], rng([]))).toThrow(/not among options/);
  });

  it('a mover stops at contact with a unit standing in its path', () => {
    const st = stateWith(
      makeSetup(
        [[3, 3]],
        [
          [3, 3],
          [3, 3],
        ],
      ),
      [
        [60, 10],
        [60, 35],
        [60, 20],
      ],
    );
    movementPhase(st, [scriptedPolicy([1]), scriptedPolicy([HOLD, HOLD])], rng([]));
    expect(st.state.y[0]).toBeCloseTo(17.5, 5);
  });

  it('cancelOnOverlap: neither unit moves', () => {
    const st = stateWith(makeSetup([[3, 3]], [[3, 3]], { simultaneousMoves: 'cancelOnOverlap' }), [
      [60, 30],
      [60, 50],
    ]);
    movementPhase(st, [scriptedPolicy([1]), scriptedPolicy([0])], rng([]));
    expect(st.state.y[0]).toBe(30);
    expect(st.state.y[1]).toBe(50);
  });

  it('no two units ever end overlapping, over many random crowded moves', () => {
    const a: [number, number][] = Array.from({ length: 20 }, () => [3, 3]);
    const setup = makeSetup(a, a);
    const st = stateWith(setup, []);
    let worst = Infinity;
    for (let g = 0; g < 200; g++) {
      for (let u = 0; u < st.n; u++) {
        st.state.x[u] = 5 + (u % 20) * 5.5;
        st.state.y[u] = u < 20 ? 30 : 42;
      }
      const ai = rng([]).ai;
      const random = { name: 'r', description: '', decide: (_s: unknown, _k: number, o: ArrayLike<number>, r: typeof ai) => r.int(o.length) };
      movementPhase(st, [random, random], { dice: new ScriptedDice([]), ai });
      for (let i = 0; i < st.n; i++)
        for (let j = i + 1; j < st.n; j++) worst = Math.min(worst, Math.hypot(st.state.x[i] - st.state.x[j], st.state.y[i] - st.state.y[j]));
    }
    expect(worst).toBeGreaterThanOrEqual(2.5 - 1e-6);
  });
});
