/**
 * `volley odds sfg command|fire|melee`: the exact odds of odds/index.ts behind the contract's
 * HookCommand, with fractions printed as strings, under the rule options given with --option
 * (the command test's bound, cover to-hit numbers, artillery range and cover reading, pushback
 * tests, the natural rule in melee), as the engine reads them.
 */
import type { HookCommand, HookOutput } from '../../types.js';
import { readSfgOptions } from '../options.js';
import { InputError } from '../../errors.js';
import { artilleryBand, artilleryDice, artilleryNeed } from '../mechanics/fire.js';
import { hittingFaces } from '../mechanics/dice.js';
import { RIFLED_LONG_RANGE_UM } from '../constants.js';
import { GUN_NAMES } from '../state.js';
import { commandPass, Fraction, fireOdds, meleeOdds } from './index.js';
import { fractionTable as table, intFlag as int, numFlag as num } from '../../kit/oddsFlags.js';

function json(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x instanceof Fraction ? x.toString() : x)));
}

const COVER = ['open', 'light', 'heavy'];

/** Expected passed orders in one activation under the per-general malus (SFG-4.4 / G4): Σ_k Π_{i≤k} P(v − i). */
export function expectedOrders(value: number, inclusive = true): Fraction {
  let e = Fraction.ZERO;
  let run = Fraction.ONE;
  for (let k = 0; k < 12; k++) {
    run = run.mul(commandPass(value - k, inclusive));
    if (run.isZero()) break;
    e = e.add(run);
  }
  return e;
}

