/**
 * SFG-4.6 in play: batteries attached to infantry brigades. A battery joins a stationary
 * brigade's front, unlimbered, beyond its left or right end (slots ±1, ±2, … outwards); it then
 * faces as the brigade does (its arc follows the brigade), has no move of its own, fires with
 * the brigade in reaction to a charge, and moves with the brigade or stays behind (detached) when
 * the brigade moves by an order. Any other move of the brigade (a charge, a retreat, a turn to
 * face) leaves it behind: a battery counts as attached only while it still stands in its slot.
 */
import { ARTILLERY_BASE_W, BATTERY_ACTIONS, MOVE_ARTILLERY_LIMBERED, MOVE_ARTILLERY_MANHANDLED } from '../constants.js';
import { EPS, MAX_SLOT, inSlot, isAttached, slotAnchor } from './attachSlot.js';
import { terrainRate } from '../mechanics/terrain.js';
import { ARTILLERY, DESTROYED, INFANTRY, IN_PLAY, type Unit } from '../state.js';
import { K_ATTACHED_MOVE, T_ATTACH, type OptionBuffer } from '../decisions.js';
import { norm } from '../../kit/facingRect.js';
import type { Game } from '../game.js';
import { removeUnit } from './losses.js';
import { engaging, fire, mayFire } from './fire.js';

/** Has brigade b an attached battery in slot s? */
function slotTaken(g: Game, b: Unit, slot: number): boolean {
  for (const i of g.divisions[b.div].units) {
    const t = g.units[i];
    if (t.arm === ARTILLERY && t.attachedTo === b.idx && t.attachSlot === slot && isAttached(g, t)) return true;
  }
  return false;
}

/** May battery t stand in slot s of b (table, other units, ground it may enter unlimbered)? */
function slotFree(g: Game, t: Unit, b: Unit, slot: number): boolean {
  const a = g.work.slot;
  slotAnchor(b, slot, a);
  const box = g.work.box.set(a[0], a[1], b.fx, b.fy, t.hw, t.hd);
  if (!g.canStand(t, box) || g.enemyWithin(t.side, box, 0.05)) return false;
  return !g.terrain.any || terrainRate(g.terrain.kindAt(box.cx, box.cy), true, false, false) > 0;
}

/**
 * SFG-4.6: how far battery t may go to attach now (unlimbered: manhandled 1 UM, one action;
 * limbered: a limbered move and the unlimber, both actions), or −1 when it cannot attach.
 */
export function attachReach(g: Game, t: Unit): number {
  if (t.arm !== ARTILLERY || !t.active || !t.batteryCanAct() || isAttached(g, t)) return -1;
  return t.actions + (t.limbered ? 2 : 1) > BATTERY_ACTIONS ? -1 : t.limbered ? MOVE_ARTILLERY_LIMBERED : MOVE_ARTILLERY_MANHANDLED;
}

/** SFG-4.6: may brigade b take a battery now (an infantry brigade that is stationary: not moved or charged this turn)? */
export function takesBattery(b: Unit): boolean {
  return b.arm === INFANTRY && b.active && !b.moved && !b.charged;
}

/**
 * May battery t (within `reach`) attach in slot s of brigade b, a brigade of its division that
 * takes batteries? Slots fill outwards (the inner one must be taken first); the slot is within
 * reach (terrain along the way not checked) and free.
 */
export function slotOffered(g: Game, t: Unit, b: Unit, slot: number, reach: number): boolean {
  const s = Math.abs(slot);
  if (s > 1 && !slotTaken(g, b, Math.sign(slot) * (s - 1))) return false;
  if (slotTaken(g, b, slot)) return false;
  const a = g.work.slot;
  slotAnchor(b, slot, a);
  if (norm(a[0] - t.px, a[1] - t.py) > reach + EPS) return false;
  return slotFree(g, t, b, slot);
}

/** Could brigade b's slots be within `reach` of battery t (a quick bound before the slots)? */
export function slotsNear(t: Unit, b: Unit, reach: number): boolean {
  return norm(b.cx - t.cx, b.cy - t.cy) <= reach + b.hw + b.hd + MAX_SLOT * ARTILLERY_BASE_W + t.hd;
}

/** SFG-4.6: T_ATTACH options of battery t: every slot offered on a brigade of its division that takes batteries. */
export function pushAttach(g: Game, t: Unit, buf: OptionBuffer): void {
  const reach = attachReach(g, t);
  if (reach < 0) return;
  for (const i of g.divisions[t.div].units) {
    const b = g.units[i];
    if (!takesBattery(b) || !slotsNear(t, b, reach)) continue;
    for (let s = 1; s <= MAX_SLOT; s++) {
      for (let side = -1; side <= 1; side += 2) {
        const slot = side * s;
        if (!slotOffered(g, t, b, slot, reach)) continue;
        const k = buf.push(T_ATTACH, t.idx, b.idx);
        if (k >= 0) buf.value[k] = slot;
      }
    }
  }
}

