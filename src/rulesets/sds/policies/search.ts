/**
 * `search`: flat Monte Carlo on SDS's own forward model (kit/search.ts). Each action of a
 * model's own activation is chosen by playing the few best candidates of a base heuristic
 * (and stopping) out a fixed number of times: the chosen action, the rest of the activation
 * and of the turn, then `horizon` more player turns, all with cheap heuristic players on both
 * sides and dice drawn from the AI stream, and valuing the position reached (won 1, lost 0,
 * else by the share of each list lost). Which model activates, its dice, group dice and free
 * activations are the base policy's; so are actions of group members.
 *
 * The playout re-enters the real turn loop (rules/turn.ts runActions, continueTurn,
 * playerTurn), so it plays exactly the rules the game plays; the state is saved once per
 * decision and restored after every playout (FieldSnapshot over the Game and its state).
 */
import type { Dice } from '../../kit/dice.js';
import { FieldSnapshot, FlatMonteCarlo, type ForwardModel } from '../../kit/search.js';
import type { OptionBuffer } from '../../types.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE, STOP, skipBit } from '../decisions.js';
import type { Game, SdsPolicy } from '../game.js';
import { A_POINT, MAX_CANDS } from '../game.js';
import { continueTurn, playerTurn, runActions } from '../rules/turn.js';
import { afterEvent } from '../rules/morale.js';
import { MODE_OWN } from '../rules/candidates.js';
import { acceptable, type HeuristicPolicy } from './heuristic.js';
import { decideByPicks } from './picks.js';

export interface SearchSettings {
  /** Playouts per searched decision. */
  budget: number;
  /** Candidates searched: the base policy's best `width` actions, plus stopping. */
  width: number;
  /** Player turns played after the current one before the position is valued. */
  horizon: number;
}

/**
 * Measured against lookahead on the default lists (60 games each, ±12.6 points): budget 24,
 * width 2, horizon 1 with aggressive playouts 52.5%; budget 16 with lookahead playouts 49%
 * (half the speed); budget 32, width 3, horizon 2 39% (longer playouts are noisier).
 */
export const SEARCH_DEFAULTS: SearchSettings = { budget: 24, width: 2, horizon: 1 };

/** What a playout must force first: the searched candidate, matched by its fields. */
interface Forced {
  on: boolean;
  kind: number;
  target: number;
  cost: number;
  x: number;
  y: number;
}

/**
 * Plays the forced candidate at the first action decision of the searched model, then hands
 * every decision to the rollout player of its side.
 */
class ForcingPlayer implements SdsPolicy {
  readonly name = 'search-playout';
  readonly description = 'the first action forced, then the rollout player';
  constructor(
    readonly inner: SdsPolicy,
    readonly forced: Forced,
  ) {}

  /** The rollout player's skipped kinds, except the forced one while it is being listed. */
  get skip(): number {
    return this.forced.on ? (this.inner.skip ?? 0) & ~skipBit(this.forced.kind) : (this.inner.skip ?? 0);
  }

  /** The rollout player's extra moves, and the forced spot when the search chose one (A_POINT). */
  addMoves(g: Game, m: number): void {
    if (this.inner.addMoves !== undefined) this.inner.addMoves(g, m);
    const f = this.forced;
    if (!f.on || f.kind !== A_POINT) return;
    for (let k = 0; k < g.nc; k++) if (g.cKind[k] === A_POINT && g.cX[k] === f.x && g.cY[k] === f.y) return;
    g.addCand(A_POINT, f.target, f.cost, f.x, f.y);
  }

  keepOutOfGroups(g: Game, i: number): boolean {
    return this.inner.keepOutOfGroups !== undefined ? this.inner.keepOutOfGroups(g, i) : false;
  }

  decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
    const f = this.forced;
    if (f.on && kind === DECIDE_ACTION) {
      f.on = false;
      for (let k = 0; k < g.nc; k++) {
        if (g.cKind[k] === f.kind && g.cTarget[k] === f.target && g.cCost[k] === f.cost && g.cX[k] === f.x && g.cY[k] === f.y) return k;
      }
      return options.length - 1; // not offered this time (cannot happen from a restored state): stop
    }
    return this.inner.decide(g, kind, options, rng);
  }
}

