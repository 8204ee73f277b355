/**
 * Heuristic SfG generals (SFG §15): each decision scores its options with a style's weights.
 * Positions are valued by a style goal (take objectives, hold own objectives, or a firing line at
 * a standoff distance); orders by the gain in position times the chance to pass the command
 * test; charges by the expected melee score edge computed from the SFG-8 tables.
 */
import type { Dice } from '../../kit/dice.js';
import {
  K_ACTIVATION,
  K_CORPS_ORDER,
  K_DEPLOY,
  K_DEPLOY_DIVISION,
  K_DIVISION_MOVE,
  K_FIRE,
  K_GENERAL,
  K_OBJECTIVE,
  K_ORDER,
  K_REACTION,
  K_REACTION_FIRE,
  K_SECOND_DIVISION_ORDER,
  K_WINNER,
  O_BRIGADES,
  O_DIVISION,
  T_ATTACH,
  T_CHARGE,
  T_FIRE,
  T_MOVE,
  T_UNLIMBER,
  type OptionBuffer,
} from '../decisions.js';
import { ATTACK, LINE, columns, isColumn, ranks } from '../mechanics/formation.js';
import { hittingFaces } from '../mechanics/dice.js';
import { meleeDicePerBase, supportBonus } from '../mechanics/melee.js';
import { ARTILLERY, CAVALRY, type Unit } from '../state.js';
import type { Game, SfgGamePolicy } from '../game.js';
import { brigadeOrderValue } from '../rules/command.js';
import { EDGE_FRONT, contactEdge, edgeBases } from '../rules/contact.js';
import { needsBonus, planChargeOption } from '../rules/charge.js';
import { targetCover } from '../rules/fire.js';
import { CAVALRY_BASE_D, CAVALRY_BASE_W, INFANTRY_BASE_D, INFANTRY_BASE_W, MOVE_INFANTRY } from '../constants.js';
import { objectivesHeld } from '../rules/turn.js';
import { centreReach, listUnitMoves, resolveMove } from '../rules/moves.js';
import type { PendingMoves } from '../rules/pending.js';
import { chooseDivisionSector, chooseObjective } from './placement.js';
import { norm, type Rect } from '../../kit/facingRect.js';
import { attachOrderValue, holdsFireToAttach } from './attach.js';
import { bestFire } from './fireTarget.js';
import { BAND_HITS_TOP, closesBeforeFiring, fireWorth } from './gunsForward.js';
import { reactionFireChoice } from './reactionFire.js';

export const GOAL_ASSAULT = 0;
export const GOAL_HOLD = 1;
export const GOAL_FIREFIGHT = 2;

export interface Style {
  name: string;
  description: string;
  goal: number;
  /** Formation for infantry at deployment and on the move. */
  formation: number;
  /** Preferred distance to the nearest enemy (firefight). */
  standoff: number;
  /** Charge when the expected melee score edge exceeds this. */
  chargeMargin: number;
  /** Stop giving orders below this expected gain. */
  minGain: number;
  /** Fire at the nearest intact enemy rather than the nearest. */
  skipWeak: boolean;
  /** Winning chargers break through. */
  breakthrough: boolean;
  /** Turn from which a side not ahead on objectives goes for the enemy's. */
  lateAttackTurn: number;
  /** Assault: value of a line in musket range beyond the next turn's charge (a column is worth 1 elsewhere). */
  lineBonus: number;
  /** What a charge that falls short costs (SFG-7.5: the charger spent before the target), in the units of chargeWorth. */
  failedChargeCost: number;
  /** Order value of a charge that reaches, before its expected melee edge is added (times the chance to pass). */
  chargeWorth: number;
  /** The distance (UM) a battery seeks from the nearest enemy. */
  gunRange: number;
  /** A limbered battery unlimbers (and stays unlimbered on the move) with an enemy nearer than this (UM). */
  unlimberRange: number;
  /** A charged unit whose division has yet to act this turn fires in reaction only for at least these expected casualties (SFG-7.3.1). */
  reactionFireMin: number;
}

/** A division move must gain more than this (in posValue units) to be made. */
const DIVISION_MOVE_GAIN = 0.05;

