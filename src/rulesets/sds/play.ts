/**
 * One complete SDS game: set-up, turns until rout or the turn cap, scoring (SDS 6.7, 10.8).
 */
import { SeededDice } from '../kit/dice.js';
import type { GameLog, GameRng, Options, Outcome } from '../types.js';
import type { Squad } from './data/profile.js';
import { readSdsOptions } from './options.js';
import { finalLosses, tournamentPoints } from './mechanics/scoring.js';
import { lossThreshold } from './mechanics/morale.js';
import { Game } from './game.js';
import { loadSquads, NO_WINNER, REASON_TIME, REASONS, resetSdsState } from './state.js';
import type { SdsPolicy } from './game.js';
import { setupGame } from './table/setup.js';
import { resetLos } from './table/los.js';
import { playerTurn } from './rules/turn.js';
import { narrateEnd, narrateSetup, snapshot } from './replay.js';
import { GAME_TURN_LIMIT, GameTurnLimitError } from '../kit/turnLimit.js';

/** Plain, structured-clonable setup: the two squads and the resolved options. */
export interface SdsSetup {
  squads: [Squad, Squad];
  options: Options;
}

export const METRIC_NAMES = ['officersLost', 'flagsCaptured', 'modelsLost', 'shots', 'kills', 'moraleTests', 'wasAttacker', 'wentFirst'];

/** A setup made ready to play: a Game with its typed arrays, reused for every game of that setup. */
export interface Prepared {
  setup: SdsSetup;
  game: Game;
}

export function prepare(setup: SdsSetup): Prepared {
  const opts = readSdsOptions(setup.options);
  const n = setup.squads[0].models.length + setup.squads[1].models.length;
  const game = new Game(n, opts);
  const s = game.st;
  const thr: [number, number] = [
    lossThreshold(setup.squads[0].models.length, setup.squads[0].nation === 'Russia'),
    lossThreshold(setup.squads[1].models.length, setup.squads[1].nation === 'Russia'),
  ];
  loadSquads(s, game.cfg.names, setup.squads, game.cfg.baseR, opts.startLoaded, thr);
  return { setup, game };
}

export function playGame(p: Prepared, policies: [SdsPolicy, SdsPolicy], rng: GameRng, log?: GameLog): Outcome {
  // drawn FIRST, so the terrain does not depend on the lists: mirrored pairs share it
  const terrainDice = new SeededDice(rng.ai.int(2 ** 31));
  const setup = p.setup;
  const g = p.game;
  const s = g.st;
  const o = g.cfg.o;
  g.gamesPlayed++;
  g.dice = rng.dice;
  g.ai = rng.ai;
  g.log = log;
  g.policies = policies;
  g.scratch.nFled = 0;
  resetSdsState(s, o.startLoaded);
  setupGame(g, terrainDice, g.cfg.table);
  resetLos(g);
  g.scratch.losOn = true;
  if (log) narrateSetup(g);
  const maxTurns = o.maxTurns;
  for (let turn = 1; turn <= maxTurns && !s.over; turn++) {
    if (turn > GAME_TURN_LIMIT) throw new GameTurnLimitError(turn);
    s.turn = turn;
    if (log)
      for (let i = 0; i < s.n; i++) {
        s.trailX[i] = s.x[i];
        s.trailY[i] = s.y[i];
      }
    if (log) log.event(`Turn ${turn}`);
    for (let k = 0; k < 2 && !s.over; k++) {
      const side = k === 0 ? s.firstSide : 1 - s.firstSide;
      if (log) log.event(` ${side === 0 ? 'A' : 'B'} (${setup.squads[side].name}) plays`);
      playerTurn(g, side);
    }
    if (log) snapshot(g, `turn-${String(turn).padStart(2, '0')}`);
  }
  if (!s.over) {
    // SDS 10.7: a game still undecided at the cap is a draw on time
    s.over = 1;
    s.winner = NO_WINNER;
    s.reason = REASON_TIME;
  }
  const outcome = outcomeOf(g);
  if (log) narrateEnd(g, outcome);
  return outcome;
}

export function outcomeOf(g: Game): Outcome {
  const s = g.st;
  const list: [number, number] = [s.listPoints[0], s.listPoints[1]];
  const lost: [number, number] = [s.lostPoints[0], s.lostPoints[1]];
  // SDS 10.8: a routed squad counts as totally eliminated
  const winner = s.winner === NO_WINNER ? null : s.winner === 0 ? 0 : 1;
  const pointsLost = finalLosses(winner, list, lost);
  if (winner === null && s.routed[0] && s.routed[1]) {
    pointsLost[0] = list[0];
    pointsLost[1] = list[1];
  }
  // scored on the same record: a double rout is a draw in which both squads count as eliminated
  const score = tournamentPoints(winner, list, pointsLost);
  const att = s.attacker;
  return {
    winner,
    reason: REASONS[s.reason],
    turns: s.turn,
    pointsLost,
    score,
    metrics: {
      officersLost: [s.officersLost[0], s.officersLost[1]],
      flagsCaptured: [s.flagsCaptured[0], s.flagsCaptured[1]],
      modelsLost: [s.losses[0], s.losses[1]],
      shots: [s.shots[0], s.shots[1]],
      kills: [s.kills[0], s.kills[1]],
      moraleTests: [s.moraleTests[0], s.moraleTests[1]],
      wasAttacker: [att === 0 ? 1 : 0, att === 1 ? 1 : 0],
      wentFirst: [s.firstSide === 0 ? 1 : 0, s.firstSide === 1 ? 1 : 0],
    },
  };
}
