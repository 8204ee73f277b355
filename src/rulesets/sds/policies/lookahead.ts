/**
 * `lookahead`: one-step expected value. For every model that may still activate it lists the
 * legal actions, values them with exact odds (eval.ts), and for 1, 2 and 3 dice computes
 *   E = Σ_k P(k successes) · V(k) − P(turnover) · T
 * with V(k) the best value reachable with k actions and T the value of the activations the
 * turnover would forfeit (twice what the other models would surely add with one safe die each).
 * It activates the model and dice count with the highest E; actions are then chosen as the
 * balanced heuristic does. Valuations from earlier in the same turn are reused for models that
 * nothing near has changed for (reuseRadius).
 * Morale (SDS 6.3–6.8): most of its lost games were one early gruesome kill next to the flag
 * bearer, who fled off the table with the flag, and the squad test that followed sent everyone
 * near an edge off too. So the bearer stays out of groups, at a spot out of the gruesome radius
 * of his friends and more than two flee moves from the edges (while the flag is on the table,
 * fleeing friends run to it, not off the table), and weak fighters (C ≤ 1) stay out of groups.
 */
import type { Game } from '../game.js';
import { A_ADVANCE, A_CHARGE, A_FORM, A_POINT } from '../game.js';
import { addCand } from '../candidateList.js';
import { FLAG_CARRIED, sideEnd, sideStart } from '../state.js';
import { listActions, MODE_OWN } from '../rules/candidates.js';
import { trialMark, trialWithoutFear, undoTrial } from '../rules/trial.js';
import { activationQuality } from '../rules/command.js';
import { moveBudget } from '../rules/actions.js';
import { HeuristicPolicy, type Style } from './heuristic.js';
import { successDist } from './eval.js';
import { successFaces } from '../mechanics/activation.js';
import { leaderWaits, waitsForSuperior } from './command-order.js';
import { stopsAtEvery } from './idle.js';

/**
 * Near a local optimum: one change at a time, against lookahead itself (1,000 games each, seed
 * 11, ±3 points), scored 46.5–52.4%: wShoot 1.0 / 1.6, wCharge 0.6 / 1.5, wAdvance 1 / 4,
 * meleeBonus 0 / 2, wReload 4, wCover −1, wVolley 2, leaveEdge 0 / 4, screen, protect, turnover
 * weight 1 / 3, reuse radius unbounded; as did a bonus on attacks whose kill would rout the
 * enemy (SDS 6.7) or set off its Leader or loss-threshold test (SDS 6.5–6.6). The best three
 * together (leaveEdge 0, wAdvance 1, reuse radius unbounded) scored 48.9% [46.8, 50.9] (2,000
 * games, seed 12): their edges were luck. SPSA agrees (issue 31): `volley tune sds --policy
 * lookahead --against aggressive,cautious,firefight --games 200 --iterations 40` (reuse radius 0)
 * moved every weight (wShoot 5.2, wShootReload 7.8, wAdvance 0.9, ...) and scored 47.5%
 * [45.4, 49.8] against these weights, −17 Elo [−32, −2] (2,000 games): not shipped.
 */
export const lookaheadStyle: Style = {
  name: 'lookahead',
  description:
    'One-step expected value with exact odds: picks the model and dice ' +
    'count that maximise expected points gained minus the cost of a ' +
    'turnover; actions scored by exact shot/melee expectations.',
  diceGood: 2,
  diceOther: 2,
  diceGroup: 2,
  wShoot: 1.3,
  wMelee: 1,
  wCharge: 1,
  wAdvance: 2,
  standoff: 0,
  wReload: 8,
  wCover: 1,
  wFallback: 0.5,
  wForm: 0.3,
  wVolley: 1.2,
  wGroupMove: 1.5,
  wRegroup: 1,
  wShootReload: 1.5,
  shotCost: 0,
  protect: false,
  meleeBonus: 1,
  leaveEdge: 2,
  screen: false,
  wCenter: 1,
};

/** How far (x, y) lies from edge `own` (0 bottom, 1 right, 2 top, 3 left) of a W × H table. */
function depthFromEdge(own: number, W: number, H: number, x: number, y: number): number {
  return own === 0 ? y : own === 1 ? W - x : own === 2 ? H - y : x;
}

/**
 * A turnover forfeits the other models' activations this turn and hands the initiative to the
 * opponent early: counted twice (measured: 1 → 94.6%, 2 → 95.6%, 3 → 94.9% wins against random
 * on the default lists, 2000 games each; flat between 2 and 3).
 */
const TURNOVER_WEIGHT = 2;

