/**
 * The search's worth of a battle stopped at the end of a turn: the chance that `side` wins
 * (a draw counting ½) by a logistic fit on where the battle stands, one set of weights per turn
 * just ended. A finished battle is worth its SFG-10.6 result.
 */
import { pointRectDist } from '../../kit/facingRect.js';
import { ARTILLERY } from '../state.js';
import type { Game } from '../game.js';
import { objectivesHeld } from '../rules/turn.js';
import { gameScore2, standing } from '../play.js';

/**
 * Weights per turn ended (1–5) of the differences side − enemy: objectives held, game score
 * (score2 / 100), bases of brigades in play / 10, disordered brigades, and objective reach
 * (per objective, how much nearer the side's nearest brigade is than the enemy's, / 6, within ±1).
 * Fitted (maximum likelihood, antisymmetric, no intercept) on the end-of-turn positions of
 * 2,900 battles of the default lists: 1,500 assault v assault, 400 each assault v firefight
 * either way, 300 each assault v hold either way.
 */
const W: readonly (readonly number[])[] = [
  [0.339, 1.818, 1.197, -0.028, 0.191],
  [0.228, 0.652, 0.881, -0.085, 0.334],
  [0.404, 0.863, 0.506, -0.19, 0.221],
  [0.631, 1.017, 0.489, -0.145, 0.201],
  [0.986, 1.46, 0.336, -0.13, 0.201],
];

/** The worth in [0, 1] of `g` to `side`. */
export function leafValue(g: Game, side: number): number {
  if (g.over || g.turn < 1 || g.turn >= g.cfg.turns) return standing(g, side);
  const w = W[Math.min(g.turn, W.length) - 1];
  const other = 1 - side;
  let bases = 0;
  let disordered = 0;
  for (const u of g.units) {
    if (!u.active || u.arm === ARTILLERY) continue;
    const s = u.side === side ? 1 : -1;
    bases += s * u.bases;
    if (u.disordered) disordered += s;
  }
  let reach = 0;
  for (const o of g.objectives) {
    let own = 99;
    let enemy = 99;
    for (const u of g.units) {
      if (!u.active || u.arm === ARTILLERY) continue;
      const d = pointRectDist(o.x, o.y, u);
      if (u.side === side) {
        if (d < own) own = d;
      } else if (d < enemy) enemy = d;
    }
    reach += Math.max(-1, Math.min(1, (enemy - own) / 6));
  }
  const z =
    w[0] * (objectivesHeld(g, side) - objectivesHeld(g, other)) +
    (w[1] * (gameScore2(g, side) - gameScore2(g, other))) / 100 +
    (w[2] * bases) / 10 +
    w[3] * disordered +
    w[4] * reach;
  return 1 / (1 + Math.exp(-z));
}