/** P(2d6 ≤ v). */
const PASS = [0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36].map((k) => k / 36);
function passChance(v: number): number {
  return v < 2 ? 0 : v >= 12 ? 1 : PASS[v];
}

export class HeuristicPolicy implements SfgGamePolicy {
  readonly name: string;
  readonly firesFirst = true;
  readonly lazyMoves = true;
  readonly lazyCharges = true;
  readonly description: string;
  constructor(readonly s: Style) {
    this.name = s.name;
    this.description = s.description;
  }

  decide(g: Game, kind: number, _options: ArrayLike<number>, _ai: Dice): number {
    const buf = g.opts;
    // a new decision invalidates the per-unit caches in the game's scratch (the stamp wraps harmlessly)
    g.policyScratch.stamp = (g.policyScratch.stamp + 1) | 0;
    switch (kind) {
      case K_DEPLOY:
        return this.deploy(g, buf);
      case K_OBJECTIVE:
        return chooseObjective(g, buf);
      case K_DEPLOY_DIVISION:
        return chooseDivisionSector(g, buf, g.divisions[buf.unit[0]].side);
      case K_GENERAL:
        return this.general(g, buf);
      case K_ACTIVATION:
        return this.activation(g, buf);
      case K_SECOND_DIVISION_ORDER:
        return buf.n - 1;
      case K_DIVISION_MOVE:
        return this.bestMove(g, buf);
      case K_ORDER:
      case K_CORPS_ORDER:
        return this.order(g);
      case K_FIRE:
        return this.fireChoice(g, buf);
      case K_REACTION:
        return 0; // stand: an evader caught within reach is destroyed
      case K_REACTION_FIRE:
        // fire: casualties before contact cost the charger bases and may disorder it (SFG-7.4); hold only fire worth less than its own window's
        return reactionFireChoice(g, g.units[buf.unit[0]], g.units[buf.target[0]], this.s.reactionFireMin);
      case K_WINNER:
        return this.s.breakthrough && buf.n > 2 ? 2 : 0;
      default:
        return 0;
    }
  }

  private deploy(g: Game, buf: OptionBuffer): number {
    const u = g.units[buf.unit[0]];
    const want = u.arm === CAVALRY ? ATTACK : this.s.formation;
    for (let i = 0; i < buf.n; i++) if (buf.value[i] === want) return i;
    return 0;
  }

  private general(g: Game, buf: OptionBuffer): number {
    if (this.s.goal !== GOAL_ASSAULT || buf.n < 2) return 0;
    // attach to the brigade closest to the enemy (the one most likely to charge)
    let best = 0;
    let bd = Infinity;
    for (let i = 1; i < buf.n; i++) {
      const u = g.units[buf.value[i]];
      const d = g.nearestEnemyDist(u.side, u, g.policyScratch.nearHint[u.idx]);
      if (d < bd) {
        bd = d;
        best = i;
      }
    }
    // no enemy on the table (SFG-3.2: every enemy there is gone and a late division has yet to come)
    if (best === 0) return 0;
    const d = g.divisions[g.units[buf.value[best]].div];
    return d.rating === 0 ? 0 : best;
  }

  private activation(g: Game, buf: OptionBuffer): number {
    const d = g.divisions[g.activation[g.actIndex]];
    let far = true;
    for (const i of d.units) {
      const u = g.units[i];
      if (u.active && g.nearestEnemyDist(u.side, u, g.policyScratch.nearHint[u.idx]) < g.cfg.divisionMinEnemy + 3) {
        far = false;
        break;
      }
    }
    const hold = this.isHolding(g, d.side);
    for (let i = 0; i < buf.n; i++) if (buf.value[i] === (far && !hold ? O_DIVISION : O_BRIGADES)) return i;
    for (let i = 0; i < buf.n; i++) if (buf.value[i] === O_BRIGADES) return i;
    return 0;
  }

