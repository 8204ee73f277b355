/**
 * The SDS game context: the State (state.ts), the Config (config.ts), the dice, the Scratch and
 * the decision channel, reused from game to game. Rules code lives in the sibling files as
 * functions over a Game.
 */
import type { Dice } from '../kit/dice.js';
import { DecisionChannel } from '../kit/decision.js';
import type { GameLog } from '../types.js';
import type { SdsOptions } from './options.js';
import { Formation } from './table/deploy.js';
import { newSdsState, type SdsState } from './state.js';
import { SdsConfig } from './config.js';
import type { Policy } from '../types.js';
import { MoveMemo } from './rules/moveMemo.js';
import { NearestEnemies } from './rules/nearestEnemy.js';
import { PathScratch } from './table/geom.js';
import { OutcomeTables } from './odds/tables.js';
import { GROUP_MAX_SIZE } from './constants.js';
import { MAX_CANDS, sdsCandidates } from './candidateList.js';

/** Candidate action kinds offered to policies. */
export const A_STAND = 1;
export const A_RELOAD = 2;
export const A_SHOOT = 3;
export const A_AIMED = 4;
export const A_MELEE = 5;
export const A_POWER = 6;
export const A_CHARGE = 7; // move into base contact with target
export const A_ADVANCE = 8; // move toward target, stop short of contact
export const A_COVER = 9; // move to point (px, py): a cover spot
export const A_FALLBACK = 10; // move away from target
export const A_FORM = 11; // move into base contact with friend `target` (formation)
export const A_FLAG = 12; // pick up a dropped flag (SDS 6.8)
export const A_DISMOUNT = 13;
export const A_CENTER = 15; // Leader: move toward the middle of his squad (point px, py)
export const A_REMOUNT = 14;
export const A_POINT = 16; // move toward point (px, py) proposed by the policy (SdsPolicy.addMoves)
export const A_G_VOLLEY = 20; // Leader: Volley at target (group in g.vGroup)
export const A_G_MOVE = 21; // Leader: group move toward target (group in g.mGroup)
export const A_G_REGROUP = 22; // Leader: Regroup (group in g.rGroup)
export const A_G_SHOOTRELOAD = 23; // Leader: Shoot and Reload (group in g.sGroup; target ≥ 0 and x = 1: the front rank volleys at it)
export const A_G_DISMOUNT = 24; // Leader: group dismount with a horse-holder (group in g.dGroup)
export const A_G_REMOUNT = 25; // Leader: group remount at the held horses (group in g.dGroup)

export const ACTION_NAMES: Record<number, string> = {
  [A_STAND]: 'stand up',
  [A_RELOAD]: 'reload',
  [A_SHOOT]: 'shoot',
  [A_AIMED]: 'aimed shot',
  [A_MELEE]: 'attack',
  [A_POWER]: 'power blow',
  [A_CHARGE]: 'charge',
  [A_ADVANCE]: 'advance',
  [A_COVER]: 'take cover',
  [A_FALLBACK]: 'fall back',
  [A_FORM]: 'close up',
  [A_CENTER]: 'move to the centre of the squad',
  [A_POINT]: 'move to a chosen spot',
  [A_FLAG]: 'pick up flag',
  [A_DISMOUNT]: 'dismount',
  [A_REMOUNT]: 'remount',
  [A_G_VOLLEY]: 'order Volley',
  [A_G_MOVE]: 'order group move',
  [A_G_REGROUP]: 'order Regroup',
  [A_G_SHOOTRELOAD]: 'order Shoot and Reload',
  [A_G_DISMOUNT]: 'order the riders to dismount',
  [A_G_REMOUNT]: 'order the riders to remount',
};

/**
 * Buffers the policies fill and read within one question (nothing carries from one question to
 * the next): one set per Game, since a policy is made per side per game and per-policy arrays
 * would be allocated every game.
 */
class PolicyScratch {
  /** A group roll's success distribution (policies/groupChoices.ts). */
  readonly groupDist = new Float64Array(4);
  /** Each member's target in a trial of a group move to contact (groupChoices.ts). */
  readonly groupTarget = new Int16Array(GROUP_MAX_SIZE);
  /** g.cover as the listing left it (legalTargets rewrites it; groupChoices.ts). */
  readonly coverKept: Int8Array;
  /** The scores before competentPick's trials, for a second pick with the Shoot and Reload orders listed (heuristic.ts). */
  readonly scoresKept = new Float64Array(MAX_CANDS);

  /** Exact shot and blow odds for these options, filled as the policies ask (odds/tables.ts). */
  readonly outcomeTables = new OutcomeTables();

  constructor(cap: number) {
    this.coverKept = new Int8Array(cap);
  }
}

/**
 * The SDS decision channel: the kit's (kind, side, actor: the model the decision is about) and
 * what SDS asks besides. `left` is set for DECIDE_ACTION and DECIDE_RIDER_MOVE, `order` and
 * `size` for DECIDE_GROUP_DICE (decisions.ts); each keeps its value until the next such decision.
 */
