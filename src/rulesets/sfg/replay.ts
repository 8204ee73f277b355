/**
 * Replay narration and table SVG for `volley replay` (only built when a GameLog is present).
 * Brigades are drawn as their footprint rectangles with the base grid, batteries as one base,
 * generals as small squares, objectives as rings coloured by holder.
 */
import { OBSTACLE_NAMES, OB_HEDGE, TERRAIN_NAMES, T_HILL, WATER_NAMES, W_FORD } from './mechanics/terrain.js';

/** SVG stroke and legend of each obstacle kind (OB_*): hedge, wall, prepared works. */
const OBSTACLE_COLOUR = ['#3f7a33', '#6e6e6e', '#8a5a2b'];
const OBSTACLE_LEGEND = ['dashed green line', 'grey line', 'brown line'];
import type { Outcome } from '../types.js';
import { FORMATION_NAMES } from './mechanics/formation.js';
import { QUALITY_NAMES, RATING_NAMES } from './mechanics/command.js';
import { ARM_NAMES, ARTILLERY, GUN_NAMES, IN_PLAY, type Unit } from './state.js';
import { cornerX, cornerY } from '../kit/facingRect.js';
import type { Game } from './game.js';
import { generalX, generalY } from './rules/command.js';
import { isAttached } from './rules/attachSlot.js';

const PX = 20; // pixels per UM
const SIDE_FILL = ['#1f4fa0', '#8a8a8a'];
const SIDE_STROKE = ['#0c2a5e', '#3d3d3d'];