  /**
   * The late attack: from lateAttackTurn a side not ahead on objectives goes for the enemy's
   * (SFG-10.6 decides on objectives first; a firefight or a hold that takes none is a draw at best).
   */
  private attacking(g: Game, side: number): boolean {
    if (this.s.goal === GOAL_ASSAULT) return false;
    return g.turn >= this.s.lateAttackTurn && objectivesHeld(g, side) <= objectivesHeld(g, 1 - side);
  }

  /** Holding style before its late attack, or while ahead. */
  private isHolding(g: Game, side: number): boolean {
    if (this.s.goal !== GOAL_HOLD) return false;
    return g.turn < this.s.lateAttackTurn || objectivesHeld(g, side) > objectivesHeld(g, 1 - side);
  }

  private fireChoice(g: Game, buf: OptionBuffer): number {
    // option 0 holds fire; 1 is the nearest, 2 (if any) the nearest intact
    return buf.n === 1 ? 0 : bestFire(g, buf, 1, this.s.skipWeak);
  }

  /**
   * Value of unit u standing at the anchor and facing in g.policyScratch.cand (px, py, fx, fy) in
   * formation form, into g.policyScratch.value (there, not in arguments or a result: a call that does not
   * inline boxes every number).
   */
  posValue(g: Game, u: Unit, form: number, mounted: boolean, limbered: boolean, hint = -1): void {
    const b = candFootprint(g, u, form, mounted);
    const fx = b.fx;
    const fy = b.fy;
    // where u stands (the value before a move): the game's cached nearest enemy of its own footprint
    const own = b.cx === u.cx && b.cy === u.cy && b.fx === u.fx && b.fy === u.fy && b.hw === u.hw && b.hd === u.hd;
    const e = g.nearestEnemy(u.side, own ? u : b, hint);
    const de = g.nearestDist;
    let facing = 0;
    if (e >= 0) {
      const t = g.units[e];
      const l = norm(t.cx - b.cx, t.cy - b.cy) || 1;
      facing = ((t.cx - b.cx) * fx + (t.cy - b.cy) * fy) / l; // cos of the angle off the front
    }
    if (u.arm === ARTILLERY) {
      let v = -Math.abs(de - this.s.gunRange) + 2 * facing;
      // SFG-5.8: only an unlimbered battery fires: what its fire from there is worth (its range
      // runs from its centre, about its half-depth behind the footprint's front, SFG-6.6)
      if (limbered) {
        if (de < 14) v -= 3;
      } else v += fireWorth(g, de + b.hd);
      g.policyScratch.value = v;
      return;
    }
    const goal = this.goal(g, u);
    let v = 0;
    if (goal === GOAL_ASSAULT) {
      v -= distToGoal(g, u.side, b, false);
      if (u.arm === CAVALRY) v += mounted && form !== LINE ? 1 : 0;
      // in musket range but beyond the next turn's charge, a line fires with every front base and
      // is no column target (SFG-6.2, 6.7: +1 to hit a column); nearer, the column charges at +1 (SFG-8.5)
      else v += firingLine(g, de) ? (form === LINE ? this.s.lineBonus : 0) : form === ATTACK ? 1 : 0;
      v += facing;
    } else if (goal === GOAL_FIREFIGHT) {
      v -= Math.abs(de - this.s.standoff) + 0.2 * distToGoal(g, u.side, b, false);
      if (de < 10 && form === LINE) v += 1.5;
      v += 2 * facing;
      if (u.arm === CAVALRY && !mounted) v += 0.5;
    } else {
      const dg = distToGoal(g, u.side, b, true);
      v -= Math.max(0, dg - 1);
      if (form === LINE) v += 1;
      v += 2 * facing;
      if (de < 4) v -= 4 - de; // keep out of easy charge reach
    }
    if (!mounted && u.arm === CAVALRY && goal !== GOAL_FIREFIGHT) v -= 1;
    g.policyScratch.value = v;
  }

  /**
   * posValue where u stands (cached for the decision), with the enemy nearest to it as the hint
   * for its candidates; the one nearest when last valued is the hint for where it stands now.
   */
  private before(g: Game, u: Unit): number {
    const w = g.policyScratch;
    if (w.beforeStamp[u.idx] !== w.stamp) {
      w.beforeStamp[u.idx] = w.stamp;
      setCand(g, u.px, u.py, u.fx, u.fy);
      this.posValue(g, u, u.formation, u.mounted, u.limbered, w.nearHint[u.idx]);
      w.beforeVal[u.idx] = w.value;
      // the enemy nearest to where u stands is the likely nearest to its candidate positions
      w.nearHint[u.idx] = g.nearestIdx;
    }
    return w.beforeVal[u.idx];
  }

