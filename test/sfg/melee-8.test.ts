// SFG-8 melee and SFG-12.6 contact: the text's 8-base line charging a 6-base line (7 against 6:
// 21D6 against 12D6), dice per base, support, charging column, experience, results and draws;
// SFG-8.9 obstacles in the pursuit and the winner taking the obstacle.
import { describe, expect, it } from 'vitest';
import { contactsEqualWidth, experienceBonus, meleeDicePerBase, meleeScore, supportBonus } from '../../src/rulesets/sfg/mechanics/melee.js';
import { ChargePlan, EDGE_FLANK, EDGE_FRONT, planCharge } from '../../src/rulesets/sfg/rules/contact.js';
import { fightMelee, winnerOption } from '../../src/rulesets/sfg/rules/melee.js';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import type { SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { K_WINNER, T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { OB_HEDGE } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { ATTACK } from '../../src/rulesets/sfg/mechanics/formation.js';
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

describe('SFG-8.9 obstacles in the pursuit, and the winner taking the obstacle', () => {
  const breakThrough: SfgGamePolicy = { name: 'bt', description: 'test', decide: (g, k, o, ai) => (k === K_WINNER ? 2 : firefightPolicy.decide(g, k, o, ai)) };
  function duel() {
    const g = makeGame(army('A', [division('a', [brigade('a1', 6)])]), army('B', [division('b', [brigade('b1', 6)])]), {}, [], [breakThrough, firefightPolicy]);
    return g;
  }
  /** The longest move straight ahead (facing kept) offered to unit 0. */
  function ahead(g: ReturnType<typeof duel>): number {
    const u = g.units[0];
    g.opts.clear();
    pushMoves(g, u, g.opts, false);
    let best = 0;
    for (let k = 0; k < g.opts.n; k++) {
      if (g.opts.type[k] !== T_MOVE || g.opts.form[k] !== u.formation || Math.abs(g.opts.px[k] - u.px) > 1e-9 || g.opts.fy[k] !== 1) continue;
      best = Math.max(best, g.opts.py[k] - u.py);
    }
    return best;
  }
  it('beating the defender of a hedge, the follow-up only takes the hedge: it is then covered by it and crosses it free', () => {
    const g = duel();
    // the hedge at y 11.4; the defender's front 0.1 UM behind it
    g.terrain.addObstacle(OB_HEDGE, 4, 11.4, 16, 11.4);
    const a = put(g, 0, 10, 9);
    const d = put(g, 1, 10, 11.5, 0, -1);
    const plan = new ChargePlan();
    expect(planCharge(g, a, d, 5, plan)).toBe(true);
    a.place(plan.px, plan.py, plan.fx, plan.fy);
    // 18 attacking dice at 5+ (the defender has the hedge's light cover): four 6s; 12 defending dice all 1;
    // the loser's retreat die 4 (2 UM); the breakthrough die 6 (2 UM)
    script(g, [6, 6, 6, 6, ...Array(14).fill(1), ...Array(12).fill(1), 4, 6]);
    expect(fightMelee(g, a, d, plan, true, false)).toBe(1);
    expect(a.brokeThrough).toBe(true);
    expect(a.heldObstacle).toBe(0);
    // no further move: its front is already past the hedge line
    expect(a.py).toBeCloseTo(11.5, 9);
    // the hedge now covers it against the enemy beyond
    expect(g.terrain.defended(a, 10, 16, a.cx, a.cy)).toBe(0);
    // next turn it advances without paying the obstacle again (4 UM, not 1)
    put(g, 1, 30, 22, 0, -1);
    expect(ahead(g)).toBeCloseTo(4, 6);
    a.heldObstacle = -1;
    expect(ahead(g)).toBeLessThanOrEqual(1 + 1e-9);
  });
  it('a pursuit (breakthrough, die 6: 2 UM) that meets a hedge stops at it: crossing would cost 2 UM', () => {
    for (const [hedge, moved] of [
      [false, 2],
      [true, 0.7],
    ] as const) {
      const g = duel();
      const w = put(g, 0, 10, 11.5); // centre at 11.3
      put(g, 1, 30, 22, 0, -1);
      if (hedge) g.terrain.addObstacle(OB_HEDGE, 4, 12, 16, 12);
      script(g, [6]);
      winnerOption(g, w, true);
      expect(w.py - 11.5).toBeCloseTo(moved, 9);
    }
  });
  it("a target beyond a hedge is out of a pursuit's reach: the winner stops at the hedge instead of fighting", () => {
    const g = duel();
    const w = put(g, 0, 10, 11.5);
    const e = put(g, 1, 10, 13.2, 0, -1); // 1.7 UM ahead, within a 2 UM breakthrough in the open
    g.terrain.addObstacle(OB_HEDGE, 4, 12, 16, 12);
    script(g, [6]);
    winnerOption(g, w, true);
    expect(e.bases).toBe(6);
    expect(w.cy).toBeCloseTo(12, 9);
  });
});
