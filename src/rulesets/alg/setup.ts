/**
 * Scenarios and forces of the alg ruleset, validated with one-line errors naming file, field and
 * fix. A force (scenarios/alg/forces/*.yaml, or inline under `sides:`):
 *
 *   ruleset: alg                     # first key, so `volley validate` knows the game
 *   name: The King's Musketeers
 *   stakes: toTheDeath               # ALG-4.3: toTheDeath | objective | withdraw
 *   characters:                      # autonomous characters (ALG-2.1)
 *     - {name: Athos, class: hero, stats: {mo: 7, ti: 4, mi: 5, ca: 4, mov: 4},
 *        wounded: {mo: 6, ti: 3, mi: 4, ca: 4, mov: 3}, weapon: pistol, shield: false}
 *   squads:
 *     - name: Musketeers of the guard
 *       officer: {name: ..., class: protagonist, stats: {...}}   # extra die, leader (G-A23)
 *       leader: {...}                                           # optional separate leader
 *       standardBearer: {name: Ensign, stats: {...}}            # an extra carrying the flag
 *       extras: {name: Musketeer, count: 4, stats: {...}, weapon: musket}
 *
 * A scenario side is `{list: forces/x.yaml, stakes?, markers?: [{x, depth, r}]}`: event markers
 * (ALG-3.3) are measured from the side's own edge (depth) and across it from its own left
 * (x), so swapping sides keeps them with their army. `cover:` lists cover rectangles (G-A15).
 */
import { InputError } from '../errors.js';
import type { LoadContext, Options, SideInfo, SourceRef } from '../types.js';
import { genericKeys, unknownKeyHint } from '../kit/keys.js';
import { CA_MAX, CLASS_NAMES, CLASS_VALUE, EXTRA, STAKES } from './constants.js';
import { isMap } from '../kit/isMap.js';

export interface StatLine {
  mo: number;
  ti: number;
  mi: number;
  ca: number;
  mov: number;
}

/** Weapons of the stand-in combat (rules/combat/standin.ts): index into WEAPONS. */
export const WEAPONS = ['none', 'pistol', 'arquebus', 'musket'] as const;
export const ROLES = ['member', 'officer', 'leader', 'standardBearer'] as const;

export interface CharacterSpec {
  name: string;
  cls: number;
  healthy: StatLine;
  wounded: StatLine | null;
  weapon: number;
  shield: boolean;
  mounted: boolean;
  /** Index into ROLES (0 for autonomous characters). */
  role: number;
}

export interface SquadSpec {
  name: string;
  members: CharacterSpec[];
}

export interface Marker {
  x: number;
  depth: number;
  r: number;
}

export interface ForceSpec {
  name: string;
  stakes: number;
  characters: CharacterSpec[];
  squads: SquadSpec[];
  markers: Marker[];
  /** Sum of character values (ALG-4.3). */
  value: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Plain, structured-clonable setup. */
export interface AlgSetup {
  sides: [ForceSpec, ForceSpec];
  cover: Rect[];
  options: Options;
}

type Path = (string | number)[];
type Fail = (path: Path, problem: string, hint: string) => never;

function fieldName(path: Path): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? p : `.${p}`;
  return s;
}

function failer(file: string, source: SourceRef | undefined, prefix: Path): Fail {
  return (path, problem, hint) => {
    const full = [...prefix, ...path];
    throw new InputError(file, fieldName(full), problem, hint, source?.lineOf(full));
  };
}

function checkKeys(obj: Record<string, unknown>, allowed: string[], path: Path, fail: Fail, what: string): void {
  for (const k of Object.keys(obj)) if (!allowed.includes(k)) fail([...path, k], `unknown key '${k}' in ${what}`, unknownKeyHint(k, allowed));
}

const STAT_RANGES: Record<keyof StatLine, [number, number]> = { mo: [1, 10], ti: [0, 10], mi: [0, 10], ca: [1, CA_MAX], mov: [1, 20] };

function statLine(v: unknown, path: Path, fail: Fail): StatLine {
  if (!isMap(v)) return fail(path, 'expected a stat line {mo, ti, mi, ca, mov}', 'e.g. stats: {mo: 7, ti: 4, mi: 5, ca: 4, mov: 4} (ALG-2.2)');
  checkKeys(v, Object.keys(STAT_RANGES), path, fail, 'a stat line');
  const out: Record<string, number> = {};
  for (const [k, [lo, hi]] of Object.entries(STAT_RANGES)) {
    const x = v[k];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi)
      fail(
        [...path, k],
        x === undefined ? `missing ${k}` : `'${String(x)}' is not a ${k} value`,
        `${k} is a whole number from ${lo} to ` + `${hi}${k === 'ca' ? ' (5 = no armour, ALG-2.3)' : ''}`,
      );
    out[k] = x as number;
  }
  return out as unknown as StatLine;
}

