/**
 * The SDS heuristic weights `volley tune` may change (issue 31): the plain numbers of a style that
 * every style weighs positively, so a tuned value never flips the actions a style skips outright
 * (aggressive's skip bits follow its negative weights). Each style's own numbers are the defaults.
 */
import type { PolicyMaker, PolicyParam } from '../../types.js';
import type { SdsPolicy } from '../game.js';
import type { Style } from './heuristic.js';

const WEIGHS = {
  wShoot: 'weight of a shot',
  wMelee: 'weight of a melee attack',
  wCharge: 'weight of a charge that still leaves an action to attack',
  wAdvance: 'value of closing in when out of the preferred distance',
  wReload: 'weight of reloading',
  wVolley: 'weight of a group volley',
  wGroupMove: 'weight of a group move',
  wShootReload: 'weight of the Shoot and Reload order',
} as const;

type Weight = keyof typeof WEIGHS;

export function styleParams(style: Style): PolicyParam[] {
  return (Object.keys(WEIGHS) as Weight[]).map((key) => ({ key, min: 0, max: 12, default: style[key], description: WEIGHS[key] }));
}

/** A maker whose weights can be set: `make` builds the policy of a (tuned) style. */
export function tunableMaker<S extends Style>(style: S, make: (style: S) => SdsPolicy): PolicyMaker<SdsPolicy> {
  const sample = make(style);
  return {
    name: sample.name,
    description: sample.description,
    create: () => make(style),
    params: styleParams(style),
    withParams: (values) => tunableMaker({ ...style, ...values }, make),
  };
}
