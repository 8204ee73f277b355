/**
 * Song of Drums and Shakos with the Italian tournament rules v2.1 (sds ruleset).
 * Rules: ../../../shared/rules/sds-mechanics.md; game loop in game/, AI in policies/.
 */
import type { Ruleset, SideInfo } from '../types.js';
import { validateDataDoc } from './data/validate.js';
import { sdsOptions } from './options.js';
import { loadSides } from './data/squad.js';
import { METRIC_NAMES, playGame, type SdsSetup } from './game/play.js';
import type { SdsPolicy } from './game/policy.js';
import { sdsPolicies } from './policies/index.js';

export type { SdsSetup } from './game/play.js';
export type { SdsPolicy } from './game/policy.js';

// swapSides returns the same object for the same setup, so the per-setup game cache (play.ts) is reused
const swappedOf = new WeakMap<SdsSetup, SdsSetup>();

export const sdsRuleset: Ruleset<SdsSetup, SdsPolicy> = {
  id: 'sds',
  title: 'Song of Drums and Shakos (tournament rules v2.1)',
  options: sdsOptions,
  policies: sdsPolicies,
  defaultPolicy: 'aggressive',
  loadSetup(doc, ctx): SdsSetup {
    const squads = loadSides(doc, ctx);
    return { squads, options: { ...ctx.options } };
  },
  sides(setup): [SideInfo, SideInfo] {
    return [
      { name: setup.squads[0].name, points: setup.squads[0].points },
      { name: setup.squads[1].name, points: setup.squads[1].points },
    ];
  },
  swapSides(setup): SdsSetup {
    let sw = swappedOf.get(setup);
    if (!sw) {
      sw = { squads: [setup.squads[1], setup.squads[0]], options: setup.options };
      swappedOf.set(setup, sw);
      swappedOf.set(sw, setup);
    }
    return sw;
  },
  play(setup, policies, rng, log) {
    return playGame(setup, policies, rng, log);
  },
  metricNames: METRIC_NAMES,
  validateData: validateDataDoc,
};