const CHAR_KEYS = ['name', 'class', 'stats', 'wounded', 'weapon', 'shield', 'mounted'];

function character(v: unknown, path: Path, fail: Fail, role: number, forced: number | null, fallbackName: string): CharacterSpec {
  if (!isMap(v)) return fail(path, 'expected a character mapping', 'e.g. {name: Athos, class: hero, stats: {mo: 7, ti: 4, mi: 5, ca: 4, mov: 4}}');
  checkKeys(v, CHAR_KEYS, path, fail, 'a character');
  const name = typeof v.name === 'string' && v.name.trim() ? v.name.trim() : fallbackName;
  let cls = forced ?? EXTRA;
  if (v.class !== undefined) {
    cls = CLASS_NAMES.indexOf(v.class as (typeof CLASS_NAMES)[number]);
    if (cls < 0) fail([...path, 'class'], `'${String(v.class)}' is not a character class`, 'use hero, protagonist or extra (ALG-2.1)');
    if (forced !== null && cls !== forced)
      fail(
        [...path, 'class'],
        `a ${ROLES[role] === 'member' ? 'squad member' : ROLES[role]} must be an extra`,
        'heroes and protagonists join squads only as officer or leader (ALG-2.1)',
      );
  } else if (forced === null && role === 0) fail([...path, 'class'], 'missing class', 'class: hero, protagonist or extra (ALG-2.1)');
  const healthy = statLine(v.stats, [...path, 'stats'], fail);
  let wounded: StatLine | null = null;
  if (v.wounded !== undefined) {
    if (cls === EXTRA) fail([...path, 'wounded'], 'an extra has no wounded stat line', 'extras are out at the first wound (ALG-2.1); drop wounded:');
    wounded = statLine(v.wounded, [...path, 'wounded'], fail);
  }
  const weapon = v.weapon === undefined ? 0 : WEAPONS.indexOf(v.weapon as (typeof WEAPONS)[number]);
  if (weapon < 0) fail([...path, 'weapon'], `'${String(v.weapon)}' is not a weapon of the stand-in combat`, `use ${WEAPONS.join(', ')}`);
  const flag = (k: string): boolean => {
    if (v[k] === undefined) return false;
    if (typeof v[k] !== 'boolean') fail([...path, k], 'expected true or false', `${k}: true or ${k}: false`);
    return v[k] as boolean;
  };
  return { name, cls, healthy, wounded, weapon, shield: flag('shield'), mounted: flag('mounted'), role };
}

const FORCE_KEYS = ['ruleset', 'name', 'stakes', 'characters', 'squads'];
const SQUAD_KEYS = ['name', 'officer', 'leader', 'standardBearer', 'extras'];
const MAX_FIGURES = 60;

