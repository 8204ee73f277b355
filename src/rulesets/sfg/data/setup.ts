/**
 * Orders of battle (scenarios/sfg/oob/*.yaml) and the SfG scenario keys, validated with errors
 * that name file, YAML path, line and fix. An order of battle:
 *
 *   name: Army of the Potomac, II Corps
 *   army: union                       # union | confederate (names only)
 *   proposalPoints: 197               # optional: the total under the SFG-13 proposal, checked
 *   divisions:
 *     - name: 1st Division
 *       general: standard             # poor | standard | good (SFG-4.1 / G3)
 *       reserve: false                # off-table reserve, rolls on reserveScheduledTurn (SFG-10.4)
 *       arrives: 3                    # or: a late arrival rolling on turn 3 (SFG-3.2)
 *       brigades:
 *         - {name: Irish Brigade, arm: infantry, bases: 6, quality: elite, breechLoaders: false, formation: line}
 *         - {name: 1st Cavalry, arm: cavalry, bases: 4, quality: regular, mounted: true}
 *       batteries:
 *         - {name: Battery A, gun: field}   # field | howitzer | rifled
 *
 * The points are the SFG-13 proposal unless the scenario overrides them under `points:`.
 */
import type { LoadContext, Options, SourceRef } from '../../types.js';
import { InputError } from '../../errors.js';
import { FORMATION_KEYS } from '../mechanics/formation.js';
import { QUALITY_NAMES, RATING_NAMES } from '../mechanics/command.js';
import { PROPOSED_POINTS, batteryPoints, brigadePoints, generalPoints, type PointsScheme } from '../mechanics/points.js';
import { isEdited } from '../../kit/edited.js';
import { isMap } from '../../kit/isMap.js';

export interface BrigadeSpec {
  name: string;
  cavalry: boolean;
  bases: number;
  quality: number;
  breechLoaders: boolean;
  formation: number;
  mounted: boolean;
  disordered: boolean;
  points: number;
}
interface BatterySpec {
  name: string;
  gun: number;
  points: number;
}
export interface DivisionSpec {
  name: string;
  rating: number;
  /** 0: on the table at the start; else the turn its arrival die is rolled. */
  scheduledTurn: number;
  brigades: BrigadeSpec[];
  batteries: BatterySpec[];
  points: number;
}
export interface ArmySpec {
  name: string;
  army: string;
  divisions: DivisionSpec[];
  points: number;
}

/** Plain, structured-clonable setup. */
export interface SfgSetup {
  sides: [ArmySpec, ArmySpec];
  options: Options;
}

const GUNS = ['field', 'howitzer', 'rifled'] as const;
// SFG-13 proposed list rules [P] (checked unless listRules: none)
const INF_BASES: [number, number] = [4, 8];
const CAV_BASES: [number, number] = [3, 6];
const BRIGADES_PER_DIVISION: [number, number] = [2, 4];
const MAX_BATTERIES_PER_DIVISION = 2;
// hard limits whatever the list rules: one base is already dissolved (SFG-9.2)
const HARD_BASES: [number, number] = [2, 16];

function fmtPath(path: (string | number)[]): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s ? `.${k}` : k;
  return s;
}

type Err = (path: (string | number)[], problem: string, hint: string) => InputError;

function oneOf<T extends string>(v: unknown, values: readonly T[], def: T | undefined, err: () => InputError): number {
  if (v === undefined && def !== undefined) return values.indexOf(def);
  const i = values.indexOf(v as T);
  if (i < 0) throw err();
  return i;
}

function bool(v: unknown, def: boolean, err: () => InputError): boolean {
  if (v === undefined) return def;
  if (typeof v !== 'boolean') throw err();
  return v;
}

