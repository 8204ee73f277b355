import type { Dice } from '../../kit/dice.js';
import type { GameLog, GameRng } from '../../types.js';
import { refuseHint } from '../../kit/decision.js';
import { hurt } from './damage.js';
import { ask, DECIDE_ATTACKER, DECIDE_MELEE_TARGET, type IntroPolicies, STOP } from '../decisions.js';
import { canFight, canTakeCombatAction, type IntroGame } from '../game.js';
import { M_COUNTER_HITS, M_COUNTERS, M_MELEE, M_MELEE_HITS } from '../state.js';
import { distance } from '../table/geometry.js';

/** INT-5.5.2: an active unit that did not shoot, with its combat action and an action left. */
function canAttackInMelee(st: IntroGame, u: number): boolean {
  return st.state.shot[u] === 0 && canTakeCombatAction(st, u);
}

/** INT-5.5.3 / G-I4: melee targets are living enemies within meleeReachCm (centre to centre). */
function inReach(st: IntroGame, u: number, t: number): boolean {
  const state = st.state;
  return state.alive[t] === 1 && state.owner[t] !== state.owner[u] && distance(st, u, t) <= st.cfg.meleeReach;
}

/** DECIDE_ATTACKER: STOP or a unit of the side choosing that may attack in melee now. */
function attackerOption(st: IntroGame, u: number): boolean {
  return u === STOP || (st.state.owner[u] === st.decision.side && mayAttack(st, u));
}

/** DECIDE_MELEE_TARGET: STOP or a living enemy within reach of the attacker (the decision's actor). */
function meleeTargetOption(st: IntroGame, t: number): boolean {
  return t === STOP || (st.state.owner[t] !== st.decision.side && inReach(st, st.decision.actor, t));
}

/**
 * The enemies within reach of `u`, living or not, listed in index order once per melee phase
 * at st.scratch.reachList[u * st.n ...] (nobody moves in the melee phase, so only deaths change who
 * can be attacked; the living ones are u's melee targets). Returns how many. Valid inside
 * meleePhase only.
 */
export function meleeReachOf(st: IntroGame, u: number): number {
  const state = st.state;
  const scratch = st.scratch;
  let count = scratch.reachCount[u];
  if (count >= 0) return count;
  count = 0;
  const e = 1 - state.owner[u];
  const reach = st.cfg.meleeReach;
  const list = scratch.reachList;
  const base = u * st.n;
  // a unit farther than reach along either axis is out of reach: skip its square root
  const far = reach * (1 + 1e-9);
  const ux = state.x[u];
  const uy = state.y[u];
  for (let t = st.sideStart(e), end = st.sideEnd(e); t < end; t++) {
    const dx = state.x[t] - ux;
    const dy = state.y[t] - uy;
    if (dx > far || dx < -far || dy > far || dy < -far) continue;
    if (distance(st, u, t) <= reach) list[base + count++] = t;
  }
  scratch.reachCount[u] = count;
  return count;
}

function hasMeleeTarget(st: IntroGame, u: number): boolean {
  const count = meleeReachOf(st, u);
  const base = u * st.n;
  for (let k = 0; k < count; k++) if (st.state.alive[st.scratch.reachList[base + k]] === 1) return true;
  return false;
}

/**
 * INT-5.5.2: may `u` be put forward to attack now? Able to attack in melee, not yet passed
 * over this phase, and with a living enemy within reach. Valid inside meleePhase only.
 */
export function mayAttack(st: IntroGame, u: number): boolean {
  return st.state.declined[u] === 0 && canAttackInMelee(st, u) && hasMeleeTarget(st, u);
}

/** G-I5: may the defender strike back? Free by default; otherwise it costs its combat action. */
export function canCounterAttack(st: IntroGame, d: number): boolean {
  if (!canFight(st, d)) return false;
  return st.cfg.counterAttackFree || canTakeCombatAction(st, d);
}

/** INT-5.5: each player in turn attacks with eligible units; damage lands at once. */
export function meleePhase(st: IntroGame, policies: IntroPolicies, rng: GameRng, log?: GameLog): void {
  const state = st.state;
  const scratch = st.scratch;
  state.declined.fill(0);
  scratch.reachCount.fill(-1);
  for (let o = 0; o < 2; o++) {
    const p = state.order[o];
    const start = st.sideStart(p);
    const end = st.sideEnd(p);
    const policy = policies[p];
    for (;;) {
      let a: number;
      if (policy.pickAttacker !== undefined) {
        st.decision.pose(DECIDE_ATTACKER, p, -1);
        a = policy.pickAttacker(st);
        if (!attackerOption(st, a)) refuseHint(st.decision, policy, a);
      } else {
        let c = 0;
        for (let u = start; u < end; u++) if (mayAttack(st, u)) scratch.codes[c++] = u;
        if (c === 0) break;
        scratch.codes[c++] = STOP;
        a = ask(st, policy, rng.ai, DECIDE_ATTACKER, p, -1, c);
      }
      if (a === STOP) break;
      let t: number;
      if (policy.pickMeleeTarget !== undefined) {
        st.decision.pose(DECIDE_MELEE_TARGET, p, a);
        t = policy.pickMeleeTarget(st);
        if (!meleeTargetOption(st, t)) refuseHint(st.decision, policy, t);
      } else {
        // inReach for every enemy, from the phase's list
        let c = 0;
        const count = meleeReachOf(st, a);
        const base = a * st.n;
        for (let k = 0; k < count; k++) {
          const v = scratch.reachList[base + k];
          if (state.alive[v] === 1) scratch.codes[c++] = v;
        }
        scratch.codes[c++] = STOP;
        t = ask(st, policy, rng.ai, DECIDE_MELEE_TARGET, p, a, c);
      }
      if (t === STOP) {
        state.declined[a] = 1;
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
export function meleeAttack(st: IntroGame, a: number, t: number, dice: Dice, log?: GameLog): boolean {
  const state = st.state;
  state.combatUsed[a] = 1;
  state.actions[a]++;
  state.stats[M_MELEE * 2 + state.owner[a]]++;
  const roll = dice.d6();
  const hit = roll <= state.cmb[a];
  if (log) log.event(`  ${st.label[a]} attacks ${st.label[t]} in melee: d6 ${roll} vs CMB ${state.cmb[a]}: ${hit ? 'hit' : 'miss'}`);
  if (hit) {
    state.stats[M_MELEE_HITS * 2 + state.owner[a]]++;
    hurt(st, t, 1, log);
  }
  if (state.alive[t] === 1 && canCounterAttack(st, t)) counterAttack(st, t, a, dice, log);
  return hit;
}

function counterAttack(st: IntroGame, d: number, a: number, dice: Dice, log?: GameLog): void {
  const state = st.state;
  if (!st.cfg.counterAttackFree) {
    state.combatUsed[d] = 1;
    state.actions[d]++;
  }
  state.stats[M_COUNTERS * 2 + state.owner[d]]++;
  const roll = dice.d6();
  const hit = roll <= state.cmb[d];
  if (log) log.event(`  ${st.label[d]} counter-attacks: d6 ${roll} vs CMB ${state.cmb[d]}: ${hit ? 'hit' : 'miss'}`);
  if (hit) {
    state.stats[M_COUNTER_HITS * 2 + state.owner[d]]++;
    hurt(st, a, 1, log);
  }
}
