/**
 * Replay narration for `volley replay`: set-up, the end and the score, and SVG snapshots of the
 * table. Called only when a GameLog is present (the bulk run never builds these strings).
 */
import type { Outcome } from '../types.js';
import { renderTableSvg } from './table/svg.js';
import type { TableModel, TableTrail } from './table/types.js';
import type { Game } from './game.js';
import { sideEnd, sideStart } from './state.js';

const EDGE_NAMES = ['south', 'east', 'north', 'west'];

function sideName(_g: Game, side: number): string {
  return side === 0 ? 'A' : 'B';
}

export function narrateSetup(g: Game): void {
  const log = g.log;
  if (!log) return;
  const s = g.st;
  const cfg = g.cfg;
  const t = cfg.table;
  const def = 1 - s.attacker;
  log.event(
    `Mode: ` +
      `${cfg.o.mode}${cfg.o.mode === 'tournament' ? ` (rules ${cfg.o.tournament})` : ''}, ` +
      `table ${t.width}×${t.height} mm, sticks S/M/L ${cfg.S}/${cfg.M}/${cfg.L} mm`,
  );
  for (let side = 0; side < 2; side++) {
    let names = '';
    for (let i = sideStart(s, side); i < sideEnd(s, side); i++)
      names += `${i > sideStart(s, side) ? ', ' : ''}${cfg.names[i]} (Q${s.q[i]}+ C${s.c[i]}, ${s.points[i]})`;
    log.event(`Side ${sideName(g, side)}: ${s.listPoints[side]} pts, ${s.nStart[side]} models, tests at ${s.threshold[side]} losses: ${names}`);
  }
  log.event(`Attacker: ${sideName(g, s.attacker)}, defender: ${sideName(g, def)}`);
  log.event(`Terrain: ${t.areas.map(areaText).join('; ') || 'none'}`);
  log.event(
    `Obstacles: ` +
      `${t.linears.map((l) => `${l.kind} (${Math.round(l.ax)},${Math.round(l.ay)})–(${Math.round(l.bx)},${Math.round(l.by)})`).join('; ') || 'none'}; ` +
      `trees: ${t.trees.length}`,
  );
  log.event(`Entry edges: attacker ${EDGE_NAMES[s.edge[s.attacker]]}, defender ${EDGE_NAMES[s.edge[def]]}`);
  for (let i = 0; i < s.n; i++) log.event(`  deploy ${sideName(g, s.side[i])}:${cfg.names[i]} at (${Math.round(s.x[i])}, ${Math.round(s.y[i])})`);
  log.event(`Initiative: ${sideName(g, s.firstSide)} plays first`);
  snapshot(g, 'deployment');
}

export function narrateEnd(g: Game, o: Outcome): void {
  const log = g.log;
  if (!log) return;
  const s = g.st;
  const why =
    o.reason === 'time'
      ? `turn cap (${g.cfg.o.maxTurns} turns) reached: draw on time`
      : o.reason === 'bothRout'
        ? 'both squads routed: draw'
        : `${sideName(g, o.winner === 0 ? 1 : 0)} routed: ` + `${sideName(g, o.winner ?? 0)} wins`;
  log.event(`End after ${o.turns} turns: ${why}`);
  log.event(
    `Losses: A ${s.losses[0]} models / ${s.lostPoints[0]} pts, B ` +
      `${s.losses[1]} models / ${s.lostPoints[1]} pts (scored as ` +
      `${o.pointsLost[0]} / ${o.pointsLost[1]})`,
  );
  log.event(`Tournament points: A ${o.score[0]}, B ${o.score[1]}`);
  const m = o.metrics;
  log.event(`Officers lost A ${m.officersLost[0]} / B ${m.officersLost[1]}; flags captured A ${m.flagsCaptured[0]} / B ${m.flagsCaptured[1]}`);
  snapshot(g, 'end');
}

/** SVG of the table now, with this turn's moves as trails. */
export function snapshot(g: Game, label: string): void {
  const log = g.log;
  if (!log?.snapshot) return;
  const s = g.st;
  const cfg = g.cfg;
  const models: TableModel[] = [];
  const trails: TableTrail[] = [];
  for (let i = 0; i < s.n; i++) {
    if (!s.onTable[i]) continue;
    models.push({ x: s.x[i], y: s.y[i], r: s.r[i], side: s.side[i] as 0 | 1, label: cfg.names[i], fallen: s.fallen[i] === 1, mounted: s.mounted[i] === 1 });
    if (Math.hypot(s.trailX[i] - s.x[i], s.trailY[i] - s.y[i]) > 1)
      trails.push({ x0: s.trailX[i], y0: s.trailY[i], x1: s.x[i], y1: s.y[i], side: s.side[i] as 0 | 1 });
  }
  let svg: string;
  try {
    svg = renderTableSvg(cfg.table, models, trails, `${label} — turn ${s.turn}`);
  } catch (e) {
    svg = `<!-- renderTableSvg failed: ${(e as Error).message} -->`;
  }
  log.snapshot(label, svg);
}

/** "building (brick) [x0,y0–x1,y1]": a terrain area as the replay names it. */
function areaText(a: { kind: string; heavyCover?: boolean; x0: number; y0: number; x1: number; y1: number }): string {
  const cover = a.kind === 'building' ? (a.heavyCover ? ' (brick)' : ' (wood)') : '';
  return `${a.kind}${cover} [${Math.round(a.x0)},${Math.round(a.y0)}–${Math.round(a.x1)},${Math.round(a.y1)}]`;
}
