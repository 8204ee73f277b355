/**
 * Narration and table snapshots for `volley replay`: the end of the game in words, and an SVG
 * of the table (kit svgFrame) after every turn: cover, event markers, figures by side (heroes
 * large, protagonists medium, extras small), shaken figures hatched, prone ones flattened.
 */
import type { Outcome } from '../types.js';
import { escapeXml, tableFrame } from '../kit/svgFrame.js';
import { CLASS_NAMES, WOUNDS_OUT } from './constants.js';
import { NOT_SHAKEN } from './state.js';
import type { Game } from './game.js';
import { STANDIN_CAVEAT } from './rules/combat/standin.js';

const PX = 16;
const MARGIN = 12;
const TOP = 28;
const COLOURS = ['#1f5fbf', '#c0392b'];

export function tableSvg(g: Game, title: string): string {
  const st = g.state;
  const f = tableFrame({ tableWidth: g.W, tableHeight: g.D, scale: PX, margin: MARGIN, top: TOP, fontFamily: 'DejaVu Sans, Arial, sans-serif' });
  const o: string[] = [f.open];
  // the stand-in caveat travels with every table picture of a replay (the only combat rules there are)
  o.push(`<desc>${escapeXml(STANDIN_CAVEAT)}</desc>`);
  o.push(`<text x="${MARGIN}" y="18" font-size="14">${escapeXml(title)}</text>`);
  o.push(`<rect x="${f.X(0)}" y="${f.Y(g.D)}" width="${g.W * PX}" height="${g.D * PX}" fill="#ece6cf" stroke="#555"/>`);
  for (let k = 0; k < g.nCover; k++) {
    const b = 4 * k;
    o.push(
      `<rect x="${f.X(st.cover[b]).toFixed(1)}" ` +
        `y="${f.Y(st.cover[b + 3]).toFixed(1)}" ` +
        `width="${((st.cover[b + 2] - st.cover[b]) * PX).toFixed(1)}" ` +
        `height="${((st.cover[b + 3] - st.cover[b + 1]) * PX).toFixed(1)}" ` +
        `fill="#8fae6f" opacity="0.7"><title>cover</title></rect>`,
    );
  }
  for (let m = 0; m < st.markerX.length; m++) {
    if (st.markerUsed[m]) continue;
    o.push(
      `<circle cx="${f.X(st.markerX[m]).toFixed(1)}" ` +
        `cy="${f.Y(st.markerY[m]).toFixed(1)}" ` +
        `r="${(st.markerR[m] * PX).toFixed(1)}" fill="none" ` +
        `stroke="${COLOURS[st.markerSide[m]]}" stroke-dasharray="4 3" ` +
        `opacity="0.6"><title>event marker</title></circle>`,
    );
  }
  for (let i = 0; i < g.n; i++) {
    if (!g.active(i)) continue;
    const c = COLOURS[st.side[i]];
    const r = st.radius[i] * PX * (st.cls[i] === 2 ? 0.8 : 1);
    const cx = f.X(st.x[i]).toFixed(1);
    const cy = f.Y(st.y[i]).toFixed(1);
    const ry = st.prone[i] ? r / 2 : r;
    const tip =
      `${g.label[i]} (${CLASS_NAMES[st.cls[i]]}, ` +
      `${st.wounds[i]}/${WOUNDS_OUT[st.cls[i]]} ` +
      `wounds${st.shaken[i] !== NOT_SHAKEN ? ', shaken' : ''}${st.prone[i] ? ', prone' : ''})`;
    o.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r.toFixed(1)}" ` +
        `ry="${ry.toFixed(1)}" fill="${c}" ` +
        `fill-opacity="${st.shaken[i] !== NOT_SHAKEN ? 0.35 : 0.9}" ` +
        `stroke="${st.cls[i] === 0 ? '#f1c40f' : '#222'}" ` +
        `stroke-width="${st.cls[i] === 0 ? 2 : 1}"><title>${escapeXml(tip)}</title></ellipse>`,
    );
  }
  o.push('</svg>');
  return o.join('');
}

export function snapshot(g: Game, label: string): void {
  const st = g.state;
  if (!g.log?.snapshot) return;
  g.log.snapshot(label, tableSvg(g, `${g.sideName(0)} (blue, bottom) v ${g.sideName(1)} (red, top): ${label} — steadfastness ${st.stead[0]} v ${st.stead[1]}`));
}

export function narrateEnd(g: Game, o: Outcome): void {
  const st = g.state;
  const who = o.winner === null ? 'draw' : `${g.sideName(o.winner)} wins`;
  g.event(
    `game over after turn ${o.turns}: ${who} (${o.reason}); steadfastness ` +
      `${g.sideName(0)} ${st.stead[0]}/${st.steadStart[0]}, ${g.sideName(1)} ` +
      `${st.stead[1]}/${st.steadStart[1]}; value lost ${o.pointsLost[0]} v ` +
      `${o.pointsLost[1]} (stand-in combat)`,
  );
  snapshot(g, 'end');
}
