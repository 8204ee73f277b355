/**
 * Morale (SDS 6.1–6.5, 6.8), flight, the free activation against fleeing models (SDS 6.4) and
 * rout (SDS 6.7).
 */
import { moraleResult } from '../mechanics/morale.js';
import { FLAG_CARRIED, FLAG_DROPPED, GONE_FLED, sideEnd, sideStart } from '../state.js';
import { clearAlong, engaged, gap, overlapsAny } from '../table/geom.js';
import {
  T_FLAG,
  T_LEADER,
  T_THRESHOLD,
  canShoot,
  clearLine,
  freeAttacksOnLeaver,
  melee,
  moveBudget,
  moveModel,
  nameOf,
  removeModel,
  shoot,
} from './actions.js';
import { moraleQ } from './command.js';
import { losOf } from '../table/los.js';
import { A_CHARGE, A_SHOOT, type Game } from '../game.js';
import { addCand } from '../candidateList.js';
import { fleeMove } from './fleePath.js';
import { horsesRunAway } from './horses.js';
import { checkRout } from './rout.js';

export { checkRout };
import { naturalSuccesses } from '../../kit/dicePool.js';
import { MORALE_DICE } from '../constants.js';
import { DECIDE_FREE, DECLINE, askCandidate } from '../decisions.js';

/** One model's morale test (3 dice, SDS 6.1); returns failures and applies the flight (SDS 6.2). */
export function moraleTest(g: Game, m: number): number {
  const s = g.st;
  const q = moraleQ(g, m, false);
  const fails = MORALE_DICE - naturalSuccesses(g.dice, MORALE_DICE, q);
  s.moraleTests[s.side[m]]++;
  const res = moraleResult(fails);
  if (g.log) g.log.event(`    morale test ${nameOf(g, m)} at ${q}+: ${fails} failure${fails === 1 ? '' : 's'} → ${res}`);
  if (fails === 0) return 0;
  if (s.holder[s.side[m]] === m) horsesRunAway(g, s.side[m]); // SDS 3.7: the holder fails a morale test
  // SDS 6.2: fleeing in its own side's turn ends its actions for the turn
  if (s.side[m] === s.active || g.cfg.o.fleeCostsNextActivation) s.spent[m] = 1;
  if (fails >= 3) {
    // SDS 6.4 step 3: a bearer fleeing off takes the flag with him (removeModel)
    removeModel(g, m, GONE_FLED);
    return fails;
  }
  flee(g, m, fails);
  return fails;
}

/** Flag position of side s if on the table (carried by someone other than m, or dropped); returns false otherwise. */
function flagPoint(g: Game, side: number, m: number): boolean {
  const s = g.st;
  const scratch = g.scratch;
  if (s.flagState[side] === FLAG_CARRIED) {
    const c = s.flagCarrier[side];
    if (c < 0 || c === m || !s.onTable[c]) return false;
    scratch.tmp[4] = s.x[c];
    scratch.tmp[5] = s.y[c];
    scratch.tmp[6] = s.r[c];
    return true;
  }
  if (s.flagState[side] === FLAG_DROPPED) {
    scratch.tmp[4] = s.flagX[side];
    scratch.tmp[5] = s.flagY[side];
    scratch.tmp[6] = 0;
    return true;
  }
  return false;
}

