/**
 * SFG-8 in play: one melee between a charger (or breakthrough unit) and its target, with a
 * second round after a no-casualty draw, the loser's pushback, the winner's options and draws.
 */
import { rollHits } from '../mechanics/dice.js';
import { ATTACK, MARCH } from '../mechanics/formation.js';
import { experienceBonus, meleeDicePerBase, meleeScore, meleeToHitModifier, supportBonus } from '../mechanics/melee.js';
import { targetCover } from './fire.js';
import { OPEN } from '../mechanics/fire.js';
import { ARTILLERY, CAVALRY, DESTROYED, INFANTRY, IN_PLAY, type Unit } from '../state.js';
import { K_WINNER } from '../decisions.js';
import { EDGE_FRONT, planCharge, type ChargePlan } from './contact.js';
import { M_MELEES_WON, type Game } from '../game.js';
import { inflict, removeUnit } from './losses.js';
import { forcedDistance, retreat } from './retreat.js';
import { segmentSegmentT } from '../../kit/geometry.js';
import { shareMeleeLoss } from './attach.js';
import { clipToArc, norm, pointPolyDist } from '../../kit/facingRect.js';
import { OBSTACLE_NAMES } from '../mechanics/terrain.js';
import { reorganise } from './reorganise.js';
import { counted } from '../../kit/counted.js';

/** SFG-8.5 / G13: supporting bases of a side with `engaged` bases in contact. */
function supporters(g: Game, u: Unit, engaged: number): number {
  if (u.arm === ARTILLERY) return 0;
  if (!g.cfg.supportStrict) return u.bases - engaged;
  // strict: beside the engaged run in the front rank (at most one each end), and directly behind it
  const beside = Math.min(2, u.cols - engaged);
  const second = u.rows >= 2 ? Math.min(engaged, u.rows === 2 ? u.bases - u.cols : u.cols) : 0;
  return beside + second;
}

function isCav(u: Unit): boolean {
  return u.arm === CAVALRY && u.mounted;
}

/** Result of one melee for the caller: +1 attacker won, −1 defender won, 0 draw. */
export function fightMelee(g: Game, a: Unit, d: Unit, plan: ChargePlan, charging: boolean, breakthrough: boolean): number {
  const flank = plan.edge !== EDGE_FRONT;
  const cfg = g.cfg;
  let result = 0;
  // SFG-8.9: the obstacle the defender holds against this attack (−1: none), for the winner's follow-up
  const held = g.terrain.nObs > 0 ? g.terrain.defended(d, a.cx, a.cy, d.cx, d.cy) : -1;
  for (let round = 1; round <= 2; round++) {
    const chargeBonus = charging && (round === 1 || cfg.chargeBonusInSecondRound);
    const { meleeA: aFacts, meleeD: dFacts, sixes } = g.work;
    aFacts.artillery = a.arm === ARTILLERY;
    aFacts.charging = chargeBonus;
    aFacts.breakthrough = breakthrough;
    aFacts.cavalryChargingFoot = charging && isCav(a) && !isCav(d) && d.arm !== CAVALRY;
    aFacts.onEnemyFlank = flank;
    dFacts.artillery = d.arm === ARTILLERY;
    dFacts.charging = false;
    dFacts.breakthrough = false;
    dFacts.cavalryChargingFoot = false;
    dFacts.onEnemyFlank = false;
    const aDice = plan.attackers * meleeDicePerBase(aFacts);
    const dDice = plan.defenders * meleeDicePerBase(dFacts);
    const aMod = meleeToHitModifier(a.disordered, false, a.arm === CAVALRY && !a.mounted);
    const dMod = meleeToHitModifier(d.disordered, flank, d.arm === CAVALRY && !d.mounted);
    // SFG-8.3: each side needs the enemy's cover (SFG-6.5; open without terrain)
    const aHits = rollHits(g.dice, aDice, cfg.coverToHit[targetCover(g, a, d)], aMod, cfg.naturalRuleInMelee, sixes);
    const aSixes = sixes[0];
    const dHits = rollHits(g.dice, dDice, cfg.coverToHit[targetCover(g, d, a)], dMod, cfg.naturalRuleInMelee, sixes);
    const dSixes = sixes[0];
    const aSup = supportBonus(supporters(g, a, plan.attackers), cfg.supportMax);
    const dSup = supportBonus(supporters(g, d, plan.defenders), cfg.supportMax);
    // G22: a charging column (breakthrough melees only with breakthroughCountsAsCharge, which sets `charging`)
    const column = chargeBonus && a.arm !== ARTILLERY && (a.formation === ATTACK || (cfg.marchColumnCharges && a.formation === MARCH));
    const aScore = meleeScore(aHits, aSup, column, experienceBonus(a.quality, d.quality));
    const dScore = meleeScore(dHits, dSup, false, experienceBonus(d.quality, a.quality));
    if (g.log)
      g.event(
        `   melee round ${round}: ${g.label(a)} ${aDice}d6 (${counted(plan.attackers, 'base')}) → ` +
          `${counted(aHits, 'hit')}, score ${aScore}; ${g.label(d)} ${dDice}d6 ` +
          `(${counted(plan.defenders, 'base')}) → ${counted(dHits, 'hit')}, score ${dScore}`,
      );
    // SFG-8.4: simultaneous; casualties after both rolls
    inflict(g, d, aHits, a.side);
    inflict(g, a, dHits, d.side);
    if (aScore !== dScore) {
      const aWon = aScore > dScore;
      const winner = aWon ? a : d;
      const loser = aWon ? d : a;
      // SFG-8.6: a unit contacted in flank or rear turns to face the attacker, won or lost
      if (flank && !aWon && d.removed === IN_PLAY) faceUnit(d, a);
      loserResult(g, winner, loser, aWon ? dSixes : aSixes, aWon && flank);
      g.stat(winner.side, M_MELEES_WON);
      result = aWon ? 1 : -1;
      if (winner.removed === IN_PLAY) winnerOption(g, winner, aWon && (charging || breakthrough), aWon ? held : -1);
      return result;
    }
    // draws (SFG-8.8)
    if (aHits + dHits === 0 && round === 1) {
      if (isCav(a) || isCav(d)) {
        // G24: cavalry falls back at once, 3 UM; a non-cavalry opponent stays
        if (g.log) g.event('   no casualties: the cavalry falls back');
        if (isCav(a)) drawBack(g, a, d, cfg.drawRetreatCavalry);
        if (isCav(d)) drawBack(g, d, a, cfg.drawRetreatCavalry);
        return 0;
      }
      if (a.removed !== IN_PLAY || d.removed !== IN_PLAY) return 0;
      continue;
    }
    // SFG-8.8.3: infantry and artillery defending in light or heavy cover do not fall back (the
    // attacker does: SFG-8.10, contact is always broken)
    const holds = d.removed === IN_PLAY && (d.arm === INFANTRY || d.arm === ARTILLERY) && targetCover(g, a, d) !== OPEN;
    if (g.log) g.event(holds ? `   draw: ${g.label(d)} holds its cover, ${g.label(a)} falls back` : '   draw: both fall back');
    drawBack(g, a, d, isCav(a) ? cfg.drawRetreatCavalry : cfg.drawRetreat);
    if (!holds) drawBack(g, d, a, isCav(d) ? cfg.drawRetreatCavalry : cfg.drawRetreat);
    return 0;
  }
  return result;
}

