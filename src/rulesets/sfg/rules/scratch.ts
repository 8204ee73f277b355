/**
 * The Game's Scratch: the buffers and caches of the rules and of the Game's table queries (no
 * module-level mutable state), one set per Game so that a search policy's forward-model copy
 * never shares them with the game it copies. Nothing here is rules state: the caches are keyed on
 * the units' change counters and rebuilt when those move. The policies' own buffers are apart
 * (policies/scratch.ts): the rules never read them.
 */
import type { CommandFacts } from '../mechanics/command.js';
import type { FireFacts } from '../mechanics/fire.js';
import type { MeleeSideFacts } from '../mechanics/melee.js';
import type { Sweep } from '../../kit/facingRect.js';
import { Hull } from '../../kit/hull.js';
import { MAX_ACTIVATIONS } from '../state.js';
import { ChargePlan } from './chargePlan.js';

/** Units a game may have for the per-unit caches below. */
export const MAX_UNITS = 256;

export function sideFacts(charging: boolean): MeleeSideFacts {
  return { artillery: false, charging, breakthrough: false, cavalryChargingFoot: false, onEnemyFlank: false };
}

/** What the candidate moves of one unit are generated under (moves.ts). */
class MoveContext {
  /** Footprint half-sizes in the formation being tried. */
  hw = 0;
  hd = 0;
  /** Under a division order (SFG-4.3: the 6 UM rule), and the distance to the nearest enemy before moving. */
  division = false;
  startEnemyDist = 0;
  /** The enemy nearest to u before moving (−1: none or not asked), a hint for nearestEnemyDist. */
  nearHint = -1;
  /** SFG-5.1: the mover's state during the move, for terrain rates (cavalry mounted, battery limbered). */
  mounted = false;
  limbered = false;
  /** SFG-5.6: the road the move under test keeps to (−1: an ordinary move). */
  road = -1;
  /** The candidate being tried (moves.ts): facing, direction of the move, and its planned length. */
  fx = 0;
  fy = 1;
  dx = 0;
  dy = 1;
  planned = 0;
  /** List the candidates unchecked in buf.pending rather than check them (listMoves). */
  listOnly = false;
  /** How far along the candidate is tried, and its half-way footprint centre (terrain). */
  step = 0;
  midCx = 0;
  midCy = 0;
}

/**
 * A scratch rectangle for candidate positions; with (ex, ey) set, the ground it sweeps moving
 * straight by 2·(ex, ey) from where it stands half-way back (a Sweep; 0, 0 for a standing one).
 */
export class Box implements Sweep {
  cx = 0;
  cy = 0;
  fx = 0;
  fy = 1;
  hw = 0;
  hd = 0;
  ex = 0;
  ey = 0;
  set(px: number, py: number, fx: number, fy: number, hw: number, hd: number): this {
    this.fx = fx;
    this.fy = fy;
    this.hw = hw;
    this.hd = hd;
    this.cx = px - fx * hd;
    this.cy = py - fy * hd;
    return this;
  }
}

