/**
 * One SfG battle in progress, in four parts: the State (state.ts, declared with kit/state.ts; the
 * units, divisions and objectives are views over it), the Config (the options `cfg`, the setup's
 * units and divisions, the table generated for the game), the Scratch (`work`, rules/scratch.ts:
 * buffers and caches, rebuildable; the policies' own in `policyScratch`) and the decision channel
 * (`decision`, the seated policies, the option buffer `opts`, the dice and AI streams, the log). Built once per setup (prepareSfg) and
 * reset for every game; the rules in this folder read and write it.
 */
import type { Dice } from '../kit/dice.js';
import type { GameLog } from '../types.js';
import { OptionBuffer, SfgDecision, type SfgPolicy } from './decisions.js';
import { askPolicyIndex } from '../kit/decision.js';
import type { SfgConfig } from './options.js';
import type { SfgSetup } from './data/setup.js';
import {
  ARTILLERY,
  CAVALRY,
  Division,
  INFANTRY,
  IN_PLAY,
  NO_WINNER,
  OBJECTIVES,
  Objective,
  REASONS,
  type Reason,
  sfgState,
  type SfgState,
  Unit,
} from './state.js';
import { rectDist, rectInside, rectsOverlap, sweptOverlap, type Rect, type Sweep, norm } from '../kit/facingRect.js';
import { STANDARD_COMMAND_VALUE } from './constants.js';
import { Scratch } from './rules/scratch.js';
import { PolicyScratch } from './policies/scratch.js';
import { TerrainMap } from './table/terrain.js';

export const METRIC_NAMES = [
  'basesLost',
  'brigadesLost',
  'batteriesLost',
  'objectivesHeld',
  'gameScore2',
  'commandTests',
  'commandFailures',
  'divisionOrders',
  'charges',
  'meleesWon',
  'firingActions',
  'hitsInflicted',
] as const;
export const M_BASES_LOST = 0;
export const M_BRIGADES_LOST = 1;
export const M_BATTERIES_LOST = 2;
export const M_OBJECTIVES = 3;
export const M_SCORE2 = 4;
export const M_TESTS = 5;
export const M_FAILURES = 6;
export const M_DIVISION_ORDERS = 7;
export const M_CHARGES = 8;
export const M_MELEES_WON = 9;
export const M_FIRING = 10;
export const M_HITS = 11;

export type SfgGamePolicy = SfgPolicy<Game>;

// bench phases (Game.timing)
export const PHASE_OTHER = 0;
export const PHASE_TURN_START = 1;
export const PHASE_OPTIONS = 2;
const PHASE_POLICY = 3;
export const PHASE_FIRE = 4;
export const PHASE_CHARGE = 5;
export const PHASE_END_TURN = 6;
export const PHASE_DEPLOY = 7;
const PHASE_NAMES = [
  'turn loop and moves',
  'arrivals, generals, initiative (SFG-3.1–3.4)',
  'order options: move and charge candidates (SFG-4, 5)',
  'policy decisions (§15)',
  'fire (SFG-6)',
  'charges and melee (SFG-7, 8)',
  'objectives (SFG-10.5)',
  'objectives and deployment (SFG-10.3–10.4)',
];

/**
 * How near an enemy a unit may end any move but a charge on that enemy (UM): contact is only by
 * charge (SFG-7), and only with the unit charged.
 */
export const CONTACT_GAP = 0.05;

/** Margin on the circumcircle bound of moveClear (UM). */
const CLEAR_SLACK = 1e-6;

/** Half the length of r's projection on the unit axis (ax, ay). */
function halfProjection(r: Rect, ax: number, ay: number): number {
  return r.hw * Math.abs(r.fy * ax - r.fx * ay) + r.hd * Math.abs(r.fx * ax + r.fy * ay);
}