class SdsDecision extends DecisionChannel {
  /** The actions the model has left. */
  left = 0;
  /** The group order's kind (A_G_*) and its number of members. */
  order = 0;
  size = 0;
  /** The options of DECIDE_ACTION, DECIDE_FREE and DECIDE_RIDER_MOVE (candidateList.ts). */
  readonly cands = sdsCandidates.create({});

  constructor() {
    super('sds');
  }
}

/**
 * The rules' buffers and caches: rebuildable from the State and the Config, nothing here is rules
 * state (the search policy keeps the listing the decision it searches stands on: the groups).
 * One per Game, reused game after game.
 */
class SdsScratch {
  // group buffers (indices), with counts
  vGroup: Int16Array;
  vN = 0;
  mGroup: Int16Array;
  mN = 0;
  rGroup: Int16Array;
  rN = 0;
  sGroup: Int16Array;
  sN = 0;
  /** Shoot and Reload (rules/ranks.ts): g.sGroup's first sFront models are the front rank. */
  sFront = 0;
  /** Targets a front-rank volley may take (SDS 2.15 with 2.14), and the rank sort keys. */
  sVTarget: Int16Array;
  sVTargets = 0;
  rankKey: Float64Array;
  dGroup: Int16Array;
  dN = 0;
  /** Scratch list for candidate target orders and flight bookkeeping. */
  order: Int16Array;
  fled: Int16Array;
  nFled = 0;
  /** Small working buffers (geometry answers). */
  readonly tmp = new Float64Array(8);
  readonly tmp2 = new Float64Array(4);
  readonly tmp3 = new Float64Array(4);
  /** A group move's members' positions before a block step (rules/groups.ts), to put back a step that gets nowhere. */
  stepFrom = new Float64Array(2 * GROUP_MAX_SIZE);
  /** Flight routes (rules/fleePath.ts): waypoint and route end, one leg's moveToward result. */
  fleeW = new Float64Array(4);
  fleeLeg = new Float64Array(4);
  dist: Float64Array;
  cover: Int8Array;
  elig: Uint8Array;
  /** Per model of the Leader's side: gap to the Leader, for the models g.elig marks (buildGroups). */
  leadGap: Float64Array;
  /** Per model: engaged in hand-to-hand (filled with g.elig by buildGroups). */
  eng: Uint8Array;
  /** Base contact between models (s.n × s.n), filled for the eligible models by buildGroups. */
  adj: Uint8Array;
  /** The same as bit masks over the model's side (bit k = first model of the side + k). */
  adjBits: Int32Array;
  gBuf: Int16Array;
  gBuf2: Int16Array;
  vTarget: Int16Array;
  vTargets = 0;
  /**
   * buildGroups' listing of each volley shooter's targets (row k of cap: g.vGroup[k]'s targets
   * and their cover), reused by the Shoot and Reload front rank; vListed[i] = k + 1, or 0.
   */
  vList: Int16Array;
  vListCover: Int8Array;
  vListN = new Int16Array(GROUP_MAX_SIZE);
  vListed: Int16Array;
  /** Scratch marks per model (volley target legality). */
  mark: Int16Array;

  /** The least average advance (mm) of a block step in the last group move (Infinity: none), watched by the play invariants. */
  groupStepLeast = Infinity;
  /** Terrain present on this game's table (skips terrain queries that cannot matter). */
  hasHills = false;
  hasWoods = false;
  hasLinears = false;
  /**
   * Remembered lines of sight per ordered pair (rules/los.ts), on only in full games (playGame
   * resets them for each new table; hand-built test tables may be edited in place).
   */
  losOn = false;
  losF: Int8Array;
  losV: Int8Array;
  losAX: Float64Array;
  losAY: Float64Array;
  losBX: Float64Array;
  losBY: Float64Array;
  /** Remembered moves of models not in contact (rules/moveMemo.ts), with the LOS cache. */
  readonly moveMemo: MoveMemo;
  /** Each model's nearest enemy of side e in nearest[e] (rules/nearestEnemy.ts), for the policies. */
  readonly nearest: readonly [NearestEnemies, NearestEnemies];
  /** Buffers of the scans along one move's path (rules/geom.ts). */
  readonly path: PathScratch;
  /** Cover spots (x, y pairs) computed per game. */
  coverX = new Float64Array(64);
  coverY = new Float64Array(64);
  nCover = 0;
  /** listActions' scratch: the cover spots within one move and their squared distances. */
  readonly coverIdx = new Int16Array(64);
  readonly coverD2 = new Float64Array(64);

  /** Codes of the decision being asked, before the kit copies them to a buffer of exact length (decisions.ts). */
  readonly codes = new Int32Array(MAX_CANDS + 1);
  /**
   * A policy's trial move is under way (rules/trial.ts): a leave's free attacks (SDS 3.6)
   * are not rolled, so the trial measures the leave's own way, the same for any dice.
   */
  trialMove = false;
  /** The undo log of the policies' what-ifs (rules/trial.ts): what each changed and the value before (a, b). */
  readonly trialOp: Int8Array;
  readonly trialIdx: Int16Array;
  readonly trialA: Float64Array;
  readonly trialB: Float64Array;
  trialN = 0;