export class Scratch {
  // candidate positions (charge.ts, contact.ts, moves.ts, melee.ts, retreat.ts, ...) and the heuristic's
  readonly box = new Box();
  readonly box2 = new Box();
  /** The ground a candidate move sweeps (moves.ts legal, moveClear). */
  readonly path = new Box();
  /** Game.enemyWithin, canReach and moveClear: a footprint widened by a gap. */
  readonly box3 = new Box();
  /** The ground a charge crosses (Game.canReach). */
  readonly hull = new Hull();
  readonly moveContext = new MoveContext();
  // Game.nearestEnemy: for each unit the nearest enemy to its own footprint with the change
  // counters it was found at; it stands while neither the unit nor any enemy has changed (most
  // asks come several times between two changes: the pass chance and the position value of the
  // same unit, the activation and generals' choices)
  readonly ownNearVer = new Int32Array(MAX_UNITS);
  readonly ownNearSideVer = new Int32Array(MAX_UNITS);
  readonly ownNearIdx = new Int32Array(MAX_UNITS);
  readonly ownNearDist = new Float64Array(MAX_UNITS);
  readonly ownNearSet = new Uint8Array(MAX_UNITS);
  // Game.focus: the units a batch of candidate positions can touch (nNear −1: no focus, look at
  // every unit), and the disc and the sides' change counters the list was last made for, its length
  readonly nearList = new Int32Array(MAX_UNITS);
  nNear = -1;
  readonly focusKey = new Float64Array(5);
  focusN = 0;
  focusMade = 0;
  // turn.ts: the initiative rolls (SFG-3.4)
  readonly initRolls = new Int32Array(MAX_ACTIVATIONS * 16);
  readonly initCount = new Int32Array(MAX_ACTIVATIONS);
  // fire.ts: the clipped arc polygon, its clip buffer, the nearest point, the range, dice facts
  readonly poly = new Float64Array(40);
  readonly clip = new Float64Array(40);
  readonly near = new Float64Array(2);
  readonly range = new Float64Array(1);
  readonly fireDice = new Int32Array(3);
  readonly fireFacts: FireFacts = {
    firerDisordered: false,
    reaction: false,
    firerIsInfantry: false,
    chargerIsCavalry: false,
    chargeFrontal: false,
    breechLoaders: false,
    targetInColumn: false,
    firerIsBattery: false,
    targetIsBattery: false,
    targetLimbered: false,
  };
  // contact.ts: the target edge's base intervals, the breakpoints, the contact counts
  readonly lo = new Float64Array(32);
  readonly hi = new Float64Array(32);
  readonly bps = new Float64Array(2 * 32 * 33);
  readonly cnt = new Int32Array(2);
  // contact.ts: the placements in reach (front centre, corner move, contacts, shift), at most four a breakpoint
  readonly placeX = new Float64Array(4 * 2 * 32 * 33);
  readonly placeY = new Float64Array(4 * 2 * 32 * 33);
  readonly placeNeed = new Float64Array(4 * 2 * 32 * 33);
  readonly placeShift = new Float64Array(4 * 2 * 32 * 33);
  readonly placeA = new Int32Array(4 * 2 * 32 * 33);
  readonly placeD = new Int32Array(4 * 2 * 32 * 33);
  // charge.ts and melee.ts (breakthrough) each plan into their own
  readonly chargePlan = new ChargePlan();
  readonly breakthroughPlan = new ChargePlan();
  // melee.ts
  readonly meleeA = sideFacts(false);
  readonly meleeD = sideFacts(false);
  readonly sixes = new Int32Array(1);
  // losses.ts: casualties carried on the partly damaged base
  readonly carried = new Int32Array(1);
  // attach.ts: a slot's front-centre (SFG-4.6)
  readonly slot = new Float64Array(2);
  // fire.ts: a unit found with nothing to engage, and the sides' change counters then (Game.sideVer)
  readonly noTargetSet = new Uint8Array(MAX_UNITS);
  readonly noTargetVer0 = new Int32Array(MAX_UNITS);
  readonly noTargetVer1 = new Int32Array(MAX_UNITS);
  // fire.ts: the enemies by distance from the firer's centre (pushTargets)
  readonly targetOrder = new Int32Array(MAX_UNITS);
  readonly targetDist = new Float64Array(MAX_UNITS);
  // retreat.ts: the units a forced move's path may meet
  readonly pathList = new Int32Array(MAX_UNITS);
  // fire.ts: what engaging answered for each unit's two fire options (target, bases, range) and
  // the sides' change counters then (Game.sideVer): they stand while no unit has changed
  readonly engTarget = new Int32Array(2 * MAX_UNITS).fill(-1);
  readonly engVer0 = new Int32Array(2 * MAX_UNITS);
  readonly engVer1 = new Int32Array(2 * MAX_UNITS);
  readonly engBases = new Int32Array(2 * MAX_UNITS);
  readonly engRange = new Float64Array(2 * MAX_UNITS);
  // moves.ts: each unit's farthest footprint extent and deepest half-depth over the formations,
  // for the number of bases it had then (formationBounds)
  readonly shapeBases = new Int32Array(MAX_UNITS).fill(-1);
  readonly shapeExtent = new Float64Array(MAX_UNITS);
  readonly shapeDepth = new Float64Array(MAX_UNITS);
  // turn.ts: the initiative order
  readonly order = new Int32Array(MAX_ACTIVATIONS);
  readonly order2 = new Int32Array(MAX_ACTIVATIONS);
  // command.ts
  readonly commandFacts: CommandFacts = {
    column: false,
    quality: 1,
    attachedGoodGeneral: false,
    distanceUM: 0,
    rough: false,
    previousOrders: 0,
    lostThird: false,
    decimated: false,
    disordered: false,
    nearestEnemyUM: Infinity,
  };
}
