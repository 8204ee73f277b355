import type { Dice } from '../../engine/dice.js';
import type { GameLog, GameRng } from '../types.js';
import { ask, type IntroPolicies } from './decide.js';
import { distance, lineOfSight, OUT_OF_RANGE, rangeBand } from './geometry.js';
import { canTakeCombatAction, DECIDE_SHOOTER, DECIDE_SHOT_TARGET, M_HITS, M_SHOTS, STOP, type IntroState } from './state.js';

const BAND_NAMES = ['throw', 'short', 'medium', 'long'];

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

function hasTarget(st: IntroState, s: number): boolean {
  const e = 1 - st.owner[s];
  for (let t = st.sideStart(e), end = st.sideEnd(e); t < end; t++) if (shotValue(st, s, t) >= 0) return true;
  return false;
}

/**
 * INT-5.3: each player in turn picks active units to fire and a target for each; damage is
 * only recorded as pending and lands at the end of the turn.
 */
export function shootingPhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  // nobody moves or dies while shots are fired, so sight lines hold for the whole phase
  st.losCache.fill(-1);
  st.declined.fill(0);
  for (let o = 0; o < 2; o++) {
    const p = st.order[o];
    const start = st.sideStart(p);
    const end = st.sideEnd(p);
    // units with nothing to shoot at are out of this phase from the start
    for (let u = start; u < end; u++) if (canTakeCombatAction(st, u) && !hasTarget(st, u)) st.declined[u] = 1;
    for (;;) {
      let c = 0;
      for (let u = start; u < end; u++) if (st.declined[u] === 0 && canTakeCombatAction(st, u)) st.scratch[c++] = u;
      if (c === 0) break;
      st.scratch[c++] = STOP;
      const s = ask(st, policies[p], rng.ai, DECIDE_SHOOTER, p, -1, c);
      if (s === STOP) break;
      c = 0;
      const e = 1 - p;
      for (let t = st.sideStart(e), te = st.sideEnd(e); t < te; t++) if (shotValue(st, s, t) >= 0) st.scratch[c++] = t;
      st.scratch[c++] = STOP;
      const t = ask(st, policies[p], rng.ai, DECIDE_SHOT_TARGET, p, s, c);
      if (t === STOP) {
        st.declined[s] = 1;
        continue;
      }
      shoot(st, s, t, rng.dice, log);
    }
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
      `  ${st.label[s]} shoots ${st.label[t]} at ${d.toFixed(1)} cm (${BAND_NAMES[rangeBand(st, d)] ?? 'out'}): d6 ${roll} vs ${value}: ${hit ? `hit, ${st.pending[t]} pending` : 'miss'}`,
    );
  }
  return hit;
}
