/**
 * `search`: flat Monte Carlo on SDS's own forward model (kit/search.ts). Each action of a
 * model's own activation is chosen by playing the few best candidates of a base heuristic
 * (and stopping) out a fixed number of times: the chosen action, the rest of the activation
 * and of the turn, then `horizon` more player turns, all with cheap heuristic players on both
 * sides and dice drawn from the AI stream, and valuing the position reached (won 1, lost 0,
 * else by the share of each list lost). Which model activates and its dice are the base
 * policy's unless `activations` > 1 (then its best few (model, dice) pairs are played out the
 * same way); group dice, free activations and actions of group members are the base's.
 *
 * The playout re-enters the real turn loop (rules/turn.ts runActions, continueTurn,
 * playerTurn), so it plays exactly the rules the game plays; what the decision stands on is
 * saved once per decision and restored after every playout, each part by its declaration
 * (searchSnapshot.ts: the state, the candidates, the posed decision, the group listings).
 */
import type { Dice } from '../../kit/dice.js';
import { FlatMonteCarlo, ReseedableDice, type ForwardModel } from '../../kit/search.js';
import type { OptionBuffer } from '../../types.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE, PASS, STOP, skipBit } from '../decisions.js';
import { stopsAtEvery } from './idle.js';
import type { Game, SdsPolicy } from '../game.js';
import { A_POINT } from '../game.js';
import { addCand, MAX_CANDS } from '../candidateList.js';
import { continueTurn, playerTurn, runActions } from '../rules/turn.js';
import { afterEvent } from '../rules/morale.js';
import { MODE_OWN } from '../rules/candidates.js';
import { acceptable } from './heuristic.js';
import type { LookaheadPolicy } from './lookahead.js';
import { decideByPicks } from './picks.js';
import { Leaf } from './leaf.js';
import { countOnTable, NO_WINNER, sideEnd, sideStart } from '../state.js';
import { SearchSnapshot } from './searchSnapshot.js';

export interface SearchSettings {
  /** Playouts per searched decision. */
  budget: number;
  /** Candidates searched: the base policy's best `width` actions, plus stopping. */
  width: number;
  /** Player turns played after the current one before the position is valued. */
  horizon: number;
  /**
   * Activations searched: lookahead's `activations` best (model, dice) pairs by its expected
   * value, each played out (1: lookahead's pick, unsearched).
   */
  activations: number;
  /**
   * How a position a playout stops in is valued when nobody has won: 'points', by the share of
   * each list's points lost; 'models', half that and half the share of each squad's models
   * off the table (rout, SDS 6.7, and the squad tests, SDS 6.6, count models, not points).
   */
  leaf: 'points' | 'models' | 'fitted';
  /**
   * How much better (in mean playout value) another option must do than lookahead's own pick
   * to be taken instead: with a few playouts per option most differences are luck, and the
   * base's pick is a good default (0: the best mean wins).
   */
  margin: number;
  /** The searching side's player in playouts ('aggressive' or 'lookahead'). */
  ownPlayout: 'aggressive' | 'lookahead';
  /** The other side's player in playouts (its opponent model). */
  oppPlayout: 'aggressive' | 'lookahead';
  /**
   * Another option is taken over lookahead's pick only if its paired advantage (playouts on
   * the same seeds) is at least this many standard errors, as well as `margin` (0: no test).
   */
  z: number;
  /**
   * Common random numbers for the later player turns too: each of the `horizon` turns after
   * the current one starts from dice seeded by the playout's seed and the turn, so every
   * option's playout j meets the same luck there however many dice its own turn used.
   */
  turnSeeds: boolean;
}

