/**
 * SDS game state: flat per-model typed arrays, allocated once per capacity and reset per game
 * without allocation. Side 0 models occupy indices [0, n0), side 1 models [n0, n).
 */
import type { Squad, SpecialRule, Weapon } from './data/profile.js';

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

export class SdsState {
  cap: number;
  n = 0;
  n0 = 0;
  // static per game
  side: Uint8Array;
  q: Int8Array;
  c: Int8Array;
  r: Float64Array;
  firearm: Uint8Array;
  rules: Int32Array;
  points: Int16Array;
  isLeader: Uint8Array;
  isNco: Uint8Array;
  names: string[];
  // dynamic
  x: Float64Array;
  y: Float64Array;
  onTable: Uint8Array;
  gone: Uint8Array;
  fallen: Uint8Array;
  mounted: Uint8Array;
  canRemount: Uint8Array; // dismounted riders whose horses are held (SDS 3.7)
  loaded: Uint8Array;
  outOfAmmo: Uint8Array;
  activated: Uint8Array;
  attacked: Uint8Array; // one attack per turn (SDS 2.10)
  spent: Uint8Array; // fled in its own turn: no more actions (SDS 6.2)
  volleyed: Uint8Array; // fired in a volley: cannot reload this turn (SDS 2.14)
  reloadDone: Uint8Array; // reload actions spent so far (reloadCarryOver, A3)
  /** Fight modifier against one specific enemy (SDS 5.10 fire factor, SDS 5.11 −1), index of that enemy or -1. */
  fightVs: Int16Array;
  fightMod: Int8Array;
  /** Distance moved this turn (for trails in the SVG). */
  trailX: Float64Array;
  trailY: Float64Array;

  // per side
  nStart = new Int32Array(2);
  /** Models of each side on the table, and Officers/NCOs among them (SDS 6.7). */
  nOn = new Int32Array(2);
  nCmd = new Int32Array(2);
  listPoints = new Int32Array(2);
  losses = new Int32Array(2);
  lostPoints = new Int32Array(2);
  leaderLostDone = new Uint8Array(2);
  flagLostDone = new Uint8Array(2);
  thresholdDone = new Uint8Array(2);
  threshold = new Int32Array(2);
  flagState = new Uint8Array(2);
  /** SDS 3.7: the model holding the squad's horses after a group dismount, or -1. */
  holder = new Int16Array(2);
  flagCarrier = new Int16Array(2);
  flagX = new Float64Array(2);
  flagY = new Float64Array(2);
  edge = new Int8Array(2); // each side's own deployment edge
  russian = new Uint8Array(2);
  // metrics
  officersLost = new Int32Array(2);
  flagsCaptured = new Int32Array(2);
  shots = new Int32Array(2);
  kills = new Int32Array(2);
  moraleTests = new Int32Array(2);
  /** Group-member charges (SDS 5.8, all move first) that ended out of contact with a target still there: the rules offer none. */
  groupChargesShort = new Int32Array(2);
  routed = new Uint8Array(2);

  /**
   * SDS 5.10.4 (riderSwitchTest 'atOnce'): a rider whose switched target tested at once but is
   * more than one move away, that target and its successes; the result applies when the rider
   * arrives in this activation. switchRider -1: none.
   */
  switchRider = -1;
  switchTarget = -1;
  switchSuccesses = 0;

  turn = 0;
  active = 0;
  /**
   * Stamp of the models' positions and presence (rules/moveMemo.ts): every change of them takes
   * a stamp never used before (MoveMemo.changed); putting a layout back may put its stamp back.
   */
  layout = 0;
  firstSide = 0;
  attacker = 0;
  over = false;
  winner: 0 | 1 | null = null;
  reason = '';

  constructor(cap: number) {
    this.cap = cap;
    this.side = new Uint8Array(cap);
    this.q = new Int8Array(cap);
    this.c = new Int8Array(cap);
    this.r = new Float64Array(cap);
    this.firearm = new Uint8Array(cap);
    this.rules = new Int32Array(cap);
    this.points = new Int16Array(cap);
    this.isLeader = new Uint8Array(cap);
    this.isNco = new Uint8Array(cap);
    this.names = new Array<string>(cap).fill('');
    this.x = new Float64Array(cap);
    this.y = new Float64Array(cap);
    this.onTable = new Uint8Array(cap);
    this.gone = new Uint8Array(cap);
    this.fallen = new Uint8Array(cap);
    this.mounted = new Uint8Array(cap);
    this.canRemount = new Uint8Array(cap);
    this.loaded = new Uint8Array(cap);
    this.outOfAmmo = new Uint8Array(cap);
    this.activated = new Uint8Array(cap);
    this.attacked = new Uint8Array(cap);
    this.spent = new Uint8Array(cap);
    this.volleyed = new Uint8Array(cap);
    this.reloadDone = new Uint8Array(cap);
    this.fightVs = new Int16Array(cap);
    this.fightMod = new Int8Array(cap);
    this.trailX = new Float64Array(cap);
    this.trailY = new Float64Array(cap);
    this.superiors = new Int16Array(cap);
  }