export class Game {
  /** The rules state (state.ts): everything a position is; Unit, Division and Objective are views over it. */
  readonly st: SfgState;
  readonly units: Unit[] = [];
  readonly divisions: Division[] = [];
  readonly objectives: Objective[] = [];
  /** §12.7: the table's terrain (generated per game; empty on the open table); it does not change during a game. */
  readonly terrain: TerrainMap;
  readonly sideNames: [string, string];
  readonly sideUnits: [number[], number[]] = [[], []];
  readonly opts = new OptionBuffer();
  /** The state's per-side and turn arrays (allocated with it, never replaced). */
  readonly metrics: Int32Array;
  readonly activation: Int32Array;
  readonly corpsX: Float64Array;
  readonly corpsY: Float64Array;
  dice!: Dice;
  ai!: Dice;
  log: GameLog | undefined;
  /** The decision point: what is being asked, and the seated policies' hints. */
  readonly decision = new SfgDecision();
  private seated: [SfgGamePolicy, SfgGamePolicy] = [null as unknown as SfgGamePolicy, null as unknown as SfgGamePolicy];
  /** Per-phase timers in ms for the bench (off unless set; index = PHASE_*). */
  timing: Float64Array | null = null;
  /** The names of those phases: the bench reaches the game only through the Ruleset contract. */
  readonly phaseNames: readonly string[] = PHASE_NAMES;
  private phase = 0;
  private phaseT0 = 0;
  /** Scratch: the buffers and caches the rules work in, rebuildable from the state (never shared between games). */
  readonly work = new Scratch();
  /** The policies' buffers and caches (policies/scratch.ts), which the rules never read. */
  readonly policyScratch = new PolicyScratch<Game>();

  /** `terrain`: a forward-model copy shares the real game's table. */
  constructor(
    readonly setup: SfgSetup,
    readonly cfg: SfgConfig,
    terrain = new TerrainMap(),
  ) {
    this.terrain = terrain;
    this.sideNames = [setup.sides[0].name, setup.sides[1].name];
    let nUnits = 0;
    let nDivisions = 0;
    for (const side of setup.sides)
      for (const ds of side.divisions) {
        nDivisions++;
        nUnits += ds.brigades.length + ds.batteries.length;
      }
    this.st = sfgState.create({ unit: nUnits, division: nDivisions });
    this.metrics = this.st.metrics;
    this.activation = this.st.activation;
    this.corpsX = this.st.corpsX;
    this.corpsY = this.st.corpsY;
    for (let s = 0; s < 2; s++) {
      for (const ds of setup.sides[s].divisions) {
        const d = new Division(this.st, this.divisions.length);
        d.name = ds.name;
        d.side = s;
        d.rating = ds.rating;
        d.value = cfg.generalValues[ds.rating] ?? STANDARD_COMMAND_VALUE;
        d.scheduledTurn = ds.scheduledTurn;
        for (const b of ds.brigades) {
          const u = this.newUnit(s, d, b.name, b.cavalry ? CAVALRY : INFANTRY, b.points);
          u.quality = b.quality;
          u.breech = b.breechLoaders;
          u.n0 = b.bases;
          u.startFormation = b.formation;
          u.startMounted = b.mounted;
          u.startDisordered = b.disordered;
        }
        for (const t of ds.batteries) {
          const u = this.newUnit(s, d, t.name, ARTILLERY, t.points);
          u.gun = t.gun;
          u.n0 = 1;
          u.quality = 1; // G23: batteries count as regular
        }
        this.divisions.push(d);
      }
    }
    for (let k = 0; k < OBJECTIVES; k++) this.objectives.push(new Objective(this.st, k));
    this.reset();
  }

  private newUnit(side: number, d: Division, name: string, arm: number, points: number): Unit {
    const u = new Unit(this.st, this.units.length, this.sideVer);
    u.name = name;
    u.side = side;
    u.div = d.idx;
    u.arm = arm;
    u.points = points;
    this.units.push(u);
    this.sideUnits[side].push(u.idx);
    d.units.push(u.idx);
    return u;
  }

