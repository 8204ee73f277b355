import { canonicalTally, emptyTally, mergeTally, type Tally } from '../../engine/tally.js';

/**
 * The same games seen from list B: every A/B count and sum exchanged. Used to play a matchup in
 * both orders without mirrored pairs (half the games each way) and fold them into one tally.
 */
export function flipTally(t: Tally): Tally {
  const pairHalfPoints = [...t.pairHalfPoints].reverse() as Tally['pairHalfPoints'];
  const metrics: Tally['metrics'] = {};
  for (const [k, v] of Object.entries(t.metrics)) metrics[k] = [{ ...v[1] }, { ...v[0] }];
  // asSide[s] counts games where A played setup side s; seen from B, B played side 1−s there.
  // Seen from B, its wins there are games − A's wins − draws.
  const role = (s: 0 | 1) => {
    const r = t.asSide[1 - s];
    return { games: r.games, winsA: r.games - r.winsA - r.draws, draws: r.draws };
  };
  return canonicalTally({
    games: t.games,
    winsA: t.winsB,
    winsB: t.winsA,
    draws: t.draws,
    asSide: [role(0), role(1)],
    pairHalfPoints,
    reasons: { ...t.reasons },
    turns: { ...t.turns },
    pointsLostHist: [{ ...t.pointsLostHist[1] }, { ...t.pointsLostHist[0] }],
    pointsLost: [{ ...t.pointsLost[1] }, { ...t.pointsLost[0] }],
    score: [{ ...t.score[1] }, { ...t.score[0] }],
    metrics,
  });
}

/** Merge of several tallies into a fresh one. */
export function mergeAll(tallies: Tally[]): Tally {
  const out = emptyTally();
  for (const t of tallies) mergeTally(out, t);
  return canonicalTally(out);
}
