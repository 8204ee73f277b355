/**
 * Search: the kit's flat Monte Carlo (kit/search.ts) on AlG's forward model. At each action of
 * an impulse (ALG-3.4) it keeps the base heuristic's choice and its next best options (`width`
 * in all), plays each out `budget` times in total (sequential halving, common random numbers)
 * with the base heuristic on both sides to the end of the turn `horizon` turns ahead, and keeps
 * the option whose playouts left its army the best steadfastness standing (play.standing).
 * Every other decision is the base heuristic's.
 */
import type { Dice } from '../../kit/dice.js';
import { FlatMonteCarlo, type ForwardModel } from '../../kit/search.js';
import { K_ACTION, type AlgPolicy } from '../decisions.js';
import type { Game } from '../game.js';
import { algState } from '../state.js';
import type { GameLog, Policy } from '../../types.js';
import { resumeAfterAction, standing } from '../play.js';
import type { HeuristicPolicy } from './heuristic.js';

const MAX_WIDTH = 8;

/** AlG's forward model for one game object (bound on first use: prepared games are reused). */
class AlgModel implements ForwardModel<Game> {
  /** Candidate action codes of the decision searched. */
  readonly cand = new Int32Array(MAX_WIDTH);
  /** The declared state's save/restore (kit/state.ts), bound to one game (prepared games are reused). */
  private snap: { save(): void; restore(): void } | undefined;
  private bound: Game | undefined;
  /**
   * The options of the decision searched, as handed to the policy: the answer is an index into
   * them, and the channel's buffer of that length serves every decision of the playouts too.
   */
  private codes = new Int32Array(0);
  private nOpts = 0;
  private kind = 0;
  private side = 0;
  private dice!: Dice;
  private ai!: Dice;
  private log: GameLog | undefined;
  private policies!: readonly [Policy<Game>, Policy<Game>];
  private actor = -1;
  private readonly pair: [Policy<Game>, Policy<Game>];

  constructor(
    readonly base: HeuristicPolicy,
    readonly horizon: number,
  ) {
    this.pair = [base, base];
  }

  save(g: Game): void {
    if (this.bound !== g) {
      this.snap = algState.snapshot(g.state);
      this.codes = new Int32Array(g.scratch.codes.length);
      this.bound = g;
    }
    this.snap!.save();
    const n = g.scratch.nOpts;
    for (let k = 0; k < n; k++) this.codes[k] = g.scratch.codes[k];
    this.nOpts = n;
    this.kind = g.decision.kind;
    this.side = g.decision.side;
    this.dice = g.dice;
    this.ai = g.ai;
    this.log = g.log;
    this.policies = g.policies;
    this.actor = g.decision.actor;
  }

  restore(g: Game): void {
    this.snap!.restore();
    const n = this.nOpts;
    for (let k = 0; k < n; k++) g.scratch.codes[k] = this.codes[k];
    g.scratch.nOpts = n;
    g.decision.pose(this.kind, this.side, this.actor);
    g.decision.options(this.codes, n);
    g.dice = this.dice;
    g.ai = this.ai;
    g.log = this.log;
    g.policies = this.policies;
  }

  playout(g: Game, option: number, dice: Dice): void {
    g.dice = dice;
    g.ai = dice;
    g.log = undefined;
    g.policies = this.pair;
    resumeAfterAction(g, this.actor, this.cand[option], g.state.turn + this.horizon);
  }

  value(g: Game, side: number): number {
    return standing(g, side);
  }
}

export class SearchPolicy implements AlgPolicy {
  readonly name = 'search';
  readonly description: string;
  private readonly model: AlgModel;
  private readonly mc: FlatMonteCarlo<Game>;
  private readonly index = new Int32Array(MAX_WIDTH);

  constructor(
    readonly base: HeuristicPolicy,
    readonly width: number,
    readonly budget: number,
    readonly horizon: number,
  ) {
    this.description =
      `Flat Monte Carlo (kit search): at each action of an impulse, the ` +
      `${width} actions '${base.name}' values most, ${budget} playouts in all ` +
      `with '${base.name}' on both sides to the end of the ` +
      `turn${horizon > 0 ? ` ${horizon} turn(s) ahead` : ''}, scored by ` +
      `steadfastness kept; otherwise plays as '${base.name}'.`;
    this.model = new AlgModel(base, horizon);
    this.mc = new FlatMonteCarlo(this.model, budget, Math.min(width, MAX_WIDTH));
  }

  decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
    const pick = this.base.decide(g, kind, options, ai);
    if (kind !== K_ACTION || options.length <= 1) return pick;
    // candidates: the base choice first (ties keep it), then the next best by the base's score
    let n = 0;
    this.index[n++] = pick;
    const w = Math.min(this.width, MAX_WIDTH);
    while (n < w) {
      let bi = -1;
      let bv = -Infinity;
      for (let k = 0; k < options.length; k++) {
        let taken = false;
        for (let c = 0; c < n; c++) if (this.index[c] === k) taken = true;
        if (taken) continue;
        const v = this.base.score(g, kind, options[k]);
        if (v > bv) {
          bv = v;
          bi = k;
        }
      }
      if (bi < 0) break;
      this.index[n++] = bi;
    }
    for (let c = 0; c < n; c++) this.model.cand[c] = options[this.index[c]];
    return this.index[this.mc.choose(g, g.decision.side, n, ai)];
  }
}