  private moveValue(g: Game, buf: OptionBuffer, i: number): number {
    const u = g.units[buf.unit[i]];
    const w = g.policyScratch;
    this.before(g, u);
    setCand(g, buf.px[i], buf.py[i], buf.fx[i], buf.fy[i]);
    this.posValue(g, u, buf.form[i], buf.aux[i] === 1, buf.form[i] === 1, w.nearHint[u.idx]);
    return w.value - w.beforeVal[u.idx];
  }

  private pass(g: Game, u: Unit): number {
    const w = g.policyScratch;
    if (w.passStamp[u.idx] !== w.stamp) {
      w.passStamp[u.idx] = w.stamp;
      w.passVal[u.idx] = passChance(brigadeOrderValue(g, g.divisions[u.div], u));
    }
    return w.passVal[u.idx];
  }

  private bestMove(g: Game, buf: OptionBuffer): number {
    let best = 0;
    let bv = DIVISION_MOVE_GAIN;
    for (let i = 0; i < buf.n; i++) {
      if (buf.type[i] !== T_MOVE || i === buf.pendingSlot) continue;
      const v = this.moveValue(g, buf, i);
      if (v > bv) {
        bv = v;
        best = i;
      }
    }
    return buf.pendingSlot >= 0 ? this.bestPending(g, best, bv, false) : best;
  }

  /**
   * The order value of planned CHARGE option i for a unit with pass chance p (−Infinity: never):
   * by its expected melee score edge (SFG-8.2–8.5 expectations, reaction fire discounted), from
   * the contact the rules planned for it. Into g.policyScratch.value.
   */
  private chargeValue(g: Game, buf: OptionBuffer, i: number, p: number): void {
    const a = buf.attackers[i];
    const d = buf.defenders[i];
    const u = g.units[buf.unit[i]];
    const t = g.units[buf.target[i]];
    this.edgeTop(g, u, t, buf.edge[i] !== EDGE_FRONT, a, a, d, d, p);
    // SFG-7.2: a charge that reaches only with the bonus die's 5–6 reaches that often; one that
    // falls short still moves its full allowance (SFG-7.5) and stands spent before the target
    const v = g.policyScratch.value;
    if (v === -Infinity || !needsBonus(g, u, t)) return;
    const r = (7 - g.cfg.chargeBonusOn) / 6;
    g.policyScratch.value = r * v - (1 - r) * p * this.s.failedChargeCost;
  }

  /**
   * The most the order value of a charge (chargeValue) could be for u charging t (on its flank or
   * rear: `flank`), with pass chance p, with between aMin and aMax bases in contact against
   * between dMin and dMax, into g.policyScratch.value. The attackers' and the defenders' terms of the
   * edge are apart, each at its best, summed in one order: float sums and products are monotone,
   * so no contact in the ranges values more (one contact: its value exactly).
   */
  private edgeTop(g: Game, u: Unit, t: Unit, flank: boolean, aMin: number, aMax: number, dMin: number, dMax: number, p: number): void {
    const { meleeA: aSide, meleeD: dSide } = g.policyScratch;
    const cav = u.arm === CAVALRY && u.mounted;
    aSide.cavalryChargingFoot = cav && t.arm !== CAVALRY;
    aSide.onEnemyFlank = flank;
    dSide.artillery = t.arm === ARTILLERY;
    const aPer = meleeDicePerBase(aSide);
    const dPer = meleeDicePerBase(dSide);
    // SFG-8.3: each side hits by the enemy's cover; the charger's where it meets the target is not
    // known before the move: the open
    const nat = g.cfg.naturalRuleInMelee;
    const pa = hittingFaces(g.cfg.coverToHit[targetCover(g, u, t)], (u.disordered ? -1 : 0) + (u.arm === CAVALRY && !u.mounted ? -1 : 0), nat) / 6;
    const pd = hittingFaces(g.cfg.coverToHit[0], (t.disordered ? -1 : 0) + (flank ? -1 : 0), nat) / 6;
    let att = -Infinity;
    for (let a = aMin; a <= aMax; a++) att = Math.max(att, a * aPer * pa + supportBonus(u.bases - a, g.cfg.supportMax));
    let def = Infinity;
    for (let d = dMin; d <= dMax; d++) def = Math.min(def, d * dPer * pd + (t.arm === ARTILLERY ? 0 : supportBonus(t.bases - d, g.cfg.supportMax)));
    const col = u.arm !== ARTILLERY && isColumn(u.formation) ? 1 : 0;
    const exp = (u.quality > t.quality ? 1 : 0) - (t.quality > u.quality ? 1 : 0);
    let reaction = 0;
    if (!t.fired && (t.musketry || t.arm === ARTILLERY) && !flank) reaction = (t.arm === ARTILLERY ? 3 * 0.5 : t.cols * 0.33) / 4;
    const edge = att + col + exp - def - reaction;
    g.policyScratch.value = edge > this.s.chargeMargin ? p * (this.s.chargeWorth + edge) : -Infinity;
  }

