import type { Dice } from '../../engine/dice.js';
import type { GameLog, GameRng } from '../types.js';
import { hurt } from './damage.js';
import { ask, type IntroPolicies } from './decide.js';
import { distance } from './geometry.js';
import {
  canFight,
  canTakeCombatAction,
  DECIDE_ATTACKER,
  DECIDE_MELEE_TARGET,
  M_COUNTERS,
  M_COUNTER_HITS,
  M_MELEE,
  M_MELEE_HITS,
  STOP,
  type IntroState,
} from './state.js';

/** INT-5.5.2: an active unit that did not shoot, with its combat action and an action left. */
export function canAttackInMelee(st: IntroState, u: number): boolean {
  return st.shot[u] === 0 && canTakeCombatAction(st, u);
}

/** INT-5.5.3 / G-I4: melee targets are living enemies within meleeReachCm (centre to centre). */
export function inReach(st: IntroState, u: number, t: number): boolean {
  return st.alive[t] === 1 && st.owner[t] !== st.owner[u] && distance(st, u, t) <= st.cfg.meleeReach;
}

/**
 * The enemies within reach of `u`, living or not, listed once per melee phase in st.reachList
 * (nobody moves in the melee phase, so only deaths change who can be attacked). Returns how many.
 */
function reachOf(st: IntroState, u: number): number {
  let count = st.reachCount[u];
  if (count >= 0) return count;
  count = 0;
  const e = 1 - st.owner[u];
  const reach = st.cfg.meleeReach;
  const list = st.reachList;
  const base = u * st.n;
  for (let t = st.sideStart(e), end = st.sideEnd(e); t < end; t++) if (distance(st, u, t) <= reach) list[base + count++] = t;
  st.reachCount[u] = count;
  return count;
}

function hasMeleeTarget(st: IntroState, u: number): boolean {
  const count = reachOf(st, u);
  const base = u * st.n;
  for (let k = 0; k < count; k++) if (st.alive[st.reachList[base + k]] === 1) return true;
  return false;
}

/** G-I5: may the defender strike back? Free by default; otherwise it costs its combat action. */
export function canCounterAttack(st: IntroState, d: number): boolean {
  if (!canFight(st, d)) return false;
  return st.cfg.counterAttackFree || canTakeCombatAction(st, d);
}

/** INT-5.5: each player in turn attacks with eligible units; damage lands at once. */
export function meleePhase(st: IntroState, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  st.declined.fill(0);
  st.reachCount.fill(-1);
  for (let o = 0; o < 2; o++) {
    const p = st.order[o];
    const start = st.sideStart(p);
    const end = st.sideEnd(p);
    for (;;) {
      let c = 0;
      for (let u = start; u < end; u++) if (st.declined[u] === 0 && canAttackInMelee(st, u) && hasMeleeTarget(st, u)) st.scratch[c++] = u;
      if (c === 0) break;
      st.scratch[c++] = STOP;
      const a = ask(st, policies[p], rng.ai, DECIDE_ATTACKER, p, -1, c);
      if (a === STOP) break;
      c = 0;
      // inReach for every enemy, from the phase's list
      const count = reachOf(st, a);
      const base = a * st.n;
      for (let k = 0; k < count; k++) {
        const t = st.reachList[base + k];
        if (st.alive[t] === 1) st.scratch[c++] = t;
      }
      st.scratch[c++] = STOP;
      const t = ask(st, policies[p], rng.ai, DECIDE_MELEE_TARGET, p, a, c);
      if (t === STOP) {
        st.declined[a] = 1;
        continue;
      }
      meleeAttack(st, a, t, rng.dice, log);
    }
  }
}

/**
 * One melee attack and the defender's counter-attack (INT-5.5.4-5): 1d6 ≤ CMB hits for 1
 * damage at once; a defender still alive then rolls 1d6 ≤ its CMB against the attacker.
 * Returns whether the attack hit.
 */
export function meleeAttack(st: IntroState, a: number, t: number, dice: Dice, log?: GameLog): boolean {
  st.combatUsed[a] = 1;
  st.actions[a]++;
  st.stats[M_MELEE * 2 + st.owner[a]]++;
  const roll = dice.d6();
  const hit = roll <= st.cmb[a];
  if (log) log.event(`  ${st.label[a]} attacks ${st.label[t]} in melee: d6 ${roll} vs CMB ${st.cmb[a]}: ${hit ? 'hit' : 'miss'}`);
  if (hit) {
    st.stats[M_MELEE_HITS * 2 + st.owner[a]]++;
    hurt(st, t, 1, log);
  }
  if (st.alive[t] === 1 && canCounterAttack(st, t)) counterAttack(st, t, a, dice, log);
  return hit;
}

function counterAttack(st: IntroState, d: number, a: number, dice: Dice, log?: GameLog): void {
  if (!st.cfg.counterAttackFree) {
    st.combatUsed[d] = 1;
    st.actions[d]++;
  }
  st.stats[M_COUNTERS * 2 + st.owner[d]]++;
  const roll = dice.d6();
  const hit = roll <= st.cmb[d];
  if (log) log.event(`  ${st.label[d]} counter-attacks: d6 ${roll} vs CMB ${st.cmb[d]}: ${hit ? 'hit' : 'miss'}`);
  if (hit) {
    st.stats[M_COUNTER_HITS * 2 + st.owner[d]]++;
    hurt(st, a, 1, log);
  }
}
