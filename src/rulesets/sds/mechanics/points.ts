/**
 * Points formula and item costs (SDS 8.1–8.4).
 *
 * Costs marked 'derived' were solved from published profile totals (SDS 8.3–8.4); costs
 * marked 'illustrative' are NOT known: they are this project's choices so that hypothetical
 * profiles can be priced, and every price that uses one says so.
 */
import type { Profile, SpecialRule, Weapon } from '../data/profile.js';

/** SDS 8.1: roundHalfUp((5C + S)(7 − Q)/2), minimum 1; C0 counts as 5C = 1 (SBH). */
export function formulaPoints(q: number, c: number, s: number): number {
  const base = c <= 0 ? 1 + s : 5 * c + s;
  // (7 − Q)/2 is a multiple of ½, so the product is exact in floating point
  const p = Math.round((base * (7 - q)) / 2); // half up (SDS 8.1: 25.5 → 26)
  return p < 1 ? 1 : p;
}

type CostBasis = 'derived' | 'illustrative';

interface CostItem {
  /** Display name, e.g. 'musket', 'pistol + Leader'. */
  name: string;
  /** The weapons/rules this item covers. */
  covers: (Weapon | SpecialRule)[];
  cost: number;
  basis: CostBasis;
  note?: string;
}

/** SDS 8.4: combined costs known only as a sum (matched first, whole groups only). */
export const GROUP_COSTS: readonly CostItem[] = [
  { name: 'pistol + Leader', covers: ['pistol', 'leader'], cost: 18, basis: 'derived', note: 'SDS 8.4, 2 profiles; split unknown' },
  { name: 'Light + Élan', covers: ['lightInfantry', 'elan'], cost: 11, basis: 'derived', note: 'SDS 8.4; split unknown' },
  { name: 'axe + Engineer + Strong', covers: ['axe', 'engineer', 'strong'], cost: 9, basis: 'derived', note: 'SDS 8.4; split unknown' },
];

/**
 * Single-item costs. Derived ones from SDS 8.4; illustrative ones chosen here:
 * - splits of the derived groups: pistol 3 + Leader 15 (SBH Leader = 15); Light 5 + Élan 6;
 *   axe 2 (a 2-pt hand weapon like the sword) + Engineer 3 + Strong 4;
 * - rifle 10 + Marksman 6 + Light 5 = 21, the derived 95th Rifleman kit (SDS 8.3);
 * - SBH costs where SBH has the rule (Mounted 6, Fearless 3, Hero 15, Slow −5, Short Move −3);
 * - the rest by analogy (see each note).
 */
