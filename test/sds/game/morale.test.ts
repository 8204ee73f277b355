import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { afterEvent, moraleTest, squadTest } from '../../../src/rulesets/sds/rules/morale.js';
import { removeModel, shoot } from '../../../src/rulesets/sds/rules/actions.js';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { GONE_FLED, GONE_KILLED } from '../../../src/rulesets/sds/state.js';
import { build as build0, collect, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);

describe('SDS 6.1–6.3 morale test and flight', () => {
  const lone: ModelSpec[] = [
    { side: 0, x: 450, y: 300 },
    { side: 1, x: 450, y: 700 },
  ];

  it('0 failures hold; 1 and 2 failures flee one and two moves toward the nearest allowed edge', () => {
    const hold = build(lone, {}, new ScriptedDice([4, 5, 6]));
    expect(moraleTest(hold.g, hold.idx[0])).toBe(0);
    expect(hold.g.st.y[hold.idx[0]]).toBe(300);
    const one = build(lone, {}, new ScriptedDice([1, 5, 6]));
    expect(moraleTest(one.g, one.idx[0])).toBe(1);
    expect(one.g.st.y[one.idx[0]]).toBeCloseTo(180, 5);
    const two = build(lone, {}, new ScriptedDice([1, 2, 6]));
    moraleTest(two.g, two.idx[0]);
    expect(two.g.st.y[two.idx[0]]).toBeCloseTo(60, 5);
  });

  it('3 failures: fled off the table, counted as a loss', () => {
    const { g, idx } = build(lone, {}, new ScriptedDice([1, 2, 3]));
    moraleTest(g, idx[0]);
    expect(g.st.gone[idx[0]]).toBe(GONE_FLED);
    expect(g.st.losses[0]).toBe(1);
  });

  it('a fleeing model that reaches the table edge leaves the table', () => {
    const { g, idx } = build([{ side: 0, x: 450, y: 100 }, lone[1]], {}, new ScriptedDice([1, 5, 6]));
    moraleTest(g, idx[0]);
    expect(g.st.onTable[idx[0]]).toBe(0);
  });

  it('tournament: the enemy deployment edge is excluded (flees sideways instead)', () => {
    // side 0 model near the north edge (the enemy's): flees west (x 100 is nearer than south y 800)
    const { g, idx } = build([{ side: 0, x: 200, y: 850 }, lone[1]], {}, new ScriptedDice([1, 5, 6]));
    moraleTest(g, idx[0]);
    expect(g.st.x[idx[0]]).toBeCloseTo(80, 5);
    expect(g.st.y[idx[0]]).toBe(850);
  });

  it('fleeing in its own turn: no more actions this turn (SDS 6.2)', () => {
    const { g, idx } = build(lone, {}, new ScriptedDice([1, 5, 6]));
    g.st.active = 0;
    moraleTest(g, idx[0]);
    expect(g.st.spent[idx[0]]).toBe(1);
    const b = build(lone, {}, new ScriptedDice([1, 5, 6]));
    b.g.st.active = 1;
    moraleTest(b.g, b.idx[0]);
    expect(b.g.st.spent[b.idx[0]]).toBe(0);
  });

  it('the Fontaine example (S000): flight stops at the flag; already touching it, he flees to the edge', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 450, y: 500, rules: ['flagBearer'], name: 'Eagle' },
      { side: 0, x: 450, y: 400, name: 'Fontaine' }, // 75 mm from the flag bearer
      { side: 1, x: 100, y: 800 },
    ];
    // first test: 2 failures; the first flee move reaches the flag, the second is ignored
    const dice = new ScriptedDice([1, 2, 6, 1, 5, 6]);
    const { g, idx } = build(scene, {}, dice);
    moraleTest(g, idx[1]);
    expect(touching(g.st, idx[1], idx[0])).toBe(true);
    const y1 = g.st.y[idx[1]];
    expect(y1).toBeGreaterThan(470);
    // second test while touching the flag: 1 failure → a full move toward the nearest edge, away from the flag
    const x1 = g.st.x[idx[1]];
    moraleTest(g, idx[1]);
    const moved = Math.hypot(g.st.x[idx[1]] - x1, g.st.y[idx[1]] - y1);
    expect(moved).toBeCloseTo(120, 5);
    expect(touching(g.st, idx[1], idx[0])).toBe(false);
  });
});

