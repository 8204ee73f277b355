/**
 * What a squad-wide morale test would cost each side, in expected points (SDS 6.1–6.5), for the
 * lookahead policy. A model that fails a test flees one or two moves (SDS 6.2, 6.3) toward its
 * flag if the flag is on the table, otherwise toward its nearest allowed table edge, and is lost
 * if it reaches the edge; three failures take it off at once. So the Leader, the flag bearer,
 * the model whose loss reaches the threshold (SDS 6.5) and a gruesome kill are worth far more
 * than their points when their friends stand near an edge. Values use the exact binomial odds of
 * the 3-dice test at each model's morale Quality and straight-line flight distances (terrain
 * ignored); computed once per decision, O(models²).
 */
import type { Game } from '../game/game.js';
import { FLAG_CARRIED, FLAG_DROPPED } from '../game/state.js';
import { moraleQ } from '../game/command.js';
import { moveBudget } from '../game/actions.js';
import { successFaces } from '../mechanics/activation.js';

/** A model that flees but stays on the table is out of the fight for a while: this share of its points. */
const DISPLACED = 0.15;

export class MoraleValue {
  /** Expected points lost by model j's side if j takes one morale test. */
  flee = new Float64Array(0);
  /** Extra expected points the side of i loses when i is killed (squad tests it triggers). */
  kill = new Float64Array(0);
  /** Further extra when the kill is gruesome (friends within the radius test). */
  gruesome = new Float64Array(0);
  private squad = new Float64Array(2);

  compute(g: Game): void {
    const s = g.st;
    if (this.flee.length < s.n) {
      this.flee = new Float64Array(s.n);
      this.kill = new Float64Array(s.n);
      this.gruesome = new Float64Array(s.n);
    }
    const W = g.table.width;
    const H = g.table.height;
    for (let side = 0; side < 2; side++) {
      const carrier = s.flagState[side] === FLAG_CARRIED ? s.flagCarrier[side] : -1;
      const flagOn = (carrier >= 0 && s.onTable[carrier] === 1) || s.flagState[side] === FLAG_DROPPED;
      // SDS 6.3: flight to the nearest edge, never the enemy's deployment edge in tournaments
      const excluded = g.o.mode === 'tournament' || g.o.coreFleeEdge === 'ownOrSide' ? s.edge[1 - side] : -1;
      let total = 0;
      for (let j = s.first(side), e = s.end(side); j < e; j++) {
        if (!s.onTable[j]) {
          this.flee[j] = 0;
          continue;
        }
        const p = successFaces(moraleQ(g, j, false)) / 6;
        const f = 1 - p;
        const p1 = 3 * p * p * f;
        const p2 = 3 * p * f * f;
        const p3 = f * f * f;
        let lost = p3;
        if (!flagOn || j === carrier) {
          const x = s.x[j];
          const y = s.y[j];
          let d = Infinity;
          if (excluded !== 0 && y < d) d = y;
          if (excluded !== 1 && W - x < d) d = W - x;
          if (excluded !== 2 && H - y < d) d = H - y;
          if (excluded !== 3 && x < d) d = x;
          d -= s.r[j];
          const b = moveBudget(g, j);
          if (d <= b) lost += p1 + p2;
          else if (d <= 2 * b) lost += p2;
        }
        const v = s.points[j] * (lost + DISPLACED * (p1 + p2 - (lost - p3)));
        this.flee[j] = v;
        total += v;
      }
      this.squad[side] = total;
    }
    const R = g.gruesomeRadius;
    for (let i = 0; i < s.n; i++) {
      this.kill[i] = 0;
      this.gruesome[i] = 0;
      if (!s.onTable[i]) continue;
      const side = s.side[i];
      const rest = this.squad[side] - this.flee[i];
      let tests = 0;
      if (s.isLeader[i] && !s.leaderLostDone[side] && s.leaderOf(side) === i && !otherLeader(g, side, i)) tests++;
      if (s.flagState[side] === FLAG_CARRIED && s.flagCarrier[side] === i && !s.flagLostDone[side] && g.o.flagLostWhen === 'bearerRemoved') tests++;
      if (!s.thresholdDone[side] && s.losses[side] + 1 >= s.threshold[side]) tests++;
      // a second test in the same cascade finds the squad already thinned: count it half
      this.kill[i] = tests === 0 ? 0 : rest * (1 + 0.5 * (tests - 1));
      let gr = 0;
      for (let j = s.first(side), e = s.end(side); j < e; j++) {
        if (j === i || !s.onTable[j]) continue;
        const dx = s.x[j] - s.x[i];
        const dy = s.y[j] - s.y[i];
        const reach = R + s.r[i] + s.r[j];
        if (dx * dx + dy * dy <= reach * reach) gr += this.flee[j];
      }
      this.gruesome[i] = gr;
    }
  }
}

function otherLeader(g: Game, side: number, i: number): boolean {
  const s = g.st;
  for (let j = s.first(side), e = s.end(side); j < e; j++) if (j !== i && s.onTable[j] && s.isLeader[j]) return true;
  return false;
}
