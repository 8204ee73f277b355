/**
 * The SDS odds hook (`volley odds sds activation|shot|melee|morale`): exact probabilities as
 * fractions (SDS 2.7, 4.10, 5.2, 6.2; Appendix B). Human output is a small table (fraction and
 * decimal); the JSON output has fractions as strings ("7/36").
 */
import { InputError } from '../../errors.js';
import type { HookCommand, HookContext, HookOutput } from '../../types.js';
import { readSdsOptions, type SdsOptions } from '../options.js';
import { moraleQuality } from '../mechanics/morale.js';
import type { Fraction } from '../../kit/fraction.js';
import { activationOdds } from './activation.js';
import { moraleOdds } from './morale.js';
import { shotOdds } from './shot.js';
import { meleeOdds } from './melee.js';
import { FIREARMS } from '../mechanics/weapons.js';
import type { Profile, Weapon } from '../data/profile.js';
import { firearmOf } from '../mechanics/weapons.js';
import { readCatalogueFromDir, DEFAULT_PROFILES_DIR } from '../data/pointsCommand.js';
import { fractionTable as table, intFlag, numFlag, type OddsFlags } from '../../kit/oddsFlags.js';

type Raw = OddsFlags;

// Fractions print as strings in JSON (Fraction.toJSON)
function out(text: string, json: unknown): HookOutput {
  return { text, json };
}

/** `--shooter france/old-guard`: a catalogue profile instead of a bare Combat factor. */
function profileFlag(raw: Raw, key: string, flag: string, ctx: HookContext): Profile | undefined {
  const v = raw[key];
  if (v === undefined) return undefined;
  const m = /^([^/:]+)[/:](.+)$/.exec(String(v));
  if (!m) throw new InputError('command line', flag, `'${String(v)}' is not nation/profile`, 'e.g. france/line-infantryman');
  let cat;
  try {
    cat = readCatalogueFromDir(m[1], String(raw.profiles ?? DEFAULT_PROFILES_DIR), ctx);
  } catch (e) {
    throw new InputError('command line', flag, (e as Error).message, 'e.g. france/line-infantryman');
  }
  const p = cat.byId.get(m[2]);
  if (!p) throw new InputError('command line', flag, `unknown profile '${m[2]}' for ${cat.nation}`, `known: ${cat.profiles.map((x) => x.id).join(', ')}`);
  return p;
}

/** Combat from a profile flag or a -c flag (exactly one of them). */
function combatOf(raw: Raw, profileKey: string, profileFlagName: string, cKey: string, cFlag: string, ctx: HookContext): { c: number; profile?: Profile } {
  const p = profileFlag(raw, profileKey, profileFlagName, ctx);
  if (p && raw[cKey] !== undefined) throw new InputError('command line', cFlag, `give either ${profileFlagName} or ${cFlag}`, 'not both');
  if (p) return { c: p.c, profile: p };
  return { c: intFlag(raw, cKey, cFlag, 0, 9) };
}

function runActivation(raw: Raw, ctx: HookContext): HookOutput {
  const opts: SdsOptions = readSdsOptions(ctx.options);
  const q = intFlag(raw, 'quality', '--quality', 2, 6);
  const n = intFlag(raw, 'dice', '--dice', 1, 3, 1);
  const a = activationOdds(q, n, !!raw.command, !!raw.elan, opts);
  const rows: [string, Fraction][] = a.successes.map((p, k) => [`${k} success${k === 1 ? '' : 'es'}`, p]);
  rows.push(['turnover', a.turnover], ['E[actions]', a.expectedActions]);
  return out(table(`SDS 2.7 activation: Q${q}+ (effective ${a.effectiveQuality}+), ${n} dice`, rows), a);
}

function runMorale(raw: Raw, ctx: HookContext): HookOutput {
  const opts: SdsOptions = readSdsOptions(ctx.options);
  const q = intFlag(raw, 'quality', '--quality', 2, 6);
  const eq = moraleQuality(q, !!raw.command, !!raw.steadfast, !!raw.fear, opts);
  const m = moraleOdds(eq);
  return out(
    table(`SDS 6.1 morale test: Q${q}+ (effective ${eq}+), 3 dice`, [
      ['hold', m.hold],
      ['flee 1 move', m.flee1],
      ['flee 2 moves', m.flee2],
      ['fled (lost)', m.fled],
    ]),
    { quality: q, ...m },
  );
}

