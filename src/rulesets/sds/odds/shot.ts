/**
 * Exact shooting odds (SDS 4.1–4.11, 2.14, Appendix B): enumerate the 36 pairs of natural dice
 * through the same shotOutcome the game uses.
 */
import type { Weapon } from '../data/profile.js';
import { FALL, GRUESOME, KILL, NOTHING, OUT_OF_AMMO, RECOIL, shooterShotMod, shotOutcome, targetShotMod } from '../mechanics/combat.js';
import { bandBonuses, bandBonus } from '../mechanics/weapons.js';
import { defaultSdsOptions, sticks, type SdsOptions } from '../options.js';
import { type Fraction, frac } from '../../kit/fraction.js';

interface ShotInput {
  shooterC: number;
  /** Weapon: needed with `distance` or `band`; ignored when `bonus` is given. */
  weapon?: Weapon;
  /** Edge-to-edge distance in mm at the options' scale. */
  distance?: number;
  /** Range band, 1-based. */
  band?: number;
  /** Explicit weapon bonus (overrides weapon/distance/band). */
  bonus?: number;
  /** 0 none, 1 light (−1 [A]), 2 heavy (−heavyCover [A]). */
  cover?: number;
  /** Extra actions spent aiming (0 or 1; −1 [T] each). */
  aimed?: number;
  /** Shooters in a volley (≥ 1); −1 [T] per shooter beyond the first. */
  volley?: number;
  targetC: number;
  targetFallen?: boolean;
  /** Further modifiers to each side's total (e.g. −1 hasty fire, −1 inside a wood). */
  shooterExtra?: number;
  targetExtra?: number;
}

interface ShotOdds {
  bonus: number;
  shooterMod: number;
  targetMod: number;
  nothing: Fraction;
  recoil: Fraction;
  fall: Fraction;
  kill: Fraction;
  gruesome: Fraction;
  /** kill + gruesome. */
  anyKill: Fraction;
  outOfAmmo: Fraction;
}

/** Resolves the weapon bonus of a shot description; throws RangeError when out of range. */
export function shotBonus(inp: ShotInput, opts: SdsOptions = defaultSdsOptions): number {
  if (inp.bonus !== undefined) return inp.bonus;
  if (!inp.weapon) throw new RangeError('a weapon is needed with a distance or a band');
  const bonuses = bandBonuses(inp.weapon, opts);
  if (bonuses.length === 0) throw new RangeError(`'${inp.weapon}' is not a firearm`);
  if (inp.band !== undefined) {
    if (!Number.isInteger(inp.band) || inp.band < 1 || inp.band > bonuses.length) throw new RangeError(`${inp.weapon} has bands 1..${bonuses.length}`);
    return bonuses[inp.band - 1];
  }
  if (inp.distance !== undefined) {
    const b = bandBonus(inp.weapon, inp.distance, sticks(opts.scale), opts);
    if (b === -Infinity) throw new RangeError(`${inp.distance} mm is beyond the ${inp.weapon}'s range`);
    return b;
  }
  return bonuses[0];
}

export function shotOdds(inp: ShotInput, opts: SdsOptions = defaultSdsOptions): ShotOdds {
  const volley = inp.volley ?? 1;
  const aimed = inp.aimed ?? 0;
  if (!Number.isInteger(volley) || volley < 1 || volley > 6) throw new RangeError('SDS 2.14: a volley has 1 to 6 shooters');
  if (aimed && volley > 1) throw new RangeError('SDS 2.14: no aimed fire in a volley');
  if (aimed < 0 || aimed > opts.maxAimActions) throw new RangeError(`SDS 2.10: at most ${opts.maxAimActions} extra action(s) on one attack`);
  const bonus = shotBonus(inp, opts);
  const fallen = inp.targetFallen ?? false;
  const sm = shooterShotMod(inp.shooterC, bonus, inp.cover ?? 0, fallen, opts, inp.shooterExtra ?? 0);
  const tm = targetShotMod(inp.targetC, aimed, volley, inp.targetExtra ?? 0);
  const counts = [0, 0, 0, 0, 0];
  let ammo = 0;
  for (let a = 1; a <= 6; a++)
    for (let t = 1; t <= 6; t++) {
      const r = shotOutcome(a, t, sm, tm, fallen, opts);
      counts[r & 7]++;
      if (r & OUT_OF_AMMO) ammo++;
    }
  const p = (k: number): Fraction => frac(counts[k], 36);
  return {
    bonus,
    shooterMod: sm,
    targetMod: tm,
    nothing: p(NOTHING),
    recoil: p(RECOIL),
    fall: p(FALL),
    kill: p(KILL),
    gruesome: p(GRUESOME),
    anyKill: frac(counts[KILL] + counts[GRUESOME], 36),
    outOfAmmo: frac(ammo, 36),
  };
}
