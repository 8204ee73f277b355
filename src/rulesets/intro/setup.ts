import { InputError } from '../errors.js';
import type { LoadContext, Options, SideInfo } from '../types.js';
import { genericKeys, unknownKeyHint } from '../kit/keys.js';
import { isMap } from '../kit/isMap.js';

/** One unit of an army list, expanded (no count). */
export interface IntroUnitDef {
  name: string;
  cmb: number;
  abi: number;
  cost: number;
}

export interface IntroSide {
  name: string;
  budget: number;
  /** Points spent; unspent points are lost (INT-2.3). */
  points: number;
  units: IntroUnitDef[];
}

export type TerrainKind = 'rough' | 'impassable';

/** An axis-aligned terrain rectangle (G-I9). */
export interface IntroTerrain {
  kind: TerrainKind;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Blocks line of sight; default: impassable yes, rough no. */
  blocksSight: boolean;
}

/** Plain, structured-clonable setup sent to the workers. */
export interface IntroSetup {
  sides: [IntroSide, IntroSide];
  terrain: IntroTerrain[];
  /** Resolved rule options (visibility already merged from the scenario). */
  options: Options;
}

/** INT-2.2: cost = CMB + ABI; the 'increasesOnly' variant prices nothing below 3 (G-I13). */
export function unitCost(cmb: number, abi: number, formula: string): number {
  if (formula === 'increasesOnly') return 6 + Math.max(0, cmb - 3) + Math.max(0, abi - 3);
  return cmb + abi;
}

/** INT-2.1 suggests 100-150 points; a scenario without `budget:` gets the upper end. */
const DEFAULT_BUDGET = 150;

const TOP_KEYS = [...genericKeys, 'sides', 'budget', 'terrain', 'visibility'];
const SIDE_KEYS = ['name', 'budget', 'units'];
const UNIT_KEYS = ['name', 'cmb', 'abi', 'count'];
/** volley's bound, not a rule: checked before a count is expanded into units (count: 200000000). */
const MAX_UNITS_PER_SIDE = 1000;
const TERRAIN_KEYS = ['type', 'x', 'y', 'w', 'h', 'blocksSight'];

export function loadIntroSetup(doc: Record<string, unknown>, ctx: LoadContext): IntroSetup {
  const file = ctx.file;
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(file, fieldName(path), problem, hint, ctx.source.lineOf(path));
  };
  for (const k of Object.keys(doc)) {
    if (!TOP_KEYS.includes(k)) fail([k], `unknown key '${k}' for the intro game`, unknownKeyHint(k, TOP_KEYS));
  }
  const options: Options = { ...ctx.options };
  checkOptions(options, (key, problem, hint) => fail(['options', key], problem, hint));

  // The scenario's weather; an explicit options.visibility (scenario or command line) wins.
  if (doc.visibility !== undefined) {
    if (doc.visibility !== 'normal' && doc.visibility !== 'poor')
      fail(['visibility'], `'${String(doc.visibility)}' is not a visibility`, 'write visibility: normal or visibility: poor');
    const explicit = isMap(doc.options) && 'visibility' in doc.options;
    if (!explicit && options.visibility === 'normal') options.visibility = doc.visibility as string;
  }

  let budget = DEFAULT_BUDGET;
  if (doc.budget !== undefined) budget = positiveInt(doc.budget, ['budget'], fail, 'e.g. budget: 120 (the text suggests 100-150)');

  if (!Array.isArray(doc.sides) || doc.sides.length !== 2) {
    fail(['sides'], 'expected a list of exactly two sides', 'write sides: [ {name: A, units: [...]}, {name: B, units: [...]} ]');
  }
  const rawSides = doc.sides as unknown[];
  const formula = String(options.costFormula);
  const sides = rawSides.map((raw, s) => loadSide(raw, s, budget, formula, fail)) as [IntroSide, IntroSide];
  if (sides[0].name === sides[1].name) fail(['sides', 1, 'name'], `both sides are named '${sides[0].name}'`, 'give the sides different names');

  const terrain: IntroTerrain[] = [];
  if (doc.terrain !== undefined) {
    if (!Array.isArray(doc.terrain)) fail(['terrain'], 'expected a list of rectangles', 'e.g. terrain: [ {type: rough, x: 40, y: 30, w: 20, h: 20} ]');
    (doc.terrain as unknown[]).forEach((raw, i) => terrain.push(loadTerrain(raw, i, options, fail)));
  }

  // Every unit must fit its deployment zone (G-I12) at a 3 cm spacing per unit.
  const table = options.tableCm as number[];
  const depth = options.deployDepthCm as number;
  const radius = options.unitRadiusCm as number;
  const perRow = Math.floor(table[0] / (2 * radius + 0.5));
  const rows = Math.floor(depth / (2 * radius + 0.5));
  sides.forEach((side, s) => {
    if (side.units.length > perRow * rows) {
      fail(
        ['sides', s, 'units'],
        `${side.name} has ${side.units.length} units but its deployment zone ` + `holds ${perRow * rows}`,
        'field fewer units or raise options.deployDepthCm / options.tableCm',
      );
    }
  });
  return { sides, terrain, options };
}

