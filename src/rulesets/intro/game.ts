import { DecisionChannel } from '../kit/decision.js';
import { MAX_ACTIONS, WOUNDED } from './constants.js';
import { resolveConfig, type IntroConfig } from './options.js';
import type { IntroSetup } from './setup.js';
import { introState, TERRAIN_IMPASSABLE, TERRAIN_ROUGH, type IntroState } from './state.js';

/**
 * Caches and buffers, rebuildable at any time from the State and the Config: nothing here
 * changes a game's course. Sight lines and sorted sight data for the current positions,
 * movement intentions (INT-5.4: stated first, then applied together), and the phase caches.
 */
export class IntroScratch {
  /** Option codes being assembled for a decision. */
  readonly codes: Int32Array;

  /** Line of sight cache for the current shooting phase: -1 unknown, 0 blocked, 1 visible. */
  readonly losCache: Int8Array;
  /** Units near a sight line. */
  readonly losNear: Int32Array;
  /** Living units sorted by x, for sight-line candidate search (rebuilt when positions change). */
  readonly sightOrder: Int32Array;
  readonly sightX: Float64Array;
  sightCount = 0;
  /** Bumped whenever a unit moves; sight data built for another stamp is stale. */
  positionStamp = 0;
  sightStamp = -1;

  // movement intentions (INT-5.4), applied together in resolveMoves
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
  /** Positions and living units the last survey (rules/survey.ts) was made for. */
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

  constructor(n: number) {
    this.codes = new Int32Array(2 * n + 4);
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
  }
}

/**
 * One prepared intro game, split four ways: Config (what the setup fixes: options resolved,
 * sides, unit labels), State (the declared rules state, state.ts), Scratch (caches and
 * buffers) and the decision channel (the kit's: what is being decided). Built once per setup
 * and reset per game, so the game loop allocates nothing. Policies read it; only the rules write.
 */
export class IntroGame {
  // Config
  readonly setup: IntroSetup;
  readonly cfg: IntroConfig;
  readonly n: number;
  readonly sideNames: [string, string];
  /** Units of side 0 are 0..firstOfSide1-1, side 1 the rest. */
  readonly firstOfSide1: number;
  readonly label: string[];
  readonly terrainCount: number;

  readonly state: IntroState;
  readonly scratch: IntroScratch;
  readonly decision = new DecisionChannel('intro');

  constructor(setup: IntroSetup) {
    this.setup = setup;
    this.cfg = resolveConfig(setup.options);
    const [a, b] = setup.sides;
    const n = a.units.length + b.units.length;
    this.n = n;
    this.sideNames = [a.name, b.name];
    this.firstOfSide1 = a.units.length;
    const t = setup.terrain;
    this.terrainCount = t.length;
    const s = introState.create({ unit: n, terrain: t.length });
    this.state = s;
    this.label = [];
    let i = 0;
    for (let side = 0; side < 2; side++) {
      const seen = new Map<string, number>();
      for (const u of setup.sides[side].units) {
        s.owner[i] = side;
        s.cmb[i] = u.cmb;
        s.abi[i] = u.abi;
        s.cost[i] = u.cost;
        const k = (seen.get(u.name) ?? 0) + 1;
        seen.set(u.name, k);
        this.label.push(`${setup.sides[side].name} ${u.name}#${k}`);
        i++;
      }
    }
    t.forEach((r, k) => {
      s.terrainBox[k * 4] = r.x;
      s.terrainBox[k * 4 + 1] = r.y;
      s.terrainBox[k * 4 + 2] = r.x + r.w;
      s.terrainBox[k * 4 + 3] = r.y + r.h;
      s.terrainKind[k] = r.kind === 'impassable' ? TERRAIN_IMPASSABLE : TERRAIN_ROUGH;
      s.terrainBlocks[k] = r.blocksSight ? 1 : 0;
    });
    this.scratch = new IntroScratch(n);
    this.reset();
  }

  /** Call after changing positions by hand: drops cached sight lines. */
  invalidateSight(): void {
    this.scratch.positionStamp++;
    this.scratch.losCache.fill(-1);
  }

  /** A fresh game: the declared state reset (every unit alive and undamaged, stats cleared; positions come from deploy), caches dropped. */
  reset(): void {
    introState.reset(this.state);
    const sc = this.scratch;
    sc.losCache.fill(-1);
    sc.positionStamp++;
    sc.nearestCacheOn = false;
    sc.surveyValid = false;
    this.decision.clear();
  }

  resetTurnFlags(): void {
    const s = this.state;
    s.tried.fill(0);
    s.active.fill(0);
    s.actions.fill(0);
    s.combatUsed.fill(0);
    s.shot.fill(0);
    s.moved.fill(0);
    s.recovered.fill(0);
    s.declined.fill(0);
  }

  stat(m: number, side: number): number {
    return this.state.stats[m * 2 + side];
  }

  bump(m: number, side: number): void {
    this.state.stats[m * 2 + side]++;
  }

  /** The first unit index of a side and one past its last. */
  sideStart(side: number): number {
    return side === 0 ? 0 : this.firstOfSide1;
  }
  sideEnd(side: number): number {
    return side === 0 ? this.firstOfSide1 : this.n;
  }

  livingUnits(side: number): number {
    const alive = this.state.alive;
    let c = 0;
    for (let i = this.sideStart(side), e = this.sideEnd(side); i < e; i++) c += alive[i];
    return c;
  }
}

/** A unit able to shoot, fight or counter-attack at all (G-I6). */
export function canFight(st: IntroGame, u: number): boolean {
  return st.state.alive[u] === 1 && (st.cfg.woundedCanFight || st.state.damage[u] < WOUNDED);
}

/** INT-4.3: a second action is allowed, and a combat action only if none was made this turn. */
export function canTakeCombatAction(st: IntroGame, u: number): boolean {
  const s = st.state;
  return s.active[u] === 1 && s.actions[u] < MAX_ACTIONS && s.combatUsed[u] === 0 && canFight(st, u);
}

/** INT-5.4.4: wounded units cannot move; an active unit needs an action left when moves count. */
export function canMove(st: IntroGame, u: number): boolean {
  const s = st.state;
  if (s.alive[u] === 0 || s.damage[u] >= WOUNDED) return false;
  return !(s.active[u] === 1 && st.cfg.moveCountsAsAction && s.actions[u] >= MAX_ACTIONS);
}
