import type { OptionBuffer } from '../../types.js';
import {
  ADVANCE,
  DECIDE_ACTIVATE,
  DECIDE_ATTACKER,
  DECIDE_MELEE_TARGET,
  DECIDE_MOVE,
  DECIDE_RECOVER,
  DECIDE_SHOOTER,
  DECIDE_SHOT_TARGET,
  HOLD,
  type IntroPolicy,
  RETREAT,
  STOP,
} from '../decisions.js';
import { canMove, canTakeCombatAction, type IntroGame } from '../game.js';
import { distance2, lineOfSight, OUT_OF_RANGE, rangeBandSquared } from '../table/geometry.js';
import { mayShoot, shotValue } from '../rules/shooting.js';
import { canCounterAttack, mayAttack, meleeReachOf } from '../rules/melee.js';
import { engageOf, nearestEnemy } from '../rules/survey.js';
import { PRONE, WOUNDED } from '../constants.js';

/** How a one-step-greedy player weighs shooting against closing to melee. */
export interface GreedyStyle {
  name: string;
  description: string;
  /** Units with CMB at least this prefer melee to shooting when an enemy is within move + reach. */
  meleeCmb: number;
  /** Attack in melee only when the expected exchange (hit minus counter-attack) is not negative. */
  weighCounterAttack: boolean;
  /** Shooters stay back: hold when an enemy is already within the medium band, fall back when threatened. */
  keepDistance: boolean;
}

function indexOf(options: OptionBuffer, code: number): number {
  for (let k = 0; k < options.length; k++) if (options[k] === code) return k;
  return -1;
}

function dist(st: IntroGame, a: number, b: number): number {
  const state = st.state;
  const dx = state.x[a] - state.x[b];
  const dy = state.y[a] - state.y[b];
  return Math.sqrt(dx * dx + dy * dy);
}

/** Is `u` a melee unit that can strike an enemy this turn (now, or after this turn's move)? */
function wantsMelee(st: IntroGame, u: number, style: GreedyStyle): boolean {
  const state = st.state;
  if (state.cmb[u] < style.meleeCmb) return false;
  const j = nearestEnemy(st, u);
  if (j < 0) return false;
  const d = dist(st, u, j);
  const reach = st.cfg.meleeReach;
  if (d <= reach) return true;
  // a move uses one action, the melee attack the other
  if (!canMove(st, u) || (st.cfg.moveCountsAsAction && state.actions[u] > 0)) return false;
  const move = state.damage[u] === PRONE ? st.cfg.moveCm / 2 : st.cfg.moveCm;
  return d <= reach + move;
}

/**
 * Stop-on-fail ordering: value × p / (1 − p) first maximises the expected value activated.
 * It depends on CMB and ABI alone, so it is tabled once (the same expression, the same numbers).
 */
function activationScore(cmb: number, abi: number): number {
  const p = abi / 6;
  return ((cmb + 1) * p) / (1 - p + 1e-9);
}
const ACTIVATION_SCORE = new Float64Array(64);
for (let c = 0; c < 8; c++) for (let a = 0; a < 8; a++) ACTIVATION_SCORE[c * 8 + a] = activationScore(c, a);

function activationScoreOf(st: IntroGame, u: number): number {
  const state = st.state;
  const c = state.cmb[u];
  const a = state.abi[u];
  return c < 8 && a < 8 ? ACTIVATION_SCORE[c * 8 + a] : activationScore(c, a);
}

/** Expected value of one hit on `t`: its cost spread over the hits it still needs to die. */
function hitWorth(st: IntroGame, t: number, pendingCounts: boolean): number {
  const state = st.state;
  const need = 3 - state.damage[t] - (pendingCounts ? state.pending[t] : 0);
  if (need <= 0) return 0;
  return (state.cost[t] + state.cmb[t]) / need;
}

