/**
 * Terrain generation: tournament v2.1 (SDS 10.5), core rules (SDS 2.3) and the unused-points
 * fences (SDS 10.3). Runs once per game (or per mirrored pair), so it may allocate.
 *
 * Player choices are drawn from the dice passed in (a stream independent of the lists), with
 * these documented heuristics:
 * - Positions: uniform in the sector/quarter (whole millimetres); up to PLACE_TRIES random
 *   tries, then a deterministic scan of a grid of S/3 steps (row by row from the sector's
 *   south-west corner). A failed scan is reported (`fallbacks`, `dropped`).
 * - Area type (defender, and attacker when adding): d6 1–2 wood, 3 difficult, 4 hill,
 *   5–6 building (woods and buildings are what a skirmish squad wants: cover and LOS blocks);
 *   a building is brick/stone (heavy cover) on d6 1–3, wooden otherwise.
 * - Linear type: d3 1 fence, 2 hedge, 3 low wall; laid east–west or north–south (coin).
 * - Sizes (SDS 10.5): the six defender sizes are shuffled with the dice; sectors SW, SE, NE, NW
 *   take the first four in that order; each piece is turned 90° on a coin.
 * - Spacing: every piece (area or linear) ≥ 1S from every other (SDS 10.5 states it for areas;
 *   the core rule SDS 2.3 for all features); single trees ≥ one base (25 mm at 28 mm, S/3) clear
 *   of every feature and of each other in tournaments ("anywhere"), ≥ 1S in core rules.
 * - Edges are not known while terrain is laid out (SDS 10.6 rolls them afterwards, the attacker
 *   choosing his preferred edge having seen the terrain), so the defender cannot favour one
 *   edge; he spreads the pieces over the sectors as the rules force him to. The unused-points
 *   fences, placed once the edges are known, go in front of the lower-points player's
 *   deployment zone (cover where his squad will advance).
 * Sectors/quarters: 0 = SW, 1 = SE, 2 = NE, 3 = NW (x east, y north).
 */
import type { Dice } from '../../kit/dice.js';
import type { AreaFeature, AreaKind, Edge, LinearFeature, LinearKind, SingleTree, Sticks, Table, TerrainReport } from './types.js';
import { pointRectDistance, pointSegmentDistance, rectRectDistance, segmentRectDistance, segmentSegmentDistance } from '../../kit/geometry.js';
import { prepareTable } from './terrain.js';
import { clipScratch } from './move.js';

export const PLACE_TRIES = 30;
const SECTOR_NAMES = ['south-west', 'south-east', 'north-east', 'north-west'];

interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function sectorRegion(s: number, w: number, h: number): Region {
  const x0 = s === 1 || s === 2 ? w / 2 : 0;
  const y0 = s >= 2 ? h / 2 : 0;
  return { x0, y0, x1: x0 + w / 2, y1: y0 + h / 2 };
}

/** A fresh report to pass to the generators. */
export function newTerrainReport(): TerrainReport {
  return emptyReport();
}

function emptyReport(): TerrainReport {
  return { attackerChange: 'none', changedIndex: -1, areaSector: [], linearSector: [], fallbacks: 0, dropped: 0, lines: [] };
}

/** The sink when no report is asked for: its lines are never built (string building on every game). */
const quietReport: TerrainReport = emptyReport();

/** The report to fill, reset: the caller's, or the quiet sink. */
function beginReport(report: TerrainReport | undefined): TerrainReport {
  const rep = report ?? quietReport;
  resetReport(rep);
  return rep;
}

function resetReport(r: TerrainReport): void {
  r.attackerChange = 'none';
  r.changedIndex = -1;
  r.areaSector = [];
  r.linearSector = [];
  r.fallbacks = 0;
  r.dropped = 0;
  r.lines = [];
}

function areaKindRoll(d6: number): AreaKind {
  return d6 <= 2 ? 'wood' : d6 === 3 ? 'difficult' : d6 === 4 ? 'hill' : 'building';
}

function linearKindRoll(d3: number): LinearKind {
  return d3 === 1 ? 'fence' : d3 === 2 ? 'hedge' : 'lowWall';
}

function describeArea(a: AreaFeature): string {
  const w = Math.round(a.x1 - a.x0);
  const h = Math.round(a.y1 - a.y0);
  const kind = a.kind === 'building' ? (a.heavyCover ? 'brick building' : 'wooden building') : a.kind === 'difficult' ? 'difficult ground' : a.kind;
  return `${kind} ${w}×${h} mm at (${Math.round(a.x0)}, ${Math.round(a.y0)})`;
}

