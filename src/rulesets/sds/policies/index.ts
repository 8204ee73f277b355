/**
 * The SDS policies by name (SDS AI players). See each file for its style.
 */
import { skipBit } from '../decisions.js';
import type { SdsPolicy } from '../game.js';
import { A_CENTER, A_COVER, A_DISMOUNT, A_FALLBACK, A_FORM, A_G_DISMOUNT, A_G_REGROUP } from '../game.js';
import { HeuristicPolicy, type Style } from './heuristic.js';
import { tunableMaker } from './params.js';
import { LookaheadPolicy, lookaheadStyle } from './lookahead.js';
import type { PolicyMaker } from '../../types.js';
import { randomPolicy } from './random.js';
import { SEARCH_DEFAULTS, SearchPolicy, type SearchSettings } from './search.js';

const aggressiveStyle = {
  name: 'aggressive',
  description:
    'Closes in and charges; 3 dice on good models (effective Q 3+ or ' +
    'better), 2 otherwise; group moves toward the enemy; shoots when it ' +
    'cannot charge.',
  diceGood: 3,
  diceOther: 2,
  diceGroup: 3,
  wShoot: 1,
  wMelee: 1.3,
  wCharge: 1.5,
  wAdvance: 4,
  standoff: 0,
  wReload: 2,
  wCover: -1,
  wFallback: -1,
  wForm: -1,
  wVolley: 0.8,
  wGroupMove: 1,
  wRegroup: -1,
  wShootReload: 0.2,
  meleeBonus: 2,
};
// aggressive never takes cover, closes up, falls back, regroups or dismounts (negative weights)
const AGGRESSIVE_SKIP =
  skipBit(A_COVER) | skipBit(A_FORM) | skipBit(A_FALLBACK) | skipBit(A_G_REGROUP) | skipBit(A_DISMOUNT) | skipBit(A_G_DISMOUNT) | skipBit(A_CENTER);

export function aggressivePolicy(style: Style = aggressiveStyle): HeuristicPolicy {
  const p = new HeuristicPolicy(style);
  p.skip = AGGRESSIVE_SKIP;
  return p;
}

const firefightStyle = {
  name: 'firefight',
  description:
    'Volleys and Shoot-and-Reload, reloads at once, advances to a firing ' +
    'line at 1L, keeps formation near the Leader and uses cover; charges ' +
    'only with a clear edge.',
  diceGood: 2,
  diceOther: 2,
  diceGroup: 2,
  wShoot: 1.2,
  wMelee: 1,
  wCharge: 0.6,
  wAdvance: 2,
  standoff: 180,
  wReload: 7,
  wCover: 1.5,
  wFallback: 1,
  wForm: 1,
  wVolley: 1.6,
  wGroupMove: 1,
  wRegroup: 3,
  wShootReload: 3,
  meleeBonus: 0.5,
  wCenter: 1,
};
export const firefightPolicy = (): HeuristicPolicy => new HeuristicPolicy(firefightStyle);

const cautiousStyle = {
  name: 'cautious',
  description:
    'Few dice (2 on good models, 1 otherwise), holds cover, shoots and ' +
    'reloads, falls back from nearby enemies; advances only when nothing is ' +
    'in range.',
  diceGood: 2,
  diceOther: 1,
  diceGroup: 1,
  wShoot: 1,
  wMelee: 0.8,
  wCharge: 0.4,
  wAdvance: 1,
  standoff: 300,
  wReload: 6,
  wCover: 4,
  wFallback: 2,
  wForm: 0.5,
  wVolley: 1,
  wGroupMove: 0.5,
  wRegroup: 0.5,
  wShootReload: 1,
};
export const cautiousPolicy = (): HeuristicPolicy => new HeuristicPolicy(cautiousStyle);

/** Flat Monte Carlo over lookahead's best actions (and, if asked, activations), played out by its own playout player against aggressive. */
export function searchPolicy(given: Partial<SearchSettings> = {}): SearchPolicy {
  const settings: SearchSettings = { ...SEARCH_DEFAULTS, ...given };
  return new SearchPolicy(
    'search',
    `Flat Monte Carlo on the game's own forward model: ` +
      (settings.activations > 1
        ? `which model activates and with how many dice is chosen by playing lookahead's ${settings.activations} best (model, dice) pairs out, and `
        : '') +
      'each ' +
      `action of an activation by playing lookahead's ${settings.width} best ` +
      `actions and stopping out, ${settings.budget} playouts a decision (the ` +
      `rest of the turn and ${settings.horizon} more player turns, ` +
      `${settings.ownPlayout} for its own side and ${settings.oppPlayout} for ` +
      `the ` +
      `other${settings.leaf === 'fitted' ? ', then valued by a win probability fitted to game outcomes' : ''}); ` +
      `${settings.activations > 1 ? 'group orders' : 'the model, dice and group orders'} ` +
      `are lookahead's.`,
    new LookaheadPolicy(),
    (side) => {
      const own = settings.ownPlayout === 'lookahead' ? new LookaheadPolicy() : aggressivePolicy();
      const opp = settings.oppPlayout === 'lookahead' ? new LookaheadPolicy() : aggressivePolicy();
      return side === 0 ? [own, opp] : [opp, own];
    },
    settings,
  );
}

/**
 * The search with its budget and width as params (issue 31 item 4: the budget at which it plays a
 * given number of games a second), rounded to whole playouts and candidates.
 */
function searchMaker(given: Partial<SearchSettings> = {}): PolicyMaker<SdsPolicy> {
  const sample = searchPolicy(given);
  return {
    name: sample.name,
    description: sample.description,
    create: () => searchPolicy(given),
    params: [
      { key: 'budget', min: 1, max: 256, default: given.budget ?? SEARCH_DEFAULTS.budget, description: 'playouts per searched decision' },
      { key: 'width', min: 1, max: 8, default: given.width ?? SEARCH_DEFAULTS.width, description: "lookahead's best actions searched (and stopping)" },
    ],
    withParams: (values) => {
      const next = { ...given };
      if (values.budget !== undefined) next.budget = Math.round(values.budget);
      if (values.width !== undefined) next.width = Math.round(values.width);
      return searchMaker(next);
    },
  };
}

function maker(create: () => SdsPolicy): PolicyMaker<SdsPolicy> {
  const sample = create();
  return { name: sample.name, description: sample.description, create };
}

/** Every side of every game gets its own policy object (they remember the dice chosen with the model, and lookahead its per-game caches). */
export const sdsPolicies: Record<string, PolicyMaker<SdsPolicy>> = {
  aggressive: tunableMaker(aggressiveStyle, aggressivePolicy),
  random: maker(randomPolicy),
  firefight: tunableMaker(firefightStyle, (s) => new HeuristicPolicy(s)),
  cautious: tunableMaker(cautiousStyle, (s) => new HeuristicPolicy(s)),
  lookahead: tunableMaker(lookaheadStyle, (s) => new LookaheadPolicy(s)),
  search: searchMaker(),
};
