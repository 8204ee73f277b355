/**
 * Search over the forward model (SFG §15) with the kit's flat Monte Carlo (sequential halving,
 * common random numbers, one AI draw per decision): at each brigade-order decision it keeps the
 * base policy's choice, "stop" and the base's next best options (`width` in all) and plays each
 * out on the game's scratch copy, the base policy on both sides, to the end of the turn (and
 * `horizon` turns more), where the fitted leaf (leaf.ts) values the battle. Every other decision
 * is the base policy's.
 */
import type { Dice } from '../../kit/dice.js';
import { FlatMonteCarlo, type ForwardModel } from '../../kit/search.js';
import { K_ORDER, MAX_OPTIONS, T_FIRE, T_UNLIMBER } from '../decisions.js';
import { Game, type SfgGamePolicy } from '../game.js';
import { executeOrder, fillOrders } from '../rules/turn.js';
import { resumeOrders } from '../play.js';
import type { HeuristicPolicy } from './heuristic.js';
import { leafValue } from './leaf.js';

const MAX_WIDTH = 16;

export interface SearchSettings {
  /** Options searched: the base's pick, stop, then the base's best others. */
  width: number;
  /** Playouts per searched decision. */
  budget: number;
  /** Turns after the current one played before the leaf values the battle. */
  horizon: number;
  /**
   * The search runs only when the base's best other candidate is valued within `gate` of its
   * pick (order values: a move's position gain times the chance to pass, a charge's edge and
   * worth); at GATE_ALWAYS or more, at every brigade order with two candidates.
   */
  gate: number;
}

/** A gate at which every brigade order is searched. */
export const GATE_ALWAYS = 64;

/**
 * On assault, against assault (200 games, seed 1, 95% intervals; games per CPU second of the
 * pairing on a loaded 2-core machine): horizon 0, width 3, budget 24 63.0% [56.1, 69.4]
 * (10 games/s); budget 16 51.7% [44.9, 58.6] (11.6/s); budget 48 61.0% [54.1, 67.5] (4.8/s);
 * width 5 55.3% [48.3, 62.0]; horizon 1 49.8% [42.9, 56.6] (3.9/s: longer playouts are
 * noisier). Valued by SFG-10.6 standing plus score and objectives instead of the leaf:
 * horizon 1 45.3% [38.5, 52.2], to the battle's end 48.0% [41.2, 54.9] (3.1/s). Seeding each
 * later activation's dice alike for every option (common luck after the searched order) gave
 * 56.0% [49.1, 62.7]: no gain, left out. The default (horizon 0, width 3, budget 24) in the
 * ladder (`volley policies sfg --games 800 --seed 1`): Elo +203 [190, 216], assault +146; it
 * scores 56.8% [53.3, 60.1] against assault, 68.5% [65.2, 71.5] against firefight, 64.0%
 * [60.6, 67.2] against hold, and wins 798 of 800 against random (2 draws).
 * Issue 31 item 4, against the later assault: every order searched, 51.4% [46.5, 56.3] at
 * 16 games per CPU second of the pairing; gated at 1 (orders whose runner-up the base values
 * more than 1 below its pick are not searched) 54.0% [50.8, 57.2] (800 games, seed 1) and
 * 57.6% [54.1, 60.9] (seed 2) at 15–24 games per CPU second (a loaded 2-core machine: the same
 * 200 games timed four times); at budget 20 53.8% [50.3, 57.1] and 55.4% [52.1, 58.7] at 18–29
 * games per CPU second: the default, for the margin over 20 games a second.
 */
export const SEARCH_DEFAULTS: SearchSettings = { width: 3, budget: 20, horizon: 0, gate: 1 };

/** Playouts run on the game's search copy (its state copied through the declaration), so the real game needs no saving. */
class SfgForwardModel implements ForwardModel<Game> {
  readonly cand = new Int32Array(MAX_WIDTH);

  constructor(
    private readonly base: HeuristicPolicy,
    private readonly horizon: number,
  ) {}

  save(_g: Game): void {}

  restore(_g: Game): void {}

  playout(g: Game, k: number, dice: Dice): void {
    const sim = g.policyScratch.searchCopy ?? (g.policyScratch.searchCopy = new Game(g.setup, g.cfg, g.terrain));
    sim.copyFrom(g);
    sim.log = undefined;
    sim.policies = [this.base, this.base];
    sim.dice = dice;
    sim.ai = dice;
    const d = sim.divisions[sim.activeDiv];
    // the options of the real game's buffer, in its order: brigadeOrders lists a firesFirst
    // policy's orders with the fire checked (none left) and, for a policy that is not lazy, every move
    fillOrders(sim, d, true, false);
    executeOrder(sim, d, this.cand[k]);
    resumeOrders(sim, g.turn + this.horizon);
  }

  value(g: Game, side: number): number {
    return leafValue(g.policyScratch.searchCopy!, side);
  }
}

export class SearchPolicy implements SfgGamePolicy {
  readonly name = 'search';
  readonly description: string;
  readonly firesFirst: boolean;
  private readonly values = new Float64Array(MAX_OPTIONS);
  private readonly model: SfgForwardModel;
  private readonly search: FlatMonteCarlo<Game>;

  constructor(
    readonly base: HeuristicPolicy,
    readonly s: SearchSettings,
  ) {
    this.firesFirst = base.firesFirst;
    this.model = new SfgForwardModel(base, s.horizon);
    this.search = new FlatMonteCarlo(this.model, s.budget, MAX_WIDTH);
    const to = s.horizon === 0 ? 'the end of the turn' : `the end of the turn and ${s.horizon} more`;
    this.description =
      `Flat Monte Carlo (the kit's, sequential halving): at each brigade ` +
      `order${s.gate < GATE_ALWAYS ? ` where '${base.name}' values its runner-up within ${s.gate} of its pick` : ''}, ` +
      `the ${s.width} options '${base.name}' values most (stop ` +
      `included), ${s.budget} playouts in all with '${base.name}' on both ` +
      `sides to ${to}, valued by the chance to win fitted on where the battle ` +
      `stands (objectives, game score, bases, disorder, reach of the ` +
      `objectives); otherwise plays as '${base.name}'.`;
  }

  /** SFG-4.6: as the base (a battery about to attach holds its fire). */
  holdsFire(g: Game, unit: number): boolean {
    return this.base.holdsFire(g, unit);
  }

  /** Does the base's pick (candidate 0) lead every other of the n candidates by more than the gate? */
  private clear(vals: Float64Array, n: number): boolean {
    if (this.s.gate >= GATE_ALWAYS) return false;
    const cand = this.model.cand;
    let next = -Infinity;
    for (let c = 1; c < n; c++) next = Math.max(next, vals[cand[c]]);
    return vals[cand[0]] - next > this.s.gate;
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
    while (n < Math.min(this.s.width, MAX_WIDTH)) {
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
    if (n === 1 || this.clear(vals, n)) return pick;
    return cand[this.search.choose(g, g.divisions[g.activeDiv].side, n, ai)];
  }
}