export class LookaheadPolicy extends HeuristicPolicy {
  private v1 = new Float64Array(0);
  private v2 = new Float64Array(0);
  private v3 = new Float64Array(0);
  private e1 = new Float64Array(0);
  private q = new Int8Array(0);
  private dist = new Float64Array(4);
  /**
   * Every (model, dice) pair the last pickActivation weighed, with its expected value E (read
   * by the search policy, which plays the best few out instead of trusting E alone).
   */
  actM = new Int32Array(0);
  actD = new Int8Array(0);
  actE = new Float64Array(0);
  nAct = 0;

  constructor(style: Style = lookaheadStyle) {
    super(style);
  }

  /** Weight of the activations a turnover forfeits (see TURNOVER_WEIGHT). */
  turnoverWeight = TURNOVER_WEIGHT;
  /** Keep the flag bearer out of group orders and at his safe spot (addMoves). */
  bearerOut = true;
  /** Keep weak fighters (Combat ≤ 1, e.g. drummers: easy gruesome kills, SDS 6.5) out of groups. */
  weakOut = true;

  /**
   * Everything this policy remembers belongs to one game: a new game (or another Game context,
   * e.g. the mirrored setup of a pair) starts from nothing, so game K plays the same alone
   * (replay) as in a bulk run.
   */
  private game: Game | null = null;
  private gameNo = -1;

  private syncGame(g: Game): void {
    if (this.game === g && this.gameNo === g.gamesPlayed) return;
    this.game = g;
    this.gameNo = g.gamesPlayed;
    this.valStamp.fill(-1);
    this.snapF.fill(-1);
    this.snapFlags = -1;
    this.spotStamp = -1;
  }

  keepOutOfGroups(g: Game, i: number): boolean {
    return (this.bearerOut && isBearer(g, i)) || (this.weakOut && g.st.c[i] <= 1);
  }

  /** The flag bearer is away from his spot behind the squad (set by addMoves, read by score). */
  private bearerAway = false;

  /**
   * The flag bearer's spot (SDS 6.3, 6.5, 6.8): out of the gruesome-kill radius of every friend,
   * more than two flee moves from every edge he could flee to, and not ahead of the squad's
   * centre; the nearest such point to him. So one unlucky kill or a squad test does not make
   * him flee off with the flag and set off a second test in which everyone near an edge runs
   * off the table; while the flag stays on the table fleeing friends run to it instead.
   * Computed on a 45 mm grid once per player turn (again if friends crowd it), for addMoves.
   */
  private spotStamp = -1;
  private spotX = 0;
  private spotY = 0;
  private spotOk = false;

  private bearerSpot(g: Game, m: number): void {
    const s = g.st;
    const cfg = g.cfg;
    const side = s.side[m];
    let cx = 0;
    let cy = 0;
    let n = 0;
    for (let j = sideStart(s, side), e = sideEnd(s, side); j < e; j++) {
      if (j === m || !s.onTable[j]) continue;
      cx += s.x[j];
      cy += s.y[j];
      n++;
    }
    this.spotOk = false;
    if (n === 0) return;
    cx /= n;
    cy /= n;
    const W = cfg.table.width;
    const H = cfg.table.height;
    const r = s.r[m];
    const own = s.edge[side];
    const excluded = cfg.o.mode === 'tournament' || cfg.o.coreFleeEdge === 'ownOrSide' ? s.edge[1 - side] : -1;
    const need = 2 * moveBudget(g, m) + r + 10;
    const safe = cfg.gruesomeRadius + 10;
    const maxDepth = depthFromEdge(own, W, H, cx, cy);
    let best = Infinity;
    const mx = s.x[m];
    const my = s.y[m];
    // each test below only skips a spot, so they run cheapest and most often failing first:
    // the nearest spot is the same whatever their order
    for (let pass = 0; pass < 3 && best === Infinity; pass++) {
      for (let x = r + 20; x <= W - r - 20; x += 45) {
        const tx = x - mx;
        // no point of this column is nearer than the best so far (travel ≥ tx²)
        if (tx * tx >= best) continue;
        // the first two passes keep `need` from every edge a model may flee by
        if (pass < 2 && ((excluded !== 1 && W - x < need) || (excluded !== 3 && x < need))) continue;
        // the first pass keeps the spot no deeper than the friends' centre (along x: the whole column)
        if (pass === 0 && (own === 1 || own === 3) && depthFromEdge(own, W, H, x, 0) > maxDepth) continue;
        for (let y = r + 20; y <= H - r - 20; y += 45) {
          const ty = y - my;
          const travel = tx * tx + ty * ty;
          if (travel >= best) {
            // past the model the column only gets farther
            if (ty > 0) break;
            continue;
          }
          if (pass < 2) {
            // the top edge only gets nearer up the column
            if (excluded !== 2 && H - y < need) break;
            if (excluded !== 0 && y < need) continue;
          }
          if (pass === 0 && own !== 1 && own !== 3 && depthFromEdge(own, W, H, x, y) > maxDepth) {
            // from the bottom edge the depth only grows up the column
            if (own === 0) break;
            continue;
          }
          if (friendWithin(g, m, x, y, safe)) continue;
          best = travel;
          this.spotX = x;
          this.spotY = y;
        }
      }
    }
    this.spotOk = best < Infinity;
  }