function describeLinear(l: LinearFeature): string {
  const kind = l.kind === 'lowWall' ? 'low wall' : l.kind;
  return `${kind} (${Math.round(l.ax)}, ${Math.round(l.ay)})–(${Math.round(l.bx)}, ${Math.round(l.by)})`;
}

/** Spacing rules for one placement (mm). */
interface Spacing {
  area: number; // gap to every area piece
  linear: number; // gap to every linear piece
  tree: number; // gap to every tree
}

/**
 * The larger of the x and y gaps between two boxes: no distance between things inside them is
 * shorter. A piece that clears a spacing by this bound with CLEAR_MARGIN to spare (far more than
 * rounding can take off the exact distance) is clear without the exact distance: most random
 * tries are far from most pieces.
 */
function boxGap(ax0: number, ay0: number, ax1: number, ay1: number, bx0: number, by0: number, bx1: number, by1: number): number {
  const gx = bx0 > ax1 ? bx0 - ax1 : ax0 > bx1 ? ax0 - bx1 : 0;
  const gy = by0 > ay1 ? by0 - ay1 : ay0 > by1 ? ay0 - by1 : 0;
  return gx > gy ? gx : gy;
}

const CLEAR_MARGIN = 1e-3;

/** boxGap of a linear piece's box and a box, clear of `need` by the margin. */
function linearFar(l: LinearFeature, x0: number, y0: number, x1: number, y1: number, need: number): boolean {
  return boxGap(Math.min(l.ax, l.bx), Math.min(l.ay, l.by), Math.max(l.ax, l.bx), Math.max(l.ay, l.by), x0, y0, x1, y1) >= need + CLEAR_MARGIN;
}

function areaClear(t: Table, x0: number, y0: number, x1: number, y1: number, sp: Spacing, skipArea: number): boolean {
  for (let i = 0; i < t.areas.length; i++) {
    if (i === skipArea) continue;
    const a = t.areas[i];
    if (rectRectDistance(x0, y0, x1, y1, a.x0, a.y0, a.x1, a.y1) < sp.area) return false;
  }
  for (const l of t.linears) {
    if (linearFar(l, x0, y0, x1, y1, sp.linear)) continue;
    if (segmentRectDistance(l.ax, l.ay, l.bx, l.by, x0, y0, x1, y1, clipScratch(t)) < sp.linear) return false;
  }
  for (const tr of t.trees) if (pointRectDistance(tr.x, tr.y, x0, y0, x1, y1) - tr.r < sp.tree) return false;
  return true;
}

function linearClear(t: Table, ax: number, ay: number, bx: number, by: number, sp: Spacing): boolean {
  const x0 = Math.min(ax, bx);
  const y0 = Math.min(ay, by);
  const x1 = Math.max(ax, bx);
  const y1 = Math.max(ay, by);
  for (const a of t.areas) {
    if (boxGap(x0, y0, x1, y1, a.x0, a.y0, a.x1, a.y1) >= sp.area + CLEAR_MARGIN) continue;
    if (segmentRectDistance(ax, ay, bx, by, a.x0, a.y0, a.x1, a.y1, clipScratch(t)) < sp.area) return false;
  }
  for (const l of t.linears) {
    if (linearFar(l, x0, y0, x1, y1, sp.linear)) continue;
    if (segmentSegmentDistance(ax, ay, bx, by, l.ax, l.ay, l.bx, l.by) < sp.linear) return false;
  }
  for (const tr of t.trees) {
    if (boxGap(x0, y0, x1, y1, tr.x, tr.y, tr.x, tr.y) >= sp.tree + tr.r + CLEAR_MARGIN) continue;
    if (pointSegmentDistance(tr.x, tr.y, ax, ay, bx, by) - tr.r < sp.tree) return false;
  }
  return true;
}

function treeClear(t: Table, x: number, y: number, r: number, sp: Spacing): boolean {
  if (x - r < 0 || y - r < 0 || x + r > t.width || y + r > t.height) return false;
  for (const a of t.areas) if (pointRectDistance(x, y, a.x0, a.y0, a.x1, a.y1) - r < sp.area) return false;
  for (const l of t.linears) {
    if (linearFar(l, x, y, x, y, sp.linear + r)) continue;
    if (pointSegmentDistance(x, y, l.ax, l.ay, l.bx, l.by) - r < sp.linear) return false;
  }
  for (const tr of t.trees) {
    if (boxGap(x, y, x, y, tr.x, tr.y, tr.x, tr.y) >= sp.tree + tr.r + r + CLEAR_MARGIN) continue;
    if (Math.hypot(tr.x - x, tr.y - y) - tr.r - r < sp.tree) return false;
  }
  return true;
}

