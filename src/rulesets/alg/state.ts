/**
 * The rules state of one AlG dcde skirmish, declared once (kit/state.ts): figures and activation
 * units (an autonomous character, or a squad) as typed arrays, per-side values and the turn's
 * scalars. The kit allocates it once per setup, resets it for every game, saves and restores it
 * for the search policy and hashes it for the conformance checks. Per-setup data (profiles,
 * units, markers, cover) is marked static: the game fills it once in prepare (game.ts). Caches
 * and buffers are not state: they live in the game's Scratch.
 * Side 0 enters from the bottom edge (y = 0), side 1 from the top (y = depth).
 */
import { type ArrayField, declareState, perSide, perUnit, scalar, setupData, type StateOf } from '../kit/state.js';

/** Figure out-of-play states. */
export const IN_PLAY = 0;
export const OUT_OF_ACTION = 1;
export const FLED = 2;
/** ALG-4.4 shaken reasons. */
export const NOT_SHAKEN = 0;
export const SEEK_COVER = 1;
export const FLEE_MELEE = 2;
export const ROUTING = 3;
/** Roles (setup.ROLES; 0 is a plain member). */
export const R_OFFICER = 1;
export const R_LEADER = 2;
export const R_BEARER = 3;

export const METRIC_NAMES = [
  'steadfastnessLeft',
  'charactersLost',
  'heroesLost',
  'wounds',
  'moraleTests',
  'moraleFailed',
  'fullPasses',
  'routs',
  'shotsHit',
  'deployed',
] as const;
export const M_STEAD = 0;
export const M_LOST = 1;
export const M_HEROES_LOST = 2;
export const M_WOUNDS = 3;
export const M_TESTS = 4;
export const M_FAILED = 5;
export const M_FULL = 6;
export const M_ROUTS = 7;
export const M_HITS = 8;
export const M_DEPLOYED = 9;

/** Stat line values per figure: mo, ti, mi, ca, mov. */
export const STAT = 5;
export const S_MO = 0;
export const S_TI = 1;
export const S_MI = 2;
export const S_CA = 3;
export const S_MOV = 4;

/** The `winner` scalar of a game not won (under way, or drawn). */
export const NO_WINNER = -1;
/** The `reason` scalar: an index into Outcome's reason names (0 while the game is under way). */
export const REASONS = ['', 'time', 'timeDraw', 'steadfastness', 'bothBroken'] as const;
export const REASON_TIME = 1;
export const REASON_TIME_DRAW = 2;
export const REASON_STEADFASTNESS = 3;
export const REASON_BOTH_BROKEN = 4;

/** `width` numbers per `per` (figure, marker, die), reset to 0 (the kit's perUnit counts AlG's activation units). */
function perEach<A extends Int8Array | Uint8Array | Int32Array | Float64Array>(type: new (length: number) => A, per: string, width = 1): ArrayField<A> {
  return { type, per, width, init: 0, static: false };
}

