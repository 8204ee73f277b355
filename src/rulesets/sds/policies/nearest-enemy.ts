/**
 * Each model's distance to the nearest enemy, for the heuristic policies' activation order
 * (one per policy instance). The enemies on the table are gathered once per pickActivation
 * (positions do not change during it). Most activations move no enemy, so each model's answer
 * is remembered with its own position and the enemy layout it was computed from (the epoch
 * changes whenever the gathered layout differs from the previous one): a pure-function memo.
 */
import type { Game } from '../game.js';
import { CONTACT_EPS } from '../rules/geom.js';

export class NearestEnemies {
  private enemyX = new Float64Array(0);
  private enemyY = new Float64Array(0);
  private enemyR = new Float64Array(0);
  private nEnemies = -1;
  private epoch = 0;
  private memoX = new Float64Array(0);
  private memoY = new Float64Array(0);
  private memoR = new Float64Array(0);
  private memoEpoch = new Float64Array(0);
  private memoD = new Float64Array(0);
  private memoEng = new Uint8Array(0);
  /** Set by dist2: the model touches an enemy (base contact within CONTACT_EPS). */
  engaged = false;

  /** Gathers the enemies of side e on the table. */
  gather(g: Game, e: number): void {
    const s = g.st;
    if (this.enemyX.length < s.n) {
      this.enemyX = new Float64Array(s.n);
      this.enemyY = new Float64Array(s.n);
      this.enemyR = new Float64Array(s.n);
      this.nEnemies = -1;
      this.memoX = new Float64Array(s.n);
      this.memoY = new Float64Array(s.n);
      this.memoR = new Float64Array(s.n);
      this.memoEpoch = new Float64Array(s.n).fill(-1);
      this.memoD = new Float64Array(s.n);
      this.memoEng = new Uint8Array(s.n);
    }
    const { enemyX, enemyY, enemyR } = this;
    let k = 0;
    let same = true;
    for (let j = s.first(e), end = s.end(e); j < end; j++) {
      if (!s.onTable[j]) continue;
      const x = s.x[j];
      const y = s.y[j];
      const r = s.r[j];
      if (same && (k >= this.nEnemies || enemyX[k] !== x || enemyY[k] !== y || enemyR[k] !== r)) same = false;
      enemyX[k] = x;
      enemyY[k] = y;
      enemyR[k++] = r;
    }
    if (!same || k !== this.nEnemies) this.epoch++;
    this.nEnemies = k;
  }

  /** Squared centre distance from i to the nearest gathered enemy (1e8 if none); sets `engaged`. */
  dist2(g: Game, i: number): number {
    const s = g.st;
    const x = s.x[i];
    const y = s.y[i];
    const ri = s.r[i];
    if (this.memoEpoch[i] === this.epoch && this.memoX[i] === x && this.memoY[i] === y && this.memoR[i] === ri) {
      this.engaged = this.memoEng[i] === 1;
      return this.memoD[i];
    }
    const { enemyX, enemyY, enemyR } = this;
    let best = 1e8;
    let eng = 0;
    for (let j = 0; j < this.nEnemies; j++) {
      const dx = enemyX[j] - x;
      const dy = enemyY[j] - y;
      const d = dx * dx + dy * dy;
      if (d < best) best = d;
      if (eng === 0) {
        const R = ri + enemyR[j] + CONTACT_EPS;
        if (d <= R * R) eng = 1;
      }
    }
    this.memoEpoch[i] = this.epoch;
    this.memoX[i] = x;
    this.memoY[i] = y;
    this.memoR[i] = ri;
    this.memoD[i] = best;
    this.memoEng[i] = eng;
    this.engaged = eng === 1;
    return best;
  }
}
