/**
 * SDS 2.15 Shoot and Reload: the two ranks of the group and the exchange of weapons between
 * them. The group (g.scratch.sGroup, g.scratch.sN, built by buildGroups) is put in rank order: the front rank
 * first (g.scratch.sFront models, the ones nearest the enemy), then the rear rank; every rear-rank model
 * touches a front-rank model and stands behind it (at least half a base farther from the nearest
 * enemy), so it can hand its musket forward; a line abreast is one rank, not two. The order
 * itself is in groups.ts.
 */
import type { Game } from '../game.js';
import { touching } from '../table/geom.js';
import { legalTargets } from './actions.js';
import { markEnemyEngaged } from './engagedMarks.js';
import { SHOOT_RELOAD_RANK } from '../constants.js';
import { sideEnd, sideStart } from '../state.js';

/**
 * Split g.scratch.sGroup (n ≥ 2, base-contact connected) into ranks of at most SHOOT_RELOAD_RANK:
 * nearest the enemy in front, the front rank the larger half. Rear models touching no front
 * model are left out. Sets g.scratch.sN = 0 when no rank is wholly loaded (SDS 2.15: "basta che un
 * solo rango le abbia cariche", front or rear) or no front shooter would have a target; fills
 * g.scratch.sVTarget with the targets a front-rank volley may take (SDS 2.14 rules, A40). Within
 * buildGroups, after markEngaged of the group's side; `enemyMarked`: g.scratch.eng of the enemies too.
 */
export function splitRanks(g: Game, enemyMarked: boolean): void {
  const s = g.st;
  const scratch = g.scratch;
  const grp = scratch.sGroup;
  const n = scratch.sN;
  const key = scratch.rankKey;
  const e = 1 - s.side[grp[0]];
  // with no member loaded neither rank can be wholly loaded: no Shoot and Reload, and no one
  // reads the ranks of a group that is not offered, so skip ranking it (the common case after
  // a volley)
  let anyLoaded = false;
  for (let k = 0; k < n && !anyLoaded; k++) anyLoaded = s.loaded[grp[k]] === 1;
  if (!anyLoaded) {
    scratch.sFront = Math.min(SHOOT_RELOAD_RANK, (n + 1) >> 1);
    scratch.sN = 0;
    scratch.sVTargets = 0;
    return;
  }
  for (let k = 0; k < n; k++) {
    const i = grp[k];
    const xi = s.x[i];
    const yi = s.y[i];
    let best = Infinity;
    for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
      if (!s.onTable[j]) continue;
      const dx = s.x[j] - xi;
      const dy = s.y[j] - yi;
      const d = dx * dx + dy * dy;
      if (d < best) best = d;
    }
    key[i] = Math.sqrt(best);
  }
  // nearest the enemy first (insertion sort: ties keep the group's order)
  for (let a = 1; a < n; a++) {
    const v = grp[a];
    let b = a - 1;
    while (b >= 0 && key[grp[b]] > key[v]) {
      grp[b + 1] = grp[b];
      b--;
    }
    grp[b + 1] = v;
  }
  const nf = Math.min(SHOOT_RELOAD_RANK, (n + 1) >> 1);
  let m = nf;
  for (let k = nf; k < n; k++) {
    const i = grp[k];
    // behind a front-rank model it touches: at least half a base farther from the enemy
    let t = false;
    for (let f = 0; f < nf && !t; f++) t = touching(s, i, grp[f]) && key[i] >= key[grp[f]] + s.r[i];
    if (t && m - nf < SHOOT_RELOAD_RANK) grp[m++] = i;
  }
  scratch.sFront = nf;
  scratch.sN = m;
  scratch.sVTargets = 0;
  if (m === nf) {
    scratch.sN = 0;
    return;
  }
  let frontLoaded = true;
  let rearLoaded = true;
  for (let k = 0; k < nf; k++) if (!s.loaded[grp[k]]) frontLoaded = false;
  for (let k = nf; k < m; k++) if (!s.loaded[grp[k]]) rearLoaded = false;
  if (!frontLoaded && !rearLoaded) {
    scratch.sN = 0;
    return;
  }
  // targets of the front rank (range, sight, priority: SDS 4.3), counted per enemy in scratch.mark;
  // the enemies' hand-to-hand (SDS 4.7) marked once for all of them
  if (!enemyMarked) markEnemyEngaged(g, s.side[grp[0]]);
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) scratch.mark[j] = 0;
  let shooters = 0;
  for (let k = 0; k < nf; k++) {
    const c = frontTargets(g, grp[k]);
    if (c > 0) shooters++;
    for (let q = 0; q < c; q++) scratch.mark[scratch.order[q]]++;
  }
  if (shooters === 0) {
    scratch.sN = 0;
    return;
  }
  const need = g.cfg.o.volleyTargetLegalFor === 'all' ? nf : 1;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (nf >= 2 && scratch.mark[j] >= need) scratch.sVTarget[scratch.sVTargets++] = j;
    scratch.mark[j] = 0;
  }
}

/**
 * legalTargets of front-rank model i (the enemies' g.scratch.eng marked), from buildGroups' volley listing
 * when it listed i (nothing has moved since): the same targets into g.scratch.order and the same g.scratch.cover
 * writes, in the same order.
 */
function frontTargets(g: Game, i: number): number {
  const scratch = g.scratch;
  const k = scratch.vListed[i] - 1;
  if (k < 0) return legalTargets(g, i, true);
  const row = k * scratch.vListed.length;
  const n = scratch.vListN[k];
  for (let q = 0; q < n; q++) {
    const j = scratch.vList[row + q];
    scratch.order[q] = j;
    scratch.cover[j] = scratch.vListCover[row + q];
  }
  return n;
}

/**
 * SDS 2.15: hand loaded muskets forward (costs no action): each unloaded front-rank model takes
 * the loaded musket of a touching rear-rank model that has one, which takes the empty one.
 */
export function passForward(g: Game, grp: Int16Array, nf: number, n: number): void {
  const s = g.st;
  for (let f = 0; f < nf; f++) {
    const a = grp[f];
    if (!s.onTable[a] || s.loaded[a]) continue;
    for (let k = nf; k < n; k++) {
      const b = grp[k];
      if (!s.onTable[b] || !s.loaded[b] || !touching(s, a, b)) continue;
      s.loaded[a] = 1;
      s.loaded[b] = 0;
      break;
    }
  }
}