function runShot(raw: Raw, ctx: HookContext): HookOutput {
  const opts: SdsOptions = readSdsOptions(ctx.options);
  const shooter = combatOf(raw, 'shooter', '--shooter', 'shooterC', '--shooter-c', ctx);
  const target = combatOf(raw, 'target', '--target', 'targetC', '--target-c', ctx);
  const shooterC = shooter.c;
  const targetC = target.c;
  const ownFirearm = shooter.profile ? firearmOf(shooter.profile.weapons) : null;
  if (shooter.profile && !ownFirearm && raw.weapon === undefined)
    throw new InputError('command line', '--shooter', `${shooter.profile.name} has no firearm`, 'pick a shooter with a musket, rifle, carbine, pistol…');
  const weapon = String(raw.weapon ?? ownFirearm ?? 'musket');
  if (!FIREARMS.includes(weapon as Weapon))
    throw new InputError('command line', '--weapon', `'${weapon}' is not a firearm`, `use one of ${FIREARMS.join(', ')}`);
  const distance = numFlag(raw, 'distance', '--distance', 0, 10000);
  const band = raw.band === undefined ? undefined : intFlag(raw, 'band', '--band', 1, 3);
  const bonus = raw.bonus === undefined ? undefined : intFlag(raw, 'bonus', '--bonus', -5, 5);
  if (distance !== undefined && band !== undefined)
    throw new InputError('command line', '--band', 'give either --distance or --band, not both', 'e.g. --distance 150 or --band 1');
  const coverRaw = raw.cover === undefined ? 'none' : String(raw.cover);
  const cover = { none: 0, light: 1, heavy: 2 }[coverRaw];
  if (cover === undefined) throw new InputError('command line', '--cover', `'${coverRaw}' is not a cover class`, 'use light or heavy');
  const volley = intFlag(raw, 'volley', '--volley', 1, 6, 1);
  if (raw.aimed && volley > 1) throw new InputError('command line', '--aimed', 'no aimed fire in a volley (SDS 2.14)', 'drop --aimed or --volley');
  let s;
  try {
    s = shotOdds(
      { shooterC, targetC, weapon: weapon as Weapon, distance, band, bonus, cover, aimed: raw.aimed ? 1 : 0, volley, targetFallen: !!raw.targetFallen },
      opts,
    );
  } catch (e) {
    if (e instanceof RangeError)
      throw new InputError('command line', distance !== undefined ? '--distance' : '--band', e.message, `scale ${opts.scale} mm sticks; see volley rules sds`);
    throw e;
  }
  const title =
    `SDS 4.10 shot: C${shooterC} ${weapon} ` +
    `+${s.bonus}${cover ? ` (${coverRaw} cover)` : ''}${raw.aimed ? ' aimed' : ''}${volley > 1 ? ` volley of ${volley}` : ''} ` +
    `vs C${targetC}${raw.targetFallen ? ' fallen' : ''}: ` +
    `d6${fmt(s.shooterMod)} vs d6${fmt(s.targetMod)}`;
  return out(
    table(title, [
      ['nothing', s.nothing],
      ['recoil', s.recoil],
      ['fall', s.fall],
      ['kill', s.kill],
      ['gruesome kill', s.gruesome],
      ['any kill', s.anyKill],
      ['out of ammo', s.outOfAmmo],
    ]),
    { weapon, cover: coverRaw, aimed: !!raw.aimed, volley, ...s },
  );
}

function runMelee(raw: Raw, ctx: HookContext): HookOutput {
  const opts: SdsOptions = readSdsOptions(ctx.options);
  const attackerC = combatOf(raw, 'attacker', '--attacker', 'attackerC', '--attacker-c', ctx).c;
  const defenderC = combatOf(raw, 'defender', '--defender', 'defenderC', '--defender-c', ctx).c;
  const attackerMod = intFlag(raw, 'attackerMod', '--attacker-mod', -9, 9, 0);
  const defenderMod = intFlag(raw, 'defenderMod', '--defender-mod', -9, 9, 0);
  const m = meleeOdds({ attackerC, defenderC, attackerMod, defenderMod, powerBlow: !!raw.powerBlow, defenderFallen: !!raw.defenderFallen }, opts);
  const title =
    `SDS 5.2 melee: attacker d6${fmt(m.attackerMod)} vs defender ` +
    `d6${fmt(m.defenderMod)}${raw.powerBlow ? ' (power blow)' : ''}${raw.defenderFallen ? ' (defender fallen)' : ''}`;
  return out(
    table(title, [
      ['attacker wins: defender recoils', m.attacker.recoil],
      ['attacker wins: defender falls', m.attacker.fall],
      ['attacker wins: defender killed', m.attacker.kill],
      ['attacker wins: gruesome kill', m.attacker.gruesome],
      ['attacker wins (any)', m.attacker.total],
      ['tie', m.tie],
      ['defender wins: attacker recoils', m.defender.recoil],
      ['defender wins: attacker falls', m.defender.fall],
      ['defender wins: attacker killed', m.defender.kill],
      ['defender wins: gruesome kill', m.defender.gruesome],
      ['defender wins (any)', m.defender.total],
    ]),
    m,
  );
}