type Fail = (path: (string | number)[], problem: string, hint: string) => never;

function fieldName(path: (string | number)[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? p : `.${p}`;
  return s;
}

function positiveInt(v: unknown, path: (string | number)[], fail: Fail, hint: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail(path, `'${String(v)}' is not a positive whole number`, hint);
  return v as number;
}

function loadSide(raw: unknown, s: number, defaultBudget: number, formula: string, fail: Fail): IntroSide {
  if (!isMap(raw))
    return fail(['sides', s], 'expected a mapping with name, budget and units', 'e.g. - {name: Veterans, budget: 120, units: [{cmb: 5, abi: 4, count: 3}]}');
  for (const k of Object.keys(raw)) {
    if (!SIDE_KEYS.includes(k)) fail(['sides', s, k], `unknown key '${k}' in a side`, unknownKeyHint(k, SIDE_KEYS));
  }
  if (typeof raw.name !== 'string' || raw.name.trim() === '')
    fail(['sides', s, 'name'], 'every side needs a name', `e.g. name: ${s === 0 ? 'Veterans' : 'Levy'}`);
  const name = (raw.name as string).trim();
  const budget =
    raw.budget === undefined ? defaultBudget : positiveInt(raw.budget, ['sides', s, 'budget'], fail, 'e.g. budget: 120 (the text suggests 100-150)');
  if (!Array.isArray(raw.units) || raw.units.length === 0) {
    fail(['sides', s, 'units'], `${name} has no units`, 'list at least one unit, e.g. units: [{cmb: 3, abi: 3, count: 5}]');
  }
  const units: IntroUnitDef[] = [];
  let points = 0;
  (raw.units as unknown[]).forEach((u, i) => {
    const path = ['sides', s, 'units', i];
    if (!isMap(u)) return fail(path, 'expected a unit mapping', 'e.g. {name: Archers, cmb: 4, abi: 2, count: 3}');
    for (const k of Object.keys(u)) {
      if (!UNIT_KEYS.includes(k)) fail([...path, k], `unknown key '${k}' in a unit`, unknownKeyHint(k, UNIT_KEYS));
    }
    const cmb = characteristic(u.cmb, [...path, 'cmb'], fail);
    const abi = characteristic(u.abi, [...path, 'abi'], fail);
    const count = u.count === undefined ? 1 : positiveInt(u.count, [...path, 'count'], fail, 'e.g. count: 4');
    const uname = u.name === undefined ? `C${cmb}A${abi}` : String(u.name);
    const cost = unitCost(cmb, abi, formula);
    if (units.length + count > MAX_UNITS_PER_SIDE)
      fail([...path, 'count'], `${name} would have ${units.length + count} units; volley plays at most ` + `${MAX_UNITS_PER_SIDE} per side`, 'check the count');
    for (let k = 0; k < count; k++) units.push({ name: uname, cmb, abi, cost });
    points += cost * count;
  });
  if (points > budget) {
    fail(
      ['sides', s, 'units'],
      `${name} spends ${points} points, over its budget of ${budget} (cost = CMB + ABI per unit)`,
      `remove units worth at least ${points - budget} points or raise sides[${s}].budget`,
    );
  }
  return { name, budget, points, units };
}

function characteristic(v: unknown, path: (string | number)[], fail: Fail): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5) {
    fail(
      path,
      v === undefined ? 'missing characteristic' : `'${String(v)}' is not a characteristic`,
      'CMB and ABI are whole numbers from 1 (poor) to 5 (excellent)',
    );
  }
  return v as number;
}

