/**
 * SFG §2: the state of one battle. Units (brigades and batteries) and divisions are small
 * objects built once per setup and reset before every game; `copyFrom` makes the search
 * policy's forward-model copies without allocating.
 */
import { ARTILLERY_BASE_D, ARTILLERY_BASE_W, BATTERY_ACTIONS, CAVALRY_BASE_D, CAVALRY_BASE_W, INFANTRY_BASE_D, INFANTRY_BASE_W } from './constants.js';
import { columns, ranks } from './mechanics/formation.js';
import { decimated, lostThird } from './mechanics/status.js';
import type { Rect } from '../kit/facingRect.js';

export const INFANTRY = 0;
export const CAVALRY = 1;
export const ARTILLERY = 2;
export const ARM_NAMES = ['infantry', 'cavalry', 'artillery'] as const;

export const IN_PLAY = 0;
export const DISSOLVED = 1;
export const FLED = 2;
export const DESTROYED = 3;
export const REMOVAL_NAMES = ['in play', 'dissolved', 'fled', 'destroyed'] as const;

export const GUN_NAMES = ['field', 'howitzer', 'rifled'] as const;
/** SFG-6.6: a howitzer (index in GUN_NAMES) hits units anywhere inside built-up areas. */
export const GUN_HOWITZER = 1;
/** G9b [P]: a rifled battery (index in GUN_NAMES) reaches the 20–30 UM band under rifledLongRange. */
export const GUN_RIFLED = 2;

/** A brigade or a battery. Positions: anchor (px, py) = centre of the front edge, facing (fx, fy). */
export class Unit implements Rect {
  // fixed for the setup
  idx = 0;
  name = '';
  side = 0;
  div = 0;
  arm = INFANTRY;
  quality = 1;
  breech = false;
  gun = 0;
  n0 = 1;
  points = 0;
  startFormation = 2;
  startMounted = true;
  startDisordered = false;
  // per game
  bases = 1;
  carried = 0;
  formation = 2;
  mounted = true;
  limbered = false;
  px = 0;
  py = 0;
  fx = 0;
  fy = 1;
  disordered = false;
  fired = false;
  charged = false;
  ordersReceived = 0;
  brokeThrough = false;
  actions = 0;
  removed = IN_PLAY;
  onTable = false;
  /** SFG-4.6: moved by an order this turn (a battery attaches only to a stationary brigade). */
  moved = false;
  /** SFG-4.6: a battery's brigade (−1: acting alone) and its slot: ±k = k-th battery beyond the right (+) or left (−) end of the front. */
  attachedTo = -1;
  attachSlot = 0;
  /**
   * SFG-8.9: the obstacle a melee winner took from its defender (−1: none); crossing it costs
   * nothing more. The unit's next placement (any move) clears it.
   */
  heldObstacle = -1;
  // derived footprint (updateShape)
  bw = INFANTRY_BASE_W;
  bd = INFANTRY_BASE_D;
  cols = 1;
  rows = 1;
  cx = 0;
  cy = 0;
  hw = 0;
  hd = 0;
  /** Circumradius of the footprint (derived with it). */
  cr = 0;
  /**
   * Change counters for distance caches (Game.nearestEnemy): `ver` moves with every change of
   * this unit's footprint or of its being in play (touch), and so does its side's counter in
   * the game's `sideVer` (set by the game; none until then).
   */
  ver = 0;
  sideVer: Int32Array = new Int32Array(2);

  get isBattery(): boolean {
    return this.arm === ARTILLERY;
  }
  get isCavalry(): boolean {
    return this.arm === CAVALRY;
  }
  /** In play and on the table. */
  get active(): boolean {
    return this.removed === IN_PLAY && this.onTable;
  }
  /** Fires muskets: infantry, or dismounted cavalry. */
  get musketry(): boolean {
    return this.arm === INFANTRY || (this.arm === CAVALRY && !this.mounted);
  }

  /** SFG-1.5 / 12.2: rebuild the footprint about the anchor. */
  updateShape(): void {
    if (this.arm === ARTILLERY) {
      this.bw = ARTILLERY_BASE_W;
      this.bd = ARTILLERY_BASE_D;
      this.cols = 1;
      this.rows = 1;
    } else {
      const mountedCav = this.arm === CAVALRY && this.mounted;
      this.bw = mountedCav ? CAVALRY_BASE_W : INFANTRY_BASE_W;
      this.bd = mountedCav ? CAVALRY_BASE_D : INFANTRY_BASE_D;
      this.cols = columns(this.formation, this.bases);
      this.rows = ranks(this.formation, this.bases);
    }
    this.hw = (this.cols * this.bw) / 2;
    this.hd = (this.rows * this.bd) / 2;
    this.cr = Math.sqrt(this.hw * this.hw + this.hd * this.hd);
    this.cx = this.px - this.fx * this.hd;
    this.cy = this.py - this.fy * this.hd;
    this.touch();
  }