  /** A fresh game: the declared state reset, then each unit and division at its setup's start. */
  reset(): void {
    sfgState.reset(this.st);
    for (const u of this.units) u.start();
    for (const d of this.divisions) d.start();
    for (const o of this.objectives) o.load();
  }

  /** Copies the whole rules state of `o` (same setup, same table) into this game, and rebuilds the footprints. */
  copyFrom(o: Game): void {
    sfgState.copy(this.st, o.st);
    for (const u of this.units) {
      u.load();
      u.updateShape();
    }
    for (const d of this.divisions) d.load();
    for (const o of this.objectives) o.load();
  }

  get turn(): number {
    return this.st.turn;
  }
  set turn(v: number) {
    this.st.turn = v;
  }
  get over(): boolean {
    return this.st.over === 1;
  }
  set over(v: boolean) {
    this.st.over = v ? 1 : 0;
  }
  get winner(): 0 | 1 | null {
    const w = this.st.winner;
    return w === NO_WINNER ? null : (w as 0 | 1);
  }
  set winner(w: 0 | 1 | null) {
    this.st.winner = w === null ? NO_WINNER : w;
  }
  get reason(): Reason {
    return REASONS[this.st.reason];
  }
  set reason(r: Reason) {
    this.st.reason = REASONS.indexOf(r);
  }
  get activeDiv(): number {
    return this.st.activeDiv;
  }
  set activeDiv(v: number) {
    this.st.activeDiv = v;
  }
  /** The active division's orders are over (SFG-3.5 a–d). */
  get windowOver(): boolean {
    return this.st.windowOver === 1;
  }
  set windowOver(v: boolean) {
    this.st.windowOver = v ? 1 : 0;
  }
  get nActivation(): number {
    return this.st.nActivation;
  }
  set nActivation(v: number) {
    this.st.nActivation = v;
  }
  get actIndex(): number {
    return this.st.actIndex;
  }
  set actIndex(v: number) {
    this.st.actIndex = v;
  }

  /** The two sides' policies; seating them reads their hints (SfgDecision.seat). */
  get policies(): [SfgGamePolicy, SfgGamePolicy] {
    return this.seated;
  }
  set policies(p: [SfgGamePolicy, SfgGamePolicy]) {
    this.seated = p;
    this.decision.seat(p);
  }

  /**
   * Asks side's policy about the options in `opts` (SFG §15) through the kit's decision point;
   * returns the chosen index. An answer that is not one of the options offered is the policy's
   * fault, not the game's: the battle stops there rather than play on a stale option. (A
   * lazyMoves policy's takePending may shorten the buffer to its answer, so the answer is
   * checked against both lengths.)
   */
  ask(side: number, kind: number): number {
    const buf = this.opts;
    const p = this.seated[side];
    const prev = this.enter(PHASE_POLICY);
    const c = askPolicyIndex(this.decision, p, this, kind, side, -1, buf.codes(), buf.n, this.ai);
    this.leave(prev);
    if (c >= buf.n) throw new Error(`sfg: policy '${p.name}' chose option ${c} of ${buf.n}`);
    return c;
  }

  /** Bench timing: start the clock of a game (time between games is not charged). */
  startClock(): void {
    this.phase = PHASE_OTHER;
    this.phaseT0 = performance.now();
  }

  /** Bench timing: charge the time so far to the current phase and switch to `p`; returns the previous phase. */
  enter(p: number): number {
    if (!this.timing) return 0;
    const now = performance.now();
    this.timing[this.phase] += now - this.phaseT0;
    this.phaseT0 = now;
    const prev = this.phase;
    this.phase = p;
    return prev;
  }

  leave(prev: number): void {
    if (!this.timing) return;
    const now = performance.now();
    this.timing[this.phase] += now - this.phaseT0;
    this.phaseT0 = now;
    this.phase = prev;
  }

  stat(side: number, m: number, by = 1): void {
    this.metrics[m * 2 + side] += by;
  }

  /** Facing of a side's troops at deployment: A looks up the table (+y), B down. */
  forward(side: number): number {
    return side === 0 ? 1 : -1;
  }

