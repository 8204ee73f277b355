/**
 * SFG §15: the decisions the rules ask a policy for, and the option buffer they come in. One
 * buffer per game, refilled at every decision (no allocation). A policy returns an index into it.
 */
import type { Dice } from '../kit/dice.js';
import { DecisionChannel } from '../kit/decision.js';
import type { Policy } from '../types.js';
import { PendingMoves } from './rules/pending.js';

/** SFG-3.3: general's move (options: 0 = to the centre of his units, 1.. = attach to a unit). */
export const K_GENERAL = 0;
/** SFG-3.5: how the division is commanded this turn (options: O_PASS, O_DIVISION, O_BRIGADES). */
export const K_ACTIVATION = 1;
/** SFG-4.3.4: try a second division order (0 = no, 1 = yes). */
export const K_SECOND_DIVISION_ORDER = 2;
/** SFG-4.3: one unit's ordinary move under a division order (MOVE options, the first is "stay"). */
export const K_DIVISION_MOVE = 3;
/** SFG-4.4 / 6.1: the next brigade order or free fire (STOP first). */
export const K_ORDER = 4;
/** SFG-6.1 fire-only sub-window: fire a unit at a target (0 = hold fire). */
export const K_FIRE = 5;
/** SFG-7.3: a charged unit's reaction (0 = stand and fire, 1 = evade). */
export const K_REACTION = 6;
/** SFG-8.7: a winning charger's option (0 = stand, 1 = reorganise, 2 = break through). */
export const K_WINNER = 7;
/** SFG-10.4: the formation a brigade deploys in (one option per formation that fits). */
export const K_DEPLOY = 8;
/** SFG-4.6: a brigade with an attached battery moves (0 = the battery moves with it, 1 = it stays behind, detached). */
export const K_ATTACHED_MOVE = 9;
/** G7 (corpsOrderEnabled): the corps general's one brigade order of the turn (STOP first; moves, charges, attachments). */
export const K_CORPS_ORDER = 10;
/** SFG-8.7.2: where a reorganising winner falls back (MOVE options: facing and formation; the first keeps both). */
export const K_REORGANISE = 11;
/**
 * SFG-7.3.1: a charged unit that stands and has not fired this turn "may fire" at the charger
 * (0 = fire, 1 = hold its fire; each option's `unit` is the charged unit, `target` the charger).
 */
export const K_REACTION_FIRE = 12;
/**
 * SFG-10.3: where a player places his next objective (placement 'players'). One T_CHOICE per
 * legal point (px, py) of a 1 UM grid of his deployment zone; `target` is his side and `value`
 * the objective's number among his own (0 = first, 1 = second).
 */
export const K_OBJECTIVE = 13;
/**
 * SFG-10.4: the player's next whole division and where it deploys (placement 'players'). One
 * T_CHOICE per undeployed division (`unit` = division index) and free sector of his strip
 * (`value` = sector number, from x = 0; px = the sector's centre x).
 */
export const K_DEPLOY_DIVISION = 14;

export const O_PASS = 0;
export const O_DIVISION = 1;
export const O_BRIGADES = 2;

// option types in the buffer
export const T_STOP = 0;
export const T_MOVE = 1;
export const T_CHARGE = 2;
export const T_FIRE = 3;
export const T_CHOICE = 4; // a plain numbered choice (activation, reaction, winner, deploy, general)
export const T_UNLIMBER = 5; // SFG-5.8: a battery unlimbers (an action, no order)
export const T_ATTACH = 6; // SFG-4.6: a battery attaches to a brigade (target) at slot `value` (an order and a move action)

export const MAX_OPTIONS = 512;

/** A CHARGE option's `attackers` while it is listed but not planned (lazyCharges). */
export const UNPLANNED = -1;

