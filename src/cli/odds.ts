/**
 * `volley odds sds activation|shot|melee|morale`: exact probabilities as fractions (SDS 2.7,
 * 4.10, 5.2, 6.2; Appendix B). Human output is a small table (fraction and decimal); --json
 * prints fractions as strings ("7/36").
 */
import type { Command } from 'commander';
import { applyOptions, defaultOptions, parseOptionFlags } from '../engine/options.js';
import { InputError } from '../scenario/errors.js';
import { findRuleset, rulesetIds } from '../rulesets/registry.js';
import { readSdsOptions, sdsOptions, type SdsOptions } from '../rulesets/sds/options.js';
import { moraleQuality } from '../rulesets/sds/mechanics/morale.js';
import { Fraction } from '../rulesets/sds/odds/fraction.js';
import { activationOdds } from '../rulesets/sds/odds/activation.js';
import { moraleOdds } from '../rulesets/sds/odds/morale.js';
import { shotOdds } from '../rulesets/sds/odds/shot.js';
import { meleeOdds } from '../rulesets/sds/odds/melee.js';
import { FIREARMS } from '../rulesets/sds/mechanics/weapons.js';
import type { Profile, Weapon } from '../rulesets/sds/profile.js';
import { firearmOf } from '../rulesets/sds/mechanics/weapons.js';
import { readCatalogueFromDir, DEFAULT_PROFILES_DIR } from './points.js';

type Raw = Record<string, string | boolean | string[] | undefined>;

function intFlag(raw: Raw, key: string, flag: string, lo: number, hi: number, def?: number): number {
  const v = raw[key];
  if (v === undefined) {
    if (def !== undefined) return def;
    throw new InputError('command line', flag, 'is required', `e.g. ${flag} ${lo}`);
  }
  const s = String(v);
  if (!/^-?\d+$/.test(s.trim())) throw new InputError('command line', flag, `'${s}' is not a whole number`, `use ${lo}..${hi}`);
  const n = Number(s);
  if (n < lo || n > hi) throw new InputError('command line', flag, `${n} is out of range`, `use ${lo}..${hi}`);
  return n;
}

function numFlag(raw: Raw, key: string, flag: string, lo: number, hi: number): number | undefined {
  const v = raw[key];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (String(v).trim() === '' || !Number.isFinite(n)) throw new InputError('command line', flag, `'${String(v)}' is not a number`, `use ${lo}..${hi}`);
  if (n < lo || n > hi) throw new InputError('command line', flag, `${n} is out of range`, `use ${lo}..${hi}`);
  return n;
}

function sdsOpts(raw: Raw): SdsOptions {
  const flags = (raw.option as string[] | undefined) ?? [];
  const o = applyOptions(sdsOptions, defaultOptions(sdsOptions), parseOptionFlags(flags), 'command line', '--option ');
  return readSdsOptions(o);
}

function table(title: string, rows: [string, Fraction][]): string {
  const w = Math.max(...rows.map((r) => r[0].length), 8);
  const fw = Math.max(...rows.map((r) => r[1].toString().length), 8);
  const lines = [title, `${'outcome'.padEnd(w)}  ${'fraction'.padStart(fw)}  decimal`];
  for (const [k, f] of rows) lines.push(`${k.padEnd(w)}  ${f.toString().padStart(fw)}  ${f.toNumber().toFixed(4)}`);
  return `${lines.join('\n')}\n`;
}

function out(json: boolean, human: string, data: unknown): void {
  process.stdout.write(json ? `${JSON.stringify(data, (_k, v: unknown) => (v instanceof Fraction ? v.toString() : v), 2)}\n` : human);
}

const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

/** `--shooter france/old-guard`: a catalogue profile instead of a bare Combat factor. */
function profileFlag(raw: Raw, key: string, flag: string): Profile | undefined {
  const v = raw[key];
  if (v === undefined) return undefined;
  const m = /^([^/:]+)[/:](.+)$/.exec(String(v));
  if (!m) throw new InputError('command line', flag, `'${String(v)}' is not nation/profile`, 'e.g. france/line-infantryman');
  let cat;
  try {
    cat = readCatalogueFromDir(m[1], String(raw.profiles ?? DEFAULT_PROFILES_DIR));
  } catch (e) {
    throw new InputError('command line', flag, (e as Error).message, 'e.g. france/line-infantryman');
  }
  const p = cat.byId.get(m[2]);
  if (!p) throw new InputError('command line', flag, `unknown profile '${m[2]}' for ${cat.nation}`, `known: ${cat.profiles.map((x) => x.id).join(', ')}`);
  return p;
}

/** Combat from a profile flag or a -c flag (exactly one of them). */
function combatOf(raw: Raw, profileKey: string, profileFlagName: string, cKey: string, cFlag: string): { c: number; profile?: Profile } {
  const p = profileFlag(raw, profileKey, profileFlagName);
  if (p && raw[cKey] !== undefined) throw new InputError('command line', cFlag, `give either ${profileFlagName} or ${cFlag}`, 'not both');
  if (p) return { c: p.c, profile: p };
  return { c: intFlag(raw, cKey, cFlag, 0, 9) };
}

