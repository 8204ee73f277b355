/**
 * One AlG dcde skirmish: turns of ALG-3 (activation, orders, deployment, impulses, the
 * non-activated phase, end of turn) until an army's steadfastness reaches 0 (ALG-4.3 / 4.5) or
 * the turn limit (G-A20). `resumeAfterAction` continues a copied game from inside an impulse:
 * the search policy's forward model.
 */
import type { GameLog, GameRng, Outcome, Policy } from '../types.js';
import { GAME_TURN_LIMIT, GameTurnLimitError } from '../kit/turnLimit.js';
import type { AlgSetup } from './setup.js';
import { IN_PLAY, METRIC_NAMES, M_STEAD, NO_WINNER, REASON_TIME, REASON_TIME_DRAW, REASONS } from './state.js';
import { Game } from './game.js';
import { StandinCombat } from './rules/combat/standin.js';
import { rollActivation } from './rules/activation.js';
import { placeOrders } from './rules/orders.js';
import { deploymentStep } from './rules/deployment.js';
import { actionsPhase, continueImpulse } from './rules/impulses.js';
import { doAction } from './rules/actions.js';
import { A_PASS, A_STOP, actionKind } from './decisions.js';
import { nonActivatedPhase } from './rules/nonActivated.js';
import { checkDefeat } from './rules/steadfastness.js';
import { narrateEnd, snapshot } from './replay.js';

export { METRIC_NAMES };

/** Builds the reusable game of a setup with the combat rules its options name. */
export function prepareAlg(setup: AlgSetup): Game {
  const g = new Game(setup);
  // the only combat rules there are: spec §5's stand-in (option combat: standin)
  g.combat = new StandinCombat();
  return g;
}

/** One whole turn (ALG-3.1–3.7). */
export function playTurn(g: Game): void {
  const st = g.state;
  if (g.log) g.event(`Turn ${st.turn}`);
  rollActivation(g);
  placeOrders(g);
  deploymentStep(g);
  if (!st.over) actionsPhase(g, g.combat);
  finishTurn(g);
}

/** The rest of a turn after the actions phase: non-activated actions, end of turn, snapshot. */
function finishTurn(g: Game): void {
  const st = g.state;
  if (!st.over) nonActivatedPhase(g, g.combat);
  endOfTurn(g);
  if (g.log) snapshot(g, `turn-${String(st.turn).padStart(2, '0')}`);
}

/** ALG-3.7: dice removed, the non-activated marks cleared, victory checked. */
function endOfTurn(g: Game): void {
  const st = g.state;
  st.die.fill(0);
  st.pa.fill(0);
  st.nonActDone.fill(0);
  st.routMoved.fill(0);
  st.routRallied.fill(0);
  checkDefeat(g);
}

/** Plays turns until the game ends, or only up to the end of turn `lastTurn`. */
export function playTurns(g: Game, lastTurn = Infinity): void {
  const st = g.state;
  while (!st.over && st.turn < lastTurn) {
    if (st.turn >= g.cfg.maxTurns) {
      timeout(g);
      break;
    }
    st.turn++;
    if (st.turn > GAME_TURN_LIMIT) throw new GameTurnLimitError(st.turn);
    playTurn(g);
  }
}

/** G-A20 timeout: the larger share of starting steadfastness kept wins (steadfastnessRatio), or a draw. */
function timeout(g: Game): void {
  const st = g.state;
  st.over = 1;
  const a = st.stead[0] * st.steadStart[1];
  const b = st.stead[1] * st.steadStart[0];
  st.winner = g.cfg.timeoutDraw || a === b ? NO_WINNER : a > b ? 0 : 1;
  st.reason = st.winner === NO_WINNER ? REASON_TIME_DRAW : REASON_TIME;
  if (g.log) g.event(`turn limit: steadfastness ${g.sideName(0)} ${st.stead[0]}/${st.steadStart[0]}, ${g.sideName(1)} ${st.stead[1]}/${st.steadStart[1]}`);
}

/** Resets `g` and plays one complete game. */
export function playAlg(g: Game, policies: [Policy<Game>, Policy<Game>], rng: GameRng, log?: GameLog): Outcome {
  const st = g.state;
  g.reset();
  g.dice = rng.dice;
  g.ai = rng.ai;
  g.log = log;
  g.policies = policies;
  if (log)
    g.event(
      `${g.sideName(0)} (steadfastness ${st.steadStart[0]}) against ` +
        `${g.sideName(1)} (steadfastness ${st.steadStart[1]}); combat: STAND-IN ` +
        `placeholder rules, not AlG's`,
    );
  playTurns(g);
  const o = outcomeOf(g);
  if (log) narrateEnd(g, o);
  return o;
}

/** Value of each side's figures out of play (ALG-4.3 values). */
function valueLost(g: Game, s: number): number {
  const st = g.state;
  let v = 0;
  for (let i = st.sideFig[s]; i < st.sideFig[s + 1]; i++) if (st.out[i] !== IN_PLAY) v += st.value[i];
  return v;
}

export function outcomeOf(g: Game): Outcome {
  const st = g.state;
  st.metrics[2 * M_STEAD] = st.stead[0];
  st.metrics[2 * M_STEAD + 1] = st.stead[1];
  const metrics: Record<string, [number, number]> = {};
  for (let m = 0; m < METRIC_NAMES.length; m++) metrics[METRIC_NAMES[m]] = [st.metrics[2 * m], st.metrics[2 * m + 1]];
  return {
    winner: st.winner === NO_WINNER ? null : st.winner === 0 ? 0 : 1,
    reason: REASONS[st.reason],
    turns: st.turn,
    pointsLost: [valueLost(g, 0), valueLost(g, 1)],
    score: [Math.max(0, st.stead[0]), Math.max(0, st.stead[1])],
    metrics,
  };
}

/** A side's standing now, for the search: 1 won, 0 lost, ½ draw; unfinished: its share of steadfastness kept against the enemy's. */
export function standing(g: Game, s: number): number {
  const st = g.state;
  if (st.over) return st.winner === s ? 1 : st.winner === NO_WINNER ? 0.5 : 0;
  const mine = Math.max(0, st.stead[s]) / st.steadStart[s];
  const theirs = Math.max(0, st.stead[1 - s]) / st.steadStart[1 - s];
  return 0.5 + 0.5 * (mine - theirs);
}

/**
 * The search's forward model: unit u takes action `code` of its impulse (its current
 * decision), then the game goes on to the end of turn `lastTurn` or the end.
 */
export function resumeAfterAction(g: Game, u: number, code: number, lastTurn: number): void {
  const st = g.state;
  const kind = actionKind(code);
  if (kind !== A_STOP) {
    doAction(g, g.combat, u, code, false);
    if (kind !== A_PASS) continueImpulse(g, g.combat, u);
  }
  if (st.pa[u] === st.slot) st.pa[u] = 0;
  if (!st.over) actionsPhase(g, g.combat, st.slot);
  finishTurn(g);
  playTurns(g, lastTurn);
}
