/**
 * The rules state of one SDS game, declared once (kit/state.ts): per-model typed arrays, per-side
 * values and the turn's scalars. The kit allocates it once per setup, resets it for every game
 * (resetSdsState adds what the squads decide), copies, snapshots and hashes it. Per-setup data
 * (profiles, the chain of command, the lists' points) is marked static: loadSquads fills it once.
 * Caches, buffers and the decision being asked are not state: they live in the Game (game.ts).
 * Side 0 models occupy indices [0, n0), side 1 models [n0, n).
 */
import type { Squad, SpecialRule, Weapon } from './data/profile.js';
import { declareState, perSide, scalar, setupData, setupValue, type ArrayField, type StateOf } from '../kit/state.js';

/** Firearm codes (SDS 4.2). */
export const F_NONE = 0;
const F_MUSKET = 1;
const F_RIFLE = 2;
const F_CARBINE = 3;
const F_PISTOL = 4;
const F_BOW = 5;
const F_BLUNDERBUSS = 6;
export const FIREARM_NAMES: Weapon[] = ['musket', 'musket', 'rifle', 'carbine', 'pistol', 'bow', 'blunderbuss'];

/** Bit per special rule, in the order of this array. */
const RULE_NAMES: SpecialRule[] = [
  'leader',
  'nco',
  'elan',
  'fear',
  'fearless',
  'mounted',
  'flagBearer',
  'scout',
  'steadfast',
  'shortMove',
  'individualist',
  'civilian',
  'hero',
  'poorLeadership',
  'cuirass',
  'engineer',
  'green',
  'lightInfantry',
  'marksman',
  'musician',
  'poorShot',
  'reluctant',
  'slow',
  'strong',
  'unreliable',
  'unpredictable',
  'wavering',
  'weak',
  'oldGuard',
];
function ruleBit(r: SpecialRule): number {
  const i = RULE_NAMES.indexOf(r);
  return i < 0 ? 0 : 1 << i;
}
const B_LEADER = ruleBit('leader');
const B_NCO = ruleBit('nco');
export const B_ELAN = ruleBit('elan');
export const B_FEAR = ruleBit('fear');
export const B_FEARLESS = ruleBit('fearless');
const B_MOUNTED = ruleBit('mounted');
const B_FLAG = ruleBit('flagBearer');
export const B_SCOUT = ruleBit('scout');
export const B_STEADFAST = ruleBit('steadfast');
export const B_SHORTMOVE = ruleBit('shortMove');
export const B_OLDGUARD = ruleBit('oldGuard');
export const B_SLOW = ruleBit('slow');
export const B_STRONG = ruleBit('strong');
export const B_WEAK = ruleBit('weak');
export const B_GREEN = ruleBit('green');
export const B_WAVERING = ruleBit('wavering');
export const B_POORSHOT = ruleBit('poorShot');
export const B_CUIRASS = ruleBit('cuirass');
export const B_INDIVIDUALIST = ruleBit('individualist');
export const B_MUSICIAN = ruleBit('musician');
export const B_MARKSMAN = ruleBit('marksman');
export const B_LIGHT = ruleBit('lightInfantry');

/** Why a model left the table. */
const GONE_NO = 0;
export const GONE_KILLED = 1;
export const GONE_FLED = 2;
export const GONE_CHARGED = 3; // eliminated by a failed charge test (SDS 5.10)

/** Flag states (SDS 6.8). */
const FLAG_NONE = 0;
export const FLAG_CARRIED = 1;
export const FLAG_DROPPED = 2;
export const FLAG_GONE = 3; // carried off the table by a fleeing bearer (SDS 6.4 step 3)
export const FLAG_CAPTURED = 4;

function firearmCode(weapons: readonly Weapon[]): number {
  // the best firearm a profile carries (a rifleman with a pistol shoots the rifle)
  if (weapons.includes('rifle')) return F_RIFLE;
  if (weapons.includes('musket')) return F_MUSKET;
  if (weapons.includes('carbine')) return F_CARBINE;
  if (weapons.includes('blunderbuss')) return F_BLUNDERBUSS;
  if (weapons.includes('pistol')) return F_PISTOL;
  if (weapons.includes('bow')) return F_BOW;
  return F_NONE;
}

/** The `winner` scalar of a game not won (under way, or drawn). */
export const NO_WINNER = -1;
/** The `reason` scalar: an index into these Outcome reasons ('' while the game is under way). */
export const REASONS = ['', 'rout', 'bothRout', 'time'] as const;
export const REASON_ROUT = 1;
export const REASON_BOTH_ROUT = 2;
export const REASON_TIME = 3;

/** One number per model, reset to `init` for every game. */
function perModel<A extends Uint8Array | Int8Array | Int16Array | Float64Array>(type: new (length: number) => A, init = 0): ArrayField<A> {
  return { type, per: 'model', width: 1, init, static: false };
}

