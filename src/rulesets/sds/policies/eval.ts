/**
 * Exact one-step values of candidate actions for the policies: every opposed roll is a pair of
 * d6, so the 36 combinations give the exact expectation (same mechanics functions as the game).
 */
import { FALL, GRUESOME, KILL, RECOIL, shooterShotMod, targetShotMod } from '../mechanics/combat.js';
import type { Game } from '../game.js';
import { meleeModFor, shotBonus } from '../rules/actions.js';
import { losOf } from '../table/los.js';
import { trialInContact, trialMark, undoTrial } from '../rules/trial.js';
import { successFaces } from '../mechanics/activation.js';
import { countOnTable } from '../state.js';

const LEADER_VALUE = 2;

/** Value of inflicting `code` on model i (points, officers and flag bearers count double). */
export function harm(g: Game, i: number, code: number): number {
  return harmOf(g, i, modelValue(g, i), code);
}

/** Model i's worth in points for harm(): officers and flag bearers double, NCOs ×1.5. */
function modelValue(g: Game, i: number): number {
  const s = g.st;
  let v = s.points[i];
  if (s.isLeader[i]) v *= LEADER_VALUE;
  else if (s.flagCarrier[s.side[i]] === i) v *= 2;
  else if (s.isNco[i]) v *= 1.5;
  return v;
}

/** harm() with model i's value v already worked out (the expectations below ask 4 codes each). */
function harmOf(g: Game, i: number, v: number, code: number): number {
  switch (code) {
    case GRUESOME:
      return v * 1.3;
    case KILL:
      return v;
    case FALL:
      return v * (g.st.fallen[i] ? 1 : 0.35);
    case RECOIL:
      return v * 0.05;
    default:
      return 0;
  }
}

/** Expected value of m shooting t with `aim` extra actions (or a volley of `shooters` at worst mods `cOverride`). */
export function shotEV(g: Game, m: number, t: number, aim: number, knownCover = -2): number {
  const s = g.st;
  const cover = knownCover >= -1 ? knownCover : losOf(g, m, t, s.fallen[t] === 1);
  if (cover < 0) return 0;
  const b = shotBonus(g, m, t);
  if (b === -Infinity) return 0;
  const fallen = s.fallen[t] === 1;
  const am = shooterShotMod(s.c[m], b, cover, fallen, g.cfg.o);
  const tm = targetShotMod(s.c[t], aim, 1);
  return shotTableEV(g, t, am, tm, fallen);
}

export function shotTableEV(g: Game, t: number, am: number, tm: number, fallen: boolean): number {
  const tables = g.policyScratch.outcomeTables;
  const b = tables.shot(g.cfg.o, am, tm, fallen);
  const p = tables.shotP;
  let v = 0;
  const vt = modelValue(g, t);
  for (let c = 1; c <= 4; c++) v += p[b + c] * harmOf(g, t, vt, c);
  return v;
}

/**
 * A one-entry memo of meleeEV's modifiers, one per policy, on only between begin() and end():
 * a stretch in which the policy changes no state except the charger's trial position (which
 * is part of the key).
 */
export class MeleeMemo {
  private on = false;
  a = -1;
  d = -1;
  x = 0;
  y = 0;
  af = 0;
  df = 0;
  am = 0;
  dm = 0;

  begin(): void {
    this.on = true;
    this.a = -1;
  }

  end(): void {
    this.on = false;
    this.a = -1;
  }

  get active(): boolean {
    return this.on;
  }
}

/** Expected value of a blow by a at d: harm done minus harm suffered (memo: the policy's, or null). */
export function meleeEV(g: Game, a: number, d: number, power: number, memo: MeleeMemo | null = null): number {
  const s = g.st;
  let am: number;
  let dm0: number;
  // the modifiers of one pair depend only on the state, which is fixed while one policy call
  // scores its candidates (melee and power blows at the same enemy ask the same pair)
  const on = memo?.active;
  if (on && a === memo.a && d === memo.d && s.x[a] === memo.x && s.y[a] === memo.y && s.fallen[a] === memo.af && s.fallen[d] === memo.df) {
    am = memo.am;
    dm0 = memo.dm;
  } else {
    am = meleeModFor(g, a, d, 1);
    dm0 = meleeModFor(g, d, a, -1);
    if (on) {
      memo.a = a;
      memo.d = d;
      memo.x = s.x[a];
      memo.y = s.y[a];
      memo.af = s.fallen[a];
      memo.df = s.fallen[d];
      memo.am = am;
      memo.dm = dm0;
    }
  }
  const dm = dm0 - power;
  const af = s.fallen[a] === 1;
  const df = s.fallen[d] === 1;
  // trading models favours the side with more of them (rout, SDS 6.7): weigh own losses by the ratio
  const own = countOnTable(s, s.side[a]);
  const foe = countOnTable(s, s.side[d]);
  let lambda = own > 0 ? foe / own : 1;
  lambda = lambda < 0.5 ? 0.5 : lambda > 1.5 ? 1.5 : lambda;
  const tables = g.policyScratch.outcomeTables;
  const b = tables.melee(g.cfg.o, am, dm, af, df);
  const meleeP = tables.meleeP;
  const vd = modelValue(g, d);
  const va = modelValue(g, a);
  let v = 0;
  for (let c = 1; c <= 4; c++) {
    v += meleeP[b + 4 + c] * harmOf(g, d, vd, c);
    v -= lambda * meleeP[b + 4 - c] * harmOf(g, a, va, c);
  }
  return v;
}

/** Expected value of a blow after a charge: as meleeEV but evaluated as if a already touched d. */
export function chargeEV(g: Game, a: number, d: number, memo: MeleeMemo | null = null): number {
  // approximate modifiers from the current positions (overlaps counted at the target)
  const mark = trialMark(g);
  trialInContact(g, a, d);
  const v = meleeEV(g, a, d, 0, memo);
  undoTrial(g, mark);
  return v;
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
