/**
 * Squad lists (scenarios/sds/lists/*.yaml) and their validation (SDS 8.5, 10.2, 10.3; issue 3):
 *   name, nation, poule, models: [{profile: id, count: n}]
 */
import { resolve } from 'node:path';
import type { LoadContext, SourceRef } from '../../types.js';
import type { Nation, Poule, Squad, SquadModel } from './profile.js';
import { InputError } from '../../errors.js';
import { genericKeys, unknownKey, unknownKeyHint } from '../../kit/keys.js';

/** Keys of a list (file or inline side entry), a model row, a side entry and a scenario. */
const LIST_KEYS = ['ruleset', 'name', 'description', 'nation', 'poule', 'models'];
const MODEL_KEYS = ['profile', 'count'];
const SIDE_FILE_KEYS = ['list'];
const SCENARIO_KEYS = [...genericKeys, 'sides'];
/** volley's bound, not a rule: models per squad, checked before counts are expanded. */
const MAX_MODELS = 200;
import { readSdsOptions } from '../options.js';
import { fmtPath, loadCatalogue, type Catalogue } from './catalogue.js';
import { NATIONS, POULE_OF, parseNation } from './nations.js';

const MIN_POINTS = 385; // SDS 10.3
const MAX_POINTS = 405; // SDS 10.3
const MAX_INDIVIDUALISTS = 5; // SDS 10.2: Individualistic or Civilian

interface SquadCheck {
  /** Enforce 385–405 points (tournament); false allows any total (core "≤ 400 or larger by agreement"). */
  pointsWindow: boolean;
  requireLeader: boolean;
}

/**
 * Validates a list document into a Squad. `listFile` is the file as shown in errors;
 * `catalogue` may be passed in (tests, CLI), else it is loaded through ctx next to the list.
 */
export function loadSquad(
  listDoc: unknown,
  listFile: string,
  ctx: LoadContext,
  source?: SourceRef,
  catalogue?: Catalogue,
  check?: Partial<SquadCheck>,
  /** YAML path of the list inside its file (inline lists in a scenario: ['sides', i]). */
  prefix: (string | number)[] = [],
): Squad {
  const err = (path: (string | number)[], problem: string, hint: string): InputError =>
    new InputError(listFile, fmtPath([...prefix, ...path]), problem, hint, source?.lineOf([...prefix, ...path]));
  if (!listDoc || typeof listDoc !== 'object' || Array.isArray(listDoc))
    throw err([], 'expected a mapping', 'a list has name, nation, poule and models: [{profile, count}]');
  const doc = listDoc as Record<string, unknown>;
  const badKey = unknownKey(doc, LIST_KEYS);
  if (badKey !== undefined) throw err([badKey], `unknown key '${badKey}' in a list`, unknownKeyHint(badKey, LIST_KEYS));
  const name = typeof doc.name === 'string' && doc.name.trim() ? doc.name : null;
  if (!name) throw err(['name'], 'missing name', "e.g. name: 'France line A'");
  const nation = parseNation(doc.nation);
  if (!nation) throw err(['nation'], `unknown nation '${String(doc.nation)}'`, `use one of: ${NATIONS.join(', ')}`);
  const poule = doc.poule;
  if (poule !== 'French' && poule !== 'Allied')
    throw err(['poule'], `'${String(poule)}' is not a poule`, `${nation} is in the ${POULE_OF[nation]} poule (SDS 10.9): poule: ` + `${POULE_OF[nation]}`);
  if (poule !== POULE_OF[nation])
    throw err(
      ['poule'],
      `${nation} is not in the ${poule} poule`,
      `SDS 10.9: ${nation} belongs to the ${POULE_OF[nation]} poule; write ` + `poule: ${POULE_OF[nation]}`,
    );
  const cat = catalogue ?? loadCatalogue(nation, ctx, listFile);
  if (!Array.isArray(doc.models) || doc.models.length === 0)
    throw err(['models'], 'expected a non-empty list of {profile, count}', 'e.g. models: [{profile: line-infantryman, count: 8}]');
  const opts = readSdsOptions(ctx.options);
  const chk: SquadCheck = { pointsWindow: opts.mode === 'tournament' && opts.enforcePointsWindow, requireLeader: opts.requireLeader, ...check };
  const models: SquadModel[] = [];
  let points = 0;
  let individualists = 0;
  const known = (): string => cat.profiles.map((p) => p.id).join(', ');
  doc.models.forEach((m, i) => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) throw err(['models', i], 'expected {profile, count}', 'e.g. {profile: line-infantryman, count: 8}');
    const row = m as Record<string, unknown>;
    const badRow = unknownKey(row, MODEL_KEYS);
    if (badRow !== undefined) throw err(['models', i, badRow], `unknown key '${badRow}' in a model row`, unknownKeyHint(badRow, MODEL_KEYS));
    const id = row.profile;
    const profile = typeof id === 'string' ? cat.byId.get(id) : undefined;
    if (!profile) throw err(['models', i, 'profile'], `unknown profile '${String(id)}' for ${nation}`, `known: ${known()}`);
    const count = row.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 50)
      throw err(['models', i, 'count'], `'${String(count)}' is not a whole number from 1 to 50`, `how many '${profile.id}' models`);
    if (models.length + count > MAX_MODELS)
      throw err(['models', i, 'count'], `${models.length + count} models; volley plays at most ${MAX_MODELS} per squad`, 'check the counts');
    for (let k = 0; k < count; k++) {
      models.push({ name: count > 1 ? `${profile.name} ${k + 1}` : profile.name, profile });
      points += profile.points;
      if (profile.rules.includes('individualist') || profile.rules.includes('civilian')) individualists++;
    }
  });
  // disambiguate repeated names from separate rows of the same profile
  const seen = new Map<string, number>();
  for (const m of models) {
    const n = seen.get(m.name) ?? 0;
    seen.set(m.name, n + 1);
    if (n > 0) m.name = `${m.name} (${n + 1})`;
  }
  if (chk.pointsWindow && (points < MIN_POINTS || points > MAX_POINTS)) {
    throw err(
      ['models'],
      `the squad totals ${points} points; SDS 10.3 requires ` + `${MIN_POINTS}–${MAX_POINTS}`,
      points < MIN_POINTS ? `add ${MIN_POINTS - points}+ points of models` : `remove ${points - MAX_POINTS}+ points of models`,
    );
  }
  if (individualists > MAX_INDIVIDUALISTS) {
    throw err(['models'], `${individualists} Individualistic/Civilian models; SDS 10.2 allows at most ${MAX_INDIVIDUALISTS}`, 'remove some of them');
  }
  if (chk.requireLeader && !models.some((m) => m.profile.rules.includes('leader'))) {
    throw err(
      ['models'],
      'no model with the Leader rule; a squad needs an Officer with Leader ' + '(SDS 2.1, option requireLeader)',
      `add an officer, e.g. one of: ` +
        `${
          cat.profiles
            .filter((p) => p.rules.includes('leader'))
            .map((p) => p.id)
            .join(', ') || '(none in this catalogue)'
        }`,
    );
  }
  const heroes = models.filter((m) => m.profile.rules.includes('hero')).length;
  if (heroes > 1) throw err(['models'], `${heroes} models with Hero; SDS 10.2 allows Hero on one model`, 'keep one Hero');
  return { name, nation: nation as Nation, poule: poule as Poule, points, models, file: listFile };
}