  addMoves(g: Game, m: number): void {
    this.syncGame(g);
    this.bearerAway = false;
    if (!this.bearerOut || !isBearer(g, m)) return;
    // once per player turn, and again when friends have come too close to the spot
    const stamp = g.st.turn * 2 + g.st.active;
    if (this.spotStamp !== stamp || (this.spotOk && friendWithin(g, m, this.spotX, this.spotY, g.cfg.gruesomeRadius + 10))) {
      this.bearerSpot(g, m);
      this.spotStamp = stamp;
    }
    if (!this.spotOk) return;
    const s = g.st;
    const dx = this.spotX - s.x[m];
    const dy = this.spotY - s.y[m];
    if (dx * dx + dy * dy <= 30 * 30) return;
    this.bearerAway = true;
    addCand(g.decision.cands, A_POINT, -1, 1, this.spotX, this.spotY);
  }

  override score(g: Game, m: number, left: number, k: number): number {
    if (this.bearerOut && isBearer(g, m)) {
      switch (g.decision.cands.kind[k]) {
        case A_POINT:
          return this.bearerAway ? 6 : -1;
        case A_ADVANCE:
        case A_CHARGE:
        case A_FORM:
          return -1;
      }
    }
    return super.score(g, m, left, k);
  }

  // ---- re-use of this turn's valuations for models far from anything that changed
  private valStamp = new Float64Array(0);
  private snapX = new Float64Array(0);
  private snapY = new Float64Array(0);
  private snapF = new Int32Array(0);
  /** Models changed since the last decision: old and new positions. */
  private chX = new Float64Array(0);
  private chY = new Float64Array(0);
  private nCh = 0;
  /**
   * A model's valuation from earlier in this turn is reused unless something changed within
   * this distance of it (mm; null: one M stick; 0: each model is valued once per turn, and
   * again only when a flag changes hands). Measured on the mirror lists before issue 31: 0 ~1,000
   * games/s, 72% against aggressive; 1M ~830/s, 74%; 2L ~500/s, 75%. Issue 31 made lookahead the
   * SDS default, which must play at 40% of aggressive's speed: 0 plays 1.3× as fast as 1M and
   * still beats every other heuristic (README "Policies"), so 0 is the default.
   */
  reuseRadius: number | null = 0;

  private noteChanges(g: Game): void {
    const s = g.st;
    this.syncGame(g);
    if (this.snapX.length < s.n) {
      this.valStamp = new Float64Array(s.n).fill(-1);
      this.snapX = new Float64Array(s.n);
      this.snapY = new Float64Array(s.n);
      this.snapF = new Int32Array(s.n).fill(-1);
      this.chX = new Float64Array(4 * s.n);
      this.chY = new Float64Array(4 * s.n);
    }
    this.nCh = 0;
    // with no reuse radius dirtyNear asks no change: no positions to keep
    if (this.reuseRadius !== 0)
      for (let j = 0; j < s.n; j++) {
        const f =
          s.onTable[j] | (s.fallen[j] << 1) | (s.loaded[j] << 2) | (s.attacked[j] << 3) | (s.activated[j] << 4) | (s.mounted[j] << 5) | (s.outOfAmmo[j] << 6);
        if (f !== this.snapF[j] || s.x[j] !== this.snapX[j] || s.y[j] !== this.snapY[j]) {
          this.chX[this.nCh] = this.snapX[j];
          this.chY[this.nCh++] = this.snapY[j];
          this.chX[this.nCh] = s.x[j];
          this.chY[this.nCh++] = s.y[j];
          this.snapX[j] = s.x[j];
          this.snapY[j] = s.y[j];
          this.snapF[j] = f;
        }
      }
    // the flags (carried, dropped, captured) change what every model may do
    const flags = s.flagState[0] | (s.flagState[1] << 4);
    if (flags !== this.snapFlags) {
      this.snapFlags = flags;
      this.valStamp.fill(-1);
    }
  }
  private snapFlags = -1;

  private dirtyNear(g: Game, i: number): boolean {
    const s = g.st;
    const R = this.reuseRadius ?? g.cfg.M;
    const x = s.x[i];
    const y = s.y[i];
    for (let k = 0; k < this.nCh; k++) {
      const dx = this.chX[k] - x;
      const dy = this.chY[k] - y;
      if (dx * dx + dy * dy < R * R) return true;
    }
    return false;
  }

  override pickActivation(g: Game): number {
    return this.pickActivationValued(g);
  }

