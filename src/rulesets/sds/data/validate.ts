import type { LoadContext } from '../../types.js';
import { InputError } from '../../errors.js';
import { parseCatalogue } from './catalogue.js';
import { NATIONS, parseNation } from './nations.js';
import { loadSquad } from './squad.js';

/**
 * `volley validate` on an SDS data file: an army list (`nation`, `poule`, `models`) or a profile
 * catalogue (`nation`, `profiles`). Returns a one-line summary, or undefined for a scenario.
 */
export function validateDataDoc(doc: Record<string, unknown>, ctx: LoadContext): string | undefined {
  if (doc.sides !== undefined || doc.lists !== undefined) return undefined;
  if (doc.profiles !== undefined) {
    const nation = parseNation(doc.nation);
    if (!nation) {
      throw new InputError(ctx.file, 'nation', `unknown nation '${String(doc.nation)}'`, `use one of: ${NATIONS.join(', ')}`, ctx.source.lineOf(['nation']));
    }
    const cat = parseCatalogue(nation, doc, ctx.file, ctx.source);
    const bySource = (s: string) => cat.profiles.filter((p) => p.source === s).length;
    return (
      `${nation} catalogue: ${cat.profiles.length} profiles ` +
      `(${bySource('published')} published, ${bySource('derived')} derived, ` +
      `${bySource('illustrative')} illustrative)`
    );
  }
  if (doc.models !== undefined) {
    const squad = loadSquad(doc, ctx.file, ctx, ctx.source);
    return `list '${squad.name}': ${squad.nation}, ${squad.poule} poule, ${squad.models.length} models, ${squad.points} points`;
  }
  return undefined;
}