/** Validates one order of battle (inline under sides: or a file). */
function loadArmy(
  doc: unknown,
  file: string,
  source: SourceRef | undefined,
  prefix: (string | number)[],
  points: PointsScheme,
  options: Options,
  listRules: boolean,
): ArmySpec {
  const err: Err = (path, problem, hint) => new InputError(file, fmtPath([...prefix, ...path]), problem, hint, source?.lineOf([...prefix, ...path]));
  if (!isMap(doc)) throw err([], 'expected an order of battle (a mapping)', 'it has name, army and divisions: [...]');
  const name = typeof doc.name === 'string' && doc.name.trim() ? doc.name.trim() : null;
  if (!name) throw err(['name'], 'missing name', "e.g. name: 'Union II Corps'");
  const army = doc.army === undefined ? 'union' : String(doc.army);
  if (army !== 'union' && army !== 'confederate') throw err(['army'], `'${army}' is not an army`, 'use union or confederate');
  if (!Array.isArray(doc.divisions) || doc.divisions.length === 0)
    throw err(['divisions'], 'expected a non-empty list of divisions', 'e.g. divisions: [{name: 1st Division, general: standard, brigades: [...]}]');
  const divisions: DivisionSpec[] = [];
  let total = 0;
  // the same army priced by the SFG-13 proposal, for a file's own `proposalPoints:` (a scenario's
  // `points:` may price it otherwise, and the file's statement must still hold)
  let proposal = 0;
  let units = 0;
  let reserveUnits = 0;
  doc.divisions.forEach((d, i) => {
    const p = ['divisions', i];
    if (!isMap(d)) throw err(p, 'expected a division mapping', 'name, general, brigades, batteries');
    const dname = typeof d.name === 'string' && d.name.trim() ? d.name.trim() : `Division ${i + 1}`;
    const rating = oneOf(d.general, RATING_NAMES, 'standard', () =>
      err([...p, 'general'], `'${String(d.general)}' is not a general's rating`, 'use poor, standard or good (SFG-4.1 / G3)'),
    );
    const reserve = bool(d.reserve, false, () => err([...p, 'reserve'], 'expected true or false', 'reserve: true keeps the division off the table (SFG-10.4)'));
    let scheduled = 0;
    if (d.arrives !== undefined) {
      if (!Number.isInteger(d.arrives) || (d.arrives as number) < 1 || (d.arrives as number) > 30)
        throw err([...p, 'arrives'], `'${String(d.arrives)}' is not a turn number`, 'the turn it rolls for arrival, 1..30 (SFG-3.2)');
      if (reserve) throw err([...p, 'arrives'], 'a division is either a reserve or a late arrival', 'drop reserve: or arrives:');
      scheduled = d.arrives as number;
    }
    if (reserve) scheduled = options.reserveScheduledTurn as number;
    const brigades: BrigadeSpec[] = [];
    const bl = d.brigades;
    if (!Array.isArray(bl) || bl.length === 0)
      throw err([...p, 'brigades'], 'expected a non-empty list of brigades', 'e.g. brigades: [{name: 1st Brigade, arm: infantry, bases: 6}]');
    let elites = 0;
    bl.forEach((b, j) => {
      const q = [...p, 'brigades', j];
      if (!isMap(b)) throw err(q, 'expected a brigade mapping', '{name, arm, bases, quality}');
      const bname = typeof b.name === 'string' && b.name.trim() ? b.name.trim() : `${dname} brigade ${j + 1}`;
      const arm = oneOf(b.arm, ['infantry', 'cavalry'] as const, 'infantry', () =>
        err([...q, 'arm'], `'${String(b.arm)}' is not an arm for a brigade`, 'use infantry or cavalry (artillery goes under batteries:)'),
      );
      const cavalry = arm === 1;
      if (!Number.isInteger(b.bases)) throw err([...q, 'bases'], `'${String(b.bases)}' is not a whole number of bases`, 'e.g. bases: 6');
      const bases = b.bases as number;
      if (bases < HARD_BASES[0] || bases > HARD_BASES[1])
        throw err([...q, 'bases'], `${bases} bases is impossible`, `use ${HARD_BASES[0]}..${HARD_BASES[1]} (one base is already dissolved, ` + `SFG-9.2)`);
      const lim = cavalry ? CAV_BASES : INF_BASES;
      if (listRules && (bases < lim[0] || bases > lim[1]))
        throw err(
          [...q, 'bases'],
          `${bases} bases is outside the proposed ${lim[0]}–${lim[1]} for ` + `${cavalry ? 'cavalry' : 'infantry'}`,
          'SFG-13 list rules [P]; set listRules: none in the scenario to allow it',
        );
      const quality = oneOf(b.quality, QUALITY_NAMES, 'regular', () =>
        err([...q, 'quality'], `'${String(b.quality)}' is not a quality`, 'use conscript, regular or elite'),
      );
      if (quality === 2) elites++;
      const breech = bool(b.breechLoaders, false, () =>
        err([...q, 'breechLoaders'], 'expected true or false', 'breech-loading weapons give +1 to fire (SFG-6.7)'),
      );
      if (breech && cavalry)
        throw err([...q, 'breechLoaders'], 'breech-loaders are an infantry option here', 'drop it for cavalry (the points scheme prices it per infantry base)');
      const formation = oneOf(b.formation, FORMATION_KEYS, cavalry ? 'attack' : 'line', () =>
        err([...q, 'formation'], `'${String(b.formation)}' is not a formation`, `use ${FORMATION_KEYS.join(', ')}`),
      );
      const mounted = bool(b.mounted, true, () => err([...q, 'mounted'], 'expected true or false', 'cavalry starts mounted unless mounted: false'));
      if (!cavalry && b.mounted !== undefined) throw err([...q, 'mounted'], 'only cavalry mounts', 'drop mounted: for infantry');
      const disordered = bool(b.disordered, false, () =>
        err([...q, 'disordered'], 'expected true or false', 'SFG-9.6: a scenario may start a brigade disordered'),
      );
      const pts = brigadePoints(points, cavalry, quality, bases, breech);
      proposal += brigadePoints(PROPOSED_POINTS, cavalry, quality, bases, breech);
      brigades.push({ name: bname, cavalry, bases, quality, breechLoaders: breech, formation, mounted: cavalry ? mounted : false, disordered, points: pts });
    });
    // G28: a reserve may be a part-division under its own general, so the minimum does not apply to it
    if (listRules && ((bl.length < BRIGADES_PER_DIVISION[0] && !reserve) || bl.length > BRIGADES_PER_DIVISION[1]))
      throw err(
        [...p, 'brigades'],
        `${bl.length} brigades is outside the proposed ` + `${BRIGADES_PER_DIVISION[0]}–${BRIGADES_PER_DIVISION[1]} per division`,
        'SFG-13 list rules [P]; set listRules: none to allow it',
      );
    if (listRules && elites > 1)
      throw err(
        [...p, 'brigades'],
        `${elites} elite brigades in one division`,
        'SFG-13 proposes at most one elite brigade per division; set listRules: ' + 'none to allow more',
      );
    const batteries: BatterySpec[] = [];
    const tl = d.batteries ?? [];
    if (!Array.isArray(tl)) throw err([...p, 'batteries'], 'expected a list of batteries', 'e.g. batteries: [{name: Battery A, gun: field}]');
    if (listRules && tl.length > MAX_BATTERIES_PER_DIVISION)
      throw err(
        [...p, 'batteries'],
        `${tl.length} batteries in one division`,
        `SFG-13 proposes 0–${MAX_BATTERIES_PER_DIVISION}; set listRules: none ` + `to allow more`,
      );
    tl.forEach((t, j) => {
      const q = [...p, 'batteries', j];
      if (!isMap(t)) throw err(q, 'expected a battery mapping', '{name, gun}');
      const gun = oneOf(t.gun, GUNS, 'field', () => err([...q, 'gun'], `'${String(t.gun)}' is not a gun type`, 'use field, howitzer or rifled'));
      const tname = typeof t.name === 'string' && t.name.trim() ? t.name.trim() : `${dname} battery ${j + 1}`;
      batteries.push({ name: tname, gun, points: batteryPoints(points, GUNS[gun]) });
      proposal += batteryPoints(PROPOSED_POINTS, GUNS[gun]);
    });
    const dp = generalPoints(points, rating) + brigades.reduce((s, b) => s + b.points, 0) + batteries.reduce((s, b) => s + b.points, 0);
    total += dp;
    proposal += generalPoints(PROPOSED_POINTS, rating);
    units += brigades.length + batteries.length;
    if (reserve) reserveUnits += brigades.length + batteries.length;
    divisions.push({ name: dname, rating, scheduledTurn: scheduled, brigades, batteries, points: dp });
  });
  const maxReserve = Math.floor(units * (options.reserveFraction as number));
  if (reserveUnits > maxReserve)
    throw err(
      ['divisions'],
      `${reserveUnits} units in reserve; SFG-10.4 allows at most ` + `${maxReserve} of ${units}`,
      'hold back a smaller division, or none',
    );
  if (divisions.every((d) => d.scheduledTurn > 0))
    throw err(['divisions'], 'every division starts off the table', 'at least one division must deploy (SFG-10.4)');
  // a sweep or patch changed the army: the file's statement is about it as printed
  if (doc.proposalPoints !== undefined && !isEdited(doc) && doc.proposalPoints !== proposal)
    throw err(
      ['proposalPoints'],
      `the file states ${String(doc.proposalPoints)} points; the SFG-13 ` + `proposal prices this order of battle at ${proposal}`,
      `write proposalPoints: ${proposal}, or drop the line`,
    );
  return { name, army, divisions, points: total };
}

