/**
 * One prepared AlG dcde game, split four ways: Config (what the setup fixes: options resolved,
 * sizes, table, labels), State (the declared rules state, state.ts), Scratch (buffers, nothing
 * that changes a game's course) and the decision channel (kit/decision.ts: what is being decided,
 * read by the policies as g.decision.kind, .side, .actor). Built once per setup and reset per
 * game, so a game allocates nothing. Policies read it; only the rules write.
 */
import type { Dice } from '../kit/dice.js';
import { DecisionChannel } from '../kit/decision.js';
import type { GameLog, Policy } from '../types.js';
import { CLASS_VALUE, FOOT_RADIUS, MOUNTED_RADIUS, SHIELD_CA, ZOC_PER_RADIUS } from './constants.js';
import { readAlgConfig, type AlgConfig } from './options.js';
import type { AlgSetup, CharacterSpec, StatLine } from './setup.js';
import type { CombatRules } from './rules/combat/model.js';
import { algState, IN_PLAY, NOT_SHAKEN, R_BEARER, R_LEADER, R_OFFICER, S_CA, STAT, type AlgState } from './state.js';

function putLine(a: Int32Array, i: number, s: StatLine): void {
  a[i * STAT] = s.mo;
  a[i * STAT + 1] = s.ti;
  a[i * STAT + 2] = s.mi;
  a[i * STAT + 3] = s.ca;
  a[i * STAT + 4] = s.mov;
}

/** Buffers of the rules, rebuildable at any time: nothing here carries from one decision to the next. */
export class AlgScratch {
  /** Decision options being assembled (the first nOpts); the kit copies them to the buffer handed to the policy. */
  readonly codes: Int32Array;
  nOpts = 0;
  /** One melee (ALG-3.6 / meleeExchange): the units whose figures strike back. */
  readonly fightsBack: Uint8Array;
  /** Geometry (nearest cover point). */
  readonly tmp = new Float64Array(4);
  /** One move (movement.ts moveToward): the figures it could come near, the only ones each step tests. */
  readonly nearby: Int32Array;

  constructor(maxOpts: number, nUnits: number, nFigures: number) {
    this.codes = new Int32Array(maxOpts);
    this.fightsBack = new Uint8Array(nUnits);
    this.nearby = new Int32Array(nFigures);
  }
}

export class Game {
  // --- Config ---
  readonly cfg: AlgConfig;
  /** Figures and activation units. */
  readonly n: number;
  readonly nUnits: number;
  readonly W: number;
  readonly D: number;
  readonly nCover: number;
  readonly label: string[];
  readonly uName: string[];

  readonly state: AlgState;
  /** The dice pool of each side (ALG-3.1): views of state.pool. */
  readonly pool: [Int8Array, Int8Array];
  readonly scratch: AlgScratch;

  // --- services (set by play) ---
  dice!: Dice;
  ai!: Dice;
  log: GameLog | undefined;
  policies!: readonly [Policy<Game>, Policy<Game>];
  /** The combat rules in force (the `combat` option; set by play.prepareAlg). */
  combat!: CombatRules<Game>;

  /** The decision being asked (kit/decision.ts), read by the policies: kind, deciding side, acting unit (actor). */
  readonly decision = new DecisionChannel('alg');

