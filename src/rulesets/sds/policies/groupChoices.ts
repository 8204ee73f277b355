/**
 * Which way to give a group order, when the rules offer two (issue 9, competent play): the
 * front rank of a Shoot and Reload volleys or fires one by one (SDS 2.15), and a group move to
 * contact fights model by model or moves the whole line in first (SDS 5.8). Each is judged by
 * the expected harm of the shots or fights (eval.ts), from the positions as they stand.
 */
import type { Game } from '../game.js';
import { F_NONE, sideEnd, sideStart } from '../state.js';
import { legalTargets, moveBudget, shotBonus } from '../rules/actions.js';
import { losOf } from '../table/los.js';
import { reachableEnemy } from '../rules/groupFight.js';
import { trialInContact, trialMark, undoTrial } from '../rules/trial.js';
import { shooterShotMod, targetShotMod } from '../mechanics/combat.js';
import { meleeEV, shotEV, shotTableEV, successDist } from './eval.js';
import { SHOOT_RELOAD_AIM_ACTIONS } from '../constants.js';

/** Worst Quality (the highest number) among grp[0..n): the group roll's (SDS 2.11), less command bonuses. */
function worstQ(g: Game, grp: Int16Array, n: number): number {
  let q = 2;
  for (let k = 0; k < n; k++) if (g.st.q[grp[k]] > q) q = g.st.q[grp[k]];
  return q;
}

/**
 * Might an enemy be within one move of a member of g.scratch.mGroup (reachableEnemy)? A test on the box
 * round the members, grown by the longest move, the largest member base and a millimetre more
 * than reachableEnemy's own margin: false means no member reaches anyone (on the approach, one
 * pass over the enemies instead of one per member).
 */
function enemyWithinReach(g: Game): boolean {
  const s = g.st;
  const scratch = g.scratch;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let grow = 0;
  for (let k = 0; k < scratch.mN; k++) {
    const i = scratch.mGroup[k];
    if (s.x[i] < x0) x0 = s.x[i];
    if (s.x[i] > x1) x1 = s.x[i];
    if (s.y[i] < y0) y0 = s.y[i];
    if (s.y[i] > y1) y1 = s.y[i];
    const reach = moveBudget(g, i) + s.r[i] + 2;
    if (reach > grow) grow = reach;
  }
  const e = 1 - s.side[scratch.mGroup[0]];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const R = grow + s.r[j];
    if (s.x[j] >= x0 - R && s.x[j] <= x1 + R && s.y[j] >= y0 - R && s.y[j] <= y1 + R) return true;
  }
  return false;
}

/** Which way to give a group order: a group roll's success distribution, the members' positions. */
export class GroupChoices {
  /** P(at least `k` successes) for a group roll of `dice` dice at Quality q (given at least one: `given1`). */
  private atLeast(g: Game, q: number, dice: number, k: number, given1: boolean): number {
    const dist = g.policyScratch.groupDist;
    successDist(q, dice, dist);
    let hit = 0;
    let any = 0;
    for (let s = 1; s <= dice; s++) {
      any += dist[s];
      if (s >= k) hit += dist[s];
    }
    if (!given1) return hit;
    return any > 0 ? hit / any : 0;
  }

  /**
   * SDS 2.15 / 2.14: expected harm of the front rank's (g.scratch.sGroup[0..sFront)) one Volley at t,
   * at the worst shooter's modifiers, the target at −1 per extra shooter.
   */
  frontVolley(g: Game, t: number): number {
    const s = g.st;
    let c = 99;
    let band = 99;
    let cover = 0;
    let n = 0;
    for (let k = 0; k < g.scratch.sFront; k++) {
      const i = g.scratch.sGroup[k];
      if (s.firearm[i] === F_NONE || s.outOfAmmo[i]) continue;
      n++;
      if (s.c[i] < c) c = s.c[i];
      const b = shotBonus(g, i, t);
      if (b < band) band = b;
      const cv = losOf(g, i, t, s.fallen[t] === 1);
      if (cv > cover) cover = cv;
    }
    if (n < 2 || band === -Infinity) return 0;
    const fallen = s.fallen[t] === 1;
    return shotTableEV(g, t, shooterShotMod(c, band, cover, fallen, g.cfg.o), targetShotMod(s.c[t], 0, n), fallen);
  }

  /**
   * SDS 2.15: expected harm of the front rank's individual shots, each at its own first target
   * (as rules/groups.ts shootAndReload fires them), aimed when the roll gives 3 actions.
   */
  frontFire(g: Game, dice: number): number {
    const s = g.st;
    const pAim = this.atLeast(g, worstQ(g, g.scratch.sGroup, g.scratch.sN), dice, SHOOT_RELOAD_AIM_ACTIONS, true);
    const coverKept = g.policyScratch.coverKept;
    coverKept.set(g.scratch.cover.subarray(0, s.n));
    let v = 0;
    for (let k = 0; k < g.scratch.sFront; k++) {
      const i = g.scratch.sGroup[k];
      if (s.firearm[i] === F_NONE || s.outOfAmmo[i] || legalTargets(g, i) === 0) continue;
      const t = g.scratch.order[0];
      v += pAim * shotEV(g, i, t, 1, g.scratch.cover[t]) + (1 - pAim) * shotEV(g, i, t, 0, g.scratch.cover[t]);
    }
    g.scratch.cover.set(coverKept.subarray(0, s.n));
    return v;
  }

  /**
   * SDS 5.8: expected harm of the fights when every member of g.scratch.mGroup that can reach an enemy
   * with one move goes into contact first (overlaps counted, SDS 5.3), weighted by the chance
   * the roll leaves an action to fight after the move in (two successes of `dice`); 0 when no
   * enemy would meet two members, since then model by model fights the same fights.
   */
  moveFirst(g: Game, dice: number): number {
    const n = g.scratch.mN;
    if (!enemyWithinReach(g)) return 0;
    const tgt = g.policyScratch.groupTarget;
    let ganged = false;
    for (let k = 0; k < n; k++) {
      const t = reachableEnemy(g, g.scratch.mGroup[k]);
      tgt[k] = t;
      for (let j = 0; j < k && !ganged; j++) if (t >= 0 && tgt[j] === t) ganged = true;
    }
    if (!ganged) return 0;
    // every member in at once, in contact on the line from where it stands (as eval.ts chargeEV)
    const mark = trialMark(g);
    for (let k = 0; k < n; k++) if (tgt[k] >= 0) trialInContact(g, g.scratch.mGroup[k], tgt[k]);
    let v = 0;
    for (let k = 0; k < n; k++) if (tgt[k] >= 0) v += meleeEV(g, g.scratch.mGroup[k], tgt[k], 0, null);
    undoTrial(g, mark);
    return v * this.atLeast(g, worstQ(g, g.scratch.mGroup, n), dice, 2, false);
  }
}
