/**
 * Heuristic AlG players: one scoring rule per decision, tuned by a style. `aggressive` closes
 * and fights (charges, counter-charges, melee first); `cautious` shoots from cover, reloads,
 * charges only shaken enemies and goes prone under fire. Ties go to the first option, so the
 * heuristics never use the AI stream.
 */
import type { Dice } from '../../kit/dice.js';
import {
  A_ADVANCE,
  A_CHARGE,
  A_COVER,
  A_FALL_BACK,
  A_FLEE,
  A_MELEE,
  A_PASS,
  A_RALLY,
  A_REJOIN,
  A_RELOAD,
  A_ROUT,
  A_SHOOT,
  A_STAND,
  A_STOP,
  A_WAIT,
  K_ACTION,
  K_DEPLOY,
  K_IMPULSE,
  K_NON_ACTIVATED,
  K_ORDER,
  K_REACT_CHARGE,
  K_REACT_MELEE,
  K_REACT_SHOT,
  NONE,
  R_COUNTER,
  R_FIGHT,
  R_NONE,
  R_PRONE,
  R_SHOOT_BACK,
  actionKind,
  actionTarget,
  type AlgPolicy,
} from '../decisions.js';
import { HERO } from '../constants.js';
import { S_MOV } from '../state.js';
import type { Game } from '../game.js';
import { mayChargeAt, mayShootAt } from '../rules/actions.js';
import type { Weights } from './weights.js';

export interface Style {
  name: string;
  description: string;
  aggressive: boolean;
  weights: Weights;
}

/** Edge distance from unit u's nearest active member to unit v's nearest one (Infinity if none). */
export function unitGap(g: Game, u: number, v: number): number {
  let best = Infinity;
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) {
    if (!g.active(i)) continue;
    for (let j = g.state.uFirst[v]; j < g.state.uEnd[v]; j++) {
      if (!g.active(j)) continue;
      const d = g.dist(i, j) - g.state.radius[i] - g.state.radius[j];
      if (d < best) best = d;
    }
  }
  return best;
}

function inMelee(g: Game, u: number): boolean {
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.active(i) && g.inMelee(i)) return true;
  return false;
}

function inCover(g: Game, u: number): boolean {
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.active(i) && !g.inCover(i)) return false;
  return true;
}

/** Some member of u holds a loaded weapon. */
function loaded(g: Game, u: number): boolean {
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.active(i) && g.state.loaded[i]) return true;
  return false;
}

export class HeuristicPolicy implements AlgPolicy {
  readonly name: string;
  readonly description: string;
  private readonly aggressive: boolean;
  private readonly w: Weights;

  constructor(style: Style) {
    this.name = style.name;
    this.description = style.description;
    this.aggressive = style.aggressive;
    this.w = style.weights;
  }

  /** How badly unit u wants a die (and to act early). */
  urgency(g: Game, u: number): number {
    if (!g.unitOnTable(u)) return g.unitAlive(u) ? 3 + (g.state.turn === 1 ? 2 : 0) : -1;
    if (inMelee(g, u)) return 6;
    if (g.unitShaken(u)) return 2;
    const e = 1 - g.state.uSide[u];
    let best = 1;
    for (let v = g.state.sideUnit[e]; v < g.state.sideUnit[e + 1]; v++) {
      if (!g.unitOnTable(v)) continue;
      if (mayShootAt(g, g.combat, u, v)) best = Math.max(best, 5);
      if (this.aggressive && mayChargeAt(g, u, v)) best = Math.max(best, 5);
    }
    return best + g.living(u) / 100;
  }

  decide(g: Game, kind: number, options: ArrayLike<number>, _ai: Dice): number {
    let bi = 0;
    let bv = -Infinity;
    for (let k = 0; k < options.length; k++) {
      const v = this.score(g, kind, options[k]);
      if (v > bv) {
        bv = v;
        bi = k;
      }
    }
    return bi;
  }

  score(g: Game, kind: number, code: number): number {
    switch (kind) {
      case K_ORDER:
      case K_IMPULSE:
        return code === NONE ? -2 : this.urgency(g, code);
      case K_DEPLOY:
        return code === NONE ? -1e9 : this.markerValue(g, code);
      case K_REACT_SHOT:
        return code === R_SHOOT_BACK ? 3 : code === R_PRONE ? this.w.prone : 1;
      case K_REACT_CHARGE:
        return code === R_COUNTER ? this.w.counterCharge : code === R_NONE ? 1 : 0;
      case K_REACT_MELEE:
        // a blow not struck back is a blow taken for nothing: both styles fight
        return code === R_FIGHT ? 2 : 1;
      case K_ACTION:
      case K_NON_ACTIVATED:
        return this.actionValue(g, g.decision.actor, code);
      default:
        return 0;
    }
  }

  /** Aggressive: the marker nearest the enemy; cautious: in or near cover, far from the enemy. */
  private markerValue(g: Game, m: number): number {
    const e = 1 - g.state.markerSide[m];
    let near = Infinity;
    for (let j = g.state.sideFig[e]; j < g.state.sideFig[e + 1]; j++)
      if (g.active(j)) near = Math.min(near, Math.hypot(g.state.x[j] - g.state.markerX[m], g.state.y[j] - g.state.markerY[m]));
    // nobody on the table yet: the enemy's edge stands in for the enemy
    if (near === Infinity) near = Math.abs(g.edgeY(e) - g.state.markerY[m]);
    const cover = g.pointInCover(g.state.markerX[m], g.state.markerY[m]) ? 10 : 0;
    return this.aggressive ? -near : cover + near / 10;
  }

  private actionValue(g: Game, u: number, code: number): number {
    const a = actionKind(code);
    const v = actionTarget(code);
    const agg = this.aggressive;
    const w = this.w;
    switch (a) {
      case A_MELEE:
        return w.melee;
      case A_SHOOT:
        return w.shoot + (g.state.cls[g.state.uFirst[v]] === HERO ? 0.5 : 0) - unitGap(g, u, v) / 100;
      case A_CHARGE:
        return (g.unitShaken(v) ? w.shakenCharge : w.charge) - unitGap(g, u, v) / 100;
      case A_RELOAD:
        return w.reload;
      case A_RALLY:
        return 8;
      case A_STAND:
        return 7;
      case A_ROUT:
        return 1;
      case A_REJOIN:
        return 5;
      case A_FLEE:
        return w.flee;
      case A_COVER:
        return inCover(g, u) ? w.coverInCover : w.cover;
      case A_ADVANCE: {
        const gap = unitGap(g, u, v);
        if (agg) return w.advance - gap / 100;
        // cautious: close in only to get a loaded weapon into range, and never into charge reach
        let mov = 0;
        for (let j = g.state.uFirst[v]; j < g.state.uEnd[v]; j++) if (g.active(j)) mov = Math.max(mov, g.stat(j, S_MOV));
        return loaded(g, u) && gap > mov * 2 ? w.advance - gap / 100 : 0.05;
      }
      case A_FALL_BACK:
        return 0.02;
      case A_WAIT:
        return 0.1;
      case A_STOP:
        return 0.15;
      case A_PASS:
        return 0.12;
      default:
        return 0;
    }
  }
}