/**
 * Measured against lookahead on the default lists (60 games each, ±12.6 points): budget 24,
 * width 2, horizon 1 with aggressive playouts 52.5%; budget 16 with lookahead playouts 49%
 * (half the speed); budget 32, width 3, horizon 2 39% (longer playouts are noisier).
 * Later (score against lookahead, 95% interval, mirrored pairs, in-process games/s of the
 * pairing on a loaded 2-core machine): the old defaults (aggressive playouts, margin 0) 50.9%
 * [46.2, 55.5] (400 games, seed 1, 3.4 games/s); lookahead playouts for the own
 * side 60.0% [48, 70] (80 games, seed 1), 51.0% [44, 58] (200, seed 2); with the models leaf
 * 52.3% [46, 59] (200, seed 2); activations 3 40.6% [32, 51] (80, seed 1), with lookahead
 * playouts 48.8% [40, 58] (120, seed 2); margin 0.02 51.5% [44, 59] (200, seed 3), with
 * lookahead playouts 52.8% [46, 60] (seed 3) and 55.3% [50.4, 59.9] (400, seed 1, 3.0 games/s); budget 64 with lookahead
 * playouts 52.5% [45, 60], with margin 0.02 53.8% [46, 61] (160, seed 4, 0.7 games/s).
 * The last (margin 0.02, lookahead playouts for the own side) was the default: the only one
 * measured above lookahead over 400 games, at 11% more time, but not clearly (not above 55%).
 * On it, width 3 gave the same 55.3% [50.4, 59.9] and budget 48 52.8% [47.6, 57.8] (400, seed 1).
 * Then (400 games each, in-process, about 8–9 games per CPU second against lookahead): the
 * fitted leaf (leaf.ts) 55.9% [51.0, 60.5] at seed 2 where the points leaf gave 51.2%
 * [46.6, 55.8]; 57.0% [52.1, 61.6] at seed 3, with common dice in later turns (turnSeeds)
 * 58.1% [53.5, 62.4] (seed 3) and 51.5% [46.5, 56.4] (seed 5). On that: margin 0 58.1%
 * (seed 4) and 51.5% (seed 5); width 3 51.5% (seed 5); a paired z > 1 test 48.8%, budget 48
 * 52.6%, horizon 2 49.8%, lookahead activations searched (3) 53.4% (seed 3 without turnSeeds);
 * a lookahead opponent model 53.5% [47.0, 59.8] (200 games, points leaf), with the fitted
 * leaf and turnSeeds 56.3% (seed 3) and 52.8% (seed 5) at 60% of the speed. The default is the
 * fitted leaf with turnSeeds, margin 0.02: 51.5–58.1% over seeds 2–5 and 47.8% [43.0, 52.6]
 * in the seed-1 ladder, so level with lookahead, not above 55%; it beats the other policies
 * by more than lookahead does (ladder: 72.9–76.9% against them, lookahead 66.1–70.0%).
 * At seed 21 (800 games, 4.3 games/CPU-s) the default scores 54.7% [51.4, 58.0]. Most of what
 * the search sees is luck: in 8 games' 625 searched decisions another option beat lookahead's
 * pick by the margin in 11% of the comparisons, by a paired z > 2 in 2.7%. Tried on that seed,
 * none better: the leaf refitted with four positional features (the flag bearer two flee moves
 * from an edge he flees to, friends within the gruesome radius of him and of each model, the
 * share of models within two flee moves of such an edge; held-out log-loss 0.5746 against
 * 0.5799 for LEAF_WEIGHTS on 111,076 positions) 54.6% [51.2, 58.0]; activations 3 with a paired
 * z > 2 test 53.1% [49.2, 57.0] (600 games, 2.8 games/CPU-s), activations 6 with z > 2 and
 * budget 36 55.3% [51.4, 59.1] (600 games, 1.9 games/CPU-s).
 * Issue 31 item 4, against lookahead as the SDS default (reuse radius 0), `volley policies sds
 * --policies "search(budget=B),lookahead"`, CPU time of the pairing: B = 4 50.6% [47.2, 54.0]
 * (800 games, seed 1, ~31 games/CPU-s), with oppPlayout lookahead 51.0% [47.6, 54.4]; B = 6
 * 54.4% [50.9, 57.8] (seed 2) and 51.7% [48.3, 55.1] (seed 1), ~26–30 games/CPU-s, with
 * oppPlayout lookahead 51.4% [48.0, 54.9] (seed 2); B = 10 51.8% [49.3, 54.3] (1,600 games, seed
 * 3, ~20 games/CPU-s); B = 6 again 52.7% [50.3, 55.1] (1,600 games, seed 4, ~36 games/CPU-s):
 * over seeds 1, 2 and 4 52.9% [51.2, 54.6] (3,200 games, binomial interval), so search(budget=6)
 * is the reference at ≥ 20 games/s, by a narrow margin. Why not by more: at budget B with
 * width 2 each option gets about B/3 playouts, and a playout's leaf value lies in [0, 1], so
 * an option's mean carries a standard error of up to 0.5/√(B/3) (0.35 at B = 6, 0.27 at 10),
 * far above the 0.02 margin; at budget 24 another option beat lookahead's pick by a paired
 * z > 2 in only 2.7% of the comparisons (above), so at a quarter of that budget most changes
 * of lookahead's pick are luck and the gain stays small.
 */