/** Falls back `dist` UM straight away from the other unit. */
function drawBack(g: Game, u: Unit, from: Unit, dist: number): void {
  if (u.removed !== IN_PLAY) return;
  if (u.arm === ARTILLERY && !u.limbered) return; // guns in action stand
  const l = norm(u.cx - from.cx, u.cy - from.cy) || 1;
  retreat(g, u, (u.cx - from.cx) / l, (u.cy - from.cy) / l, dist);
}

/** SFG-8.6: the loser turns to face the winner if hit in flank or rear, and is pushed back 1d6. */
function loserResult(g: Game, winner: Unit, loser: Unit, loserSixes: number, turned: boolean): void {
  // SFG-4.6: its attached batteries share its fate (before it turns or falls back)
  shareMeleeLoss(g, loser);
  if (loser.removed !== IN_PLAY) return;
  const d = g.divisions[loser.div];
  // SFG-3.5c: losing a melee costs the activating division the initiative
  if (d.idx === g.activeDiv) g.windowOver = true;
  // SFG-8.6: a battery in the open that has to retreat is destroyed
  if (loser.arm === ARTILLERY) {
    if (g.log) g.event(`    ${g.label(loser)} loses and is overrun`);
    removeUnit(g, loser, DESTROYED);
    return;
  }
  if (turned) faceUnit(loser, winner);
  const f = g.dice.d6();
  const dist = g.cfg.meleeLoserRetreatTable[f - 1];
  const dis = g.cfg.meleeLossDisorderOnDice ? loserSixes > 0 : f === 6;
  if (dis) loser.disordered = true;
  if (g.log) g.event(`    ${g.label(loser)} loses: pushed back ${dist} UM${dis ? ' and disordered' : ''}`);
  const l = norm(loser.cx - winner.cx, loser.cy - winner.cy) || 1;
  retreat(g, loser, (loser.cx - winner.cx) / l, (loser.cy - winner.cy) / l, dist);
}

/** Turns u about its centre to face the other way from `other`'s facing (head to head). */
function faceUnit(u: Unit, other: Unit): void {
  u.face(u.cx - other.fx * u.hd, u.cy - other.fy * u.hd, -other.fx, -other.fy);
}

/**
 * SFG-8.7: stand (recover), reorganise or break through. Non-chargers stand. `obstacle`: the one
 * the beaten defender held (SFG-8.9; −1 none).
 */