function loadTerrain(raw: unknown, i: number, options: Options, fail: Fail): IntroTerrain {
  const path = ['terrain', i];
  if (!isMap(raw)) return fail(path, 'expected a rectangle mapping', 'e.g. {type: rough, x: 40, y: 30, w: 20, h: 20}');
  for (const k of Object.keys(raw)) {
    if (!TERRAIN_KEYS.includes(k)) fail([...path, k], `unknown key '${k}' in a terrain rectangle`, unknownKeyHint(k, TERRAIN_KEYS));
  }
  if (raw.type !== 'rough' && raw.type !== 'impassable')
    fail([...path, 'type'], `'${String(raw.type)}' is not a terrain type`, 'use type: rough or type: impassable');
  const table = options.tableCm as number[];
  const num = (k: string, min: number, max: number): number => {
    const v = raw[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
      fail([...path, k], `'${String(v)}' is not a number from ${min} to ${max}`, `x, y, w, h are cm on the ${table[0]} x ${table[1]} table`);
    return v as number;
  };
  const x = num('x', 0, table[0]);
  const y = num('y', 0, table[1]);
  const w = num('w', 0, table[0] - x);
  const h = num('h', 0, table[1] - y);
  if (raw.blocksSight !== undefined && typeof raw.blocksSight !== 'boolean')
    fail([...path, 'blocksSight'], 'expected true or false', 'blocksSight: true makes the area block line of sight');
  const kind = raw.type as TerrainKind;
  return { kind, x, y, w, h, blocksSight: raw.blocksSight === undefined ? kind === 'impassable' : (raw.blocksSight as boolean) };
}

/** Checks the options whose shape coerceOption cannot check (list lengths, sample counts). */
function checkOptions(o: Options, fail: (key: string, problem: string, hint: string) => never): void {
  const list = (key: string, len: number, hint: string): void => {
    const v = o[key] as number[];
    if (!Array.isArray(v) || v.length !== len || v.some((x) => !Number.isFinite(x))) fail(key, `expected ${len} numbers`, hint);
  };
  list('rangeMalus', 4, 'e.g. rangeMalus: [0, 0, 1, 2] for throw, short, medium, long');
  list('visibilityMalus', 4, 'e.g. visibilityMalus: [0, 0, 1, 2] for throw, short, medium, long');
  list('rangeBandsCm', 4, 'e.g. rangeBandsCm: [5, 20, 50, 100]');
  list('tableCm', 2, 'e.g. tableCm: [120, 80]');
  const b = o.rangeBandsCm as number[];
  for (let k = 1; k < 4; k++)
    if (!(b[k] > b[k - 1]) || b[0] < 0) fail('rangeBandsCm', `bands ${b.join(', ')} are not increasing`, 'e.g. rangeBandsCm: [5, 20, 50, 100]');
  const t = o.tableCm as number[];
  if (t[0] <= 0 || t[1] <= 0) fail('tableCm', 'table sides must be positive', 'e.g. tableCm: [120, 80]');
  if (2 * (o.deployDepthCm as number) >= t[1])
    fail('deployDepthCm', `deployment zones of ${o.deployDepthCm} cm overlap on a ${t[1]} cm deep table`, 'lower deployDepthCm below half the table depth');
  if (![1, 5, 9].includes(o.losSamples as number)) fail('losSamples', `${o.losSamples} sample points are not supported`, 'use 1, 5 or 9');
}

export function introSides(setup: IntroSetup): [SideInfo, SideInfo] {
  return [
    { name: setup.sides[0].name, points: setup.sides[0].points },
    { name: setup.sides[1].name, points: setup.sides[1].points },
  ];
}

export function swapIntroSides(setup: IntroSetup): IntroSetup {
  return { ...setup, sides: [setup.sides[1], setup.sides[0]] };
}
