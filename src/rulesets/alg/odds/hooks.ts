/**
 * `volley odds alg initiative|morale|pool`: the exact odds of odds/index.ts behind the
 * contract's HookCommand, fractions printed as strings.
 */
import type { HookCommand } from '../../types.js';
import { InputError } from '../../errors.js';
import { fractionOutput } from '../../kit/oddsFlags.js';
import { initiativeOdds, moraleOdds, poolOdds } from './index.js';

type Flags = Record<string, unknown>;

function int(flags: Flags, key: string, flag: string, lo: number, hi: number, def: number): number {
  const v = flags[key];
  if (v === undefined) return def;
  const s = String(v).trim();
  if (!/^-?\d+$/.test(s) || Number(s) < lo || Number(s) > hi)
    throw new InputError('command line', flag, `'${s}' is not a whole number from ${lo} to ${hi}`, `e.g. ${flag} ${def}`);
  return Number(s);
}

export const algOdds: HookCommand[] = [
  {
    name: 'initiative',
    description: 'ALG-3.1 initiative: P(side A rolls more 3s, ties, fewer) and P(A has the initiative)',
    flags: [
      { flag: '--dice <n>', description: "side A's activation dice", default: '4' },
      { flag: '--vs <m>', description: "side B's activation dice", default: '4' },
      { flag: '--held <who>', description: 'who held the initiative last turn: a, b, or none (turn 1: ties at random)', default: 'none' },
    ],
    run(_args, flags) {
      const n = int(flags, 'dice', '--dice', 0, 60, 4);
      const m = int(flags, 'vs', '--vs', 0, 60, 4);
      const h = String(flags.held ?? 'none');
      if (!['a', 'b', 'none'].includes(h)) throw new InputError('command line', '--held', `'${h}' is not a side`, 'use a, b or none');
      const o = initiativeOdds(n, m, h === 'none' ? null : h === 'a');
      return fractionOutput(`ALG-3.1: ${n} dice v ${m} dice, initiative held last turn by ${h}`, [
        ['A rolls more 3s', o.more],
        ['equal 3s', o.tie],
        ['A rolls fewer 3s', o.fewer],
        ['A has the initiative', o.initiative],
      ]);
    },
  },
  {
    name: 'pool',
    description: 'ALG-3.1 activation pool: valid dice and PA expected from n dice',
    flags: [{ flag: '--dice <n>', description: 'activation dice rolled', default: '4' }],
    run(_args, flags) {
      const n = int(flags, 'dice', '--dice', 0, 60, 4);
      const o = poolOdds(n);
      return fractionOutput(`ALG-3.1: ${n} activation dice`, [
        ['P(a die is valid)', o.validPerDie],
        ['expected valid dice', o.expectedValid],
        ['expected PA', o.expectedPA],
      ]);
    },
  },
  {
    name: 'morale',
    description: 'ALG-4.2 morale test: P(fully passed), P(passed), P(failed) on a d10 against Mo with modifiers',
    flags: [
      { flag: '--mo <mo>', description: 'morale (Mo)', default: '7' },
      { flag: '--mods <k>', description: 'sum of the modifiers (+1 cover, +1 no charge threat, ...)', default: '0' },
    ],
    run(_args, flags, ctx) {
      const mo = int(flags, 'mo', '--mo', 1, 10, 7);
      const mods = int(flags, 'mods', '--mods', -5, 5, 0);
      const o = moraleOdds(mo, mods, ctx.options.moraleMode === 'rollPlusMods');
      return fractionOutput(
        `ALG-4.2: Mo ${mo}, modifiers ${mods >= 0 ? '+' : ''}${mods} ` + `(moraleMode ${String(ctx.options.moraleMode ?? 'targetPlusMods')})`,
        [
          ['fully passed', o.fully],
          ['passed', o.passed],
          ['failed', o.failed],
        ],
      );
    },
  },
];
