import { InputError } from '../errors.js';
import { unknownKeyHint } from '../kit/keys.js';
import type { CalibrationHook, CalibrationProfile, LoadContext } from '../types.js';
import { CLASS_NAMES, CLASS_VALUE, EXTRA, STAKES } from './constants.js';
import { isMap } from '../kit/isMap.js';

/**
 * `volley calibrate` for AlG forces (issue 27). The printed cost of a figure is its class value,
 * ALG-4.3's steadfastness value: hero 3, protagonist 2, extra 1 (the only price the rules give).
 * `catalogue:` rows are figures {name, class, stats, wounded?, weapon?, max?}: heroes and
 * protagonists drawn into a force act alone (ALG-2.1 autonomous characters); the extras of one row
 * drawn twice or more form one squad of their own (a squad needs two figures, so a lone extra is
 * a list the game refuses and calibrate draws again). `stakes:` (default toTheDeath) is both
 * forces'.
 */
const ROW_KEYS = ['name', 'class', 'stats', 'wounded', 'weapon', 'max'];
/** volley's bound on copies of one figure per drawn force (the rules set none; a side holds at most 60 figures). */
const DEFAULT_MAX = 12;

function catalogue(doc: Record<string, unknown>, ctx: LoadContext): CalibrationProfile[] {
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(ctx.file, path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join(''), problem, hint, ctx.source.lineOf(path));
  };
  if (doc.stakes !== undefined && !STAKES.includes(doc.stakes as (typeof STAKES)[number]))
    fail(['stakes'], `'${String(doc.stakes)}' is not a stake`, 'use toTheDeath, objective or withdraw (ALG-4.3)');
  const rows = doc.catalogue;
  if (!Array.isArray(rows) || rows.length < 2)
    fail(
      ['catalogue'],
      'expected a list of at least two figures',
      'e.g. catalogue: [{name: Guard, class: extra, stats: {mo: 6, ti: 4, mi: 4, ca: 4, mov: 4}}, ...]',
    );
  const seen = new Set<string>();
  return (rows as unknown[]).map((r, i) => {
    if (!isMap(r)) return fail(['catalogue', i], 'expected a figure mapping', 'e.g. {name: Guard, class: extra, stats: {...}, weapon: musket}');
    for (const k of Object.keys(r)) if (!ROW_KEYS.includes(k)) fail(['catalogue', i, k], `unknown key '${k}' in a catalogue row`, unknownKeyHint(k, ROW_KEYS));
    if (typeof r.name !== 'string' || !r.name.trim()) fail(['catalogue', i, 'name'], 'missing name', 'e.g. name: Cardinal guard');
    const name = (r.name as string).trim();
    if (seen.has(name)) fail(['catalogue', i, 'name'], `figure '${name}' is listed twice`, 'give each row its own name');
    seen.add(name);
    const cls = CLASS_NAMES.indexOf(r.class as (typeof CLASS_NAMES)[number]);
    if (cls < 0) fail(['catalogue', i, 'class'], `'${String(r.class)}' is not a character class`, 'use hero, protagonist or extra (ALG-2.1)');
    const max = r.max === undefined ? DEFAULT_MAX : r.max;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1)
      fail(['catalogue', i, 'max'], `'${String(max)}' is not a positive whole number`, 'most copies in one force, e.g. max: 2');
    // stats, wounded and weapon are the game's to check when it loads a drawn force
    return { id: name, name, cost: CLASS_VALUE[cls], max: max as number };
  });
}

function side(doc: Record<string, unknown>, profiles: CalibrationProfile[], counts: number[], name: string): unknown {
  const rows = doc.catalogue as Record<string, unknown>[];
  const row = (p: CalibrationProfile) => rows.find((r) => String(r.name).trim() === p.id)!;
  const figure = (r: Record<string, unknown>) => {
    const { max: _max, ...rest } = r;
    return rest;
  };
  const characters: unknown[] = [];
  const squads: unknown[] = [];
  profiles.forEach((p, i) => {
    if (counts[i] === 0) return;
    const r = row(p);
    if (CLASS_NAMES.indexOf(r.class as (typeof CLASS_NAMES)[number]) === EXTRA) {
      const { class: _cls, ...one } = figure(r);
      squads.push({ name: `${p.name} squad`, extras: { ...one, count: counts[i] } });
    } else for (let k = 0; k < counts[i]; k++) characters.push({ ...figure(r), name: counts[i] > 1 ? `${p.name} ${k + 1}` : p.name });
  });
  return { name, stakes: doc.stakes ?? 'toTheDeath', ...(characters.length ? { characters } : {}), ...(squads.length ? { squads } : {}) };
}

export const algCalibration: CalibrationHook = { keys: ['catalogue', 'stakes'], catalogue, side };
