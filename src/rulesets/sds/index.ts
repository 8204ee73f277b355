/**
 * Song of Drums and Shakos with the Italian tournament rules v2.1 (sds ruleset).
 * Rules: ../../../shared/rules/sds-mechanics.md. The file set of every game (../README.md):
 * options.ts, constants.ts, data/ (lists, catalogues, scenario sides), state.ts (the declared
 * rules state) and game.ts (the per-game context around it), play.ts (prepare and the game),
 * rules/ (turn, actions, groups, charge, morale, command, set-up…), mechanics/ (the dice and
 * points formulas the rules and the odds share), table/ (terrain, sight, movement on the
 * table), decisions.ts, policies/, replay.ts, coverage.ts, odds/.
 */
import type { Ruleset, SideInfo } from '../types.js';
import { validateDataDoc } from './data/validate.js';
import { sdsOptions } from './options.js';
import { loadSides } from './data/squad.js';
import { METRIC_NAMES, playGame, prepare, type Prepared, type SdsSetup } from './play.js';
import { Game, type SdsPolicy } from './game.js';
import { resetSdsState, sdsState } from './state.js';
import { sdsPolicies } from './policies/index.js';
import { sdsInvariants } from './policies/invariants.js';
import { sdsCoverage } from './coverage.js';
import { swissWithPoules } from '../kit/tournament.js';
import { TOURNAMENT_MIN_PLAYERS, TOURNAMENT_MIN_ROUNDS } from './constants.js';
import { sdsOdds } from './odds/command.js';
import { sdsPoints } from './data/pointsCommand.js';
import { sdsCalibration } from './data/calibration.js';

export type { SdsSetup } from './play.js';
export type { SdsPolicy } from './game.js';

export const sdsRuleset: Ruleset<SdsSetup, Prepared, SdsPolicy> = {
  id: 'sds',
  title: 'Song of Drums and Shakos (tournament rules v2.1)',
  options: sdsOptions,
  policies: sdsPolicies,
  // issue 31: the strongest practical policy (beats every other heuristic; ≥ 40% of aggressive's speed)
  defaultPolicy: 'lookahead',
  // a melee style, a shooting style and the one-ply look-ahead (issue 31)
  competentTier: ['aggressive', 'firefight', 'lookahead'],
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
    return { squads: [setup.squads[1], setup.squads[0]], options: setup.options };
  },
  prepare,
  play: playGame,
  metricNames: METRIC_NAMES,
  validateData: validateDataDoc,
  coverage: sdsCoverage,
  tournamentFormat: swissWithPoules({
    section: 'SDS 10.9–10.10',
    minRounds: TOURNAMENT_MIN_ROUNDS,
    roundsRule: 'at least 4 rounds (3 by exception)',
    minPlayers: TOURNAMENT_MIN_PLAYERS,
  }),
  odds: sdsOdds,
  // SDS 10.8: the beaten side's squad counts as totally eliminated, whatever it still has on the table
  pointsLost:
    'A beaten side counts all its points as lost (SDS 10.8: a routed squad counts as totally eliminated), ' +
    "so the tall bar at the right end of a panel, the list's whole total, holds the games the list lost, " +
    'plus any drawn game in which both sides routed.',
  points: sdsPoints,
  invariants: sdsInvariants,
  calibration: sdsCalibration,
  // the declared rules state (state.ts), checked by the conformance harness: it hashes the
  // prepared game and the view the policies are asked with (the Game)
  state: {
    hash: (p: Prepared | Game) => sdsState.hash((p instanceof Game ? p : p.game).st),
    reset: (p) => resetSdsState(p.game.st, p.game.cfg.o.startLoaded),
  },
};
