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
  const mx = g.state.markerX[m];
  const my = g.state.markerY[m];
  let mov = 0;
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.alive(i)) mov = Math.max(mov, g.stat(i, S_MOV));
  const e = 1 - g.state.uSide[u];
  let farEnough = true;
  let areaFree = true;
  for (let j = g.state.sideFig[e]; j < g.state.sideFig[e + 1]; j++) {
    if (!g.active(j)) continue;
    const d = Math.hypot(g.state.x[j] - mx, g.state.y[j] - my);
    if (d <= mov || d <= g.stat(j, S_MOV)) farEnough = false;
    if (d <= g.state.markerR[m]) areaFree = false;
  }
  return farEnough || areaFree;
}

/** Places unit u's figures around marker m on free spots (rings of bases); false if some did not fit. */
export function placeAt(g: Game, u: number, m: number): boolean {
  let all = true;
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) {
    if (!g.alive(i)) continue;
    const step = 2 * g.state.radius[i] + 0.05;
    let placed = false;
    for (let ring = 0; ring < 8 && !placed; ring++) {
      const n = ring === 0 ? 1 : 6 * ring;
      for (let k = 0; k < n && !placed; k++) {
        const a = (2 * Math.PI * k) / n;
        const px = g.state.markerX[m] + ring * step * Math.cos(a);
        const py = g.state.markerY[m] + ring * step * Math.sin(a);
        if (free(g, i, px, py)) {
          g.state.x[i] = px;
          g.state.y[i] = py;
          g.state.onTable[i] = 1;
          placed = true;
        }
      }
    }
    if (!placed) all = false;
  }
  return all;
}

function free(g: Game, i: number, px: number, py: number): boolean {
  const r = g.state.radius[i];
  if (px < r || px > g.W - r || py < r || py > g.D - r) return false;
  for (let j = 0; j < g.n; j++) if (j !== i && g.active(j) && Math.hypot(g.state.x[j] - px, g.state.y[j] - py) < r + g.state.radius[j] - 1e-6) return false;
  return true;
}

export function deploymentStep(g: Game): void {
  for (let k = 0; k < 2; k++) {
    const s = k === 0 ? g.state.initiative : 1 - g.state.initiative;
    for (let u = g.state.sideUnit[s]; u < g.state.sideUnit[s + 1]; u++) {
      if (g.state.die[u] === 0 || g.state.pa[u] < DEPLOY_PA || !g.unitAlive(u) || g.unitOnTable(u)) continue;
      if (anyFled(g, u)) continue;
      clearOpts(g);
      for (let m = 0; m < g.state.markerX.length; m++) if (g.state.markerSide[m] === s && !g.state.markerUsed[m] && markerOpen(g, m, u)) pushOpt(g, m);
      if (g.scratch.nOpts > 0) pushOpt(g, NONE);
      const m = g.scratch.nOpts > 0 ? ask(g, K_DEPLOY, s, u) : NONE;
      if (m === NONE) {
        g.state.pa[u] = 0;
        continue;
      }
      g.state.markerUsed[m] = 1;
      placeAt(g, u, m);
      g.state.pa[u] -= DEPLOY_PA;
      g.stat1(s, M_DEPLOYED);
      if (g.log) g.event(` ${g.uName[u]} enters at (${g.state.markerX[m].toFixed(1)}, ${g.state.markerY[m].toFixed(1)}) (1 action point)`);
    }
  }
}

/** A unit some of whose figures have been on the table and left it does not enter again. */
function anyFled(g: Game, u: number): boolean {
  for (let i = g.state.uFirst[u]; i < g.state.uEnd[u]; i++) if (g.state.out[i] !== 0) return true;
  return false;
}
