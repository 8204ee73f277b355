import { describe, it, expect } from 'vitest';
import { Fraction, frac } from '../../../src/rulesets/kit/fraction.js';
import { activationOdds } from '../../../src/rulesets/sds/odds/activation.js';
import { moraleOdds, moraleTotal } from '../../../src/rulesets/sds/odds/morale.js';
import { shotOdds } from '../../../src/rulesets/sds/odds/shot.js';
import { meleeOdds, meleeTotal } from '../../../src/rulesets/sds/odds/melee.js';
import { readSdsOptions } from '../../../src/rulesets/sds/options.js';

describe('Fraction', () => {
  it('reduces, adds, multiplies, parses', () => {
    expect(frac(2, 4).toString()).toBe('1/2');
    expect(frac(1, 3).add(frac(1, 6)).toString()).toBe('1/2');
    expect(frac(2, 3).mul(frac(3, 4)).toString()).toBe('1/2');
    expect(Fraction.parse('7/36').equals(frac(14, 72))).toBe(true);
    expect(frac(-1, -2).toString()).toBe('1/2');
    expect(frac(6, 3).toString()).toBe('2');
    expect(() => frac(1, 0)).toThrow();
  });
});

describe('Appendix B: activation', () => {
  // [Q, per-die, 1-die E, 2-dice E, 2-dice turnover, 3-dice E, 3-dice turnover]
  const rows: [number, string, string, string, string, string, string][] = [
    [2, '5/6', '5/6', '5/3', '1/36', '5/2', '2/27'],
    [3, '2/3', '2/3', '4/3', '1/9', '2', '7/27'],
    [4, '1/2', '1/2', '1', '1/4', '3/2', '1/2'],
    [5, '1/3', '1/3', '2/3', '4/9', '1', '20/27'],
    [6, '1/6', '1/6', '1/3', '25/36', '1/2', '25/27'],
  ];
  it.each(rows)('Q%i+', (q, die, e1, e2, t2, e3, t3) => {
    expect(activationOdds(q, 1).successes[1].toString()).toBe(die);
    expect(activationOdds(q, 1).expectedActions.toString()).toBe(e1);
    expect(activationOdds(q, 1).turnover.toString()).toBe('0');
    expect(activationOdds(q, 2).expectedActions.toString()).toBe(e2);
    expect(activationOdds(q, 2).turnover.toString()).toBe(t2);
    expect(activationOdds(q, 3).expectedActions.toString()).toBe(e3);
    expect(activationOdds(q, 3).turnover.toString()).toBe(t3);
    for (const n of [1, 2, 3]) expect(Fraction.sum(activationOdds(q, n).successes).toString()).toBe('1');
  });
  it('command and Élan shift the effective Quality (Q4 + Leader + Élan = 2+)', () => {
    const a = activationOdds(4, 2, true, true);
    expect(a.effectiveQuality).toBe(2);
    expect(a.turnover.toString()).toBe('1/36');
  });
});

describe('Appendix B: morale', () => {
  it('Q4+: hold 1/8, flee 1 3/8, flee 2 3/8, lost 1/8', () => {
    const m = moraleOdds(4);
    expect([m.hold, m.flee1, m.flee2, m.fled].map(String)).toEqual(['1/8', '3/8', '3/8', '1/8']);
  });
  it('Q3+: 8/27, 4/9, 2/9, 1/27', () => {
    const m = moraleOdds(3);
    expect([m.hold, m.flee1, m.flee2, m.fled].map(String)).toEqual(['8/27', '4/9', '2/9', '1/27']);
    expect(moraleTotal(m).toString()).toBe('1');
  });
});

describe('Appendix B: shooting', () => {
  const base = { shooterC: 2, weapon: 'musket' as const, distance: 150, targetC: 2 };
  it('C2 musket within 1L at C2 (d6+4 vs d6+2): kill 7/36, gruesome 1/18, fall 2/9, recoil 1/4, nothing 5/18', () => {
    const s = shotOdds(base);
    expect(s.kill.toString()).toBe('7/36');
    expect(s.gruesome.toString()).toBe('1/18');
    expect(s.anyKill.toString()).toBe('1/4');
    expect(s.fall.toString()).toBe('2/9');
    expect(s.recoil.toString()).toBe('1/4');
    expect(s.nothing.toString()).toBe('5/18');
    expect(Fraction.sum([s.nothing, s.recoil, s.fall, s.kill, s.gruesome]).toString()).toBe('1');
  });
  it('aimed: any kill 5/12', () => {
    expect(shotOdds({ ...base, aimed: 1 }).anyKill.toString()).toBe('5/12');
  });
  it('three-man volley: any kill 7/12', () => {
    expect(shotOdds({ ...base, volley: 3 }).anyKill.toString()).toBe('7/12');
  });
  it('out of ammunition (default natural1AndLose): a natural 1 that does not win', () => {
    // shooter die 1 → total 5: fails against target dice 3..6 (T = 5..8) → 4/36
    expect(shotOdds(base).outOfAmmo.toString()).toBe('1/9');
    expect(shotOdds(base, readSdsOptions({ outOfAmmo: 'natural1' })).outOfAmmo.toString()).toBe('1/6');
  });
  it('no aimed fire in a volley; out of range is refused', () => {
    expect(() => shotOdds({ ...base, volley: 2, aimed: 1 })).toThrow(/volley/);
    expect(() => shotOdds({ ...base, distance: 600 })).toThrow(/range/);
  });
});

describe('Appendix B: hand-to-hand', () => {
  it('C2 v C2: each side kill 1/9, fall 1/6, recoil 5/36; tie 1/6', () => {
    const m = meleeOdds({ attackerC: 2, defenderC: 2 });
    for (const side of [m.attacker, m.defender]) {
      expect(side.anyKill.toString()).toBe('1/9');
      expect(side.fall.toString()).toBe('1/6');
      expect(side.recoil.toString()).toBe('5/36');
    }
    expect(m.tie.toString()).toBe('1/6');
    expect(meleeTotal(m).toString()).toBe('1');
  });
  it('power blow and a fallen defender favour the attacker; a beaten fallen defender never falls or recoils', () => {
    const pb = meleeOdds({ attackerC: 2, defenderC: 2, powerBlow: true });
    expect(pb.attacker.total.toNumber()).toBeGreaterThan(5 / 12);
    const f = meleeOdds({ attackerC: 2, defenderC: 2, defenderFallen: true });
    expect(f.attacker.fall.isZero() && f.attacker.recoil.isZero()).toBe(true);
    expect(meleeTotal(f).toString()).toBe('1');
  });
});
