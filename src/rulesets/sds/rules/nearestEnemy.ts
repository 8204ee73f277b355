/**
 * Each model's distance to the nearest enemy, for the heuristic policies' activation order.
 * The enemies on the table are gathered once per pickActivation (positions do not change
 * during it). Most activations move no enemy, so each model's answer is remembered with its
 * own position and the enemy layout it was computed from (the epoch changes whenever the
 * gathered layout differs from the previous one): a pure-function memo, so every policy of a
 * game may share it. One per enemy side on the Game (g.scratch.nearest), sized once per prepared
 * setup: policies are made afresh for every game and would otherwise allocate it each time.
 */
import type { SdsState } from '../state.js';
import { CONTACT_EPS } from '../table/geom.js';
import { sideEnd, sideStart } from '../state.js';

export class NearestEnemies {
  private readonly enemyX: Float64Array;
  private readonly enemyY: Float64Array;
  private readonly enemyR: Float64Array;
  private nEnemies = -1;
  private epoch = 0;
  private readonly memoX: Float64Array;
  private readonly memoY: Float64Array;
  private readonly memoR: Float64Array;
  private readonly memoEpoch: Float64Array;
  private readonly memoD: Float64Array;
  private readonly memoEng: Uint8Array;
  /** Set by dist2: the model touches an enemy (base contact within CONTACT_EPS). */
  engaged = false;

  constructor(cap: number) {
    this.enemyX = new Float64Array(cap);
    this.enemyY = new Float64Array(cap);
    this.enemyR = new Float64Array(cap);
    this.memoX = new Float64Array(cap);
    this.memoY = new Float64Array(cap);
    this.memoR = new Float64Array(cap);
    this.memoEpoch = new Float64Array(cap).fill(-1);
    this.memoD = new Float64Array(cap);
    this.memoEng = new Uint8Array(cap);
  }

  /** Gathers the enemies of side e on the table. */
  gather(s: SdsState, e: number): void {
    const { enemyX, enemyY, enemyR } = this;
    let k = 0;
    let same = true;
    for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
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
  dist2(s: SdsState, i: number): number {
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