function f(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function describe(u: Unit): string {
  if (u.arm === ARTILLERY) return `${u.name} (${GUN_NAMES[u.gun]} battery)`;
  return `${u.name} (${QUALITY_NAMES[u.quality]} ${ARM_NAMES[u.arm]}, ${u.n0} bases${u.breech ? ', breech-loaders' : ''})`;
}

export function narrateSetup(g: Game): void {
  g.event(`SfG Lite pitched battle on ${g.cfg.tableW} × ${g.cfg.tableD} UM, ${g.cfg.turns} turns`);
  for (let s = 0; s < 2; s++) {
    g.event(`Side ${s === 0 ? 'A' : 'B'}: ${g.sideNames[s]} (${g.setup.sides[s].points} points, SFG-13 proposal)`);
    for (const d of g.divisions) {
      if (d.side !== s) continue;
      const when = d.scheduledTurn > 0 ? ` — off table, rolls for entry on turn ${d.scheduledTurn}` : '';
      g.event(`  ${d.name}: ${RATING_NAMES[d.rating]} general (${d.value})${when}`);
      for (const i of d.units) {
        const u = g.units[i];
        g.event(`    ${describe(u)}${u.onTable ? ` at (${f(u.cx)}, ${f(u.cy)}) in ${u.arm === ARTILLERY ? 'battery' : FORMATION_NAMES[u.formation]}` : ''}`);
      }
    }
  }
  g.event(`Objectives: ${g.objectives.map((o) => `${o.owner === 0 ? 'A' : 'B'} (${f(o.x)}, ${f(o.y)})`).join(', ')}`);
  const t = g.terrain;
  if (t.n > 0)
    g.event(
      `Terrain: ` +
        `${t.pieces
          .slice(0, t.n)
          .map((p) => `${TERRAIN_NAMES[p.kind]} ${f(2 * p.hw)} × ${f(2 * p.hd)} UM at (${f(p.cx)}, ${f(p.cy)})`)
          .join(', ')}`,
    );
  for (let k = 0; k < t.nRoads; k++) g.event(`Road: from (${f(t.rx0[k])}, ${f(t.ry0[k])}) to (${f(t.rx1[k])}, ${f(t.ry1[k])})`);
  for (let k = 0; k < t.nWater; k++) {
    const p = t.water[k];
    g.event(
      `${t.wkind[k] === W_FORD ? 'Ford' : 'River'} (river ` +
        `${t.wriver[k] + 1}): ${f(2 * p.hw)} UM from (${f(p.cx - p.fy * p.hw)}, ` +
        `${f(p.cy + p.fx * p.hw)}) to (${f(p.cx + p.fy * p.hw)}, ` +
        `${f(p.cy - p.fx * p.hw)})`,
    );
  }
  for (let k = 0; k < t.nObs; k++) g.event(`Obstacle: ${OBSTACLE_NAMES[t.okind[k]]} from (${f(t.ox0[k])}, ${f(t.oy0[k])}) to (${f(t.ox1[k])}, ${f(t.oy1[k])})`);
  snapshot(g, 'deployment');
}

export function narrateEnd(g: Game, o: Outcome): void {
  const who = o.winner === null ? 'a draw' : `${o.winner === 0 ? 'A' : 'B'} (${g.sideNames[o.winner]}) wins`;
  g.event(
    `End after turn ${o.turns}: ${who} by ${o.reason}; objectives held A ` +
      `${o.score[0]}, B ${o.score[1]}; game score A ` +
      `${o.metrics.gameScore2[0] / 2}, B ${o.metrics.gameScore2[1] / 2}`,
  );
  snapshot(g, 'end');
}

/** Fill of each terrain kind (open, broken, woods, town, hill). */
const TERRAIN_FILL = ['none', '#d9c89a', '#7fa86a', '#a0785a', '#bfc48a'];
/** Those fills' names in the legend. */
const TERRAIN_COLOUR = ['', 'tan', 'green', 'brown', 'olive'];
/** Fill of a river stretch and of a ford. */
const WATER_FILL = ['#5b8fd1', '#b5d3f2'];

export function snapshot(g: Game, label: string): void {
  if (g.log?.snapshot) g.log.snapshot(label, renderSvg(g, label));
}

/** The table as SVG (y up: side A's edge at the bottom). */
export function renderSvg(g: Game, title: string): string {
  const W = g.cfg.tableW;
  const H = g.cfg.tableD;
  const top = 30;
  const lines = legendLines(g);
  const legend = 16 * lines.length + 14;
  const X = (x: number): number => x * PX;
  const Y = (y: number): number => top + (H - y) * PX;
  const o: string[] = [];
  o.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W * PX} ` +
      `${H * PX + top + legend}" width="${W * PX}" ` +
      `height="${H * PX + top + legend}" font-family="DejaVu Sans, Arial, ` +
      `sans-serif">`,
  );
  o.push(`<text x="4" y="20" font-size="16">${esc(`SfG Lite — ${title} (turn ${g.turn})`)}</text>`);
  o.push(`<rect x="0" y="${top}" width="${W * PX}" height="${H * PX}" fill="#e9efd9" stroke="#555"/>`);
  const dz = g.cfg.deploymentDepth;
  o.push(`<rect x="0" y="${f(Y(dz))}" width="${W * PX}" height="${f(dz * PX)}" fill="#1f4fa0" fill-opacity="0.06"/>`);
  o.push(`<rect x="0" y="${top}" width="${W * PX}" height="${f(dz * PX)}" fill="#8a8a8a" fill-opacity="0.08"/>`);
  // §12.7: terrain pieces under everything else
  for (let i = 0; i < g.terrain.n; i++) {
    const p = g.terrain.pieces[i];
    const pts = [0, 1, 2, 3].map((k) => `${f(X(cornerX(p, k)))},${f(Y(cornerY(p, k)))}`).join(' ');
    o.push(`<polygon points="${pts}" fill="${TERRAIN_FILL[p.kind]}" stroke="#6b6b50" stroke-width="1"><title>${TERRAIN_NAMES[p.kind]}</title></polygon>`);
  }
  // §12.5: hill crests (hillCrests), the ridge along each hill that blocks lines of fire
  if (g.cfg.crests) {
    const c = new Float64Array(4);
    for (let i = 0; i < g.terrain.n; i++) {
      if (g.terrain.pieces[i].kind !== T_HILL) continue;
      g.terrain.crestOf(i, c);
      o.push(
        `<line x1="${f(X(c[0]))}" y1="${f(Y(c[1]))}" x2="${f(X(c[2]))}" ` +
          `y2="${f(Y(c[3]))}" stroke="#7a6a3a" stroke-width="2.5" ` +
          `stroke-linecap="round"><title>crest</title></line>`,
      );
    }
  }
  // SFG-5.2 / 8.9: rivers (blue) and their fords (pale blue), under the roads that bridge them
  for (let k = 0; k < g.terrain.nWater; k++) {
    const p = g.terrain.water[k];
    const pts = [0, 1, 2, 3].map((c) => `${f(X(cornerX(p, c)))},${f(Y(cornerY(p, c)))}`).join(' ');
    o.push(`<polygon points="${pts}" fill="${WATER_FILL[g.terrain.wkind[k]]}" stroke="none"><title>${WATER_NAMES[g.terrain.wkind[k]]}</title></polygon>`);
  }
  // SFG-5.6: roads (1 UM wide: where a column's centre counts as on them)
  for (let k = 0; k < g.terrain.nRoads; k++) {
    const t = g.terrain;
    o.push(
      `<line x1="${f(X(t.rx0[k]))}" y1="${f(Y(t.ry0[k]))}" ` +
        `x2="${f(X(t.rx1[k]))}" y2="${f(Y(t.ry1[k]))}" stroke="#c9b27c" ` +
        `stroke-width="${PX}" stroke-opacity="0.8"><title>road</title></line>`,
    );
    // a dashed centre line: tells a road from broken ground, whose tan is close to its sand
    o.push(
      `<line x1="${f(X(t.rx0[k]))}" y1="${f(Y(t.ry0[k]))}" ` +
        `x2="${f(X(t.rx1[k]))}" y2="${f(Y(t.ry1[k]))}" stroke="#fff" ` +
        `stroke-width="1.5" stroke-dasharray="8 6" stroke-opacity="0.9"/>`,
    );
  }
  for (let k = 0; k < g.terrain.nObs; k++) {
    const t = g.terrain;
    const kind = t.okind[k];
    const hedge = kind === OB_HEDGE;
    o.push(
      `<line x1="${f(X(t.ox0[k]))}" y1="${f(Y(t.oy0[k]))}" ` +
        `x2="${f(X(t.ox1[k]))}" y2="${f(Y(t.oy1[k]))}" ` +
        `stroke="${OBSTACLE_COLOUR[kind]}" ` +
        `stroke-width="${hedge ? 3 : 4}"${hedge ? ' stroke-dasharray="6 3"' : ''}><title>${OBSTACLE_NAMES[kind]}</title></line>`,
    );
  }
  for (const ob of g.objectives) {
    o.push(
      `<circle cx="${f(X(ob.x))}" cy="${f(Y(ob.y))}" ` +
        `r="${f(g.cfg.objectiveRadius * PX)}" fill="none" ` +
        `stroke="${SIDE_FILL[ob.holder]}" stroke-dasharray="4 3" ` +
        `stroke-width="2"/>`,
    );
    o.push(`<circle cx="${f(X(ob.x))}" cy="${f(Y(ob.y))}" r="5" fill="${SIDE_FILL[ob.holder]}"/>`);
  }
  // the unit labels placed so far (x, baseline y, half-width): side-by-side brigades would print theirs over each other
  const placed: number[] = [];
  const labels: string[] = [];
  for (const u of g.units) {
    if (u.removed !== IN_PLAY || !u.onTable) continue;
    const pts = [0, 1, 2, 3].map((k) => `${f(X(cornerX(u, k)))},${f(Y(cornerY(u, k)))}`).join(' ');
    const dash = u.disordered ? ' stroke-dasharray="3 2"' : '';
    o.push(
      `<polygon points="${pts}" fill="${SIDE_FILL[u.side]}" ` +
        `fill-opacity="${u.arm === ARTILLERY ? 0.9 : 0.6}" ` +
        `stroke="${SIDE_STROKE[u.side]}" ` +
        `stroke-width="1.5"${dash}><title>${esc(describe(u))}</title></polygon>`,
    );
    // front edge
    const rx = u.fy;
    const ry = -u.fx;
    o.push(
      `<line x1="${f(X(u.px - rx * u.hw))}" y1="${f(Y(u.py - ry * u.hw))}" ` +
        `x2="${f(X(u.px + rx * u.hw))}" y2="${f(Y(u.py + ry * u.hw))}" ` +
        `stroke="#c00" stroke-width="2"/>`,
    );
    // SFG-4.6: an attached battery is tied to its brigade by a line and labelled
    const att = u.arm === ARTILLERY && isAttached(g, u);
    if (att) {
      const b = g.units[u.attachedTo];
      o.push(
        `<line x1="${f(X(u.cx))}" y1="${f(Y(u.cy))}" x2="${f(X(b.cx))}" ` +
          `y2="${f(Y(b.cy))}" stroke="${SIDE_STROKE[u.side]}" stroke-width="1" ` +
          `stroke-dasharray="2 ` +
          `2"><title>${esc(`${u.name} attached to ${b.name}`)}</title></line>`,
      );
    }
    const lab = u.arm === ARTILLERY ? `${u.name}${u.limbered ? ' (lmb)' : ''}${att ? ' (att.)' : ''}` : `${u.name} ${u.bases}/${u.n0}`;
    const ly = labelY(placed, X(u.cx), Y(u.cy) + 3, lab.length);
    labels.push(`<text x="${f(X(u.cx))}" y="${f(ly)}" font-size="9" text-anchor="middle">${esc(lab)}</text>`);
  }
  // over every unit, so that a shifted label is not hidden under a neighbour
  for (const l of labels) o.push(l);
  for (const d of g.divisions) {
    if (!d.onTable) continue;
    const x = X(generalX(g, d));
    const y = Y(generalY(g, d));
    o.push(
      `<rect x="${f(x - 5)}" y="${f(y - 5)}" width="10" height="10" ` +
        `fill="#f5c518" stroke="${SIDE_STROKE[d.side]}"><title>${esc(d.name)} ` +
        `general</title></rect>`,
    );
  }
  // G7: the corps generals (1 × 1 UM bases, SFG-1.3) when they have a function
  for (let s = 0; s < 2; s++) {
    if (!g.cfg.corpsOrderEnabled || Number.isNaN(g.corpsX[s])) continue;
    const x = X(g.corpsX[s]);
    const y = Y(g.corpsY[s]);
    o.push(
      `<rect x="${f(x - PX / 2)}" y="${f(y - PX / 2)}" width="${PX}" ` +
        `height="${PX}" fill="#f5c518" stroke="${SIDE_STROKE[s]}" ` +
        `stroke-width="3"><title>${esc(`${g.sideNames[s]} corps general`)}</title></rect>`,
    );
  }
  for (let i = 0; i < lines.length; i++) o.push(`<text x="4" y="${top + H * PX + 22 + 16 * i}" font-size="12">${esc(lines[i])}</text>`);
  o.push('</svg>');
  return o.join('\n');
}

