import { clearlyBeyond, diffSums, DEFAULT_TOLERANCE, INCONCLUSIVE_TARGET, matchupDesign, RECOMMEND_LIMIT_UNITS, type MatchupDesign } from '../compare/run.js';
import { readSuite } from '../compare/suite.js';
import { runMatchups, type MatchupJob } from '../../engine/runner.js';
import { unitsForVerdict, type GateDesign } from '../../engine/stats/gateDesign.js';
import { sprtScoreDifference } from '../../engine/stats/sprt.js';
import type { RuleSet } from '../shared/rules.js';

export interface ComparePlanFlags {
  base: RuleSet;
  variant: RuleSet;
  tolerance?: number;
  h0?: number;
  alpha: number;
  beta: number;
  /** Games per arm per matchup in the pilot's first round. */
  pilotGames: number;
  /** Games between two looks of the gate (its --batch). */
  batch: number;
  pairs: boolean;
  seed?: number | string;
  workers: number;
}

export interface ComparePlanRow {
  matchup: string;
  pilotUnits: number;
  /** Mean difference in the pilot (score). */
  pilotDelta: number;
  design: MatchupDesign;
  /** Left out of the sizing by compare's skip rule (clearly beyond the tolerance in the pilot). */
  skipped: boolean;
  /**
   * Games per arm this matchup needs for ≤ 1% without a verdict: at δ = 0 and |δ| = tolerance, or
   * for a skipped one at |δ| = tolerance only (its larger change is flagged sooner).
   */
  neededGames: number;
  /** Relative standard error of the pilot's variance of the difference, hence of the games it needs. */
  spreadRelSe: number;
}

export interface ComparePlan {
  suite: string;
  design: GateDesign;
  pairs: boolean;
  rows: ComparePlanRow[];
  /** The largest per-matchup need: the --max-games to use. */
  recommendedMaxGames: number;
  /** Pilot games per matchup and arm actually played (the pilot grows until the spread is known well enough). */
  pilotGames: number;
  /** The largest relative standard error among the matchups that may set the recommendation (target PILOT_PRECISION). */
  recommendationRelSe: number;
}

/**
 * How well the pilot must know the recommendation: its relative standard error. The games a
 * matchup needs are proportional to the variance of its difference (the gate's LLR depends on
 * n/σ² only), so two pilots with this relative error each give recommendations whose ratio
 * stays within 20% with probability 99%: √2 · 0.05 · z(0.995) = 0.18 < ln 1.2 (issue 30 item 6).
 */
export const PILOT_PRECISION = 0.05;
/** Rounds the pilot may take to reach PILOT_PRECISION. */
const PILOT_ROUNDS = 4;

/** Relative standard error of the sample variance of D from its histogram: √((m4 − m2²)/n)/m2 (0 when D never varies). */
export function varianceRelSe(diffHist: number[], pairs: boolean): number {
  const d = diffSums(diffHist, pairs);
  const offset = pairs ? 4 : 2;
  const mean = d.sum / d.n;
  let m2 = 0;
  let m4 = 0;
  diffHist.forEach((count, idx) => {
    const e = (idx - offset) / offset - mean;
    m2 += (count * e * e) / d.n;
    m4 += (count * e ** 4) / d.n;
  });
  return m2 > 0 ? Math.sqrt(Math.max(0, m4 - m2 * m2) / d.n) / m2 : 0;
}

/**
 * Sizes a compare run the way the gate will play it: a pilot of both arms on common seeds per
 * matchup, the spread of the base–variant difference (compare's regularised estimate, not the
 * score's), and the sequential design's expected games at δ = 0, h0, the midpoint and the
 * tolerance, with the cap needed for ≤ 1% inconclusive at δ = 0 and |δ| = tolerance
 * (gateDesign.ts). A matchup clearly beyond the tolerance (compare's skip rule) is not sized for
 * δ = 0, which it clearly is not; it still gets the games to be flagged at |δ| = tolerance, an
 * upper bound for its larger change, so the cap never leaves it inconclusive. The pilot starts at
 * pilotGames and grows until the matchup that sets the recommendation has its spread to
 * PILOT_PRECISION (or the pilot is as long as the run it sizes).
 */