export function winnerOption(g: Game, w: Unit, mayAdvance: boolean, obstacle = -1): void {
  if (!mayAdvance) {
    w.disordered = false;
    return;
  }
  const buf = g.opts;
  buf.clear();
  buf.pushChoice(0);
  buf.pushChoice(1);
  if (!w.brokeThrough) buf.pushChoice(2);
  const c = buf.value[g.ask(w.side, K_WINNER)];
  if (c === 0) {
    w.disordered = false;
    return;
  }
  if (c === 1) {
    reorganise(g, w);
    return;
  }
  breakthrough(g, w, obstacle);
}

/**
 * SFG-8.7.3: move 0/1/2 UM towards the nearest enemy within 45° of the front (none: straight
 * ahead); contact → a new
 * melee with +1 die. SFG-8.9: the pursuit pays 2 UM to cross an obstacle or a ford, so a target
 * beyond one is out of reach and a move stops at it; after beating the defender of an obstacle
 * the follow-up can only take the obstacle (takeObstacle).
 */
function breakthrough(g: Game, w: Unit, obstacle: number): void {
  w.brokeThrough = true;
  const f = g.dice.d6();
  const dist = g.cfg.breakthroughTable[f - 1];
  if (g.log) g.event(`    ${g.label(w)} breaks through: ${dist} UM`);
  if (dist <= 0) return;
  if (obstacle >= 0) {
    takeObstacle(g, w, obstacle, dist);
    return;
  }
  const terrain = g.terrain.nObs > 0 || g.terrain.nWater > 0;
  let target = -1;
  let best = Infinity;
  const btPlan = g.work.breakthroughPlan;
  const { poly, clip, near } = g.work;
  for (const i of g.sideUnits[1 - w.side]) {
    const e = g.units[i];
    if (!e.active) continue;
    if (norm(e.cx - w.cx, e.cy - w.cy) - e.hw - e.hd > dist + w.hw + 1) continue;
    // only an enemy within 45° of its front (§12.4 at the brigade's front edge); the nearest by
    // its centre to the part of the enemy in that arc (§12.3: the brigade centre for a target)
    const n = clipToArc(e, w.px, w.py, w.fx, w.fy, w.hw, poly, clip);
    if (n === 0) continue;
    const d = pointPolyDist(w.cx, w.cy, poly, n, near);
    if (!planCharge(g, w, e, dist, btPlan)) continue;
    if (terrain && !pursuitReaches(g, w, btPlan.px, btPlan.py, dist)) continue;
    if (d < best) {
      best = d;
      target = i;
    }
  }
  if (target < 0) {
    const go = terrain ? forcedDistance(g, w, w.fx, w.fy, dist) : dist;
    if (go <= 0) return;
    g.work.box.set(w.px + w.fx * go, w.py + w.fy * go, w.fx, w.fy, w.hw, w.hd);
    // SFG-5.7: by a way clear of units it may not pass through
    if (g.canReach(w, g.work.box, -1) && g.nearestEnemyDist(w.side, g.work.box) > 0.05) w.place(w.px + w.fx * go, w.py + w.fy * go, w.fx, w.fy);
    return;
  }
  const e = g.units[target];
  planCharge(g, w, e, dist, btPlan);
  w.place(btPlan.px, btPlan.py, btPlan.fx, btPlan.fy);
  if (g.log) g.event(`    breakthrough contact with ${g.label(e)}`);
  fightMelee(g, w, e, btPlan, g.cfg.breakthroughCountsAsCharge, true);
}

/** SFG-8.9: does a pursuit of `dist` UM reach front-centre (px, py) straight, paying for obstacles and fords? */
function pursuitReaches(g: Game, w: Unit, px: number, py: number, dist: number): boolean {
  const L = norm(px - w.px, py - w.py);
  if (L < 1e-9) return true;
  const ux = (px - w.px) / L;
  const uy = (py - w.py) / L;
  return forcedDistance(g, w, ux, uy, L, dist) >= L - 1e-9 && !g.terrain.waterBlocked;
}

/**
 * SFG-8.9 [R]: the follow-up of a charger that beat the defender of obstacle k: it advances
 * straight ahead at most until its front edge is on the obstacle's line (staying where it is if
 * its front is already past it), and holds it: the obstacle covers it as it covered the defender
 * (DEFEND_OBSTACLE_UM), and crossing it costs it nothing more (heldObstacle) until it moves on.
 */
function takeObstacle(g: Game, w: Unit, k: number, dist: number): void {
  const t = g.terrain;
  const s = segmentSegmentT(w.px, w.py, w.px + w.fx * dist, w.py + w.fy * dist, t.ox0[k], t.oy0[k], t.ox1[k], t.oy1[k]);
  if (s > 0) {
    const go = s * dist;
    g.work.box.set(w.px + w.fx * go, w.py + w.fy * go, w.fx, w.fy, w.hw, w.hd);
    if (g.canStand(w, g.work.box) && g.nearestEnemyDist(w.side, g.work.box) > 0.05) w.place(w.px + w.fx * go, w.py + w.fy * go, w.fx, w.fy);
  }
  w.heldObstacle = k;
  if (g.log) g.event(`    ${g.label(w)} takes the ${OBSTACLE_NAMES[t.okind[k]]}`);
}
