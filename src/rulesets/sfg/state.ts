/**
 * SFG §2: the rules state of one battle, declared once (kit/state.ts): per unit (brigades and
 * batteries), per division, per objective and per side typed arrays, and the turn's scalars. The
 * kit allocates it once per setup, resets it before every game, copies it into the search
 * policy's forward model and hashes it for the conformance checks. Unit, Division and Objective
 * are views over it (their setup data as plain fields, their per-game fields as accessors that
 * write the arrays and read a plain copy; a unit's anchor and facing are plain fields stored into
 * the arrays with its footprint): the rules read units through objects in every inner loop, and
 * plain fields keep that as fast as before.
 * The terrain is generated per game and never changes during it (table/terrain.ts, not here).
 */
import {
  ARTILLERY_BASE_D,
  ARTILLERY_BASE_W,
  BATTERY_ACTIONS,
  CAVALRY_BASE_D,
  CAVALRY_BASE_W,
  INFANTRY_BASE_D,
  INFANTRY_BASE_W,
  OBJECTIVES_PER_SIDE,
} from './constants.js';
import { columns, ranks } from './mechanics/formation.js';
import { decimated, lostThird } from './mechanics/status.js';
import { REASON_SCORE } from './mechanics/victory.js';
import type { Rect } from '../kit/facingRect.js';
import { type ArrayField, declareState, perSide, perUnit, scalar, type StateOf } from '../kit/state.js';

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

/** SFG-10.3: the objectives on the table, two per side. */
export const OBJECTIVES = 2 * OBJECTIVES_PER_SIDE;
/** Room for the divisions one turn's initiative orders (SFG-3.4). */
export const MAX_ACTIVATIONS = 32;

/** The `winner` scalar while no side has won (a game under way, or a draw). */
export const NO_WINNER = -1;
/** The `reason` scalar: an index into these (0 while the game is under way). */
export const REASONS = ['', 'objectives', REASON_SCORE, 'draw', 'eliminated'] as const;
export type Reason = (typeof REASONS)[number];

/** `width` numbers per division, reset to `init`. */
function perDivision<A extends Uint8Array | Int32Array | Float64Array>(type: new (length: number) => A, init = 0): ArrayField<A> {
  return { type, per: 'division', width: 1, init, static: false };
}

/** `width` numbers per objective, reset to 0. */
function perObjective<A extends Uint8Array | Float64Array>(type: new (length: number) => A): ArrayField<A> {
  return { type, per: OBJECTIVES, width: 1, init: 0, static: false };
}

export const sfgState = declareState('sfg', {
  // --- per unit (SFG-2); Unit.start sets the setup's starting values after the reset ---
  bases: perUnit(Int32Array),
  /** SFG-9: casualties carried over towards a lost base. */
  carried: perUnit(Int32Array),
  formation: perUnit(Int32Array),
  mounted: perUnit(Uint8Array),
  limbered: perUnit(Uint8Array),
  /** Anchor (centre of the front edge) and facing. */
  px: perUnit(Float64Array),
  py: perUnit(Float64Array),
  fx: perUnit(Float64Array),
  fy: perUnit(Float64Array, 1),
  disordered: perUnit(Uint8Array),
  fired: perUnit(Uint8Array),
  charged: perUnit(Uint8Array),
  ordersReceived: perUnit(Int32Array),
  brokeThrough: perUnit(Uint8Array),
  actions: perUnit(Int32Array),
  removed: perUnit(Uint8Array),
  onTable: perUnit(Uint8Array),
  moved: perUnit(Uint8Array),
  attachedTo: perUnit(Int32Array, -1),
  attachSlot: perUnit(Int32Array),
  heldObstacle: perUnit(Int32Array, -1),
  // --- per division (SFG-3.2–3.3); Division.start sets onTable after the reset ---
  divisionOnTable: perDivision(Uint8Array),
  entryTurn: perDivision(Int32Array, -1),
  generalX: perDivision(Float64Array),
  generalY: perDivision(Float64Array),
  generalAttached: perDivision(Int32Array, -1),
  ordersIssued: perDivision(Int32Array),
  usedDivisionOrder: perDivision(Uint8Array),
  // --- objectives (SFG-10.3, 10.5): placed every game ---
  objectiveX: perObjective(Float64Array),
  objectiveY: perObjective(Float64Array),
  objectiveOwner: perObjective(Uint8Array),
  objectiveHolder: perObjective(Uint8Array),
  // --- per side ---
  /** Outcome metrics, metric m of side s at [2m + s] (game.ts METRIC_NAMES). */
  metrics: perSide(Int32Array, 12),
  /** G7 (corpsOrderEnabled): each side's corps general (NaN until placed in the first generals' phase). */
  corpsX: perSide(Float64Array, 1, Number.NaN),
  corpsY: perSide(Float64Array, 1, Number.NaN),
  // --- the turn (SFG-3) ---
  /** SFG-3.4: this turn's divisions in initiative order. */
  activation: { type: Int32Array, per: MAX_ACTIVATIONS, width: 1, init: 0, static: false } as ArrayField<Int32Array>,
  nActivation: scalar(),
  actIndex: scalar(),
  activeDiv: scalar(-1),
  /** The active division's orders are over (SFG-3.5 a–d). */
  windowOver: scalar(),
  turn: scalar(),
  over: scalar(),
  winner: scalar(NO_WINNER),
  reason: scalar(),
});

