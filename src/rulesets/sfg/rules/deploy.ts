/**
 * SFG-10.2–10.4: objectives and deployment for the pitched battle under placement 'random'
 * (positions from the AI stream; the players' own choices are in placement.ts), the rows a
 * division deploys in, and SFG-3.2 entry of off-table divisions. Each brigade's formation is a
 * policy decision (K_DEPLOY).
 */
import type { Dice } from '../../kit/dice.js';
import { OBJECTIVE_MIN_FROM_LONG_EDGE, OBJECTIVE_MIN_FROM_SHORT_EDGE, OBJECTIVE_MIN_SEPARATION, OBJECTIVES_PER_SIDE } from '../constants.js';
import { DOUBLE_LINE, LINE, MARCH, ATTACK } from '../mechanics/formation.js';
import { ARTILLERY, IN_PLAY, type Division, type Unit } from '../state.js';
import { K_DEPLOY } from '../decisions.js';
import type { Game } from '../game.js';
import { norm } from '../../kit/facingRect.js';

const GAP = 0.4;

/** SFG-10.3 (placement 'random'): two objectives per side, A first, alternating; x ∈ [6, W−6], 4..depth from the own edge, ≥ 12 apart. */
export function placeObjectives(g: Game, ai: Dice): void {
  const W = g.cfg.tableW;
  const D = g.cfg.tableD;
  const depth = g.cfg.deploymentDepth;
  for (let k = 0; k < 2 * OBJECTIVES_PER_SIDE; k++) {
    const side = k % 2;
    const o = g.objectives[k];
    o.owner = side;
    o.holder = side;
    for (let tries = 0; ; tries++) {
      const yy = OBJECTIVE_MIN_FROM_LONG_EDGE + ai.random() * Math.max(0, depth - OBJECTIVE_MIN_FROM_LONG_EDGE);
      const y = side === 0 ? yy : D - yy;
      const lo = OBJECTIVE_MIN_FROM_SHORT_EDGE;
      const hi = W - OBJECTIVE_MIN_FROM_SHORT_EDGE;
      let x: number;
      if (k < 2) x = lo + ai.random() * (hi - lo);
      else {
        // the second of a side: uniform over the x that keep 12 UM from the first
        const p = g.objectives[k - 2];
        const dy = Math.abs(p.y - y);
        const dx = dy >= OBJECTIVE_MIN_SEPARATION ? 0 : Math.sqrt(OBJECTIVE_MIN_SEPARATION ** 2 - dy * dy);
        const left = Math.max(0, p.x - dx - lo);
        const right = Math.max(0, hi - (p.x + dx));
        const r = ai.random() * (left + right);
        x = r < left ? lo + r : p.x + dx + (r - left);
      }
      let ok = true;
      for (let j = 0; j < k; j++) {
        const p = g.objectives[j];
        if (norm(p.x - x, p.y - y) < OBJECTIVE_MIN_SEPARATION - 1e-9) ok = false;
      }
      // a table too small for the rule keeps the last try (never on the 36 × 24 table)
      if (ok || tries > 200) {
        o.x = x;
        o.y = y;
        break;
      }
    }
  }
}

/** Half-width of u in formation f (for sector fitting). */
function widthIn(u: Unit, f: number): number {
  if (u.arm === ARTILLERY) return u.bw;
  const cav = u.arm === 1 && u.mounted;
  const bw = cav ? 1.0 : 0.8;
  const c = f === LINE ? u.bases : f === DOUBLE_LINE ? Math.ceil(u.bases / 2) : f === ATTACK ? Math.min(2, u.bases) : 1;
  return c * bw;
}

/** K_DEPLOY: the policy picks the formation of each brigade as it is placed. */
function chooseFormation(g: Game, u: Unit): number {
  if (u.arm === ARTILLERY) return 0;
  const buf = g.opts;
  buf.clear();
  for (const f of [MARCH, ATTACK, LINE, DOUBLE_LINE]) {
    const i = buf.pushChoice(f);
    buf.unit[i] = u.idx;
  }
  return buf.value[g.ask(u.side, K_DEPLOY)];
}

/**
 * Places a division's units side by side from x0, front edge at `frontY`, facing the enemy,
 * inside [x0, x1]; a row that does not fit narrows formations (line → double line → attack column).
 */
export function placeRow(g: Game, d: Division, x0: number, x1: number, frontY: number): void {
  const fy = g.forward(d.side);
  const units = d.units.map((i) => g.units[i]).filter((u) => u.removed === 0);
  for (const u of units) {
    u.formation = chooseFormation(g, u);
    u.updateShape();
  }
  let total = units.reduce((s, u) => s + widthIn(u, u.formation) + GAP, 0);
  for (const narrower of [DOUBLE_LINE, ATTACK]) {
    if (total <= x1 - x0) break;
    for (const u of units) if (u.arm !== ARTILLERY && widthIn(u, u.formation) > widthIn(u, narrower)) u.formation = narrower;
    total = units.reduce((s, u) => s + widthIn(u, u.formation) + GAP, 0);
  }
  let x = x0 + Math.max(0, (x1 - x0 - total) / 2);
  for (const u of units) {
    const w = widthIn(u, u.formation);
    u.onTable = true;
    u.place(x + w / 2, frontY, 0, fy);
    x += w + GAP;
  }
  d.onTable = true;
  // the general starts behind the middle of his division
  d.gx = (x0 + x1) / 2;
  d.gy = frontY - fy * 2;
}

/**
 * SFG-10.4 (placement 'random'): divisions deploy in the 6 UM strip, each side's on-table
 * divisions in sectors along the line in an order from the AI stream, front edge at the strip's edge.
 */
