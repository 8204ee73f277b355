/**
 * Nations, poules and file names (SDS 9, 10.9).
 */
import { named } from '../../kit/named.js';
import type { Nation, Poule } from './profile.js';

export const NATIONS: readonly Nation[] = ['France', 'GreatBritain', 'Prussia', 'Austria', 'Russia'];

/** SDS 10.9: poule of each nation the simulator ships. */
export const POULE_OF: Readonly<Record<Nation, Poule>> = {
  France: 'French',
  GreatBritain: 'Allied',
  Prussia: 'Allied',
  Austria: 'Allied',
  Russia: 'Allied',
};

/** Catalogue file stem per nation: scenarios/sds/profiles/<stem>.yaml. */
export const NATION_FILE: Readonly<Record<Nation, string>> = {
  France: 'france',
  GreatBritain: 'great-britain',
  Prussia: 'prussia',
  Austria: 'austria',
  Russia: 'russia',
};

const ALIASES: Record<string, Nation> = {
  france: 'France',
  french: 'France',
  greatbritain: 'GreatBritain',
  britain: 'GreatBritain',
  british: 'GreatBritain',
  gb: 'GreatBritain',
  uk: 'GreatBritain',
  prussia: 'Prussia',
  austria: 'Austria',
  russia: 'Russia',
};

/** 'France', 'france', 'great-britain', 'GreatBritain', 'gb' … → Nation, or null. */
export function parseNation(raw: unknown): Nation | null {
  if (typeof raw !== 'string') return null;
  return named(ALIASES, raw.toLowerCase().replace(/[\s_-]/g, '')) ?? null;
}

/**
 * SDS 10.9: may these two nations meet? Any French-poule list may meet any Allied-poule list;
 * within a poule only the listed pairs (of the nations shipped here: Austria–Russia and
 * Prussia–Russia, 1812). The full table, MDS nations included, is scenarios/sds/poules/cross.yaml.
 */
export function matchupAllowed(a: Nation, b: Nation): boolean {
  if (POULE_OF[a] !== POULE_OF[b]) return true;
  const k = [a, b].sort().join('-');
  return k === 'Austria-Russia' || k === 'Prussia-Russia';
}
