import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { charge } from '../../../src/rulesets/sds/rules/charge.js';
import { meleeModFor } from '../../../src/rulesets/sds/rules/actions.js';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { GONE_CHARGED } from '../../../src/rulesets/sds/state.js';
import { build as build0, collect, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';
import { A_ADVANCE, type Game } from '../../../src/rulesets/sds/game.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);

const rider: ModelSpec = { side: 0, x: 200, y: 100, rules: ['mounted'], weapons: ['sword'], name: 'Dragoon' };
const foot: ModelSpec = { side: 1, x: 200, y: 200, name: 'Fusilier' };

// SDS 5.10: the infantry target tests (3 dice vs Q, no command bonus here) before the contacting move.
describe('SDS 5.10 cavalry charging infantry', () => {
  it('3 failures: the infantryman is eliminated; with nobody within 1S the rider contacts no one', () => {
    const dice = new ScriptedDice([1, 2, 3], new SeededDice(4));
    const { g, idx } = build([rider, foot], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(g.st.gone[idx[1]]).toBe(GONE_CHARGED);
    expect(g.st.y[idx[0]]).toBe(100); // not moved
  });

  it('after an elimination the rider may switch to an enemy within 1S of the victim, which tests at once', () => {
    const dice = new ScriptedDice([1, 2, 3, 4, 5, 1]);
    const { g, idx } = build([rider, foot, { side: 1, x: 260, y: 200, name: 'Neighbour' }], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[2]);
    expect(g.st.gone[idx[1]]).toBe(GONE_CHARGED);
    expect(touching(g.st, idx[0], idx[2])).toBe(true);
    expect(dice.remaining).toBe(0);
  });

  it('1–2 successes: normal fight, the rider moves into contact', () => {
    const dice = new ScriptedDice([4, 5, 1], new SeededDice(4));
    const { g, idx } = build([rider, foot], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[1]);
    expect(touching(g.st, idx[0], idx[1])).toBe(true);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(2);
    expect(meleeModFor(g, idx[0], idx[1], 1)).toBe(3); // mounted +1
  });

  it('3 successes with a loaded musket: fights at its fire factor (C + 2) and unloads (A17)', () => {
    const dice = new ScriptedDice([4, 5, 6], new SeededDice(4));
    const { g, idx } = build([rider, foot], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[1]);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(4);
    expect(g.st.loaded[idx[1]]).toBe(0);
  });

  it('3 successes, loaded, and the rider has no action left: point-blank hasty shot at −1', () => {
    // test 4 5 6; shot: shooter die 6 → 6 + 2 + 2 − 1 = 9, rider die 1 → 3: gruesome
    const dice = new ScriptedDice([4, 5, 6, 6, 1], new SeededDice(4));
    const { g, idx } = build([rider, foot], {}, dice);
    const lines = collect(g);
    charge(g, idx[0], idx[1], 0);
    expect(lines.some((l) => l.includes('6+3 = 9 vs 1+2 = 3'))).toBe(true);
    expect(g.st.onTable[idx[0]]).toBe(0);
  });

  it('a rider charged by infantry never tests (no dice rolled)', () => {
    const dice = new ScriptedDice([]);
    const { g, idx } = build(
      [
        { ...foot, side: 0, y: 100 },
        { ...rider, side: 1, y: 200 },
      ],
      {},
      dice,
    );
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[1]);
  });

  it('SDS 5.12: no test against an infantryman at a wood edge', () => {
    const t = emptyTable();
    t.areas.push({ kind: 'wood', x0: 100, y0: 195, x1: 300, y1: 400, heavyCover: false });
    const dice = new ScriptedDice([]);
    const { g, idx } = build([rider, foot], {}, dice, t);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[1]);
  });
});