/** Validates one force (a file, or an inline entry under sides:). */
export function loadForce(doc: unknown, fail: Fail, extraKeys: string[] = []): ForceSpec {
  if (!isMap(doc)) return fail([], 'expected a force (a mapping)', 'a force has name, stakes, characters and squads');
  checkKeys(doc, [...FORCE_KEYS, ...extraKeys], [], fail, 'a force');
  if (typeof doc.name !== 'string' || !doc.name.trim()) fail(['name'], 'missing name', "e.g. name: The King's Musketeers");
  const stakes = doc.stakes === undefined ? 0 : STAKES.indexOf(doc.stakes as (typeof STAKES)[number]);
  if (stakes < 0) fail(['stakes'], `'${String(doc.stakes)}' is not a stake`, 'use toTheDeath (3/4), objective (1/2) or withdraw (1/4) (ALG-4.3)');
  const characters: CharacterSpec[] = [];
  if (doc.characters !== undefined) {
    if (!Array.isArray(doc.characters)) fail(['characters'], 'expected a list of characters', 'characters: [{name: Athos, class: hero, stats: {...}}]');
    (doc.characters as unknown[]).forEach((c, i) => characters.push(character(c, ['characters', i], fail, 0, null, `Character ${i + 1}`)));
  }
  const squads: SquadSpec[] = [];
  if (doc.squads !== undefined) {
    if (!Array.isArray(doc.squads)) fail(['squads'], 'expected a list of squads', 'squads: [{name: Guards, officer: {...}, extras: {count: 5, stats: {...}}}]');
    (doc.squads as unknown[]).forEach((s, i) => {
      const p: Path = ['squads', i];
      if (!isMap(s)) return fail(p, 'expected a squad mapping', 'name, officer, leader, standardBearer, extras');
      checkKeys(s, SQUAD_KEYS, p, fail, 'a squad');
      const name = typeof s.name === 'string' && s.name.trim() ? s.name.trim() : `Squad ${i + 1}`;
      const members: CharacterSpec[] = [];
      if (s.officer !== undefined) members.push(character(s.officer, [...p, 'officer'], fail, 1, null, `${name} officer`));
      if (s.leader !== undefined) members.push(character(s.leader, [...p, 'leader'], fail, 2, null, `${name} leader`));
      if (s.standardBearer !== undefined) members.push(character(s.standardBearer, [...p, 'standardBearer'], fail, 3, EXTRA, `${name} ensign`));
      const ex = s.extras;
      if (!isMap(ex))
        return fail(
          [...p, 'extras'],
          "expected the squad's extras {name, count, stats, weapon}",
          'e.g. extras: {name: Guard, count: 5, stats: {mo: 6, ti: 4, mi: 4, ca: ' + '4, mov: 4}, weapon: musket}',
        );
      const count = ex.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_FIGURES)
        fail([...p, 'extras', 'count'], `'${String(count)}' is not a number of extras`, `a whole number from 1 to ${MAX_FIGURES}`);
      const { count: _c, ...one } = ex;
      const proto = character(one, [...p, 'extras'], fail, 0, EXTRA, `${name} extra`);
      for (let k = 0; k < (count as number); k++) members.push({ ...proto, name: `${proto.name} ${k + 1}` });
      if (members.length < 2) fail([...p, 'extras'], 'a squad needs at least two figures', 'raise extras.count or add an officer');
      squads.push({ name, members });
    });
  }
  const n = characters.length + squads.reduce((t, s) => t + s.members.length, 0);
  if (n === 0) fail(['characters'], 'the force has no characters', 'list characters or squads');
  if (n > MAX_FIGURES) fail(['squads'], `${n} figures; volley plays at most ${MAX_FIGURES} per side`, 'field fewer figures');
  let value = 0;
  for (const c of characters) value += CLASS_VALUE[c.cls];
  for (const s of squads) for (const m of s.members) value += CLASS_VALUE[m.cls];
  return { name: (doc.name as string).trim(), stakes, characters, squads, markers: [], value };
}

const TOP_KEYS = [...genericKeys, 'sides', 'cover'];
const SIDE_KEYS = ['list', 'stakes', 'markers'];

export function loadAlgSetup(doc: Record<string, unknown>, ctx: LoadContext): AlgSetup {
  const fail = failer(ctx.file, ctx.source, []);
  checkKeys(doc, TOP_KEYS, [], fail, 'an alg scenario');
  const options: Options = { ...ctx.options };
  const table = options.tableUM as number[];
  if (!Array.isArray(table) || table.length !== 2 || table.some((x) => !(x >= 8 && x <= 200)))
    fail(['options', 'tableUM'], 'expected two numbers from 8 to 200', 'e.g. tableUM: [36, 24] (width, depth in um)');
  const [W, D] = table;
  if (!Array.isArray(doc.sides) || doc.sides.length !== 2)
    fail(['sides'], 'expected exactly two sides', 'sides: [{list: forces/musketeers.yaml}, {list: forces/cardinals-guards.yaml}]');
  const sides = (doc.sides as unknown[]).map((raw, i) => loadSide(raw, i, ctx, W, D)) as [ForceSpec, ForceSpec];
  if (sides[0].name === sides[1].name) fail(['sides', 1], `both sides are named '${sides[0].name}'`, 'give the forces different names');
  const cover: Rect[] = [];
  if (doc.cover !== undefined) {
    if (!Array.isArray(doc.cover)) fail(['cover'], 'expected a list of rectangles', 'cover: [{x: 10, y: 8, w: 4, h: 2}] (um)');
    (doc.cover as unknown[]).forEach((r, i) => {
      const p: Path = ['cover', i];
      if (!isMap(r)) return fail(p, 'expected a rectangle {x, y, w, h}', 'e.g. {x: 10, y: 8, w: 4, h: 2} in um from the bottom-left corner');
      checkKeys(r, ['x', 'y', 'w', 'h'], p, fail, 'a cover rectangle');
      const num = (k: string, lo: number, hi: number): number => {
        const v = r[k];
        if (typeof v !== 'number' || !(v >= lo && v <= hi))
          fail([...p, k], `'${String(v)}' is not a number from ${lo} to ${hi}`, `x, y, w, h are um on the ${W} × ${D} table`);
        return v as number;
      };
      const x = num('x', 0, W);
      const y = num('y', 0, D);
      cover.push({ x, y, w: num('w', 0.5, W - x), h: num('h', 0.5, D - y) });
    });
  }
  return { sides, cover, options };
}

