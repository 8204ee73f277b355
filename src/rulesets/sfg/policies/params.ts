/**
 * The numbers the SfG heuristic generals weigh (issue 31: declared like rule options so
 * `volley tune` can change them). Each style keeps its own defaults: the values it always
 * played with. `standoff` is declared only for the styles whose goal measures it.
 */
import type { PolicyParam } from '../../types.js';
import { GOAL_ASSAULT, type Style } from './heuristic.js';

/** The Style fields `volley tune` may change. */
type TunedKey = 'chargeMargin' | 'minGain' | 'chargeWorth' | 'failedChargeCost' | 'lineBonus' | 'standoff' | 'gunRange' | 'unlimberRange' | 'reactionFireMin';

const DECLARED: { key: TunedKey; min: number; max: number; description: string }[] = [
  { key: 'chargeMargin', min: 0, max: 6, description: 'least expected melee score edge (SFG-8.5) at which a brigade charges' },
  {
    key: 'minGain',
    min: 0,
    max: 2,
    description: 'least expected gain of an order (position gain times the chance to pass) worth its test; below it the division stops',
  },
  { key: 'chargeWorth', min: 0, max: 12, description: 'order value of a charge that reaches, before its expected melee edge is added' },
  {
    key: 'failedChargeCost',
    min: 0,
    max: 12,
    description: 'what a charge that falls short costs (SFG-7.5: spent before the target), weighed at its chance (SFG-7.2)',
  },
  { key: 'lineBonus', min: 0, max: 3, description: 'attacking: value of a line in musket range beyond the next charge (a column is worth 1 elsewhere)' },
  { key: 'standoff', min: 2, max: 8, description: 'distance (UM) of the firing line from the nearest enemy' },
  { key: 'gunRange', min: 3, max: 14, description: 'distance (UM) a battery seeks from the nearest enemy (SFG-6.6: 3 dice to 12 UM)' },
  { key: 'unlimberRange', min: 6, max: 24, description: 'a limbered battery unlimbers with an enemy nearer than this (UM)' },
  {
    key: 'reactionFireMin',
    min: 0,
    max: 3,
    description: 'least expected casualties for which a charged unit whose division has yet to act this turn spends its fire in reaction (SFG-7.3.1)',
  },
];

/** The declared params of a style, its own values as the defaults. */
export function styleParams(style: Style): PolicyParam[] {
  return DECLARED.filter((d) => d.key !== 'standoff' || style.goal !== GOAL_ASSAULT).map((d) => ({ ...d, default: style[d.key] }));
}
