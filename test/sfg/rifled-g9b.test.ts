// SFG-6.6 / G9b [P] (rifledLongRange): a rifled battery fires 1 die hitting on 6 at over 20 and
// up to 30 UM; field guns, and rifled guns without the option, stop at artilleryMaxRangeUM (20).
import { describe, expect, it } from 'vitest';
import { engaging, fire, pushFireTargets } from '../../src/rulesets/sfg/rules/fire.js';
import { GUN_RIFLED } from '../../src/rulesets/sfg/state.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/** A battery at (10, 3) facing +y and an enemy 4-base line whose front is `range` UM ahead. */
function battery(range: number, rifled: boolean, longRange: boolean) {
  const g = makeGame(army('A', [division('a', [brigade('a1', 4)], 1)]), army('B', [division('b', [brigade('b1', 4)])]), { rifledLongRange: longRange });
  const gun = put(g, 1, 10, 3);
  gun.limbered = false;
  if (rifled) gun.gun = GUN_RIFLED;
  put(g, 0, 30, 1);
  // the battery fires from its base centre (0.8 UM behind its front)
  const e = put(g, 2, 10, 3 - gun.hd + range, 0, -1);
  return { g, gun, e };
}

describe('G9b rifled guns: the 20–30 UM band', () => {
  const out = new Float64Array(1);
  it('under rifledLongRange a rifled battery engages at 25 and 30 UM, not beyond; a field battery does not', () => {
    for (const [range, rifled, on, n] of [
      [25, true, true, 1],
      [30, true, true, 1],
      [30.5, true, true, 0],
      [25, false, true, 0],
      [25, true, false, 0],
      [20, true, false, 1],
    ] as const) {
      const { g, gun, e } = battery(range, rifled, on);
      expect(engaging(g, gun, e, out)).toBe(n);
      g.opts.clear();
      expect(pushFireTargets(g, gun, g.opts)).toBe(n);
    }
  });
  it('at 25 UM it rolls 1 die: a 5 misses, a 6 hits', () => {
    for (const [face, hits] of [
      [5, 0],
      [6, 1],
    ]) {
      const { g, gun, e } = battery(25, true, true);
      const d = script(g, [face]);
      expect(fire(g, gun, e, false, true)).toBe(hits);
      expect(d.remaining).toBe(0);
    }
  });
  it('inside 20 UM it fires as a field gun (1 die on 5+ at 12–20 UM)', () => {
    const { g, gun, e } = battery(15, true, true);
    const d = script(g, [5]);
    expect(fire(g, gun, e, false, true)).toBe(1);
    expect(d.remaining).toBe(0);
  });
});
