import { resolveConfig, type IntroConfig } from './options.js';
import type { IntroSetup } from './setup.js';
import { MAX_ACTIONS, WOUNDED } from './constants.js';

/** Decision kinds a policy is asked about; `state.decision` holds the current one. */
export const DECIDE_ACTIVATE = 1; // options: own untried units, or STOP
export const DECIDE_RECOVER = 2; // options: own damaged units, or STOP
export const DECIDE_SHOOTER = 3; // options: own units able to shoot, or STOP
export const DECIDE_SHOT_TARGET = 4; // actor = shooter; options: visible enemies in range, or STOP (hold fire)
export const DECIDE_MOVE = 5; // actor = mover; options: HOLD, RETREAT, ADVANCE (beyond short range), enemy j within move + reach (close to contact)
export const DECIDE_ATTACKER = 6; // options: own units able to attack in melee, or STOP
export const DECIDE_MELEE_TARGET = 7; // actor = attacker; options: enemies within reach, or STOP (decline)

/** Option codes that are not unit indices. */
export const STOP = -1;
export const HOLD = -1;
export const RETREAT = -2;
/** Move towards the nearest enemy, stopping just inside the short band. */
export const ADVANCE = -3;

/** Per-side integer metrics, in Outcome order. */
export const metricNames = [
  'unitsLost',
  'damageSuffered',
  'activationTests',
  'activations',
  'recoveryTests',
  'recoveries',
  'shots',
  'hits',
  'meleeAttacks',
  'meleeHits',
  'counterAttacks',
  'counterHits',
  'moves',
];
export const M_UNITS_LOST = 0;
export const M_DAMAGE = 1;
export const M_ACT_TESTS = 2;
export const M_ACTIVATIONS = 3;
export const M_REC_TESTS = 4;
export const M_RECOVERIES = 5;
export const M_SHOTS = 6;
export const M_HITS = 7;
export const M_MELEE = 8;
export const M_MELEE_HITS = 9;
export const M_COUNTERS = 10;
export const M_COUNTER_HITS = 11;
export const M_MOVES = 12;
const METRICS = metricNames.length;

export const TERRAIN_ROUGH = 1;
export const TERRAIN_IMPASSABLE = 2;

/**
 * The whole game state in typed arrays indexed by unit (INT-3 IntroUnit, struct-of-arrays).
 * Built once per setup and reset per game, so the game loop allocates nothing.
 */
export class IntroState {
  readonly setup: IntroSetup;
  readonly cfg: IntroConfig;
  readonly n: number;
  readonly sideNames: [string, string];
  /** Units of side 0 are 0..firstOfSide1-1, side 1 the rest. */
  readonly firstOfSide1: number;
  readonly owner: Uint8Array;
  readonly cmb: Uint8Array;
  readonly abi: Uint8Array;
  readonly cost: Uint16Array;
  readonly label: string[];

  // INT-3 unit state
  readonly damage: Uint8Array; // 0 ready, 1 prone, 2 wounded, 3 dead
  readonly pending: Uint8Array; // ranged damage waiting for the end of turn (INT-5.3.5)
  readonly alive: Uint8Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly tried: Uint8Array; // activation tried this turn
  readonly active: Uint8Array;
  readonly actions: Uint8Array; // at most 2 (INT-4.3)
  readonly combatUsed: Uint8Array; // at most 1 combat action (INT-4.3)
  readonly shot: Uint8Array; // made a ranged attack: no melee (INT-5.5.2)
  readonly moved: Uint8Array;
  readonly recovered: Uint8Array;
  /** The owner chose not to use this unit in the current shooting/melee phase. */
  readonly declined: Uint8Array;

  // terrain rectangles: x0, y0, x1, y1
  readonly terrainBox: Float64Array;
  readonly terrainKind: Uint8Array;
  readonly terrainBlocks: Uint8Array;
  readonly terrainCount: number;

  /** Line of sight cache for the current shooting phase: -1 unknown, 0 blocked, 1 visible. */
  readonly losCache: Int8Array;
  /** Scratch: units near a sight line. */
  readonly losNear: Int32Array;
  /** Living units sorted by x, for sight-line candidate search (rebuilt when positions change). */
  readonly sightOrder: Int32Array;
  readonly sightX: Float64Array;
  sightCount = 0;
  /** Bumped whenever a unit moves; sight data built for another stamp is stale. */
  positionStamp = 0;
  sightStamp = -1;