/** Characters of the legend's 12 px text that fit on one line of the narrowest table (720 px). */
const LEGEND_CHARS = 100;

/**
 * The legend under the table, wrapped into lines that fit its width (one long line is cut off at
 * the SVG's edge): the sides, the markers, and only the kinds of ground the table has.
 */
function legendLines(g: Game): string[] {
  const t = g.terrain;
  const items = [
    `A: ${g.sideNames[0]} (blue, bottom)`,
    `B: ${g.sideNames[1]} (grey, top)`,
    'red edge = front',
    'dashed = disordered',
    `yellow = general${g.cfg.corpsOrderEnabled ? ' (large = corps)' : ''}`,
    'dotted line = battery attached to a brigade',
    'rings = objectives (holder colour)',
  ];
  const kinds = new Set<number>();
  for (let i = 0; i < t.n; i++) kinds.add(t.pieces[i].kind);
  for (const k of [...kinds].sort((a, b) => a - b)) items.push(`${TERRAIN_NAMES[k]} = ${TERRAIN_COLOUR[k]}`);
  if (kinds.has(T_HILL) && g.cfg.crests) items.push('crest = dark line along a hill (blocks fire)');
  const obs = new Set<number>();
  for (let k = 0; k < t.nObs; k++) obs.add(t.okind[k]);
  for (const k of [...obs].sort((a, b) => a - b)) items.push(`${OBSTACLE_NAMES[k]} = ${OBSTACLE_LEGEND[k]}`);
  if (t.nWater > 0) items.push('river = blue', 'ford = pale blue');
  if (t.nRoads > 0) items.push('road = sand band with a dashed centre (it bridges rivers)');
  items.push(`1 UM = ${PX}px`);
  const lines: string[] = [];
  let line = '';
  for (const it of items) {
    if (line && line.length + 2 + it.length > LEGEND_CHARS) {
      lines.push(`${line},`);
      line = it;
    } else line = line ? `${line}, ${it}` : it;
  }
  lines.push(line);
  return lines;
}

/** Label rows tried above and below a unit's centre before giving up and overlapping. */
const LABEL_SHIFTS = [0, 10, -10, 20, -20];

/**
 * The baseline of a 9 px label of `chars` characters centred at x, nearest y, that overlaps no
 * label already `placed` (their x, y and half-width, in threes); it is added to them.
 */
function labelY(placed: number[], x: number, y: number, chars: number): number {
  const hw = chars * 2.6;
  let best = y;
  for (const dy of LABEL_SHIFTS) {
    let free = true;
    for (let i = 0; i < placed.length && free; i += 3)
      if (Math.abs(placed[i + 1] - (y + dy)) < 10 && Math.abs(placed[i] - x) < placed[i + 2] + hw) free = false;
    if (free) {
      best = y + dy;
      break;
    }
  }
  placed.push(x, best, hw);
  return best;
}
