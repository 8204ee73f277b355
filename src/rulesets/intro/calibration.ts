import { InputError } from '../errors.js';
import type { CalibrationHook, CalibrationProfile, LoadContext } from '../types.js';
import { unknownKeyHint } from '../kit/keys.js';
import { unitCost } from './setup.js';
import { isMap } from '../kit/isMap.js';

const ROW_KEYS = ['name', 'cmb', 'abi', 'cost', 'max'];
/** volley's bound on copies of one unit type per drawn list (the rules set none, INT-2). */
const DEFAULT_MAX = 40;

/**
 * `catalogue: [{name, cmb, abi, cost?, max?}]`: the unit types lists are drawn from. The printed
 * cost defaults to the game's own formula (INT-2.2: CMB + ABI, or the costFormula option); a
 * `cost:` prints another (a designer's proposal, or a known-wrong cost for a check). The drawn
 * lists are still validated by the game, which charges its own formula against the budget.
 */
function catalogue(doc: Record<string, unknown>, ctx: LoadContext): CalibrationProfile[] {
  const fail = (path: (string | number)[], problem: string, hint: string): never => {
    throw new InputError(ctx.file, path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join(''), problem, hint, ctx.source.lineOf(path));
  };
  const rows = doc.catalogue;
  if (!Array.isArray(rows) || rows.length < 2)
    fail(['catalogue'], 'expected a list of at least two unit types', 'e.g. catalogue: [{name: Line, cmb: 3, abi: 3}, {name: Elite, cmb: 5, abi: 5}]');
  const seen = new Set<string>();
  return (rows as unknown[]).map((r, i) => {
    if (!isMap(r)) return fail(['catalogue', i], 'expected a unit type mapping', 'e.g. {name: Line, cmb: 3, abi: 3}');
    for (const k of Object.keys(r)) if (!ROW_KEYS.includes(k)) fail(['catalogue', i, k], `unknown key '${k}' in a catalogue row`, unknownKeyHint(k, ROW_KEYS));
    const stat = (k: 'cmb' | 'abi'): number => {
      const v = r[k];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5)
        fail(['catalogue', i, k], `'${String(v)}' is not a characteristic`, 'CMB and ABI are whole numbers from 1 (poor) to 5 (excellent)');
      return v as number;
    };
    const cmb = stat('cmb');
    const abi = stat('abi');
    const name = r.name === undefined ? `C${cmb}A${abi}` : String(r.name);
    if (seen.has(name)) fail(['catalogue', i, 'name'], `unit type '${name}' is listed twice`, 'give each row its own name');
    seen.add(name);
    const cost = r.cost === undefined ? unitCost(cmb, abi, String(ctx.options.costFormula)) : r.cost;
    if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 1)
      fail(['catalogue', i, 'cost'], `'${String(cost)}' is not a positive whole number of points`, 'the printed cost, e.g. cost: 6');
    const max = r.max === undefined ? DEFAULT_MAX : r.max;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1)
      fail(['catalogue', i, 'max'], `'${String(max)}' is not a positive whole number`, 'most copies in one list, e.g. max: 10');
    return { id: `${name}|${cmb}|${abi}`, name, cost: cost as number, max: max as number };
  });
}

function side(doc: Record<string, unknown>, profiles: CalibrationProfile[], counts: number[], name: string): unknown {
  const rows = doc.catalogue as Record<string, unknown>[];
  const units = profiles.flatMap((p, i) => (counts[i] > 0 ? [{ name: p.name, cmb: rows[i].cmb, abi: rows[i].abi, count: counts[i] }] : []));
  return { name, units };
}

export const introCalibration: CalibrationHook = { keys: ['catalogue'], catalogue, side };
