/**
 * STAND-IN COMBAT: the placeholder rules P1–P9 of spec §5. They are NOT AlG dcde rules; they
 * exist so games run end to end, and every win rate an alg run reports measures them (the
 * ruleset's caveat says so in every report). Replace this module, not the turn engine, when the
 * full rulebook's action list (p. 12) and weapon table (p. 34) are available.
 *
 *   P1 move 1 PA · P2 charge 1 PA · P3 shoot 1 PA: d10 ≤ Ti, −1 beyond half range, −2 target in
 *   cover or prone; pistol 4 um, arquebus and musket 20 um; then unloaded · P4 reload pistol 1,
 *   long arm 2 PA · P5 melee 1 PA: both roll d10 ≤ Mi at once · P6 wound on d10 ≤ 2·CA ·
 *   P7 flee 1 PA: each enemy in contact strikes once first · P8 prone 0 PA, standing up 1 PA.
 */
import type { CombatRules } from './model.js';
import { M_HITS, S_MI, S_MOV, S_TI } from '../../state.js';
import type { Game } from '../../game.js';
import { wound } from '../casualties.js';
import { checkDefeat } from '../steadfastness.js';
import { onMeleeHit, onShotHit } from '../morale.js';
import { moveToward } from '../movement.js';

/** What every output about games played with these rules must say (Ruleset.caveat, replay tables). */
export const STANDIN_CAVEAT =
  'Win rates measure the STAND-IN combat (spec §5 placeholders), not AlG ' + "dcde's own combat rules, which the condensed text does not give.";

const D10 = 10;
/** P3 ranges in um by weapon (none, pistol, arquebus, musket). */
const RANGE = [0, 4, 20, 20];
/** P4 reload PA by weapon. */
const RELOAD = [0, 1, 2, 2];
const LONG_RANGE_MALUS = 1;
const COVER_MALUS = 2;
/** Most figures one volley or melee can involve (two full squads). */
const MAX_PAIRS = 128;

function d10(g: Game): number {
  return g.dice.int(D10) + 1;
}

/** P6: a hit wounds on d10 ≤ 2·CA (CA5 always, CA1 20%). */
function wounds(g: Game, j: number): boolean {
  return d10(g) <= 2 * g.ca(j);
}

function edge(g: Game, i: number, j: number): number {
  const st = g.state;
  return g.dist(i, j) - st.radius[i] - st.radius[j];
}

export class StandinCombat implements CombatRules<Game> {
  readonly name = 'standin';
  readonly moveCost = 1;
  readonly chargeCost = 1;
  readonly shootCost = 1;
  readonly meleeCost = 1;
  readonly fleeCost = 1;
  readonly standUpCost = 1;
  // per-game scratch of one resolution: shooter/attacker, target, hit, wounded
  private readonly from = new Int32Array(MAX_PAIRS);
  private readonly to = new Int32Array(MAX_PAIRS);
  private readonly hit = new Uint8Array(MAX_PAIRS);
  private readonly hurt = new Uint8Array(MAX_PAIRS);
  private n = 0;

  reloadCost(g: Game, u: number): number {
    const st = g.state;
    let c = 0;
    for (let i = g.lo(u), end = g.hi(u); i < end; i++) if (g.active(i) && st.weapon[i] && !st.loaded[i]) c = Math.max(c, RELOAD[st.weapon[i]]);
    return c;
  }

  canShoot(g: Game, i: number, j: number): boolean {
    const st = g.state;
    return g.active(i) && g.active(j) && st.loaded[i] === 1 && st.prone[i] === 0 && edge(g, i, j) <= RANGE[st.weapon[i]] && !g.inMelee(i) && !g.inMelee(j);
  }

  /** Nearest figure of v that i may shoot, or −1. */
  private targetOf(g: Game, i: number, v: number): number {
    let best = -1;
    let bd = Infinity;
    for (let j = g.lo(v), end = g.hi(v); j < end; j++) {
      if (!this.canShoot(g, i, j)) continue;
      const d = g.dist(i, j);
      if (d < bd) {
        bd = d;
        best = j;
      }
    }
    return best;
  }

  private addShots(g: Game, u: number, v: number): void {
    for (let i = g.lo(u); i < g.hi(u) && this.n < MAX_PAIRS; i++) {
      const j = this.targetOf(g, i, v);
      if (j < 0) continue;
      this.from[this.n] = i;
      this.to[this.n] = j;
      this.n++;
    }
  }

