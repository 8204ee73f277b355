/**
 * SFG-3.2: an off-table division rolls 1d6 on its scheduled turn: 1–2 it enters now, 3–4 next
 * turn, 5–6 two turns later (entryDelayTable), plus any scenario delay.
 */
export function entryTurn(scheduledTurn: number, face: number, delayTable: readonly number[], extraDelay: number): number {
  return scheduledTurn + delayTable[face - 1] + extraDelay;
}