/** SDS 6.3: flee `moves` moves toward the flag (stopping on contact) or toward the table edge. */
export function flee(g: Game, m: number, moves: number): void {
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const side = s.side[m];
  // SDS 6.3 option: flight provokes the ordinary free attacks for leaving a fight (SDS 3.6)
  if (cfg.o.fleeProvokesFreeAttacks && engaged(s, m)) {
    freeAttacksOnLeaver(g, m);
    if (!s.onTable[m]) return;
  }
  s.fallen[m] = 0; // a fallen model stands up as part of the flight (provisional)
  let toFlag = flagPoint(g, side, m);
  if (toFlag) {
    const fx = scratch.tmp[4];
    const fy = scratch.tmp[5];
    const fr = scratch.tmp[6];
    // SDS 6.3 (tournament): only if not already in contact with the flag when testing
    if (Math.sqrt((s.x[m] - fx) * (s.x[m] - fx) + (s.y[m] - fy) * (s.y[m] - fy)) - s.r[m] - fr <= 1) toFlag = false;
  }
  const budget = moveBudget(g, m);
  // fleeTerrainSlows (default): terrain and obstacles slow the flight as a normal move
  const mo = cfg.o.fleeTerrainSlows ? cfg.o : FREE_MOVE;
  for (let k = 0; k < moves && s.onTable[m]; k++) {
    let tx: number;
    let ty: number;
    let e = -1;
    let lim = budget;
    if (toFlag) {
      flagPoint(g, side, m);
      tx = scratch.tmp[4];
      ty = scratch.tmp[5];
      const d = Math.sqrt((s.x[m] - tx) * (s.x[m] - tx) + (s.y[m] - ty) * (s.y[m] - ty)) - s.r[m] - scratch.tmp[6];
      if (d <= 1) break; // reached the flag: stops fleeing
      lim = Math.min(budget, d);
    } else {
      e = fleeEdge(g, m);
      tx = e === 1 ? cfg.table.width : e === 3 ? 0 : s.x[m];
      ty = e === 0 ? 0 : e === 2 ? cfg.table.height : s.y[m];
    }
    const out = scratch.tmp;
    const x0 = s.x[m];
    const y0 = s.y[m];
    // SDS 6.3: as a normal move, round what it cannot cross (fleePath.ts)
    fleeMove(g, m, e, tx, ty, lim, mo, out);
    let ex = out[0];
    let ey = out[1];
    // do not end on another base
    let dx = ex - x0;
    let dy = ey - y0;
    let len = Math.sqrt(dx * dx + dy * dy);
    if (len > 0 && overlapsAny(s, ex, ey, s.r[m], m)) {
      dx /= len;
      dy /= len;
      len = clearAlong(s, scratch.path, x0, y0, s.r[m], dx, dy, len, m);
      ex = x0 + dx * len;
      ey = y0 + dy * len;
    }
    s.x[m] = ex;
    s.y[m] = ey;
    scratch.moveMemo.changed(s);
    if (!toFlag) {
      // SDS 6.3: reaching the table edge, it leaves the table and is lost
      const r = s.r[m];
      if (ex - r <= 1.5 || ey - r <= 1.5 || ex + r >= cfg.table.width - 1.5 || ey + r >= cfg.table.height - 1.5) {
        removeModel(g, m, GONE_FLED);
        return;
      }
    }
  }
  if (s.onTable[m]) {
    scratch.fled[scratch.nFled++] = m;
    if (g.log) g.log.event(`    ${nameOf(g, m)} flees to (${Math.round(s.x[m])}, ${Math.round(s.y[m])})`);
  }
}

/** Flight with fleeTerrainSlows off: difficult ground and obstacles do not slow it; only impassable terrain is in the way. */
const FREE_MOVE = { brokenTerrainStep: 0, obstacleCrossing: 'free' as const, hillIsDifficult: false };

/** SDS 6.3: nearest table edge; in tournaments the enemy's deployment edge is excluded. */
function fleeEdge(g: Game, m: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const x = s.x[m];
  const y = s.y[m];
  const excluded = cfg.o.mode === 'tournament' || cfg.o.coreFleeEdge === 'ownOrSide' ? s.edge[1 - s.side[m]] : -1;
  let best = -1;
  let bd = Infinity;
  for (let e = 0; e < 4; e++) {
    if (e === excluded) continue;
    const d = e === 0 ? y : e === 1 ? cfg.table.width - x : e === 2 ? cfg.table.height - y : x;
    if (d < bd) {
      bd = d;
      best = e;
    }
  }
  return best;
}

/** Squad-wide test (SDS 6.4): flag bearer first, then every other model on the table. */
export function squadTest(g: Game, side: number, why: string): void {
  const s = g.st;
  if (g.log) g.log.event(`  ${side === 0 ? 'A' : 'B'} squad morale test (${why})`);
  const fb = s.flagState[side] === FLAG_CARRIED ? s.flagCarrier[side] : -1;
  if (fb >= 0 && s.onTable[fb]) moraleTest(g, fb);
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e && !s.over; i++) {
    if (i === fb || !s.onTable[i]) continue;
    moraleTest(g, i);
  }
}

