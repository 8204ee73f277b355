import type { AnyRuleset, CalibrationHook, CalibrationProfile, LoadContext } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { readScenarioKeys, rulesetFor, type Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { dirname, resolve } from 'node:path';
import { readField, type Field } from '../shared/opponents.js';
import { isMap } from '../../rulesets/kit/isMap.js';

/**
 * A calibration file: a scenario of its game without `sides:` (rules, options, table, policies,
 * seed), the game's catalogue keys (intro `catalogue:`, SDS `nation:` and `profiles:`), and
 *   games: 4000               games in all, as mirrored pairs of freshly drawn matchups
 *   points: {min: 90, max: 120}  the totals drawn lists spend (printed costs)
 *   tolerance: 3              a fair cost within printed ± tolerance is "fair"
 *   costs: {officer: 50}      printed costs to try instead of the catalogue's (by id or name),
 *                             e.g. a revised cost, even of an illustrative SDS profile whose
 *                             catalogue row must keep the formula's price; marked in the manifest
 *   field: poule.yaml         each drawn list meets the lists of this poule instead of another
 *                             drawn list, as often as the poule's weights say (shared/opponents.ts):
 *                             the fair costs then answer "for this tournament"
 *   opponents: [<side entry>, …]  or the field's lists written here, weighted equally
 */
export interface CalibrationSpec {
  file: string;
  ruleset: AnyRuleset;
  hook: CalibrationHook;
  /** The scenario keys (setup not loaded) and the context its game validates lists in. */
  scenario: Scenario;
  ctx: LoadContext;
  /** The file as written, with the catalogue keys the scenario drops (the hook reads them). */
  rawDoc: Record<string, unknown>;
  profiles: CalibrationProfile[];
  /** Profiles whose printed cost `costs:` replaced: id -> the catalogue's own cost. */
  edited: Record<string, number>;
  window: [number, number];
  tolerance: number;
  /** The field the drawn lists meet (issue 27 item 4); undefined: they meet each other. */
  field?: Field;
}

/** Keys calibrate itself reads; the rest of the file is the game's scenario. */
const OWN_KEYS = ['points', 'tolerance', 'costs', 'field', 'opponents'];
export const DEFAULT_TOLERANCE = 3;

export function readCalibration(file: string): CalibrationSpec {
  const y = readYamlFile(file);
  const ruleset = rulesetFor(y);
  const doc = y.doc as Record<string, unknown>;
  const hook = ruleset.calibration;
  if (!hook)
    throw new InputError(
      file,
      'ruleset',
      `volley calibrate does not draw ${ruleset.id} lists yet`,
      'use a calibration file of a game that has a calibration hook: intro, sds, sfg or alg',
    );
  const line = (path: (string | number)[]) => y.source.lineOf(path);
  if (doc.sides !== undefined || doc.lists !== undefined) {
    const k = doc.sides !== undefined ? 'sides' : 'lists';
    throw new InputError(
      file,
      k,
      `a calibration file draws its own lists; it has no ${k}:`,
      'remove it and give the catalogue (intro: catalogue:, sds: nation:) and ' + 'points: {min, max}',
      line([k]),
    );
  }
  const points = doc.points;
  if (
    !isMap(points) ||
    typeof points.min !== 'number' ||
    typeof points.max !== 'number' ||
    !Number.isInteger(points.min) ||
    !Number.isInteger(points.max) ||
    points.min < 1 ||
    points.max < points.min
  ) {
    throw new InputError(
      file,
      'points',
      'expected {min, max}: whole numbers of points with 1 <= min <= max',
      'e.g. points: {min: 90, max: 120}; lists whose totals differ are what ' + 'puts the fit on the points scale',
      line(['points']),
    );
  }
  for (const k of Object.keys(points))
    if (k !== 'min' && k !== 'max')
      throw new InputError(file, `points.${k}`, `unknown key '${k}' in points`, 'points has min and max only', line(['points', k]));
  let tolerance = DEFAULT_TOLERANCE;
  if (doc.tolerance !== undefined) {
    if (typeof doc.tolerance !== 'number' || !(doc.tolerance > 0) || !Number.isFinite(doc.tolerance))
      throw new InputError(
        file,
        'tolerance',
        `'${String(doc.tolerance)}' is not a positive number of points`,
        'e.g. tolerance: 3 (a fair cost within printed ± 3 is "fair")',
        line(['tolerance']),
      );
    tolerance = doc.tolerance;
  }
  if (doc.pairs === false) throw new InputError(file, 'pairs', 'calibrate plays every drawn matchup from both sides', 'remove pairs: false', line(['pairs']));
  const drop = [...OWN_KEYS, ...hook.keys].map((k) => ({ path: [k], value: undefined }));
  const { scenario, ctx } = readScenarioKeys(file, { patches: drop });
  // the hook reads its keys from the file as written (they are dropped from the scenario)
  const profiles = hook.catalogue(doc, ctx);
  const edited: Record<string, number> = {};
  if (doc.costs !== undefined) {
    if (!isMap(doc.costs)) throw new InputError(file, 'costs', 'expected a mapping of profile: printed cost', 'e.g. costs: {officer: 50}', line(['costs']));
    for (const [key, cost] of Object.entries(doc.costs)) {
      const p = profiles.find((q) => q.id === key || q.name === key);
      if (!p)
        throw new InputError(
          file,
          `costs.${key}`,
          `'${key}' is not a profile of the catalogue`,
          `known: ${profiles.map((q) => q.id).join(', ')}`,
          line(['costs', key]),
        );
      if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 1)
        throw new InputError(
          file,
          `costs.${key}`,
          `'${String(cost)}' is not a positive whole number of points`,
          'e.g. costs: {officer: 50}',
          line(['costs', key]),
        );
      edited[p.id] = p.cost;
      p.cost = cost;
    }
  }
  const cheapest = Math.min(...profiles.map((p) => p.cost));
  if (cheapest > points.max)
    throw new InputError(
      file,
      'points.max',
      `no profile fits in ${points.max} points (the cheapest costs ${cheapest})`,
      'raise points.max',
      line(['points', 'max']),
    );
  // the field's lists are loaded as side 1 of this file, so their list files are rebased to it
  const field = readField(file, doc, ruleset.id, dirname(resolve(file)), y.source);
  return { file, ruleset, hook, scenario, ctx, rawDoc: doc, profiles, edited, window: [points.min, points.max], tolerance, field };
}
