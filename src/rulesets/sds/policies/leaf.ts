/**
 * The search's leaf: how likely a side is to win from a position a playout stops in, from what
 * decides SDS games (rout, SDS 6.7: models on the table and whether a commander is among them;
 * the squad-wide tests of SDS 6.5–6.6 still to come; points lost, SDS 10.8). A logistic model
 * of the differences between the sides' features, fitted to the outcomes of lookahead games on
 * the default lists (LEAF_WEIGHTS says how). It ranks positions better than the share of
 * points lost alone: a lost Leader or Combat 3 veteran weighs more than his points say.
 */
import type { Game } from '../game.js';
import { commanderPresent, sideEnd, sideStart } from '../state.js';

/** Features of one side, in the order of LEAF_WEIGHTS. */
export const LEAF_FEATURES = ['onTable', 'commander', 'leader', 'flag', 'threshold', 'pointsKept', 'fallen', 'near4', 'near3', 'loaded', 'combat'] as const;
export const N_LEAF = LEAF_FEATURES.length;

/**
 * Writes side's features into out[at..at+N_LEAF): share of its models on the table, a
 * commander on the table (SDS 6.7), the Leader and flag tests not yet taken (SDS 6.5), the
 * loss-threshold test not yet taken (SDS 6.6), share of its points not lost, share of its
 * models fallen, and down to 4 / 3 models on the table (one or two losses from the rout of
 * SDS 6.7 for a squad without commander), share of its models on the table with a loaded
 * weapon (SDS 4.3), and its Combat on the table per starting model (SDS 5.2).
 */
export function leafFeatures(g: Game, side: number, out: Float64Array, at: number): void {
  const s = g.st;
  const on = s.nOn[side];
  let fallen = 0;
  let loaded = 0;
  let combat = 0;
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
    if (!s.onTable[i]) continue;
    fallen += s.fallen[i];
    loaded += s.loaded[i] !== 0 ? 1 : 0;
    combat += s.c[i];
  }
  const start = Math.max(1, s.nStart[side]);
  out[at] = on / start;
  out[at + 1] = commanderPresent(s, side) ? 1 : 0;
  out[at + 2] = 1 - s.leaderLostDone[side];
  out[at + 3] = 1 - s.flagLostDone[side];
  out[at + 4] = 1 - s.thresholdDone[side];
  out[at + 5] = 1 - s.lostPoints[side] / Math.max(1, s.listPoints[side]);
  out[at + 6] = fallen / start;
  out[at + 7] = on <= 4 ? 1 : 0;
  out[at + 8] = on <= 3 ? 1 : 0;
  out[at + 9] = loaded / Math.max(1, on);
  out[at + 10] = combat / start;
}

/**
 * Logistic weights of the feature differences (own − foe), fitted by scripts/sds-leaf-fit.mjs
 * to 114,334 positions of 4,000 games (lookahead and aggressive on the default lists, both
 * orders); held-out log-loss 0.561, against 0.609 for the old points-lost leaf and 0.693 for a
 * coin. Refit (and re-measure search) when the rules or the default lists change.
 */
export const LEAF_WEIGHTS: readonly number[] = [1.066, 0.326, 0.498, -0.098, -0.506, 0.779, -0.794, -0.051, -0.244, 0.762, 1.873];

/** Scratch of one leaf evaluator (no allocation per position). */
export class Leaf {
  private readonly f = new Float64Array(2 * N_LEAF);

  /** P(side wins) by the logistic model, a draw counting half. */
  value(g: Game, side: number): number {
    const f = this.f;
    leafFeatures(g, side, f, 0);
    leafFeatures(g, 1 - side, f, N_LEAF);
    let x = 0;
    for (let k = 0; k < N_LEAF; k++) x += LEAF_WEIGHTS[k] * (f[k] - f[N_LEAF + k]);
    return 1 / (1 + Math.exp(-x));
  }
}
