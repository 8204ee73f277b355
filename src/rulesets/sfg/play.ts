/**
 * One complete SfG Lite pitched battle (SFG §3, §10): objectives and deployment, six turns,
 * then victory by objectives and game score. `resumeOrders` continues a copied game from inside
 * a brigade-order window (the search policy's forward model).
 */
import type { GameLog, GameRng, Outcome } from '../types.js';
import type { SfgSetup } from './data/setup.js';
import { readSfgOptions } from './options.js';
import { ARTILLERY, IN_PLAY } from './state.js';
import { verdict } from './mechanics/victory.js';
import {
  Game,
  METRIC_NAMES,
  PHASE_DEPLOY,
  PHASE_OTHER,
  M_BASES_LOST,
  M_BATTERIES_LOST,
  M_BRIGADES_LOST,
  M_OBJECTIVES,
  M_SCORE2,
  type SfgGamePolicy,
} from './game.js';
import { setUpBattle } from './rules/placement.js';
import { generateTerrain } from './table/terrainGen.js';
import { brigadeOrders, closeWindow, endTurn, objectivesHeld, runActivation, startTurn } from './rules/turn.js';
import { narrateEnd, narrateSetup, snapshot } from './replay.js';

export { METRIC_NAMES };

/** Builds the reusable game of a setup (the engine calls it once per setup per worker). */
export function prepareSfg(setup: SfgSetup): Game {
  return new Game(setup, readSfgOptions(setup.options));
}

/** Resets `g` and plays one complete pitched battle. */
export function playSfg(g: Game, policies: [SfgGamePolicy, SfgGamePolicy], rng: GameRng, log?: GameLog): Outcome {
  g.reset();
  g.dice = rng.dice;
  g.ai = rng.ai;
  g.log = log;
  g.policies = policies;
  if (g.timing) g.startClock();
  const prev = g.enter(PHASE_DEPLOY);
  generateTerrain(g, rng.ai);
  setUpBattle(g, rng.ai);
  g.leave(prev);
  if (log) narrateSetup(g);
  playTurns(g);
  const o = outcomeOf(g);
  if (log) narrateEnd(g, o);
  g.enter(PHASE_OTHER);
  return o;
}

/** Plays turns from g.turn + 1 to the end (or until a side is eliminated), or only up to `lastTurn`. */
export function playTurns(g: Game, lastTurn = Infinity): void {
  const end = Math.min(lastTurn, g.cfg.turns);
  while (!g.over && g.turn < end) {
    g.turn++;
    playTurn(g);
  }
  if (g.turn >= g.cfg.turns || g.over) finish(g);
}

function playTurn(g: Game): void {
  if (g.log) g.event(`Turn ${g.turn}`);
  startTurn(g);
  for (g.actIndex = 0; g.actIndex < g.nActivation && !g.over; g.actIndex++) runActivation(g);
  endTurn(g);
  if (g.log) snapshot(g, `turn-${String(g.turn).padStart(2, '0')}`);
}

/**
 * Continues a game paused inside a brigade-order window (after the order just executed) up to
 * the end of turn `lastTurn` (the battle's end at most); the search policy's forward model.
 */
export function resumeOrders(g: Game, lastTurn = Infinity): void {
  const d = g.divisions[g.activeDiv];
  if (!g.over && !g.windowOver) brigadeOrders(g, d);
  if (!g.over) closeWindow(g, d);
  for (g.actIndex++; g.actIndex < g.nActivation && !g.over; g.actIndex++) runActivation(g);
  if (!g.over) endTurn(g);
  playTurns(g, lastTurn);
}

/** SFG-10.6 applied now: 1 if `side` would win, ½ a draw, 0 a loss (a finished game: its result). */
export function standing(g: Game, side: number): number {
  if (g.over) return g.winner === side ? 1 : g.winner === null ? 0.5 : 0;
  const v = verdict([objectivesHeld(g, 0), objectivesHeld(g, 1)], [gameScore2(g, 0), gameScore2(g, 1)]);
  return v.winner === side ? 1 : v.winner === null ? 0.5 : 0;
}

/** SFG-10.6: after the last turn (or an elimination), decide the battle. */
function finish(g: Game): void {
  if (g.over && g.reason === 'eliminated') return;
  g.over = true;
  const held: [number, number] = [objectivesHeld(g, 0), objectivesHeld(g, 1)];
  const score: [number, number] = [gameScore2(g, 0), gameScore2(g, 1)];
  const v = verdict(held, score);
  g.winner = v.winner;
  g.reason = v.reason;
}

/**
 * G12: twice the game score of `side` (integers): with scoreMode=bases (the default), 2 × enemy
 * bases eliminated; with 'points', 2 × points of enemy units removed + points of enemy brigades
 * decimated at the end.
 */
export function gameScore2(g: Game, side: number): number {
  let s = 0;
  for (const i of g.sideUnits[1 - side]) {
    const u = g.units[i];
    if (g.cfg.scoreByBases) {
      s += 2 * (u.removed !== IN_PLAY ? u.n0 : u.n0 - u.bases);
      continue;
    }
    if (u.removed !== IN_PLAY) s += 2 * u.points;
    else if (u.decimated(g.cfg.decimationByCasualties)) s += u.points;
  }
  return s;
}

export function outcomeOf(g: Game): Outcome {
  const lost: [number, number] = [0, 0];
  for (const u of g.units) {
    const side = u.side;
    if (u.removed !== IN_PLAY) {
      lost[side] += u.points;
      g.stat(side, u.arm === ARTILLERY ? M_BATTERIES_LOST : M_BRIGADES_LOST);
      if (u.arm !== ARTILLERY) g.stat(side, M_BASES_LOST, u.n0);
    } else if (u.arm !== ARTILLERY) g.stat(side, M_BASES_LOST, u.n0 - u.bases);
  }
  const held: [number, number] = [objectivesHeld(g, 0), objectivesHeld(g, 1)];
  g.stat(0, M_OBJECTIVES, held[0]);
  g.stat(1, M_OBJECTIVES, held[1]);
  g.stat(0, M_SCORE2, gameScore2(g, 0));
  g.stat(1, M_SCORE2, gameScore2(g, 1));
  const metrics: Record<string, [number, number]> = {};
  for (let m = 0; m < METRIC_NAMES.length; m++) metrics[METRIC_NAMES[m]] = [g.metrics[2 * m], g.metrics[2 * m + 1]];
  return { winner: g.winner, reason: g.reason, turns: g.turn, pointsLost: lost, score: held, metrics };
}
