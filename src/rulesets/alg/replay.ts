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
import { STANDIN_CAVEAT } from './combat/standin.js';

const PX = 16;
const MARGIN = 12;
const TOP = 28;
const COLOURS = ['#1f5fbf', '#c0392b'];

export function tableSvg(g: Game, title: string): string {
  const f = tableFrame({ tableWidth: g.W, tableHeight: g.D, scale: PX, margin: MARGIN, top: TOP, fontFamily: 'DejaVu Sans, Arial, sans-serif' });
  const o: string[] = [f.open];
  // the stand-in caveat travels with every table picture of a replay (the only combat rules there are)
  o.push(`<desc>${escapeXml(STANDIN_CAVEAT)}</desc>`);
  o.push(`<text x="${MARGIN}" y="18" font-size="14">${escapeXml(title)}</text>`);
  o.push(`<rect x="${f.X(0)}" y="${f.Y(g.D)}" width="${g.W * PX}" height="${g.D * PX}" fill="#ece6cf" stroke="#555"/>`);
  for (let k = 0; k < g.nCover; k++) {
    const b = 4 * k;
    o.push(
      `<rect x="${f.X(g.state.cover[b]).toFixed(1)}" ` +
        `y="${f.Y(g.state.cover[b + 3]).toFixed(1)}" ` +
        `width="${((g.state.cover[b + 2] - g.state.cover[b]) * PX).toFixed(1)}" ` +
        `height="${((g.state.cover[b + 3] - g.state.cover[b + 1]) * PX).toFixed(1)}" ` +
        `fill="#8fae6f" opacity="0.7"><title>cover</title></rect>`,
    );
  }
  for (let m = 0; m < g.state.markerX.length; m++) {
    if (g.state.markerUsed[m]) continue;
    o.push(
      `<circle cx="${f.X(g.state.markerX[m]).toFixed(1)}" ` +
        `cy="${f.Y(g.state.markerY[m]).toFixed(1)}" ` +
        `r="${(g.state.markerR[m] * PX).toFixed(1)}" fill="none" ` +
        `stroke="${COLOURS[g.state.markerSide[m]]}" stroke-dasharray="4 3" ` +
        `opacity="0.6"><title>event marker</title></circle>`,
    );
  }
  for (let i = 0; i < g.n; i++) {
    if (!g.active(i)) continue;
    const c = COLOURS[g.state.side[i]];
    const r = g.state.radius[i] * PX * (g.state.cls[i] === 2 ? 0.8 : 1);
    const cx = f.X(g.state.x[i]).toFixed(1);
    const cy = f.Y(g.state.y[i]).toFixed(1);
    const ry = g.state.prone[i] ? r / 2 : r;
    const tip =
      `${g.label[i]} (${CLASS_NAMES[g.state.cls[i]]}, ` +
      `${g.state.wounds[i]}/${WOUNDS_OUT[g.state.cls[i]]} ` +
      `wounds${g.state.shaken[i] !== NOT_SHAKEN ? ', shaken' : ''}${g.state.prone[i] ? ', prone' : ''})`;
    o.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r.toFixed(1)}" ` +
        `ry="${ry.toFixed(1)}" fill="${c}" ` +
        `fill-opacity="${g.state.shaken[i] !== NOT_SHAKEN ? 0.35 : 0.9}" ` +
        `stroke="${g.state.cls[i] === 0 ? '#f1c40f' : '#222'}" ` +
        `stroke-width="${g.state.cls[i] === 0 ? 2 : 1}"><title>${escapeXml(tip)}</title></ellipse>`,
    );
  }
  o.push('</svg>');
  return o.join('');
}

export function snapshot(g: Game, label: string): void {
  if (!g.log?.snapshot) return;
  g.log.snapshot(
    label,
    tableSvg(g, `${g.sideName(0)} (blue, bottom) v ${g.sideName(1)} (red, top): ${label} — steadfastness ${g.state.stead[0]} v ${g.state.stead[1]}`),
  );
}

export function narrateEnd(g: Game, o: Outcome): void {
  const who = o.winner === null ? 'draw' : `${g.sideName(o.winner)} wins`;
  g.event(
    `game over after turn ${o.turns}: ${who} (${o.reason}); steadfastness ` +
      `${g.sideName(0)} ${g.state.stead[0]}/${g.state.steadStart[0]}, ${g.sideName(1)} ` +
      `${g.state.stead[1]}/${g.state.steadStart[1]}; value lost ${o.pointsLost[0]} v ` +
      `${o.pointsLost[1]} (stand-in combat)`,
  );
  snapshot(g, 'end');
}
