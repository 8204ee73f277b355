/**
 * The game state of one AlG dcde skirmish: figures and activation units (an autonomous
 * character, or a squad) as typed arrays built once per setup and reset per game, so a game
 * allocates nothing and the search policy can save and restore it (kit `FieldSnapshot`).
 * Side 0 enters from the bottom edge (y = 0), side 1 from the top (y = depth).
 */
import type { Dice } from '../kit/dice.js';
import type { DecisionPoint } from '../kit/decision.js';
import type { GameLog, Policy } from '../types.js';
import { CLASS_VALUE, FOOT_RADIUS, MOUNTED_RADIUS, SHIELD_CA, ZOC_PER_RADIUS } from './constants.js';
import { readAlgConfig, type AlgConfig } from './options.js';
import type { AlgSetup, CharacterSpec, StatLine } from './setup.js';
import type { CombatRules } from './combat/model.js';

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

const STAT = 5; // mo, ti, mi, ca, mov
export const S_MO = 0;
export const S_TI = 1;
export const S_MI = 2;
export const S_CA = 3;
export const S_MOV = 4;

function putLine(a: Int32Array, i: number, s: StatLine): void {
  a[i * STAT] = s.mo;
  a[i * STAT + 1] = s.ti;
  a[i * STAT + 2] = s.mi;
  a[i * STAT + 3] = s.ca;
  a[i * STAT + 4] = s.mov;
}

export class Game implements DecisionPoint {
  readonly cfg: AlgConfig;
  readonly n: number;
  readonly nUnits: number;
  readonly W: number;
  readonly D: number;
  // --- figures, static ---
  readonly side: Uint8Array;
  readonly cls: Uint8Array;
  readonly value: Int32Array;
  readonly unitOf: Int32Array;
  readonly role: Uint8Array;
  readonly radius: Float64Array;
  readonly zoc: Float64Array;
  readonly weapon: Uint8Array;
  readonly shield: Uint8Array;
  /** Healthy and wounded stat lines, STAT values per figure. */
  readonly healthy: Int32Array;
  readonly woundedLine: Int32Array;
  readonly label: string[];
  // --- figures, per game ---
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly onTable: Uint8Array;
  readonly out: Uint8Array;
  readonly wounds: Uint8Array;
  readonly loaded: Uint8Array;
  readonly shaken: Uint8Array;
  readonly prone: Uint8Array;
  /** ALG-4.3 idempotent accounting: the value this figure has taken off its side's steadfastness. */
  readonly lossApplied: Int32Array;
  // --- units, static ---
  readonly uSide: Uint8Array;
  readonly uSquad: Uint8Array;
  readonly uFirst: Int32Array;
  readonly uEnd: Int32Array;
  readonly uOfficer: Int32Array;
  readonly uLeader: Int32Array;
  readonly uBearer: Int32Array;
  readonly uName: string[];
  /** Units of each side: side s owns units [sideUnit[s], sideUnit[s + 1]). */
  readonly sideUnit: Int32Array;
  readonly sideFig: Int32Array;
  // --- units, per game ---
  readonly die: Int8Array;
  readonly pa: Int8Array;
  /** Squad shaken and routing (ALG-4.4 C4–C6). */
  readonly routing: Uint8Array;
  readonly flagLost: Uint8Array;
  /** M4 fired (the squad reached half losses). */
  readonly halfReached: Uint8Array;
  /** ALG-3.5: the unit used its non-activated action. */
  readonly nonActDone: Uint8Array;
  /** G-A25: the unit made its one rout move this turn (routMoves=oneMove). */
  readonly routMoved: Uint8Array;
  /** ALG-4.4 C4–C6 / routRally: the routing squad took its rally test this turn. */
  readonly routRallied: Uint8Array;
  /** Scratch of one melee (ALG-3.6 / meleeExchange): the units whose figures strike back. */
  readonly fightsBack: Uint8Array;
  // --- sides ---
  readonly steadStart = new Int32Array(2);
  readonly stead = new Int32Array(2);
  /** Event markers per side (table coordinates), consumed when a unit enters at one. */
  readonly markerX: Float64Array;
  readonly markerY: Float64Array;
  readonly markerR: Float64Array;
  readonly markerSide: Uint8Array;
  readonly markerUsed: Uint8Array;
  readonly cover: Float64Array;
  readonly nCover: number;
  // --- turn ---
  turn = 0;
  initiative = 0;
  /** ALG-3.5: the one squad member acting alone in the non-activated phase (−1: whole units act). */
  only = -1;
  /** ALG-3.4: current PA slot (0 outside the actions phase). */
  slot = 0;
  over = false;
  /** ALG-4.3 / 3.6: set while the blows of one simultaneous exchange land; the defeat check waits for all of them. */
  holdDefeat = false;
  winner: 0 | 1 | null = null;
  reason = '';
  readonly metrics = new Int32Array(METRIC_NAMES.length * 2);
  /** Valid dice per side this turn, highest first. */
  readonly pool: Int8Array[];
  readonly poolN = new Int32Array(2);
  // --- services (set by play) ---
  dice!: Dice;
  ai!: Dice;
  log: GameLog | undefined;
  policies!: readonly [Policy<Game>, Policy<Game>];
  /** The combat rules in force (the `combat` option; set by play.prepareAlg). */
  combat!: CombatRules<Game>;
  /** Decision scratch: option codes, and views of each length handed to policies (no allocation). */
  readonly codes: Int32Array;
  readonly views: Int32Array[];
  nOpts = 0;
  /** ALG-3.2: the die being placed (K_ORDER). */
  curDie = 0;
  /** Current decision (for policies): kind, deciding side, acting unit (posed by kit askPolicy). */
  decision = 0;
  actor = -1;
  player = 0;
  /** The game's decision point (kit/decision.ts): posing sets the three fields above; options are views of `codes`. */
  readonly gameId = 'alg';
  /** Per-game geometry scratch (nearest cover point). */
  readonly tmp = new Float64Array(4);