/** Carries out T_ATTACH option k (after its passed order test). */
export function attach(g: Game, buf: OptionBuffer, k: number): void {
  const t = g.units[buf.unit[k]];
  const b = g.units[buf.target[k]];
  const slot = buf.value[k];
  // SFG-4.6 [R]: attaching is a move action; a limbered battery also spends its unlimber
  t.actions += t.limbered ? 2 : 1;
  t.limbered = false;
  const a = g.work.slot;
  slotAnchor(b, slot, a);
  t.place(a[0], a[1], b.fx, b.fy);
  t.attachedTo = b.idx;
  t.attachSlot = slot;
  if (g.log) g.event(`   ${g.label(t)} attaches to ${g.label(b)} at its ${slot > 0 ? 'right' : 'left'} end`);
}

/**
 * SFG-4.6: brigade b has just moved by an order (its start position was (px, py) facing (fx, fy)):
 * each battery attached there before the move moves with it to its slot (the policy's choice,
 * K_ATTACHED_MOVE; one battery action; only while it can still act and the slot is free, and
 * under a division order only if the slot keeps the 6 UM rule of SFG-4.3) or stays behind, detached.
 */
export function followBrigade(g: Game, b: Unit, px: number, py: number, fx: number, fy: number, division: boolean): void {
  if (b.arm !== INFANTRY) return;
  for (const i of g.divisions[b.div].units) {
    const t = g.units[i];
    if (t.arm !== ARTILLERY || t.attachedTo !== b.idx || t.removed !== IN_PLAY) continue;
    if (!inSlot(t, b, px, py, fx, fy)) {
      t.attachedTo = -1;
      continue;
    }
    let follow = t.batteryCanAct() && slotFree(g, t, b, t.attachSlot) && (!division || keepsDistance(g, t));
    if (follow) {
      const buf = g.opts;
      buf.clear();
      buf.pushChoice(0);
      buf.pushChoice(1);
      follow = buf.value[g.ask(b.side, K_ATTACHED_MOVE)] === 0;
    }
    if (!follow) {
      t.attachedTo = -1;
      if (g.log) g.event(`    ${g.label(t)} stays behind (detached)`);
      continue;
    }
    t.actions++;
    const a = g.work.slot;
    slotAnchor(b, t.attachSlot, a);
    t.place(a[0], a[1], b.fx, b.fy);
    if (g.log) g.event(`    ${g.label(t)} moves with ${g.label(b)}`);
  }
}

/** SFG-4.3: battery t moving to the box just tested by slotFree (g.work.box) keeps out of divisionOrderMinEnemyDistUM, or does not close if already inside. */
function keepsDistance(g: Game, t: Unit): boolean {
  const min = g.cfg.divisionMinEnemy;
  const start = g.nearestEnemyDist(t.side, t);
  const end = g.nearestEnemyDist(t.side, g.work.box);
  return end >= min - 1e-9 || (start < min && end >= start - 1e-9);
}

/**
 * SFG-4.6: in a lost melee the battery shares the brigade's fate: destroyed when the brigade is
 * removed, or pushed back (attachedBatteryDiesOnPushback; otherwise it stays, detached).
 */
export function shareMeleeLoss(g: Game, b: Unit): void {
  if (b.arm !== INFANTRY) return;
  const dies = b.removed !== IN_PLAY || g.cfg.attachedBatteryDiesOnPushback;
  for (const i of g.divisions[b.div].units) {
    const t = g.units[i];
    if (t.arm !== ARTILLERY || t.attachedTo !== b.idx || t.removed !== IN_PLAY) continue;
    if (!inSlot(t, b, b.px, b.py, b.fx, b.fy)) continue;
    if (dies) {
      if (g.log) g.event(`    ${g.label(t)} shares its brigade's fate`);
      removeUnit(g, t, DESTROYED);
    } else t.attachedTo = -1;
  }
}

/** SFG-4.6 / 7.3.1: brigade b stands against charger a: its attached batteries that can still fire and bear on a do so. Returns their casualties. */
export function attachedReactionFire(g: Game, b: Unit, a: Unit): number {
  if (b.arm !== INFANTRY) return 0;
  let hits = 0;
  for (const i of g.divisions[b.div].units) {
    const t = g.units[i];
    if (t.arm !== ARTILLERY || t.attachedTo !== b.idx || !isAttached(g, t) || !mayFire(t) || a.removed !== IN_PLAY) continue;
    if (engaging(g, t, a, g.work.range) === 0) continue;
    hits += fire(g, t, a, true, true);
  }
  return hits;
}