export async function planCompare(file: string, f: ComparePlanFlags): Promise<ComparePlan> {
  const suite = readSuite(file);
  const pairs = f.pairs && (suite.pairs ?? true);
  const perUnit = pairs ? 2 : 1;
  const tolerance = f.tolerance ?? suite.tolerance ?? DEFAULT_TOLERANCE;
  const h0 = f.h0 ?? suite.h0 ?? tolerance / 2;
  const design: GateDesign = { h0, tolerance, alpha: f.alpha, beta: f.beta, matchups: suite.matchups.length };
  const policies = suite.policies ?? [suite.first.ruleset.defaultPolicy, suite.first.ruleset.defaultPolicy];
  const setups = suite.matchups.map((m) => ({ setup: m.load(f.base).setup, variantSetup: m.load(f.variant).setup }));
  const hists = suite.matchups.map(() => new Array<number>(pairs ? 9 : 5).fill(0));
  const units = suite.matchups.map(() => 0);
  const batchUnits = Math.max(1, Math.ceil(f.batch / perUnit));
  const rowsNow = (): ComparePlanRow[] =>
    hists.map((hist, k) => {
      const d = diffSums(hist, pairs);
      const sprt = sprtScoreDifference(d.n, d.sum, d.sumSq, { d0: h0, d1: tolerance, alpha: f.alpha / design.matchups, beta: f.beta, bounds: 'anytime' });
      const sd = Math.sqrt(sprt.variance);
      const m = suite.matchups[k];
      const skipped = clearlyBeyond(hist, pairs, tolerance);
      const md = matchupDesign(design, sd, batchUnits, undefined, perUnit);
      const neededGames = skipped
        ? unitsForVerdict(design, sd, batchUnits, INCONCLUSIVE_TARGET, RECOMMEND_LIMIT_UNITS, [tolerance]) * perUnit
        : md.recommendedMaxGames;
      return {
        matchup: `${m.listA} v ${m.listB}`,
        pilotUnits: d.n,
        pilotDelta: sprt.mean,
        design: md,
        skipped,
        neededGames,
        spreadRelSe: varianceRelSe(hist, pairs),
      };
    });
  // first round: every matchup at the pilot size; later ones: each matchup that may set the
  // recommendation and is not yet measured well enough, by as much as its precision needs
  let extra = suite.matchups.map(() => Math.max(1, Math.ceil(f.pilotGames / perUnit)));
  let rows: ComparePlanRow[] = [];
  let contenders: ComparePlanRow[] = [];
  for (let r = 0; r < PILOT_ROUNDS && extra.some((x) => x > 0); r++) {
    const playing = extra.map((x, k) => (x > 0 ? k : -1)).filter((k) => k >= 0);
    const jobs: MatchupJob[] = playing.map((k) => ({
      id: suite.matchups[k].id,
      rulesetId: suite.first.ruleset.id,
      ...setups[k],
      policies,
      pairs,
      firstUnit: units[k],
      games: extra[k] * perUnit,
    }));
    const results = await runMatchups(jobs, { masterSeed: f.seed ?? suite.seed ?? 1, workers: f.workers });
    results.forEach((res, j) => {
      const k = playing[j];
      res.compare!.diffHist.forEach((v, i) => (hists[k][i] += v));
      units[k] += extra[k];
    });
    rows = rowsNow();
    // a matchup may set the recommendation if two standard errors up would reach the largest need
    const top = Math.max(...rows.map((x) => x.neededGames));
    contenders = rows.filter((x) => x.neededGames * (1 + 2 * x.spreadRelSe) >= top);
    const capUnits = top / perUnit;
    extra = rows.map((x, k) => {
      if (!contenders.includes(x) || x.spreadRelSe <= PILOT_PRECISION || units[k] >= capUnits) return 0;
      // n·relSe² is about constant: the units that reach the precision, a tenth more for the estimate's own noise
      const enough = Math.ceil(1.1 * units[k] * (x.spreadRelSe / PILOT_PRECISION) ** 2);
      return Math.max(batchUnits, Math.min(enough, capUnits) - units[k]);
    });
  }
  const recommendedMaxGames = Math.max(...rows.map((x) => x.neededGames));
  return {
    suite: suite.name,
    design,
    pairs,
    rows,
    recommendedMaxGames,
    pilotGames: Math.max(...units) * perUnit,
    recommendationRelSe: Math.max(0, ...contenders.map((x) => x.spreadRelSe)),
  };
}