  /**
   * lazyCharges: plans the unplanned charges most promising first (by an upper bound on their
   * value: the contact's edge known from where the charger stands, any count of bases in
   * contact) until none left could beat option `best`, valuing each reachable one as
   * orderValues would, into v. The best over every option then (ties: the lowest index).
   */
  private bestCharge(g: Game, v: Float64Array, best: number): number {
    const buf = g.opts;
    const n = buf.nUnplanned;
    const bound = g.policyScratch.chargeBound;
    for (let k = 0; k < n; k++) {
      const i = buf.unplanned[k];
      const u = g.units[buf.unit[i]];
      const t = g.units[buf.target[i]];
      const edge = contactEdge(u, t);
      this.edgeTop(g, u, t, edge !== EDGE_FRONT, 1, u.cols, 1, edgeBases(t, edge), this.pass(g, u));
      bound[k] = g.policyScratch.value;
    }
    for (;;) {
      let k = -1;
      let kb = -Infinity;
      for (let q = 0; q < n; q++) {
        if (bound[q] > kb) {
          kb = bound[q];
          k = q;
        }
      }
      // a charge bounded below the best so far can neither beat nor tie it
      if (k < 0 || kb < v[best]) break;
      bound[k] = -Infinity;
      const i = buf.unplanned[k];
      if (!planChargeOption(g, buf, i)) continue;
      this.chargeValue(g, buf, i, this.pass(g, g.units[buf.unit[i]]));
      const x = g.policyScratch.value;
      v[i] = x;
      if (x > v[best] || (x === v[best] && i < best)) best = i;
    }
    return best;
  }

  /** Values of every K_ORDER option in g.opts (−Infinity: never); option 0 (stop) is minGain. */
  orderValues(g: Game, out: Float64Array): Float64Array {
    g.policyScratch.stamp = (g.policyScratch.stamp + 1) | 0;
    const buf = g.opts;
    out[0] = this.s.minGain;
    for (let i = 1; i < buf.n; i++) {
      const t = buf.type[i];
      let v: number;
      if (i === buf.pendingSlot)
        v = -Infinity; // the pending moves' slot (bestPending values them)
      else if (t === T_FIRE) {
        // a unit's targets come in a pair (nearest, then nearest intact): the one that pays first
        const first = buf.type[i - 1] === T_FIRE && buf.unit[i - 1] === buf.unit[i] ? i - 1 : i;
        v = bestFire(g, buf, first, this.s.skipWeak) === i ? 50 : 49;
      } else if (t === T_UNLIMBER) v = g.nearestEnemyDist(g.units[buf.unit[i]].side, g.units[buf.unit[i]]) < this.s.unlimberRange ? 40 : 0;
      else {
        const u = g.units[buf.unit[i]];
        const p = this.pass(g, u);
        if (t === T_ATTACH) v = this.attachValue(g, buf, i, p);
        else if (t === T_CHARGE) {
          // unplanned (or out of reach): bestCharge values it
          if (buf.attackers[i] > 0) this.chargeValue(g, buf, i, p);
          v = buf.attackers[i] > 0 ? g.policyScratch.value : -Infinity;
        } else v = p * this.moveValue(g, buf, i);
      }
      out[i] = v;
    }
    return out;
  }

