import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_G_SHOOTRELOAD, A_RELOAD } from '../../../src/rulesets/sds/game.js';
import { build, collect, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';
import type { Weapon } from '../../../src/rulesets/sds/data/profile.js';

// SDS 2.15 Shoot and Reload (S000): two ranks of at most three in base contact; the front rank
// shoots, the rear rank reloads, the ranks exchange muskets (no action). One rank loaded is
// enough, front or rear. With 3 actions and no Volley the front rank takes aimed shots. No rifles.
function scene(weapon: Weapon = 'musket', rearY = 150): ModelSpec[] {
  const out: ModelSpec[] = [{ side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' }];
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: 175, weapons: [weapon], name: `Front ${k + 1}` });
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: rearY, weapons: [weapon], name: `Rear ${k + 1}` });
  out.push({ side: 1, x: 225, y: 325, c: 2, name: 'Target' });
  return withFillers(out);
}
const FRONT = [1, 2, 3];
const REAR = [4, 5, 6];
const TARGET = 7;

function run(
  faces: number[],
  steps: { kind: number; target?: number }[],
  groupDice: number,
  setup?: (g: ReturnType<typeof build>['g'], idx: number[]) => void,
  weapon?: Weapon,
  rearY?: number,
) {
  const dice = new ScriptedDice(faces, new SeededDice(3));
  const { g, idx } = build(scene(weapon, rearY), {}, dice);
  setup?.(g, idx);
  const lines = collect(g);
  // target −2 in a step stands for the Target's game index
  const pol = scriptedPolicy(
    [{ m: idx[0], dice: 1 }],
    steps.map((st) => (st.target === -2 ? { ...st, target: idx[TARGET] } : st)),
    groupDice,
  );
  g.policies = [pol, pol];
  playerTurn(g, 0);
  return { g, idx, lines, pol, dice };
}

describe('SDS 2.15 Shoot and Reload', () => {
  it('both ranks loaded (the core case), 2 actions: front fires, muskets exchanged, the rear reloads with its spare actions', () => {
    // officer 6; group roll 6 6; three shots 2+4 = 6 vs 6+2 = 8 (nothing)
    const { g, idx, lines } = run(
      [6, 6, 6, 2, 6, 2, 6, 2, 6],
      [{ kind: A_G_SHOOTRELOAD, target: -1 }, { kind: A_RELOAD }, { kind: A_RELOAD }, { kind: A_RELOAD }],
      2,
    );
    expect(lines.filter((l) => / shoots A:Target|shoots B:Target/.test(l))).toHaveLength(3);
    expect(lines.some((l) => l.includes('aims'))).toBe(false);
    for (const k of FRONT) expect(g.st.loaded[idx[k]], `front ${k}`).toBe(1);
    for (const k of REAR) expect(g.st.loaded[idx[k]], `rear ${k}`).toBe(1);
    expect(g.st.onTable[idx[TARGET]]).toBe(1);
  });

  it('front loaded, rear empty, 3 actions: aimed shots (−1 [T]), rear reloads, front ends loaded, rear empty', () => {
    const { g, idx, lines } = run([6, 6, 6, 6, 2, 6, 2, 6, 2, 6], [{ kind: A_G_SHOOTRELOAD, target: -1 }], 3, (g0, ix) => {
      for (const k of REAR) g0.st.loaded[ix[k]] = 0;
    });
    const shots = lines.filter((l) => l.includes('aims and shoots B:Target'));
    expect(shots).toHaveLength(3);
    expect(shots[0]).toContain('2+4 = 6 vs 6+1 = 7');
    for (const k of FRONT) expect(g.st.loaded[idx[k]]).toBe(1);
    for (const k of REAR) expect(g.st.loaded[idx[k]]).toBe(0);
  });

  it('only the rear rank loaded ("anche il posteriore"): the muskets go forward, the front fires, the rear reloads', () => {
    const { g, idx, lines } = run([6, 6, 6, 2, 6, 2, 6, 2, 6], [{ kind: A_G_SHOOTRELOAD, target: -1 }], 2, (g0, ix) => {
      for (const k of FRONT) g0.st.loaded[ix[k]] = 0;
    });
    expect(lines.filter((l) => l.includes('shoots B:Target'))).toHaveLength(3);
    for (const k of FRONT) expect(g.st.loaded[idx[k]]).toBe(1);
    for (const k of REAR) expect(g.st.loaded[idx[k]]).toBe(0);
  });

  it('the front rank may volley instead (one roll, −1 [T] per extra shooter, never aimed)', () => {
    // volley of the 3 front muskets: 2+4 = 6 vs 6+0 = 6 → nothing
    const { g, idx, lines } = run([6, 6, 6, 6, 2, 6], [{ kind: A_G_SHOOTRELOAD, target: -2 }], 3, (g0, ix) => {
      for (const k of REAR) g0.st.loaded[ix[k]] = 0;
      void ix;
    });
    expect(lines.some((l) => l.includes('volley of 3: 2+4 = 6 vs 6+0 = 6'))).toBe(true);
    expect(lines.some((l) => l.includes('aims'))).toBe(false);
    for (const k of FRONT) expect(g.st.loaded[idx[k]]).toBe(1);
  });

  it('not offered to rifles, nor to a line abreast (one rank)', () => {
    const rifles = run([6], [], 1, undefined, 'rifle');
    expect(rifles.pol.offered.join(' ')).not.toMatch(new RegExp(`(^| )${A_G_SHOOTRELOAD}:`));
    const line = run([6], [], 1, (g0, ix) => {
      for (let k = 0; k < 3; k++) {
        g0.st.x[ix[REAR[k]]] = 275 + 25 * k;
        g0.st.y[ix[REAR[k]]] = 175;
      }
    });
    expect(line.pol.offered.join(' ')).not.toMatch(new RegExp(`(^| )${A_G_SHOOTRELOAD}:`));
  });
});