function loadPoints(doc: unknown, file: string, source: SourceRef): PointsScheme {
  if (doc === undefined) return PROPOSED_POINTS;
  const err = (path: (string | number)[], problem: string, hint: string): InputError =>
    new InputError(file, fmtPath(['points', ...path]), problem, hint, source.lineOf(['points', ...path]));
  if (!isMap(doc)) throw err([], 'expected a mapping', 'e.g. points: {infantryBase: [3, 4, 5]} (SFG-13 proposal keys)');
  const p: PointsScheme = JSON.parse(JSON.stringify(PROPOSED_POINTS)) as PointsScheme;
  const triple = (k: 'infantryBase' | 'cavalryBase' | 'general'): void => {
    const v = doc[k];
    if (v === undefined) return;
    if (!Array.isArray(v) || v.length !== 3 || v.some((x) => typeof x !== 'number' || !Number.isInteger(x) || x < 0))
      throw err([k], 'expected three whole numbers', k === 'general' ? 'poor, standard, good' : 'conscript, regular, elite');
    p[k] = [v[0], v[1], v[2]];
  };
  triple('infantryBase');
  triple('cavalryBase');
  triple('general');
  for (const k of Object.keys(doc)) {
    if (!['infantryBase', 'cavalryBase', 'general', 'breechLoadersPerBase', 'battery'].includes(k))
      throw err([k], `unknown points key '${k}'`, 'keys: infantryBase, cavalryBase, general, breechLoadersPerBase, battery');
  }
  if (doc.breechLoadersPerBase !== undefined) {
    if (!Number.isInteger(doc.breechLoadersPerBase) || (doc.breechLoadersPerBase as number) < 0)
      throw err(['breechLoadersPerBase'], 'expected a whole number ≥ 0', 'e.g. 1');
    p.breechLoadersPerBase = doc.breechLoadersPerBase as number;
  }
  if (doc.battery !== undefined) {
    if (!isMap(doc.battery)) throw err(['battery'], 'expected {field, howitzer, rifled}', 'e.g. battery: {field: 10}');
    for (const g of GUNS) {
      const v = doc.battery[g];
      if (v === undefined) continue;
      if (!Number.isInteger(v) || (v as number) < 0) throw err(['battery', g], 'expected a whole number ≥ 0', 'e.g. 10');
      p.battery[g] = v as number;
    }
  }
  return p;
}