export const sdsState = declareState('sds', {
  // --- per setup (loadSquads) ---
  /** Models in play, and side 0's (side 1 holds [n0, n)). */
  n: setupValue(),
  n0: setupValue(),
  side: setupData(Uint8Array, 'model'),
  q: setupData(Int8Array, 'model'),
  c: setupData(Int8Array, 'model'),
  r: setupData(Float64Array, 'model'),
  firearm: setupData(Uint8Array, 'model'),
  rules: setupData(Int32Array, 'model'),
  points: setupData(Int16Array, 'model'),
  isLeader: setupData(Uint8Array, 'model'),
  isNco: setupData(Uint8Array, 'model'),
  /** Leaders and NCOs by index: side s holds superiors[supStart[s] .. supStart[s + 1]). */
  superiors: setupData(Int16Array, 'model'),
  supStart: setupData(Int32Array, 'sideBound'),
  nStart: setupData(Int32Array, 'side'),
  listPoints: setupData(Int32Array, 'side'),
  russian: setupData(Uint8Array, 'side'),
  threshold: setupData(Int32Array, 'side'),
  // --- per model, per game ---
  x: perModel(Float64Array),
  y: perModel(Float64Array),
  onTable: perModel(Uint8Array, 1),
  gone: perModel(Uint8Array, GONE_NO),
  fallen: perModel(Uint8Array),
  /** Set from the rules at reset (resetSdsState). */
  mounted: perModel(Uint8Array),
  /** Dismounted riders whose horses are held (SDS 3.7). */
  canRemount: perModel(Uint8Array),
  /** Set from the firearm at reset (SDS 3.8 / A4: all models start loaded). */
  loaded: perModel(Uint8Array),
  outOfAmmo: perModel(Uint8Array),
  activated: perModel(Uint8Array),
  /** One attack per turn (SDS 2.10). */
  attacked: perModel(Uint8Array),
  /** Fled in its own turn: no more actions (SDS 6.2). */
  spent: perModel(Uint8Array),
  /** Fired in a volley: cannot reload this turn (SDS 2.14). */
  volleyed: perModel(Uint8Array),
  /** Reload actions spent so far (reloadCarryOver, A3). */
  reloadDone: perModel(Uint8Array),
  /** Fight modifier against one specific enemy (SDS 5.10 fire factor, SDS 5.11 −1), index of that enemy or -1. */
  fightVs: perModel(Int16Array, -1),
  fightMod: perModel(Int8Array),
  /** Where each model began the turn (for trails in the SVG). */
  trailX: perModel(Float64Array),
  trailY: perModel(Float64Array),
  /** Pending Gruesome-death morale triggers (SDS 6.5): the victims, nPendGruesome of them (removed models keep x, y). */
  pendGruesome: perModel(Int16Array),
  /** The morale cascade (Game.cascade) in which each model last took a free activation (SDS 6.4, freeActivationLimit). */
  freeStamp: perModel(Float64Array, -1),
  // --- per side ---
  /** Models of each side on the table, and Officers/NCOs among them (SDS 6.7); set at reset. */
  nOn: perSide(Int32Array),
  nCmd: perSide(Int32Array),
  losses: perSide(Int32Array),
  lostPoints: perSide(Int32Array),
  leaderLostDone: perSide(Uint8Array),
  flagLostDone: perSide(Uint8Array),
  thresholdDone: perSide(Uint8Array),
  flagState: perSide(Uint8Array),
  /** SDS 3.7: the model holding the squad's horses after a group dismount, or -1. */
  holder: perSide(Int16Array, 1, -1),
  flagCarrier: perSide(Int16Array),
  flagX: perSide(Float64Array),
  flagY: perSide(Float64Array),
  /** Each side's own deployment edge. */
  edge: perSide(Int8Array),
  // metrics
  officersLost: perSide(Int32Array),
  flagsCaptured: perSide(Int32Array),
  shots: perSide(Int32Array),
  kills: perSide(Int32Array),
  moraleTests: perSide(Int32Array),
  /** Group-member charges (SDS 5.8, all move first) that ended out of contact with a target still there: the rules offer none. */
  groupChargesShort: perSide(Int32Array),
  routed: perSide(Uint8Array),
  /** Pending squad-wide morale triggers per side (bits T_LEADER | T_FLAG | T_THRESHOLD, SDS 6.5). */
  pendSquad: perSide(Uint8Array),
  // --- the game ---
  /**
   * SDS 5.10.4 (riderSwitchTest 'atOnce'): a rider whose switched target tested at once but is
   * more than one move away, that target and its successes; the result applies when the rider
   * arrives in this activation. switchRider -1: none.
   */
  switchRider: scalar(-1),
  switchTarget: scalar(-1),
  switchSuccesses: scalar(),
  turn: scalar(),
  active: scalar(),
  /**
   * Stamp of the models' positions and presence (rules/moveMemo.ts): every change of them takes
   * a stamp never used before (MoveMemo.changed); putting a layout back may put its stamp back.
   */
  layout: scalar(),
  firstSide: scalar(),
  attacker: scalar(),
  nPendGruesome: scalar(),
  /** 1 inside a morale cascade: do not recurse (SDS 6.5). */
  inMorale: scalar(),
  /** SDS 5.9: 1 when a failed Fear test forbids further charges this activation. */
  fearFailed: scalar(),
  /** SDS 2.11: 1 when a group roll has forced a turnover. */
  groupTurnover: scalar(),
  /** 1 once the game has ended; then `winner` (a side, or NO_WINNER for a draw) and `reason` (REASONS). */
  over: scalar(),
  winner: scalar(NO_WINNER),
  reason: scalar(),
});

