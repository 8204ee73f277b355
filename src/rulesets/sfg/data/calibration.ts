import { InputError } from '../../errors.js';
import type { CalibrationHook, CalibrationProfile, LoadContext } from '../../types.js';
import { PROPOSED_POINTS, batteryPoints, brigadePoints, generalPoints } from '../mechanics/points.js';
import { QUALITY_NAMES, RATING_NAMES } from '../mechanics/command.js';
import { isMap } from '../../kit/isMap.js';

/**
 * `volley calibrate` for SfG Lite orders of battle (issue 27). The profiles are what SFG-13's
 * points proposal prices: a division general of each rating (each one drawn is a division),
 * infantry brigades of each quality (and regular ones with breech-loaders), cavalry brigades of
 * each quality, and field and howitzer batteries. A rifled battery plays exactly as a field one
 * and is priced as one (rules/points.ts), so it is no profile of its own. Printed costs are the
 * proposal's (a calibration file's `points:` is its window of list totals; `costs:` tries others).
 *
 * Keys: `army: union | confederate` (both lists; default union) and
 * `bases: {infantry: 6, cavalry: 4}` (bases per drawn brigade; SFG-13's ranges 4–8 and 3–6).
 */
const DEFAULT_BASES = { infantry: 6, cavalry: 4 };
/** Most generals of one rating in a drawn list: SFG-13's 2–4 brigades a division need brigades to follow them. */
const MAX_GENERALS = 2;
/** volley's bound on copies of one brigade or battery type per drawn list (SFG-13 sets none). */
const MAX_UNITS = 12;

interface Kind {
  id: string;
  name: string;
  /** 'general' (with a rating index), 'brigade' or 'battery'. */
  role: 'general' | 'brigade' | 'battery';
  rating?: number;
  cavalry?: boolean;
  quality?: number;
  breechLoaders?: boolean;
  gun?: 'field' | 'howitzer';
}

function basesOf(doc: Record<string, unknown>, ctx: LoadContext): { infantry: number; cavalry: number } {
  if (doc.bases === undefined) return DEFAULT_BASES;
  const fail = (k: string, hint: string): never => {
    throw new InputError(ctx.file, `bases${k ? `.${k}` : ''}`, 'expected {infantry, cavalry}: bases per drawn brigade', hint, ctx.source.lineOf(['bases']));
  };
  if (!isMap(doc.bases)) return fail('', 'e.g. bases: {infantry: 6, cavalry: 4}');
  const out = { ...DEFAULT_BASES };
  for (const [k, v] of Object.entries(doc.bases)) {
    if (k !== 'infantry' && k !== 'cavalry') fail(k, 'bases has infantry and cavalry only');
    const lim = k === 'infantry' ? [4, 8] : [3, 6];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lim[0] || v > lim[1]) fail(k, `SFG-13 proposes ${lim[0]}–${lim[1]} bases for ${k}`);
    out[k as 'infantry' | 'cavalry'] = v as number;
  }
  return out;
}

function kinds(): Kind[] {
  const out: Kind[] = RATING_NAMES.map((r, rating) => ({ id: `general-${r}`, name: `${r} general (a division)`, role: 'general', rating }));
  for (const cavalry of [false, true])
    QUALITY_NAMES.forEach((q, quality) => {
      const arm = cavalry ? 'cavalry' : 'infantry';
      out.push({ id: `${arm}-${q}`, name: `${q} ${arm} brigade`, role: 'brigade', cavalry, quality });
    });
  out.push({
    id: 'infantry-regular-breechloaders',
    name: 'regular infantry brigade, breech-loaders',
    role: 'brigade',
    cavalry: false,
    quality: 1,
    breechLoaders: true,
  });
  out.push({ id: 'battery-field', name: 'field battery', role: 'battery', gun: 'field' });
  out.push({ id: 'battery-howitzer', name: 'howitzer battery', role: 'battery', gun: 'howitzer' });
  return out;
}

function catalogue(doc: Record<string, unknown>, ctx: LoadContext): CalibrationProfile[] {
  const points = PROPOSED_POINTS;
  const bases = basesOf(doc, ctx);
  if (doc.army !== undefined && doc.army !== 'union' && doc.army !== 'confederate')
    throw new InputError(ctx.file, 'army', `'${String(doc.army)}' is not an army`, 'use union or confederate', ctx.source.lineOf(['army']));
  return kinds().map((k) => {
    const n = k.cavalry ? bases.cavalry : bases.infantry;
    const cost =
      k.role === 'general'
        ? generalPoints(points, k.rating!)
        : k.role === 'battery'
          ? batteryPoints(points, k.gun!)
          : brigadePoints(points, k.cavalry!, k.quality!, n, k.breechLoaders === true);
    const name = k.role === 'brigade' ? `${k.name} (${n} bases)` : k.name;
    return { id: k.id, name, cost, max: k.role === 'general' ? MAX_GENERALS : MAX_UNITS };
  });
}

/**
 * One division per drawn general, best rating first; brigades dealt to the divisions in turn,
 * elite ones first so they spread one a division (SFG-13 proposes at most one), then batteries.
 * The game's own list rules then accept or refuse the order of battle (calibrate draws again).
 */
function side(doc: Record<string, unknown>, profiles: CalibrationProfile[], counts: number[], name: string): unknown {
  const bases = { ...DEFAULT_BASES, ...(isMap(doc.bases) ? doc.bases : {}) } as { infantry: number; cavalry: number };
  const all = kinds();
  const byId = new Map(all.map((k) => [k.id, k]));
  const drawn = (role: Kind['role']) => profiles.flatMap((p, i) => (byId.get(p.id)!.role === role ? new Array<Kind>(counts[i]).fill(byId.get(p.id)!) : []));
  const generals = drawn('general').sort((a, b) => b.rating! - a.rating!);
  const divisions = generals.map((g, i) => ({
    name: `Division ${i + 1}`,
    general: RATING_NAMES[g.rating!],
    brigades: [] as unknown[],
    batteries: [] as unknown[],
  }));
  const brigades = drawn('brigade').sort((a, b) => b.quality! - a.quality!);
  brigades.forEach((b, i) => {
    if (divisions.length === 0) return;
    const d = divisions[i % divisions.length];
    d.brigades.push({
      name: `${d.name} brigade ${d.brigades.length + 1}`,
      arm: b.cavalry ? 'cavalry' : 'infantry',
      bases: b.cavalry ? bases.cavalry : bases.infantry,
      quality: QUALITY_NAMES[b.quality!],
      ...(b.breechLoaders ? { breechLoaders: true } : {}),
    });
  });
  drawn('battery').forEach((t, i) => {
    if (divisions.length === 0) return;
    const d = divisions[i % divisions.length];
    d.batteries.push({ name: `${d.name} battery ${d.batteries.length + 1}`, gun: t.gun });
  });
  return { name, army: doc.army ?? 'union', divisions };
}

export const sfgCalibration: CalibrationHook = { keys: ['army', 'bases'], catalogue, side };