export const sfgOdds: HookCommand[] = [
  {
    name: 'command',
    description: 'SFG-4.1 command test: P(2d6 ≤ value + modifier), and the expected brigade orders per activation (G4 per general)',
    flags: [
      { flag: '--value <v>', description: "the general's command value (7 poor, 8 standard, 9 good)", default: '8' },
      { flag: '--modifier <m>', description: 'sum of the SFG-4.4 modifiers', default: '0' },
    ],
    run(_args, flags, ctx): HookOutput {
      const cfg = readSfgOptions(ctx.options);
      const v = int(flags, 'value', '--value', 0, 20, 8);
      const m = int(flags, 'modifier', '--modifier', -20, 20, 0);
      const inclusive = cfg.commandPassInclusive;
      const pass = commandPass(v + m, inclusive);
      // G4 per general: the k-th order of the activation tests at value − (k−1). Under
      // orderMalusScope=brigade the malus follows each brigade, so the count depends on how
      // many brigades there are: no single expectation to print.
      const orders = cfg.orderMalusPerBrigade ? null : expectedOrders(v + m, inclusive);
      const data = { value: v, modifier: m, pass, fail: Fraction.ONE.sub(pass), expectedOrders: orders };
      const rows: [string, Fraction][] = [
        ['pass', pass],
        ['fail', data.fail],
      ];
      if (orders) rows.push(['E[orders/activation]', orders]);
      return { text: table(`SFG-4.1 command test: 2d6 ${inclusive ? '≤' : '<'} ${v + m}`, rows), json: json(data) };
    },
  },
  {
    name: 'fire',
    description: 'SFG-6.4–6.9 one firing action: hits, expected casualties, pushback test and disorder',
    flags: [
      { flag: '--bases <n>', description: 'musketry: bases that can engage (one d6 each; default 6)' },
      { flag: '--range <um>', description: 'artillery: range in UM (selects the SFG-6.6 band) instead of --bases' },
      { flag: '--gun <g>', description: 'artillery: field | howitzer | rifled (rifled reaches 30 UM under rifledLongRange, G9b)', default: 'field' },
      { flag: '--cover <c>', description: 'open | light | heavy', default: 'open' },
      { flag: '--modifier <m>', description: 'sum of the SFG-6.7 modifiers', default: '0' },
    ],
    run(_args, flags, ctx): HookOutput {
      const cfg = readSfgOptions(ctx.options);
      const cover = COVER.indexOf(String(flags.cover ?? 'open'));
      if (cover < 0) throw new InputError('command line', '--cover', `'${String(flags.cover)}' is not a cover class`, 'use open, light or heavy');
      const mod = int(flags, 'modifier', '--modifier', -6, 6, 0);
      const range = num(flags, 'range', '--range', 0, 1000);
      let dice: number;
      let need: number;
      let what: string;
      if (range !== undefined) {
        if (flags.bases !== undefined) throw new InputError('command line', '--range', 'give either --bases (musketry) or --range (artillery)', 'not both');
        const gun = String(flags.gun ?? 'field');
        if (!(GUN_NAMES as readonly string[]).includes(gun))
          throw new InputError('command line', '--gun', `'${gun}' is not a gun type`, `use ${GUN_NAMES.join(', ')}`);
        // G9b [P]: a rifled battery under rifledLongRange reaches the table's 30 UM column
        const maxRange = gun === 'rifled' && cfg.rifledLongRange ? RIFLED_LONG_RANGE_UM : cfg.artilleryMaxRange;
        const band = artilleryBand(range, maxRange, cfg.rangeInclusive);
        if (band < 0)
          throw new InputError(
            'command line',
            '--range',
            `${range} UM is beyond artillery range (${maxRange} ` + `UM${cfg.rangeInclusive ? '' : ', exclusive'})`,
            `use 0..${maxRange}`,
          );
        dice = artilleryDice(band);
        need = artilleryNeed(band, cover, cfg.coverToHit, cfg.artilleryCoverMax);
        what = `${gun} artillery at ${range} UM`;
      } else {
        dice = int(flags, 'bases', '--bases', 1, 30, 6);
        need = cfg.coverToHit[cover];
        what = `musketry, ${dice} bases`;
      }
      const f = fireOdds(dice, need, mod, cfg.fireRetreatPerTwoHits);
      const rows: [string, Fraction][] = f.hits.map((p, h) => [`${h} hit${h === 1 ? '' : 's'}`, p]);
      rows.push(['E[hits]', f.expected], ['pushback test (2+ hits)', f.pushbackTest], ['disordered (a 6 on a pushback test)', f.disordered]);
      return { text: table(`SFG-6 ${what}: ${dice}d6 at ${need}+ ${mod >= 0 ? '+' : ''}${mod} vs ${COVER[cover]} (per die ${f.perDie})`, rows), json: json(f) };
    },
  },
  {
    name: 'melee',
    description: "SFG-8 one melee round: attacker and defender dice, to-hit, and score extras; default is the text's example, 21D6 against 12D6",
    flags: [
      { flag: '--attacker-dice <n>', description: 'attacker dice (bases in contact × dice per base)', default: '21' },
      { flag: '--defender-dice <n>', description: 'defender dice', default: '12' },
      { flag: '--attacker-need <x>', description: "to-hit, from the defender's cover (default: coverToHit's open number, 4)" },
      { flag: '--defender-need <x>', description: "to-hit, from the attacker's cover (default: coverToHit's open number, 4)" },
      { flag: '--attacker-mod <m>', description: 'SFG-8.3 modifiers of the attacker', default: '0' },
      { flag: '--defender-mod <m>', description: 'SFG-8.3 modifiers of the defender', default: '0' },
      { flag: '--attacker-extra <k>', description: 'support + charging column + experience of the attacker', default: '0' },
      { flag: '--defender-extra <k>', description: 'support + experience of the defender', default: '0' },
    ],
    run(_args, flags, ctx): HookOutput {
      const cfg = readSfgOptions(ctx.options);
      const ad = int(flags, 'attackerDice', '--attacker-dice', 0, 200, 21);
      const dd = int(flags, 'defenderDice', '--defender-dice', 0, 200, 12);
      const an = int(flags, 'attackerNeed', '--attacker-need', 2, 9, cfg.coverToHit[0]);
      const dn = int(flags, 'defenderNeed', '--defender-need', 2, 9, cfg.coverToHit[0]);
      const am = int(flags, 'attackerMod', '--attacker-mod', -6, 6, 0);
      const dm = int(flags, 'defenderMod', '--defender-mod', -6, 6, 0);
      const ae = int(flags, 'attackerExtra', '--attacker-extra', 0, 20, 0);
      const de = int(flags, 'defenderExtra', '--defender-extra', 0, 20, 0);
      const m = meleeOdds(ad, hittingFaces(an, am, cfg.naturalRuleInMelee), ae, dd, hittingFaces(dn, dm, cfg.naturalRuleInMelee), de);
      return {
        text: table(
          `SFG-8 melee round: attacker ${ad}d6 at ${an}+ ` +
            `${am >= 0 ? '+' : ''}${am} (+${ae}), defender ${dd}d6 at ${dn}+ ` +
            `${dm >= 0 ? '+' : ''}${dm} (+${de})`,
          [
            ['attacker wins', m.attackerWins],
            ['draw', m.draw],
            ['  of which no casualties (second round)', m.drawNoCasualties],
            ['defender wins', m.defenderWins],
            ['E[attacker hits]', m.attackerExpectedHits],
            ['E[defender hits]', m.defenderExpectedHits],
          ],
        ),
        json: json(m),
      };
    },
  },
];