export type SfgState = StateOf<typeof sfgState.fields>;

/** The anchor and facing of a Unit, as face, place and load write them. */
interface Anchor {
  px: number;
  py: number;
  fx: number;
  fy: number;
}

/** A brigade or a battery: its setup data, its footprint (derived) and accessors to its state. Anchor (px, py) = centre of the front edge, facing (fx, fy). */
export class Unit implements Rect {
  // fixed for the setup
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
  /**
   * Anchor and facing: plain fields, read by the geometry in every inner loop (the unit is a Rect;
   * read through accessors at the kit's shared geometry calls, rectDist's share of the time tripled).
   * They change only through face and place, whose updateShape stores them into the state.
   */
  readonly px: number = 0;
  readonly py: number = 0;
  readonly fx: number = 0;
  readonly fy: number = 1;
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
   * the game's `sideVer`.
   */
  ver = 0;
  /**
   * The unit's state as read: each accessor writes the declared array and this copy, and reads
   * the copy (V8 reads an object's own field several times faster than a typed array through it,
   * and the rules read units in every inner loop). The kit's reset and copy write the arrays
   * alone: load() then reads them back.
   */
  private m_bases = 0;
  private m_carried = 0;
  private m_formation = 0;
  private m_mounted = false;
  private m_limbered = false;
  private m_disordered = false;
  private m_fired = false;
  private m_charged = false;
  private m_ordersReceived = 0;
  private m_brokeThrough = false;
  private m_actions = 0;
  private m_removed = 0;
  private m_onTable = false;
  private m_moved = false;
  private m_attachedTo = 0;
  private m_attachSlot = 0;
  private m_heldObstacle = 0;

  constructor(
    private readonly s: SfgState,
    readonly idx: number,
    private readonly sideVer: Int32Array,
  ) {}

