import { runMatchups, defaultWorkers, type MatchupJob } from '../../engine/runner.js';
import type { CompareTally } from '../../engine/chunk.js';
import { pairedDifference } from '../../engine/stats/paired.js';
import { pairedScoreInterval, scoreInterval } from '../../engine/stats/score.js';
import { sprtScoreDifference, type ScoreDifferenceSprt, type SprtDecision } from '../../engine/stats/sprt.js';
import { emptyTally, mergeTally, type Tally } from '../../engine/tally.js';
import { InputError } from '../../scenario/errors.js';
import type { Scenario } from '../../scenario/load.js';
import type { RuleSet } from '../shared/rules.js';
import { analysisManifest } from '../shared/run.js';
import { readSuite, type Suite } from './suite.js';

export interface CompareFlags {
  base: RuleSet;
  variant: RuleSet;
  /** Score difference that counts as "moved" (H1: |δ| ≥ tolerance). */
  tolerance: number;
  /** H0: |δ| ≤ h0; default tolerance/2. */
  h0?: number;
  alpha: number;
  beta: number;
  /** Game cap per matchup (per arm). */
  maxGames?: number;
  /** Games per matchup per round of the sequential test. */
  batch: number;
  seed?: number | string;
  workers?: number;
  pairs: boolean;
  expectChange: boolean;
  onProgress?: (done: number, total: number) => void;
}

export type CompareVerdict = 'moved' | 'unchanged';

export interface MatchupCompare {
  id: string;
  listA: string;
  listB: string;
  /** Units (pairs, or games) played per arm. */
  units: number;
  games: number;
  rounds: number;
  base: { score: number; lo: number; hi: number };
  variant: { score: number; lo: number; hi: number };
  /** Paired difference of A's score, variant − base, per unit, with its 95% interval. */
  delta: number;
  deltaLo: number;
  deltaHi: number;
  deltaSd: number;
  /** Units where the result differed at all between the arms. */
  unitsChanged: number;
  sprt: { decision: SprtDecision; llr: number; lower: number; upper: number; direction: string };
  verdict: CompareVerdict;
  /** True when the cap stopped the test before a bound was crossed (verdict by the likelihood ratio's sign). */
  truncated: boolean;
  /** Wall-clock seconds from the start until this matchup's verdict. */
  secondsToVerdict: number;
  diffHist: number[];
}

export interface CompareResult {
  suite: Suite;
  flags: CompareFlags;
  h0: number;
  maxGames: number;
  seed: number | string;
  policies: [string, string];
  pairs: boolean;
  workers: number;
  matchups: MatchupCompare[];
  moved: number;
  /** 0: nothing moved (or, with --expect-change, something did); 1 otherwise. */
  exitCode: 0 | 1;
  seconds: number;
  manifest: Record<string, unknown>;
  hypotheses: string;
}

interface State {
  id: string;
  listA: string;
  listB: string;
  base: Scenario;
  variant: Scenario;
  units: number;
  rounds: number;
  cmp: CompareTally;
  done: boolean;
  seconds: number;
  truncated: boolean;
}

/** n, ΣD, ΣD² of the per-unit score difference (variant − base) from the runner's histogram. */
export function diffSums(diffHist: number[], pairs: boolean): { n: number; sum: number; sumSq: number; changed: number } {
  const offset = pairs ? 4 : 2;
  const scale = pairs ? 4 : 2; // half points per unit → score
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let changed = 0;
  diffHist.forEach((count, idx) => {
    const d = (idx - offset) / scale;
    n += count;
    sum += count * d;
    sumSq += count * d * d;
    if (idx !== offset) changed += count;
  });
  return { n, sum, sumSq, changed };
}

export interface GateHypotheses {
  h0: number;
  tolerance: number;
  alpha: number;
  beta: number;
}

export interface GateDecision {
  sprt: ScoreDifferenceSprt;
  /** A bound was crossed, or the cap was reached: stop playing this matchup. */
  stop: boolean;
  moved: boolean;
  /** Stopped by the cap, not by a bound. */
  truncated: boolean;
}

