/**
 * Weapons table, range bands and reloading (SDS 4.2, 3.8, 4.8; A1, A2, A11, A12).
 */
import type { Weapon } from '../data/profile.js';
import type { SdsOptions, Sticks } from '../options.js';

export const FIREARMS: readonly Weapon[] = ['rifle', 'musket', 'carbine', 'blunderbuss', 'pistol', 'bow'];

/** The model's shooting weapon: the longest-ranged firearm it carries, or null (SDS 4.2). */
export function firearmOf(weapons: readonly Weapon[]): Weapon | null {
  for (const f of FIREARMS) if (weapons.includes(f)) return f;
  return null;
}

function isFirearm(w: Weapon): boolean {
  return FIREARMS.includes(w);
}

type WeaponOpts = Pick<SdsOptions, 'musketMaxBands' | 'rifleBonuses' | 'carbineBonuses' | 'pistolBonuses' | 'bowBonuses' | 'blunderbussBonuses'>;

const MUSKET_BONUSES: readonly number[] = [2, 1, 0]; // SDS 4.2: +2 ≤ 1L, +1 to 2L (S001); +0 to 3L (A11)
const MUSKET_TWO_BANDS: readonly number[] = [2, 1]; // musketMaxBands 2: normal and double range only

/** Bonuses per band (band k covers (k·step, (k+1)·step]). Empty for hand weapons. */
export function bandBonuses(weapon: Weapon, opts: WeaponOpts): readonly number[] {
  switch (weapon) {
    case 'musket':
      return opts.musketMaxBands >= 3 ? MUSKET_BONUSES : MUSKET_TWO_BANDS;
    case 'rifle':
      return opts.rifleBonuses;
    case 'carbine':
      return opts.carbineBonuses;
    case 'pistol':
      return opts.pistolBonuses;
    case 'bow':
      return opts.bowBonuses;
    case 'blunderbuss':
      return opts.blunderbussBonuses;
    default:
      return [];
  }
}

/** Length of one band: L for muskets and rifles, M for carbines, S for pistols, bows, blunderbusses. */
export function bandStep(weapon: Weapon, st: Sticks): number {
  switch (weapon) {
    case 'musket':
    case 'rifle':
      return st.L;
    case 'carbine':
      return st.M;
    case 'pistol':
    case 'bow':
    case 'blunderbuss':
      return st.S;
    default:
      return 0;
  }
}

/** Maximum range in mm (edge to edge); 0 for hand weapons. */
export function maxRange(weapon: Weapon, st: Sticks, opts: WeaponOpts): number {
  return bandStep(weapon, st) * bandBonuses(weapon, opts).length;
}

/** Band index 0.. for an edge-to-edge distance, or −1 when out of range. */
export function bandIndex(weapon: Weapon, distMm: number, st: Sticks, opts: WeaponOpts): number {
  const step = bandStep(weapon, st);
  const n = bandBonuses(weapon, opts).length;
  if (step === 0) return -1;
  // SDS 4.2: bands are closed at their far end (exactly 1L is still band 1); overlap counts as 0
  const k = distMm <= step ? 0 : Math.ceil(distMm / step) - 1;
  return k < n ? k : -1;
}

/** SDS 4.2: weapon bonus at this distance; −Infinity when out of range. */
export function bandBonus(weapon: Weapon, distMm: number, st: Sticks, opts: WeaponOpts): number {
  const k = bandIndex(weapon, distMm, st, opts);
  return k < 0 ? -Infinity : bandBonuses(weapon, opts)[k];
}

/** Band-1 bonus, used as the "fire factor" against charging cavalry (SDS 5.10, A17). */
export function band1Bonus(weapon: Weapon, opts: WeaponOpts): number {
  const b = bandBonuses(weapon, opts);
  return b.length ? b[0] : 0;
}

/** SDS 3.8: actions needed to reload (A1, A2). */
export function reloadCost(weapon: Weapon, opts: Pick<SdsOptions, 'reloadMusket' | 'reloadRifle' | 'reloadBow'>): number {
  switch (weapon) {
    case 'rifle':
      return opts.reloadRifle;
    case 'bow':
      return opts.reloadBow;
    case 'musket':
    case 'carbine':
    case 'pistol':
    case 'blunderbuss':
      return opts.reloadMusket;
    default:
      return 0;
  }
}

/** SDS 4.8: may this weapon be fired from horseback? */
export function canFireMounted(weapon: Weapon, opts: Pick<SdsOptions, 'mountedFire'>): boolean {
  if (!isFirearm(weapon)) return false;
  if (opts.mountedFire === 'any') return true;
  if (opts.mountedFire === 'none') return false;
  return weapon === 'pistol' || weapon === 'carbine';
}

/** SDS 2.15: rifles cannot use Shoot-and-Reload. */
export function canShootAndReload(weapon: Weapon): boolean {
  return isFirearm(weapon) && weapon !== 'rifle';
}