  private pickActivationValued(g: Game): number {
    const cands = g.decision.cands;
    const s = g.st;
    if (this.v1.length < s.n) {
      this.v1 = new Float64Array(s.n);
      this.v2 = new Float64Array(s.n);
      this.v3 = new Float64Array(s.n);
      this.e1 = new Float64Array(s.n);
      this.q = new Int8Array(s.n);
      this.actM = new Int32Array(3 * s.n);
      this.actD = new Int8Array(3 * s.n);
      this.actE = new Float64Array(3 * s.n);
    }
    const side = s.active;
    let sumV1 = 0;
    // each model's options as if it activated next: the active model's failed Fear test is its own (SDS 5.6)
    const mark = trialMark(g);
    trialWithoutFear(g);
    const stamp = s.turn * 2 + side;
    this.noteChanges(g);
    for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
      if (!s.onTable[i] || s.activated[i] || s.spent[i]) continue;
      if (this.valStamp[i] === stamp && !this.dirtyNear(g, i)) {
        // nothing within reach of it has changed since it was valued this turn
        sumV1 += this.e1[i];
        continue;
      }
      this.valStamp[i] = stamp;
      listActions(g, i, 3, MODE_OWN, 0);
      let b1 = 0;
      let b2 = 0;
      for (let k = 0; k < cands.n; k++) {
        const cost = cands.cost[k];
        // V(k) below counts actions of one or two: a dearer candidate's score is not read
        if (cost > 2) continue;
        if (cands.kind[k] === A_CHARGE) {
          // a charge is worth something only with an action left to fight (one action: nothing)
          const two = this.score(g, i, 3, k);
          if (two > b2) b2 = two;
          continue;
        }
        const v = this.score(g, i, 3, k);
        if (cost <= 1 && v > b1) b1 = v;
        if (cost <= 2 && v > b2) b2 = v;
      }
      this.v1[i] = b1;
      this.v2[i] = Math.max(b2, 1.5 * b1);
      this.v3[i] = this.v2[i] + 0.5 * b1;
      // what this model would surely add with a safe single die (SDS 2.7: one die never turns over)
      const q = activationQuality(g, i);
      this.q[i] = q;
      const e1 = (successFaces(q) / 6) * b1;
      this.e1[i] = e1;
      sumV1 += e1;
    }
    undoTrial(g, mark);
    let best = -1;
    let bestE = -Infinity;
    let bestD = 1;
    this.nAct = 0;
    // SDS 2.7: while the Leader waits, others go on one die, which never turns over
    const leader = leaderWaits(g, side);
    for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
      if (!s.onTable[i] || s.activated[i] || s.spent[i]) continue;
      // SDS 2.8–2.9: superiors first, so no turnover costs them their activation
      if (waitsForSuperior(g, i)) continue;
      const q = this.q[i];
      // a turnover forfeits the rest of this turn's activations: at least what the other models
      // would add with safe single dice
      const T = this.turnoverWeight * (sumV1 - this.e1[i]);
      const most = leader && !s.isLeader[i] ? 1 : 3;
      for (let nd = 1; nd <= most; nd++) {
        successDist(q, nd, this.dist);
        let E = 0;
        let pTurn = 0;
        for (let k = 0; k <= nd; k++) {
          const v = k === 0 ? 0 : k === 1 ? this.v1[i] : k === 2 ? this.v2[i] : this.v3[i];
          E += this.dist[k] * v;
          if (nd - k >= 2) pTurn += this.dist[k];
        }
        E -= pTurn * T;
        this.actM[this.nAct] = i;
        this.actD[this.nAct] = nd;
        this.actE[this.nAct++] = E;
        if (E > bestE + 1e-9) {
          bestE = E;
          best = i;
          bestD = nd;
        }
      }
    }
    this.activationDice = bestD >= 2 && stopsAtEvery(this, g, best, bestD) ? 1 : bestD;
    return best;
  }
}

function isBearer(g: Game, i: number): boolean {
  const s = g.st;
  const side = s.side[i];
  return s.flagState[side] === FLAG_CARRIED && s.flagCarrier[side] === i;
}

/** Is a friend of m on the table closer than `gap` (edge to edge) to a base of m's size at (x, y)? */
function friendWithin(g: Game, m: number, x: number, y: number, gap: number): boolean {
  const s = g.st;
  const side = s.side[m];
  const rm = s.r[m];
  for (let j = sideStart(s, side), e = sideEnd(s, side); j < e; j++) {
    if (j === m || !s.onTable[j]) continue;
    const d2 = (s.x[j] - x) * (s.x[j] - x) + (s.y[j] - y) * (s.y[j] - y);
    // clearly farther: 1 mm spares the exact test's rounding, which is taken only near the limit
    const far = gap + s.r[j] + rm + 1;
    if (d2 > far * far) continue;
    if (Math.sqrt(d2) - s.r[j] - rm < gap) return true;
  }
  return false;
}
