import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { doReload, melee, moveBudget, shoot } from '../../../src/rulesets/sds/rules/actions.js';
import { listActions, MODE_OWN } from '../../../src/rulesets/sds/rules/candidates.js';
import { A_AIMED, A_RELOAD } from '../../../src/rulesets/sds/game.js';
import { GRUESOME, KILL } from '../../../src/rulesets/sds/mechanics/combat.js';
import { build as build0, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);
const duel: ModelSpec[] = [
  { side: 0, x: 200, y: 100 },
  { side: 1, x: 200, y: 250 },
];

function costOf(o: Options, kind: number): number[] {
  const { g, idx } = build(duel, o);
  g.st.loaded[idx[0]] = 0;
  listActions(g, idx[0], 3, MODE_OWN, 0);
  const out: number[] = [];
  for (let k = 0; k < g.decision.cands.n; k++) if (g.decision.cands.kind[k] === kind) out.push(g.decision.cands.cost[k]);
  return out;
}

describe('rule options change the game (Appendix A)', () => {
  it('reloadMusket (A1): 2 actions by default, 1 with the option', () => {
    expect(costOf({}, A_RELOAD)).toEqual([2]);
    expect(costOf({ reloadMusket: 1 }, A_RELOAD)).toEqual([1]);
  });

  it('reloadCarryOver (A3): single reload actions accumulate across activations', () => {
    expect(costOf({ reloadCarryOver: true }, A_RELOAD)).toEqual([1]);
    const { g, idx } = build(duel, { reloadCarryOver: true });
    g.st.loaded[idx[0]] = 0;
    doReload(g, idx[0]);
    expect(g.st.loaded[idx[0]]).toBe(0);
    doReload(g, idx[0]);
    expect(g.st.loaded[idx[0]]).toBe(1);
  });

  it('cavalryMeasure frontToRear (A34): a rider gains one base depth per move', () => {
    const rider: ModelSpec[] = [{ side: 0, x: 200, y: 100, rules: ['mounted'] }, duel[1]];
    expect(moveBudget(build(rider).g, build(rider).idx[0])).toBe(180);
    const b = build(rider, { cavalryMeasure: 'frontToRear' });
    expect(moveBudget(b.g, b.idx[0])).toBe(205);
  });

  it('maxAimActions (A9): a second aiming action becomes available', () => {
    const a = build(duel);
    listActions(a.g, a.idx[0], 3, MODE_OWN, 0);
    let n = 0;
    for (let k = 0; k < a.g.decision.cands.n; k++) if (a.g.decision.cands.kind[k] === A_AIMED) n++;
    expect(n).toBe(1);
    const b = build(duel, { maxAimActions: 2 });
    listActions(b.g, b.idx[0], 3, MODE_OWN, 0);
    n = 0;
    for (let k = 0; k < b.g.decision.cands.n; k++) if (b.g.decision.cands.kind[k] === A_AIMED) n++;
    expect(n).toBe(2);
  });

  it('startLoaded (A4) and outOfAmmo off (A13)', () => {
    const a = build(duel, { startLoaded: false });
    expect(a.g.st.loaded[a.idx[0]]).toBe(0);
    const b = build(duel, { outOfAmmo: 'off' }, new ScriptedDice([1, 3]));
    shoot(b.g, b.idx[0], b.idx[1], 0, false, 0);
    expect(b.g.st.outOfAmmo[b.idx[0]]).toBe(0);
  });

  it('ratioFloor clamp1 (A14): a win over a total ≤ 0 is judged against 1', () => {
    // shooter total 2 + (−2 + 2) = 2, target total 1 − 2 = −1
    const run = (o: Options) => {
      const { g, idx } = build(duel, o, new ScriptedDice([2, 1]));
      g.st.c[idx[0]] = -2;
      g.st.c[idx[1]] = -2;
      return shoot(g, idx[0], idx[1], 0, false, 0);
    };
    expect(run({})).toBe(GRUESOME); // raw: 2 ≥ 3 × (−1)
    expect(run({ ratioFloor: 'clamp1' })).toBe(KILL); // 2 ≥ 2 × 1 but < 3 × 1
  });

  it('blockedRecoil stay (A16): a blocked recoil leaves the loser standing', () => {
    const t = emptyTable();
    t.areas.push({ kind: 'building', x0: 150, y0: 240, x1: 250, y1: 300, heavyCover: false });
    const pair: ModelSpec[] = [
      { side: 0, x: 200, y: 200 },
      { side: 1, x: 200, y: 225 },
    ];
    const { g, idx } = build(pair, { blockedRecoil: 'stay' }, new ScriptedDice([5, 4], new SeededDice(1)), t);
    melee(g, idx[0], idx[1], 0, false);
    expect(g.st.fallen[idx[1]]).toBe(0);
    expect(g.st.onTable[idx[1]]).toBe(1);
  });

  it('followUp (SDS 5.2 option): the winner follows a recoiling loser', () => {
    const pair: ModelSpec[] = [
      { side: 0, x: 200, y: 200 },
      { side: 1, x: 200, y: 225 },
    ];
    const { g, idx } = build(pair, { followUp: true }, new ScriptedDice([5, 4], new SeededDice(1)));
    melee(g, idx[0], idx[1], 0, false); // 7 vs 6, odd winner die: recoil 25 mm
    expect(g.st.y[idx[1]]).toBeCloseTo(250, 5);
    expect(g.st.y[idx[0]]).toBeCloseTo(225, 5);
  });

  it('fallenShotLethal off (A20): a beaten fallen target falls again instead of dying', () => {
    const { g, idx } = build(duel, { fallenShotLethal: false }, new ScriptedDice([2, 5]));
    g.st.fallen[idx[1]] = 1;
    // 2+4+2 = 8 vs 7: not double; without the lethal rule the even winner die means "fall" → stays fallen, alive
    const r = shoot(g, idx[0], idx[1], 0, false, 0);
    expect(r).not.toBe(KILL);
    expect(g.st.onTable[idx[1]]).toBe(1); // the outcome, not just the code: alive and still down
    expect(g.st.fallen[idx[1]]).toBe(1);
  });
});
