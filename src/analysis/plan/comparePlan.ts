import { diffSums, DEFAULT_TOLERANCE, matchupDesign, type MatchupDesign } from '../compare/run.js';
import { readSuite } from '../compare/suite.js';
import { runMatchups, type MatchupJob } from '../../engine/runner.js';
import type { GateDesign } from '../../engine/stats/gateDesign.js';
import { sprtScoreDifference } from '../../engine/stats/sprt.js';
import type { RuleSet } from '../shared/rules.js';

export interface ComparePlanFlags {
  base: RuleSet;
  variant: RuleSet;
  tolerance?: number;
  h0?: number;
  alpha: number;
  beta: number;
  /** Games per arm per matchup in the pilot. */
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
}

export interface ComparePlan {
  suite: string;
  design: GateDesign;
  pairs: boolean;
  rows: ComparePlanRow[];
  /** The largest per-matchup recommendation: the --max-games to use. */
  recommendedMaxGames: number;
}

/**
 * Sizes a compare run the way the gate will play it: a pilot of both arms on common seeds per
 * matchup, the spread of the base–variant difference (not of the score), and the sequential
 * design's expected games at δ = 0, h0, the midpoint and the tolerance, with the cap needed for
 * ≤ 1% inconclusive at δ = 0 and |δ| = tolerance (gateDesign.ts).
 */
export async function planCompare(file: string, f: ComparePlanFlags): Promise<ComparePlan> {
  const suite = readSuite(file);
  const pairs = f.pairs && (suite.pairs ?? true);
  const perUnit = pairs ? 2 : 1;
  const tolerance = f.tolerance ?? suite.tolerance ?? DEFAULT_TOLERANCE;
  const h0 = f.h0 ?? (f.tolerance === undefined ? suite.h0 : undefined) ?? tolerance / 2;
  const design: GateDesign = { h0, tolerance, alpha: f.alpha, beta: f.beta, matchups: suite.matchups.length };
  const policies = suite.policies ?? [suite.first.ruleset.defaultPolicy, suite.first.ruleset.defaultPolicy];
  const jobs: MatchupJob[] = suite.matchups.map((m) => ({
    id: m.id,
    rulesetId: suite.first.ruleset.id,
    setup: m.load(f.base).setup,
    variantSetup: m.load(f.variant).setup,
    policies,
    pairs,
    firstUnit: 0,
    games: Math.max(1, Math.ceil(f.pilotGames / perUnit)) * perUnit,
  }));
  const results = await runMatchups(jobs, { masterSeed: f.seed ?? suite.seed ?? 1, workers: f.workers });
  const batchUnits = Math.max(1, Math.ceil(f.batch / perUnit));
  const rows = results.map((r, k) => {
    const d = diffSums(r.compare!.diffHist, pairs);
    const sprt = sprtScoreDifference(d.n, d.sum, d.sumSq, { d0: h0, d1: tolerance, alpha: f.alpha / design.matchups, beta: f.beta, bounds: 'anytime' });
    const m = suite.matchups[k];
    return {
      matchup: `${m.listA} v ${m.listB}`,
      pilotUnits: d.n,
      pilotDelta: sprt.mean,
      design: matchupDesign(design, Math.sqrt(sprt.variance), batchUnits, undefined, perUnit),
    };
  });
  return { suite: suite.name, design, pairs, rows, recommendedMaxGames: Math.max(...rows.map((r) => r.design.recommendedMaxGames)) };
}