export type SdsState = StateOf<typeof sdsState.fields>;

/** A state for up to `cap` models (filled by loadSquads). */
export function newSdsState(cap: number): SdsState {
  return sdsState.create({ model: cap, side: 2, sideBound: 3 });
}

/** Load the two squads' static facts (once per setup), the models' names into `names`, then reset. */
export function loadSquads(
  st: SdsState,
  names: string[],
  squads: readonly [Squad, Squad],
  radius: number,
  startLoaded: boolean,
  thresholds: [number, number],
): void {
  let i = 0;
  for (let s = 0; s < 2; s++) {
    const sq = squads[s];
    st.nStart[s] = sq.models.length;
    st.listPoints[s] = sq.points;
    st.russian[s] = sq.nation === 'Russia' ? 1 : 0;
    st.threshold[s] = thresholds[s];
    for (const m of sq.models) {
      const p = m.profile;
      st.side[i] = s;
      st.q[i] = p.q;
      st.c[i] = p.c;
      st.r[i] = radius;
      st.firearm[i] = firearmCode(p.weapons);
      let bits = 0;
      for (const rule of p.rules) bits |= ruleBit(rule);
      st.rules[i] = bits;
      st.points[i] = p.points;
      st.isLeader[i] = bits & B_LEADER ? 1 : 0;
      st.isNco[i] = bits & B_NCO ? 1 : 0;
      names[i] = m.name;
      i++;
    }
    if (s === 0) st.n0 = i;
  }
  st.n = i;
  let k = 0;
  for (let s = 0; s < 2; s++) {
    st.supStart[s] = k;
    for (let j = sideStart(st, s), e = sideEnd(st, s); j < e; j++) if (st.isLeader[j] || st.isNco[j]) st.superiors[k++] = j;
  }
  st.supStart[2] = k;
  resetSdsState(st, startLoaded);
}

/** Per-game reset: the declared reset, then what the squads decide (mounts, loads, counts, flags). */
export function resetSdsState(st: SdsState, startLoaded: boolean): void {
  sdsState.reset(st);
  const n = st.n;
  for (let i = 0; i < n; i++) {
    st.mounted[i] = st.rules[i] & B_MOUNTED ? 1 : 0;
    // SDS 3.8 / A4: all models start loaded
    st.loaded[i] = startLoaded && st.firearm[i] !== F_NONE ? 1 : 0;
  }
  for (let s = 0; s < 2; s++) {
    st.nOn[s] = sideEnd(st, s) - sideStart(st, s);
    let c = 0;
    for (let i = sideStart(st, s), e = sideEnd(st, s); i < e; i++) if (st.isLeader[i] || st.isNco[i]) c++;
    st.nCmd[s] = c;
    let carrier = -1;
    for (let i = sideStart(st, s); i < sideEnd(st, s); i++)
      if (st.rules[i] & B_FLAG) {
        carrier = i;
        break;
      }
    st.flagCarrier[s] = carrier;
    st.flagState[s] = carrier >= 0 ? FLAG_CARRIED : FLAG_NONE;
  }
}

/** The first model of side s. */
export function sideStart(st: SdsState, s: number): number {
  return s === 0 ? 0 : st.n0;
}
/** One past the last model of side s. */
export function sideEnd(st: SdsState, s: number): number {
  return s === 0 ? st.n0 : st.n;
}
export function countOnTable(st: SdsState, s: number): number {
  return st.nOn[s];
}
export function commanderPresent(st: SdsState, s: number): boolean {
  return st.nCmd[s] > 0;
}
/** Keep the per-side counters in step when model i leaves the table. */
export function noteRemoved(st: SdsState, i: number): void {
  const s = st.side[i];
  st.nOn[s]--;
  if (st.isLeader[i] || st.isNco[i]) st.nCmd[s]--;
}
/** The squad's Leader on the table (the first one), or -1. */
export function leaderOf(st: SdsState, s: number): number {
  for (let i = sideStart(st, s), e = sideEnd(st, s); i < e; i++) if (st.onTable[i] && st.isLeader[i]) return i;
  return -1;
}
