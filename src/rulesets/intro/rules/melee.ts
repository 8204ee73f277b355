import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { hurt } from './damage.js';
import { ask, pose, type IntroPolicies } from '../decisions.js';
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
} from '../state.js';

/** INT-5.5.2: an active unit that did not shoot, with its combat action and an action left. */
function canAttackInMelee(st: IntroState, u: number): boolean {
  return st.shot[u] === 0 && canTakeCombatAction(st, u);
}

/** INT-5.5.3 / G-I4: melee targets are living enemies within meleeReachCm (centre to centre). */
function inReach(st: IntroState, u: number, t: number): boolean {
  return st.alive[t] === 1 && st.owner[t] !== st.owner[u] && distance(st, u, t) <= st.cfg.meleeReach;
}

/**
 * The enemies within reach of `u`, living or not, listed in index order once per melee phase
 * at st.reachList[u * st.n ...] (nobody moves in the melee phase, so only deaths change who
 * can be attacked; the living ones are u's melee targets). Returns how many. Valid inside
 * meleePhase only.
 */
export function meleeReachOf(st: IntroState, u: number): number {
  let count = st.reachCount[u];
  if (count >= 0) return count;
  count = 0;
  const e = 1 - st.owner[u];
  const reach = st.cfg.meleeReach;
  const list = st.reachList;
  const base = u * st.n;
  // a unit farther than reach along either axis is out of reach: skip its square root
  const far = reach * (1 + 1e-9);
  const ux = st.x[u];
  const uy = st.y[u];
  for (let t = st.sideStart(e), end = st.sideEnd(e); t < end; t++) {
    const dx = st.x[t] - ux;
    const dy = st.y[t] - uy;
    if (dx > far || dx < -far || dy > far || dy < -far) continue;
    if (distance(st, u, t) <= reach) list[base + count++] = t;
  }
  st.reachCount[u] = count;
  return count;
}

function hasMeleeTarget(st: IntroState, u: number): boolean {
  const count = meleeReachOf(st, u);
  const base = u * st.n;
  for (let k = 0; k < count; k++) if (st.alive[st.reachList[base + k]] === 1) return true;
  return false;
}

/**
 * INT-5.5.2: may `u` be put forward to attack now? Able to attack in melee, not yet passed
 * over this phase, and with a living enemy within reach. Valid inside meleePhase only.
 */
export function mayAttack(st: IntroState, u: number): boolean {
  return st.declined[u] === 0 && canAttackInMelee(st, u) && hasMeleeTarget(st, u);
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
    const policy = policies[p];
    for (;;) {
      let a: number;
      if (policy.pickAttacker !== undefined) {
        pose(st, DECIDE_ATTACKER, p, -1);
        a = policy.pickAttacker(st);
        if (a !== STOP && !(st.owner[a] === p && mayAttack(st, a))) throw new Error(`intro: policy '${policy.name}' picked attacker ${a}, who may not attack`);
      } else {
        let c = 0;
        for (let u = start; u < end; u++) if (mayAttack(st, u)) st.scratch[c++] = u;
        if (c === 0) break;
        st.scratch[c++] = STOP;
        a = ask(st, policy, rng.ai, DECIDE_ATTACKER, p, -1, c);
      }
      if (a === STOP) break;
      let t: number;
      if (policy.pickMeleeTarget !== undefined) {
        pose(st, DECIDE_MELEE_TARGET, p, a);
        t = policy.pickMeleeTarget(st);
        if (t !== STOP && !(st.owner[t] !== p && inReach(st, a, t)))
          throw new Error(`intro: policy '${policy.name}' picked melee target ${t}, who is not ` + `within reach`);
      } else {
        // inReach for every enemy, from the phase's list
        let c = 0;
        const count = meleeReachOf(st, a);
        const base = a * st.n;
        for (let k = 0; k < count; k++) {
          const v = st.reachList[base + k];
          if (st.alive[v] === 1) st.scratch[c++] = v;
        }
        st.scratch[c++] = STOP;
        t = ask(st, policy, rng.ai, DECIDE_MELEE_TARGET, p, a, c);
      }
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