  constructor(readonly setup: AlgSetup) {
    this.cfg = readAlgConfig(setup.options);
    this.W = this.cfg.tableW;
    this.D = this.cfg.tableD;
    const figs: { c: CharacterSpec; side: number; unit: number }[] = [];
    const units: { side: number; squad: boolean; name: string; first: number; end: number }[] = [];
    const sideUnit = [0, 0, 0];
    const sideFig = [0, 0, 0];
    for (let s = 0; s < 2; s++) {
      const f = setup.sides[s];
      sideUnit[s] = units.length;
      sideFig[s] = figs.length;
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
    sideUnit[2] = units.length;
    sideFig[2] = figs.length;
    const n = (this.n = figs.length);
    const m = (this.nUnits = units.length);
    // G-A14: event markers from the scenario, else (or with deploymentPoints=ownEdge) one per unit on the own edge
    const markers: { x: number; y: number; r: number; side: number }[] = [];
    for (let s = 0; s < 2; s++) {
      const f = setup.sides[s];
      let list = f.markers;
      const nu = sideUnit[s + 1] - sideUnit[s];
      if (list.length === 0 || this.cfg.ownEdgeOnly) list = Array.from({ length: nu }, (_, k) => ({ x: (this.W * (k + 1)) / (nu + 1), depth: 1, r: 2 }));
      for (const mk of list) markers.push({ x: s === 0 ? mk.x : this.W - mk.x, y: s === 0 ? mk.depth : this.D - mk.depth, r: mk.r, side: s });
    }
    this.nCover = setup.cover.length;
    const st = algState.create({ figure: n, unit: m, sideBound: 3, marker: markers.length, cover: this.nCover, side: 2, die: m + n });
    this.state = st;
    st.sideUnit.set(sideUnit);
    st.sideFig.set(sideFig);
    this.label = [];
    figs.forEach(({ c, side, unit }, i) => {
      st.side[i] = side;
      st.cls[i] = c.cls;
      st.value[i] = CLASS_VALUE[c.cls];
      st.unitOf[i] = unit;
      st.role[i] = c.role;
      st.radius[i] = c.mounted ? MOUNTED_RADIUS : FOOT_RADIUS;
      st.zoc[i] = ZOC_PER_RADIUS * st.radius[i];
      st.weapon[i] = c.weapon;
      st.shield[i] = c.shield ? 1 : 0;
      putLine(st.healthy, i, c.healthy);
      // G-A4: without a wounded line, Mo/Ti/Mi drop by defaultWoundedPenalty (never below 1/0)
      const p = this.cfg.defaultWoundedPenalty;
      putLine(
        st.woundedLine,
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
    st.uOfficer.fill(-1);
    st.uLeader.fill(-1);
    st.uBearer.fill(-1);
    this.uName = [];
    units.forEach((u, k) => {
      st.uSide[k] = u.side;
      st.uSquad[k] = u.squad ? 1 : 0;
      st.uFirst[k] = u.first;
      st.uEnd[k] = u.end;
      this.uName.push(u.name);
      for (let i = u.first; i < u.end; i++) {
        if (st.role[i] === R_OFFICER) st.uOfficer[k] = i;
        if (st.role[i] === R_LEADER) st.uLeader[k] = i;
        if (st.role[i] === R_BEARER) st.uBearer[k] = i;
      }
    });
    markers.forEach((mk, k) => {
      st.markerX[k] = mk.x;
      st.markerY[k] = mk.y;
      st.markerR[k] = mk.r;
      st.markerSide[k] = mk.side;
    });
    setup.cover.forEach((r, k) => st.cover.set([r.x, r.y, r.x + r.w, r.y + r.h], 4 * k));
    for (let s = 0; s < 2; s++) {
      // ALG-4.3: the army's value times the stakes' fraction, rounded up
      const [num, den] = this.cfg.stakesFraction[setup.sides[s].stakes];
      st.steadStart[s] = Math.ceil((setup.sides[s].value * num) / den);
    }
    this.pool = [st.pool.subarray(0, m + n), st.pool.subarray(m + n)];
    this.scratch = new AlgScratch(16 + 16 * m + markers.length, m, n);
    this.reset();
  }

  /** Back to the start of a game: the declared state reset (everything off the table), weapons loaded, steadfastness full. */
  reset(): void {
    const st = this.state;
    algState.reset(st);
    for (let i = 0; i < this.n; i++) st.loaded[i] = st.weapon[i] > 0 ? 1 : 0;
    st.stead.set(st.steadStart);
    this.decision.clear();
    this.log = undefined;
  }

  // --- derived facts ---

  /** ALG-2.2 / G-A4: the stat line in use (wounded from woundedLineFrom wounds). */
  stat(i: number, k: number): number {
    const st = this.state;
    return st.wounds[i] >= this.cfg.woundedLineFrom ? st.woundedLine[i * STAT + k] : st.healthy[i * STAT + k];
  }

  /** ALG-2.3: armour class with the shield (−1), never below caMin. */
  ca(i: number): number {
    const c = this.stat(i, S_CA) - (this.state.shield[i] ? SHIELD_CA : 0);
    return c < this.cfg.caMin ? this.cfg.caMin : c;
  }

  /** First and past-the-end figure of unit u that acts now (just `only` while it acts alone). */
  lo(u: number): number {
    const st = this.state;
    return st.only >= 0 && st.unitOf[st.only] === u ? st.only : st.uFirst[u];
  }

  hi(u: number): number {
    const st = this.state;
    return st.only >= 0 && st.unitOf[st.only] === u ? st.only + 1 : st.uEnd[u];
  }

  alive(i: number): boolean {
    return this.state.out[i] === IN_PLAY;
  }

  /** On the table and in play. */
  active(i: number): boolean {
    const st = this.state;
    return st.out[i] === IN_PLAY && st.onTable[i] === 1;
  }

  /** A unit is shaken: a routing squad, or a shaken autonomous character. */
  unitShaken(u: number): boolean {
    const st = this.state;
    return st.uSquad[u] ? st.routing[u] === 1 : st.shaken[st.uFirst[u]] !== NOT_SHAKEN;
  }

  /** Living members of a unit. */
  living(u: number): number {
    const st = this.state;
    let c = 0;
    for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] === IN_PLAY) c++;
    return c;
  }

  unitOnTable(u: number): boolean {
    const st = this.state;
    for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] === IN_PLAY && st.onTable[i]) return true;
    return false;
  }

