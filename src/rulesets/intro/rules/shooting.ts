import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { refuseHint } from '../../kit/decision.js';
import { ask, DECIDE_SHOOTER, DECIDE_SHOT_TARGET, type IntroPolicies, STOP } from '../decisions.js';
import { canTakeCombatAction, type IntroGame } from '../game.js';
import { M_HITS, M_SHOTS } from '../state.js';
import { ensureSurvey, nearestEnemy } from './survey.js';
import { BAND_NAMES, distance, distance2, lineOfSight, OUT_OF_RANGE, rangeBand, rangeBandSquared } from '../table/geometry.js';

/** DECIDE_SHOOTER: STOP or a unit of the side choosing that may shoot now. */
function shooterOption(st: IntroGame, u: number): boolean {
  return u === STOP || (st.state.owner[u] === st.decision.side && mayShoot(st, u));
}

/** DECIDE_SHOT_TARGET: STOP or an enemy the shooter (the decision's actor) can shoot at. */
function shotTargetOption(st: IntroGame, t: number): boolean {
  return t === STOP || (st.state.owner[t] !== st.decision.side && shotValue(st, st.decision.actor, t) >= 0);
}

/**
 * The number a ranged attack of `s` on `t` must roll under or equal (CMB less the TODO range
 * and visibility malus, INT-5.3.7-8), or -1 when `t` cannot be shot at all: out of range
 * (over 100 cm) or less than half visible (INT-4.3). A value of 0 or less always misses.
 */
export function shotValue(st: IntroGame, s: number, t: number): number {
  const state = st.state;
  if (state.alive[t] === 0 || state.owner[t] === state.owner[s]) return -1;
  const band = rangeBandSquared(st, distance2(st, s, t));
  if (band === OUT_OF_RANGE) return -1;
  if (!lineOfSight(st, s, t)) return -1;
  return Math.max(0, state.cmb[s] - st.cfg.malus[band]);
}

/**
 * Whether `s` has any enemy it may shoot at. Cached for the shooting phase: nobody moves or
 * dies while shots are fired (damage is pending), so the answer holds for the whole phase.
 */
function hasTarget(st: IntroGame, s: number): boolean {
  const scratch = st.scratch;
  const cached = scratch.hasTargetCache[s];
  if (cached >= 0) return cached === 1;
  // the nearest enemy is the likeliest in sight and the likeliest pick, so its sight line is
  // traced first (the answer does not depend on the order)
  const j = scratch.nearestCacheOn ? nearestEnemy(st, s) : -1;
  let found = j >= 0 && shotValue(st, s, j) >= 0;
  const e = 1 - st.state.owner[s];
  for (let t = st.sideStart(e), end = st.sideEnd(e); !found && t < end; t++) {
    if (shotValue(st, s, t) >= 0) {
      found = true;
      break;
    }
  }
  scratch.hasTargetCache[s] = found ? 1 : 0;
  return found;
}

/**
 * INT-5.3.2: may `u` be put forward to shoot now? An active unit with its combat action left,
 * not yet passed over this phase, with something to shoot at (units with nothing to shoot at
 * are out of the phase from the start). Valid inside shootingPhase only.
 */
export function mayShoot(st: IntroGame, u: number): boolean {
  return st.state.declined[u] === 0 && canTakeCombatAction(st, u) && hasTarget(st, u);
}

/**
 * INT-5.3: each player in turn picks active units to fire and a target for each; damage is
 * only recorded as pending and lands at the end of the turn.
 */
export function shootingPhase(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  // nobody moves or dies while shots are fired, so sight lines, nearest enemies and who has a
  // target hold for the whole phase
  scratch.losCache.fill(-1);
  state.declined.fill(0);
  scratch.hasTargetCache.fill(-1);
  ensureSurvey(st);
  scratch.nearestCacheOn = true;
  try {
    for (let o = 0; o < 2; o++) {
      const p = state.order[o];
      const policy = policies[p];
      const start = st.sideStart(p);
      const end = st.sideEnd(p);
      const e = 1 - p;
      for (;;) {
        let s: number;
        if (policy.pickShooter !== undefined) {
          st.decision.pose(DECIDE_SHOOTER, p, -1);
          s = policy.pickShooter(st);
          if (!shooterOption(st, s)) refuseHint(st.decision, policy, s);
        } else {
          let c = 0;
          for (let u = start; u < end; u++) if (mayShoot(st, u)) scratch.codes[c++] = u;
          if (c === 0) break;
          scratch.codes[c++] = STOP;
          s = ask(st, policy, rng.ai, DECIDE_SHOOTER, p, -1, c);
        }
        if (s === STOP) break;
        let t: number;
        if (policy.pickShotTarget !== undefined) {
          st.decision.pose(DECIDE_SHOT_TARGET, p, s);
          t = policy.pickShotTarget(st);
          if (!shotTargetOption(st, t)) refuseHint(st.decision, policy, t);
        } else {
          let c = 0;
          for (let u = st.sideStart(e), te = st.sideEnd(e); u < te; u++) if (shotValue(st, s, u) >= 0) scratch.codes[c++] = u;
          scratch.codes[c++] = STOP;
          t = ask(st, policy, rng.ai, DECIDE_SHOT_TARGET, p, s, c);
        }
        if (t === STOP) {
          state.declined[s] = 1;
          continue;
        }
        shoot(st, s, t, rng.dice, log);
      }
    }
  } finally {
    scratch.nearestCacheOn = false;
  }
}

/**
 * One ranged attack: the shooter's combat action. A hit adds 1 pending damage to the target
 * (INT-5.3.5): the target keeps its state and abilities until the end of the turn.
 * Returns whether it hit. The caller guarantees the target may be shot.
 */
export function shoot(st: IntroGame, s: number, t: number, dice: Dice, log?: GameLog): boolean {
  const state = st.state;
  const value = shotValue(st, s, t);
  state.combatUsed[s] = 1;
  state.shot[s] = 1;
  state.actions[s]++;
  const side = state.owner[s];
  state.stats[M_SHOTS * 2 + side]++;
  const roll = dice.d6();
  const hit = roll <= value;
  if (hit) {
    state.pending[t]++;
    state.stats[M_HITS * 2 + side]++;
  }
  if (log) {
    const d = distance(st, s, t);
    log.event(
      `  ${st.label[s]} shoots ${st.label[t]} at ${d.toFixed(1)} cm ` +
        `(${BAND_NAMES[rangeBand(st, d)] ?? 'out'}): d6 ${roll} vs ${value}: ` +
        `${hit ? `hit, ${state.pending[t]} pending` : 'miss'}`,
    );
  }
  return hit;
}