/** Expected damage worth of attacking `t` in melee with `a`, less the counter-attack's if weighed. */
function meleeScore(st: IntroGame, a: number, t: number, style: GreedyStyle): number {
  const state = st.state;
  const p = state.cmb[a] / 6;
  const gain = p * hitWorth(st, t, false);
  // the counter-attack comes only if the target survives
  const pSurvive = state.damage[t] === WOUNDED ? 1 - p : 1;
  const q = canCounterAttack(st, t) ? state.cmb[t] / 6 : 0;
  const loss = pSurvive * q * hitWorth(st, a, false);
  return gain - (style.weighCounterAttack ? loss : 0);
}

/** DECIDE_ACTIVATE without the option list: the first untried living unit of the best score. */
function pickActivation(st: IntroGame): number {
  const state = st.state;
  const p = st.decision.side;
  let best = STOP;
  let bestScore = -Infinity;
  for (let u = st.sideStart(p), end = st.sideEnd(p); u < end; u++) {
    if (state.alive[u] === 0 || state.tried[u] === 1) continue;
    const score = activationScoreOf(st, u);
    if (score > bestScore) {
      bestScore = score;
      best = u;
    }
  }
  return best;
}

/** DECIDE_ATTACKER without the option list: the first of the highest CMB among those who may attack. */
function pickAttacker(st: IntroGame): number {
  const state = st.state;
  const p = st.decision.side;
  let best = STOP;
  let bestScore = -Infinity;
  for (let u = st.sideStart(p), end = st.sideEnd(p); u < end; u++) {
    if (state.cmb[u] <= bestScore || !mayAttack(st, u)) continue;
    bestScore = state.cmb[u];
    best = u;
  }
  return best;
}

