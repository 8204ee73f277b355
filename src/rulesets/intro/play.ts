import type { Dice } from '../kit/dice.js';
import type { GameLog, GameRng, Outcome } from '../types.js';
import { activationPhase } from './rules/activation.js';
import type { IntroPolicies } from './decisions.js';
import type { IntroGame } from './game.js';
import { metricNames } from './state.js';
import { deploy } from './rules/deploy.js';
import { endOfTurn } from './rules/endOfTurn.js';
import { meleePhase } from './rules/melee.js';
import { movementPhase } from './rules/movement.js';
import { recoveryPhase } from './rules/recovery.js';
import { shootingPhase } from './rules/shooting.js';
import { snapshot } from './replay.js';
import { checkVictory, survivingCost, type Verdict } from './rules/victory.js';
import { GAME_TURN_LIMIT, GameTurnLimitError } from '../kit/turnLimit.js';

/**
 * INT-4.1: every player rolls 1d6, the highest goes first, and only tied players roll again.
 */
export function rollPlayerOrder(st: IntroGame, dice: Dice, log?: GameLog): void {
  const state = st.state;
  let a: number;
  let b: number;
  do {
    a = dice.d6();
    b = dice.d6();
    if (log) log.event(`order roll: ${st.sideNames[0]} ${a}, ${st.sideNames[1]} ${b}${a === b ? ' (tie, roll again)' : ''}`);
  } while (a === b);
  state.order[0] = a > b ? 0 : 1;
  state.order[1] = a > b ? 1 : 0;
}

/** One full turn (INT-5): five phases, then pending damage. */
function runTurn(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  if (log) log.event(`turn ${state.turn}: ${st.sideNames[state.order[0]]} plays first`);
  if (log) log.event(' activation phase');
  activationPhase(st, policies, rng, log);
  if (log) log.event(' recovery phase');
  recoveryPhase(st, policies, rng, log);
  if (log) log.event(' shooting phase');
  shootingPhase(st, policies, rng, log);
  if (log) log.event(' movement phase');
  movementPhase(st, policies, rng, log);
  if (log) log.event(' melee phase');
  meleePhase(st, policies, rng, log);
  if (log) log.event(' end of turn');
  endOfTurn(st, log);
  if (log) snapshot(st, log, `turn-${String(state.turn).padStart(2, '0')}`);
}

/**
 * Plays from a prepared state (units placed, player order set) until INT-7 ends the game.
 * Tests use this with hand-placed units and scripted dice.
 */
export function playFromState(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): Outcome {
  const state = st.state;
  let verdict: Verdict | null = checkVictory(st, false);
  const maxTurns = st.cfg.maxTurns;
  while (verdict === null) {
    state.turn++;
    if (state.turn > GAME_TURN_LIMIT) throw new GameTurnLimitError(state.turn);
    if (st.cfg.rerollOrder && state.turn > 1) rollPlayerOrder(st, rng.dice, log);
    runTurn(st, policies, rng, log);
    verdict = checkVictory(st, state.turn >= maxTurns);
  }
  return outcomeOf(st, verdict, log);
}

function outcomeOf(st: IntroGame, verdict: Verdict, log?: GameLog): Outcome {
  const state = st.state;
  const lost0 = lostCost(st, 0);
  const lost1 = lostCost(st, 1);
  const metrics: Record<string, [number, number]> = {};
  for (let m = 0; m < metricNames.length; m++) metrics[metricNames[m]] = [state.stats[m * 2], state.stats[m * 2 + 1]];
  if (log) {
    snapshot(st, log, 'end');
    const who = verdict.winner === null ? 'draw' : `${st.sideNames[verdict.winner]} wins`;
    log.event(
      `game over after turn ${state.turn}: ${who} (${verdict.reason}); surviving ` +
        `cost ${st.sideNames[0]} ${survivingCost(st, 0)}, ${st.sideNames[1]} ` +
        `${survivingCost(st, 1)}; points lost ${st.sideNames[0]} ${lost0}, ` +
        `${st.sideNames[1]} ${lost1}`,
    );
  }
  return {
    winner: verdict.winner,
    reason: verdict.reason,
    turns: state.turn,
    pointsLost: [lost0, lost1],
    // score: points of enemy units destroyed
    score: [lost1, lost0],
    metrics,
  };
}

/** Cost of a side's destroyed units. */
function lostCost(st: IntroGame, side: number): number {
  const state = st.state;
  let c = 0;
  for (let u = st.sideStart(side), e = st.sideEnd(side); u < e; u++) if (state.alive[u] === 0) c += state.cost[u];
  return c;
}

/** Plays one complete game on a prepared state: deploy (AI stream), roll player order (dice), play to the end. */
export function playIntro(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): Outcome {
  const state = st.state;
  st.reset();
  deploy(st, rng.ai);
  rollPlayerOrder(st, rng.dice, log);
  if (log) {
    for (let u = 0; u < st.n; u++)
      log.event(`deploy ${st.label[u]} (CMB ${state.cmb[u]}, ABI ${state.abi[u]}) at (${state.x[u].toFixed(1)}, ${state.y[u].toFixed(1)})`);
    snapshot(st, log, 'deployment');
  }
  return playFromState(st, policies, rng, log);
}
