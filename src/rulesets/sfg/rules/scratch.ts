/**
 * Per-game scratch for the rules and the heuristic generals: the buffers that used to live at
 * module level (no module-level mutable state), one set per Game so that a search policy's
 * forward-model copy never shares them with the game it copies.
 */
import type { CommandFacts } from '../mechanics/command.js';
import type { FireFacts } from '../mechanics/fire.js';
import type { MeleeSideFacts } from '../mechanics/melee.js';
import { MAX_OPTIONS } from '../decisions.js';
import { ChargePlan } from './chargePlan.js';
import { MAX_PENDING, MAX_PENDING_UNITS } from './pending.js';

/** Units a game may have for the per-unit caches below. */
const MAX_UNITS = 256;

function sideFacts(charging: boolean): MeleeSideFacts {
  return { artillery: false, charging, breakthrough: false, cavalryChargingFoot: false, onEnemyFlank: false };
}

export class Scratch {
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
  // melee.ts and the heuristic's expected melee edge
  readonly meleeA = sideFacts(false);
  readonly meleeD = sideFacts(false);
  readonly policyA = sideFacts(true);
  readonly policyD = sideFacts(false);
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
  readonly order = new Int32Array(32);
  readonly order2 = new Int32Array(32);
  // the heuristic generals' per-decision caches by unit (valid while the stamp is the decision's)
  stamp = 1;
  readonly beforeStamp = new Int32Array(MAX_UNITS);
  readonly beforeVal = new Float64Array(MAX_UNITS);
  /** The enemy nearest to each unit when the heuristic last valued where it stands (−1: none yet). */
  readonly nearHint = new Int32Array(MAX_UNITS).fill(-1);
  readonly passStamp = new Int32Array(MAX_UNITS);
  readonly passVal = new Float64Array(MAX_UNITS);
  readonly orderVals = new Float64Array(MAX_OPTIONS);
  /** Upper bounds on the pending moves' values (lazyMoves). */
  readonly pendingBound = new Float64Array(MAX_PENDING);
  readonly unitBound = new Float64Array(MAX_PENDING_UNITS);
  /** Upper bounds on the unplanned charges' values, in the order listed (lazyCharges). */
  readonly chargeBound = new Float64Array(MAX_OPTIONS);
  /** The place a heuristic values (anchor x, y, facing x, y). */
  readonly cand = new Float64Array(4);
  /** The value posValue worked out (a number returned from a call that does not inline is boxed). */
  value = 0;
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