  // movement scratch (INT-5.4: intentions first, then applied together)
  readonly moveX0: Float64Array;
  readonly moveY0: Float64Array;
  readonly moveDx: Float64Array;
  readonly moveDy: Float64Array;
  readonly moveT: Float64Array;
  readonly moving: Uint8Array;
  readonly moveDirty: Uint8Array;
  readonly moveDirtyNext: Uint8Array;
  /** Swept x-extent of each unit's move (left end is the sort key) and the units sorted by it (kept across turns). */
  readonly moveKey: Float64Array;
  readonly moveKeyHi: Float64Array;
  readonly moveOrder: Int32Array;

  /**
   * Phase caches, valid only inside the phases that fill them (positions and the living units
   * stay fixed while a phase's choices are made, and from the shooting phase to the end of the
   * movement intentions): nearest living enemy per unit (-2 unknown) and its squared distance,
   * read while `nearestCacheOn`; whether a unit has a target it may shoot at (-1 unknown) in the
   * shooting phase; the enemies within melee reach of a unit, living or not, in the melee phase
   * (reachCount -1 unknown; the list of unit u at reachList[u * n ...], in index order).
   */
  readonly nearestCache: Int32Array;
  readonly nearestD2: Float64Array;
  nearestCacheOn = false;
  /** Positions and living units the last survey (movement.ts surveyEnemies) was made for. */
  readonly surveyX: Float64Array;
  readonly surveyY: Float64Array;
  readonly surveyAlive: Uint8Array;
  surveyValid = false;
  /** Movement phase: enemies within moveCm + meleeReachCm of unit u at engageList[u * n ...] (count -1 unknown). */
  readonly engageCount: Int16Array;
  readonly engageList: Int32Array;
  readonly hasTargetCache: Int8Array;
  readonly reachCount: Int16Array;
  readonly reachList: Int32Array;
  /** Scratch for policies ranking candidates without a full option list. */
  readonly rankUnit: Int32Array;
  readonly rankScore: Float64Array;

  /** Per-side metrics: metric m of side s at [m * 2 + s]. */
  readonly stats: Int32Array;

  turn = 0;
  /** Player order for the phases (INT-4.1): order[0] goes first. */
  readonly order = new Uint8Array(2);
  /** Current decision: kind, deciding player, unit concerned (or -1). */
  decision = 0;
  player = 0;
  actor = -1;

  /** Option buffers by length, reused across decisions and games. */
  private readonly buffers: number[][] = [];
  /** Scratch list of option codes being assembled. */
  readonly scratch: Int32Array;

  constructor(setup: IntroSetup) {
    this.setup = setup;
    this.cfg = resolveConfig(setup.options);
    const [a, b] = setup.sides;
    const n = a.units.length + b.units.length;
    this.n = n;
    this.sideNames = [a.name, b.name];
    this.firstOfSide1 = a.units.length;
    this.owner = new Uint8Array(n);
    this.cmb = new Uint8Array(n);
    this.abi = new Uint8Array(n);
    this.cost = new Uint16Array(n);
    this.label = [];
    let i = 0;
    for (let s = 0; s < 2; s++) {
      const seen = new Map<string, number>();
      for (const u of setup.sides[s].units) {
        this.owner[i] = s;
        this.cmb[i] = u.cmb;
        this.abi[i] = u.abi;
        this.cost[i] = u.cost;
        const k = (seen.get(u.name) ?? 0) + 1;
        seen.set(u.name, k);
        this.label.push(`${setup.sides[s].name} ${u.name}#${k}`);
        i++;
      }
    }
    this.damage = new Uint8Array(n);
    this.pending = new Uint8Array(n);
    this.alive = new Uint8Array(n);
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.tried = new Uint8Array(n);
    this.active = new Uint8Array(n);
    this.actions = new Uint8Array(n);
    this.combatUsed = new Uint8Array(n);
    this.shot = new Uint8Array(n);
    this.moved = new Uint8Array(n);
    this.recovered = new Uint8Array(n);
    this.declined = new Uint8Array(n);
    const t = setup.terrain;
    this.terrainCount = t.length;
    this.terrainBox = new Float64Array(t.length * 4);
    this.terrainKind = new Uint8Array(t.length);
    this.terrainBlocks = new Uint8Array(t.length);
    t.forEach((r, k) => {
      this.terrainBox[k * 4] = r.x;
      this.terrainBox[k * 4 + 1] = r.y;
      this.terrainBox[k * 4 + 2] = r.x + r.w;
      this.terrainBox[k * 4 + 3] = r.y + r.h;
      this.terrainKind[k] = r.kind === 'impassable' ? TERRAIN_IMPASSABLE : TERRAIN_ROUGH;
      this.terrainBlocks[k] = r.blocksSight ? 1 : 0;
    });
    this.losCache = new Int8Array(n * n);
    this.losNear = new Int32Array(n);
    this.sightOrder = new Int32Array(n);
    this.sightX = new Float64Array(n);
    for (let u = 0; u < n; u++) this.sightOrder[u] = u;
    this.moveX0 = new Float64Array(n);
    this.moveY0 = new Float64Array(n);
    this.moveDx = new Float64Array(n);
    this.moveDy = new Float64Array(n);
    this.moveT = new Float64Array(n);
    this.moving = new Uint8Array(n);
    this.moveDirty = new Uint8Array(n);
    this.moveDirtyNext = new Uint8Array(n);
    this.moveKey = new Float64Array(n);
    this.moveKeyHi = new Float64Array(n);
    this.moveOrder = new Int32Array(n);
    for (let u = 0; u < n; u++) this.moveOrder[u] = u;
    this.nearestCache = new Int32Array(n);
    this.nearestD2 = new Float64Array(n);
    this.surveyX = new Float64Array(n);
    this.surveyY = new Float64Array(n);
    this.surveyAlive = new Uint8Array(n);
    this.engageCount = new Int16Array(n);
    this.engageList = new Int32Array(n * n);
    this.hasTargetCache = new Int8Array(n);
    this.reachCount = new Int16Array(n);
    this.reachList = new Int32Array(n * n);
    this.rankUnit = new Int32Array(n);
    this.rankScore = new Float64Array(n);
    this.stats = new Int32Array(METRICS * 2);
    this.scratch = new Int32Array(2 * n + 4);
    this.reset();
  }