  /**
   * Nearest active enemy footprint distance from rectangle r of `side` (Infinity when none); the
   * earliest such enemy goes to nearestIdx. `hint` (optional) is an enemy likely to be nearest:
   * measured first, it prunes the others sooner without changing the result (ties go to the
   * lower index, as in a plain scan).
   */
  nearestEnemyDist(side: number, r: Rect, hint = -1): number {
    this.nearestEnemy(side, r, hint);
    return this.nearestDist;
  }

  /**
   * nearestEnemyDist answering with the enemy's index (−1 when none), its distance in
   * nearestDist: a hot caller reads the number from the game rather than as a result (a call
   * that does not inline boxes a returned number).
   */
  nearestEnemy(side: number, r: Rect, hint = -1): number {
    return r instanceof Unit && r.side === side ? this.nearestEnemyOf(r, hint) : this.scanNearest(side, r, hint);
  }

  /**
   * The sides' change counters (Unit.ver, touch): the caches of nearestEnemy and focus (Scratch)
   * stand while they have not moved.
   */
  readonly sideVer = new Int32Array(2);

  private nearestEnemyOf(u: Unit, hint: number): number {
    const i = u.idx;
    const sv = this.sideVer[1 - u.side];
    const w = this.work;
    if (w.ownNearSet[i] === 1 && w.ownNearVer[i] === u.ver && w.ownNearSideVer[i] === sv) {
      this.nearestIdx = w.ownNearIdx[i];
      this.nearestDist = w.ownNearDist[i];
      return this.nearestIdx;
    }
    const e = this.scanNearest(u.side, u, hint);
    w.ownNearSet[i] = 1;
    w.ownNearVer[i] = u.ver;
    w.ownNearSideVer[i] = sv;
    w.ownNearIdx[i] = e;
    w.ownNearDist[i] = this.nearestDist;
    return e;
  }

  /** nearestEnemy by a scan of the enemies (no cache). */
  private scanNearest(side: number, r: Rect, hint: number): number {
    let best = Infinity;
    let bi = -1;
    const list = this.sideUnits[1 - side];
    // no hint: the enemy whose centre is nearest is the likely nearest footprint
    if (hint < 0) {
      let c = Infinity;
      for (let k = 0; k < list.length; k++) {
        const e = this.units[list[k]];
        if (!e.active) continue;
        const dx = e.cx - r.cx;
        const dy = e.cy - r.cy;
        if (dx * dx + dy * dy < c) {
          c = dx * dx + dy * dy;
          hint = e.idx;
        }
      }
    }
    if (hint >= 0 && this.units[hint].active) {
      best = rectDist(r, this.units[hint]);
      bi = hint;
    }
    const rr0 = Math.sqrt(r.hw * r.hw + r.hd * r.hd);
    for (let k = 0; k < list.length; k++) {
      const e = this.units[list[k]];
      if (!e.active || e.idx === hint) continue;
      // centre distance minus both circumradii bounds the footprint distance from below
      const dx = e.cx - r.cx;
      const dy = e.cy - r.cy;
      if (best !== Infinity) {
        const lim = best + e.cr + rr0;
        if (dx * dx + dy * dy > lim * lim) continue;
        // the gap between the projections on r's own axes bounds the distance from below too
        if (Math.abs(dx * r.fx + dy * r.fy) - r.hd - halfProjection(e, r.fx, r.fy) > best + 1e-9) continue;
        if (Math.abs(dx * r.fy - dy * r.fx) - r.hw - halfProjection(e, r.fy, -r.fx) > best + 1e-9) continue;
      }
      const d = rectDist(r, e);
      if (d < best || (d === best && e.idx < bi)) {
        best = d;
        bi = e.idx;
      }
    }
    this.nearestIdx = bi;
    this.nearestDist = best;
    return bi;
  }