  /** SFG-4.6 (policies/attach.ts): the styles that stand and fire brace brigades that keep their ground. */
  private attachValue(g: Game, buf: OptionBuffer, i: number, p: number): number {
    return attachOrderValue(g, g.units[buf.target[i]], p, this.stands(g, g.units[buf.target[i]].side));
  }

  holdsFire(g: Game, unit: number): boolean {
    const u = g.units[unit];
    return holdsFireToAttach(g, u, this.stands(g, u.side)) || closesBeforeFiring(g, u, this.s.gunRange);
  }

  private stands(g: Game, side: number): boolean {
    return this.s.goal !== GOAL_ASSAULT && !this.attacking(g, side);
  }

  private order(g: Game): number {
    const f = firstFire(g, g.opts, this.s.skipWeak);
    if (f >= 0) return f;
    const v = this.orderValues(g, g.policyScratch.orderVals);
    let best = 0;
    for (let i = 1; i < g.opts.n; i++) if (v[i] > v[best]) best = i;
    if (g.opts.nUnplanned > 0) best = this.bestCharge(g, v, best);
    return g.opts.pendingSlot >= 0 ? this.bestPending(g, best, v[best], true) : best;
  }

  /**
   * lazyMoves (K_ORDER, `withPass`: values times the pass chance; K_DIVISION_MOVE: the position
   * gain alone): checks the pending moves most promising first (by an upper bound on their value)
   * until none left could beat the best option so far, valuing each legal one as orderValues
   * would. The choice is the one over all the candidates checked: the same value wins, and ties
   * go to the option offered first (seq), as by index in order().
   */
  private bestPending(g: Game, best: number, bv: number, withPass: boolean): number {
    const buf = g.opts;
    const p = buf.pending;
    const { pendingBound: bound, unitBound } = g.policyScratch;
    for (let k = 0; k < p.nUnits; k++) this.unitBound(g, g.units[p.units[k]], withPass, k);
    for (;;) {
      // the unit whose moves might be worth most; none left that could beat bv: done
      let k = -1;
      let kb = -Infinity;
      for (let q = 0; q < p.nUnits; q++) {
        if (p.unitListed[q] === 0 && unitBound[q] > kb) {
          kb = unitBound[q];
          k = q;
        }
      }
      // the bounds have a margin: a move whose bound is at most bv can neither beat nor tie it
      if (k < 0 || kb <= bv) break;
      const first = listUnitMoves(g, buf, k);
      // a unit's moves share its pass chance, its value where it stands and its goal
      const u = g.units[p.units[k]];
      const pass = withPass ? this.pass(g, u) : 1;
      const before = this.before(g, u);
      const goal = this.goal(g, u);
      for (let j = first; j < p.n; j++) bound[j] = pass * (this.moveTop(g, u, p, j, goal) - before) + BOUND_MARGIN;
      for (;;) {
        let j = -1;
        let jb = -Infinity;
        for (let q = first; q < p.n; q++) {
          if (p.done[q] === 0 && bound[q] > jb) {
            jb = bound[q];
            j = q;
          }
        }
        if (j < 0 || jb <= bv) break;
        const i = resolveMove(g, buf, j);
        if (i < 0) continue;
        // where the move ends the goal's distance is known: the bound again, before the enemy is sought
        setCand(g, buf.px[i], buf.py[i], buf.fx[i], buf.fy[i]);
        const b = candFootprint(g, u, buf.form[i], buf.aux[i] === 1);
        const dg = u.arm === ARTILLERY ? 0 : distToGoal(g, u.side, b, goal === GOAL_HOLD);
        if (pass * (topValue(u, goal, dg, buf.form[i], buf.aux[i] === 1, this.s.lineBonus) - before) + BOUND_MARGIN <= bv) continue;
        const x = withPass ? pass * this.moveValue(g, buf, i) : this.moveValue(g, buf, i);
        if (x > bv || (x === bv && buf.seq[i] < buf.seq[best])) {
          best = i;
          bv = x;
        }
      }
    }
    // a checked move goes into the offered slot (the answer stays among the options offered)
    if (best > buf.pendingSlot) return buf.takePending(best);
    buf.takePending(-1);
    return best;
  }

