// SFG-8 melee and SFG-12.6 contact: the text's 8-base line charging a 6-base line (7 against 6:
// 21D6 against 12D6), dice per base, support, charging column, experience, results and draws.
import { describe, expect, it } from 'vitest';
import { contactsEqualWidth, experienceBonus, meleeDicePerBase, meleeScore, supportBonus } from '../../src/rulesets/sfg/rules/melee.js';
import { ChargePlan, EDGE_FLANK, EDGE_FRONT, planCharge } from '../../src/rulesets/sfg/game/contact.js';
import { fightMelee } from '../../src/rulesets/sfg/game/melee.js';
import { ATTACK } from '../../src/rulesets/sfg/rules/formation.js';
import { IN_PLAY } from '../../src/rulesets/sfg/state.js';
import { army, brigade, cavalry, division, makeGame, put, script } from './helpers.js';

const side = { artillery: false, charging: false, breakthrough: false, cavalryChargingFoot: false, onEnemyFlank: false };

describe('SFG-8.2 dice per base', () => {
  it('charging infantry 3, charging cavalry vs foot 4 (flank 5), defenders 2, artillery 1', () => {
    expect(meleeDicePerBase({ ...side, charging: true })).toBe(3);
    expect(meleeDicePerBase({ ...side, charging: true, cavalryChargingFoot: true })).toBe(4);
    expect(meleeDicePerBase({ ...side, charging: true, cavalryChargingFoot: true, onEnemyFlank: true })).toBe(5);
    expect(meleeDicePerBase(side)).toBe(2);
    expect(meleeDicePerBase({ ...side, artillery: true })).toBe(1);
    expect(meleeDicePerBase({ ...side, breakthrough: true })).toBe(3);
  });
});

describe('SFG-8.5 score', () => {
  it('+1 per 2 supporting bases capped at 3; charging column +1; experience +1 to the strictly higher tier', () => {
    expect([1, 2, 5, 6, 9].map((s) => supportBonus(s, 3))).toEqual([0, 1, 2, 3, 3]);
    expect(meleeScore(4, 2, true, 1)).toBe(8);
    expect(experienceBonus(2, 1)).toBe(1);
    expect(experienceBonus(1, 1)).toBe(0);
  });
});

describe('SFG-12.6 contact closed form', () => {
  it('8 against 6 gives 7 against 6; flush 4 against 6 gives 4 against 4 (minDefender) or 5 straddling', () => {
    expect(contactsEqualWidth(8, 6, true)).toEqual([7, 6]);
    expect(contactsEqualWidth(4, 6, true)).toEqual([4, 4]);
    expect(contactsEqualWidth(4, 6, false)).toEqual([4, 5]);
  });
});

describe('SFG-8.1 / 8.2 the text example: an 8-base line charges a 6-base line', () => {
  function setup() {
    const g = makeGame(army('A', [division('d', [brigade('eight', 8)])]), army('B', [division('e', [brigade('six', 6)])]));
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 8.4, 0, -1);
    return { g, a, t };
  }
  it('the charger conforms with 7 bases touching all 6 (breakpoint search)', () => {
    const { g, a, t } = setup();
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 4, plan)).toBe(true);
    expect([plan.attackers, plan.defenders, plan.edge]).toEqual([7, 6, EDGE_FRONT]);
    // its front edge on the target's front edge
    expect(plan.py).toBeCloseTo(8.4, 9);
  });
  it('21D6 against 12D6, then the scores decide: defender loses and is pushed back', () => {
    const { g, a, t } = setup();
    const plan = new ChargePlan();
    planCharge(g, a, t, 4, plan);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    // attacker: 21 dice all 4 (hit); defender: 12 dice all 1 (miss)
    const d = script(g, [...Array(21).fill(4), ...Array(12).fill(1)]);
    const r = fightMelee(g, a, t, plan, true, false);
    // exactly 21 + 12 dice, and no pushback die: the loser is removed before any retreat (SFG-8.10)
    expect(d.used).toBe(33);
    expect(r).toBe(1);
    // 21 hits: 5 bases and 1 casualty → 1 base left: dissolved
    expect(t.removed).not.toBe(IN_PLAY);
  });
  it('support: the lenient reading counts the 8th base (not in contact) as support 0 (1 base)', () => {
    const { g, a, t } = setup();
    const plan = new ChargePlan();
    planCharge(g, a, t, 4, plan);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    // attacker 21 dice all miss (2 < 4), defender 12 dice: one hit. Scores 0 vs 1 → the charger loses
    const d = script(g, [...Array(21).fill(2), 4, ...Array(11).fill(1), 3]);
    expect(fightMelee(g, a, t, plan, true, false)).toBe(-1);
    expect(d.used).toBe(34);
    expect(a.carried).toBe(1);
  });
});

describe('SFG-8.8 draws and the second round', () => {
  it('no casualties on either side: a second round at once; a second no-casualty draw: both fall back 1 UM', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 4)])]), army('B', [division('e', [brigade('b', 4)])]));
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 6, 0, -1);
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 4, plan)).toBe(true);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    expect([plan.attackers, plan.defenders]).toEqual([4, 4]);
    // two rounds of 12 + 8 misses
    const d = script(g, Array(40).fill(1));
    const y0 = a.py;
    const ty0 = t.py;
    expect(fightMelee(g, a, t, plan, true, false)).toBe(0);
    expect(d.used).toBe(40);
    expect(a.py).toBeCloseTo(y0 - 1, 9);
    expect(t.py).toBeCloseTo(ty0 + 1, 9);
  });
  it('cavalry never fights a second round: it falls back 3 UM and the infantry stays', () => {
    const g = makeGame(army('A', [division('d', [cavalry('c', 4)])]), army('B', [division('e', [brigade('b', 4)])]));
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 7, 0, -1);
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 6, plan)).toBe(true);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    const n = plan.attackers * 4 + plan.defenders * 2;
    const d = script(g, Array(n).fill(1));
    const ty0 = t.py;
    const ay0 = a.py;
    expect(fightMelee(g, a, t, plan, true, false)).toBe(0);
    expect(d.used).toBe(n);
    expect(t.py).toBe(ty0);
    expect(a.py).toBeCloseTo(ay0 - 3, 9);
  });
});

describe('SFG-7.5 flank charges', () => {
  it('more than half the bases beyond the target front line: flank contact, +1 die, defender −1 to hit', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 4)])]), army('B', [division('e', [brigade('b', 6)])]));
    // target faces −y with its front at y = 10; the charger stands beyond that line, to its right (x > target), facing −x
    const t = put(g, 1, 10, 10, 0, -1);
    const a = put(g, 0, 15, 11, -1, 0, ATTACK);
    const plan = new ChargePlan();
    expect(planCharge(g, a, t, 4, plan)).toBe(true);
    expect(plan.edge).toBe(EDGE_FLANK);
    // a line one base deep: one rank on the flank edge
    expect(plan.defenders).toBe(1);
  });
});