/** DECIDE_MELEE_TARGET without the option list: decide()'s pick among the living enemies in reach. */
function pickMeleeTarget(st: IntroGame, style: GreedyStyle): number {
  const a = st.decision.actor;
  let best = STOP;
  let bestScore = -Infinity;
  for (let k = a * st.n, e = k + meleeReachOf(st, a); k < e; k++) {
    const t = st.scratch.reachList[k];
    if (st.state.alive[t] === 0) continue;
    const score = meleeScore(st, a, t, style);
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return bestScore >= 0 || !style.weighCounterAttack ? best : STOP;
}

/**
 * DECIDE_SHOOTER without the option list: the unit decide() would pick (the first of the
 * highest CMB among those not seeking melee), testing whether a unit has a target only when it
 * would become the new best.
 */
function pickShooter(st: IntroGame, style: GreedyStyle): number {
  const state = st.state;
  const p = st.decision.side;
  let best = STOP;
  let bestScore = -Infinity;
  for (let u = st.sideStart(p), end = st.sideEnd(p); u < end; u++) {
    if (state.cmb[u] <= bestScore || state.declined[u] !== 0 || !canTakeCombatAction(st, u)) continue;
    if (wantsMelee(st, u, style) || !mayShoot(st, u)) continue;
    bestScore = state.cmb[u];
    best = u;
  }
  return best;
}

/** The policy's own buffers for ranking candidates (grown to the largest game seen; a policy never writes into the game). */
interface Ranking {
  unit: Int32Array;
  score: Float64Array;
  /** The shooter's hit chance by range band (value / 6), worked out once per shot rather than per enemy. */
  bandChance: Float64Array;
}

/**
 * DECIDE_SHOT_TARGET without the option list: an enemy in range scores as it would if visible,
 * so candidates are tried best score first (the lowest index among equals, as decide() breaks
 * ties) and the first one in sight is decide()'s pick; sight lines to the rest are never traced.
 */
function pickShotTarget(st: IntroGame, ranking: Ranking): number {
  const state = st.state;
  const s = st.decision.actor;
  const e = 1 - state.owner[s];
  if (ranking.unit.length < st.n) {
    ranking.unit = new Int32Array(st.n);
    ranking.score = new Float64Array(st.n);
  }
  const unit = ranking.unit;
  const rank = ranking.score;
  const chance = ranking.bandChance;
  for (let band = 0; band < OUT_OF_RANGE; band++) {
    const value = Math.max(0, state.cmb[s] - st.cfg.malus[band]);
    chance[band] = value / 6;
  }
  let m = 0;
  for (let t = st.sideStart(e), end = st.sideEnd(e); t < end; t++) {
    if (state.alive[t] === 0) continue;
    const band = rangeBandSquared(st, distance2(st, s, t));
    if (band === OUT_OF_RANGE) continue;
    const score = chance[band] * hitWorth(st, t, true);
    // decide() holds fire unless the best score is positive
    if (!(score > 0)) continue;
    unit[m] = t;
    rank[m] = score;
    m++;
  }
  for (;;) {
    let k = -1;
    let bestScore = 0;
    for (let i = 0; i < m; i++) {
      if (rank[i] > bestScore) {
        bestScore = rank[i];
        k = i;
      }
    }
    if (k < 0) return STOP;
    if (lineOfSight(st, s, unit[k])) return unit[k];
    rank[k] = -1;
  }
}

/**
 * DECIDE_MOVE without the option list: chooseMove's answer, with the enemies within move +
 * reach (the listed close-on options) found by the same test movementPhase lists them with.
 */
function pickMove(st: IntroGame, style: GreedyStyle): number {
  const state = st.state;
  const u = st.decision.actor;
  const j = nearestEnemy(st, u);
  if (j < 0) return HOLD;
  if (state.cmb[u] >= style.meleeCmb) {
    // the close-on options movementPhase lists: enemies within move + reach, in index order
    let best = -1;
    let bestScore = -Infinity;
    for (let k = u * st.n, e = k + engageOf(st, u); k < e; k++) {
      const t = st.scratch.engageList[k];
      // score = bonus − distance: skip the square root when the enemy is surely too far to win
      // (−d + bonus ≤ bonus ≤ bestScore holds in floating point too; the distance test keeps a
      // margin far above rounding)
      const gap = 4 * state.damage[t] - 2 * state.cmb[t] - bestScore;
      if (gap <= 0) continue;
      if (gap !== Infinity) {
        const far = gap * (1 + 1e-9) + 1e-9;
        if (distance2(st, t, u) > far * far) continue;
      }
      const score = -dist(st, u, t) + 4 * state.damage[t] - 2 * state.cmb[t];
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
    if (best >= 0) return best;
  }
  const bands = st.cfg.bands;
  if (style.keepDistance) {
    const d = dist(st, u, j);
    if (d <= st.cfg.meleeReach + st.cfg.moveCm && state.cmb[j] > state.cmb[u]) return RETREAT;
    if (d <= bands[2]) return HOLD;
  }
  // ADVANCE is offered when the nearest enemy is beyond short range
  return distance2(st, j, u) > bands[1] * bands[1] ? ADVANCE : HOLD;
}

export function makeGreedy(style: GreedyStyle): IntroPolicy {
  const ranking: Ranking = { unit: new Int32Array(0), score: new Float64Array(0), bandChance: new Float64Array(OUT_OF_RANGE) };
  return {
    name: style.name,
    description: style.description,
    pickShooter(st) {
      return pickShooter(st, style);
    },
    pickShotTarget(st) {
      return pickShotTarget(st, ranking);
    },
    pickMove(st) {
      return pickMove(st, style);
    },
    pickActivation,
    pickAttacker,
    pickMeleeTarget(st) {
      return pickMeleeTarget(st, style);
    },
    decide(st, kind, options) {
      const n = options.length;
      let best = 0;
      let bestScore = -Infinity;
      switch (kind) {
        case DECIDE_ACTIVATE: {
          for (let k = 0; k < n; k++) {
            const u = options[k];
            if (u === STOP) continue;
            const score = activationScoreOf(st, u);
            if (score > bestScore) {
              bestScore = score;
              best = k;
            }
          }
          return best;
        }
        case DECIDE_RECOVER: {
          // wounded first (they cannot move), then the most valuable
          for (let k = 0; k < n; k++) {
            const u = options[k];
            if (u === STOP) continue;
            const score = st.state.damage[u] * 100 + st.state.cost[u] + st.state.abi[u] / 10;
            if (score > bestScore) {
              bestScore = score;
              best = k;
            }
          }
          return best;
        }
        case DECIDE_SHOOTER: {
          for (let k = 0; k < n; k++) {
            const u = options[k];
            // the melee test scans the enemy: only run it for a unit that would be the new best
            if (u === STOP || st.state.cmb[u] <= bestScore || wantsMelee(st, u, style)) continue;
            bestScore = st.state.cmb[u];
            best = k;
          }
          return bestScore === -Infinity ? indexOf(options, STOP) : best;
        }
        case DECIDE_SHOT_TARGET: {
          const s = st.decision.actor;
          for (let k = 0; k < n; k++) {
            const t = options[k];
            if (t === STOP) continue;
            const score = (shotValue(st, s, t) / 6) * hitWorth(st, t, true);
            if (score > bestScore) {
              bestScore = score;
              best = k;
            }
          }
          return bestScore > 0 ? best : indexOf(options, STOP);
        }
        case DECIDE_MOVE:
          return chooseMove(st, options, style);
        case DECIDE_ATTACKER: {
          for (let k = 0; k < n; k++) {
            const u = options[k];
            if (u === STOP) continue;
            if (st.state.cmb[u] > bestScore) {
              bestScore = st.state.cmb[u];
              best = k;
            }
          }
          return best;
        }
        case DECIDE_MELEE_TARGET: {
          const a = st.decision.actor;
          for (let k = 0; k < n; k++) {
            const t = options[k];
            if (t === STOP) continue;
            const score = meleeScore(st, a, t, style);
            if (score > bestScore) {
              bestScore = score;
              best = k;
            }
          }
          return bestScore >= 0 || !style.weighCounterAttack ? best : indexOf(options, STOP);
        }
        default:
          return 0;
      }
    },
  };
}

function chooseMove(st: IntroGame, options: OptionBuffer, style: GreedyStyle): number {
  const state = st.state;
  const u = st.decision.actor;
  const n = st.n;
  const j = nearestEnemy(st, u);
  if (j < 0) return indexOf(options, HOLD);
  const d = dist(st, u, j);
  const bands = st.cfg.bands;
  if (state.cmb[u] >= style.meleeCmb) {
    // close on the most attractive enemy: near, damaged, weak in melee
    let best = -1;
    let bestScore = -Infinity;
    for (let k = 0; k < options.length; k++) {
      const t = options[k];
      if (t < 0 || t >= n) continue;
      const score = -dist(st, u, t) + 4 * state.damage[t] - 2 * state.cmb[t];
      if (score > bestScore) {
        bestScore = score;
        best = k;
      }
    }
    // an active melee unit that already shot cannot strike this turn, but closing sets up the next
    if (best >= 0) return best;
  }
  if (style.keepDistance) {
    // fall back from enemies that could charge next turn; hold once within the medium band
    if (d <= st.cfg.meleeReach + st.cfg.moveCm && state.cmb[j] > state.cmb[u]) {
      const r = indexOf(options, RETREAT);
      if (r >= 0) return r;
    }
    if (d <= bands[2]) return indexOf(options, HOLD);
  }
  // shooters advance to short range (no TODO malus) and then hold
  const k = indexOf(options, ADVANCE);
  return k >= 0 ? k : indexOf(options, HOLD);
}

export const greedyStyle: GreedyStyle = {
  name: 'greedy',
  // CMB 5 only: with free counter-attacks a CMB 4 charge trades about evenly and gives up the
  // unit's shot; a CMB 4 threshold lost ~90% of mirror games to 'cautious' when tried
  description:
    'One-step greedy: activates the best units first, shoots the most ' +
    'damaged target it hits best, closes to melee with CMB 5 units, weighs ' +
    'counter-attacks.',
  meleeCmb: 5,
  weighCounterAttack: true,
  keepDistance: false,
};

export const aggressiveStyle: GreedyStyle = {
  name: 'aggressive',
  description: 'Greedy, but every unit closes to melee and attacks whatever the counter-attack risk.',
  meleeCmb: 1,
  weighCounterAttack: false,
  keepDistance: false,
};

export const cautiousStyle: GreedyStyle = {
  name: 'cautious',
  description: 'Greedy firefight: never seeks melee, holds at medium range and falls back from stronger melee units.',
  meleeCmb: 6,
  weighCounterAttack: true,
  keepDistance: true,
};
