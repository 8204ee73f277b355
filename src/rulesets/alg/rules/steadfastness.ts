/**
 * ALG-4.3 army steadfastness. Start: the army's value (extra 1, protagonist 2, hero 3) times the
 * stakes' fraction, rounded up (state.reset). Losses on elimination and on a flight forced by a
 * failed morale test; half the current value back on recovery; ≤ 0 at any moment loses.
 * G-A13 idempotent accounting (default): each figure records the loss it has applied, so a
 * fleeing figure that later dies is not charged twice; `literal` follows the wording.
 */
import type { Game } from '../game.js';
import { IN_PLAY, NO_WINNER, REASON_BOTH_BROKEN, REASON_STEADFASTNESS } from '../state.js';

function setLoss(g: Game, i: number, loss: number): void {
  g.state.stead[g.state.side[i]] -= loss - g.state.lossApplied[i];
  g.state.lossApplied[i] = loss;
}

/** A figure is put out of action (or leaves the table). */
export function loseFigure(g: Game, i: number): void {
  if (g.cfg.literalAccounting) g.state.stead[g.state.side[i]] -= g.state.value[i];
  else setLoss(g, i, g.state.value[i]);
}

/** A figure is forced to flee by a failed morale test. */
export function fleeFigure(g: Game, i: number): void {
  if (g.cfg.literalAccounting) g.state.stead[g.state.side[i]] -= g.state.value[i];
  else if (g.state.lossApplied[i] < g.state.value[i]) setLoss(g, i, g.state.value[i]);
}

/**
 * A figure or squad recovers: half its current value (living members), rounded down, comes
 * back. Idempotent: the half is apportioned to the members in order; a figure's loss becomes
 * value − share (if it was higher), so recovering twice gives nothing more.
 */
export function recoverUnit(g: Game, u: number): void {
  let value = 0;
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.state.out[i] === IN_PLAY) value += g.state.value[i];
  let back = value >> 1;
  if (g.cfg.literalAccounting) {
    g.state.stead[g.state.uSide[u]] += back;
    return;
  }
  // each member's share of the half, in order; its loss drops to value − share, never rises
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) {
    if (g.state.out[i] !== IN_PLAY) continue;
    const share = Math.min(back, g.state.value[i]);
    back -= share;
    const target = g.state.value[i] - share;
    if (g.state.lossApplied[i] > target) setLoss(g, i, target);
  }
}

/**
 * ALG-4.3 / 4.5: a side at ≤ 0 is beaten at once; both at once is a draw. While the blows of
 * one simultaneous exchange land (g.state.holdDefeat) the check waits, so two armies broken by the
 * same exchange draw instead of the first one applied losing.
 */
export function checkDefeat(g: Game): boolean {
  if (g.state.over) return true;
  if (g.state.holdDefeat) return false;
  const a = g.state.stead[0] <= 0;
  const b = g.state.stead[1] <= 0;
  if (!a && !b) return false;
  g.state.over = 1;
  g.state.winner = a && b ? NO_WINNER : a ? 1 : 0;
  g.state.reason = a && b ? REASON_BOTH_BROKEN : REASON_STEADFASTNESS;
  if (g.log)
    g.event(
      a && b
        ? 'both armies reach steadfastness 0: draw'
        : `${g.sideName(a ? 0 : 1)} steadfastness ${g.state.stead[a ? 0 : 1]}: the army ` + `is beaten and leaves the table`,
    );
  return true;
}