class SdsForwardModel implements ForwardModel<Game> {
  private readonly snap: FieldSnapshot;
  private reason = '';
  /** The searched decision: model, actions left, whether its activation ends in a turnover. */
  model = -1;
  left = 0;
  turnover = false;
  horizon = 2;
  /** Option j of the search: candidate index, or STOP. */
  readonly optCand = new Int32Array(MAX_CANDS + 1);
  readonly forced: Forced = { on: false, kind: 0, target: 0, cost: 0, x: 0, y: 0 };
  readonly players: [ForcingPlayer, ForcingPlayer];

  constructor(
    readonly game: Game,
    rollout: [SdsPolicy, SdsPolicy],
  ) {
    // the line-of-sight memo is keyed by positions (rules/los.ts): valid across playouts
    this.snap = new FieldSnapshot([game, game.st], ['losF', 'losV', 'losAX', 'losAY', 'losBX', 'losBY', 'trailX', 'trailY', 'gamesPlayed']);
    this.players = [new ForcingPlayer(rollout[0], this.forced), new ForcingPlayer(rollout[1], this.forced)];
  }

  save(g: Game): void {
    this.snap.save();
    this.reason = g.st.reason;
  }

  restore(g: Game): void {
    this.snap.restore();
    g.st.reason = this.reason;
  }

  playout(g: Game, option: number, dice: Dice): void {
    const s = g.st;
    const side = s.side[this.model];
    const k = this.optCand[option];
    const f = this.forced;
    const savedDice = g.dice;
    const savedAi = g.ai;
    const savedLog = g.log;
    const savedPolicies = g.policies;
    g.dice = dice;
    g.ai = dice;
    g.log = undefined;
    g.policies = this.players;
    try {
      if (k !== STOP) {
        f.on = true;
        f.kind = g.cKind[k];
        f.target = g.cTarget[k];
        f.cost = g.cCost[k];
        f.x = g.cX[k];
        f.y = g.cY[k];
        runActions(g, this.model, this.left, MODE_OWN);
        f.on = false;
      }
      afterEvent(g);
      if (!s.over && !this.turnover && !g.groupTurnover) continueTurn(g, side);
      // the rest of this game turn, then `horizon` more player turns (SDS 2.5: sides alternate)
      let next = side === s.firstSide ? 1 - side : -1;
      let turn = s.turn;
      let budget = this.horizon;
      if (next < 0) {
        turn++;
        next = s.firstSide;
      }
      while (!s.over && budget > 0 && turn <= g.o.maxTurns) {
        s.turn = turn;
        playerTurn(g, next);
        budget--;
        if (next === s.firstSide) next = 1 - next;
        else {
          next = s.firstSide;
          turn++;
        }
      }
    } finally {
      g.dice = savedDice;
      g.ai = savedAi;
      g.log = savedLog;
      g.policies = savedPolicies;
    }
  }

  value(g: Game, side: number): number {
    const s = g.st;
    if (s.over) return s.winner === null ? 0.5 : s.winner === side ? 1 : 0;
    const own = s.lostPoints[side] / Math.max(1, s.listPoints[side]);
    const foe = s.lostPoints[1 - side] / Math.max(1, s.listPoints[1 - side]);
    return 0.5 + 0.5 * (foe - own);
  }
}

export class SearchPolicy implements SdsPolicy {
  readonly name: string;
  readonly description: string;
  readonly skip: number;
  private model: SdsForwardModel | null = null;
  private readonly search: FlatMonteCarlo<Game>;
  private readonly saved = new Int32Array(MAX_CANDS + 1);
  /** Candidates looked at while listing the search's options, and their scores to put back. */
  private readonly marked = new Int32Array(MAX_CANDS);
  private readonly markedScore = new Float64Array(MAX_CANDS);
  private nMarked = 0;
  /** The model this policy activated last and its dice (for the turnover of its activation). */
  private active = -1;
  private dice = 0;
  private firstLeft = -1;

