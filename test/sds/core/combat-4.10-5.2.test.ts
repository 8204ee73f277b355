import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import {
  FALL,
  GRUESOME,
  KILL,
  NOTHING,
  OUT_OF_AMMO,
  RECOIL,
  blockedRecoilResult,
  meleeMod,
  meleeOutcome,
  resolveOpposed,
  rollMelee,
  rollShot,
  shooterShotMod,
  shotOutcome,
  targetShotMod,
} from '../../../src/rulesets/sds/mechanics/combat.js';
import { defaultSdsOptions as opts, readSdsOptions } from '../../../src/rulesets/sds/options.js';
import { shotOdds } from '../../../src/rulesets/sds/odds/shot.js';
import { meleeOdds } from '../../../src/rulesets/sds/odds/melee.js';
import { expectWithin4SE } from './helpers.js';

describe('SDS 4.10 / 5.2 opposed results', () => {
  it('no win, no effect (ties and losses)', () => {
    expect(resolveOpposed(5, 5, 2, 3, false, opts)).toBe(NOTHING);
    expect(resolveOpposed(4, 5, 2, 3, false, opts)).toBe(NOTHING);
  });
  it('≥ 3× the loser total is a gruesome kill, ≥ 2× a kill', () => {
    expect(resolveOpposed(9, 3, 5, 1, false, opts)).toBe(GRUESOME);
    expect(resolveOpposed(8, 3, 4, 1, false, opts)).toBe(KILL);
    expect(resolveOpposed(6, 3, 2, 1, false, opts)).toBe(KILL);
  });
  it("otherwise the winner's natural die: even → fall, odd → recoil (A15)", () => {
    expect(resolveOpposed(7, 5, 4, 3, false, opts)).toBe(FALL);
    expect(resolveOpposed(7, 5, 5, 3, false, opts)).toBe(RECOIL);
    const loser = readSdsOptions({ parityDie: 'loser' });
    expect(resolveOpposed(7, 5, 5, 2, false, loser)).toBe(FALL);
    expect(resolveOpposed(7, 5, 4, 3, false, loser)).toBe(RECOIL);
  });
  it('a beaten fallen loser is killed instead of falling or recoiling', () => {
    expect(resolveOpposed(7, 5, 5, 3, true, opts)).toBe(KILL);
    expect(resolveOpposed(7, 5, 4, 3, true, opts)).toBe(KILL);
    expect(resolveOpposed(9, 3, 5, 1, true, opts)).toBe(GRUESOME);
  });
  it('A14 ratioFloor: raw → any win over a total ≤ 0 is gruesome; clamp1 → loser total counts as 1', () => {
    expect(resolveOpposed(1, 0, 1, 1, false, opts)).toBe(GRUESOME);
    expect(resolveOpposed(1, -2, 1, 1, false, opts)).toBe(GRUESOME);
    const clamp = readSdsOptions({ ratioFloor: 'clamp1' });
    expect(resolveOpposed(1, 0, 1, 1, false, clamp)).toBe(RECOIL);
    expect(resolveOpposed(2, -1, 2, 1, false, clamp)).toBe(KILL);
    expect(resolveOpposed(3, 0, 3, 1, false, clamp)).toBe(GRUESOME);
  });
  it('A16 blocked recoil: falls by default, stays with blockedRecoil=stay', () => {
    expect(blockedRecoilResult(opts)).toBe(FALL);
    expect(blockedRecoilResult(readSdsOptions({ blockedRecoil: 'stay' }))).toBe(NOTHING);
  });
});

describe('SDS 4.1–4.11 shooting', () => {
  it('S001 Volley example: three C2 muskets within 1L against a C2 officer: d6+2+2 vs d6+2−2', () => {
    expect(shooterShotMod(2, 2, 0, false, opts)).toBe(4);
    expect(targetShotMod(2, 0, 3)).toBe(0);
  });
  it('aimed shot −1 [T]; cover −1/−2 [A] (heavyCover option); fallen target +2 [A]', () => {
    expect(targetShotMod(2, 1, 1)).toBe(1);
    expect(shooterShotMod(2, 2, 1, false, opts)).toBe(3);
    expect(shooterShotMod(2, 2, 2, false, opts)).toBe(2);
    expect(shooterShotMod(2, 2, 2, false, readSdsOptions({ heavyCover: 1 }))).toBe(3);
    expect(shooterShotMod(2, 2, 0, true, opts)).toBe(6);
  });
  it('a shot never harms the shooter: the target winning is just nothing', () => {
    expect(shotOutcome(2, 6, 4, 2, false, opts)).toBe(NOTHING);
  });
  it('fallen target beaten by a shot is killed only with fallenShotLethal', () => {
    expect(shotOutcome(5, 3, 4, 2, true, opts)).toBe(KILL); // 9 vs 5 → odd die, but fallen
    expect(shotOutcome(5, 3, 4, 2, true, readSdsOptions({ fallenShotLethal: false }))).toBe(RECOIL);
  });
  it('SDS 4.11 out of ammunition: natural 1 that fails to beat the target (default), any natural 1, or off', () => {
    expect(shotOutcome(1, 6, 4, 2, false, opts)).toBe(NOTHING | OUT_OF_AMMO);
    expect(shotOutcome(1, 1, 4, 2, false, opts)).toBe(RECOIL); // 5 vs 3, won: keeps ammunition
    const n1 = readSdsOptions({ outOfAmmo: 'natural1' });
    expect(shotOutcome(1, 1, 4, 2, false, n1)).toBe(RECOIL | OUT_OF_AMMO);
    const off = readSdsOptions({ outOfAmmo: 'off' });
    expect(shotOutcome(1, 6, 4, 2, false, off)).toBe(NOTHING);
  });
  it('rollShot reads the shooter die first, then the target die', () => {
    expect(rollShot(new ScriptedDice([6, 1]), 4, 3, false, opts)).toBe(KILL); // 10 vs 4: ≥ 2×, < 3×
    expect(rollShot(new ScriptedDice([1, 6]), 4, 3, false, opts)).toBe(NOTHING | OUT_OF_AMMO); // 5 vs 9
    expect(rollShot(new ScriptedDice([6, 1]), 4, 0, false, opts)).toBe(GRUESOME); // 10 vs 1
  });
});