export const SEARCH_DEFAULTS: SearchSettings = {
  // the reference at >= 20 games/s (issue 31 item 4, above); 24 was no stronger and 4x slower
  budget: 6,
  width: 2,
  horizon: 1,
  activations: 1,
  leaf: 'fitted',
  margin: 0.02,
  ownPlayout: 'lookahead',
  oppPlayout: 'aggressive',
  z: 0,
  turnSeeds: true,
};

/** What a playout must force first: the searched candidate, matched by its fields. */
interface Forced {
  on: boolean;
  kind: number;
  target: number;
  cost: number;
  x: number;
  y: number;
}

/** What an activation playout must force first: this model, with these dice. */
interface ForcedActivation {
  on: boolean;
  model: number;
  dice: number;
}

/**
 * Plays the forced activation (model, then dice) or the forced candidate at the first action
 * decision of the searched model, then hands
 * every decision to the rollout player of its side.
 */
class ForcingPlayer implements SdsPolicy {
  readonly name = 'search-playout';
  readonly description = 'the first action forced, then the rollout player';
  constructor(
    readonly inner: SdsPolicy,
    readonly forced: Forced,
    readonly forcedAct: ForcedActivation,
  ) {}

  /** The rollout player's skipped kinds, except the forced one while it is being listed. */
  get skip(): number {
    return this.forced.on ? (this.inner.skip ?? 0) & ~skipBit(this.forced.kind) : (this.inner.skip ?? 0);
  }

  /** The rollout player's extra moves, and the forced spot when the search chose one (A_POINT). */
  addMoves(g: Game, m: number): void {
    const cands = g.decision.cands;
    if (this.inner.addMoves !== undefined) this.inner.addMoves(g, m);
    const f = this.forced;
    if (!f.on || f.kind !== A_POINT) return;
    for (let k = 0; k < cands.n; k++) if (cands.kind[k] === A_POINT && cands.x[k] === f.x && cands.y[k] === f.y) return;
    addCand(cands, A_POINT, f.target, f.cost, f.x, f.y);
  }

  keepOutOfGroups(g: Game, i: number): boolean {
    return this.inner.keepOutOfGroups !== undefined ? this.inner.keepOutOfGroups(g, i) : false;
  }

  decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
    const cands = g.decision.cands;
    const fa = this.forcedAct;
    if (fa.on) {
      if (kind === DECIDE_ACTIVATION) for (let k = 0; k < options.length; k++) if (options[k] === fa.model) return k;
      if (kind === DECIDE_ACTIVATION_DICE) {
        fa.on = false;
        return Math.min(fa.dice, options.length) - 1;
      }
    }
    const f = this.forced;
    if (f.on && kind === DECIDE_ACTION) {
      f.on = false;
      for (let k = 0; k < cands.n; k++) {
        if (cands.kind[k] === f.kind && cands.target[k] === f.target && cands.cost[k] === f.cost && cands.x[k] === f.x && cands.y[k] === f.y) return k;
      }
      return options.length - 1; // not offered this time (cannot happen from a restored state): stop
    }
    return this.inner.decide(g, kind, options, rng);
  }
}