/**
 * Place a w×h rectangle inside the region: random tries, then the grid scan. Writes x0,y0 into
 * pos and returns 0 (random), 1 (fallback scan) or -1 (no room).
 */
function placeRect(dice: Dice, t: Table, reg: Region, w: number, h: number, sp: Spacing, step: number, skipArea: number, pos: number[]): number {
  const fx = reg.x1 - reg.x0 - w;
  const fy = reg.y1 - reg.y0 - h;
  if (fx < 0 || fy < 0) return -1;
  for (let k = 0; k < PLACE_TRIES; k++) {
    const x0 = Math.round(reg.x0 + dice.random() * fx);
    const y0 = Math.round(reg.y0 + dice.random() * fy);
    if (x0 + w > reg.x1 || y0 + h > reg.y1) continue;
    if (areaClear(t, x0, y0, x0 + w, y0 + h, sp, skipArea)) {
      pos[0] = x0;
      pos[1] = y0;
      return 0;
    }
  }
  for (let y0 = reg.y0; y0 <= reg.y0 + fy + 1e-9; y0 += step) {
    for (let x0 = reg.x0; x0 <= reg.x0 + fx + 1e-9; x0 += step) {
      if (areaClear(t, x0, y0, x0 + w, y0 + h, sp, skipArea)) {
        pos[0] = x0;
        pos[1] = y0;
        return 1;
      }
    }
  }
  return -1;
}

/** Place a linear piece of length len, horizontal or vertical, inside the region. */
function placeLinear(dice: Dice, t: Table, reg: Region, len: number, horizontal: boolean, sp: Spacing, step: number, pos: number[]): number {
  const w = horizontal ? len : 0;
  const h = horizontal ? 0 : len;
  const fx = reg.x1 - reg.x0 - w;
  const fy = reg.y1 - reg.y0 - h;
  if (fx < 0 || fy < 0) return -1;
  for (let k = 0; k < PLACE_TRIES; k++) {
    const x0 = Math.round(reg.x0 + dice.random() * fx);
    const y0 = Math.round(reg.y0 + dice.random() * fy);
    if (x0 + w > reg.x1 || y0 + h > reg.y1) continue;
    if (linearClear(t, x0, y0, x0 + w, y0 + h, sp)) {
      pos[0] = x0;
      pos[1] = y0;
      return 0;
    }
  }
  for (let y0 = reg.y0; y0 <= reg.y0 + fy + 1e-9; y0 += step) {
    for (let x0 = reg.x0; x0 <= reg.x0 + fx + 1e-9; x0 += step) {
      if (linearClear(t, x0, y0, x0 + w, y0 + h, sp)) {
        pos[0] = x0;
        pos[1] = y0;
        return 1;
      }
    }
  }
  return -1;
}

function placeTree(dice: Dice, t: Table, reg: Region, r: number, sp: Spacing, step: number, pos: number[]): number {
  for (let k = 0; k < PLACE_TRIES; k++) {
    const x = Math.round(reg.x0 + r + dice.random() * (reg.x1 - reg.x0 - 2 * r));
    const y = Math.round(reg.y0 + r + dice.random() * (reg.y1 - reg.y0 - 2 * r));
    if (treeClear(t, x, y, r, sp)) {
      pos[0] = x;
      pos[1] = y;
      return 0;
    }
  }
  for (let y = reg.y0 + r; y <= reg.y1 - r + 1e-9; y += step) {
    for (let x = reg.x0 + r; x <= reg.x1 - r + 1e-9; x += step) {
      if (treeClear(t, x, y, r, sp)) {
        pos[0] = x;
        pos[1] = y;
        return 1;
      }
    }
  }
  return -1;
}

function resetTable(size: { width: number; height: number }, sticks: Sticks, out?: Table): Table {
  const t: Table = out ?? { width: size.width, height: size.height, areas: [], linears: [], trees: [] };
  t.width = size.width;
  t.height = size.height;
  t.areas = [];
  t.linears = [];
  t.trees = [];
  t.shortStick = sticks.S;
  t.losBridges = [];
  return t;
}

