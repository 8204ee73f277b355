/**
 * Top-down SVG of the table: terrain, obstacles, trees, models by side, labels, move trails,
 * legend and a scale bar in sticks. viewBox in mm; north up (table y is flipped). Output is
 * deterministic (fixed number formatting, no ids from counters shared between calls).
 */
import { escapeXml } from '../../kit/svgFrame.js';
import type { Table, TableModel, TableTrail } from './types.js';

const SIDE_FILL = ['#1f5fbf', '#c62828'];
const SIDE_NAME = ['side 0', 'side 1'];
const LEGEND_H = 150;
const MARGIN = 20;

function f(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

const AREA_STYLE: Record<string, { fill: string; stroke: string; label: string }> = {
  // each pattern with its own fallback colour: a replay page holds many of these SVGs, whose
  // pattern ids collide, and where a page cannot resolve one a fill without fallback is black
  wood: { fill: 'url(#wood) #8fc78f', stroke: '#2e6b2e', label: 'wood' },
  difficult: { fill: 'url(#rough) #e6d3b3', stroke: '#8d6e3f', label: 'difficult ground' },
  hill: { fill: '#e8d9a8', stroke: '#a08850', label: 'hill' },
  brick: { fill: '#9e5b4a', stroke: '#5d3128', label: 'brick building (heavy)' },
  timber: { fill: '#c9a16b', stroke: '#7a5a2e', label: 'wooden building (light)' },
};

const LINEAR_STYLE: Record<string, { stroke: string; width: number; dash: string; label: string }> = {
  fence: { stroke: '#7a5a2e', width: 3, dash: '6 3', label: 'fence (light)' },
  hedge: { stroke: '#3f8f3f', width: 6, dash: '', label: 'hedge (light)' },
  lowWall: { stroke: '#6d6d6d', width: 6, dash: '', label: 'low wall (heavy)' },
};

/**
 * `models`: discs coloured by side; fallen models hollow; mounted models drawn as an elongated
 * disc with an outer ring. `trails`: straight moves, arrowed, coloured by side.
 * `shortStickMm` (scale bar) defaults to table.shortStick ?? width / 12.
 */
export function renderTableSvg(table: Table, models: TableModel[], trails?: TableTrail[], title?: string, shortStickMm?: number): string {
  const W = table.width;
  const H = table.height;
  const S = shortStickMm ?? table.shortStick ?? W / 12;
  const top = title ? 40 : 0;
  const vbW = W + 2 * MARGIN;
  const vbH = H + 2 * MARGIN + top + LEGEND_H;
  const Y = (y: number): number => top + MARGIN + (H - y);
  const X = (x: number): number => MARGIN + x;
  const o: string[] = [];
  o.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(vbW)} ` +
      `${f(vbH)}" width="${f(vbW)}" height="${f(vbH)}" ` +
      `font-family="Helvetica, Arial, sans-serif">`,
  );
  o.push('<defs>');
  o.push(
    '<pattern id="wood" width="24" height="24" ' +
      'patternUnits="userSpaceOnUse"><rect width="24" height="24" ' +
      'fill="#8fc78f"/><circle cx="6" cy="6" r="4.5" fill="#4f9a4f"/><circle ' +
      'cx="18" cy="16" r="4.5" fill="#4f9a4f"/></pattern>',
  );
  o.push(
    '<pattern id="rough" width="14" height="14" ' +
      'patternUnits="userSpaceOnUse"><rect width="14" height="14" ' +
      'fill="#e6d3b3"/><path d="M0 14 L14 0" stroke="#b08d57" ' +
      'stroke-width="1.5"/></pattern>',
  );
  for (let s = 0; s < 2; s++) {
    o.push(
      `<marker id="arrow${s}" viewBox="0 0 10 10" refX="9" refY="5" ` +
        `markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path ` +
        `d="M0 0 L10 5 L0 10 z" fill="${SIDE_FILL[s]}"/></marker>`,
    );
  }
  o.push('</defs>');
  o.push(`<rect x="0" y="0" width="${f(vbW)}" height="${f(vbH)}" fill="#ffffff"/>`);
  if (title) o.push(`<text x="${f(MARGIN)}" y="28" font-size="22" font-weight="bold" fill="#222">${escapeXml(title)}</text>`);
  // table cloth and sector lines
  o.push(`<rect x="${f(X(0))}" y="${f(Y(H))}" width="${f(W)}" height="${f(H)}" fill="#f3f0df" stroke="#555" stroke-width="2"/>`);
  o.push(`<path d="M${f(X(W / 2))} ${f(Y(0))} V${f(Y(H))} M${f(X(0))} ${f(Y(H / 2))} H${f(X(W))}" stroke="#c8c2a0" stroke-width="1" stroke-dasharray="4 6"/>`);
  o.push(`<text x="${f(X(W / 2))}" y="${f(Y(H) - 5)}" font-size="12" text-anchor="middle" fill="#777">N</text>`);

  // areas (hills first so buildings/woods read on top)
  const order = ['hill', 'difficult', 'wood', 'building'];
  for (const kind of order) {
    for (const a of table.areas) {
      if (a.kind !== kind) continue;
      const st = AREA_STYLE[a.kind === 'building' ? (a.heavyCover ? 'brick' : 'timber') : a.kind];
      const rx = a.kind === 'building' ? 2 : 10;
      o.push(
        `<rect x="${f(X(a.x0))}" y="${f(Y(a.y1))}" width="${f(a.x1 - a.x0)}" ` +
          `height="${f(a.y1 - a.y0)}" rx="${rx}" fill="${st.fill}" ` +
          `stroke="${st.stroke}" ` +
          `stroke-width="2"${a.kind === 'hill' ? ' stroke-dasharray="10 4"' : ''}/>`,
      );
      if (a.kind === 'hill') {
        const ix = 0.2 * (a.x1 - a.x0);
        const iy = 0.2 * (a.y1 - a.y0);
        o.push(
          `<rect x="${f(X(a.x0 + ix))}" y="${f(Y(a.y1 - iy))}" ` +
            `width="${f(a.x1 - a.x0 - 2 * ix)}" height="${f(a.y1 - a.y0 - 2 * iy)}" ` +
            `rx="8" fill="none" stroke="#a08850" stroke-width="1"/>`,
        );
      }
    }
  }
  for (const l of table.linears) {
    const st = LINEAR_STYLE[l.kind];
    o.push(
      `<line x1="${f(X(l.ax))}" y1="${f(Y(l.ay))}" x2="${f(X(l.bx))}" ` +
        `y2="${f(Y(l.by))}" stroke="${st.stroke}" stroke-width="${st.width}" ` +
        `stroke-linecap="round"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''}/>`,
    );
  }
  for (const t of table.trees) {
    o.push(
      `<circle cx="${f(X(t.x))}" cy="${f(Y(t.y))}" r="${f(t.r)}" ` +
        `fill="#3c8d3c" stroke="#1e5a1e" stroke-width="1.5"/><circle ` +
        `cx="${f(X(t.x))}" cy="${f(Y(t.y))}" r="${f(t.r * 0.25)}" ` +
        `fill="#6b4a2a"/>`,
    );
  }

  // trails under the models
  if (trails) {
    for (const tr of trails) {
      o.push(
        `<line x1="${f(X(tr.x0))}" y1="${f(Y(tr.y0))}" x2="${f(X(tr.x1))}" ` +
          `y2="${f(Y(tr.y1))}" stroke="${SIDE_FILL[tr.side]}" stroke-width="1.5" ` +
          `stroke-opacity="0.6" stroke-dasharray="5 3" ` +
          `marker-end="url(#arrow${tr.side})"/>`,
      );
    }
  }

  // models
  for (const m of models) {
    const col = SIDE_FILL[m.side];
    const cx = X(m.x);
    const cy = Y(m.y);
    const fill = m.fallen ? '#ffffff' : col;
    const dash = m.fallen ? ' stroke-dasharray="3 2"' : '';
    if (m.mounted) {
      o.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(m.r)}" fill="none" stroke="${col}" stroke-width="1.5"${dash}/>`);
      o.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(m.r * 0.55)}" ry="${f(m.r * 0.9)}" fill="${fill}" stroke="${col}" stroke-width="2"${dash}/>`);
    } else {
      o.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(m.r)}" fill="${fill}" ` +
          `stroke="${m.fallen ? col : '#111'}" ` +
          `stroke-width="${m.fallen ? 2.5 : 1}"${dash}/>`,
      );
    }
    if (m.label) {
      // inside the base: ranks in base contact would hide labels written above the discs
      const fs = Math.max(6, Math.min(11, (2.1 * m.r) / Math.max(2, m.label.length)));
      o.push(
        `<text x="${f(cx)}" y="${f(cy + fs * 0.35)}" font-size="${f(fs)}" ` +
          `font-weight="bold" text-anchor="middle" ` +
          `fill="${m.fallen ? col : '#fff'}">${escapeXml(m.label)}</text>`,
      );
    }
  }

  // legend and scale bar
  const ly = top + 2 * MARGIN + H;
  const legend: [string, string][] = [
    ['<rect x="{x}" y="{y}" width="28" height="18" rx="4" fill="url(#wood) #8fc78f" stroke="#2e6b2e"/>', 'wood (blocks LOS; edge = light cover)'],
    ['<rect x="{x}" y="{y}" width="28" height="18" rx="4" fill="url(#rough) #e6d3b3" stroke="#8d6e3f"/>', 'difficult ground'],
    ['<rect x="{x}" y="{y}" width="28" height="18" rx="4" fill="#e8d9a8" stroke="#a08850" stroke-dasharray="6 3"/>', 'hill (blocks LOS)'],
    ['<rect x="{x}" y="{y}" width="28" height="18" fill="#9e5b4a" stroke="#5d3128"/>', 'brick building (heavy)'],
    ['<rect x="{x}" y="{y}" width="28" height="18" fill="#c9a16b" stroke="#7a5a2e"/>', 'wooden building (light)'],
    ['<line x1="{x}" y1="{y}" x2="{x}" y2="{y}" stroke="#7a5a2e" stroke-width="3" stroke-dasharray="6 3"/>', 'fence (light)'],
    ['<line x1="{x}" y1="{y}" x2="{x}" y2="{y}" stroke="#3f8f3f" stroke-width="6"/>', 'hedge (light)'],
    ['<line x1="{x}" y1="{y}" x2="{x}" y2="{y}" stroke="#6d6d6d" stroke-width="6"/>', 'low wall (heavy)'],
    ['<circle cx="{x}" cy="{y}" r="9" fill="#3c8d3c" stroke="#1e5a1e"/>', 'single tree (light)'],
  ];
  const rowH = 26;
  let row = 0;
  let col = 0;
  const colW = (W + 2 * MARGIN) / 3;
  for (const [draw, label] of legend) {
    const x = MARGIN + col * colW;
    const y = ly + row * rowH;
    let d = draw;
    if (d.startsWith('<line')) d = d.replace('x1="{x}" y1="{y}" x2="{x}" y2="{y}"', `x1="${f(x)}" y1="${f(y + 9)}" x2="${f(x + 28)}" y2="${f(y + 9)}"`);
    else if (d.startsWith('<circle')) d = d.replace('cx="{x}" cy="{y}"', `cx="${f(x + 14)}" cy="${f(y + 9)}"`);
    else d = d.replace('x="{x}" y="{y}"', `x="${f(x)}" y="${f(y)}"`);
    o.push(d);
    o.push(`<text x="${f(x + 36)}" y="${f(y + 14)}" font-size="13" fill="#222">${escapeXml(label)}</text>`);
    col++;
    if (col === 3) {
      col = 0;
      row++;
    }
  }
  // sides and model symbols
  const sy = ly + 3 * rowH;
  for (let s = 0; s < 2; s++) {
    const x = MARGIN + s * 110;
    o.push(
      `<circle cx="${f(x + 9)}" cy="${f(sy + 9)}" r="8" ` +
        `fill="${SIDE_FILL[s]}" stroke="#111"/><text x="${f(x + 22)}" ` +
        `y="${f(sy + 14)}" font-size="13" fill="#222">${SIDE_NAME[s]}</text>`,
    );
  }
  o.push(
    `<circle cx="${f(MARGIN + 229)}" cy="${f(sy + 9)}" r="8" fill="#fff" ` +
      `stroke="#444" stroke-width="2" stroke-dasharray="3 2"/><text ` +
      `x="${f(MARGIN + 242)}" y="${f(sy + 14)}" font-size="13" ` +
      `fill="#222">fallen</text>`,
  );
  o.push(
    `<circle cx="${f(MARGIN + 309)}" cy="${f(sy + 9)}" r="9" fill="none" ` +
      `stroke="#444" stroke-width="1.5"/><ellipse cx="${f(MARGIN + 309)}" ` +
      `cy="${f(sy + 9)}" rx="5" ry="8" fill="#444"/><text ` +
      `x="${f(MARGIN + 324)}" y="${f(sy + 14)}" font-size="13" ` +
      `fill="#222">mounted</text>`,
  );
  // scale bar: S, M, L sticks
  const bx = MARGIN + 430;
  const lens: [string, number][] = [
    ['S', S],
    ['M', S * 1.6],
    ['L', S * 2.4],
  ];
  // stacked bars: each stick from the same origin so lengths compare at a glance
  for (let i = 0; i < lens.length; i++) {
    const [name, len] = lens[i];
    const y = sy + 24 + i * 12 - 22;
    o.push(`<rect x="${f(bx)}" y="${f(y)}" width="${f(len)}" height="6" fill="${i === 0 ? '#333' : i === 1 ? '#666' : '#999'}"/>`);
    o.push(`<text x="${f(bx + len + 5)}" y="${f(y + 6)}" font-size="10" fill="#222">1${name} = ${f(len)} mm</text>`);
  }
  o.push('</svg>');
  return o.join('\n');
}