describe('SDS 5.1–5.3 hand-to-hand', () => {
  it('either side can win; the code sign says who (attacker +, defender −), ties are 0', () => {
    expect(meleeOutcome(4, 4, 2, 2, false, false, opts)).toBe(0);
    expect(meleeOutcome(6, 2, 2, 2, false, false, opts)).toBe(KILL); // 8 vs 4
    expect(meleeOutcome(2, 6, 2, 2, false, false, opts)).toBe(-KILL);
    expect(meleeOutcome(3, 5, 2, 2, false, false, opts)).toBe(-RECOIL); // 7 vs 5, defender's die 5 odd
    expect(rollMelee(new ScriptedDice([4, 3]), 2, 2, false, false, opts)).toBe(FALL); // 6 vs 5, attacker die even
    expect(rollMelee(new ScriptedDice([5, 2]), 2, 2, false, false, opts)).toBe(RECOIL); // 7 vs 4, odd
  });
  it('a fallen attacker beaten by the defender is killed', () => {
    expect(meleeOutcome(3, 5, 2, 2, true, false, opts)).toBe(-KILL);
  });
  it('SDS 5.3 modifiers: power blow, overlaps, obstacle, high ground, mounted, attacking a fallen model', () => {
    expect(meleeMod(2, 1, 0, false, false, false, false, opts)).toBe(1); // power blow against
    expect(meleeMod(2, 0, 2, false, false, false, false, opts)).toBe(0); // two overlapping enemies
    expect(meleeMod(2, 0, 0, true, true, true, false, opts)).toBe(5);
    expect(meleeMod(2, 0, 0, false, false, false, true, opts)).toBe(4);
    expect(meleeMod(2, 0, 0, false, false, false, true, readSdsOptions({ fallenMeleeBonus: 1 }))).toBe(3);
  });
});

describe('engine vs exact odds (SeededDice, 4 SE)', () => {
  const N = 40000;
  const cases = [
    { name: 'C2 musket band 1 vs C2', inp: { shooterC: 2, weapon: 'musket' as const, band: 1, targetC: 2 }, seed: 101 },
    { name: 'C3 musket band 2 in light cover, aimed', inp: { shooterC: 3, weapon: 'musket' as const, band: 2, targetC: 2, cover: 1, aimed: 1 }, seed: 102 },
    { name: '4-man volley vs C3 fallen', inp: { shooterC: 2, weapon: 'musket' as const, band: 1, targetC: 3, volley: 4, targetFallen: true }, seed: 103 },
  ];
  for (const c of cases) {
    it(`shot: ${c.name}`, () => {
      const ex = shotOdds(c.inp, opts);
      const dice = new SeededDice(c.seed);
      const counts = [0, 0, 0, 0, 0];
      let ammo = 0;
      for (let i = 0; i < N; i++) {
        const r = rollShot(dice, ex.shooterMod, ex.targetMod, c.inp.targetFallen ?? false, opts);
        counts[r & 7]++;
        if (r & OUT_OF_AMMO) ammo++;
      }
      expectWithin4SE(counts[NOTHING], N, ex.nothing, 'nothing');
      expectWithin4SE(counts[RECOIL], N, ex.recoil, 'recoil');
      expectWithin4SE(counts[FALL], N, ex.fall, 'fall');
      expectWithin4SE(counts[KILL], N, ex.kill, 'kill');
      expectWithin4SE(counts[GRUESOME], N, ex.gruesome, 'gruesome');
      expectWithin4SE(ammo, N, ex.outOfAmmo, 'out of ammo');
    });
  }
  for (const [am, dm, seed] of [
    [0, 0, 201],
    [1, -1, 202],
  ] as const) {
    it(`melee C2 v C2, attacker ${am}, defender ${dm}`, () => {
      const ex = meleeOdds({ attackerC: 2, defenderC: 2, attackerMod: am, defenderMod: dm }, opts);
      const dice = new SeededDice(seed);
      const att = [0, 0, 0, 0, 0];
      const def = [0, 0, 0, 0, 0];
      let tie = 0;
      for (let i = 0; i < N; i++) {
        const r = rollMelee(dice, ex.attackerMod, ex.defenderMod, false, false, opts);
        if (r === 0) tie++;
        else if (r > 0) att[r]++;
        else def[-r]++;
      }
      expectWithin4SE(tie, N, ex.tie, 'tie');
      for (const [k, name] of [
        [RECOIL, 'recoil'],
        [FALL, 'fall'],
        [KILL, 'kill'],
        [GRUESOME, 'gruesome'],
      ] as const) {
        expectWithin4SE(att[k], N, ex.attacker[name], `attacker ${name}`);
        expectWithin4SE(def[k], N, ex.defender[name], `defender ${name}`);
      }
    });
  }
});