describe('SDS 6.4–6.6 squad tests and free activations', () => {
  it('losing the Leader makes the whole squad test, flag bearer first', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 450, y: 400, rules: ['leader'], q: 3 },
      { side: 0, x: 300, y: 400 },
      { side: 0, x: 600, y: 400, rules: ['flagBearer'], name: 'Eagle' },
      { side: 1, x: 100, y: 800 },
    ];
    const { g, idx } = build(scene, {}, new ScriptedDice([], new SeededDice(5)));
    const lines = collect(g);
    removeModel(g, idx[0], GONE_KILLED);
    afterEvent(g);
    const tests = lines.filter((l) => l.startsWith('    morale test'));
    expect(lines.some((l) => l.includes('squad morale test (Leader lost)'))).toBe(true);
    expect(tests[0]).toContain('Eagle');
    expect(tests.length).toBe(1 + 1 + 4); // eagle, the other private, the four bystanders
  });

  it('the loss threshold (⌊N/3⌋ + 1) triggers one squad test', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 300, y: 400 },
      { side: 0, x: 350, y: 400 },
      { side: 1, x: 100, y: 800 },
    ];
    const { g, idx } = build(scene, {}, new ScriptedDice([], new SeededDice(5)));
    // side 0 has 2 + 4 bystanders = 6 models: threshold 3 losses
    expect(g.st.threshold[0]).toBe(3);
    const lines = collect(g);
    removeModel(g, idx[0], GONE_KILLED);
    afterEvent(g);
    expect(lines.some((l) => l.includes('squad morale test'))).toBe(false);
    removeModel(g, idx[1], GONE_KILLED);
    removeModel(g, idx[3], GONE_KILLED);
    afterEvent(g);
    expect(lines.filter((l) => l.includes('squad morale test (losses reached 3)')).length).toBe(1);
  });

  it('enemies within 1S of a model that fled get a free activation against it (treated as fallen)', () => {
    const scene: ModelSpec[] = [
      { side: 0, x: 450, y: 300, name: 'Runner' },
      { side: 1, x: 520, y: 170, name: 'Hunter' }, // after the flight the runner is within 1S
    ];
    // runner: 1 failure → y 180; free shot: hunter 3 + 2 + 2 (band) + 2 (fallen) = 9 vs 4 + 2 = 6 → kill (fallen)
    const pol = scriptedPolicy([], [], 1, true);
    void squadTest;
    const b = build(scene, {}, new ScriptedDice([1, 5, 6, 3, 4]));
    b.g.policies = [pol, pol];
    const lb = collect(b.g);
    b.g.st.pendGruesome[b.g.st.nPendGruesome++] = b.idx[0]; // a gruesome kill next to the runner (SDS 6.5)
    b.g.st.x[b.idx[0]] = 450;
    afterEvent(b.g);
    expect(lb.some((l) => l.includes('free activation: B:Hunter against fleeing A:Runner'))).toBe(true);
    expect(b.g.st.onTable[b.idx[0]]).toBe(0);
  });
});

// SDS 6.5 / A28: the gruesome-kill morale test comes from the parent rules family (Song of Blades
// and Heroes), in neither Italian seed: option gruesomeMoraleTest (on by default, as the spec
// recommends for such rules) switches it off, and a gruesome kill is then an ordinary kill.
describe('SDS 6.5 gruesome-kill morale test (option gruesomeMoraleTest)', () => {
  function gruesome(o: Options) {
    const { g, idx } = build(
      [
        { side: 0, x: 200, y: 100 },
        { side: 1, x: 200, y: 250 },
        { side: 1, x: 260, y: 250, name: 'Friend' },
      ],
      o,
      new ScriptedDice([6, 1], new SeededDice(3)),
    );
    const lines = collect(g);
    shoot(g, idx[0], idx[1], 0, false, 0); // 10 vs 3: gruesome
    afterEvent(g);
    return { g, idx, tests: lines.filter((l) => l.includes('(gruesome kill)')).length };
  }
  it("on (default): the victim's friends within 1L test", () => {
    const { g, idx, tests } = gruesome({});
    expect(g.st.onTable[idx[1]]).toBe(0);
    expect(tests).toBe(1);
  });
  it('off: the victim is removed and nobody tests for it', () => {
    const { g, idx, tests } = gruesome({ gruesomeMoraleTest: false });
    expect(g.st.onTable[idx[1]]).toBe(0);
    expect(tests).toBe(0);
    expect(g.st.moraleTests[1]).toBe(0);
  });
});
