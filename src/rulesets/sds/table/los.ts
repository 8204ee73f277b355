/**
 * Line of sight between two models (SDS 4.4–4.6, table/sight.ts), remembered per ordered pair.
 * sight() is a pure function of the table, both positions, both radii and whether the target
 * is fallen; within one game the table does not change, so an entry stays valid as long as the
 * two positions and the fallen flag are the ones it was computed for. The policies and the
 * rules ask the same pairs many times between moves (targets, volleys, command range).
 */
import type { Game } from '../game.js';
import { S_AR, S_AX, S_AY, S_BR, S_BX, S_BY, sight, sightIn, sightScratch } from './tablefns.js';

export function losOf(g: Game, a: number, b: number, fallen: boolean): number {
  const s = g.st;
  const scratch = g.scratch;
  const ax = s.x[a];
  const ay = s.y[a];
  const bx = s.x[b];
  const by = s.y[b];
  if (!scratch.losOn) return sight(g.cfg.table, ax, ay, s.r[a], bx, by, s.r[b], fallen);
  const k = a * s.n + b;
  const f = fallen ? 1 : 0;
  if (scratch.losF[k] === f && scratch.losAX[k] === ax && scratch.losAY[k] === ay && scratch.losBX[k] === bx && scratch.losBY[k] === by) return scratch.losV[k];
  // through the table's sight buffer: passed as arguments the four coordinates and two radii
  // would each be boxed (sightIn)
  const sc = sightScratch(g.cfg.table);
  const p = sc.p;
  p[S_AX] = ax;
  p[S_AY] = ay;
  p[S_AR] = s.r[a];
  p[S_BX] = bx;
  p[S_BY] = by;
  p[S_BR] = s.r[b];
  const v = sightIn(g.cfg.table, sc, fallen);
  scratch.losF[k] = f;
  scratch.losAX[k] = ax;
  scratch.losAY[k] = ay;
  scratch.losBX[k] = bx;
  scratch.losBY[k] = by;
  scratch.losV[k] = v;
  return v;
}

/** Forget every remembered line (a new table). */
export function resetLos(g: Game): void {
  g.scratch.losF.fill(-1);
}
