/**
 * Search over the forward model (SFG §15) with the kit's flat Monte Carlo (sequential halving,
 * common random numbers, one AI draw per decision): at each brigade-order decision it keeps the
 * base policy's choice, "stop" and its next best options (`width` in all) and plays them out
 * `budget` times in all, each on the game's scratch copy up to the end of the next turn
 * (`horizon`) with the base policy on both sides. A playout is worth the SFG-10.6 standing (win
 * 1, draw ½) plus the game-score difference / 400 and the objectives difference / 10 (smooth
 * terms that tell options apart), mapped onto [0, 1]. Every other decision is the base policy's.
 */
import type { Dice } from '../../kit/dice.js';
import { FlatMonteCarlo, type ForwardModel } from '../../kit/search.js';
import { K_ORDER, MAX_OPTIONS, T_FIRE, T_UNLIMBER } from '../decisions.js';
import { Game, type SfgGamePolicy } from '../game/game.js';
import { executeOrder, fillOrders, objectivesHeld } from '../game/turn.js';
import { gameScore2, resumeOrders, standing } from '../play.js';
import type { HeuristicPolicy } from './heuristic.js';

const MAX_WIDTH = 16;
/** The playout worth before mapping spans about [LOW, LOW + SPAN] (standing 0..1, score ±½, objectives ±0.4). */
const LOW = -0.9;
const SPAN = 2.8;

/** Playouts run on the game's scratch copy, so the real game needs no saving. */
class SfgForwardModel implements ForwardModel<Game> {
  readonly cand = new Int32Array(MAX_WIDTH);

  constructor(
    private readonly base: HeuristicPolicy,
    private readonly horizon: number,
  ) {}

  save(_g: Game): void {}

  restore(_g: Game): void {}

  playout(g: Game, k: number, dice: Dice): void {
    const sim = g.scratch ?? (g.scratch = new Game(g.setup, g.cfg));
    sim.copyFrom(g);
    sim.log = undefined;
    sim.policies = [this.base, this.base];
    sim.dice = dice;
    sim.ai = dice;
    const d = sim.divisions[sim.activeDiv];
    // the same options in the same order as the real game's buffer
    fillOrders(sim, d);
    executeOrder(sim, d, this.cand[k]);
    resumeOrders(sim, g.turn + this.horizon);
  }

  value(g: Game, side: number): number {
    const sim = g.scratch as Game;
    const v = standing(sim, side) + (gameScore2(sim, side) - gameScore2(sim, 1 - side)) / 400 + (objectivesHeld(sim, side) - objectivesHeld(sim, 1 - side)) / 10;
    return Math.min(1, Math.max(0, (v - LOW) / SPAN));
  }
}

export class SearchPolicy implements SfgGamePolicy {
  readonly name = 'search';
  readonly description: string;
  readonly firesFirst: boolean;
  private readonly values = new Float64Array(MAX_OPTIONS);
  private readonly model: SfgForwardModel;
  private readonly search: FlatMonteCarlo<Game>;

  constructor(readonly base: HeuristicPolicy, readonly width: number, readonly budget: number, readonly horizon: number) {
    this.firesFirst = base.firesFirst;
    this.model = new SfgForwardModel(base, horizon);
    this.search = new FlatMonteCarlo(this.model, budget, MAX_WIDTH);
    this.description = `Flat Monte Carlo (the kit's, sequential halving): at each brigade order, the ${width} options '${base.name}' values most (stop included), ${budget} playouts in all with '${base.name}' on both sides to the end of the next turn (${horizon} turn${horizon === 1 ? '' : 's'} ahead), scored by SFG-10.6 as if the battle ended there; otherwise plays as '${base.name}'.`;
  }

  decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
    const buf = g.opts;
    const pick = this.base.decide(g, kind, options, ai);
    // free actions (fire, unlimber) need no search: the base policy takes them first
    if (kind !== K_ORDER || buf.n <= 1 || buf.type[pick] === T_FIRE || buf.type[pick] === T_UNLIMBER) return pick;
    const vals = this.base.orderValues(g, this.values);
    // the base choice first (ties keep it), then stop, then the options the base policy values most
    const cand = this.model.cand;
    let n = 0;
    cand[n++] = pick;
    if (pick !== 0) cand[n++] = 0;
    while (n < Math.min(this.width, MAX_WIDTH)) {
      let bi = -1;
      for (let i = 1; i < buf.n; i++) {
        if (vals[i] === -Infinity) continue;
        let taken = false;
        for (let c = 0; c < n; c++) if (cand[c] === i) taken = true;
        if (!taken && (bi < 0 || vals[i] > vals[bi])) bi = i;
      }
      if (bi < 0) break;
      cand[n++] = bi;
    }
    if (n === 1) return pick;
    return cand[this.search.choose(g, g.divisions[g.activeDiv].side, n, ai)];
  }
}
