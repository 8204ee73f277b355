/**
 * SDS profile and squad data (SDS 8, 9). Plain data: a Setup carries these to the workers
 * by structured clone.
 */
export type Nation = 'France' | 'GreatBritain' | 'Prussia' | 'Austria' | 'Russia';
export type Poule = 'French' | 'Allied';

/** Firearms and hand weapons seen in published profiles (SDS 4.2, 5.4). */
export type Weapon = 'musket' | 'rifle' | 'carbine' | 'pistol' | 'bow' | 'blunderbuss' | 'sword' | 'axe' | 'halberd' | 'lance';

/** Special rules (SDS 7). Names in camelCase of the English rule names. */
export type SpecialRule =
  | 'leader'
  | 'nco'
  | 'elan'
  | 'fear'
  | 'fearless'
  | 'mounted'
  | 'flagBearer'
  | 'scout'
  | 'steadfast'
  | 'shortMove'
  | 'individualist'
  | 'civilian'
  | 'hero'
  | 'poorLeadership'
  | 'cuirass'
  | 'engineer'
  | 'green'
  | 'lightInfantry'
  | 'marksman'
  | 'musician'
  | 'poorShot'
  | 'reluctant'
  | 'slow'
  | 'strong'
  | 'unreliable'
  | 'unpredictable'
  | 'wavering'
  | 'weak'
  | 'oldGuard';

export type ProfileSource = 'published' | 'derived' | 'illustrative';

export interface Profile {
  /** Catalogue id, unique within a nation, e.g. 'line-infantryman'. */
  id: string;
  name: string;
  nation: Nation;
  points: number;
  /** Quality: the number to reach on a d6 (2..6). Lower is better. */
  q: number;
  /** Combat factor. */
  c: number;
  weapons: Weapon[];
  rules: SpecialRule[];
  source: ProfileSource;
  note?: string;
}

/** One model in a squad, as bought from the catalogue. */
export interface SquadModel {
  /** Name unique within the squad, e.g. 'Line infantryman 3'. */
  name: string;
  profile: Profile;
}

export interface Squad {
  name: string;
  nation: Nation;
  poule: Poule;
  points: number;
  models: SquadModel[];
  /** The list file it came from (for error messages and reports). */
  file: string;
}
