/**
 * `volley odds intro test|shot|melee`: the exact odds of odds/index.ts behind the contract's
 * HookCommand, with the game's rule options (bands, TODO malus, visibility, woundedCanFight).
 */
import type { HookCommand } from '../../types.js';
import { fractionOutput, intFlag, numFlag } from '../../kit/oddsFlags.js';
import { WOUNDED } from '../constants.js';
import { resolveConfig } from '../options.js';
import { BAND_NAMES, bandOf, OUT_OF_RANGE } from '../table/geometry.js';
import { meleeOdds, testOdds } from './index.js';

export const introOdds: HookCommand[] = [
  {
    name: 'test',
    description: 'INT-4.2 action test: P(1d6 ≤ value) for a CMB or ABI value',
    flags: [{ flag: '--value <v>', description: 'the characteristic tested (CMB or ABI), after any malus', default: '3' }],
    run(_args, flags) {
      const v = intFlag(flags, 'value', '--value', -5, 10, 3);
      return fractionOutput(`INT-4.2: 1d6 ≤ ${v}`, [['success', testOdds(v)]]);
    },
  },
  {
    name: 'shot',
    description: 'INT-5.3 ranged attack: P(hit) of a shooter at a distance (range bands and TODO malus from the options)',
    flags: [
      { flag: '--cmb <c>', description: "the shooter's CMB", default: '3' },
      { flag: '--cm <d>', description: 'centre-to-centre distance in cm', default: '30' },
    ],
    run(_args, flags, ctx) {
      const cmb = intFlag(flags, 'cmb', '--cmb', 1, 5, 3);
      const cm = numFlag(flags, 'cm', '--cm', 0, 10000) ?? 30;
      const cfg = resolveConfig(ctx.options);
      const band = bandOf(cfg.bands, cm);
      if (band === OUT_OF_RANGE) return fractionOutput(`INT-1.5: ${cm} cm is beyond the long band (${cfg.bands[3]} cm): no shot`, [['hit', testOdds(0)]]);
      const value = cmb - cfg.malus[band];
      return fractionOutput(`INT-5.3: CMB ${cmb} at ${cm} cm (${BAND_NAMES[band]} band, malus ${cfg.malus[band]}): 1d6 ≤ ${value}`, [['hit', testOdds(value)]]);
    },
  },
  {
    name: 'melee',
    description: "INT-5.5 melee attack: P(hit), P(defender removed), P(counter-attack), P(counter-attack hits) (the defender's CMB and damage)",
    flags: [
      { flag: '--cmb <c>', description: "the attacker's CMB", default: '3' },
      { flag: '--vs <c>', description: "the defender's CMB", default: '3' },
      { flag: '--damage <k>', description: "the defender's damage before the attack: 0 ready, 1 prone, 2 wounded", default: '0' },
    ],
    run(_args, flags, ctx) {
      const cmb = intFlag(flags, 'cmb', '--cmb', 1, 5, 3);
      const vs = intFlag(flags, 'vs', '--vs', 1, 5, 3);
      const damage = intFlag(flags, 'damage', '--damage', 0, WOUNDED, 0);
      const cfg = resolveConfig(ctx.options);
      // G-I6: a wounded defender strikes back only with woundedCanFight; without counterAttackFree
      // it also needs its combat action left, which these odds assume it has
      const o = meleeOdds(cmb, vs, damage, (d) => cfg.woundedCanFight || d < WOUNDED);
      return fractionOutput(`INT-5.5: CMB ${cmb} attacks CMB ${vs} at damage ${damage} (woundedCanFight ${cfg.woundedCanFight})`, [
        ['attack hits', o.hit],
        ['defender removed', o.removed],
        ['defender counter-attacks', o.counter],
        ['counter-attack hits', o.counterHit],
      ]);
    },
  },
];