  /**
   * Does an active enemy footprint come nearer than `lim` to rectangle r of `side`? The answer of
   * nearestEnemyDist(side, r, hint) < lim, sooner: the hint first, the first such enemy ends
   * the search, and enemies the bounds put beyond lim (with a margin far above rounding) are
   * never measured.
   */
  enemyNearer(side: number, r: Rect, lim: number, hint: number): boolean {
    if (hint >= 0 && this.units[hint].active && rectDist(r, this.units[hint]) < lim) return true;
    const list = this.sideUnits[1 - side];
    const rr0 = Math.sqrt(r.hw * r.hw + r.hd * r.hd);
    const far = lim + 1e-9;
    for (let k = 0; k < list.length; k++) {
      const e = this.units[list[k]];
      if (!e.active || e.idx === hint) continue;
      const dx = e.cx - r.cx;
      const dy = e.cy - r.cy;
      const bound = far + e.cr + rr0;
      if (dx * dx + dy * dy > bound * bound) continue;
      if (Math.abs(dx * r.fx + dy * r.fy) - r.hd - halfProjection(e, r.fx, r.fy) > far) continue;
      if (Math.abs(dx * r.fy - dy * r.fx) - r.hw - halfProjection(e, r.fy, -r.fx) > far) continue;
      if (rectDist(r, e) < lim) return true;
    }
    return false;
  }

  /** Index of the enemy found by the last nearestEnemyDist call (−1 when none), and its distance. */
  nearestIdx = -1;
  nearestDist = Infinity;

  /**
   * While focused, canStand, canPass and enemyWithin look only at the units whose footprint
   * comes within r of (x, y): exact for rectangles inside that disc, and much cheaper when one
   * unit's candidate moves test dozens of positions.
   */
  focus(x: number, y: number, r: number): void {
    // the list stands while no unit has changed or gone since it was made for the same disc
    const w = this.work;
    const f = w.focusKey;
    if (w.focusMade === 1 && f[0] === x && f[1] === y && f[2] === r && f[3] === this.sideVer[0] && f[4] === this.sideVer[1]) {
      w.nNear = w.focusN;
      return;
    }
    let n = 0;
    for (let i = 0; i < this.units.length; i++) {
      const o = this.units[i];
      if (norm(o.cx - x, o.cy - y) - o.cr <= r) w.nearList[n++] = i;
    }
    w.nNear = n;
    w.focusN = n;
    w.focusMade = 1;
    f[0] = x;
    f[1] = y;
    f[2] = r;
    f[3] = this.sideVer[0];
    f[4] = this.sideVer[1];
  }

  unfocus(): void {
    this.work.nNear = -1;
  }

  /** Does rectangle r of `side` touch or come within `gap` of an active enemy? */
  enemyWithin(side: number, r: Rect, gap: number): boolean {
    const focused = this.work.nNear >= 0;
    const list = focused ? this.work.nearList : this.sideUnits[1 - side];
    const n = focused ? this.work.nNear : list.length;
    const b = this.work.box3;
    b.cx = r.cx;
    b.cy = r.cy;
    b.fx = r.fx;
    b.fy = r.fy;
    b.hw = r.hw + gap;
    b.hd = r.hd + gap;
    for (let k = 0; k < n; k++) {
      const e = this.units[list[k]];
      if (!e.active || e.side === side) continue;
      if (Math.abs(e.cx - b.cx) > e.hw + e.hd + b.hw + b.hd || Math.abs(e.cy - b.cy) > e.hw + e.hd + b.hw + b.hd) continue;
      if (rectsOverlap(b, e)) return true;
    }
    return false;
  }

  /** The nearest active enemy unit to a point, by footprint distance (−1 when none). */
  nearestEnemyTo(side: number, x: number, y: number): number {
    let best = Infinity;
    let bi = -1;
    const list = this.sideUnits[1 - side];
    for (let k = 0; k < list.length; k++) {
      const e = this.units[list[k]];
      if (!e.active) continue;
      const d = norm(e.cx - x, e.cy - y) - Math.min(e.hw, e.hd);
      if (d < best) {
        best = d;
        bi = e.idx;
      }
    }
    return bi;
  }