/** The scenario keys of the sfg ruleset: sides (inline or {list: file}), points, listRules. */
export function loadSfgSetup(doc: Record<string, unknown>, ctx: LoadContext): SfgSetup {
  const known = ['sides', 'points', 'listRules'];
  for (const k of Object.keys(doc)) {
    if (['ruleset', 'name', 'description', 'games', 'seed', 'policies', 'options', 'pairs'].includes(k) || known.includes(k)) continue;
    throw new InputError(
      ctx.file,
      k,
      `unknown key '${k}' for ruleset sfg`,
      `scenario keys: sides, points, listRules (and the generic ones)`,
      ctx.source.lineOf([k]),
    );
  }
  const points = loadPoints(doc.points, ctx.file, ctx.source);
  const lr = doc.listRules ?? 'proposal';
  if (lr !== 'proposal' && lr !== 'none')
    throw new InputError(
      ctx.file,
      'listRules',
      `'${String(lr)}' is not a list-rules setting`,
      'use proposal (SFG-13 limits) or none',
      ctx.source.lineOf(['listRules']),
    );
  const sides = doc.sides;
  if (!Array.isArray(sides) || sides.length !== 2)
    throw new InputError(
      ctx.file,
      'sides',
      'expected exactly two sides',
      'sides: [{list: oob/union-ii-corps.yaml}, {list: oob/csa-hill.yaml}] or ' + 'two inline orders of battle',
      ctx.source.lineOf(['sides']),
    );
  const armies = sides.map((s, i) => {
    if (isMap(s) && typeof s.list === 'string') {
      let y;
      try {
        y = ctx.readYaml(s.list);
      } catch (e) {
        if (e instanceof InputError) throw e;
        throw new InputError(
          ctx.file,
          `sides[${i}].list`,
          `cannot read '${s.list}': ${(e as Error).message}`,
          'give a path relative to the scenario',
          ctx.source.lineOf(['sides', i, 'list']),
        );
      }
      return loadArmy(y.doc, y.file, y.source, [], points, ctx.options, lr === 'proposal');
    }
    return loadArmy(s, ctx.file, ctx.source, ['sides', i], points, ctx.options, lr === 'proposal');
  }) as [ArmySpec, ArmySpec];
  return { sides: armies, options: { ...ctx.options } };
}

/** `volley validate` on an order-of-battle file. */
export function validateSfgData(doc: Record<string, unknown>, ctx: LoadContext): string | undefined {
  if (doc.sides !== undefined || doc.lists !== undefined || doc.matchups !== undefined) return undefined;
  if (doc.divisions === undefined) return undefined;
  const a = loadArmy(doc, ctx.file, ctx.source, [], PROPOSED_POINTS, ctx.options, true);
  const brig = a.divisions.reduce((s, d) => s + d.brigades.length, 0);
  const bat = a.divisions.reduce((s, d) => s + d.batteries.length, 0);
  return `order of battle '${a.name}' (${a.army}): ${a.divisions.length} divisions, ${brig} brigades, ${bat} batteries, ${a.points} points (SFG-13 proposal)`;
}