  constructor(readonly setup: AlgSetup) {
    this.cfg = readAlgConfig(setup.options);
    this.W = this.cfg.tableW;
    this.D = this.cfg.tableD;
    const figs: { c: CharacterSpec; side: number; unit: number }[] = [];
    const units: { side: number; squad: boolean; name: string; first: number; end: number }[] = [];
    this.sideUnit = new Int32Array(3);
    this.sideFig = new Int32Array(3);
    for (let s = 0; s < 2; s++) {
      const f = setup.sides[s];
      this.sideUnit[s] = units.length;
      this.sideFig[s] = figs.length;
      for (const c of f.characters) {
        units.push({ side: s, squad: false, name: c.name, first: figs.length, end: figs.length + 1 });
        figs.push({ c, side: s, unit: units.length - 1 });
      }
      for (const q of f.squads) {
        const first = figs.length;
        for (const c of q.members) figs.push({ c, side: s, unit: units.length });
        units.push({ side: s, squad: true, name: q.name, first, end: figs.length });
      }
    }
    this.sideUnit[2] = units.length;
    this.sideFig[2] = figs.length;
    const n = (this.n = figs.length);
    const m = (this.nUnits = units.length);
    this.side = new Uint8Array(n);
    this.cls = new Uint8Array(n);
    this.value = new Int32Array(n);
    this.unitOf = new Int32Array(n);
    this.role = new Uint8Array(n);
    this.radius = new Float64Array(n);
    this.zoc = new Float64Array(n);
    this.weapon = new Uint8Array(n);
    this.shield = new Uint8Array(n);
    this.healthy = new Int32Array(n * STAT);
    this.woundedLine = new Int32Array(n * STAT);
    this.label = [];
    figs.forEach(({ c, side, unit }, i) => {
      this.side[i] = side;
      this.cls[i] = c.cls;
      this.value[i] = CLASS_VALUE[c.cls];
      this.unitOf[i] = unit;
      this.role[i] = c.role;
      this.radius[i] = c.mounted ? MOUNTED_RADIUS : FOOT_RADIUS;
      this.zoc[i] = ZOC_PER_RADIUS * this.radius[i];
      this.weapon[i] = c.weapon;
      this.shield[i] = c.shield ? 1 : 0;
      putLine(this.healthy, i, c.healthy);
      // G-A4: without a wounded line, Mo/Ti/Mi drop by defaultWoundedPenalty (never below 1/0)
      const p = this.cfg.defaultWoundedPenalty;
      putLine(
        this.woundedLine,
        i,
        c.wounded ?? {
          mo: Math.max(1, c.healthy.mo - p),
          ti: Math.max(0, c.healthy.ti - p),
          mi: Math.max(0, c.healthy.mi - p),
          ca: c.healthy.ca,
          mov: c.healthy.mov,
        },
      );
      this.label.push(c.name);
    });
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.onTable = new Uint8Array(n);
    this.out = new Uint8Array(n);
    this.wounds = new Uint8Array(n);
    this.loaded = new Uint8Array(n);
    this.shaken = new Uint8Array(n);
    this.prone = new Uint8Array(n);
    this.lossApplied = new Int32Array(n);
    this.uSide = new Uint8Array(m);
    this.uSquad = new Uint8Array(m);
    this.uFirst = new Int32Array(m);
    this.uEnd = new Int32Array(m);
    this.uOfficer = new Int32Array(m).fill(-1);
    this.uLeader = new Int32Array(m).fill(-1);
    this.uBearer = new Int32Array(m).fill(-1);
    this.uName = [];
    units.forEach((u, k) => {
      this.uSide[k] = u.side;
      this.uSquad[k] = u.squad ? 1 : 0;
      this.uFirst[k] = u.first;
      this.uEnd[k] = u.end;
      this.uName.push(u.name);
      for (let i = u.first; i < u.end; i++) {
        if (this.role[i] === R_OFFICER) this.uOfficer[k] = i;
        if (this.role[i] === R_LEADER) this.uLeader[k] = i;
        if (this.role[i] === R_BEARER) this.uBearer[k] = i;
      }
    });
    this.die = new Int8Array(m);
    this.pa = new Int8Array(m);
    this.routing = new Uint8Array(m);
    this.flagLost = new Uint8Array(m);
    this.halfReached = new Uint8Array(m);
    this.nonActDone = new Uint8Array(m);
    this.routMoved = new Uint8Array(m);
    this.routRallied = new Uint8Array(m);
    this.fightsBack = new Uint8Array(m);
    // G-A14: event markers from the scenario, else (or with deploymentPoints=ownEdge) one per unit on the own edge
    const mx: number[] = [];
    const my: number[] = [];
    const mr: number[] = [];
    const ms: number[] = [];
    for (let s = 0; s < 2; s++) {
      const f = setup.sides[s];
      let list = f.markers;
      const nu = this.sideUnit[s + 1] - this.sideUnit[s];
      if (list.length === 0 || this.cfg.ownEdgeOnly) list = Array.from({ length: nu }, (_, k) => ({ x: (this.W * (k + 1)) / (nu + 1), depth: 1, r: 2 }));
      for (const mk of list) {
        mx.push(s === 0 ? mk.x : this.W - mk.x);
        my.push(s === 0 ? mk.depth : this.D - mk.depth);
        mr.push(mk.r);
        ms.push(s);
      }
    }
    this.markerX = Float64Array.from(mx);
    this.markerY = Float64Array.from(my);
    this.markerR = Float64Array.from(mr);
    this.markerSide = Uint8Array.from(ms);
    this.markerUsed = new Uint8Array(mx.length);
    this.nCover = setup.cover.length;
    this.cover = new Float64Array(4 * this.nCover);
    setup.cover.forEach((r, k) => this.cover.set([r.x, r.y, r.x + r.w, r.y + r.h], 4 * k));
    this.pool = [new Int8Array(m + n), new Int8Array(m + n)];
    const maxOpts = 16 + 16 * m + this.markerX.length;
    this.codes = new Int32Array(maxOpts);
    this.views = Array.from({ length: maxOpts + 1 }, (_, k) => this.codes.subarray(0, k));
  }

