import { InputError } from '../../errors.js';
import type { CalibrationHook, CalibrationProfile, LoadContext } from '../../types.js';
import { loadCatalogue } from './catalogue.js';
import { NATIONS, POULE_OF, parseNation } from './nations.js';

/** A model row holds 1–50 copies (squad.ts); volley draws at most this many of one profile. */
const MAX_PER_PROFILE = 50;

/**
 * `nation: France` (every profile of the nation's catalogue, profiles/<nation>.yaml next to the
 * calibration file or in ../profiles/), optionally `profiles: [id, …]` to draw from a subset.
 * Printed costs are the catalogue's `points`.
 */
function catalogue(doc: Record<string, unknown>, ctx: LoadContext): CalibrationProfile[] {
  const nation = parseNation(doc.nation);
  if (!nation)
    throw new InputError(ctx.file, 'nation', `unknown nation '${String(doc.nation)}'`, `use one of: ${NATIONS.join(', ')}`, ctx.source.lineOf(['nation']));
  const cat = loadCatalogue(nation, ctx);
  let chosen = cat.profiles;
  if (doc.profiles !== undefined) {
    if (!Array.isArray(doc.profiles) || doc.profiles.length < 2)
      throw new InputError(
        ctx.file,
        'profiles',
        'expected a list of at least two profile ids',
        `e.g. profiles: [officer, line-infantryman]; known: ` + `${cat.profiles.map((p) => p.id).join(', ')}`,
        ctx.source.lineOf(['profiles']),
      );
    chosen = (doc.profiles as unknown[]).map((id, i) => {
      const p = typeof id === 'string' ? cat.byId.get(id) : undefined;
      if (!p)
        throw new InputError(
          ctx.file,
          `profiles[${i}]`,
          `unknown profile '${String(id)}' for ${nation}`,
          `known: ${cat.profiles.map((q) => q.id).join(', ')}`,
          ctx.source.lineOf(['profiles', i]),
        );
      return p;
    });
  }
  return chosen.map((p) => ({ id: p.id, name: p.name, cost: p.points, max: MAX_PER_PROFILE }));
}

function side(doc: Record<string, unknown>, profiles: CalibrationProfile[], counts: number[], name: string): unknown {
  const nation = parseNation(doc.nation)!;
  const models = profiles.flatMap((p, i) => (counts[i] > 0 ? [{ profile: p.id, count: counts[i] }] : []));
  return { name, nation, poule: POULE_OF[nation], models };
}

export const sdsCalibration: CalibrationHook = { keys: ['nation', 'profiles'], catalogue, side };