  /** The goal u's posValue takes: the style's, or the late attack's. */
  private goal(g: Game, u: Unit): number {
    return this.attacking(g, u.side) ? GOAL_ASSAULT : this.s.goal;
  }

  /**
   * An upper bound on the order value of any move of u (moveTop for every candidate at once):
   * its footprint's centre ends within centreReach of its anchor, so no nearer its goal's
   * objectives than that allows, with the formation and facing terms at their best. Into
   * g.policyScratch.unitBound[k] (a number returned from a call that does not inline is boxed).
   */
  private unitBound(g: Game, u: Unit, withPass: boolean, k: number): void {
    const before = this.before(g, u);
    let top: number;
    if (u.arm === ARTILLERY) top = GUN_TOP;
    else {
      const goal = this.goal(g, u);
      const dg = segmentToGoal(g, u.side, u.px, u.py, 0, 0, 0, goal === GOAL_HOLD);
      const dmin = dg === Infinity ? Infinity : Math.max(0, dg - centreReach(g, u));
      if (goal === GOAL_ASSAULT) {
        if (dmin === Infinity) {
          g.policyScratch.unitBound[k] = Infinity;
          return;
        }
        top = 1 + Math.max(1, this.s.lineBonus) - dmin; // facing 1, formation: column 1 or line lineBonus
      } else if (goal === GOAL_FIREFIGHT)
        top = 4 - (dmin === Infinity ? 0 : 0.2 * dmin); // facing 2, line 1.5, dismounted 0.5
      else top = 3 - (dmin === Infinity ? 0 : Math.max(0, dmin - 1)); // facing 2, line 1
    }
    g.policyScratch.unitBound[k] = (withPass ? this.pass(g, u) * (top - before) : top - before) + BOUND_MARGIN;
  }

  /**
   * The most posValue pending move j of u (toward `goal`) could reach, whatever the checks make
   * of it (the move shortened anywhere along its line, or refused): topValue with the least
   * distance to the goal's objectives from the line the move's centre runs along.
   */
  private moveTop(g: Game, u: Unit, p: PendingMoves, j: number, goal: number): number {
    if (u.arm === ARTILLERY) return GUN_TOP;
    const hd = p.hd[j];
    const dg = segmentToGoal(g, u.side, u.px - p.fx[j] * hd, u.py - p.fy[j] * hd, p.dx[j], p.dy[j], p.dist[j], goal === GOAL_HOLD);
    return topValue(u, goal, dg, p.form[j], p.aux[j] === 1, this.s.lineBonus);
  }
}

/**
 * The most posValue could be for u in formation form (mounted) with its goal's objectives at
 * least dg away (Infinity: none to measure to), the enemy-distance terms at their best
 * (firefight: at the standoff; hold: out of charge reach) and the facing term at its maximum.
 * A battery's is at most GUN_TOP. Assault with no objective to measure
 * to closes on an enemy at any distance: no bound (Infinity).
 */
function topValue(u: Unit, goal: number, dg: number, form: number, mounted: boolean, lineBonus: number): number {
  if (u.arm === ARTILLERY) return GUN_TOP;
  const dismounted = !mounted && u.arm === CAVALRY;
  if (goal === GOAL_ASSAULT) {
    if (dg === Infinity) return Infinity;
    let top = 1 - dg; // the facing term at most 1
    // the formation term at its best at any distance from the enemy
    if (u.arm === CAVALRY) top += mounted && form !== LINE ? 1 : 0;
    else top += form === ATTACK ? 1 : form === LINE ? lineBonus : 0;
    return dismounted ? top - 1 : top;
  }
  // firefight: the standoff term at most 0, the line bonus if in line, the facing term at most 2
  if (goal === GOAL_FIREFIGHT) return 2 - (dg === Infinity ? 0 : 0.2 * dg) + (form === LINE ? 1.5 : 0) + (dismounted ? 0.5 : 0);
  // hold: the charge-reach term at most 0, the facing term at most 2
  return 2 - (dg === Infinity ? 0 : Math.max(0, dg - 1)) + (form === LINE ? 1 : 0) - (dismounted ? 1 : 0);
}