  get bases(): number {
    return this.m_bases;
  }
  set bases(v: number) {
    this.s.bases[this.idx] = v;
    this.m_bases = this.s.bases[this.idx];
  }
  get carried(): number {
    return this.m_carried;
  }
  set carried(v: number) {
    this.s.carried[this.idx] = v;
    this.m_carried = this.s.carried[this.idx];
  }
  get formation(): number {
    return this.m_formation;
  }
  set formation(v: number) {
    this.s.formation[this.idx] = v;
    this.m_formation = this.s.formation[this.idx];
  }
  get mounted(): boolean {
    return this.m_mounted;
  }
  set mounted(v: boolean) {
    this.s.mounted[this.idx] = v ? 1 : 0;
    this.m_mounted = v;
  }
  get limbered(): boolean {
    return this.m_limbered;
  }
  set limbered(v: boolean) {
    this.s.limbered[this.idx] = v ? 1 : 0;
    this.m_limbered = v;
  }
  get disordered(): boolean {
    return this.m_disordered;
  }
  set disordered(v: boolean) {
    this.s.disordered[this.idx] = v ? 1 : 0;
    this.m_disordered = v;
  }
  get fired(): boolean {
    return this.m_fired;
  }
  set fired(v: boolean) {
    this.s.fired[this.idx] = v ? 1 : 0;
    this.m_fired = v;
  }
  get charged(): boolean {
    return this.m_charged;
  }
  set charged(v: boolean) {
    this.s.charged[this.idx] = v ? 1 : 0;
    this.m_charged = v;
  }
  get ordersReceived(): number {
    return this.m_ordersReceived;
  }
  set ordersReceived(v: number) {
    this.s.ordersReceived[this.idx] = v;
    this.m_ordersReceived = this.s.ordersReceived[this.idx];
  }
  get brokeThrough(): boolean {
    return this.m_brokeThrough;
  }
  set brokeThrough(v: boolean) {
    this.s.brokeThrough[this.idx] = v ? 1 : 0;
    this.m_brokeThrough = v;
  }
  get actions(): number {
    return this.m_actions;
  }
  set actions(v: number) {
    this.s.actions[this.idx] = v;
    this.m_actions = this.s.actions[this.idx];
  }
  /** IN_PLAY, DISSOLVED, FLED or DESTROYED. */
  get removed(): number {
    return this.m_removed;
  }
  set removed(v: number) {
    this.s.removed[this.idx] = v;
    this.m_removed = this.s.removed[this.idx];
  }
  get onTable(): boolean {
    return this.m_onTable;
  }
  set onTable(v: boolean) {
    this.s.onTable[this.idx] = v ? 1 : 0;
    this.m_onTable = v;
  }
  /** SFG-4.6: moved by an order this turn (a battery attaches only to a stationary brigade). */
  get moved(): boolean {
    return this.m_moved;
  }
  set moved(v: boolean) {
    this.s.moved[this.idx] = v ? 1 : 0;
    this.m_moved = v;
  }
  /** SFG-4.6: a battery's brigade (−1: acting alone). */
  get attachedTo(): number {
    return this.m_attachedTo;
  }
  set attachedTo(v: number) {
    this.s.attachedTo[this.idx] = v;
    this.m_attachedTo = this.s.attachedTo[this.idx];
  }
  /** SFG-4.6: an attached battery's slot: ±k = k-th battery beyond the right (+) or left (−) end of the front. */
  get attachSlot(): number {
    return this.m_attachSlot;
  }
  set attachSlot(v: number) {
    this.s.attachSlot[this.idx] = v;
    this.m_attachSlot = this.s.attachSlot[this.idx];
  }
  /**
   * SFG-8.9: the obstacle a melee winner took from its defender (−1: none); crossing it costs
   * nothing more. The unit's next placement (any move) clears it.
   */
  get heldObstacle(): number {
    return this.m_heldObstacle;
  }
  set heldObstacle(v: number) {
    this.s.heldObstacle[this.idx] = v;
    this.m_heldObstacle = this.s.heldObstacle[this.idx];
  }

  /** Reads the unit's state into the copies its accessors read (after the kit's reset or copy); the footprint is rebuilt next. */
  load(): void {
    const s = this.s;
    const i = this.idx;
    this.m_bases = s.bases[i];
    this.m_carried = s.carried[i];
    this.m_formation = s.formation[i];
    this.m_mounted = s.mounted[i] === 1;
    this.m_limbered = s.limbered[i] === 1;
    const a = this as Anchor;
    a.px = s.px[i];
    a.py = s.py[i];
    a.fx = s.fx[i];
    a.fy = s.fy[i];
    this.m_disordered = s.disordered[i] === 1;
    this.m_fired = s.fired[i] === 1;
    this.m_charged = s.charged[i] === 1;
    this.m_ordersReceived = s.ordersReceived[i];
    this.m_brokeThrough = s.brokeThrough[i] === 1;
    this.m_actions = s.actions[i];
    this.m_removed = s.removed[i];
    this.m_onTable = s.onTable[i] === 1;
    this.m_moved = s.moved[i] === 1;
    this.m_attachedTo = s.attachedTo[i];
    this.m_attachSlot = s.attachSlot[i];
    this.m_heldObstacle = s.heldObstacle[i];
  }

