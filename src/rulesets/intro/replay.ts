import type { GameLog } from '../types.js';
import { escapeXml, tableFrame } from '../kit/svgFrame.js';
import { TERRAIN_IMPASSABLE } from './state.js';
import type { IntroGame } from './game.js';

/**
 * SVG of the table for `volley replay` (only built when the log takes snapshots): terrain,
 * units as discs coloured by side (side 0 at the bottom edge), shaded by damage, with this
 * turn's pending ranged damage shown as a ring.
 */
const PX = 8; // px per cm
const MARGIN = 16;
const SIDE_COLOURS = ['#1f5fbf', '#c0392b'];
const DAMAGE_OPACITY = [1, 0.75, 0.5, 0.15];

function tableSvg(st: IntroGame, title: string): string {
  const state = st.state;
  const W = st.cfg.tableW * PX;
  const H = st.cfg.tableH * PX;
  const top = 28;
  const frame = tableFrame({
    tableWidth: st.cfg.tableW,
    tableHeight: st.cfg.tableH,
    scale: PX,
    margin: MARGIN,
    top,
    fontFamily: 'DejaVu Sans, Arial, sans-serif',
  });
  const X = (x: number) => frame.X(x).toFixed(1);
  const Y = (y: number) => frame.Y(y).toFixed(1);
  const o: string[] = [];
  o.push(frame.open);
  o.push(`<text x="${MARGIN}" y="20" font-size="16">${escapeXml(title)}</text>`);
  o.push(`<rect x="${MARGIN}" y="${top + MARGIN}" width="${W}" height="${H}" fill="#e9e4c9" stroke="#555"/>`);
  const depth = st.cfg.deployDepth * PX;
  o.push(`<rect x="${MARGIN}" y="${top + MARGIN + H - depth}" width="${W}" height="${depth}" fill="${SIDE_COLOURS[0]}" opacity="0.06"/>`);
  o.push(`<rect x="${MARGIN}" y="${top + MARGIN}" width="${W}" height="${depth}" fill="${SIDE_COLOURS[1]}" opacity="0.06"/>`);
  for (let k = 0; k < st.terrainCount; k++) {
    const b = k * 4;
    const x0 = state.terrainBox[b];
    const y0 = state.terrainBox[b + 1];
    const x1 = state.terrainBox[b + 2];
    const y1 = state.terrainBox[b + 3];
    const fill = state.terrainKind[k] === TERRAIN_IMPASSABLE ? '#6b5b45' : '#a7c48a';
    o.push(`<rect x="${X(x0)}" y="${Y(y1)}" width="${((x1 - x0) * PX).toFixed(1)}" height="${((y1 - y0) * PX).toFixed(1)}" fill="${fill}" opacity="0.8"/>`);
  }
  const r = st.cfg.radius * PX;
  for (let u = 0; u < st.n; u++) {
    if (state.alive[u] === 0) continue;
    const c = SIDE_COLOURS[state.owner[u]];
    o.push(
      `<circle cx="${X(state.x[u])}" cy="${Y(state.y[u])}" r="${r.toFixed(1)}" ` +
        `fill="${c}" fill-opacity="${DAMAGE_OPACITY[state.damage[u]]}" ` +
        `stroke="${state.active[u] ? '#000' : c}"><title>${escapeXml(st.label[u])} ` +
        `CMB ${state.cmb[u]} ABI ${state.abi[u]} damage ` +
        `${state.damage[u]}</title></circle>`,
    );
    if (state.pending[u] > 0)
      o.push(`<circle cx="${X(state.x[u])}" cy="${Y(state.y[u])}" r="${(r + 3).toFixed(1)}" fill="none" stroke="#e67e22" stroke-width="2"/>`);
  }
  o.push('</svg>');
  return o.join('');
}

/** Hands a table snapshot to the log, if it takes them. */
export function snapshot(st: IntroGame, log: GameLog | undefined, label: string): void {
  if (!log?.snapshot) return;
  log.snapshot(label, tableSvg(st, `${st.sideNames[0]} (blue, bottom) v ${st.sideNames[1]} (red, top): ${label}`));
}