/** Is an enemy `de` UM away in musket range (SFG-6.2) but beyond an infantry charge without the bonus die (SFG-7.2)? */
function firingLine(g: Game, de: number): boolean {
  return de > MOVE_INFANTRY && de <= g.cfg.musketRange;
}

/** The footprint of u in formation form (mounted) at the place g.policyScratch.cand holds, in g.work.box2 (a battery keeps its own). */
function candFootprint(g: Game, u: Unit, form: number, mounted: boolean): Rect {
  const c = g.policyScratch.cand;
  if (u.arm === ARTILLERY) return g.work.box2.set(c[0], c[1], c[2], c[3], u.hw, u.hd);
  const cav = u.arm === CAVALRY && mounted;
  const hw = (columns(form, u.bases) * (cav ? CAVALRY_BASE_W : INFANTRY_BASE_W)) / 2;
  const hd = (ranks(form, u.bases) * (cav ? CAVALRY_BASE_D : INFANTRY_BASE_D)) / 2;
  return g.work.box2.set(c[0], c[1], c[2], c[3], hw, hd);
}

/** The most a battery's posValue can be: at its gunRange, facing the enemy (2), unlimbered with canister's worth of fire. */
const GUN_TOP = 2 + BAND_HITS_TOP;

/** Margin on the bounds (UM-sized values; rounding is ~1e-14). */
const BOUND_MARGIN = 1e-6;

/**
 * The least distance from the segment (x, y) + (dx, dy)·s, s in [0, len], to an objective this
 * side does not hold (`own`: to one of its own): a lower bound on distToGoal anywhere along it.
 * Infinity when there is none (distToGoal then measures to an enemy instead).
 */
function segmentToGoal(g: Game, side: number, x: number, y: number, dx: number, dy: number, len: number, own: boolean): number {
  const dd = dx * dx + dy * dy;
  let best = Infinity;
  for (const o of g.objectives) {
    if (own ? o.owner !== side : o.holder === side) continue;
    let s = dd > 0 ? ((o.x - x) * dx + (o.y - y) * dy) / dd : 0;
    if (s < 0) s = 0;
    else if (s > len) s = len;
    const d = norm(o.x - x - dx * s, o.y - y - dy * s);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Free fire comes before any order (the firesFirst promise): the first unit offered a target
 * fires at the one that pays (fireTarget.ts). −1 when no fire is offered.
 */
function firstFire(g: Game, buf: OptionBuffer, skipWeak: boolean): number {
  for (let i = 1; i < buf.n; i++) if (buf.type[i] === T_FIRE) return bestFire(g, buf, i, skipWeak);
  return -1;
}

/** Sets the place posValue values (anchor and facing). */
function setCand(g: Game, px: number, py: number, fx: number, fy: number): void {
  const c = g.policyScratch.cand;
  c[0] = px;
  c[1] = py;
  c[2] = fx;
  c[3] = fy;
}

/** Distance from the centre of r to the style's goal: the nearest objective this side does not hold (or, `own`, the nearest own one). */
function distToGoal(g: Game, side: number, r: Rect, own: boolean): number {
  const x = r.cx;
  const y = r.cy;
  let best = Infinity;
  for (const o of g.objectives) {
    if (own ? o.owner !== side : o.holder === side) continue;
    const d = norm(o.x - x, o.y - y);
    if (d < best) best = d;
  }
  if (best === Infinity) {
    // everything held: close on the nearest enemy
    const e = g.nearestEnemyTo(side, x, y);
    return e >= 0 ? norm(g.units[e].cx - x, g.units[e].cy - y) : 0;
  }
  return best;
}