/** Reads a list file through the scenario context and validates it. */
export function loadSquadFile(rel: string, ctx: LoadContext, check?: Partial<SquadCheck>): Squad {
  const y = ctx.readYaml(rel);
  return loadSquad(y.doc, y.file, ctx, y.source, undefined, check);
}

/**
 * Scenario `sides: [{list: lists/a.yaml}, {list: lists/b.yaml}]` (paths relative to the scenario),
 * or inline `{name, nation, poule, models}` entries. Matchup legality (SDS 10.9) is not enforced
 * here, so mirror matches (the same list on both sides) stay possible; see matchupAllowed.
 */
export function loadSides(doc: Record<string, unknown>, ctx: LoadContext): [Squad, Squad] {
  const sides = doc.sides;
  const err = (path: (string | number)[], problem: string, hint: string): InputError =>
    new InputError(ctx.file, fmtPath(path), problem, hint, ctx.source.lineOf(path));
  const badKey = unknownKey(doc, SCENARIO_KEYS);
  if (badKey !== undefined) throw err([badKey], `unknown key '${badKey}' in an sds scenario`, unknownKeyHint(badKey, SCENARIO_KEYS));
  if (!Array.isArray(sides) || sides.length !== 2)
    throw err(['sides'], 'expected a list of two sides', 'sides: [{list: lists/france-line-a.yaml}, {list: lists/britain-line-a.yaml}]');
  const out = sides.map((s, i) => {
    if (!s || typeof s !== 'object' || Array.isArray(s))
      throw err(['sides', i], 'expected {list: file} or an inline list', 'e.g. {list: lists/france-line-a.yaml}');
    const side = s as Record<string, unknown>;
    if (side.list !== undefined) {
      if (typeof side.list !== 'string') throw err(['sides', i, 'list'], 'expected a file path', 'relative to the scenario file');
      const badSide = unknownKey(side, SIDE_FILE_KEYS);
      if (badSide !== undefined) throw err(['sides', i, badSide], `unknown key '${badSide}' next to list:`, unknownKeyHint(badSide, SIDE_FILE_KEYS));
      return loadSquadFile(side.list, ctx);
    }
    if (side.models !== undefined) {
      // inline list: catalogues are looked up next to the scenario (profiles/) or in ../profiles/
      return loadSquad(side, ctx.file, ctx, ctx.source, undefined, undefined, ['sides', i]);
    }
    throw err(['sides', i], 'missing list: or models:', 'e.g. {list: lists/france-line-a.yaml}');
  });
  return [out[0], out[1]];
}

/** Absolute path helper for callers outside a scenario (CLI, tests). */
export function absolute(p: string): string {
  return resolve(p);
}