  /** Deployment positions of one side (x, y pairs), reused every game. */
  deployBuf = new Float64Array(0);
  /** Each side's deployment formation (table/deploy.ts), worked out again only when its inputs differ. */
  readonly formations = [new Formation(), new Formation()];

  constructor(cap: number) {
    this.deployBuf = new Float64Array(2 * cap);
    // a group's members placed in contact, and what the trials round them set (trials nest)
    const trials = 2 * cap + 8;
    this.trialOp = new Int8Array(trials);
    this.trialIdx = new Int16Array(trials);
    this.trialA = new Float64Array(trials);
    this.trialB = new Float64Array(trials);
    this.vGroup = new Int16Array(cap);
    this.mGroup = new Int16Array(cap);
    this.rGroup = new Int16Array(cap);
    this.sGroup = new Int16Array(cap);
    this.sVTarget = new Int16Array(cap);
    this.rankKey = new Float64Array(cap);
    this.dGroup = new Int16Array(cap);
    this.order = new Int16Array(cap);
    this.fled = new Int16Array(cap);
    this.dist = new Float64Array(cap);
    this.cover = new Int8Array(cap);
    this.elig = new Uint8Array(cap);
    this.eng = new Uint8Array(cap);
    this.leadGap = new Float64Array(cap);
    this.adj = new Uint8Array(cap * cap);
    this.adjBits = new Int32Array(cap);
    this.gBuf = new Int16Array(cap);
    this.gBuf2 = new Int16Array(cap);
    this.vTarget = new Int16Array(cap);
    this.vList = new Int16Array(GROUP_MAX_SIZE * cap);
    this.vListCover = new Int8Array(GROUP_MAX_SIZE * cap);
    this.vListed = new Int16Array(cap);
    this.mark = new Int16Array(cap);
    this.losF = new Int8Array(cap * cap).fill(-1);
    this.losV = new Int8Array(cap * cap);
    this.losAX = new Float64Array(cap * cap);
    this.losAY = new Float64Array(cap * cap);
    this.losBX = new Float64Array(cap * cap);
    this.losBY = new Float64Array(cap * cap);
    this.moveMemo = new MoveMemo();
    this.nearest = [new NearestEnemies(cap), new NearestEnemies(cap)];
    this.path = new PathScratch(cap);
  }
}

export class Game {
  /** The declared rules state (state.ts). */
  readonly st: SdsState;
  /** What the options and the set-up fix (config.ts). */
  readonly cfg: SdsConfig;
  dice!: Dice;
  ai!: Dice;
  log: GameLog | undefined;
  policies!: [SdsPolicy, SdsPolicy];

  /** Games started with this context (policies key per-game caches on it). */
  gamesPlayed = 0;

  // the decision being asked (decisions.ts)
  /** What is being decided (kit/decision.ts), read by the policies; written only by the asking. */
  readonly decision = new SdsDecision();
  /** The rules' buffers and caches (SdsScratch). */
  readonly scratch: SdsScratch;
  /** Morale cascades started with this context (afterEvent), never reset: stamps stay unique (st.freeStamp). */
  cascade = 0;
  /** The policies' buffers (PolicyScratch). */
  readonly policyScratch: PolicyScratch;

  constructor(cap: number, o: SdsOptions) {
    this.st = newSdsState(cap);
    this.cfg = new SdsConfig(o, cap);
    this.scratch = new SdsScratch(cap);
    this.policyScratch = new PolicyScratch(cap);
  }
}

/**
 * The hints an SDS policy may declare, beside the one decision protocol (decisions.ts asks and
 * checks them). Each only spares the rules listing work or is a choice the rules leave to the
 * player; `decide` stays the only answer to a decision.
 */
export interface SdsHints {
  /**
   * Candidate kinds this policy never takes (bit 1 << kind), so the engine need not list them:
   * a speed-up only, it must not change the policy's choices.
   */
  readonly skip?: number;
  /**
   * Models of its own squad this player leaves out of every group it orders (a group is the
   * player's choice of models, SDS 2.11), e.g. to keep the flag bearer back. Absent: none. A
   * pure test of the model, asked while the Leader's options are listed.
   */
  keepOutOfGroups?(g: Game, i: number): boolean;
  /**
   * Extra move candidates for model m (free to move, not in contact): the policy may add
   * A_POINT candidates (a point on the table to move toward, one action) with addCand (candidateList.ts), and
   * nothing else (decisions.ts proposeMoves refuses any other). Absent: none.
   */
  addMoves?(g: Game, m: number): void;
  /**
   * This policy lists a Leader's Shoot and Reload orders (SDS 2.15) itself, only when one could
   * be its pick: the listing offers one stand-in in their place (rules/candidates.ts
   * SR_LATER, listShootReloadAt). A speed-up only: its choices must stay those of the full list.
   */
  readonly shootReloadLater?: boolean;
}

/**
 * An SDS policy: the contract's one decision protocol (decisions.ts lists the kinds) and the
 * declared hints. Policies read the game, never change its state; randomness comes only from
 * the `rng` they are handed (g.ai).
 */
export interface SdsPolicy extends Policy<Game>, SdsHints {
  readonly description: string;
}