/**
 * The gate's reading of one matchup's difference histogram: the two-sided GSPRT of the stats
 * library (H0: |δ| ≤ h0 against H1: |δ| ≥ tolerance). At the cap without a crossed bound the
 * verdict is the hypothesis the likelihood ratio favours (Wald's truncation rule): moved when
 * |mean| lies beyond the midpoint (h0 + tolerance)/2, i.e. when the larger one-sided LLR is > 0.
 */
export function gateDecision(diffHist: number[], pairs: boolean, h: GateHypotheses, atCap: boolean): GateDecision {
  const d = diffSums(diffHist, pairs);
  const sprt = sprtScoreDifference(d.n, d.sum, d.sumSq, { d0: h.h0, d1: h.tolerance, alpha: h.alpha, beta: h.beta });
  const open = sprt.decision === 'continue';
  const moved = sprt.decision === 'accept-H1' || (open && atCap && Math.max(sprt.up.llr, sprt.down.llr) > 0);
  return { sprt, stop: !open || atCap, moved, truncated: open && atCap };
}

export function hypothesesText(tolerance: number, h0: number, alpha: number, beta: number, pairs: boolean): string {
  const p = (x: number) => `${(100 * x).toFixed(2).replace(/\.?0+$/, '')} points`;
  return (
    `δ = E[variant − base] of list A's score per ${pairs ? 'mirrored pair' : 'game'} on the same seeds. ` +
    `H0: |δ| ≤ ${p(h0)} (nothing moved) against H1: |δ| ≥ ${p(tolerance)} (moved); ` +
    `two one-sided GSPRTs at α/2 = ${alpha / 2} each, β = ${beta}; between ${p(h0)} and ${p(tolerance)} either answer is acceptable.`
  );
}

