/**
 * ALG-3.3 deployment: an off-table unit with an order may enter for 1 PA at an event marker
 * (G-A14: the scenario's, else points on the own edge), the marker being replaced by it. The
 * place must be (a) farther from the nearest enemies than both its Mov and theirs, or (b) an
 * area no enemy occupies (the marker's radius). A unit that does not enter keeps no PA.
 */
import { DEPLOY_PA } from '../constants.js';
import { K_DEPLOY, NONE, ask, clearOpts, pushOpt } from '../decisions.js';
import { M_DEPLOYED, S_MOV } from '../state.js';
import type { Game } from '../game.js';

/** Is marker m a legal entry for unit u now (a or b)? */
export function markerOpen(g: Game, m: number, u: number): boolean {
  const st = g.state;
  const mx = st.markerX[m];
  const my = st.markerY[m];
  let mov = 0;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (g.alive(i)) mov = Math.max(mov, g.stat(i, S_MOV));
  const e = 1 - st.uSide[u];
  let farEnough = true;
  let areaFree = true;
  for (let j = st.sideFig[e]; j < st.sideFig[e + 1]; j++) {
    if (!g.active(j)) continue;
    const d = Math.hypot(st.x[j] - mx, st.y[j] - my);
    if (d <= mov || d <= g.stat(j, S_MOV)) farEnough = false;
    if (d <= st.markerR[m]) areaFree = false;
  }
  return farEnough || areaFree;
}

/** Places unit u's figures around marker m on free spots (rings of bases); false if some did not fit. */
export function placeAt(g: Game, u: number, m: number): boolean {
  const st = g.state;
  let all = true;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) {
    if (!g.alive(i)) continue;
    const step = 2 * st.radius[i] + 0.05;
    let placed = false;
    for (let ring = 0; ring < 8 && !placed; ring++) {
      const n = ring === 0 ? 1 : 6 * ring;
      for (let k = 0; k < n && !placed; k++) {
        const a = (2 * Math.PI * k) / n;
        const px = st.markerX[m] + ring * step * Math.cos(a);
        const py = st.markerY[m] + ring * step * Math.sin(a);
        if (free(g, i, px, py)) {
          st.x[i] = px;
          st.y[i] = py;
          st.onTable[i] = 1;
          placed = true;
        }
      }
    }
    if (!placed) all = false;
  }
  return all;
}

function free(g: Game, i: number, px: number, py: number): boolean {
  const st = g.state;
  const r = st.radius[i];
  if (px < r || px > g.W - r || py < r || py > g.D - r) return false;
  for (let j = 0; j < g.n; j++) if (j !== i && g.active(j) && Math.hypot(st.x[j] - px, st.y[j] - py) < r + st.radius[j] - 1e-6) return false;
  return true;
}

export function deploymentStep(g: Game): void {
  const st = g.state;
  for (let k = 0; k < 2; k++) {
    const s = k === 0 ? st.initiative : 1 - st.initiative;
    for (let u = st.sideUnit[s]; u < st.sideUnit[s + 1]; u++) {
      if (st.die[u] === 0 || st.pa[u] < DEPLOY_PA || !g.unitAlive(u) || g.unitOnTable(u)) continue;
      if (anyFled(g, u)) continue;
      clearOpts(g);
      for (let m = 0; m < st.markerX.length; m++) if (st.markerSide[m] === s && !st.markerUsed[m] && markerOpen(g, m, u)) pushOpt(g, m);
      if (g.scratch.nOpts > 0) pushOpt(g, NONE);
      const m = g.scratch.nOpts > 0 ? ask(g, K_DEPLOY, s, u) : NONE;
      if (m === NONE) {
        st.pa[u] = 0;
        continue;
      }
      st.markerUsed[m] = 1;
      placeAt(g, u, m);
      st.pa[u] -= DEPLOY_PA;
      g.stat1(s, M_DEPLOYED);
      if (g.log) g.event(` ${g.uName[u]} enters at (${st.markerX[m].toFixed(1)}, ${st.markerY[m].toFixed(1)}) (1 action point)`);
    }
  }
}

/** A unit some of whose figures have been on the table and left it does not enter again. */
function anyFled(g: Game, u: number): boolean {
  const st = g.state;
  for (let i = st.uFirst[u]; i < st.uEnd[u]; i++) if (st.out[i] !== 0) return true;
  return false;
}