class SdsForwardModel implements ForwardModel<Game> {
  /** What the searched decision stands on (searchSnapshot.ts). */
  private readonly snap: SearchSnapshot;
  /** The searched decision: model, actions left, whether its activation ends in a turnover. */
  model = -1;
  left = 0;
  turnover = false;
  horizon = 2;
  /** Value positions by models as well as points (SearchSettings.leaf). */
  byModels = false;
  /** Value positions by the fitted win probability (SearchSettings.leaf). */
  fitted = false;
  private readonly leaf = new Leaf();
  /** Reseed the dice at each later player turn (SearchSettings.turnSeeds). */
  turnSeeds = false;
  private readonly turnDice = new ReseedableDice();
  /** Searching an activation (optM, optD) rather than an action (optCand). */
  activation = false;
  /** Option j of the search: candidate index, or STOP. */
  readonly optCand = new Int32Array(MAX_CANDS + 1);
  /** Option j of an activation search: the model and its dice. */
  readonly optM: Int32Array;
  readonly optD: Int8Array;
  readonly forced: Forced = { on: false, kind: 0, target: 0, cost: 0, x: 0, y: 0 };
  readonly forcedAct: ForcedActivation = { on: false, model: -1, dice: 1 };
  readonly players: [ForcingPlayer, ForcingPlayer];

  constructor(
    readonly game: Game,
    rollout: [SdsPolicy, SdsPolicy],
  ) {
    this.snap = new SearchSnapshot(game);
    this.players = [new ForcingPlayer(rollout[0], this.forced, this.forcedAct), new ForcingPlayer(rollout[1], this.forced, this.forcedAct)];
    this.optM = new Int32Array(3 * game.st.n);
    this.optD = new Int8Array(3 * game.st.n);
  }

  save(_g: Game): void {
    this.snap.save();
  }

  restore(_g: Game): void {
    this.snap.restore();
  }

  playout(g: Game, option: number, dice: Dice): void {
    const cands = g.decision.cands;
    const s = g.st;
    const side = this.activation ? s.active : s.side[this.model];
    const k = this.optCand[option];
    const f = this.forced;
    const savedDice = g.dice;
    const savedAi = g.ai;
    const savedLog = g.log;
    const savedPolicies = g.policies;
    // the seed of this playout's later turns: the same for playout j of every option
    const seed = this.turnSeeds ? dice.int(2 ** 31) : 0;
    g.dice = dice;
    g.ai = dice;
    g.log = undefined;
    g.policies = this.players;
    try {
      if (this.activation) {
        // the turn from this activation on, its first activation forced
        const fa = this.forcedAct;
        fa.on = true;
        fa.model = this.optM[option];
        fa.dice = this.optD[option];
        continueTurn(g, side);
        fa.on = false;
      } else if (k !== STOP) {
        f.on = true;
        f.kind = cands.kind[k];
        f.target = cands.target[k];
        f.cost = cands.cost[k];
        f.x = cands.x[k];
        f.y = cands.y[k];
        runActions(g, this.model, this.left, MODE_OWN);
        f.on = false;
      }
      if (!this.activation) {
        afterEvent(g);
        if (!s.over && !this.turnover && !g.st.groupTurnover) continueTurn(g, side);
      }
      // the rest of this game turn, then `horizon` more player turns (SDS 2.5: sides alternate)
      let next = side === s.firstSide ? 1 - side : -1;
      let turn = s.turn;
      let budget = this.horizon;
      if (next < 0) {
        turn++;
        next = s.firstSide;
      }
      while (!s.over && budget > 0 && turn <= g.cfg.o.maxTurns) {
        s.turn = turn;
        if (this.turnSeeds) {
          this.turnDice.reseed((seed + Math.imul(budget, 0x85ebca6b)) | 0);
          g.dice = this.turnDice;
          g.ai = this.turnDice;
        }
        playerTurn(g, next);
        budget--;
        if (next === s.firstSide) next = 1 - next;
        else {
          next = s.firstSide;
          turn++;
        }
      }
    } finally {
      f.on = false;
      this.forcedAct.on = false;
      g.dice = savedDice;
      g.ai = savedAi;
      g.log = savedLog;
      g.policies = savedPolicies;
    }
  }

