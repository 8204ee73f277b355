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
  const st = g.state;
  st.stead[st.side[i]] -= loss - st.lossApplied[i];
  st.lossApplied[i] = loss;
}

/** A figure is put out of action (or leaves the table). */
export function loseFigure(g: Game, i: number): void {
  const st = g.state;
  if (g.cfg.literalAccounting) st.stead[st.side[i]] -= st.value[i];
  else setLoss(g, i, st.value[i]);
}

/** A figure is forced to flee by a failed morale test. */
export function fleeFigure(g: Game, i: number): void {
  const st = g.state;
  if (g.cfg.literalAccounting) st.stead[st.side[i]] -= st.value[i];
  else if (st.lossApplied[i] < st.value[i]) setLoss(g, i, st.value[i]);
}

/**
 * A figure or squad recovers: half its current value (living members), rounded down, comes
 * back. Idempotent: the half is apportioned to the members in order; a figure's loss becomes
 * value − share (if it was higher), so recovering twice gives nothing more.
 */
export function recoverUnit(g: Game, u: number): void {
  const st = g.state;
  let value = 0;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] === IN_PLAY) value += st.value[i];
  let back = value >> 1;
  if (g.cfg.literalAccounting) {
    st.stead[st.uSide[u]] += back;
    return;
  }
  // each member's share of the half, in order; its loss drops to value − share, never rises
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) {
    if (st.out[i] !== IN_PLAY) continue;
    const share = Math.min(back, st.value[i]);
    back -= share;
    const target = st.value[i] - share;
    if (st.lossApplied[i] > target) setLoss(g, i, target);
  }
}

/**
 * ALG-4.3 / 4.5: a side at ≤ 0 is beaten at once; both at once is a draw. While the blows of
 * one simultaneous exchange land (g.state.holdDefeat) the check waits, so two armies broken by the
 * same exchange draw instead of the first one applied losing.
 */
export function checkDefeat(g: Game): boolean {
  const st = g.state;
  if (st.over) return true;
  if (st.holdDefeat) return false;
  const a = st.stead[0] <= 0;
  const b = st.stead[1] <= 0;
  if (!a && !b) return false;
  st.over = 1;
  st.winner = a && b ? NO_WINNER : a ? 1 : 0;
  st.reason = a && b ? REASON_BOTH_BROKEN : REASON_STEADFASTNESS;
  if (g.log)
    g.event(
      a && b
        ? 'both armies reach steadfastness 0: draw'
        : `${g.sideName(a ? 0 : 1)} steadfastness ${st.stead[a ? 0 : 1]}: the army ` + `is beaten and leaves the table`,
    );
  return true;
}
