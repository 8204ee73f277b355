/**
 * Flat Monte Carlo search over the forward model (SFG §15): at each brigade-order decision it
 * keeps the base policy's choice, "stop" and its next best options (`width` in all) and plays each out
 * `rollouts` times up to the end of the next turn on a copy of the game, with the base policy on both
 * sides and dice seeded from the AI stream (the same seeds for every option: common random
 * numbers). It picks the best mean of: the SFG-10.6 standing (win 1, draw ½), plus the game-score
 * difference / 400 and the objectives difference / 10 (smooth terms that tell options apart).
 * Every other decision is the base policy's.
 */
import { SeededDice, type Dice } from '../../kit/dice.js';
import { K_ORDER, MAX_OPTIONS, T_FIRE, T_UNLIMBER } from '../decisions.js';
import { Game, type SfgGamePolicy } from '../game/game.js';
import { executeOrder, fillOrders, objectivesHeld } from '../game/turn.js';
import { gameScore2, resumeOrders, standing } from '../play.js';
import type { HeuristicPolicy } from './heuristic.js';

const MAX_WIDTH = 16;

export class SearchPolicy implements SfgGamePolicy {
  readonly name = 'search';
  readonly description: string;
  readonly firesFirst: boolean;
  private readonly cand = new Int32Array(MAX_WIDTH);
  private readonly seeds = new Int32Array(64);
  private readonly candVal = new Float64Array(MAX_WIDTH);
  private readonly values = new Float64Array(MAX_OPTIONS);

  constructor(readonly base: HeuristicPolicy, readonly width: number, readonly rollouts: number, readonly horizon: number) {
    this.firesFirst = base.firesFirst;
    this.description = `Flat Monte Carlo: at each brigade order, the ${width} options '${base.name}' values most (stop included), ${rollouts} playouts each with '${base.name}' on both sides to the end of the next turn (${horizon} turn${horizon === 1 ? '' : 's'} ahead), scored by SFG-10.6 as if the battle ended there; otherwise plays as '${base.name}'.`;
  }

  decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
    const buf = g.opts;
    const pick = this.base.decide(g, kind, options, ai);
    // free actions (fire, unlimber) need no search: the base policy takes them first
    if (kind !== K_ORDER || buf.n <= 1 || buf.type[pick] === T_FIRE || buf.type[pick] === T_UNLIMBER) return pick;
    // candidates: stop and the options the base policy values most
    const vals = this.base.orderValues(g, this.values);
    // the base choice first: another option must do strictly better to replace it
    let n = 0;
    this.cand[n++] = pick;
    if (pick !== 0) this.cand[n++] = 0;
    while (n < this.width) {
      let bi = -1;
      for (let i = 1; i < buf.n; i++) {
        if (vals[i] === -Infinity) continue;
        let taken = false;
        for (let c = 0; c < n; c++) if (this.cand[c] === i) taken = true;
        if (!taken && (bi < 0 || vals[i] > vals[bi])) bi = i;
      }
      if (bi < 0) break;
      this.cand[n++] = bi;
    }
    if (n === 1) return pick;
    for (let r = 0; r < this.rollouts; r++) this.seeds[r] = ai.int(2 ** 31);
    const side = g.divisions[g.activeDiv].side;
    const sim = g.scratch ?? (g.scratch = new Game(g.setup, g.cfg));
    let best = pick;
    let bv = -Infinity;
    for (let c = 0; c < n; c++) {
      let total = 0;
      for (let r = 0; r < this.rollouts; r++) {
        sim.copyFrom(g);
        sim.log = undefined;
        sim.policies = [this.base, this.base];
        sim.dice = new SeededDice(this.seeds[r]);
        sim.ai = sim.dice;
        const d = sim.divisions[sim.activeDiv];
        fillOrders(sim, d);
        executeOrder(sim, d, this.cand[c]);
        resumeOrders(sim, g.turn + this.horizon);
        // the SFG-10.6 standing, plus a smooth material term (the game score) so that a short
        // horizon still tells options apart; objectives dominate (a held objective ≈ 40 points)
        total += standing(sim, side) + (gameScore2(sim, side) - gameScore2(sim, 1 - side)) / 400 + (objectivesHeld(sim, side) - objectivesHeld(sim, 1 - side)) / 10;
      }
      this.candVal[c] = total;
      if (total > bv + 1e-12) {
        bv = total;
        best = this.cand[c];
      }
    }
    return best;
  }
}