  /**
   * May unit u stand at rectangle r? Inside the table and overlapping no other active unit
   * (`ignore` is one unit allowed to touch, e.g. a charge target). SFG-5.7: never end overlapping.
   */
  canStand(u: Unit, r: Rect, ignore = -1): boolean {
    if (!rectInside(r, this.cfg.tableW, this.cfg.tableD)) return false;
    const us = this.units;
    const nearList = this.work.nearList;
    const focused = this.work.nNear >= 0;
    const n = focused ? this.work.nNear : us.length;
    for (let k = 0; k < n; k++) {
      const i = focused ? nearList[k] : k;
      const o = us[i];
      if (o === u || i === ignore || o.removed !== IN_PLAY || !o.onTable) continue;
      if (Math.abs(o.cx - r.cx) > o.hw + o.hd + r.hw + r.hd || Math.abs(o.cy - r.cy) > o.hw + o.hd + r.hw + r.hd) continue;
      if (rectsOverlap(o, r)) return false;
    }
    return true;
  }

  /**
   * SFG-5.7: may u pass over the ground r sweeps voluntarily? Only batteries and disordered
   * friends; never enemies (`ignore`: a charge's target, which the charge ends touching).
   */
  canPass(u: Unit, r: Sweep, ignore = -1): boolean {
    const us = this.units;
    const nearList = this.work.nearList;
    const focused = this.work.nNear >= 0;
    const n = focused ? this.work.nNear : us.length;
    for (let k = 0; k < n; k++) {
      const i = focused ? nearList[k] : k;
      const o = us[i];
      if (o === u || i === ignore || o.removed !== IN_PLAY || !o.onTable) continue;
      if (o.side === u.side && (o.disordered || o.arm === ARTILLERY)) continue;
      if (Math.abs(o.cx - r.cx) > o.hw + o.hd + r.hw + r.hd + Math.abs(r.ex) || Math.abs(o.cy - r.cy) > o.hw + o.hd + r.hw + r.hd + Math.abs(r.ey)) continue;
      if (sweptOverlap(r, o)) return false;
    }
    return true;
  }

  /**
   * May u stand at `end` (canStand, `ignore` aside) and get there from where it stands now? SFG-5.7
   * / §12.6.4: no unit u may not pass through (SFG-5.7: any but batteries and disordered friends)
   * overlaps the hull of u's footprint now and at the end; in one pass over the units (the hull
   * holds the end, so such a unit is tested against the hull alone). `gap` > 0: nor does the end
   * come within `gap` of an active enemy but `ignore`.
   */
  canReach(u: Unit, end: Rect, ignore: number, gap = 0): boolean {
    if (!rectInside(end, this.cfg.tableW, this.cfg.tableD)) return false;
    const near = this.work.box3;
    near.cx = end.cx;
    near.cy = end.cy;
    near.fx = end.fx;
    near.fy = end.fy;
    near.hw = end.hw + gap;
    near.hd = end.hd + gap;
    const us = this.units;
    const nearList = this.work.nearList;
    const focused = this.work.nNear >= 0;
    const n = focused ? this.work.nNear : us.length;
    // the hull lies within r of the segment between the two centres (r: the larger circumradius)
    const re = end.hw + end.hd;
    const r = Math.max(u.cr, Math.sqrt(end.hw * end.hw + end.hd * end.hd)) + gap + CLEAR_SLACK;
    const sx = end.cx - u.cx;
    const sy = end.cy - u.cy;
    const s2 = sx * sx + sy * sy;
    // the hull is worked out for the first unit near the way, if any
    const hull = this.work.hull;
    let made = false;
    for (let k = 0; k < n; k++) {
      const i = focused ? nearList[k] : k;
      const o = us[i];
      if (o === u || i === ignore || o.removed !== IN_PLAY || !o.onTable) continue;
      if (o.side === u.side && (o.disordered || o.arm === ARTILLERY)) {
        const ro = o.hw + o.hd;
        if (Math.abs(o.cx - end.cx) > ro + re || Math.abs(o.cy - end.cy) > ro + re) continue;
        if (rectsOverlap(o, end)) return false;
        continue;
      }
      const qx = o.cx - u.cx;
      const qy = o.cy - u.cy;
      let t = s2 > 0 ? (qx * sx + qy * sy) / s2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const dx = qx - t * sx;
      const dy = qy - t * sy;
      const lim = r + o.cr;
      if (dx * dx + dy * dy >= lim * lim) continue;
      // standing where it ends (or near an enemy there) is the commonest block, and the cheapest to see
      if (rectsOverlap(o, end)) return false;
      if (gap > 0 && o.side !== u.side && o.active && rectsOverlap(o, near)) return false;
      if (!made) {
        hull.set(u, end);
        made = true;
      }
      if (hull.overlaps(o)) return false;
    }
    return true;
  }