function fmt(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The commands under `volley odds sds`. */
export const sdsOdds: HookCommand[] = [
  {
    name: 'activation',
    description: 'successes, turnover and expected actions of an activation roll (SDS 2.7)',
    flags: [
      { flag: '--quality <q>', description: 'Quality 2..6' },
      { flag: '--dice <n>', description: 'dice rolled, 1..3', default: '1' },
      { flag: '--command', description: 'within command range of a superior (+1)' },
      { flag: '--elan', description: 'the model has Élan (+1)' },
    ],
    run: (_args, flags, ctx) => runActivation(flags, ctx),
  },
  {
    name: 'shot',
    description: 'result of one shot or volley (SDS 4.10)',
    flags: [
      { flag: '--shooter-c <c>', description: 'shooter Combat' },
      { flag: '--shooter <nation/profile>', description: 'a catalogue profile instead of --shooter-c (its firearm is the default weapon)' },
      { flag: '--target <nation/profile>', description: 'a catalogue profile instead of --target-c' },
      { flag: '--profiles <dir>', description: 'catalogue directory for --shooter/--target', default: DEFAULT_PROFILES_DIR },
      { flag: '--weapon <w>', description: `firearm: ${FIREARMS.join(', ')} (default musket)` },
      { flag: '--distance <mm>', description: 'edge-to-edge distance in mm (28 mm scale unless --option scale=…)' },
      { flag: '--band <k>', description: 'range band 1..3 instead of a distance' },
      { flag: '--bonus <b>', description: 'explicit weapon bonus instead of weapon/distance' },
      { flag: '--target-c <c>', description: 'target Combat' },
      { flag: '--cover <class>', description: 'light | heavy' },
      { flag: '--aimed', description: 'aimed shot (1 extra action, −1 to the target)' },
      { flag: '--volley <n>', description: 'shooters in a volley, 1..6', default: '1' },
      { flag: '--target-fallen', description: 'the target is fallen' },
    ],
    run: (_args, flags, ctx) => runShot(flags, ctx),
  },
  {
    name: 'melee',
    description: 'result of one hand-to-hand fight (SDS 5.2)',
    flags: [
      { flag: '--attacker-c <c>', description: 'attacker Combat' },
      { flag: '--defender-c <c>', description: 'defender Combat' },
      { flag: '--attacker <nation/profile>', description: 'a catalogue profile instead of --attacker-c' },
      { flag: '--defender <nation/profile>', description: 'a catalogue profile instead of --defender-c' },
      { flag: '--profiles <dir>', description: 'catalogue directory for --attacker/--defender', default: DEFAULT_PROFILES_DIR },
      { flag: '--power-blow', description: 'power blow (1 extra action, −1 to the defender)' },
      { flag: '--attacker-mod <n>', description: 'other modifiers to the attacker total', default: '0' },
      { flag: '--defender-mod <n>', description: 'other modifiers to the defender total', default: '0' },
      { flag: '--defender-fallen', description: 'the defender is fallen' },
    ],
    run: (_args, flags, ctx) => runMelee(flags, ctx),
  },
  {
    name: 'morale',
    description: 'outcomes of a 3-dice morale test (SDS 6.1–6.2)',
    flags: [
      { flag: '--quality <q>', description: 'Quality 2..6' },
      { flag: '--command', description: 'within command range of a superior (option commandBonusOnMorale)' },
      { flag: '--steadfast', description: 'Steadfast (+1 per die)' },
      { flag: '--fear', description: 'Fear penalty (−1 per die)' },
    ],
    run: (_args, flags, ctx) => runMorale(flags, ctx),
  },
];