/** Single-tree radius: big enough to cover one model (SDS 1.6): S/5, 15 mm at 28 mm. */
function treeRadius(sticks: Sticks): number {
  return sticks.S / 5;
}

/**
 * SDS 10.5 (tournament v2.1): the defender's one area piece and one linear piece per 45×45
 * sector (four of the six sizes S×S … L×L, each once), the attacker's one change, then two
 * single trees each, alternately, defender first. `table` gives the size; `out` (optional) is
 * filled in place; `report` (optional) records what happened.
 */
export function generateTournamentTerrain(dice: Dice, table: { width: number; height: number }, sticks: Sticks, out?: Table, report?: TerrainReport): Table {
  const t = resetTable(table, sticks, out);
  const rep = beginReport(report);
  const { S, M, L } = sticks;
  const step = S / 3;
  const sp: Spacing = { area: S, linear: S, tree: S / 3 };
  const sizes: [number, number][] = [
    [S, S],
    [S, M],
    [S, L],
    [M, M],
    [M, L],
    [L, L],
  ];
  // shuffle the six sizes (Fisher–Yates on the dice): sectors take the first four
  const order = [0, 1, 2, 3, 4, 5];
  for (let i = 5; i > 0; i--) {
    const j = dice.int(i + 1);
    const tmp = order[i];
    order[i] = order[j];
    order[j] = tmp;
  }
  const pos = [0, 0];
  for (let s = 0; s < 4; s++) {
    const reg = sectorRegion(s, t.width, t.height);
    const [a, b] = sizes[order[s]];
    const kind = areaKindRoll(dice.d6());
    const heavy = kind === 'building' && dice.d6() <= 3;
    const turn = dice.int(2) === 1;
    let w = turn ? b : a;
    let h = turn ? a : b;
    let res = placeRect(dice, t, reg, w, h, sp, step, -1, pos);
    if (res < 0) {
      const tmp = w;
      w = h;
      h = tmp;
      res = placeRect(dice, t, reg, w, h, sp, step, -1, pos);
    }
    if (res < 0) {
      rep.dropped++;
      if (rep !== quietReport) rep.lines.push(`defender could not fit the ${a}×${b} piece in the ${SECTOR_NAMES[s]} sector`);
      continue;
    }
    if (res > 0) rep.fallbacks++;
    const area: AreaFeature = { kind, x0: pos[0], y0: pos[1], x1: pos[0] + w, y1: pos[1] + h, heavyCover: heavy };
    t.areas.push(area);
    rep.areaSector.push(s);
    if (rep !== quietReport) rep.lines.push(`defender: ${describeArea(area)} in the ${SECTOR_NAMES[s]} sector`);
  }
  for (let s = 0; s < 4; s++) {
    if (placeSectorLinear(dice, t, s, sticks, sp, rep, 'defender') < 0) rep.dropped++;
  }

  attackerChange(dice, t, sticks, sizes, order, sp, rep);

  // SDS 10.5: two single trees each, alternately, defender first, anywhere clear
  const whole: Region = { x0: 0, y0: 0, x1: t.width, y1: t.height };
  const tr = treeRadius(sticks);
  const treeSp: Spacing = { area: S / 3, linear: S / 3, tree: S / 3 };
  for (let k = 0; k < 4; k++) {
    const res = placeTree(dice, t, whole, tr, treeSp, step, pos);
    if (res < 0) {
      rep.dropped++;
      continue;
    }
    if (res > 0) rep.fallbacks++;
    t.trees.push({ x: pos[0], y: pos[1], r: tr });
    if (rep !== quietReport) rep.lines.push(`${k % 2 === 0 ? 'defender' : 'attacker'}: single tree at (${pos[0]}, ${pos[1]})`);
  }
  return prepareTable(t);
}