  value(g: Game, side: number): number {
    const s = g.st;
    if (s.over) return s.winner === NO_WINNER ? 0.5 : s.winner === side ? 1 : 0;
    if (this.fitted) return this.leaf.value(g, side);
    const own = s.lostPoints[side] / Math.max(1, s.listPoints[side]);
    const foe = s.lostPoints[1 - side] / Math.max(1, s.listPoints[1 - side]);
    if (!this.byModels) return 0.5 + 0.5 * (foe - own);
    const ownM = 1 - countOnTable(s, side) / Math.max(1, sideEnd(s, side) - sideStart(s, side));
    const foeM = 1 - countOnTable(s, 1 - side) / Math.max(1, sideEnd(s, 1 - side) - sideStart(s, 1 - side));
    return 0.5 + 0.25 * (foe - own) + 0.25 * (foeM - ownM);
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
  /** Activation decisions played out so far (tests). */
  activationsSearched = 0;

  constructor(
    name: string,
    description: string,
    private readonly base: LookaheadPolicy,
    /** The playout players of both sides when this policy plays `side`. */
    private readonly rollout: (side: number) => [SdsPolicy, SdsPolicy],
    readonly settings: SearchSettings = SEARCH_DEFAULTS,
  ) {
    this.name = name;
    this.description = description;
    // the search lists what its base lists: a skipped kind is one the base never takes
    this.skip = base.skip;
    this.search = new FlatMonteCarlo<Game>(
      {
        save: (g) => this.model!.save(g),
        restore: (g) => this.model!.restore(g),
        playout: (g, k, d) => this.model!.playout(g, k, d),
        value: (g, side) => this.model!.value(g, side),
      },
      settings.budget,
      Math.max(settings.width + 1, settings.activations),
    );
  }

  keepOutOfGroups(g: Game, i: number): boolean {
    const b: SdsPolicy = this.base;
    return b.keepOutOfGroups !== undefined ? b.keepOutOfGroups(g, i) : false;
  }

  addMoves(g: Game, m: number): void {
    const b: SdsPolicy = this.base;
    if (b.addMoves !== undefined) b.addMoves(g, m);
  }

  /**
   * The activation to make: lookahead's pick (option k, its dice in base.activationDice) and
   * its next best (model, dice) pairs by expected value, each played out; sets the base's dice
   * to the chosen pair's and returns the chosen model's option index.
   */
  private searchActivation(g: Game, options: OptionBuffer, k: number, rng: Dice): number {
    const b = this.base;
    if (this.model === null || this.model.game !== g) this.model = new SdsForwardModel(g, this.rollout(g.st.active));
    const fm = this.model;
    let m = 0;
    fm.optM[m] = options[k];
    fm.optD[m++] = b.activationDice;
    while (m < this.settings.activations) {
      let best = -1;
      for (let a = 0; a < b.nAct; a++) {
        if (best >= 0 && b.actE[a] <= b.actE[best]) continue;
        let taken = false;
        for (let j = 0; j < m; j++) if (fm.optM[j] === b.actM[a] && fm.optD[j] === b.actD[a]) taken = true;
        if (!taken) best = a;
      }
      if (best < 0) break;
      fm.optM[m] = b.actM[best];
      fm.optD[m++] = b.actD[best];
    }
    if (m <= 1) return k;
    const n = options.length;
    this.activationsSearched++;
    fm.activation = true;
    fm.horizon = this.settings.horizon;
    fm.byModels = this.settings.leaf === 'models';
    fm.fitted = this.settings.leaf === 'fitted';
    fm.turnSeeds = this.settings.turnSeeds;
    for (let j = 0; j < n; j++) this.saved[j] = options[j];
    const j = this.keepBase(this.search.choose(g, g.st.active, m, rng));
    fm.activation = false;
    const buf = options as unknown as Int32Array;
    for (let c = 0; c < n; c++) buf[c] = this.saved[c];
    // as lookahead's own pick: no two or three dice for a model that would stop however many it got
    b.activationDice = fm.optD[j] >= 2 && j !== 0 && stopsAtEvery(b, g, fm.optM[j], fm.optD[j]) ? 1 : fm.optD[j];
    for (let c = 0; c < n; c++) if (options[c] === fm.optM[j]) return c;
    return k;
  }

  /** Option j of the last search, or the base's own pick (option 0) unless j beat it by the margin. */
  private keepBase(j: number): number {
    const { margin, z } = this.settings;
    if (j === 0) return 0;
    if (margin > 0 && !(this.search.meanOf(j) - this.search.meanOf(0) > margin)) return 0;
    if (z > 0 && !(this.search.pairedZ(j, 0) > z)) return 0;
    return j;
  }

  decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
    if (kind === DECIDE_ACTIVATION) {
      let k = decideByPicks(this.base, g, kind, options);
      if (this.settings.activations > 1 && this.base.nAct > 1 && options[k] !== PASS) k = this.searchActivation(g, options, k, rng);
      this.active = options[k];
      this.firstLeft = -1;
      return k;
    }
    if (kind === DECIDE_ACTIVATION_DICE) {
      const k = decideByPicks(this.base, g, kind, options);
      this.dice = k + 1;
      return k;
    }
    if (kind !== DECIDE_ACTION || g.decision.actor !== this.active || g.st.inMorale) return decideByPicks(this.base, g, kind, options);
    // the first action decision of the activation tells how many actions the dice gave
    const first = this.firstLeft < 0;
    if (first) this.firstLeft = g.decision.left;
    const pick = decideByPicks(this.base, g, kind, options); // fills the candidates' scores
    const listed = g.decision.cands;
    const n = options.length;
    const stop = n - 1;
    if (n <= 1) return pick;
    if (this.model === null || this.model.game !== g) this.model = new SdsForwardModel(g, this.rollout(g.st.active));
    const fm = this.model;
    // the base's pick first (ties go to it), then its next best candidates a competent player
    // may take (heuristic.ts acceptable), then stopping if that is acceptable too
    const m0 = g.decision.actor;
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
      for (let c = 0; c < listed.n; c++) {
        if (listed.score[c] <= bv) continue;
        let taken = false;
        for (let j = 0; j < m; j++) if (fm.optCand[j] === c) taken = true;
        if (!taken) {
          bv = listed.score[c];
          best = c;
        }
      }
      if (best < 0) break;
      // looked at once: mark it so the next round skips it
      const sc = listed.score[best];
      listed.score[best] = -Infinity;
      if (acceptable(g, m0, g.decision.left, best)) {
        fm.optCand[m++] = best;
        cands++;
      }
      this.marked[this.nMarked] = best;
      this.markedScore[this.nMarked++] = sc;
    }
    for (let j = 0; j < this.nMarked; j++) listed.score[this.marked[j]] = this.markedScore[j];
    this.nMarked = 0;
    // two or three dice risked a turnover (SDS 2.7) for actions: stopping at once with two or
    // more of them in hand is not an answer the search may prefer
    const idle = first && this.dice >= 2 && g.decision.left >= 2;
    if (pick !== stop && !idle && acceptable(g, m0, g.decision.left, -1)) fm.optCand[m++] = STOP;
    if (m <= 1) return pick;
    fm.model = g.decision.actor;
    fm.left = g.decision.left;
    fm.turnover = this.dice - this.firstLeft >= 2;
    fm.horizon = this.settings.horizon;
    fm.byModels = this.settings.leaf === 'models';
    fm.fitted = this.settings.leaf === 'fitted';
    fm.turnSeeds = this.settings.turnSeeds;
    // playouts reuse the option buffer the game handed us: keep its codes
    for (let k = 0; k < n; k++) this.saved[k] = options[k];
    const j = this.keepBase(this.search.choose(g, g.st.side[g.decision.actor], m, rng));
    const buf = options as unknown as Int32Array;
    for (let k = 0; k < n; k++) buf[k] = this.saved[k];
    const c = fm.optCand[j];
    return c === STOP ? stop : c;
  }
}
