/**
 * Command range and effective Quality (SDS 2.8, 2.9, 6.1).
 */
import { effectiveQuality } from '../mechanics/activation.js';
import { moraleQuality } from '../mechanics/morale.js';
import { B_ELAN, B_GREEN, B_STEADFAST, B_WAVERING, leaderOf } from '../state.js';
import { gap } from '../table/geom.js';
import type { Game } from '../game.js';
import { losOf } from '../table/los.js';

/** Is j a superior that can command (Leader 1L, NCO its range; A39 NCO succession)? Returns range in mm or 0. */
export function commandRange(g: Game, j: number): number {
  const s = g.st;
  const cfg = g.cfg;
  if (s.isLeader[j]) return cfg.L;
  if (s.isNco[j]) return cfg.o.ncoSucceedsLeader && leaderOf(s, s.side[j]) < 0 ? cfg.L : cfg.ncoRange;
  return 0;
}

/**
 * SDS 2.8: rank in the chain of command (Officer 2, NCO 1, private 0); only a model of higher
 * rank is a "superior". An NCO succeeding a lost Leader (A39) ranks as the Officer.
 */
export function rankOf(g: Game, j: number): number {
  const s = g.st;
  if (s.isLeader[j]) return 2;
  if (s.isNco[j]) return g.cfg.o.ncoSucceedsLeader && leaderOf(s, s.side[j]) < 0 ? 2 : 1;
  return 0;
}

/** Number of friendly superiors (higher rank, SDS 2.8) giving m the command bonus (SDS 2.9: 1S without LOS). */
export function superiorsInRange(g: Game, m: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const side = s.side[m];
  const own = rankOf(g, m);
  if (own === 2) return 0; // nobody outranks the Officer
  let k = 0;
  // only Leaders and NCOs can command (the others have no range)
  for (let p = s.supStart[side], pe = s.supStart[side + 1]; p < pe; p++) {
    const j = s.superiors[p];
    if (j === m || !s.onTable[j] || rankOf(g, j) <= own) continue;
    const range = commandRange(g, j);
    if (range === 0) continue;
    const d = gap(s, m, j);
    if (d <= cfg.S) k++;
    else if (d <= range && losOf(g, j, m, false) >= 0) k++;
    if (k > 0 && !cfg.o.commandBonusStacks) return k;
  }
  return k;
}

/** SDS 2.8: effective Quality for activation. */
export function activationQuality(g: Game, m: number): number {
  const s = g.st;
  const sup = superiorsInRange(g, m);
  // SDS 7.1 / A8: Élan applies to every activation (an intent-dependent reading cannot be known before the roll)
  return effectiveQuality(s.q[m], sup > 0, (s.rules[m] & B_ELAN) !== 0, g.cfg.o, sup);
}

/** SDS 6.1: effective Quality of a morale test (command bonus option A6, Steadfast, Fear −1). */
export function moraleQ(g: Game, m: number, fearPenalty: boolean): number {
  const s = g.st;
  const cfg = g.cfg;
  const bits = s.rules[m];
  let extra = 0;
  if (bits & B_GREEN && cfg.o.green === 'moraleMinus1') extra -= 1;
  if (bits & B_WAVERING && cfg.o.wavering === 'moraleMinus1') extra -= 1;
  const cmd = cfg.o.commandBonusOnMorale ? superiorsInRange(g, m) > 0 : false;
  return moraleQuality(s.q[m], cmd, (bits & B_STEADFAST) !== 0, fearPenalty, cfg.o, extra);
}
