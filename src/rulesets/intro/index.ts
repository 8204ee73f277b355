import type { Ruleset } from '../types.js';
import type { IntroPolicy } from './decisions.js';
import { IntroGame } from './game.js';
import { introState, metricNames } from './state.js';
import { introOptions } from './options.js';
import { playIntro } from './play.js';
import { introPolicies } from './policies/index.js';
import { swissWithPoules } from '../kit/tournament.js';
import { introSides, loadIntroSetup, swapIntroSides, type IntroSetup } from './setup.js';
import { introCalibration } from './calibration.js';
import { introCoverage } from './coverage.js';
import { introOdds } from './odds/hooks.js';

/**
 * The introductory wargame (shared/rules/intro-mechanics.md, from seeds/003).
 *
 * The file set of every game (../README.md): options.ts (every [R]/[P]/TODO choice as a
 * RuleOption), constants.ts, setup.ts (scenario validation), state.ts (the declared rules
 * state), game.ts (Config, State, Scratch and the decision channel, reset game after game),
 * play.ts (the turn sequence), rules/ (deploy, the five phases activation, recovery, shooting,
 * movement, melee, then endOfTurn, damage, victory (INT-7)), table/ (discs, range bands,
 * 5-point line of sight), decisions.ts, policies/, replay.ts, coverage.ts, odds/.
 *
 * The spec allows more than two players; volley plays two sides, so every "each player in
 * turn" loop runs over the two sides in the order rolled at the start (INT-4.1).
 */
export const introRuleset: Ruleset<IntroSetup, IntroGame, IntroPolicy> = {
  id: 'intro',
  title: 'Introductory wargame (quick and simple, untitled Italian draft)',
  options: introOptions,
  policies: introPolicies,
  // the strongest practical policy (issue 31): in `volley policies intro --games 2000` cautious beats
  // every other (closest: greedy, 51.8% [51.2, 52.4]) and plays 1.3x greedy's games/s (bench/ab.mjs)
  defaultPolicy: 'cautious',
  // the best-odds player and its close and ranged styles (issue 31)
  competentTier: ['greedy', 'aggressive', 'cautious'],
  loadSetup: loadIntroSetup,
  sides: introSides,
  swapSides: swapIntroSides,
  // the state (struct of arrays) is built once per setup and reset before every game
  prepare: (setup) => new IntroGame(setup),
  play: playIntro,
  metricNames,
  calibration: introCalibration,
  pointsLost: 'Points lost are the cost of the units destroyed; units still on the table count nothing.',
  coverage: introCoverage,
  // the declared rules state (state.ts), checked by the conformance harness
  state: { hash: (game) => introState.hash(game.state), reset: (game) => game.reset() },
  odds: introOdds,
  // The intro rules define no tournament: volley's Swiss-with-poules format (after SDS 10.9–10.10) lets a tournament file use intro armies.
  tournamentFormat: swissWithPoules({ section: 'Swiss with poules (after SDS 10.9–10.10)', minRounds: 1, roundsRule: 'at least one round', minPlayers: 2 }),
};
