import type { Dice } from '../../kit/dice.js';
import type { IntroGame } from '../game.js';

/**
 * G-I12: each side deploys within deployDepthCm of its own long edge (side 0 at y = 0, side 1
 * at y = table depth), in rows 2r + 0.5 cm apart, front row first, spread evenly across the
 * table. Which unit takes which slot and a small sideways jitter come from the AI stream, so
 * a game's deployment is fixed by its seed and never shifts the dice.
 */
export function deploy(st: IntroGame, ai: Dice): void {
  for (let side = 0; side < 2; side++) deploySide(st, side, ai);
  st.invalidateSight();
}

function deploySide(st: IntroGame, side: number, ai: Dice): void {
  const state = st.state;
  const { tableW, tableH, radius, deployDepth } = st.cfg;
  const spacing = 2 * radius + 0.5;
  const perRow = Math.max(1, Math.floor(tableW / spacing));
  const start = st.sideStart(side);
  const count = st.sideEnd(side) - start;
  // shuffle the side's units into slots (Fisher-Yates on the scratch buffer)
  const slot = st.scratch.codes;
  for (let k = 0; k < count; k++) slot[k] = start + k;
  for (let k = count - 1; k > 0; k--) {
    const j = ai.int(k + 1);
    const tmp = slot[k];
    slot[k] = slot[j];
    slot[j] = tmp;
  }
  let placed = 0;
  for (let row = 0; placed < count; row++) {
    const inRow = Math.min(perRow, count - placed);
    const pitch = tableW / inRow;
    const jitter = Math.max(0, (pitch - 2 * radius) / 2 - 0.01);
    const depthFromEdge = deployDepth - radius - row * spacing;
    const y = side === 0 ? depthFromEdge : tableH - depthFromEdge;
    for (let k = 0; k < inRow; k++) {
      const u = slot[placed + k];
      state.x[u] = (k + 0.5) * pitch + (ai.random() * 2 - 1) * jitter;
      state.y[u] = y;
    }
    placed += inRow;
  }
}