  /** Back to the start of a game: everything off the table, weapons loaded, steadfastness full. */
  reset(): void {
    this.x.fill(0);
    this.y.fill(0);
    this.onTable.fill(0);
    this.out.fill(0);
    this.wounds.fill(0);
    for (let i = 0; i < this.n; i++) this.loaded[i] = this.weapon[i] > 0 ? 1 : 0;
    this.shaken.fill(0);
    this.prone.fill(0);
    this.lossApplied.fill(0);
    this.die.fill(0);
    this.pa.fill(0);
    this.routing.fill(0);
    this.flagLost.fill(0);
    this.halfReached.fill(0);
    this.nonActDone.fill(0);
    this.routMoved.fill(0);
    this.routRallied.fill(0);
    this.markerUsed.fill(0);
    this.metrics.fill(0);
    this.poolN.fill(0);
    for (let s = 0; s < 2; s++) {
      // ALG-4.3: the army's value times the stakes' fraction, rounded up
      const [num, den] = this.cfg.stakesFraction[this.setup.sides[s].stakes];
      this.steadStart[s] = Math.ceil((this.setup.sides[s].value * num) / den);
      this.stead[s] = this.steadStart[s];
    }
    this.turn = 0;
    this.initiative = 0;
    this.slot = 0;
    this.only = -1;
    this.over = false;
    this.holdDefeat = false;
    this.winner = null;
    this.reason = '';
    this.log = undefined;
  }