function loadSide(raw: unknown, i: number, ctx: LoadContext, W: number, D: number): ForceSpec {
  const here = failer(ctx.file, ctx.source, ['sides', i]);
  let force: ForceSpec;
  if (isMap(raw) && typeof raw.list === 'string') {
    checkKeys(raw, SIDE_KEYS, [], here, 'a side entry');
    let y;
    try {
      y = ctx.readYaml(raw.list);
    } catch (e) {
      if (e instanceof InputError) throw e;
      return here(['list'], `cannot read '${raw.list}': ${(e as Error).message}`, 'give a path relative to the scenario');
    }
    force = loadForce(y.doc, failer(y.file, y.source, []));
  } else {
    force = loadForce(raw, here, ['markers']);
  }
  const entry = isMap(raw) ? raw : {};
  if (entry.stakes !== undefined && typeof entry.list === 'string') {
    const s = STAKES.indexOf(entry.stakes as (typeof STAKES)[number]);
    if (s < 0) here(['stakes'], `'${String(entry.stakes)}' is not a stake`, 'use toTheDeath, objective or withdraw (ALG-4.3)');
    force.stakes = s;
  }
  if (entry.markers !== undefined) {
    if (!Array.isArray(entry.markers) || entry.markers.length === 0)
      here(['markers'], 'expected a list of event markers', 'markers: [{x: 6, depth: 2, r: 3}] (um from the own left corner and own edge)');
    (entry.markers as unknown[]).forEach((m, k) => {
      const p: Path = ['markers', k];
      if (!isMap(m)) return here(p, 'expected {x, depth, r}', 'e.g. {x: 6, depth: 2, r: 3}');
      checkKeys(m, ['x', 'depth', 'r'], p, here, 'a marker');
      const num = (key: string, lo: number, hi: number, def?: number): number => {
        const v = m[key] === undefined ? def : m[key];
        if (typeof v !== 'number' || !(v >= lo && v <= hi))
          here(
            [...p, key],
            `'${String(v)}' is not a number from ${lo} to ${hi}`,
            `markers are um on the ${W} × ${D} table, measured from the side's own ` + `left corner`,
          );
        return v as number;
      };
      force.markers.push({ x: num('x', 0.5, W - 0.5), depth: num('depth', 0.5, D - 0.5), r: num('r', 0.5, 20, 3) });
    });
    // ALG-3.3: a unit enters by replacing a marker, so every unit needs one
    const units = force.characters.length + force.squads.length;
    if (force.markers.length < units)
      here(
        ['markers'],
        `${force.markers.length} event markers for ${units} characters and squads`,
        'give every autonomous character and squad a marker to enter at, or ' + 'drop markers: to use the own edge',
      );
  }
  return force;
}

/** `volley validate` on a force file. */
export function validateAlgData(doc: Record<string, unknown>, ctx: LoadContext): string | undefined {
  if (doc.sides !== undefined || doc.lists !== undefined || (doc.characters === undefined && doc.squads === undefined)) return undefined;
  const f = loadForce(doc, failer(ctx.file, ctx.source, []));
  const figures = f.characters.length + f.squads.reduce((t, s) => t + s.members.length, 0);
  return (
    `force '${f.name}': ${f.characters.length} autonomous characters, ` +
    `${f.squads.length} squads, ${figures} figures, value ${f.value}, ` +
    `stakes ${STAKES[f.stakes]}`
  );
}

export function algSides(setup: AlgSetup): [SideInfo, SideInfo] {
  return [
    { name: setup.sides[0].name, points: setup.sides[0].value },
    { name: setup.sides[1].name, points: setup.sides[1].value },
  ];
}

export function swapAlgSides(setup: AlgSetup): AlgSetup {
  return { ...setup, sides: [setup.sides[1], setup.sides[0]] };
}
