/**
 * Exact one-step values of candidate actions for the policies: every opposed roll is a pair of
 * d6, so the 36 combinations give the exact expectation (same mechanics functions as the game).
 */
import { FALL, GRUESOME, KILL, RECOIL, meleeOutcome, shotOutcome, shooterShotMod, targetShotMod } from '../mechanics/combat.js';
import type { Game } from '../game/game.js';
import { meleeModFor, shotBonus } from '../game/actions.js';
import { sight } from '../game/tablefns.js';
import { successFaces } from '../mechanics/activation.js';

/** Value of inflicting `code` on model i (points, officers and flag bearers count double). */
export function harm(g: Game, i: number, code: number): number {
  const s = g.st;
  let v = s.points[i];
  if (s.isLeader[i] || s.flagCarrier[s.side[i]] === i) v *= 2;
  else if (s.isNco[i]) v *= 1.5;
  switch (code) {
    case GRUESOME:
      return v * 1.3;
    case KILL:
      return v;
    case FALL:
      return v * (s.fallen[i] ? 1 : 0.35);
    case RECOIL:
      return v * 0.05;
    default:
      return 0;
  }
}

/** Expected value of m shooting t with `aim` extra actions (or a volley of `shooters` at worst mods `cOverride`). */
export function shotEV(g: Game, m: number, t: number, aim: number, knownCover = -2): number {
  const s = g.st;
  const cover = knownCover >= -1 ? knownCover : sight(g.table, s.x[m], s.y[m], s.r[m], s.x[t], s.y[t], s.r[t], s.fallen[t] === 1);
  if (cover < 0) return 0;
  const b = shotBonus(g, m, t);
  if (b === -Infinity) return 0;
  const fallen = s.fallen[t] === 1;
  const am = shooterShotMod(s.c[m], b, cover, fallen, g.o);
  const tm = targetShotMod(s.c[t], aim, 1);
  return shotTableEV(g, t, am, tm, fallen);
}

export function shotTableEV(g: Game, t: number, am: number, tm: number, fallen: boolean): number {
  let v = 0;
  for (let da = 1; da <= 6; da++) for (let dt = 1; dt <= 6; dt++) v += harm(g, t, shotOutcome(da, dt, am, tm, fallen, g.o) & 7);
  return v / 36;
}

/** Expected value of a blow by a at d: harm done minus harm suffered. */
export function meleeEV(g: Game, a: number, d: number, power: number): number {
  const s = g.st;
  const am = meleeModFor(g, a, d, 1);
  const dm = meleeModFor(g, d, a, -1) - power;
  const af = s.fallen[a] === 1;
  const df = s.fallen[d] === 1;
  let v = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const r = meleeOutcome(x, y, am, dm, af, df, g.o);
      if (r > 0) v += harm(g, d, r);
      else if (r < 0) v -= harm(g, a, -r);
    }
  }
  return v / 36;
}

/** Expected value of a blow after a charge: as meleeEV but evaluated as if a already touched d. */
export function chargeEV(g: Game, a: number, d: number): number {
  const s = g.st;
  // approximate modifiers from the current positions (overlaps counted at the target)
  const ox = s.x[a];
  const oy = s.y[a];
  let dx = ox - s.x[d];
  let dy = oy - s.y[d];
  const l = Math.sqrt((dx) * (dx) + (dy) * (dy)) || 1;
  dx /= l;
  dy /= l;
  s.x[a] = s.x[d] + dx * (s.r[a] + s.r[d]);
  s.y[a] = s.y[d] + dy * (s.r[a] + s.r[d]);
  const v = meleeEV(g, a, d, 0);
  s.x[a] = ox;
  s.y[a] = oy;
  return v;
}

/** P(at least one success) and P(turnover) for n dice at effective Q (SDS 2.7). */
export function pAny(q: number, n: number): number {
  const p = successFaces(q) / 6;
  return 1 - Math.pow(1 - p, n);
}

/** Exact P(k successes) for n dice at Q into out[0..n]. */
export function successDist(q: number, n: number, out: Float64Array): void {
  const p = successFaces(q) / 6;
  const f = 1 - p;
  if (n === 1) {
    out[0] = f;
    out[1] = p;
  } else if (n === 2) {
    out[0] = f * f;
    out[1] = 2 * p * f;
    out[2] = p * p;
  } else {
    out[0] = f * f * f;
    out[1] = 3 * p * f * f;
    out[2] = 3 * p * p * f;
    out[3] = p * p * p;
  }
}