/** A reusable list of options; every field is indexed by option number. */
export class OptionBuffer {
  n = 0;
  readonly type = new Int32Array(MAX_OPTIONS);
  readonly unit = new Int32Array(MAX_OPTIONS);
  readonly target = new Int32Array(MAX_OPTIONS);
  /** MOVE: final anchor and facing. */
  readonly px = new Float64Array(MAX_OPTIONS);
  readonly py = new Float64Array(MAX_OPTIONS);
  readonly fx = new Float64Array(MAX_OPTIONS);
  readonly fy = new Float64Array(MAX_OPTIONS);
  /** MOVE: final formation (brigades) or limbered flag (batteries). */
  readonly form = new Int32Array(MAX_OPTIONS);
  /** MOVE: cavalry mounted afterwards; battery actions used. */
  readonly aux = new Int32Array(MAX_OPTIONS);
  /** CHOICE: the value chosen (e.g. a formation, a general's unit). */
  readonly value = new Int32Array(MAX_OPTIONS);
  /**
   * CHARGE: the contact planned with the best bonus roll when the option was made (SFG-7.5 /
   * 8.1): bases in contact on each side and the target's edge (EDGE_*), so that a policy need
   * not plan the charge again. For a lazyCharges policy a charge may be listed unplanned
   * (attackers UNPLANNED; planChargeOption plans it, and 0 attackers then means out of reach:
   * no option).
   */
  readonly attackers = new Int32Array(MAX_OPTIONS);
  readonly defenders = new Int32Array(MAX_OPTIONS);
  readonly edge = new Int32Array(MAX_OPTIONS);
  /** The CHARGE options listed unplanned, by index (lazyCharges). */
  nUnplanned = 0;
  readonly unplanned = new Int32Array(MAX_OPTIONS);
  /**
   * The order in which the options were offered, counting the pending moves among them: a
   * lazyMoves policy breaks ties by it as the others do by index.
   */
  readonly seq = new Int32Array(MAX_OPTIONS);
  nextSeq = 0;
  /** Moves listed but not checked yet (only for a lazyMoves policy's K_ORDER; empty otherwise). */
  readonly pending = new PendingMoves();
  /**
   * With pending moves, the last option offered is a MOVE with no unit yet: a lazyMoves policy
   * that chooses a pending move checks it (resolveMove pushes it past the offered options) and
   * puts it here (takePending), so that its answer is one of the options offered. −1: none.
   */
  pendingSlot = -1;

  // views of `type` of each length, made up front (a dense array: filling it on demand made it
  // sparse and slow to index): the codes handed to a policy without allocating
  private readonly views: Int32Array[] = Array.from({ length: MAX_OPTIONS + 1 }, (_, n) => this.type.subarray(0, n));

  clear(): void {
    this.n = 0;
    this.nUnplanned = 0;
    this.nextSeq = 0;
    this.pending.n = 0;
    this.pending.nUnits = 0;
    this.pendingSlot = -1;
  }

  /** Offers the pending moves (if any) as the pendingSlot option, after every other option. */
  offerPending(): void {
    if (this.pending.nUnits > 0) this.pendingSlot = this.push(T_MOVE, -1, -1);
  }

  /**
   * Puts option i (−1: none; else a move checked past the offered options) into pendingSlot
   * and drops the options checked past it. Returns pendingSlot, or −1 for i = −1.
   */
  takePending(i: number): number {
    const k = this.pendingSlot;
    if (i >= 0 && i !== k) {
      this.type[k] = this.type[i];
      this.unit[k] = this.unit[i];
      this.target[k] = this.target[i];
      this.px[k] = this.px[i];
      this.py[k] = this.py[i];
      this.fx[k] = this.fx[i];
      this.fy[k] = this.fy[i];
      this.form[k] = this.form[i];
      this.aux[k] = this.aux[i];
      this.value[k] = this.value[i];
      this.seq[k] = this.seq[i];
    }
    this.n = k + 1;
    return i >= 0 ? k : -1;
  }

  /** The option codes (their types) as the contract's OptionBuffer: an array of length n. */
  codes(): Int32Array {
    return this.views[this.n];
  }

  push(type: number, unit: number, target: number): number {
    if (this.n >= MAX_OPTIONS) return -1;
    const i = this.n++;
    this.type[i] = type;
    this.unit[i] = unit;
    this.target[i] = target;
    this.value[i] = 0;
    this.seq[i] = this.nextSeq++;
    return i;
  }

  pushChoice(value: number): number {
    const i = this.push(T_CHOICE, -1, -1);
    if (i >= 0) this.value[i] = value;
    return i;
  }