  /** Call after changing positions by hand: drops cached sight lines. */
  invalidateSight(): void {
    this.positionStamp++;
    this.losCache.fill(-1);
  }

  /** A fresh game: every unit alive and undamaged, stats cleared (positions come from deploy). */
  reset(): void {
    this.damage.fill(0);
    this.pending.fill(0);
    this.alive.fill(1);
    this.stats.fill(0);
    this.losCache.fill(-1);
    this.positionStamp++;
    this.nearestCacheOn = false;
    this.surveyValid = false;
    this.turn = 0;
    this.order[0] = 0;
    this.order[1] = 1;
    this.decision = 0;
    this.actor = -1;
    this.resetTurnFlags();
  }

  resetTurnFlags(): void {
    this.tried.fill(0);
    this.active.fill(0);
    this.actions.fill(0);
    this.combatUsed.fill(0);
    this.shot.fill(0);
    this.moved.fill(0);
    this.recovered.fill(0);
    this.declined.fill(0);
  }

  stat(m: number, side: number): number {
    return this.stats[m * 2 + side];
  }

  bump(m: number, side: number): void {
    this.stats[m * 2 + side]++;
  }

  /** The first unit index of a side and one past its last. */
  sideStart(side: number): number {
    return side === 0 ? 0 : this.firstOfSide1;
  }
  sideEnd(side: number): number {
    return side === 0 ? this.firstOfSide1 : this.n;
  }

  livingUnits(side: number): number {
    let c = 0;
    for (let i = this.sideStart(side), e = this.sideEnd(side); i < e; i++) c += this.alive[i];
    return c;
  }

  /** Copies the first `count` codes of `scratch` into the reused buffer of that length. */
  optionsOf(count: number): number[] {
    let buf = this.buffers[count];
    if (buf === undefined) {
      buf = new Array<number>(count).fill(0);
      this.buffers[count] = buf;
    }
    const src = this.scratch;
    for (let k = 0; k < count; k++) buf[k] = src[k];
    return buf;
  }
}

/** A unit able to shoot, fight or counter-attack at all (G-I6). */
export function canFight(st: IntroState, u: number): boolean {
  return st.alive[u] === 1 && (st.cfg.woundedCanFight || st.damage[u] < WOUNDED);
}

/** INT-4.3: a second action is allowed, and a combat action only if none was made this turn. */
export function canTakeCombatAction(st: IntroState, u: number): boolean {
  return st.active[u] === 1 && st.actions[u] < MAX_ACTIONS && st.combatUsed[u] === 0 && canFight(st, u);
}

/** INT-5.4.4: wounded units cannot move; an active unit needs an action left when moves count. */
export function canMove(st: IntroState, u: number): boolean {
  if (st.alive[u] === 0 || st.damage[u] >= WOUNDED) return false;
  return !(st.active[u] === 1 && st.cfg.moveCountsAsAction && st.actions[u] >= MAX_ACTIONS);
}
