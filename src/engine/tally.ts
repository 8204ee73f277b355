import type { Outcome } from '../rulesets/types.js';

/**
 * Mergeable aggregate of many games of one matchup, oriented to list A (the setup's side 0).
 * Every field is an integer count or an integer sum, so merging in any order is exact and a
 * run is byte-identical whatever the worker count or chunk size. Workers send these, never
 * per-game objects.
 */
export interface SideSums {
  sum: number;
  sumSq: number;
}

export interface Tally {
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** Games where list A played setup side 0 (first in the file) / side 1 (mirrored). */
  asSide: [RoleTally, RoleTally];
  /** Mirrored pairs: count of pairs by A's pair score in half points (0 = lost both … 4 = won both). */
  pairHalfPoints: [number, number, number, number, number];
  reasons: Record<string, number>;
  /** turns -> games */
  turns: Record<number, number>;
  /** points lost by A / by B: value -> games */
  pointsLostHist: [Record<number, number>, Record<number, number>];
  pointsLost: [SideSums, SideSums];
  score: [SideSums, SideSums];
  metrics: Record<string, [SideSums, SideSums]>;
}

export interface RoleTally {
  games: number;
  winsA: number;
  draws: number;
}

export function emptyTally(): Tally {
  return {
    games: 0,
    winsA: 0,
    winsB: 0,
    draws: 0,
    asSide: [
      { games: 0, winsA: 0, draws: 0 },
      { games: 0, winsA: 0, draws: 0 },
    ],
    pairHalfPoints: [0, 0, 0, 0, 0],
    reasons: {},
    turns: {},
    pointsLostHist: [{}, {}],
    pointsLost: [
      { sum: 0, sumSq: 0 },
      { sum: 0, sumSq: 0 },
    ],
    score: [
      { sum: 0, sumSq: 0 },
      { sum: 0, sumSq: 0 },
    ],
    metrics: {},
  };
}

function addSums(s: SideSums, v: number): void {
  s.sum += v;
  s.sumSq += v * v;
}

function bump(h: Record<number, number> | Record<string, number>, k: number | string, by = 1): void {
  const m = h as Record<string, number>;
  m[k] = (m[k] ?? 0) + by;
}

/**
 * Add one game. `swapped` says list A played setup side 1 in this game (the outcome is in
 * the played setup's orientation and is turned back to A/B here).
 * Returns A's result in half points (0 loss, 1 draw, 2 win) for pair accounting.
 */
export function addOutcome(t: Tally, o: Outcome, swapped: boolean): number {
  const a = swapped ? 1 : 0;
  const b = 1 - a;
  t.games++;
  const role = t.asSide[a];
  role.games++;
  let half: number;
  if (o.winner === null) {
    t.draws++;
    role.draws++;
    half = 1;
  } else if (o.winner === a) {
    t.winsA++;
    role.winsA++;
    half = 2;
  } else {
    t.winsB++;
    half = 0;
  }
  bump(t.reasons, o.reason);
  bump(t.turns, o.turns);
  addSums(t.pointsLost[0], o.pointsLost[a]);
  addSums(t.pointsLost[1], o.pointsLost[b]);
  bump(t.pointsLostHist[0], o.pointsLost[a]);
  bump(t.pointsLostHist[1], o.pointsLost[b]);
  addSums(t.score[0], o.score[a]);
  addSums(t.score[1], o.score[b]);
  for (const key in o.metrics) {
    const v = o.metrics[key];
    let m = t.metrics[key];
    if (!m)
      m = t.metrics[key] = [
        { sum: 0, sumSq: 0 },
        { sum: 0, sumSq: 0 },
      ];
    addSums(m[0], v[a]);
    addSums(m[1], v[b]);
  }
  return half;
}

export function addPair(t: Tally, halfPointsA: number): void {
  t.pairHalfPoints[halfPointsA]++;
}

function mergeHist(into: Record<string, number>, from: Record<string, number>): void {
  for (const k in from) into[k] = (into[k] ?? 0) + from[k];
}

function mergeSums(into: SideSums, from: SideSums): void {
  into.sum += from.sum;
  into.sumSq += from.sumSq;
}

/** Merge `from` into `into` (exact: integer arithmetic only). */
export function mergeTally(into: Tally, from: Tally): Tally {
  into.games += from.games;
  into.winsA += from.winsA;
  into.winsB += from.winsB;
  into.draws += from.draws;
  for (let s = 0; s < 2; s++) {
    into.asSide[s].games += from.asSide[s].games;
    into.asSide[s].winsA += from.asSide[s].winsA;
    into.asSide[s].draws += from.asSide[s].draws;
    mergeSums(into.pointsLost[s], from.pointsLost[s]);
    mergeSums(into.score[s], from.score[s]);
    mergeHist(into.pointsLostHist[s], from.pointsLostHist[s]);
  }
  for (let i = 0; i < 5; i++) into.pairHalfPoints[i] += from.pairHalfPoints[i];
  mergeHist(into.reasons, from.reasons);
  mergeHist(into.turns, from.turns);
  for (const key in from.metrics) {
    const m = (into.metrics[key] ??= [
      { sum: 0, sumSq: 0 },
      { sum: 0, sumSq: 0 },
    ]);
    mergeSums(m[0], from.metrics[key][0]);
    mergeSums(m[1], from.metrics[key][1]);
  }
  return into;
}

/** A canonical copy: keys of every map sorted, so JSON of equal tallies is byte-identical. */
export function canonicalTally(t: Tally): Tally {
  const sortNum = (h: Record<string, number>) => Object.fromEntries(Object.entries(h).sort((x, y) => Number(x[0]) - Number(y[0])));
  const sortStr = <V>(h: Record<string, V>) => Object.fromEntries(Object.entries(h).sort((x, y) => (x[0] < y[0] ? -1 : 1)));
  return {
    ...t,
    reasons: sortStr(t.reasons),
    turns: sortNum(t.turns),
    pointsLostHist: [sortNum(t.pointsLostHist[0]), sortNum(t.pointsLostHist[1])],
    metrics: sortStr(t.metrics),
  };
}