  pushCharge(unit: number, target: number, attackers: number, defenders: number, edge: number): number {
    const i = this.push(T_CHARGE, unit, target);
    if (i < 0) return i;
    this.attackers[i] = attackers;
    this.defenders[i] = defenders;
    this.edge[i] = edge;
    if (attackers === UNPLANNED) this.unplanned[this.nUnplanned++] = i;
    return i;
  }

  pushMove(unit: number, px: number, py: number, fx: number, fy: number, form: number, aux: number): number {
    const i = this.push(T_MOVE, unit, -1);
    if (i < 0) return i;
    this.px[i] = px;
    this.py[i] = py;
    this.fx[i] = fx;
    this.fy[i] = fy;
    this.form[i] = form;
    this.aux[i] = aux;
    return i;
  }
}

/**
 * The hints a policy may declare (SfgPolicy): how the rules list the options of its K_ORDER and
 * K_DIVISION_MOVE decisions. Each leaves its choices as they would be from the full list; the
 * game reads them once, when the policies take their seats (SfgDecision.seat).
 */
export interface SfgHints {
  /**
   * The policy always takes a free fire (SFG-6.1: firing needs no order) before any order when
   * one is offered, with the first unit offered a target. The rules then offer it that unit's
   * fire options alone while there are any, which saves generating every other unit's targets
   * and every move and charge for a choice it would not make.
   */
  readonly firesFirst?: boolean;
  /**
   * At a K_ORDER or K_DIVISION_MOVE decision the rules list the candidate moves unchecked (opts.pending) and the
   * policy checks (resolveMove) the ones it wants, which are then added to the options; it must
   * choose as it would among all of them (it bounds what an unchecked one could be worth).
   */
  readonly lazyMoves?: boolean;
  /**
   * At a K_ORDER decision the rules list the charges whose target lies within the charger's
   * best reach unplanned (attackers UNPLANNED) and the policy plans (planChargeOption) the ones
   * it wants; it must choose as it would among the reachable ones planned at once (it bounds
   * what an unplanned one could be worth, and never chooses one found out of reach).
   */
  readonly lazyCharges?: boolean;
}

/**
 * An SfG AI general (the contract's Policy): the game is the read-only view and its `opts`
 * buffer holds every detail of the legal options; `options` are their type codes (T_*), one per
 * option; the answer is an index into them. `ai` is the AI's own stream (never the dice).
 */
export interface SfgPolicy<View = unknown> extends Policy<View>, SfgHints {
  readonly description: string;
  /**
   * With firesFirst: does the policy hold unit `unit`'s free fire for now, to give it an order
   * first? (A battery attaching to a brigade, SFG-4.6, must do so before it fires: after firing
   * it may take no further action, SFG-5.8.) A held unit is offered its fire again in the
   * closing fire window (SFG-6.1).
   */
  holdsFire?(view: View, unit: number): boolean;
  decide(view: View, kind: number, options: ArrayLike<number>, ai: Dice): number;
}

/**
 * SfG's decision channel (kit/decision.ts): the decision being asked (kind K_*, side, unit
 * concerned or −1), and each side's declared hints. The options handed to the policy are the type codes of the game's option buffer as they
 * stand (OptionBuffer.codes: a lazyMoves policy's choice may add to the buffer while it decides).
 */
export class SfgDecision extends DecisionChannel {
  /** Each side's hints (SfgHints), read when the policies take their seats. */
  readonly firesFirst: [boolean, boolean] = [false, false];
  readonly lazyMoves: [boolean, boolean] = [false, false];
  readonly lazyCharges: [boolean, boolean] = [false, false];

  seat(policies: readonly [SfgHints, SfgHints]): void {
    for (let s = 0; s < 2; s++) {
      this.firesFirst[s] = policies[s].firesFirst === true;
      this.lazyMoves[s] = policies[s].lazyMoves === true;
      this.lazyCharges[s] = policies[s].lazyCharges === true;
    }
  }

  constructor() {
    super('sfg');
  }

  override options(codes: ArrayLike<number>, _count: number): ArrayLike<number> {
    return codes;
  }
}
