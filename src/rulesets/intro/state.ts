/**
 * The intro game's rules state (INT-3 IntroUnit, struct of arrays), declared once: the kit
 * (kit/state.ts) allocates it, resets it for every game and hashes it for the conformance
 * checks. Per-setup data (characteristics, costs, terrain) is marked static: the game fills it
 * once in prepare. Caches and buffers are not state: they live in the game's Scratch (game.ts).
 */
import { declareState, perSide, perUnit, scalar, setupData, type StateOf } from '../kit/state.js';

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

export const TERRAIN_ROUGH = 1;
export const TERRAIN_IMPASSABLE = 2;

export const introState = declareState('intro', {
  // per-setup data (INT-1.4, INT-2.2; scenario terrain rectangles x0, y0, x1, y1)
  owner: setupData(Uint8Array, 'unit'),
  cmb: setupData(Uint8Array, 'unit'),
  abi: setupData(Uint8Array, 'unit'),
  cost: setupData(Uint16Array, 'unit'),
  terrainBox: setupData(Float64Array, 'terrain', 4),
  terrainKind: setupData(Uint8Array, 'terrain'),
  terrainBlocks: setupData(Uint8Array, 'terrain'),
  // INT-3 unit state
  damage: perUnit(Uint8Array), // 0 ready, 1 prone, 2 wounded, 3 dead
  pending: perUnit(Uint8Array), // ranged damage waiting for the end of turn (INT-5.3.5)
  alive: perUnit(Uint8Array, 1),
  x: perUnit(Float64Array),
  y: perUnit(Float64Array),
  tried: perUnit(Uint8Array), // activation tried this turn
  active: perUnit(Uint8Array),
  actions: perUnit(Uint8Array), // at most 2 (INT-4.3)
  combatUsed: perUnit(Uint8Array), // at most 1 combat action (INT-4.3)
  shot: perUnit(Uint8Array), // made a ranged attack: no melee (INT-5.5.2)
  moved: perUnit(Uint8Array),
  recovered: perUnit(Uint8Array),
  /** The owner chose not to use this unit in the current shooting/melee phase. */
  declined: perUnit(Uint8Array),
  /** Per-side metrics: metric m of side s at [m * 2 + s]. */
  stats: perSide(Int32Array, metricNames.length),
  /** Player order for the phases (INT-4.1): order[0] goes first. */
  order: perSide(Uint8Array, 1, [0, 1]),
  turn: scalar(),
});

export type IntroState = StateOf<typeof introState.fields>;
