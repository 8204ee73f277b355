import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_ADVANCE, A_G_MOVE, A_G_REGROUP, A_G_VOLLEY } from '../../../src/rulesets/sds/game.js';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { build, collect, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';

// SDS 2.11–2.16: group orders. The S001 Volley worked example: three French line infantry
// (C2, musket +2 within 1L) volley an Austrian officer (C2): d6 + 2 + 2 against d6 + 2 − 2.
function volleyScene(targetX: number, targetY: number, extra: ModelSpec[] = []): ModelSpec[] {
  return withFillers([
    { side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' },
    { side: 0, x: 200, y: 150, name: 'Line 1' },
    { side: 0, x: 225, y: 150, name: 'Line 2' },
    { side: 0, x: 250, y: 150, name: 'Line 3' },
    { side: 1, x: targetX, y: targetY, q: 3, c: 2, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Austrian officer', points: 60 },
    ...extra,
  ]);
}

describe('SDS 2.14 Volley', () => {
  it('S001 example: three C2 muskets within 1L at a C2 officer roll d6+4 against d6+0', () => {
    // leader activation 6; group roll 6; volley dice 3 (shooters) and 3 (target): 7 vs 3 → kill (≥ 2×, < 3×)
    const dice = new ScriptedDice([6, 6, 3, 3], new SeededDice(3));
    const { g, idx } = build(volleyScene(225, 325), {}, dice);
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_VOLLEY, target: idx[4] }], 1);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('volley of 3: 3+4 = 7 vs 3+0 = 3 → kill'))).toBe(true);
    expect(g.st.onTable[idx[4]]).toBe(0);
    for (const k of [1, 2, 3]) {
      expect(g.st.loaded[idx[k]]).toBe(0); // SDS 2.14: every shooter ends the turn unloaded
      expect(g.st.volleyed[idx[k]]).toBe(1);
      expect(g.st.activated[idx[k]]).toBe(1); // A10: members count as activated
    }
  });

  it('a recoiling target moves away from the shooters (their centre), not from the Leader', () => {
    // activation 6, group roll 6; volley 5+4 = 9 vs 5+0 = 5: not double, odd winner die → recoil 25 mm
    const dice = new ScriptedDice([6, 6, 5, 5], new SeededDice(3));
    const { g, idx } = build(volleyScene(325, 250), {}, dice);
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_VOLLEY, target: idx[4] }], 1);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('volley of 3: 5+4 = 9 vs 5+0 = 5 → recoil'))).toBe(true);
    // away from (225, 150), the shooters' centre: along (1, 1)/√2
    expect(g.st.x[idx[4]]).toBeCloseTo(325 + 25 / Math.SQRT2, 5);
    expect(g.st.y[idx[4]]).toBeCloseTo(250 + 25 / Math.SQRT2, 5);
  });

  it('one shooter beyond 1L puts the whole volley on the +1 band', () => {
    const dice = new ScriptedDice([6, 6, 3, 3], new SeededDice(3));
    const { g, idx } = build(volleyScene(300, 330), {}, dice);
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_VOLLEY, target: idx[4] }], 1);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('volley of 3: 3+3 = 6 vs 3+0 = 3'))).toBe(true);
  });

  it('the group rolls once at its worst Quality (a 3 fails when one member activates at 4+)', () => {
    // no command bonus for the far member? all are within 1L: Q4 privates roll at 3+, so put a Q5 in
    const scene = volleyScene(225, 325);
    scene[3] = { ...scene[3], q: 5, name: 'Conscript' };
    const dice = new ScriptedDice([6, 3], new SeededDice(3));
    const { g, idx } = build(scene, {}, dice);
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_VOLLEY, target: idx[4] }], 1);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('rolls 1 die at 4+: 0 successes'))).toBe(true);
    expect(g.st.onTable[idx[4]]).toBe(1);
    expect(g.st.loaded[idx[1]]).toBe(1);
  });

  it('two failures on the group roll pass the turn and the Leader loses his remaining actions', () => {
    // leader 3 dice: 6 6 6 (3 actions); group 3 dice: 6 1 1 → 1 success, 2 failures
    const dice = new ScriptedDice([6, 6, 6, 6, 1, 1, 3, 3], new SeededDice(3));
    const { g, idx } = build(volleyScene(225, 325), {}, dice);
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 3 },
        { m: idx[5], dice: 1 },
      ],
      [{ kind: A_G_VOLLEY, target: idx[4] }, { kind: A_ADVANCE }],
      3,
    );
    g.policies = [pol, pol];
    const ly = g.st.y[idx[0]];
    playerTurn(g, 0);
    expect(g.st.y[idx[0]]).toBe(ly); // no advance with the Leader's remaining actions
    expect(g.st.activated[idx[5]]).toBe(0); // the turn passed
  });
});

describe('SDS 2.12–2.13 group move and Regroup', () => {
  it('a group move advances the members together, keeping base contact', () => {
    const dice = new ScriptedDice([6, 6], new SeededDice(3));
    const { g, idx } = build(volleyScene(225, 700), {}, dice);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_MOVE }], 1);
    g.policies = [pol, pol];
    const y = [1, 2, 3].map((k) => g.st.y[idx[k]]);
    playerTurn(g, 0);
    [1, 2, 3].forEach((k, i) => expect(g.st.y[idx[k]]).toBeGreaterThan(y[i] + 100));
    expect(touching(g.st, idx[1], idx[2])).toBe(true);
    expect(touching(g.st, idx[2], idx[3])).toBe(true);
  });

  it('Regroup: models within 1L end in base contact, or do not move at all', () => {
    const dice = new ScriptedDice([6, 6], new SeededDice(3));
    const scene = withFillers([
      { side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'] },
      { side: 0, x: 200, y: 150 },
      { side: 0, x: 300, y: 170 }, // 75 mm apart: one move brings it into contact
      { side: 1, x: 225, y: 700 },
      // within 1L of the Leader (164 mm) but 138 mm from the nearest member: one move (1M) cannot
      // bring it into contact, so it does not move at all (SDS 2.13, S000)
      { side: 0, x: 40, y: 120, name: 'Straggler' },
    ]);
    const { g, idx } = build(scene, {}, dice);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_REGROUP }], 1);
    g.policies = [pol, pol];
    const lines = collect(g);
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('group of 3 (A1, A2, Straggler)'))).toBe(true);
    expect(touching(g.st, idx[1], idx[2])).toBe(true);
    expect([g.st.x[idx[4]], g.st.y[idx[4]]]).toEqual([40, 120]);
  });
});