/** Runs the suite under base and variant rules on common random numbers with a sequential test per matchup. */
export async function runCompare(file: string, flags: CompareFlags): Promise<CompareResult> {
  const suite = readSuite(file);
  const first = suite.first;
  const h0 = flags.h0 ?? flags.tolerance / 2;
  if (!(flags.tolerance > 0 && flags.tolerance < 1)) throw new InputError('command line', '--tolerance', `${flags.tolerance} is not a score difference in (0, 1)`, 'e.g. --tolerance 0.03 for 3 points of score');
  if (!(h0 >= 0 && h0 < flags.tolerance)) throw new InputError('command line', '--h0', `${h0} must be >= 0 and below --tolerance ${flags.tolerance}`, 'e.g. --h0 0.015');
  const seed = flags.seed ?? suite.seed ?? 1;
  const pairs = flags.pairs && (suite.pairs ?? true);
  const workers = flags.workers ?? defaultWorkers();
  const maxGames = flags.maxGames ?? suite.games ?? 20000;
  const policies = suite.policies ?? [first.ruleset.defaultPolicy, first.ruleset.defaultPolicy];
  const perUnit = pairs ? 2 : 1;
  const capUnits = Math.max(1, Math.ceil(maxGames / perUnit));
  const batchUnits = Math.max(1, Math.ceil(flags.batch / perUnit));

  const states: State[] = suite.matchups.map((m) => {
    const base = m.load(flags.base);
    const variant = m.load(flags.variant);
    if (base.ruleset.id !== first.ruleset.id) throw new InputError(file, 'matchups', `matchup ${m.listA} v ${m.listB} is not ${first.ruleset.id}`, 'one ruleset per suite');
    const empty = (): Tally => emptyTally();
    return {
      id: m.id,
      listA: m.listA,
      listB: m.listB,
      base,
      variant,
      units: 0,
      rounds: 0,
      cmp: { base: empty(), variant: empty(), diffHist: new Array<number>(pairs ? 9 : 5).fill(0) },
      done: false,
      seconds: NaN,
      truncated: false,
    };
  });

  const started = Date.now();
  const totalCap = states.length * capUnits * perUnit;
  let gamesBefore = 0;
  const hyp: GateHypotheses = { h0, tolerance: flags.tolerance, alpha: flags.alpha, beta: flags.beta };
  const decide = (s: State) => gateDecision(s.cmp.diffHist, pairs, hyp, s.units >= capUnits);
  for (;;) {
    const open = states.filter((s) => !s.done);
    if (open.length === 0) break;
    const jobs: MatchupJob[] = open.map((s) => ({
      id: s.id,
      rulesetId: first.ruleset.id,
      setup: s.base.setup,
      variantSetup: s.variant.setup,
      policies,
      pairs,
      firstUnit: s.units,
      games: Math.min(batchUnits, capUnits - s.units) * perUnit,
    }));
    const roundGames = jobs.reduce((a, j) => a + j.games, 0);
    // Both arms are played: count games of both for progress.
    const results = await runMatchups(jobs, {
      masterSeed: seed,
      workers,
      onProgress: (d) => flags.onProgress?.(gamesBefore + 2 * d, 2 * totalCap),
    });
    gamesBefore += 2 * roundGames;
    results.forEach((r, k) => {
      const s = open[k];
      const c = r.compare!;
      mergeTally(s.cmp.base, c.base);
      mergeTally(s.cmp.variant, c.variant);
      c.diffHist.forEach((v, i) => (s.cmp.diffHist[i] += v));
      s.units += jobs[k].games / perUnit;
      s.rounds++;
      const g = decide(s);
      if (g.stop) {
        s.done = true;
        s.truncated = g.truncated;
        s.seconds = (Date.now() - started) / 1000;
      }
    });
  }
  const seconds = (Date.now() - started) / 1000;

  const interval = (t: Tally) => {
    const si = pairs ? pairedScoreInterval(t.pairHalfPoints) : scoreInterval({ wins: t.winsA, draws: t.draws, losses: t.winsB });
    return { score: si.score, lo: si.lo, hi: si.hi };
  };
  const matchups: MatchupCompare[] = states.map((s) => {
    const d = diffSums(s.cmp.diffHist, pairs);
    const pd = pairedDifference(d.n, d.sum, d.sumSq);
    const g = decide(s);
    const t = g.sprt;
    const moved = g.moved;
    return {
      id: s.id,
      listA: s.listA,
      listB: s.listB,
      units: s.units,
      games: s.cmp.base.games,
      rounds: s.rounds,
      base: interval(s.cmp.base),
      variant: interval(s.cmp.variant),
      delta: pd.mean,
      deltaLo: pd.lo,
      deltaHi: pd.hi,
      deltaSd: pd.sd,
      unitsChanged: d.changed,
      sprt: { decision: t.decision, llr: t.llr, lower: t.lower, upper: t.upper, direction: t.direction },
      verdict: moved ? 'moved' : 'unchanged',
      truncated: s.truncated,
      secondsToVerdict: s.seconds,
      diffHist: s.cmp.diffHist,
    };
  });
  const moved = matchups.filter((m) => m.verdict === 'moved').length;
  const exitCode: 0 | 1 = flags.expectChange ? (moved > 0 ? 0 : 1) : moved > 0 ? 1 : 0;
  const hypotheses = hypothesesText(flags.tolerance, h0, flags.alpha, flags.beta, pairs);
  const manifest = analysisManifest('compare', file, suite.name, states.flatMap((s) => [s.base, s.variant]), {
    seed,
    pairs,
    policies,
    base: { label: flags.base.label, sha256: flags.base.sha256, options: flags.base.options, patches: flags.base.patches },
    variant: { label: flags.variant.label, sha256: flags.variant.sha256, options: flags.variant.options, patches: flags.variant.patches },
    tolerance: flags.tolerance,
    h0,
    alpha: flags.alpha,
    beta: flags.beta,
    maxGames,
    batch: flags.batch,
    expectChange: flags.expectChange,
    workers,
  });
  return { suite, flags, h0, maxGames, seed, policies, pairs, workers, matchups, moved, exitCode, seconds, manifest, hypotheses };
}