export function runActivation(raw: Raw): void {
  const opts = sdsOpts(raw);
  const q = intFlag(raw, 'quality', '--quality', 2, 6);
  const n = intFlag(raw, 'dice', '--dice', 1, 3, 1);
  const a = activationOdds(q, n, !!raw.command, !!raw.elan, opts);
  const rows: [string, Fraction][] = a.successes.map((p, k) => [`${k} success${k === 1 ? '' : 'es'}`, p]);
  rows.push(['turnover', a.turnover], ['E[actions]', a.expectedActions]);
  out(!!raw.json, table(`SDS 2.7 activation: Q${q}+ (effective ${a.effectiveQuality}+), ${n} dice`, rows), a);
}

export function runMorale(raw: Raw): void {
  const opts = sdsOpts(raw);
  const q = intFlag(raw, 'quality', '--quality', 2, 6);
  const eq = moraleQuality(q, !!raw.command, !!raw.steadfast, !!raw.fear, opts);
  const m = moraleOdds(eq);
  out(!!raw.json, table(`SDS 6.1 morale test: Q${q}+ (effective ${eq}+), 3 dice`, [['hold', m.hold], ['flee 1 move', m.flee1], ['flee 2 moves', m.flee2], ['fled (lost)', m.fled]]), { quality: q, ...m });
}

export function runShot(raw: Raw): void {
  const opts = sdsOpts(raw);
  const shooter = combatOf(raw, 'shooter', '--shooter', 'shooterC', '--shooter-c');
  const target = combatOf(raw, 'target', '--target', 'targetC', '--target-c');
  const shooterC = shooter.c;
  const targetC = target.c;
  const ownFirearm = shooter.profile ? firearmOf(shooter.profile.weapons) : null;
  if (shooter.profile && !ownFirearm && raw.weapon === undefined) throw new InputError('command line', '--shooter', `${shooter.profile.name} has no firearm`, 'pick a shooter with a musket, rifle, carbine, pistol…');
  const weapon = String(raw.weapon ?? ownFirearm ?? 'musket');
  if (!FIREARMS.includes(weapon as Weapon)) throw new InputError('command line', '--weapon', `'${weapon}' is not a firearm`, `use one of ${FIREARMS.join(', ')}`);
  const distance = numFlag(raw, 'distance', '--distance', 0, 10000);
  const band = raw.band === undefined ? undefined : intFlag(raw, 'band', '--band', 1, 3);
  const bonus = raw.bonus === undefined ? undefined : intFlag(raw, 'bonus', '--bonus', -5, 5);
  if (distance !== undefined && band !== undefined) throw new InputError('command line', '--band', 'give either --distance or --band, not both', 'e.g. --distance 150 or --band 1');
  const coverRaw = raw.cover === undefined ? 'none' : String(raw.cover);
  const cover = { none: 0, light: 1, heavy: 2 }[coverRaw];
  if (cover === undefined) throw new InputError('command line', '--cover', `'${coverRaw}' is not a cover class`, 'use light or heavy');
  const volley = intFlag(raw, 'volley', '--volley', 1, 6, 1);
  if (raw.aimed && volley > 1) throw new InputError('command line', '--aimed', 'no aimed fire in a volley (SDS 2.14)', 'drop --aimed or --volley');
  let s;
  try {
    s = shotOdds({ shooterC, targetC, weapon: weapon as Weapon, distance, band, bonus, cover, aimed: raw.aimed ? 1 : 0, volley, targetFallen: !!raw.targetFallen }, opts);
  } catch (e) {
    if (e instanceof RangeError) throw new InputError('command line', distance !== undefined ? '--distance' : '--band', e.message, `scale ${opts.scale} mm sticks; see volley rules sds`);
    throw e;
  }
  const title = `SDS 4.10 shot: C${shooterC} ${weapon} +${s.bonus}${cover ? ` (${coverRaw} cover)` : ''}${raw.aimed ? ' aimed' : ''}${volley > 1 ? ` volley of ${volley}` : ''} vs C${targetC}${raw.targetFallen ? ' fallen' : ''}: d6${fmt(s.shooterMod)} vs d6${fmt(s.targetMod)}`;
  out(
    !!raw.json,
    table(title, [['nothing', s.nothing], ['recoil', s.recoil], ['fall', s.fall], ['kill', s.kill], ['gruesome kill', s.gruesome], ['any kill', s.anyKill], ['out of ammo', s.outOfAmmo]]),
    { weapon, cover: coverRaw, aimed: !!raw.aimed, volley, ...s },
  );
}