export const ITEM_COSTS: Readonly<Record<Weapon | SpecialRule, CostItem>> = {
  musket: { name: 'musket', covers: ['musket'], cost: 7, basis: 'derived', note: 'SDS 8.2, 5 profiles; = SBH Shooter (long)' },
  sword: { name: 'sword', covers: ['sword'], cost: 2, basis: 'derived' },
  halberd: { name: 'halberd', covers: ['halberd'], cost: 2, basis: 'derived', note: 'British NCO, a 2-pt hand weapon (SDS 8.3)' },
  blunderbuss: { name: 'blunderbuss', covers: ['blunderbuss'], cost: 1, basis: 'derived', note: 'weak (Sappeur only)' },
  nco: { name: 'NCO', covers: ['nco'], cost: 11, basis: 'derived' },
  steadfast: { name: 'Steadfast', covers: ['steadfast'], cost: 3, basis: 'derived', note: '= SBH' },
  pistol: { name: 'pistol', covers: ['pistol'], cost: 3, basis: 'illustrative', note: 'split of pistol + Leader = 18' },
  leader: { name: 'Leader', covers: ['leader'], cost: 15, basis: 'illustrative', note: 'SBH Leader = 15; split of pistol + Leader = 18' },
  lightInfantry: { name: 'Light', covers: ['lightInfantry'], cost: 5, basis: 'illustrative', note: 'split of Light + Élan = 11' },
  elan: { name: 'Élan', covers: ['elan'], cost: 6, basis: 'illustrative', note: 'split of Light + Élan = 11' },
  axe: { name: 'axe', covers: ['axe'], cost: 2, basis: 'illustrative', note: 'a 2-pt hand weapon like the sword' },
  engineer: { name: 'Engineer', covers: ['engineer'], cost: 3, basis: 'illustrative', note: 'split of axe + Engineer + Strong = 9' },
  strong: { name: 'Strong', covers: ['strong'], cost: 4, basis: 'illustrative', note: 'split of axe + Engineer + Strong = 9' },
  rifle: { name: 'rifle', covers: ['rifle'], cost: 10, basis: 'illustrative', note: 'rifle + Light + Marksman = 21 (95th Rifleman, SDS 8.3)' },
  marksman: { name: 'Marksman', covers: ['marksman'], cost: 6, basis: 'illustrative', note: 'rifle + Light + Marksman = 21' },
  carbine: { name: 'carbine', covers: ['carbine'], cost: 5, basis: 'illustrative', note: 'shorter-ranged than a musket (7)' },
  bow: { name: 'bow', covers: ['bow'], cost: 4, basis: 'illustrative', note: 'short range, no reload' },
  lance: { name: 'lance', covers: ['lance'], cost: 2, basis: 'illustrative', note: 'a hand weapon; better-weapon effects are off (SDS 5.4)' },
  mounted: { name: 'Mounted', covers: ['mounted'], cost: 6, basis: 'illustrative', note: 'SBH Mounted = 6' },
  fear: { name: 'Fear', covers: ['fear'], cost: 8, basis: 'illustrative', note: 'strong in SDS (charge tests, cavalry −1 per die)' },
  fearless: { name: 'Fearless', covers: ['fearless'], cost: 3, basis: 'illustrative', note: 'SBH Fearless = 3' },
  hero: { name: 'Hero', covers: ['hero'], cost: 15, basis: 'illustrative', note: 'SBH Hero = 15' },
  cuirass: { name: 'Cuirass', covers: ['cuirass'], cost: 4, basis: 'illustrative', note: 'effect unknown (option cuirass)' },
  musician: { name: 'Musician', covers: ['musician'], cost: 5, basis: 'illustrative', note: 'effect unknown (option musician)' },
  flagBearer: { name: 'Flag Bearer', covers: ['flagBearer'], cost: 5, basis: 'illustrative', note: 'rally point for flight (SDS 6.3)' },
  scout: { name: 'Scout', covers: ['scout'], cost: 3, basis: 'illustrative', note: '+1 to the attacker/defender roll only' },
  green: { name: 'Green', covers: ['green'], cost: -3, basis: 'illustrative' },
  wavering: { name: 'Wavering', covers: ['wavering'], cost: -3, basis: 'illustrative' },
  unreliable: { name: 'Unreliable', covers: ['unreliable'], cost: -3, basis: 'illustrative' },
  unpredictable: { name: 'Unpredictable', covers: ['unpredictable'], cost: -2, basis: 'illustrative' },
  reluctant: { name: 'Reluctant', covers: ['reluctant'], cost: -2, basis: 'illustrative' },
  slow: { name: 'Slow', covers: ['slow'], cost: -5, basis: 'illustrative', note: 'SBH Slow = −5' },
  shortMove: { name: 'Short Move', covers: ['shortMove'], cost: -3, basis: 'illustrative', note: 'SBH Short Move = −3' },
  poorShot: { name: 'Poor Shot', covers: ['poorShot'], cost: -3, basis: 'illustrative' },
  weak: { name: 'Weak', covers: ['weak'], cost: -4, basis: 'illustrative' },
  individualist: { name: 'Individualistic', covers: ['individualist'], cost: -2, basis: 'illustrative' },
  civilian: { name: 'Civilian', covers: ['civilian'], cost: -2, basis: 'illustrative' },
  poorLeadership: { name: 'Poor Leadership', covers: ['poorLeadership'], cost: -5, basis: 'illustrative' },
  oldGuard: { name: 'Old Guard', covers: ['oldGuard'], cost: 0, basis: 'illustrative', note: 'a marker for SDS 5.11; its Fear is costed separately' },
};

interface Decomposition {
  items: CostItem[];
  /** Sum of the item costs (S of SDS 8.1). */
  s: number;
  /** Items whose cost is illustrative (unknown in the sources). */
  unknown: CostItem[];
}

/** SDS 8.4: S decomposition of a profile's weapons and rules (groups first). */
export function decompose(weapons: readonly Weapon[], rules: readonly SpecialRule[]): Decomposition {
  const left = new Set<Weapon | SpecialRule>([...weapons, ...rules]);
  const items: CostItem[] = [];
  for (const g of GROUP_COSTS) {
    if (g.covers.every((x) => left.has(x))) {
      items.push(g);
      for (const x of g.covers) left.delete(x);
    }
  }
  for (const x of left) items.push(ITEM_COSTS[x]);
  const s = items.reduce((a, i) => a + i.cost, 0);
  return { items, s, unknown: items.filter((i) => i.basis === 'illustrative') };
}

/** SDS 8.1 price of a profile, with its decomposition. */
export function priceProfile(p: Pick<Profile, 'q' | 'c' | 'weapons' | 'rules'>): { points: number; decomposition: Decomposition } {
  const decomposition = decompose(p.weapons, p.rules);
  return { points: formulaPoints(p.q, p.c, decomposition.s), decomposition };
}