  volley(g: Game, u: number, v: number, shootBack: boolean): void {
    const st = g.state;
    this.n = 0;
    this.addShots(g, u, v);
    const first = this.n;
    if (shootBack) this.addShots(g, v, u);
    // ALG-3.6: return fire is simultaneous: every die is rolled before any wound takes effect
    for (let k = 0; k < this.n; k++) {
      const i = this.from[k];
      const j = this.to[k];
      let need = g.stat(i, S_TI);
      if (edge(g, i, j) > RANGE[st.weapon[i]] / 2) need -= LONG_RANGE_MALUS;
      if (st.prone[j] || g.inCover(j)) need -= COVER_MALUS;
      this.hit[k] = d10(g) <= need ? 1 : 0;
      this.hurt[k] = this.hit[k] && wounds(g, j) ? 1 : 0;
      st.loaded[i] = 0;
      if (this.hit[k]) g.stat1(st.side[i], M_HITS);
      if (g.log)
        g.event(
          `  ${g.label[i]} shoots ` +
            `${g.label[j]}${k >= first ? ' (shooting back)' : ''}: ` +
            `${this.hit[k] ? (this.hurt[k] ? 'hit and wounds' : 'hit, no wound') : 'misses'}`,
        );
    }
    this.apply(g, true);
  }

  /**
   * Wounds first, then the hit-triggered morale tests (M2 shooting, M3 melee) of those still
   * standing. The wounds of one exchange land together (ALG-3.6 simultaneous): the defeat check
   * (ALG-4.3) follows the last of them, so both armies broken by it is a draw.
   */
  private apply(g: Game, shooting: boolean): void {
    const st = g.state;
    const n = this.n;
    st.holdDefeat = 1;
    for (let k = 0; k < n; k++) if (this.hurt[k]) wound(g, this.to[k]);
    st.holdDefeat = 0;
    checkDefeat(g);
    for (let k = 0; k < n; k++) {
      if (!this.hit[k] || st.over) continue;
      if (shooting && g.cfg.testPerVolley && this.hitBefore(k)) continue;
      if (shooting) onShotHit(g, this.to[k]);
      else onMeleeHit(g, this.to[k]);
    }
  }

  /** shotMoraleTests=perVolley: an earlier shot of this volley already hit the same figure. */
  private hitBefore(k: number): boolean {
    for (let m = 0; m < k; m++) if (this.hit[m] && this.to[m] === this.to[k]) return true;
    return false;
  }

  /** The enemy in contact with i that its blow goes to: the first in figure order. */
  private foe(g: Game, i: number): number {
    const st = g.state;
    const e = 1 - st.side[i];
    for (let j = st.sideFig[e]; j < st.sideFig[e + 1]; j++) if (g.active(j) && g.inContact(i, j)) return j;
    return -1;
  }

  melee(g: Game, u: number): void {
    this.n = 0;
    for (let i = g.lo(u); i < g.hi(u) && this.n + 1 < MAX_PAIRS; i++) {
      if (!g.active(i)) continue;
      const j = this.foe(g, i);
      if (j < 0) continue;
      // P5: both fighters roll at the same time; several attackers on one figure each roll (G-A3);
      // the defender strikes back, with meleeExchange=reaction only if its unit reacted (g.scratch.fightsBack)
      const k = this.n;
      this.pair(g, i, j);
      const back = !g.cfg.meleeByReaction || g.scratch.fightsBack[g.state.unitOf[j]] === 1;
      if (back) this.pair(g, j, i);
      if (g.log)
        g.event(
          `  ${g.label[i]} fights ${g.label[j]}: ` +
            `${this.hit[k] ? 'hits' : 'misses'}, ` +
            `${back ? (this.hit[k + 1] ? 'is hit' : 'is not hit') : 'no blow back'}`,
        );
    }
    this.apply(g, false);
  }

  private pair(g: Game, i: number, j: number): void {
    const k = this.n++;
    this.from[k] = i;
    this.to[k] = j;
    this.hit[k] = d10(g) <= g.stat(i, S_MI) ? 1 : 0;
    this.hurt[k] = this.hit[k] && wounds(g, j) ? 1 : 0;
  }

  flee(g: Game, u: number): void {
    const st = g.state;
    this.n = 0;
    // P7: every enemy in contact gets one free blow first
    for (let i = g.lo(u); i < g.hi(u); i++) {
      if (!g.active(i)) continue;
      const e = 1 - st.side[i];
      for (let j = st.sideFig[e]; j < st.sideFig[e + 1] && this.n < MAX_PAIRS; j++) if (g.active(j) && g.inContact(i, j)) this.pair(g, j, i);
    }
    if (g.log) g.event(`  ${g.uName[u]} flees the melee (${this.n} free blow${this.n === 1 ? '' : 's'})`);
    this.apply(g, false);
    for (let i = g.lo(u); i < g.hi(u); i++) {
      if (!g.active(i)) continue;
      const j = this.foe(g, i);
      if (j < 0) continue;
      // straight away from the enemy, Mov um
      const dx = st.x[i] - st.x[j];
      const dy = st.y[i] - st.y[j];
      const d = Math.hypot(dx, dy) || 1;
      const mv = g.stat(i, S_MOV);
      moveToward(g, i, st.x[i] + (dx / d) * mv, st.y[i] + (dy / d) * mv, 0, mv, -1, true);
    }
  }
}