function placeSectorLinear(dice: Dice, t: Table, s: number, sticks: Sticks, sp: Spacing, rep: TerrainReport, who: string): number {
  const pos = [0, 0];
  const reg = sectorRegion(s, t.width, t.height);
  const kind = linearKindRoll(dice.d3());
  let horizontal = dice.int(2) === 0;
  let res = placeLinear(dice, t, reg, sticks.S, horizontal, sp, sticks.S / 3, pos);
  if (res < 0) {
    horizontal = !horizontal;
    res = placeLinear(dice, t, reg, sticks.S, horizontal, sp, sticks.S / 3, pos);
  }
  if (res < 0) {
    if (rep !== quietReport) rep.lines.push(`${who} could not fit a linear piece in the ${SECTOR_NAMES[s]} sector`);
    return -1;
  }
  if (res > 0) rep.fallbacks++;
  const l: LinearFeature = { kind, ax: pos[0], ay: pos[1], bx: pos[0] + (horizontal ? sticks.S : 0), by: pos[1] + (horizontal ? 0 : sticks.S) };
  t.linears.push(l);
  rep.linearSector.push(s);
  if (rep !== quietReport) rep.lines.push(`${who}: ${describeLinear(l)} in the ${SECTOR_NAMES[s]} sector`);
  return t.linears.length - 1;
}

/**
 * SDS 10.5: the attacker's one change, chosen on a d6: 1 remove an area piece, 2 remove a
 * linear piece, 3 add an area piece (type rolled as the defender's, one of the two unused
 * sizes), 4 add a linear piece, 5–6 move an area piece within its sector. Which piece / size /
 * sector: dice.int. If an addition or a move finds no legal spot in any sector, the attacker
 * removes the last linear piece instead (deterministic fallback).
 */
function attackerChange(dice: Dice, t: Table, sticks: Sticks, sizes: [number, number][], order: number[], sp: Spacing, rep: TerrainReport): void {
  const roll = dice.d6();
  const pos = [0, 0];
  const step = sticks.S / 3;
  let done = false;
  if (roll === 1 && t.areas.length > 0) {
    const i = dice.int(t.areas.length);
    if (rep !== quietReport) rep.lines.push(`attacker removes the ${describeArea(t.areas[i])}`);
    t.areas.splice(i, 1);
    rep.areaSector.splice(i, 1);
    rep.attackerChange = 'removeArea';
    done = true;
  } else if (roll === 3) {
    const [a, b] = sizes[order[4 + dice.int(2)]];
    const kind = areaKindRoll(dice.d6());
    const heavy = kind === 'building' && dice.d6() <= 3;
    const turn = dice.int(2) === 1;
    const first = dice.int(4);
    for (let k = 0; k < 8 && !done; k++) {
      const s = (first + (k >> 1)) % 4;
      const w = (turn ? 1 : 0) ^ (k & 1) ? b : a;
      const h = w === a ? b : a;
      const res = placeRect(dice, t, sectorRegion(s, t.width, t.height), w, h, sp, step, -1, pos);
      if (res < 0) continue;
      if (res > 0) rep.fallbacks++;
      const area: AreaFeature = { kind, x0: pos[0], y0: pos[1], x1: pos[0] + w, y1: pos[1] + h, heavyCover: heavy };
      t.areas.push(area);
      rep.areaSector.push(s);
      rep.attackerChange = 'addArea';
      rep.changedIndex = t.areas.length - 1;
      if (rep !== quietReport) rep.lines.push(`attacker adds a ${describeArea(area)} in the ${SECTOR_NAMES[s]} sector`);
      done = true;
    }
  } else if (roll === 4) {
    const first = dice.int(4);
    for (let k = 0; k < 4 && !done; k++) {
      const i = placeSectorLinear(dice, t, (first + k) % 4, sticks, sp, rep, 'attacker');
      if (i < 0) continue;
      rep.attackerChange = 'addLinear';
      rep.changedIndex = i;
      done = true;
    }
  } else if (roll >= 5 && t.areas.length > 0) {
    const i = dice.int(t.areas.length);
    const a = t.areas[i];
    const s = rep.areaSector[i];
    const w = a.x1 - a.x0;
    const h = a.y1 - a.y0;
    const res = placeRect(dice, t, sectorRegion(s, t.width, t.height), w, h, sp, step, i, pos);
    if (res >= 0 && (pos[0] !== a.x0 || pos[1] !== a.y0)) {
      if (res > 0) rep.fallbacks++;
      if (rep !== quietReport) rep.lines.push(`attacker moves the ${describeArea(a)} to (${pos[0]}, ${pos[1]})`);
      a.x0 = pos[0];
      a.y0 = pos[1];
      a.x1 = pos[0] + w;
      a.y1 = pos[1] + h;
      rep.attackerChange = 'moveArea';
      rep.changedIndex = i;
      done = true;
    }
  }
  if (!done && roll === 2 && t.linears.length > 0) {
    const i = dice.int(t.linears.length);
    if (rep !== quietReport) rep.lines.push(`attacker removes the ${describeLinear(t.linears[i])}`);
    t.linears.splice(i, 1);
    rep.linearSector.splice(i, 1);
    rep.attackerChange = 'removeLinear';
    done = true;
  }
  if (!done && t.linears.length > 0) {
    const i = t.linears.length - 1;
    if (rep !== quietReport) rep.lines.push(`attacker removes the ${describeLinear(t.linears[i])} (fallback)`);
    t.linears.pop();
    rep.linearSector.pop();
    rep.attackerChange = 'removeLinear';
    rep.fallbacks++;
  }
}