describe('SDS 5.9 Fear and SDS 5.11 the Old Guard', () => {
  const fearful: ModelSpec = { side: 1, x: 200, y: 200, rules: ['fear'], name: 'Terror' };

  it('charging a Fear model: one die against Quality; a failure loses the action', () => {
    const d1 = new ScriptedDice([3]);
    const a = build([{ side: 0, x: 200, y: 100 }, fearful], {}, d1);
    expect(charge(a.g, a.idx[0], a.idx[1], 1)).toBe(-1);
    expect(a.g.st.fearFailed).toBe(1);
    expect(a.g.st.y[a.idx[0]]).toBe(100);
    const d2 = new ScriptedDice([4]);
    const b = build([{ side: 0, x: 200, y: 100 }, fearful], {}, d2);
    expect(charge(b.g, b.idx[0], b.idx[1], 1)).toBe(b.idx[1]);
  });

  it('a fallen Fear model causes no Fear; Fearless chargers do not test', () => {
    const a = build([{ side: 0, x: 200, y: 100 }, fearful], {}, new ScriptedDice([]));
    a.g.st.fallen[a.idx[1]] = 1;
    expect(charge(a.g, a.idx[0], a.idx[1], 1)).toBe(a.idx[1]);
    const b = build([{ side: 0, x: 200, y: 100, rules: ['fearless'] }, fearful], {}, new ScriptedDice([]));
    expect(charge(b.g, b.idx[0], b.idx[1], 1)).toBe(b.idx[1]);
  });

  it('Old Guard charging infantry: the target tests at −1; 1–2 successes fight at −1 Combat', () => {
    // Q4 at −1 → 5+: dice 5, 5, 1 → 2 successes
    const dice = new ScriptedDice([5, 5, 1]);
    const { g, idx } = build([{ side: 0, x: 200, y: 100, q: 3, c: 3, rules: ['fear', 'oldGuard'] }, foot], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[1]);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(1);
  });

  it('Old Guard: 3 failures eliminate the target; charging a rider needs no test', () => {
    const a = build([{ side: 0, x: 200, y: 100, q: 3, c: 3, rules: ['fear', 'oldGuard'] }, foot], {}, new ScriptedDice([4, 4, 1], new SeededDice(2)));
    charge(a.g, a.idx[0], a.idx[1], 1);
    expect(a.g.st.gone[a.idx[1]]).toBe(GONE_CHARGED); // 4s fail at 5+
    const b = build([{ side: 0, x: 200, y: 100, q: 3, c: 3, rules: ['fear', 'oldGuard'] }, rider && { ...rider, side: 1, y: 200 }], {}, new ScriptedDice([]));
    expect(charge(b.g, b.idx[0], b.idx[1], 1)).toBe(b.idx[1]);
  });
});

// SDS 5.10.5–5.10.6 / 4.12: after the hasty shot the foot model fights with normal Combat factors.
describe('SDS 4.12 hasty fire, then normal Combat', () => {
  it('a rider that survives the point-blank shot meets the infantryman at plain Combat, not C + band 1', () => {
    // test 4 5 6 (3 successes, loaded); shot: shooter 1 → 1+2+2−1 = 4 vs rider 6+2 = 8: no effect
    const dice = new ScriptedDice([4, 5, 6, 1, 6]);
    const { g, idx } = build([rider, foot], {}, dice);
    expect(charge(g, idx[0], idx[1], 0)).toBe(idx[1]);
    expect(dice.remaining).toBe(0);
    expect(g.st.loaded[idx[1]]).toBe(0);
    expect(meleeModFor(g, idx[1], idx[0], -1)).toBe(2); // Combat 2, no fire factor
  });
});

// SDS 5.10.1: the infantry tests only when the rider is about to make the move that would reach it.
describe('SDS 5.10 no test from a rider that cannot reach', () => {
  it('a rider more than one move away moves closer; the infantryman rolls no test and stays', () => {
    const dice = new ScriptedDice([]);
    const { g, idx } = build(
      [
        { ...rider, y: 40 },
        { ...foot, y: 400 },
      ],
      {},
      dice,
    );
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(dice.remaining).toBe(0);
    expect(g.st.onTable[idx[1]]).toBe(1);
    expect(g.st.moraleTests[1]).toBe(0);
    expect(g.st.y[idx[0]]).toBeGreaterThan(40); // it still made its move
  });
});

