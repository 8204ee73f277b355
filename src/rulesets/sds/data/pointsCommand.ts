/**
 * The SDS points hook (`volley points <nation> [profile]`): the SDS 8.1 formula cost next to the
 * catalogue cost, with the S decomposition (SDS 8.4), flagging items whose cost is illustrative
 * (unknown).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../errors.js';
import type { HookCommand, HookContext } from '../../types.js';
import { parseCatalogue, type Catalogue } from './catalogue.js';
import { NATIONS, NATION_FILE, parseNation } from './nations.js';
import { priceProfile } from '../mechanics/points.js';
import type { Profile } from './profile.js';
import { readableNote } from './sourceTags.js';

export const DEFAULT_PROFILES_DIR = 'scenarios/sds/profiles';

export function readCatalogueFromDir(nationRaw: string, dir: string, ctx: Pick<HookContext, 'readYaml'>): Catalogue {
  if (!nationRaw)
    throw new InputError(
      'command line',
      '<nation>',
      'no nation given',
      `name one: volley points sds <nation> [profile], with <nation> one of ` + `${NATIONS.join(', ')}`,
    );
  const nation = parseNation(nationRaw);
  if (!nation) throw new InputError('command line', '<nation>', `unknown nation '${nationRaw}'`, `use one of: ${NATIONS.join(', ')}`);
  const file = join(dir, `${NATION_FILE[nation]}.yaml`);
  if (!existsSync(file)) throw new InputError(file, '', 'catalogue file not found', 'run from the project root or pass --profiles <dir>');
  const y = ctx.readYaml(file);
  return parseCatalogue(nation, y.doc, y.file, y.source);
}

function describePoints(p: Profile): string {
  const { points, decomposition } = priceProfile(p);
  const lines: string[] = [];
  lines.push(
    `${p.name} (${p.nation}, ${p.id}) — Q${p.q}+ C${p.c}; weapons: ` +
      `${p.weapons.join(', ') || '—'}; rules: ${p.rules.join(', ') || '—'}; ` +
      `source: ${p.source}`,
  );
  const base = p.c <= 0 ? 1 : 5 * p.c;
  lines.push(`  catalogue: ${p.points}   formula (SDS 8.1): ${points}   ${points === p.points ? 'match' : `DIFFERS by ${p.points - points}`}`);
  lines.push(`  S = ${decomposition.s}: ${decomposition.items.map((i) => `${i.name} ${i.cost}${i.basis === 'illustrative' ? '*' : ''}`).join(' + ') || '0'}`);
  lines.push(`  (5×C + S) × (7 − Q)/2 = (${base} + ${decomposition.s}) × ${(7 - p.q) / 2} = ${((base + decomposition.s) * (7 - p.q)) / 2} → ${points}`);
  if (decomposition.unknown.length) {
    lines.push(
      `  * illustrative cost (unknown in the sources, SDS 8.4): ` +
        `${decomposition.unknown.map((i) => `${i.name}${i.note ? ` [${readableNote(i.note)}]` : ''}`).join('; ')}`,
    );
  }
  if (p.note) lines.push(`  note: ${readableNote(p.note)}`);
  return lines.join('\n');
}

export const sdsPoints: HookCommand = {
  name: 'points',
  description: 'SDS profile cost: the SDS 8.1 formula next to the catalogue value, with the S decomposition',
  args: [
    { name: '<nation>', description: NATIONS.join(' | ') },
    { name: '[profile]', description: 'profile id (omit to list the whole catalogue)' },
  ],
  flags: [{ flag: '--profiles <dir>', description: 'catalogue directory', default: DEFAULT_PROFILES_DIR }],
  run([nation, profileId], flags, ctx) {
    const cat = readCatalogueFromDir(nation, String(flags.profiles ?? DEFAULT_PROFILES_DIR), ctx);
    let profiles = cat.profiles;
    if (profileId !== undefined) {
      const p = cat.byId.get(profileId);
      if (!p)
        throw new InputError(
          'command line',
          '<profile>',
          `unknown profile '${profileId}' for ${cat.nation}`,
          `known: ${cat.profiles.map((x) => x.id).join(', ')}`,
        );
      profiles = [p];
    }
    const rows = profiles.map((p) => {
      const { points, decomposition } = priceProfile(p);
      return { ...p, formula: points, s: decomposition.s, items: decomposition.items.map((i) => ({ name: i.name, cost: i.cost, basis: i.basis })) };
    });
    return { text: `${profiles.map(describePoints).join('\n\n')}\n`, json: profileId ? rows[0] : rows };
  },
};