/**
 * SDS 2.3 (core rules): the defender rolls per quarter, clockwise from the top-left (north-west)
 * quarter: 1, 2, 2 and 3 rolls on the quarter tables; a wood rolls again (1–3 that many single
 * trees, 4–6 one wooded area). Sizes: wood and difficult areas S..L per side (d3 per side);
 * buildings S or M per side (≤ 1M × 1M); the small hill S or M per side; linear pieces 1S.
 * Every feature ≥ 1S from every other and inside its quarter. Heuristic for the optional
 * move of quarter 4's third feature into quarter 1: done when quarter 1 is still empty.
 * A piece that does not fit is tried at S×S, then dropped (report.dropped).
 */
export function generateCoreTerrain(dice: Dice, table: { width: number; height: number }, sticks: Sticks, out?: Table, report?: TerrainReport): Table {
  const t = resetTable(table, sticks, out);
  const rep = beginReport(report);
  const { S, M, L } = sticks;
  const sp: Spacing = { area: S, linear: S, tree: S };
  const step = S / 3;
  const tr = treeRadius(sticks);
  const quarters = [3, 2, 1, 0]; // SDS 2.3 quarters 1..4: NW, NE, SE, SW
  const rolls = [1, 2, 2, 3];
  const pos = [0, 0];
  let q1Used = false;
  const side3 = (): number => {
    const d = dice.d3();
    return d === 1 ? S : d === 2 ? M : L;
  };
  const side2 = (): number => (dice.d6() <= 3 ? S : M);

  for (let q = 0; q < 4; q++) {
    for (let k = 0; k < rolls[q]; k++) {
      let s = quarters[q];
      const r = dice.d6();
      let what: 'wood' | 'building' | 'difficult' | 'fences' | 'walls' | 'hill' | 'nothing';
      if (r === 1) what = 'wood';
      else if (q === 3) what = r === 2 ? 'difficult' : r === 3 ? 'building' : r === 4 ? 'fences' : r === 5 ? 'walls' : 'hill';
      else if (r === 2) what = 'building';
      else if (r === 3) what = 'difficult';
      else if (r === 4) what = q === 0 ? 'nothing' : 'fences';
      else if (r === 5) what = q === 2 ? 'walls' : 'nothing';
      else what = 'nothing';
      if (what === 'nothing') continue;
      if (q === 3 && k === 2 && !q1Used) s = quarters[0]; // SDS 2.3: the last quarter-4 feature may go to quarter 1
      if (s === quarters[0]) q1Used = true;
      const reg = sectorRegion(s, t.width, t.height);
      if (what === 'fences' || what === 'walls') {
        const n = dice.d3();
        for (let j = 0; j < n; j++) {
          const horizontal = dice.int(2) === 0;
          const res = placeLinear(dice, t, reg, S, horizontal, sp, step, pos);
          if (res < 0) {
            rep.dropped++;
            continue;
          }
          if (res > 0) rep.fallbacks++;
          const l: LinearFeature = {
            kind: what === 'fences' ? 'fence' : 'lowWall',
            ax: pos[0],
            ay: pos[1],
            bx: pos[0] + (horizontal ? S : 0),
            by: pos[1] + (horizontal ? 0 : S),
          };
          t.linears.push(l);
          rep.linearSector.push(s);
          if (rep !== quietReport) rep.lines.push(`defender: ${describeLinear(l)} in the ${SECTOR_NAMES[s]} quarter`);
        }
        continue;
      }
      let kind: AreaKind;
      let w: number;
      let h: number;
      if (what === 'wood') {
        const sub = dice.d6();
        if (sub <= 3) {
          for (let j = 0; j < sub; j++) {
            const res = placeTree(dice, t, reg, tr, sp, step, pos);
            if (res < 0) {
              rep.dropped++;
              continue;
            }
            if (res > 0) rep.fallbacks++;
            t.trees.push({ x: pos[0], y: pos[1], r: tr } as SingleTree);
            if (rep !== quietReport) rep.lines.push(`defender: single tree at (${pos[0]}, ${pos[1]}) in the ${SECTOR_NAMES[s]} quarter`);
          }
          continue;
        }
        kind = 'wood';
        w = side3();
        h = side3();
      } else if (what === 'difficult') {
        kind = 'difficult';
        w = side3();
        h = side3();
      } else if (what === 'building') {
        kind = 'building';
        w = side2();
        h = side2();
      } else {
        kind = 'hill';
        w = side2();
        h = side2();
      }
      const heavy = kind === 'building' && dice.d6() <= 3;
      let res = placeRect(dice, t, reg, w, h, sp, step, -1, pos);
      if (res < 0) {
        w = S;
        h = S;
        res = placeRect(dice, t, reg, w, h, sp, step, -1, pos);
        if (res >= 0) rep.fallbacks++;
      }
      if (res < 0) {
        rep.dropped++;
        if (rep !== quietReport) rep.lines.push(`no room for a ${kind} in the ${SECTOR_NAMES[s]} quarter`);
        continue;
      }
      if (res > 0) rep.fallbacks++;
      const area: AreaFeature = { kind, x0: pos[0], y0: pos[1], x1: pos[0] + w, y1: pos[1] + h, heavyCover: heavy };
      t.areas.push(area);
      rep.areaSector.push(s);
      if (rep !== quietReport) rep.lines.push(`defender: ${describeArea(area)} in the ${SECTOR_NAMES[s]} quarter`);
    }
  }
  return prepareTable(t);
}