  /** Marks a change of footprint or of being in play (see ver). */
  touch(): void {
    this.ver = (this.ver + 1) | 0;
    this.sideVer[this.side]++;
  }

  place(px: number, py: number, fx: number, fy: number): void {
    this.px = px;
    this.py = py;
    this.fx = fx;
    this.fy = fy;
    this.heldObstacle = -1;
    this.updateShape();
  }

  lostThird(): boolean {
    return this.arm !== ARTILLERY && lostThird(this.n0, this.bases);
  }
  decimated(byCasualties: boolean): boolean {
    return this.arm !== ARTILLERY && decimated(this.n0, this.bases, this.carried, byCasualties);
  }

  reset(): void {
    this.bases = this.n0;
    this.carried = 0;
    this.formation = this.startFormation;
    this.mounted = this.startMounted;
    this.limbered = false;
    this.disordered = this.startDisordered;
    this.fired = false;
    this.charged = false;
    this.ordersReceived = 0;
    this.brokeThrough = false;
    this.actions = 0;
    this.removed = IN_PLAY;
    this.onTable = false;
    this.moved = false;
    this.attachedTo = -1;
    this.attachSlot = 0;
    this.heldObstacle = -1;
    this.px = 0;
    this.py = 0;
    this.fx = 0;
    this.fy = 1;
    this.updateShape();
  }

  copyFrom(o: Unit): void {
    this.bases = o.bases;
    this.carried = o.carried;
    this.formation = o.formation;
    this.mounted = o.mounted;
    this.limbered = o.limbered;
    this.px = o.px;
    this.py = o.py;
    this.fx = o.fx;
    this.fy = o.fy;
    this.disordered = o.disordered;
    this.fired = o.fired;
    this.charged = o.charged;
    this.ordersReceived = o.ordersReceived;
    this.brokeThrough = o.brokeThrough;
    this.actions = o.actions;
    this.removed = o.removed;
    this.onTable = o.onTable;
    this.moved = o.moved;
    this.attachedTo = o.attachedTo;
    this.attachSlot = o.attachSlot;
    this.heldObstacle = o.heldObstacle;
    this.bw = o.bw;
    this.bd = o.bd;
    this.cols = o.cols;
    this.rows = o.rows;
    this.cx = o.cx;
    this.cy = o.cy;
    this.hw = o.hw;
    this.hd = o.hd;
    this.cr = o.cr;
    this.touch();
  }

  /** SFG-3.1 per-turn flags. */
  newTurn(): void {
    this.fired = false;
    this.charged = false;
    this.ordersReceived = 0;
    this.brokeThrough = false;
    this.actions = 0;
    this.moved = false;
  }

  /** SFG-5.8: may the battery still act? */
  batteryCanAct(): boolean {
    return this.actions < BATTERY_ACTIONS && !this.fired;
  }
}

/** A division: its general and its units. */
export class Division {
  idx = 0;
  name = '';
  side = 0;
  rating = 1;
  value = 8;
  units: number[] = [];
  /** Fixed: starts off-table (reserve or late arrival) and rolls on this turn (0 = on table at start). */
  scheduledTurn = 0;
  // per game
  onTable = true;
  entryTurn = -1;
  gx = 0;
  gy = 0;
  attached = -1;
  ordersIssued = 0;
  usedDivisionOrder = false;

  reset(): void {
    this.onTable = this.scheduledTurn === 0;
    this.entryTurn = -1;
    this.gx = 0;
    this.gy = 0;
    this.attached = -1;
    this.ordersIssued = 0;
    this.usedDivisionOrder = false;
  }
  copyFrom(o: Division): void {
    this.onTable = o.onTable;
    this.entryTurn = o.entryTurn;
    this.gx = o.gx;
    this.gy = o.gy;
    this.attached = o.attached;
    this.ordersIssued = o.ordersIssued;
    this.usedDivisionOrder = o.usedDivisionOrder;
  }
}

export class Objective {
  x = 0;
  y = 0;
  owner = 0;
  holder = 0;
}