  unitAlive(u: number): boolean {
    return this.living(u) > 0;
  }

  dist(i: number, j: number): number {
    const st = this.state;
    const dx = st.x[i] - st.x[j];
    const dy = st.y[i] - st.y[j];
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** ALG-1.3: bases touch (edge to edge within 1e-6). */
  inContact(i: number, j: number): boolean {
    const st = this.state;
    return this.dist(i, j) <= st.radius[i] + st.radius[j] + 1e-6;
  }

  /** In base contact with a living enemy on the table (in melee). */
  inMelee(i: number): boolean {
    const { x, y, radius, out, onTable, sideFig } = this.state;
    const e = 1 - this.state.side[i];
    for (let j = sideFig[e]; j < sideFig[e + 1]; j++) {
      if (out[j] !== IN_PLAY || onTable[j] !== 1) continue;
      const dx = x[i] - x[j];
      const dy = y[i] - y[j];
      // ALG-1.3: bases touch (inContact written out: the policies call this for every figure they weigh)
      if (Math.sqrt(dx * dx + dy * dy) <= radius[i] + radius[j] + 1e-6) return true;
    }
    return false;
  }

  /** G-A15: a figure is in cover when its centre lies in a cover rectangle. */
  inCover(i: number): boolean {
    const st = this.state;
    return this.pointInCover(st.x[i], st.y[i]);
  }

  pointInCover(px: number, py: number): boolean {
    const st = this.state;
    for (let k = 0; k < this.nCover; k++) {
      const b = 4 * k;
      if (px >= st.cover[b] && px <= st.cover[b + 2] && py >= st.cover[b + 1] && py <= st.cover[b + 3]) return true;
    }
    return false;
  }

  /** y of a side's own (entry) edge. */
  edgeY(s: number): number {
    return s === 0 ? 0 : this.D;
  }

  stat1(side: number, metric: number, by = 1): void {
    this.state.metrics[2 * metric + side] += by;
  }

  event(text: string): void {
    if (this.log) this.log.event(text);
  }

  sideName(s: number): string {
    return this.setup.sides[s].name;
  }
}
