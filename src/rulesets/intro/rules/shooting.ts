import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { ask, pose, type IntroPolicies } from '../decisions.js';
import { ensureSurvey, nearestEnemy } from './movement.js';
import { BAND_NAMES, distance, lineOfSight, OUT_OF_RANGE, rangeBand } from './geometry.js';
import { canTakeCombatAction, DECIDE_SHOOTER, DECIDE_SHOT_TARGET, M_HITS, M_SHOTS, STOP, type IntroState } from '../state.js';

/**
 * The number a ranged attack of `s` on `t` must roll under or equal (CMB less the TODO range
 * and visibility malus, INT-5.3.7-8), or -1 when `t` cannot be shot at all: out of range
 * (over 100 cm) or less than half visible (INT-4.3). A value of 0 or less always misses.
 */
export function shotValue(st: IntroState, s: number, t: number): number {
  if (st.alive[t] === 0 || st.owner[t] === st.owner[s]) return -1;
  const band = rangeBand(st, distance(st, s, t));
  if (band === OUT_OF_RANGE) return -1;
  if (!lineOfSight(st, s, t)) return -1;
  return Math.max(0, st.cmb[s] - st.cfg.malus[band]);
}

/**
 * Whether `s` has any enemy it may shoot at. Cached for the shooting phase: nobody moves or
 * dies while shots are fired (damage is pending), so the answer holds for the whole phase.
 */
function hasTarget(st: IntroState, s: number): boolean {
  const cached = st.hasTargetCache[s];
  if (cached >= 0) return cached === 1;
  // the nearest enemy is the likeliest in sight and the likeliest pick, so its sight line is
  // traced first (the answer does not depend on the order)
  const j = st.nearestCacheOn ? nearestEnemy(st, s) : -1;
  let found = j >= 0 && shotValue(st, s, j) >= 0;
  const e = 1 - st.owner[s];
  for (let t = st.sideStart(e), end = st.sideEnd(e); !found && t < end; t++) {
    if (shotValue(st, s, t) >= 0) {
      found = true;
      break;
    }
  }
  st.hasTargetCache[s] = found ? 1 : 0;
  return found;
}

/**
 * INT-5.3.2: may `u` be put forward to shoot now? An active unit with its combat action left,
 * not yet passed over this phase, with something to shoot at (units with nothing to shoot at
 * are out of the phase from the start). Valid inside shootingPhase only.
 */
export function mayShoot(st: IntroState, u: number): boolean {
  return st.declined[u] === 0 && canTakeCombatAction(st, u) && hasTarget(st, u);
}

/**
 * INT-5.3: each player in turn picks active units to fire and a target for each; damage is
 * only recorded as pending and lands at the end of the turn.
 */
export function shootingPhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  // nobody moves or dies while shots are fired, so sight lines, nearest enemies and who has a
  // target hold for the whole phase
  st.losCache.fill(-1);
  st.declined.fill(0);
  st.hasTargetCache.fill(-1);
  ensureSurvey(st);
  st.nearestCacheOn = true;
  try {
    for (let o = 0; o < 2; o++) {
      const p = st.order[o];
      const policy = policies[p];
      const start = st.sideStart(p);
      const end = st.sideEnd(p);
      const e = 1 - p;
      for (;;) {
        let s: number;
        if (policy.pickShooter !== undefined) {
          pose(st, DECIDE_SHOOTER, p, -1);
          s = policy.pickShooter(st);
          if (s !== STOP && !(st.owner[s] === p && mayShoot(st, s))) throw new Error(`intro: policy '${policy.name}' picked shooter ${s}, who may not shoot`);
        } else {
          let c = 0;
          for (let u = start; u < end; u++) if (mayShoot(st, u)) st.scratch[c++] = u;
          if (c === 0) break;
          st.scratch[c++] = STOP;
          s = ask(st, policy, rng.ai, DECIDE_SHOOTER, p, -1, c);
        }
        if (s === STOP) break;
        let t: number;
        if (policy.pickShotTarget !== undefined) {
          pose(st, DECIDE_SHOT_TARGET, p, s);
          t = policy.pickShotTarget(st);
          if (t !== STOP && !(st.owner[t] === e && shotValue(st, s, t) >= 0))
            throw new Error(`intro: policy '${policy.name}' picked target ${t}, who cannot be shot`);
        } else {
          let c = 0;
          for (let u = st.sideStart(e), te = st.sideEnd(e); u < te; u++) if (shotValue(st, s, u) >= 0) st.scratch[c++] = u;
          st.scratch[c++] = STOP;
          t = ask(st, policy, rng.ai, DECIDE_SHOT_TARGET, p, s, c);
        }
        if (t === STOP) {
          st.declined[s] = 1;
          continue;
        }
        shoot(st, s, t, rng.dice, log);
      }
    }
  } finally {
    st.nearestCacheOn = false;
  }
}

/**
 * One ranged attack: the shooter's combat action. A hit adds 1 pending damage to the target
 * (INT-5.3.5): the target keeps its state and abilities until the end of the turn.
 * Returns whether it hit. The caller guarantees the target may be shot.
 */
export function shoot(st: IntroState, s: number, t: number, dice: Dice, log?: GameLog): boolean {
  const value = shotValue(st, s, t);
  st.combatUsed[s] = 1;
  st.shot[s] = 1;
  st.actions[s]++;
  const side = st.owner[s];
  st.stats[M_SHOTS * 2 + side]++;
  const roll = dice.d6();
  const hit = roll <= value;
  if (hit) {
    st.pending[t]++;
    st.stats[M_HITS * 2 + side]++;
  }
  if (log) {
    const d = distance(st, s, t);
    log.event(
      `  ${st.label[s]} shoots ${st.label[t]} at ${d.toFixed(1)} cm ` +
        `(${BAND_NAMES[rangeBand(st, d)] ?? 'out'}): d6 ${roll} vs ${value}: ` +
        `${hit ? `hit, ${st.pending[t]} pending` : 'miss'}`,
    );
  }
  return hit;
}