  /**
   * A candidate move's footing (moves.ts): canStand(u, end), no active enemy within `gap` of end
   * (enemyWithin) and canPass(u, path) over the whole ground the move sweeps, in one pass over the
   * focused units: the same answer as the three calls (the path holds the end, so a unit u may
   * not pass is tested against the path and, an enemy, the gap alone).
   */
  moveClear(u: Unit, end: Rect, path: Sweep, gap: number): boolean {
    if (this.work.nNear < 0) return this.canStand(u, end) && !this.enemyWithin(u.side, end, gap) && this.canPass(u, path);
    if (!rectInside(end, this.cfg.tableW, this.cfg.tableD)) return false;
    const b = this.work.box3;
    b.cx = end.cx;
    b.cy = end.cy;
    b.fx = end.fx;
    b.fy = end.fy;
    b.hw = end.hw + gap;
    b.hd = end.hd + gap;
    // rectangles whose circumcircles are apart cannot overlap (a margin far above rounding); the
    // swept ground lies within its half-way rectangle's circumcircle widened by half the move
    const rEnd = Math.sqrt(end.hw * end.hw + end.hd * end.hd) + CLEAR_SLACK;
    const rB = Math.sqrt(b.hw * b.hw + b.hd * b.hd) + CLEAR_SLACK;
    const rPath = Math.sqrt(path.hw * path.hw + path.hd * path.hd) + Math.sqrt(path.ex * path.ex + path.ey * path.ey) + CLEAR_SLACK;
    const us = this.units;
    const nearList = this.work.nearList;
    const nNear = this.work.nNear;
    for (let k = 0; k < nNear; k++) {
      const o = us[nearList[k]];
      if (o === u || o.removed !== IN_PLAY || !o.onTable) continue;
      let dx = o.cx - end.cx;
      let dy = o.cy - end.cy;
      let lim: number;
      if (o.side === u.side && (o.disordered || o.arm === ARTILLERY)) {
        lim = o.cr + rEnd;
        if (dx * dx + dy * dy < lim * lim && rectsOverlap(o, end)) return false;
        continue;
      }
      if (o.side !== u.side) {
        lim = o.cr + rB;
        if (dx * dx + dy * dy < lim * lim && rectsOverlap(b, o)) return false;
      }
      dx = o.cx - path.cx;
      dy = o.cy - path.cy;
      lim = o.cr + rPath;
      if (dx * dx + dy * dy < lim * lim && sweptOverlap(path, o)) return false;
    }
    return true;
  }

  /** Units of a side still in play (on or off the table). */
  inPlay(side: number): number {
    let n = 0;
    for (const i of this.sideUnits[side]) if (this.units[i].removed === IN_PLAY) n++;
    return n;
  }

  event(text: string): void {
    if (this.log) this.log.event(text);
  }

  label(u: Unit): string {
    return `${u.side === 0 ? 'A' : 'B'}:${u.name}`;
  }

  divLabel(d: Division): string {
    return `${d.side === 0 ? 'A' : 'B'}:${d.name}`;
  }
}