  get isBattery(): boolean {
    return this.arm === ARTILLERY;
  }
  get isCavalry(): boolean {
    return this.arm === CAVALRY;
  }
  // the unit's own reads take the private copies: an accessor inlined into an accessor spends
  // the hot caller's inlining budget twice
  /** In play and on the table. */
  get active(): boolean {
    return this.m_removed === IN_PLAY && this.m_onTable;
  }
  /** Fires muskets: infantry, or dismounted cavalry. */
  get musketry(): boolean {
    return this.arm === INFANTRY || (this.arm === CAVALRY && !this.m_mounted);
  }

  /** SFG-1.5 / 12.2: rebuild the footprint about the anchor (and store the anchor and facing into the state). */
  updateShape(): void {
    const s = this.s;
    const i = this.idx;
    s.px[i] = this.px;
    s.py[i] = this.py;
    s.fx[i] = this.fx;
    s.fy[i] = this.fy;
    if (this.arm === ARTILLERY) {
      this.bw = ARTILLERY_BASE_W;
      this.bd = ARTILLERY_BASE_D;
      this.cols = 1;
      this.rows = 1;
    } else {
      const mountedCav = this.arm === CAVALRY && this.m_mounted;
      this.bw = mountedCav ? CAVALRY_BASE_W : INFANTRY_BASE_W;
      this.bd = mountedCav ? CAVALRY_BASE_D : INFANTRY_BASE_D;
      this.cols = columns(this.m_formation, this.m_bases);
      this.rows = ranks(this.m_formation, this.m_bases);
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

  /** Puts the anchor at (px, py) facing (fx, fy), keeping a held obstacle, and rebuilds the footprint. */
  face(px: number, py: number, fx: number, fy: number): void {
    const a = this as Anchor;
    a.px = px;
    a.py = py;
    a.fx = fx;
    a.fy = fy;
    this.updateShape();
  }

  /** Any move: the anchor and facing, and no held obstacle any more (SFG-8.9). */
  place(px: number, py: number, fx: number, fy: number): void {
    this.heldObstacle = -1;
    this.face(px, py, fx, fy);
  }

  lostThird(): boolean {
    return this.arm !== ARTILLERY && lostThird(this.n0, this.m_bases);
  }
  decimated(byCasualties: boolean): boolean {
    return this.arm !== ARTILLERY && decimated(this.n0, this.m_bases, this.m_carried, byCasualties);
  }

  /** After the state's reset: the setup's starting strength, formation and order (SFG-10.4). */
  start(): void {
    this.load();
    this.bases = this.n0;
    this.formation = this.startFormation;
    this.mounted = this.startMounted;
    this.disordered = this.startDisordered;
    this.updateShape();
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
    return this.m_actions < BATTERY_ACTIONS && !this.m_fired;
  }
}

/** A division: its general and its units (setup data), and accessors to its state. */
export class Division {
  name = '';
  side = 0;
  rating = 1;
  value = 8;
  readonly units: number[] = [];
  /** Fixed: starts off-table (reserve or late arrival) and rolls on this turn (0 = on table at start). */
  scheduledTurn = 0;

  /** The division's state as read (as Unit's: accessors write the arrays and these copies). */
  private m_onTable = false;
  private m_entryTurn = 0;
  private m_gx = 0;
  private m_gy = 0;
  private m_attached = 0;
  private m_ordersIssued = 0;
  private m_usedDivisionOrder = false;

  constructor(
    private readonly s: SfgState,
    readonly idx: number,
  ) {}

  /** Reads the state into the copies the accessors read (after the kit's reset or copy). */
  load(): void {
    const s = this.s;
    const i = this.idx;
    this.m_onTable = s.divisionOnTable[i] === 1;
    this.m_entryTurn = s.entryTurn[i];
    this.m_gx = s.generalX[i];
    this.m_gy = s.generalY[i];
    this.m_attached = s.generalAttached[i];
    this.m_ordersIssued = s.ordersIssued[i];
    this.m_usedDivisionOrder = s.usedDivisionOrder[i] === 1;
  }

  /** After the state's reset: on the table at the start unless it arrives later (SFG-3.2). */
  start(): void {
    this.load();
    this.onTable = this.scheduledTurn === 0;
  }

  get onTable(): boolean {
    return this.m_onTable;
  }
  set onTable(v: boolean) {
    this.s.divisionOnTable[this.idx] = v ? 1 : 0;
    this.m_onTable = v;
  }
  get entryTurn(): number {
    return this.m_entryTurn;
  }
  set entryTurn(v: number) {
    this.s.entryTurn[this.idx] = v;
    this.m_entryTurn = this.s.entryTurn[this.idx];
  }
  /** The general's position. */
  get gx(): number {
    return this.m_gx;
  }
  set gx(v: number) {
    this.s.generalX[this.idx] = v;
    this.m_gx = this.s.generalX[this.idx];
  }
  get gy(): number {
    return this.m_gy;
  }
  set gy(v: number) {
    this.s.generalY[this.idx] = v;
    this.m_gy = this.s.generalY[this.idx];
  }
  /** SFG-3.3: the unit the general is attached to (−1: none). */
  get attached(): number {
    return this.m_attached;
  }
  set attached(v: number) {
    this.s.generalAttached[this.idx] = v;
    this.m_attached = this.s.generalAttached[this.idx];
  }
  get ordersIssued(): number {
    return this.m_ordersIssued;
  }
  set ordersIssued(v: number) {
    this.s.ordersIssued[this.idx] = v;
    this.m_ordersIssued = this.s.ordersIssued[this.idx];
  }
  get usedDivisionOrder(): boolean {
    return this.m_usedDivisionOrder;
  }
  set usedDivisionOrder(v: boolean) {
    this.s.usedDivisionOrder[this.idx] = v ? 1 : 0;
    this.m_usedDivisionOrder = v;
  }
}

/** An objective marker (SFG-10.3): accessors to its state. */
export class Objective {
  /** The objective's state as read (as Unit's: accessors write the arrays and these copies). */
  private m_x = 0;
  private m_y = 0;
  private m_owner = 0;
  private m_holder = 0;

  constructor(
    private readonly s: SfgState,
    readonly idx: number,
  ) {}

  /** Reads the state into the copies the accessors read (after the kit's reset or copy). */
  load(): void {
    const s = this.s;
    const i = this.idx;
    this.m_x = s.objectiveX[i];
    this.m_y = s.objectiveY[i];
    this.m_owner = s.objectiveOwner[i];
    this.m_holder = s.objectiveHolder[i];
  }

  get x(): number {
    return this.m_x;
  }
  set x(v: number) {
    this.s.objectiveX[this.idx] = v;
    this.m_x = this.s.objectiveX[this.idx];
  }
  get y(): number {
    return this.m_y;
  }
  set y(v: number) {
    this.s.objectiveY[this.idx] = v;
    this.m_y = this.s.objectiveY[this.idx];
  }
  /** The side that placed it. */
  get owner(): number {
    return this.m_owner;
  }
  set owner(v: number) {
    this.s.objectiveOwner[this.idx] = v;
    this.m_owner = this.s.objectiveOwner[this.idx];
  }
  /** The side holding it (SFG-10.5). */
  get holder(): number {
    return this.m_holder;
  }
  set holder(v: number) {
    this.s.objectiveHolder[this.idx] = v;
    this.m_holder = this.s.objectiveHolder[this.idx];
  }
}