export function deploy(g: Game, ai: Dice): void {
  const W = g.cfg.tableW;
  const D = g.cfg.tableD;
  const depth = g.cfg.deploymentDepth;
  for (let side = 0; side < 2; side++) {
    const divs = g.divisions.filter((d) => d.side === side && d.scheduledTurn === 0);
    // shuffle the sector order
    for (let i = divs.length - 1; i > 0; i--) {
      const j = ai.int(i + 1);
      const t = divs[i];
      divs[i] = divs[j];
      divs[j] = t;
    }
    const sector = (W - 1) / divs.length;
    const frontY = side === 0 ? depth : D - depth;
    divs.forEach((d, k) => placeRow(g, d, 0.5 + k * sector, 0.5 + (k + 1) * sector, frontY));
  }
}

/**
 * SFG-3.2 / 10.4 / G28: an arriving division enters on its own long edge within x ∈ [6, W−6],
 * back edges on the table edge, or by road only (arrivalEntry 'road', enterByRoad). Units with
 * no room wait.
 */
export function enter(g: Game, d: Division): void {
  const W = g.cfg.tableW;
  const fy = g.forward(d.side);
  const edgeY = d.side === 0 ? 0 : g.cfg.tableD;
  // SFG-3.2: arrivals restricted to roads (arrivalEntry 'road'); with no road at the edge, the edge
  if (!g.cfg.arrivalByRoad || !enterByRoad(g, d, edgeY)) enterByEdge(g, d, W, fy, edgeY);
  d.onTable = true;
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (const i of d.units) {
    const u = g.units[i];
    if (u.active) {
      n++;
      sx += u.cx;
      sy += u.cy;
    }
  }
  d.gx = n ? sx / n : W / 2;
  d.gy = n ? sy / n : edgeY;
}

function enterByEdge(g: Game, d: Division, W: number, fy: number, edgeY: number): void {
  let x = OBJECTIVE_MIN_FROM_SHORT_EDGE;
  for (const i of d.units) {
    const u = g.units[i];
    if (u.removed !== 0 || u.onTable) continue;
    u.updateShape();
    const depthU = 2 * u.hd;
    let placed = false;
    for (let tries = 0; tries < 40 && !placed; tries++) {
      const w = 2 * u.hw;
      if (x + w > W - OBJECTIVE_MIN_FROM_SHORT_EDGE) x = OBJECTIVE_MIN_FROM_SHORT_EDGE + (tries % 5) * 0.7;
      const px = x + w / 2;
      const py = edgeY + fy * depthU;
      g.work.box.set(px, py, 0, fy, u.hw, u.hd);
      if (g.canStand(u, g.work.box)) {
        u.onTable = true;
        u.place(px, py, 0, fy);
        placed = true;
      }
      x += w + GAP;
    }
  }
}

/** Steps (UM) of the search for room along a road. */
const ROAD_STEP = 0.1;

/**
 * SFG-3.2 [T] road-only entry, placed [R]: on each road with an end on the own edge, in turn,
 * the waiting units go in march column (batteries limbered: SFG-5.6, the road formations)
 * facing up the road, nose to tail: those whose column fits within deploymentDepthUM of the
 * edge, the first farthest in, the last with its back on the edge (a slanting road: just far
 * enough in for its corners to be on the table). The rest wait. False when no road meets the edge.
 */
function enterByRoad(g: Game, d: Division, edgeY: number): boolean {
  const t = g.terrain;
  const depth = g.cfg.deploymentDepth;
  let roads = 0;
  let queue = d.units.filter((i) => g.units[i].removed === IN_PLAY && !g.units[i].onTable);
  for (let k = 0; k < t.nRoads; k++) {
    // the road's end on this edge and its direction up the road
    const at0 = Math.abs(t.ry0[k] - edgeY) < 1e-9;
    if (!at0 && Math.abs(t.ry1[k] - edgeY) >= 1e-9) continue;
    roads++;
    const ex = at0 ? t.rx0[k] : t.rx1[k];
    const ey = at0 ? t.ry0[k] : t.ry1[k];
    const l = norm(t.rx1[k] - t.rx0[k], t.ry1[k] - t.ry0[k]);
    const dx = ((at0 ? 1 : -1) * (t.rx1[k] - t.rx0[k])) / l;
    const dy = ((at0 ? 1 : -1) * (t.ry1[k] - t.ry0[k])) / l;
    // how many of the queue fit on this road's stretch of the strip
    let len = 0;
    let fit = 0;
    while (fit < queue.length) {
      const u = g.units[queue[fit]];
      roadShape(u);
      if (len + 2 * u.hd > depth + 1e-9) break;
      len += 2 * u.hd + GAP;
      fit++;
    }
    // place them from the tail: each as near the edge as it can stand, ahead of the one behind
    let s = 0;
    for (let j = fit - 1; j >= 0; j--) {
      const u = g.units[queue[j]];
      for (s += 2 * u.hd; s <= depth + 1e-9; s += ROAD_STEP) {
        g.work.box.set(ex + dx * s, ey + dy * s, dx, dy, u.hw, u.hd);
        if (g.canStand(u, g.work.box)) {
          u.onTable = true;
          u.place(ex + dx * s, ey + dy * s, dx, dy);
          break;
        }
      }
      if (!u.onTable) break;
      s += GAP;
    }
    queue = queue.filter((i) => !g.units[i].onTable);
  }
  return roads > 0;
}

/** SFG-5.6: the formations that may use a road: march column, guns limbered. */
function roadShape(u: Unit): void {
  if (u.arm === ARTILLERY) u.limbered = true;
  else u.formation = MARCH;
  u.updateShape();
}