/**
 * Resolve every pending morale trigger (A41 order), then the free activations against fleeing
 * models (SDS 6.4), then rout (SDS 6.7). Loops until nothing is pending. Call after every event.
 */
export function afterEvent(g: Game): void {
  const s = g.st;
  const cfg = g.cfg;
  if (g.st.inMorale || s.over) return;
  g.st.inMorale = 1;
  g.cascade++;
  for (let guard = 0; guard < 100; guard++) {
    if (checkRout(g)) break;
    const pending = g.st.nPendGruesome > 0 || g.st.pendSquad[0] !== 0 || g.st.pendSquad[1] !== 0;
    if (!pending) break;
    g.scratch.nFled = 0;
    if (cfg.o.moraleTriggerOrder === 'gruesomeFirst') {
      gruesomeTests(g);
      squadTriggers(g);
    } else {
      squadTriggers(g);
      if (!s.over) gruesomeTests(g);
    }
    if (checkRout(g)) break;
    freeActivations(g);
  }
  checkRout(g);
  // SDS 3.7: a horse-holder engaged in hand-to-hand lets the horses go
  for (let side = 0; side < 2; side++) if (s.holder[side] >= 0 && engaged(s, s.holder[side])) horsesRunAway(g, side);
  g.st.inMorale = 0;
}

function gruesomeTests(g: Game): void {
  const s = g.st;
  const cfg = g.cfg;
  for (let k = 0; k < g.st.nPendGruesome; k++) {
    const v = g.st.pendGruesome[k];
    const side = s.side[v];
    if (g.log) g.log.event(`  friends of ${nameOf(g, v)} within ${cfg.gruesomeRadius} mm test morale (gruesome kill)`);
    for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
      if (!s.onTable[i]) continue;
      const d = Math.sqrt((s.x[i] - s.x[v]) * (s.x[i] - s.x[v]) + (s.y[i] - s.y[v]) * (s.y[i] - s.y[v])) - s.r[i] - s.r[v];
      if (d <= cfg.gruesomeRadius) moraleTest(g, i);
      if (s.over) return; // SDS 6.7: the game ends at the removal that routs a squad
    }
  }
  g.st.nPendGruesome = 0;
}

function squadTriggers(g: Game): void {
  const s = g.st;
  const cfg = g.cfg;
  for (let side = 0; side < 2 && !s.over; side++) {
    const p = g.st.pendSquad[side];
    if (!p) continue;
    g.st.pendSquad[side] = 0;
    const once = cfg.o.thresholdTestOnce;
    if (p & T_LEADER && !s.leaderLostDone[side]) {
      if (once) s.leaderLostDone[side] = 1;
      squadTest(g, side, 'Leader lost');
    }
    if (p & T_FLAG && !s.flagLostDone[side] && !s.over) {
      if (once) s.flagLostDone[side] = 1;
      squadTest(g, side, 'flag lost');
    }
    if (p & T_THRESHOLD && !s.thresholdDone[side] && !s.over) {
      if (once) s.thresholdDone[side] = 1;
      squadTest(g, side, `losses reached ${s.losses[side]}`);
    }
  }
}

/**
 * SDS 6.4 step 4: every enemy model within 1S of a model that fled gets one free activation:
 * shoot a fleeing model (loaded weapon) or move into contact and attack it; the fleeing model
 * counts as fallen. A24: it does not use the model's activation nor its one attack per turn.
 * "1 (ed 1 sola)": with freeActivationLimit oncePerCascade a model that took one in this
 * cascade (a later round set off by a free activation's kill) gets no other.
 */
