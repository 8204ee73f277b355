import type { SideInfo } from '../rulesets/types.js';
import { pairedScoreInterval, scoreInterval, varianceSaved } from './stats/score.js';
import { wilson } from './stats/wilson.js';
import type { SideSums, Tally } from './tally.js';

/**
 * Statistics of one matchup from its tally, oriented to list A. The score is (W + D/2)/N;
 * with mirrored pairs its interval rests on the pairs (the independent unit), otherwise on games.
 */
export interface MatchupSummary {
  matchup: string;
  listA: string;
  listB: string;
  pointsA: number;
  pointsB: number;
  policyA: string;
  policyB: string;
  games: number;
  pairs: boolean;
  winsA: number;
  draws: number;
  winsB: number;
  scoreA: number;
  scoreLo: number;
  scoreHi: number;
  scoreMethod: string;
  /** 'A' when the whole interval is above 50%, 'B' when below, 'even' when it contains 50%. */
  verdict: 'A' | 'B' | 'even';
  winRateA: number;
  winRateLo: number;
  winRateHi: number;
  drawRate: number;
  /** Score of A when it played side 0 (as in the file) and side 1 (mirrored games). */
  scoreAsSide0: number;
  scoreAsSide1: number;
  /** 1 − paired/unpaired variance of the score estimate (pairs only). */
  varianceSaved: number;
  meanTurns: number;
  medianTurns: number;
  meanPointsLostA: number;
  meanPointsLostB: number;
  sdPointsLostA: number;
  sdPointsLostB: number;
  meanScorePointsA: number;
  meanScorePointsB: number;
  reasons: Record<string, number>;
  metrics: Record<string, [number, number]>;
}

function mean(s: SideSums, n: number): number {
  return n > 0 ? s.sum / n : NaN;
}

function sd(s: SideSums, n: number): number {
  if (n < 2) return NaN;
  const m = s.sum / n;
  return Math.sqrt(Math.max(0, (s.sumSq - n * m * m) / (n - 1)));
}

export function histMedian(h: Record<string, number>): number {
  const entries = Object.entries(h)
    .map(([k, v]) => [Number(k), v] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((s, e) => s + e[1], 0);
  if (total === 0) return NaN;
  let acc = 0;
  for (const [k, v] of entries) {
    acc += v;
    if (acc * 2 >= total) return k;
  }
  return entries[entries.length - 1][0];
}

export function summarise(matchup: string, sides: [SideInfo, SideInfo], policies: [string, string], pairs: boolean, t: Tally, conf = 0.95): MatchupSummary {
  const n = t.games;
  const wdl = { wins: t.winsA, draws: t.draws, losses: t.winsB };
  const pairCount = t.pairHalfPoints.reduce((s, x) => s + x, 0);
  const si = pairs && pairCount > 0 ? pairedScoreInterval(t.pairHalfPoints, conf) : scoreInterval(wdl, conf);
  const wr = wilson(t.winsA, n);
  const roleScore = (k: 0 | 1) => {
    const r = t.asSide[k];
    return r.games > 0 ? (r.winsA + r.draws / 2) / r.games : NaN;
  };
  let turnsSum = 0;
  for (const [k, v] of Object.entries(t.turns)) turnsSum += Number(k) * v;
  const metrics: Record<string, [number, number]> = {};
  for (const [k, v] of Object.entries(t.metrics)) metrics[k] = [mean(v[0], n), mean(v[1], n)];
  return {
    matchup,
    listA: sides[0].name,
    listB: sides[1].name,
    pointsA: sides[0].points,
    pointsB: sides[1].points,
    policyA: policies[0],
    policyB: policies[1],
    games: n,
    pairs,
    winsA: t.winsA,
    draws: t.draws,
    winsB: t.winsB,
    scoreA: si.score,
    scoreLo: si.lo,
    scoreHi: si.hi,
    scoreMethod: si.method,
    verdict: si.lo > 0.5 ? 'A' : si.hi < 0.5 ? 'B' : 'even',
    winRateA: wr.p,
    winRateLo: wr.lo,
    winRateHi: wr.hi,
    drawRate: n > 0 ? t.draws / n : NaN,
    scoreAsSide0: roleScore(0),
    scoreAsSide1: roleScore(1),
    varianceSaved: pairs && pairCount > 0 ? varianceSaved(t.pairHalfPoints, wdl).saved : NaN,
    meanTurns: n > 0 ? turnsSum / n : NaN,
    medianTurns: histMedian(t.turns),
    meanPointsLostA: mean(t.pointsLost[0], n),
    meanPointsLostB: mean(t.pointsLost[1], n),
    sdPointsLostA: sd(t.pointsLost[0], n),
    sdPointsLostB: sd(t.pointsLost[1], n),
    meanScorePointsA: mean(t.score[0], n),
    meanScorePointsB: mean(t.score[1], n),
    reasons: t.reasons,
    metrics,
  };
}

/** Flat CSV row (metrics and reasons spread into columns). */
export function summaryRow(s: MatchupSummary, metricNames: string[], reasonNames: string[]): Record<string, unknown> {
  const { reasons, metrics, ...flat } = s;
  const row: Record<string, unknown> = { ...flat };
  for (const r of reasonNames) row[`reason_${r}`] = reasons[r] ?? 0;
  for (const m of metricNames) {
    row[`${m}A`] = metrics[m]?.[0] ?? NaN;
    row[`${m}B`] = metrics[m]?.[1] ?? NaN;
  }
  return row;
}