  /** Leaders and NCOs by index (static per setup): side s holds superiors[supStart[s] .. supStart[s + 1]). */
  superiors: Int16Array;
  supStart = new Int32Array(3);

  /** Load the two squads' static facts (once per setup; cheap enough to redo per game). */
  loadSquads(squads: readonly [Squad, Squad], radius: number, startLoaded: boolean, thresholds: [number, number]): void {
    let i = 0;
    for (let s = 0; s < 2; s++) {
      const sq = squads[s];
      this.nStart[s] = sq.models.length;
      this.listPoints[s] = sq.points;
      this.russian[s] = sq.nation === 'Russia' ? 1 : 0;
      this.threshold[s] = thresholds[s];
      for (const m of sq.models) {
        const p = m.profile;
        this.side[i] = s;
        this.q[i] = p.q;
        this.c[i] = p.c;
        this.r[i] = radius;
        this.firearm[i] = firearmCode(p.weapons);
        let bits = 0;
        for (const rule of p.rules) bits |= ruleBit(rule);
        this.rules[i] = bits;
        this.points[i] = p.points;
        this.isLeader[i] = bits & B_LEADER ? 1 : 0;
        this.isNco[i] = bits & B_NCO ? 1 : 0;
        this.names[i] = m.name;
        i++;
      }
      if (s === 0) this.n0 = i;
    }
    this.n = i;
    let k = 0;
    for (let s = 0; s < 2; s++) {
      this.supStart[s] = k;
      for (let j = this.first(s), e = this.end(s); j < e; j++) if (this.isLeader[j] || this.isNco[j]) this.superiors[k++] = j;
    }
    this.supStart[2] = k;
    this.reset(startLoaded);
  }

  /** Per-game reset of everything dynamic. */
  reset(startLoaded: boolean): void {
    const n = this.n;
    for (let i = 0; i < n; i++) {
      this.onTable[i] = 1;
      this.gone[i] = GONE_NO;
      this.fallen[i] = 0;
      this.mounted[i] = this.rules[i] & B_MOUNTED ? 1 : 0;
      this.canRemount[i] = 0;
      // SDS 3.8 / A4: all models start loaded
      this.loaded[i] = startLoaded && this.firearm[i] !== F_NONE ? 1 : 0;
      this.outOfAmmo[i] = 0;
      this.activated[i] = 0;
      this.attacked[i] = 0;
      this.spent[i] = 0;
      this.volleyed[i] = 0;
      this.reloadDone[i] = 0;
      this.fightVs[i] = -1;
      this.fightMod[i] = 0;
    }
    for (let s = 0; s < 2; s++) {
      this.nOn[s] = this.end(s) - this.first(s);
      this.holder[s] = -1;
      let c = 0;
      for (let i = this.first(s), e = this.end(s); i < e; i++) if (this.isLeader[i] || this.isNco[i]) c++;
      this.nCmd[s] = c;
      this.losses[s] = 0;
      this.lostPoints[s] = 0;
      this.leaderLostDone[s] = 0;
      this.flagLostDone[s] = 0;
      this.thresholdDone[s] = 0;
      this.officersLost[s] = 0;
      this.flagsCaptured[s] = 0;
      this.shots[s] = 0;
      this.kills[s] = 0;
      this.moraleTests[s] = 0;
      this.groupChargesShort[s] = 0;
      this.routed[s] = 0;
      let carrier = -1;
      for (let i = this.first(s); i < this.end(s); i++)
        if (this.rules[i] & B_FLAG) {
          carrier = i;
          break;
        }
      this.flagCarrier[s] = carrier;
      this.flagState[s] = carrier >= 0 ? FLAG_CARRIED : FLAG_NONE;
    }
    this.switchRider = -1;
    this.turn = 0;
    this.active = 0;
    this.over = false;
    this.winner = null;
    this.reason = '';
  }

  first(s: number): number {
    return s === 0 ? 0 : this.n0;
  }
  end(s: number): number {
    return s === 0 ? this.n0 : this.n;
  }
  countOnTable(s: number): number {
    return this.nOn[s];
  }
  commanderPresent(s: number): boolean {
    return this.nCmd[s] > 0;
  }
  /** Keep the per-side counters in step when model i leaves the table. */
  noteRemoved(i: number): void {
    const s = this.side[i];
    this.nOn[s]--;
    if (this.isLeader[i] || this.isNco[i]) this.nCmd[s]--;
  }
  /** The squad's Leader on the table (the first one), or -1. */
  leaderOf(s: number): number {
    for (let i = this.first(s), e = this.end(s); i < e; i++) if (this.onTable[i] && this.isLeader[i]) return i;
    return -1;
  }
}