/**
 * SDS 10.3 / A30: one 1S linear piece (fence or hedge, coin) per full 5 points of difference,
 * at most 3, for the lower-points player, in his half of the table, placed once the edges are
 * known and before the defender deploys. Heuristic: parallel to his edge, just in front of his
 * deployment zone (between 1M + S/3 and the centre line), ≥ 1S from other pieces; then anywhere
 * in his half; then with only one base (S/3) of clearance; a piece that still does not fit is
 * skipped. Returns the number placed.
 */
export function placeUnusedPointsFences(dice: Dice, table: Table, sticks: Sticks, lowerPointsEdge: Edge, pointsDifference: number): number {
  const n = Math.min(3, Math.floor(Math.abs(pointsDifference) / 5));
  const { S, M } = sticks;
  const W = table.width;
  const H = table.height;
  const pos = [0, 0];
  let placed = 0;
  const horizontal = lowerPointsEdge === 0 || lowerPointsEdge === 2;
  // band in front of the deployment zone, and the whole half, as regions
  const near = M + S / 3;
  const half: Region =
    lowerPointsEdge === 0
      ? { x0: 0, y0: 0, x1: W, y1: H / 2 }
      : lowerPointsEdge === 2
        ? { x0: 0, y0: H / 2, x1: W, y1: H }
        : lowerPointsEdge === 3
          ? { x0: 0, y0: 0, x1: W / 2, y1: H }
          : { x0: W / 2, y0: 0, x1: W, y1: H };
  const band: Region =
    lowerPointsEdge === 0
      ? { x0: 0, y0: near, x1: W, y1: H / 2 }
      : lowerPointsEdge === 2
        ? { x0: 0, y0: H / 2, x1: W, y1: H - near }
        : lowerPointsEdge === 3
          ? { x0: near, y0: 0, x1: W / 2, y1: H }
          : { x0: W / 2, y0: 0, x1: W - near, y1: H };
  for (let k = 0; k < n; k++) {
    const kind: LinearKind = dice.int(2) === 0 ? 'fence' : 'hedge';
    let ok = false;
    for (let pass = 0; pass < 3 && !ok; pass++) {
      const reg = pass === 0 ? band : half;
      const gap = pass < 2 ? S : S / 3;
      const sp: Spacing = { area: gap, linear: gap, tree: gap };
      const res = placeLinear(dice, table, reg, S, horizontal, sp, S / 3, pos);
      if (res < 0) continue;
      table.linears.push({ kind, ax: pos[0], ay: pos[1], bx: pos[0] + (horizontal ? S : 0), by: pos[1] + (horizontal ? 0 : S) });
      ok = true;
      placed++;
    }
  }
  return placed;
}