  constructor(
    name: string,
    description: string,
    private readonly base: HeuristicPolicy,
    private readonly rollout: () => [SdsPolicy, SdsPolicy],
    readonly settings: SearchSettings = SEARCH_DEFAULTS,
  ) {
    this.name = name;
    this.description = description;
    // the search lists what its base lists: a skipped kind is one the base never takes
    this.skip = base.skip;
    this.search = new FlatMonteCarlo<Game>({
      save: (g) => this.model!.save(g),
      restore: (g) => this.model!.restore(g),
      playout: (g, k, d) => this.model!.playout(g, k, d),
      value: (g, side) => this.model!.value(g, side),
    }, settings.budget, settings.width + 1);
  }

  keepOutOfGroups(g: Game, i: number): boolean {
    const b: SdsPolicy = this.base;
    return b.keepOutOfGroups !== undefined ? b.keepOutOfGroups(g, i) : false;
  }

  addMoves(g: Game, m: number): void {
    const b: SdsPolicy = this.base;
    if (b.addMoves !== undefined) b.addMoves(g, m);
  }

  decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
    if (kind === DECIDE_ACTIVATION) {
      const k = decideByPicks(this.base, g, kind, options);
      this.active = options[k];
      this.firstLeft = -1;
      return k;
    }
    if (kind === DECIDE_ACTIVATION_DICE) {
      const k = decideByPicks(this.base, g, kind, options);
      this.dice = k + 1;
      return k;
    }
    if (kind !== DECIDE_ACTION || g.askModel !== this.active || g.inMorale) return decideByPicks(this.base, g, kind, options);
    // the first action decision of the activation tells how many actions the dice gave
    if (this.firstLeft < 0) this.firstLeft = g.askLeft;
    const pick = decideByPicks(this.base, g, kind, options); // fills g.cScore
    const n = options.length;
    const stop = n - 1;
    if (n <= 1) return pick;
    if (this.model === null || this.model.game !== g) this.model = new SdsForwardModel(g, this.rollout());
    const fm = this.model;
    // the base's pick first (ties go to it), then its next best candidates a competent player
    // may take (heuristic.ts acceptable), then stopping if that is acceptable too
    const m0 = g.askModel;
    let m = 0;
    let cands = 0;
    if (pick === stop) fm.optCand[m++] = STOP;
    else {
      fm.optCand[m++] = pick;
      cands++;
    }
    while (cands < this.settings.width) {
      let best = -1;
      let bv = 0.5;
      for (let c = 0; c < g.nc; c++) {
        if (g.cScore[c] <= bv) continue;
        let taken = false;
        for (let j = 0; j < m; j++) if (fm.optCand[j] === c) taken = true;
        if (!taken) {
          bv = g.cScore[c];
          best = c;
        }
      }
      if (best < 0) break;
      // looked at once: mark it so the next round skips it
      const sc = g.cScore[best];
      g.cScore[best] = -Infinity;
      if (acceptable(g, m0, g.askLeft, best, this.base.trials)) {
        fm.optCand[m++] = best;
        cands++;
      }
      this.marked[this.nMarked] = best;
      this.markedScore[this.nMarked++] = sc;
    }
    for (let j = 0; j < this.nMarked; j++) g.cScore[this.marked[j]] = this.markedScore[j];
    this.nMarked = 0;
    if (pick !== stop && acceptable(g, m0, g.askLeft, -1, this.base.trials)) fm.optCand[m++] = STOP;
    if (m <= 1) return pick;
    fm.model = g.askModel;
    fm.left = g.askLeft;
    fm.turnover = this.dice - this.firstLeft >= 2;
    fm.horizon = this.settings.horizon;
    // playouts reuse the option buffer the game handed us: keep its codes
    for (let k = 0; k < n; k++) this.saved[k] = options[k];
    const j = this.search.choose(g, g.st.side[g.askModel], m, rng);
    const buf = options as unknown as Int32Array;
    for (let k = 0; k < n; k++) buf[k] = this.saved[k];
    const c = fm.optCand[j];
    return c === STOP ? stop : c;
  }
}
