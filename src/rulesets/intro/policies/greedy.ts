import type { IntroPolicy } from '../decide.js';
import { shotValue } from '../shooting.js';
import {
  ADVANCE,
  canMove,
  DECIDE_ACTIVATE,
  DECIDE_ATTACKER,
  DECIDE_MELEE_TARGET,
  DECIDE_MOVE,
  DECIDE_RECOVER,
  DECIDE_SHOOTER,
  DECIDE_SHOT_TARGET,
  HOLD,
  RETREAT,
  STOP,
  type IntroState,
} from '../state.js';
import { canCounterAttack } from '../melee.js';
import { nearestEnemy } from '../movement.js';

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

function indexOf(options: readonly number[], code: number): number {
  for (let k = 0; k < options.length; k++) if (options[k] === code) return k;
  return -1;
}


function dist(st: IntroState, a: number, b: number): number {
  const dx = st.x[a] - st.x[b];
  const dy = st.y[a] - st.y[b];
  return Math.sqrt(dx * dx + dy * dy);
}

/** Is `u` a melee unit that can strike an enemy this turn (now, or after this turn's move)? */
function wantsMelee(st: IntroState, u: number, style: GreedyStyle): boolean {
  if (st.cmb[u] < style.meleeCmb) return false;
  const j = nearestEnemy(st, u);
  if (j < 0) return false;
  const d = dist(st, u, j);
  const reach = st.cfg.meleeReach;
  if (d <= reach) return true;
  // a move uses one action, the melee attack the other
  if (!canMove(st, u) || (st.cfg.moveCountsAsAction && st.actions[u] > 0)) return false;
  const move = st.damage[u] === 1 ? st.cfg.moveCm / 2 : st.cfg.moveCm;
  return d <= reach + move;
}

/** Expected value of one hit on `t`: its cost spread over the hits it still needs to die. */
function hitWorth(st: IntroState, t: number, pendingCounts: boolean): number {
  const need = 3 - st.damage[t] - (pendingCounts ? st.pending[t] : 0);
  if (need <= 0) return 0;
  return (st.cost[t] + st.cmb[t]) / need;
}

export function makeGreedy(style: GreedyStyle): IntroPolicy {
  return {
    name: style.name,
    description: style.description,
    decide(st, options) {
      const n = options.length;
      let best = 0;
      let bestScore = -Infinity;
      switch (st.decision) {
        case DECIDE_ACTIVATE: {
          // Stop-on-fail ordering: value × p / (1 − p) first maximises the expected value activated.
          for (let k = 0; k < n; k++) {
            const u = options[k];
            if (u === STOP) continue;
            const p = st.abi[u] / 6;
            const score = ((st.cmb[u] + 1) * p) / (1 - p + 1e-9);
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
            const score = st.damage[u] * 100 + st.cost[u] + st.abi[u] / 10;
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
            if (u === STOP || st.cmb[u] <= bestScore || wantsMelee(st, u, style)) continue;
            bestScore = st.cmb[u];
            best = k;
          }
          return bestScore === -Infinity ? indexOf(options, STOP) : best;
        }
        case DECIDE_SHOT_TARGET: {
          const s = st.actor;
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
            if (st.cmb[u] > bestScore) {
              bestScore = st.cmb[u];
              best = k;
            }
          }
          return best;
        }
        case DECIDE_MELEE_TARGET: {
          const a = st.actor;
          const p = st.cmb[a] / 6;
          for (let k = 0; k < n; k++) {
            const t = options[k];
            if (t === STOP) continue;
            const gain = p * hitWorth(st, t, false);
            // the counter-attack comes only if the target survives
            const pSurvive = st.damage[t] === 2 ? 1 - p : 1;
            const q = canCounterAttack(st, t) ? st.cmb[t] / 6 : 0;
            const loss = pSurvive * q * hitWorth(st, a, false);
            const score = gain - (style.weighCounterAttack ? loss : 0);
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

function chooseMove(st: IntroState, options: readonly number[], style: GreedyStyle): number {
  const u = st.actor;
  const n = st.n;
  const j = nearestEnemy(st, u);
  if (j < 0) return indexOf(options, HOLD);
  const d = dist(st, u, j);
  const bands = st.cfg.bands;
  if (st.cmb[u] >= style.meleeCmb) {
    // close on the most attractive enemy: near, damaged, weak in melee
    let best = -1;
    let bestScore = -Infinity;
    for (let k = 0; k < options.length; k++) {
      const t = options[k];
      if (t < 0 || t >= n) continue;
      const score = -dist(st, u, t) + 4 * st.damage[t] - 2 * st.cmb[t];
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
    if (d <= st.cfg.meleeReach + st.cfg.moveCm && st.cmb[j] > st.cmb[u]) {
      const r = indexOf(options, RETREAT);
      if (r >= 0) return r;
    }
    if (d <= bands[2]) return indexOf(options, HOLD);
  }
  // shooters advance to short range (no TODO malus) and then hold
  const k = indexOf(options, ADVANCE);
  return k >= 0 ? k : indexOf(options, HOLD);
}

export const greedyPolicy = makeGreedy({
  name: 'greedy',
  // CMB 5 only: with free counter-attacks a CMB 4 charge trades about evenly and gives up the
  // unit's shot; a CMB 4 threshold lost ~90% of mirror games to 'cautious' when tried
  description: 'One-step greedy: activates the best units first, shoots the most damaged target it hits best, closes to melee with CMB 5 units, weighs counter-attacks.',
  meleeCmb: 5,
  weighCounterAttack: true,
  keepDistance: false,
});

export const aggressivePolicy = makeGreedy({
  name: 'aggressive',
  description: 'Greedy, but every unit closes to melee and attacks whatever the counter-attack risk.',
  meleeCmb: 1,
  weighCounterAttack: false,
  keepDistance: false,
});

export const cautiousPolicy = makeGreedy({
  name: 'cautious',
  description: 'Greedy firefight: never seeks melee, holds at medium range and falls back from stronger melee units.',
  meleeCmb: 6,
  weighCounterAttack: true,
  keepDistance: true,
});
