/**
 * The numbers the AlG heuristics weigh (issue 31: declared like rule options so `volley tune`
 * can change them). Each style has its own defaults: the values it always played with.
 */
import type { PolicyParam } from '../../types.js';

export interface Weights {
  /** Fight a melee already joined. */
  melee: number;
  /** Shoot (before the hero bonus and the distance tie-break). */
  shoot: number;
  /** Charge an enemy that is not shaken. */
  charge: number;
  /** Charge a shaken enemy. */
  shakenCharge: number;
  reload: number;
  /** Advance (aggressive: always; cautious: only to bring a loaded weapon into range). */
  advance: number;
  /** Take cover when not (wholly) in cover, and when already in it. */
  cover: number;
  coverInCover: number;
  /** Flee from a fight (an action, AlG 3.4). */
  flee: number;
  /** React to being shot at by going prone (AlG 3.6), against 3 for shooting back and 1 for nothing. */
  prone: number;
  /** React to a charge by counter-charging (AlG 3.6), against 1 for nothing. */
  counterCharge: number;
}

export const AGGRESSIVE_WEIGHTS: Weights = {
  melee: 10,
  shoot: 9,
  charge: 7,
  shakenCharge: 9,
  reload: 6,
  advance: 3,
  cover: 0.5,
  coverInCover: 0.5,
  flee: 0,
  prone: 0,
  counterCharge: 2,
};
export const CAUTIOUS_WEIGHTS: Weights = {
  melee: 8,
  shoot: 9,
  charge: 1,
  shakenCharge: 9,
  reload: 6,
  advance: 2,
  cover: 4,
  coverInCover: 0,
  flee: 3,
  prone: 2,
  counterCharge: 0,
};

const WEIGHS: Record<keyof Weights, string> = {
  melee: 'value of fighting a melee already joined',
  shoot: 'value of a shot (a hero target adds 0.5; nearer targets win ties)',
  charge: 'value of charging an enemy that is not shaken',
  shakenCharge: 'value of charging a shaken enemy',
  reload: 'value of reloading',
  advance: 'value of advancing on the enemy',
  cover: 'value of taking cover when not wholly in cover',
  coverInCover: 'value of the take-cover action when already in cover',
  flee: 'value of fleeing a fight',
  prone: 'value of going prone when shot at (shooting back is worth 3, nothing 1)',
  counterCharge: 'value of counter-charging a charge (nothing is worth 1)',
};

/** The declared params of a style: every weight, on a 0–12 scale (reactions are weighed against 1–3). */
export function weightParams(defaults: Weights): PolicyParam[] {
  return (Object.keys(WEIGHS) as (keyof Weights)[]).map((key) => ({
    key,
    min: 0,
    max: key === 'prone' || key === 'counterCharge' ? 4 : 12,
    default: defaults[key],
    description: WEIGHS[key],
  }));
}