  pose(kind: number, side: number, actor: number): void {
    this.decision = kind;
    this.player = side;
    this.actor = actor;
  }

  options(_codes: ArrayLike<number>, count: number): ArrayLike<number> {
    return this.views[count];
  }

  // --- derived facts ---

  /** ALG-2.2 / G-A4: the stat line in use (wounded from woundedLineFrom wounds). */
  stat(i: number, k: number): number {
    return this.wounds[i] >= this.cfg.woundedLineFrom ? this.woundedLine[i * STAT + k] : this.healthy[i * STAT + k];
  }

  /** ALG-2.3: armour class with the shield (−1), never below caMin. */
  ca(i: number): number {
    const c = this.stat(i, S_CA) - (this.shield[i] ? SHIELD_CA : 0);
    return c < this.cfg.caMin ? this.cfg.caMin : c;
  }

  /** First and past-the-end figure of unit u that acts now (just `only` while it acts alone). */
  lo(u: number): number {
    return this.only >= 0 && this.unitOf[this.only] === u ? this.only : this.uFirst[u];
  }

  hi(u: number): number {
    return this.only >= 0 && this.unitOf[this.only] === u ? this.only + 1 : this.uEnd[u];
  }

  alive(i: number): boolean {
    return this.out[i] === IN_PLAY;
  }

  /** On the table and in play. */
  active(i: number): boolean {
    return this.out[i] === IN_PLAY && this.onTable[i] === 1;
  }

  /** A unit is shaken: a routing squad, or a shaken autonomous character. */
  unitShaken(u: number): boolean {
    return this.uSquad[u] ? this.routing[u] === 1 : this.shaken[this.uFirst[u]] !== NOT_SHAKEN;
  }

  /** Living members of a unit. */
  living(u: number): number {
    let c = 0;
    for (let i = this.uFirst[u]; i < this.uEnd[u]; i++) if (this.out[i] === IN_PLAY) c++;
    return c;
  }

  unitOnTable(u: number): boolean {
    for (let i = this.uFirst[u]; i < this.uEnd[u]; i++) if (this.out[i] === IN_PLAY && this.onTable[i]) return true;
    return false;
  }

  unitAlive(u: number): boolean {
    return this.living(u) > 0;
  }

  dist(i: number, j: number): number {
    const dx = this.x[i] - this.x[j];
    const dy = this.y[i] - this.y[j];
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** ALG-1.3: bases touch (edge to edge within 1e-6). */
  inContact(i: number, j: number): boolean {
    return this.dist(i, j) <= this.radius[i] + this.radius[j] + 1e-6;
  }

  /** In base contact with a living enemy on the table (in melee). */
  inMelee(i: number): boolean {
    const e = 1 - this.side[i];
    for (let j = this.sideFig[e]; j < this.sideFig[e + 1]; j++) if (this.active(j) && this.inContact(i, j)) return true;
    return false;
  }

  /** G-A15: a figure is in cover when its centre lies in a cover rectangle. */
  inCover(i: number): boolean {
    return this.pointInCover(this.x[i], this.y[i]);
  }

  pointInCover(px: number, py: number): boolean {
    for (let k = 0; k < this.nCover; k++) {
      const b = 4 * k;
      if (px >= this.cover[b] && px <= this.cover[b + 2] && py >= this.cover[b + 1] && py <= this.cover[b + 3]) return true;
    }
    return false;
  }

  /** y of a side's own (entry) edge. */
  edgeY(s: number): number {
    return s === 0 ? 0 : this.D;
  }

  stat1(side: number, metric: number, by = 1): void {
    this.metrics[2 * metric + side] += by;
  }

  event(text: string): void {
    if (this.log) this.log.event(text);
  }

  sideName(s: number): string {
    return this.setup.sides[s].name;
  }
}