// SDS 5.10.4: after an elimination the rider may switch to an enemy within 1S of the victim that
// it can reach with its remaining moves: "do not move the rider at all and take the test for the
// new target" (riderSwitchTest 'atOnce', the text); the result holds when the rider arrives.
describe('SDS 5.10.4 the switched target tests at once, even when it is more than this move away', () => {
  const far = (dice: ScriptedDice, o: Options = {}) => build([rider, { ...foot, y: 250 }, { side: 1, x: 200, y: 340, name: 'Neighbour' }], o, dice);

  it('the new target tests now; the rider heads for it and arrives with its next move, with no second test', () => {
    // first target 1 2 3: eliminated; the neighbour 4 5 6 with a loaded musket: fire factor on arrival
    const dice = new ScriptedDice([1, 2, 3, 4, 5, 6]);
    const { g, idx } = far(dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(g.st.gone[idx[1]]).toBe(GONE_CHARGED);
    expect(dice.remaining).toBe(0);
    expect(g.st.moraleTests[1]).toBe(2);
    expect(touching(g.st, idx[0], idx[2])).toBe(false);
    expect(g.st.y[idx[0]]).toBeGreaterThan(100);
    expect(g.st.loaded[idx[2]]).toBe(1); // the result applies on arrival
    expect(charge(g, idx[0], idx[2], 1)).toBe(idx[2]);
    expect(dice.remaining).toBe(0);
    expect(g.st.moraleTests[1]).toBe(2);
    expect(meleeModFor(g, idx[2], idx[0], -1)).toBe(4); // C + 2 at its fire factor (A17)
    expect(g.st.loaded[idx[2]]).toBe(0);
  });

  it('three failures again: the new target is eliminated at once, without the rider moving', () => {
    const dice = new ScriptedDice([1, 2, 3, 1, 1, 2]);
    const { g, idx } = far(dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(g.st.gone[idx[2]]).toBe(GONE_CHARGED);
    expect(dice.remaining).toBe(0);
  });

  it('a test taken at once holds for that activation only: charged again in a later turn, the target tests again', () => {
    const dice = new ScriptedDice([1, 2, 3, 4, 5, 1, 4, 4, 4]);
    const { g, idx } = far(dice);
    charge(g, idx[0], idx[1], 1);
    g.st.switchRider = -1; // what the next turn (playerTurn) or the rider's next activation (runActions) does
    expect(charge(g, idx[0], idx[2], 1)).toBe(idx[2]);
    expect(dice.remaining).toBe(0);
    expect(g.st.moraleTests[1]).toBe(3);
  });
});

// riderSwitchTest 'atContactMove' (SDS 5.10.1 read over 5.10.4) and SDS 5.10.7: the switched target
// tests only before the move that would bring the rider into contact, and not at all when another
// rider already touches it.
describe('SDS 5.10 atContactMove: the switched target tests only when this move reaches it and no rider touches it', () => {
  it('a new target one move beyond this one: the rider heads for it, nobody tests yet', () => {
    const dice = new ScriptedDice([1, 2, 3]);
    const { g, idx } = build([rider, { ...foot, y: 250 }, { side: 1, x: 200, y: 340, name: 'Neighbour' }], { riderSwitchTest: 'atContactMove' }, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(g.st.gone[idx[1]]).toBe(GONE_CHARGED);
    expect(dice.remaining).toBe(0);
    expect(g.st.moraleTests[1]).toBe(1);
    expect(g.st.onTable[idx[2]]).toBe(1);
    expect(touching(g.st, idx[0], idx[2])).toBe(false);
    expect(g.st.y[idx[0]]).toBeGreaterThan(100); // it made its move toward the new target
  });

  it('a new target another rider already touches: no test, the rider joins that fight', () => {
    const dice = new ScriptedDice([1, 2, 3]);
    const other: ModelSpec = { side: 0, x: 285, y: 200, rules: ['mounted'], weapons: ['sword'], name: 'Hussar' };
    const { g, idx } = build([rider, foot, { side: 1, x: 260, y: 200, name: 'Neighbour' }, other], {}, dice);
    expect(charge(g, idx[0], idx[1], 1)).toBe(idx[2]);
    expect(dice.remaining).toBe(0);
    expect(g.st.moraleTests[1]).toBe(1);
    expect(touching(g.st, idx[0], idx[2])).toBe(true);
  });
});

// SDS 5.10.4: with no other target within 1S of the eliminated one, the rider "may move freely
// (even toward other enemies) but may not contact anyone (stop it 1 cm from the enemy)": the
// player's choice, through the decision protocol.
describe('SDS 5.10.4 a rider with no new target may move freely, stopping 1 cm from any enemy', () => {
  function freeRider(pick: 'advance' | 'stay') {
    const dice = new ScriptedDice([1, 2, 3]);
    // the far enemy is 85 mm from the victim (beyond 1S) and 185 mm from the rider (beyond 1L)
    const { g, idx } = build([rider, foot, { side: 1, x: 200, y: 310, name: 'Far' }], {}, dice);
    const asked: number[] = [];
    const player = policyFromPicks('player', 'test: advances on Far when asked for the free move', {
      activationDice: 1,
      pickActivation: () => -1,
      pickAction: (gm: Game) => {
        asked.push(gm.decision.cands.n);
        if (pick === 'stay') return -1;
        for (let k = 0; k < gm.decision.cands.n; k++) if (gm.decision.cands.kind[k] === A_ADVANCE && gm.decision.cands.target[k] === idx[2]) return k;
        return -1;
      },
      pickGroupDice: () => 1,
      pickFree: () => -1,
    });
    g.policies = [player, player];
    const lines = collect(g);
    expect(charge(g, idx[0], idx[1], 1)).toBe(-1);
    expect(g.st.gone[idx[1]]).toBe(GONE_CHARGED);
    expect(dice.remaining).toBe(0);
    return { g, idx, asked, lines };
  }

  it('asked, it advances toward another enemy and stops 1 cm (10 mm) short of it: nobody tests', () => {
    const { g, idx, asked, lines } = freeRider('advance');
    expect(asked).toHaveLength(1);
    expect(g.st.y[idx[0]]).toBeCloseTo(310 - 25 - 10, 6);
    expect(g.st.moraleTests[1]).toBe(1); // the victim's test only
    expect(lines.some((l) => l.includes('(free move, no new target: SDS 5.10.4)'))).toBe(true);
  });

  it('it may also stay where it is', () => {
    const { g, idx, asked } = freeRider('stay');
    expect(asked).toHaveLength(1);
    expect(g.st.y[idx[0]]).toBe(100);
  });
});