export function runMelee(raw: Raw): void {
  const opts = sdsOpts(raw);
  const attackerC = combatOf(raw, 'attacker', '--attacker', 'attackerC', '--attacker-c').c;
  const defenderC = combatOf(raw, 'defender', '--defender', 'defenderC', '--defender-c').c;
  const attackerMod = intFlag(raw, 'attackerMod', '--attacker-mod', -9, 9, 0);
  const defenderMod = intFlag(raw, 'defenderMod', '--defender-mod', -9, 9, 0);
  const m = meleeOdds({ attackerC, defenderC, attackerMod, defenderMod, powerBlow: !!raw.powerBlow, defenderFallen: !!raw.defenderFallen }, opts);
  const title = `SDS 5.2 melee: attacker d6${fmt(m.attackerMod)} vs defender d6${fmt(m.defenderMod)}${raw.powerBlow ? ' (power blow)' : ''}${raw.defenderFallen ? ' (defender fallen)' : ''}`;
  out(
    !!raw.json,
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

/** `volley odds <game> <name>` for every ruleset that offers odds hooks (the contract's HookCommand). */
function registerHooks(odds: Command): void {
  for (const id of rulesetIds()) {
    const rs = findRuleset(id);
    if (!rs?.odds || id === 'sds') continue;
    const game = odds.command(id).description(`${rs.title}: ${rs.odds.map((h) => h.name).join(', ')}`);
    for (const h of rs.odds) {
      const c = game.command(h.name).description(h.description).option('--json', 'print JSON with fractions as strings');
      for (const f of h.flags) {
        if (f.repeatable) c.option(f.flag, f.description, collect);
        else if (f.default !== undefined) c.option(f.flag, f.description, f.default);
        else c.option(f.flag, f.description);
      }
      c.action((o: Record<string, unknown>) => {
        const r = h.run([], o);
        process.stdout.write(o.json ? `${JSON.stringify(r.json, null, 2)}\n` : r.text);
      });
    }
  }
}

export function register(program: Command): void {
  const odds = program.command('odds').description('exact probabilities of a ruleset\'s dice mechanics (fractions)');
  registerHooks(odds);
  const sds = odds.command('sds').description('Song of Drums and Shakos: activation, shot, melee, morale (Appendix B)');
  const common = (c: Command): Command =>
    c.option('--json', 'print JSON with fractions as strings').option('--option <key=value>', 'rule option (repeatable), e.g. ratioFloor=clamp1', collect);
  common(
    sds
      .command('activation')
      .description('successes, turnover and expected actions of an activation roll (SDS 2.7)')
      .option('--quality <q>', 'Quality 2..6')
      .option('--dice <n>', 'dice rolled, 1..3', '1')
      .option('--command', 'within command range of a superior (+1)')
      .option('--elan', 'the model has Élan (+1)'),
  ).action((o: Raw) => runActivation(o));
  common(
    sds
      .command('shot')
      .description('result of one shot or volley (SDS 4.10)')
      .option('--shooter-c <c>', 'shooter Combat')
      .option('--shooter <nation/profile>', 'a catalogue profile instead of --shooter-c (its firearm is the default weapon)')
      .option('--target <nation/profile>', 'a catalogue profile instead of --target-c')
      .option('--profiles <dir>', 'catalogue directory for --shooter/--target', DEFAULT_PROFILES_DIR)
      .option('--weapon <w>', `firearm: ${FIREARMS.join(', ')} (default musket)`)
      .option('--distance <mm>', 'edge-to-edge distance in mm (28 mm scale unless --option scale=…)')
      .option('--band <k>', 'range band 1..3 instead of a distance')
      .option('--bonus <b>', 'explicit weapon bonus instead of weapon/distance')
      .option('--target-c <c>', 'target Combat')
      .option('--cover <class>', 'light | heavy')
      .option('--aimed', 'aimed shot (1 extra action, −1 to the target)')
      .option('--volley <n>', 'shooters in a volley, 1..6', '1')
      .option('--target-fallen', 'the target is fallen'),
  ).action((o: Raw) => runShot(o));
  common(
    sds
      .command('melee')
      .description('result of one hand-to-hand fight (SDS 5.2)')
      .option('--attacker-c <c>', 'attacker Combat')
      .option('--defender-c <c>', 'defender Combat')
      .option('--attacker <nation/profile>', 'a catalogue profile instead of --attacker-c')
      .option('--defender <nation/profile>', 'a catalogue profile instead of --defender-c')
      .option('--profiles <dir>', 'catalogue directory for --attacker/--defender', DEFAULT_PROFILES_DIR)
      .option('--power-blow', 'power blow (1 extra action, −1 to the defender)')
      .option('--attacker-mod <n>', 'other modifiers to the attacker total', '0')
      .option('--defender-mod <n>', 'other modifiers to the defender total', '0')
      .option('--defender-fallen', 'the defender is fallen'),
  ).action((o: Raw) => runMelee(o));
  common(
    sds
      .command('morale')
      .description('outcomes of a 3-dice morale test (SDS 6.1–6.2)')
      .option('--quality <q>', 'Quality 2..6')
      .option('--command', 'within command range of a superior (option commandBonusOnMorale)')
      .option('--steadfast', 'Steadfast (+1 per die)')
      .option('--fear', 'Fear penalty (−1 per die)'),
  ).action((o: Raw) => runMorale(o));
}
