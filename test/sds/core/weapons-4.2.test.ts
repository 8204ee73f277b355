import { describe, it, expect } from 'vitest';
import {
  band1Bonus,
  bandBonus,
  bandIndex,
  canFireMounted,
  canShootAndReload,
  firearmOf,
  maxRange,
  reloadCost,
} from '../../../src/rulesets/sds/mechanics/weapons.js';
import { defaultSdsOptions as opts, readSdsOptions, sticks } from '../../../src/rulesets/sds/options.js';

const st = sticks(28);

describe('SDS 4.2 weapons table (28 mm: S 75, M 120, L 180)', () => {
  it('musket: +2 to 1L, +1 to 2L (S001), +0 to 3L (A11), then out of range', () => {
    expect(bandBonus('musket', 0, st, opts)).toBe(2);
    expect(bandBonus('musket', 180, st, opts)).toBe(2);
    expect(bandBonus('musket', 181, st, opts)).toBe(1);
    expect(bandBonus('musket', 360, st, opts)).toBe(1);
    expect(bandBonus('musket', 361, st, opts)).toBe(0);
    expect(bandBonus('musket', 540, st, opts)).toBe(0);
    expect(bandBonus('musket', 541, st, opts)).toBe(-Infinity);
    expect(maxRange('musket', st, opts)).toBe(540);
  });
  it('musketMaxBands 2 ends the musket at 2L', () => {
    const two = readSdsOptions({ musketMaxBands: 2 });
    expect(bandBonus('musket', 361, st, two)).toBe(-Infinity);
    expect(maxRange('musket', st, two)).toBe(360);
  });
  it('rifle bonuses +2/+2/+1 over L bands (A12), configurable', () => {
    expect([100, 300, 500].map((d) => bandBonus('rifle', d, st, opts))).toEqual([2, 2, 1]);
    expect(bandBonus('rifle', 300, st, readSdsOptions({ rifleBonuses: [3, 2, 1] }))).toBe(2);
  });
  it('carbine in M bands, pistol and bow in S bands', () => {
    expect([120, 121, 240, 241].map((d) => bandBonus('carbine', d, st, opts))).toEqual([1, 0, 0, -Infinity]);
    expect([75, 76, 150, 151].map((d) => bandBonus('pistol', d, st, opts))).toEqual([1, 0, 0, -Infinity]);
    expect(maxRange('bow', st, opts)).toBe(150);
  });
  it('hand weapons have no range; overlapping bases count as band 1', () => {
    expect(bandIndex('sword', 10, st, opts)).toBe(-1);
    expect(bandBonus('musket', -3, st, opts)).toBe(2);
  });
  it('15 mm musket maximum is 360 mm = 3L (MINIDE)', () => {
    expect(maxRange('musket', sticks(15), opts)).toBe(360);
  });
  it('band-1 bonus is the fire factor against charging cavalry (A17)', () => {
    expect(band1Bonus('musket', opts)).toBe(2);
    expect(band1Bonus('sword', opts)).toBe(0);
  });
  it('firearmOf picks the longest-ranged firearm', () => {
    expect(firearmOf(['sword', 'pistol'])).toBe('pistol');
    expect(firearmOf(['axe', 'musket'])).toBe('musket');
    expect(firearmOf(['sword', 'halberd'])).toBeNull();
    expect(firearmOf(['lance', 'pistol'])).toBe('pistol');
  });
});

describe('SDS 3.8 reloading, SDS 4.8 mounted fire, SDS 2.15 Shoot-and-Reload', () => {
  it('musket-type weapons 2 actions, rifle 3, bow 0 (A1, A2)', () => {
    expect(['musket', 'carbine', 'pistol', 'blunderbuss'].map((w) => reloadCost(w as 'musket', opts))).toEqual([2, 2, 2, 2]);
    expect(reloadCost('rifle', opts)).toBe(3);
    expect(reloadCost('bow', opts)).toBe(0);
    expect(reloadCost('musket', readSdsOptions({ reloadMusket: 1 }))).toBe(1);
  });
  it('mounted: pistols and carbines only by default', () => {
    expect(canFireMounted('pistol', opts)).toBe(true);
    expect(canFireMounted('carbine', opts)).toBe(true);
    expect(canFireMounted('musket', opts)).toBe(false);
    expect(canFireMounted('musket', readSdsOptions({ mountedFire: 'any' }))).toBe(true);
    expect(canFireMounted('pistol', readSdsOptions({ mountedFire: 'none' }))).toBe(false);
  });
  it('rifles cannot use Shoot-and-Reload', () => {
    expect(canShootAndReload('musket')).toBe(true);
    expect(canShootAndReload('rifle')).toBe(false);
  });
});
