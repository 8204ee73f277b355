/**
 * Hand-to-hand marks for the group orders (SDS 2.11–2.15 leave out models in base contact with
 * an enemy): g.scratch.eng, engaged() of geom.ts for a whole side at once, with the scans it can skip.
 */
import type { Game } from '../game.js';
import { CONTACT_EPS, engaged } from '../table/geom.js';
import { sideEnd, sideStart } from '../state.js';

/**
 * g.scratch.eng[i] = engaged(s, i) (geom.ts) for the models of one side. A model farther from the box round the enemies on the table than
 * the widest reach of a base contact touches none of them and is not scanned: on the approach
 * and in the firefights before the lines meet, that is every model.
 */
export function markEngaged(g: Game, side: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const e = 1 - side;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let rMax = 0;
  for (let j = sideStart(s, e), je = sideEnd(s, e); j < je; j++) {
    if (!s.onTable[j]) continue;
    const x = s.x[j];
    const y = s.y[j];
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    if (s.r[j] > rMax) rMax = s.r[j];
  }
  // one millimetre more than the reach, so rounding cannot turn a contact into a miss
  const reach = rMax + CONTACT_EPS + 1;
  for (let i = sideStart(s, side), end = sideEnd(s, side); i < end; i++) {
    if (!s.onTable[i]) {
      scratch.eng[i] = 0;
      continue;
    }
    const x = s.x[i];
    const y = s.y[i];
    const ri = s.r[i] + reach;
    scratch.eng[i] = x < x0 - ri || x > x1 + ri || y < y0 - ri || y > y1 + ri || !engaged(s, i) ? 0 : 1;
  }
}

/**
 * g.scratch.eng[j] = engaged(s, j) for the enemies of `side`, once markEngaged(g, side) has run: an enemy
 * can only touch a model of `side` that is engaged, so only those are tested (none before the
 * lines meet), with engaged()'s own arithmetic from the enemy's side.
 */
export function markEnemyEngaged(g: Game, side: number): void {
  const s = g.st;
  const scratch = g.scratch;
  // the engaged models of `side` lie in [first, end): every enemy scan keeps to that span
  let first = sideEnd(s, side);
  let end = sideStart(s, side);
  for (let i = sideStart(s, side), ie = sideEnd(s, side); i < ie; i++) {
    if (scratch.eng[i] === 0) continue;
    if (i < first) first = i;
    end = i + 1;
  }
  for (let j = sideStart(s, 1 - side), je = sideEnd(s, 1 - side); j < je; j++) {
    scratch.eng[j] = 0;
    if (!s.onTable[j]) continue;
    const x = s.x[j];
    const y = s.y[j];
    const r = s.r[j] + CONTACT_EPS;
    for (let i = first; i < end; i++) {
      if (scratch.eng[i] === 0) continue;
      const dx = x - s.x[i];
      const dy = y - s.y[i];
      const R = r + s.r[i];
      if (dx * dx + dy * dy <= R * R) {
        scratch.eng[j] = 1;
        break;
      }
    }
  }
}