export const algState = declareState('alg', {
  // --- figures, per setup (ALG-2 profiles; G-A4 wounded lines, STAT values per figure) ---
  side: setupData(Uint8Array, 'figure'),
  cls: setupData(Uint8Array, 'figure'),
  value: setupData(Int32Array, 'figure'),
  unitOf: setupData(Int32Array, 'figure'),
  role: setupData(Uint8Array, 'figure'),
  radius: setupData(Float64Array, 'figure'),
  zoc: setupData(Float64Array, 'figure'),
  weapon: setupData(Uint8Array, 'figure'),
  shield: setupData(Uint8Array, 'figure'),
  healthy: setupData(Int32Array, 'figure', STAT),
  woundedLine: setupData(Int32Array, 'figure', STAT),
  // --- units, per setup: unit u owns figures [uFirst[u], uEnd[u]); officer, leader, bearer or −1 ---
  uSide: setupData(Uint8Array, 'unit'),
  uSquad: setupData(Uint8Array, 'unit'),
  uFirst: setupData(Int32Array, 'unit'),
  uEnd: setupData(Int32Array, 'unit'),
  uOfficer: setupData(Int32Array, 'unit'),
  uLeader: setupData(Int32Array, 'unit'),
  uBearer: setupData(Int32Array, 'unit'),
  /** Side s owns units [sideUnit[s], sideUnit[s + 1]) and figures [sideFig[s], sideFig[s + 1]) (3 bounds each). */
  sideUnit: setupData(Int32Array, 'sideBound'),
  sideFig: setupData(Int32Array, 'sideBound'),
  /** G-A14 event markers (table coordinates) and the side each belongs to. */
  markerX: setupData(Float64Array, 'marker'),
  markerY: setupData(Float64Array, 'marker'),
  markerR: setupData(Float64Array, 'marker'),
  markerSide: setupData(Uint8Array, 'marker'),
  /** G-A15 cover rectangles: x0, y0, x1, y1. */
  cover: setupData(Float64Array, 'cover', 4),
  /** ALG-4.3: each side's starting steadfastness (the army's value times the stakes' fraction). */
  steadStart: setupData(Int32Array, 'side'),
  // --- figures, per game ---
  x: perEach(Float64Array, 'figure'),
  y: perEach(Float64Array, 'figure'),
  onTable: perEach(Uint8Array, 'figure'),
  out: perEach(Uint8Array, 'figure'),
  wounds: perEach(Uint8Array, 'figure'),
  /** Set from the weapon at reset (game.ts). */
  loaded: perEach(Uint8Array, 'figure'),
  shaken: perEach(Uint8Array, 'figure'),
  prone: perEach(Uint8Array, 'figure'),
  /** ALG-4.3 idempotent accounting: the value this figure has taken off its side's steadfastness. */
  lossApplied: perEach(Int32Array, 'figure'),
  // --- units, per game ---
  die: perUnit(Int8Array),
  pa: perUnit(Int8Array),
  /** Squad shaken and routing (ALG-4.4 C4–C6). */
  routing: perUnit(Uint8Array),
  flagLost: perUnit(Uint8Array),
  /** M4 fired (the squad reached half losses). */
  halfReached: perUnit(Uint8Array),
  /** ALG-3.5: the unit used its non-activated action. */
  nonActDone: perUnit(Uint8Array),
  /** G-A25: the unit made its one rout move this turn (routMoves=oneMove). */
  routMoved: perUnit(Uint8Array),
  /** ALG-4.4 C4–C6 / routRally: the routing squad took its rally test this turn. */
  routRallied: perUnit(Uint8Array),
  /** Event markers consumed when a unit enters at one. */
  markerUsed: perEach(Uint8Array, 'marker'),
  // --- sides ---
  /** ALG-4.3: steadfastness left (set to steadStart at reset, game.ts). */
  stead: perSide(Int32Array),
  /** Per-side metrics: metric m of side s at [2 * m + s]. */
  metrics: perSide(Int32Array, METRIC_NAMES.length),
  /** ALG-3.1: valid dice of side s this turn, highest first, at [s * dice + k] (dice: units + figures), and how many. */
  pool: perEach(Int8Array, 'die', 2),
  poolN: perSide(Int32Array),
  // --- turn ---
  turn: scalar(),
  initiative: scalar(),
  /** ALG-3.5: the one squad member acting alone in the non-activated phase (−1: whole units act). */
  only: scalar(-1),
  /** ALG-3.4: current PA slot (0 outside the actions phase). */
  slot: scalar(),
  /** ALG-3.2: the die being placed (K_ORDER). */
  curDie: scalar(),
  /** ALG-4.3 / 3.6: 1 while the blows of one simultaneous exchange land; the defeat check waits for all of them. */
  holdDefeat: scalar(),
  /** 1 once the game has ended; then `winner` (a side, or NO_WINNER for a draw) and `reason` (REASONS). */
  over: scalar(),
  winner: scalar(NO_WINNER),
  reason: scalar(),
});

export type AlgState = StateOf<typeof algState.fields>;