export function freeActivations(g: Game): void {
  const cands = g.decision.cands;
  const s = g.st;
  const cfg = g.cfg;
  const scratch = g.scratch;
  const nf = scratch.nFled;
  if (nf === 0) return;
  // only the enemies of a model that fled may get one: the sides' index ranges are contiguous,
  // so scanning just those keeps the order of the whole scan
  let fledSides = 0;
  for (let k = 0; k < nf; k++) if (s.onTable[scratch.fled[k]]) fledSides |= 1 << s.side[scratch.fled[k]];
  const from = fledSides & 2 ? sideStart(s, 0) : sideStart(s, 1);
  const to = fledSides & 1 ? sideEnd(s, 1) : sideEnd(s, 0);
  for (let i = from; i < to; i++) {
    if (!s.onTable[i] || s.fallen[i]) continue;
    if (g.st.freeStamp[i] === g.cascade && cfg.o.freeActivationLimit === 'oncePerCascade') continue;
    // near any fleeing enemy? (farther than 1S by more than a millimetre: no square root)
    let near = false;
    for (let k = 0; k < nf; k++) {
      const f = scratch.fled[k];
      if (!s.onTable[f] || s.side[f] === s.side[i]) continue;
      const far = cfg.S + s.r[i] + s.r[f] + 1;
      const dx = s.x[f] - s.x[i];
      const dy = s.y[f] - s.y[i];
      if (dx * dx + dy * dy > far * far) continue;
      if (gap(s, i, f) <= cfg.S) {
        near = true;
        break;
      }
    }
    if (!near) continue;
    // candidates: shots (loaded, in LOS/range; the 1S radius keeps them close) and charges
    cands.n = 0;
    const attacked = s.attacked[i];
    s.attacked[i] = 0;
    const shootOk = canShoot(g, i);
    for (let k = 0; k < nf; k++) {
      const f = scratch.fled[k];
      if (!s.onTable[f] || s.side[f] === s.side[i]) continue;
      // SDS 6.4 / 4.4: a shot needs line of sight (sight < 0: none), as any other shot
      if (shootOk && losOf(g, i, f, true) >= 0 && (!cfg.o.modelsBlockLOS || clearLine(g, i, f))) addCand(cands, A_SHOOT, f, 0, 0, 0);
      // SDS 6.4: "move into contact ... and attack": a charge that would not reach is no free
      // activation (a free move), so it is not offered
      if (gap(s, i, f) <= moveBudget(g, i) && freeChargeReaches(g, i, f)) addCand(cands, A_CHARGE, f, 0, 0, 0);
    }
    s.attacked[i] = attacked;
    if (cands.n === 0) continue;
    const pick = askCandidate(g, s.side[i], DECIDE_FREE, i, DECLINE);
    if (pick === DECLINE) continue;
    const kind = cands.kind[pick];
    const t = cands.target[pick];
    if (g.log) g.log.event(`  free activation: ${nameOf(g, i)} against fleeing ${nameOf(g, t)}`);
    g.st.freeStamp[i] = g.cascade;
    const before = s.attacked[i];
    if (kind === A_SHOOT) shoot(g, i, t, 0, true, 0);
    else if (freeChargeMove(g, i, t) && s.onTable[i] && s.onTable[t]) melee(g, i, t, 0, true);
    if (!cfg.o.freeActivationCountsAsAttack) s.attacked[i] = before;
    if (s.over) return;
  }
  scratch.nFled = 0;
}

/**
 * SDS 6.4: would i's free charge at t end in contact? The move is made and put back: out of
 * contact a move rolls no dice and changes only i's position, and a leave's free attacks are not
 * rolled in a trial (SdsScratch.trialMove), as in the policies' trials (rules/trial.ts).
 */
export function freeChargeReaches(g: Game, i: number, t: number): boolean {
  const s = g.st;
  const x0 = s.x[i];
  const y0 = s.y[i];
  const layout = s.layout;
  g.scratch.trialMove = true;
  const contact = freeChargeMove(g, i, t);
  g.scratch.trialMove = false;
  s.x[i] = x0;
  s.y[i] = y0;
  s.layout = layout;
  return contact;
}

/** SDS 6.4: a free activation's charge is one straight move at the fleeing model (the policies try it: rules/trial.ts). */
export function freeChargeMove(g: Game, i: number, t: number): boolean {
  const s = g.st;
  return moveModel(g, i, s.x[t], s.y[t], t);
}
