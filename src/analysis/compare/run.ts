import { openPool, runMatchups, defaultWorkers, type MatchupJob } from '../../engine/runner.js';
import type { CompareTally } from '../../engine/chunk.js';
import { normalMixtureInterval } from '../../engine/stats/confidenceSequence.js';
import { gateInterval } from '../../engine/stats/gateInterval.js';
import { pairedDifference } from '../../engine/stats/paired.js';
import { pairedScoreInterval, scoreInterval } from '../../engine/stats/score.js';
import { biasAdjusted, designDeltas, gateBounds, operatingPoint, unitsForVerdict, type GateDesign } from '../../engine/stats/gateDesign.js';
import { sprtScoreDifference, type ScoreDifferenceSprt, type SprtDecision } from '../../engine/stats/sprt.js';
import { emptyTally, mergeTally, type Tally } from '../../engine/tally.js';
import { InputError } from '../../rulesets/errors.js';
import type { Scenario } from '../../scenario/load.js';
import type { RuleSet } from '../shared/rules.js';
import { analysisManifest } from '../shared/run.js';
import { readSuite, type Suite } from './suite.js';

export interface CompareFlags {
  base: RuleSet;
  variant: RuleSet;
  /** Score difference that must not pass (H1: |δ| ≥ tolerance); default the suite's, else 0.03. */
  tolerance?: number;
  /** H0: |δ| ≤ h0; default the suite's, else tolerance/2. */
  h0?: number;
  /** Suite-level false-alarm rate (split over the matchups). */
  alpha: number;
  /** Per-matchup chance of passing a change of the tolerance. */
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
  /**
   * Size the progress total from each matchup's expected length under the design at its first
   * batch's Δ and spread (one operating characteristic per matchup), not from the cap, which most
   * sequential runs never reach. Only worth its cost when a bar shows the ETA.
   */
  estimateTotal?: boolean;
  /** After every look: the test statistic in words, for the progress line. */
  onStatus?: (text: string) => void;
  /** Called once, after the first batch, when the cap is below what the design needs. */
  onWarning?: (text: string) => void;
}

/** Default --tolerance: 3 points of score. */
export const DEFAULT_TOLERANCE = 0.03;

/** Target chance of "inconclusive" at δ = 0 and |δ| = tolerance for the recommended cap. */
export const INCONCLUSIVE_TARGET = 0.01;
/** Largest cap (units) the recommendation searches. */
export const RECOMMEND_LIMIT_UNITS = 200_000;

/** The design's operating characteristic at a matchup's measured spread (normal approximation). */
export interface MatchupDesign {
  /** sd of D per unit the test used (regularised sample sd). */
  sd: number;
  points: { delta: number; moved: number; within: number; inconclusive: number; expectedGames: number }[];
  /** Games per arm for P(inconclusive) ≤ INCONCLUSIVE_TARGET at δ = 0 and |δ| = tolerance. */
  recommendedMaxGames: number;
}

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
  /**
   * δ estimated without the pull of early stopping (Whitehead's bias adjustment, gateDesign.ts):
   * the Δ shown beside the verdict; `delta` is the raw mean where the test stopped.
   */
  deltaAdjusted: number;
  /** 95% confidence sequence of δ (valid at the data-dependent stop; confidenceSequence.ts). */
  deltaCsLo: number;
  deltaCsHi: number;
  /**
   * The interval of δ the gate's test implies (gateInterval.ts), shown beside the verdict: beyond
   * ±h0 exactly when "moved", inside ±T exactly when "within"; deltaTestLevel is its coverage.
   */
  deltaTestLo: number;
  deltaTestHi: number;
  deltaTestLevel: number;
  /** Units where the result differed at all between the arms. */
  unitsChanged: number;
  sprt: { decision: SprtDecision; llr: number; lower: number; upper: number; direction: string };
  verdict: MatchupVerdict;
  design: MatchupDesign;
  /** Wall-clock seconds from the start until this matchup's verdict. */
  secondsToVerdict: number;
  diffHist: number[];
  /** The test statistic at every look (the gate's trajectory). */
  trajectory: TrajectoryPoint[];
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
  design: GateDesign;
  /** ln β and ln(2K/α): the LLR bounds of every one-sided test. */
  bounds: { lower: number; upper: number; alphaPerSide: number };
  moved: number;
  inconclusive: number;
  /** Sizing warnings raised after the first batch. */
  warnings: string[];
  /** See exitCodeOf. */
  exitCode: CompareExit;
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
  verdict?: MatchupVerdict;
  trajectory: TrajectoryPoint[];
  /** Units the design expects this matchup to play (estimateTotal); the cap until known. */
  expectedUnits: number;
}

/** The test statistic at one look: games per arm so far and the larger of the two one-sided LLRs. */
export interface TrajectoryPoint {
  games: number;
  llr: number;
}

/** Exit codes of the gate (2 bad input and 3 internal error come from the CLI). */
export const EXIT_WITHIN = 0;
export const EXIT_MOVED = 1;
export const EXIT_INCONCLUSIVE = 4;
export type CompareExit = typeof EXIT_WITHIN | typeof EXIT_MOVED | typeof EXIT_INCONCLUSIVE;

/**
 * 0 when every matchup is within tolerance, 1 when any moved, else 4 (some inconclusive).
 * With --expect-change: 0 when any moved, 4 when none moved but some were inconclusive, else 1.
 */
export function exitCodeOf(verdicts: MatchupVerdict[], expectChange: boolean): CompareExit {
  const moved = verdicts.includes('moved');
  const open = verdicts.includes('inconclusive');
  if (expectChange) return moved ? EXIT_WITHIN : open ? EXIT_INCONCLUSIVE : EXIT_MOVED;
  return moved ? EXIT_MOVED : open ? EXIT_INCONCLUSIVE : EXIT_WITHIN;
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

/**
 * The sizing skip rule: a matchup whose paired 95% interval of δ lies wholly beyond ±tolerance is
 * left out of the spread the cap is sized from. Its spread includes the change itself, and the gate
 * flags it within a few looks. `volley plan --suite` applies the same rule.
 */
export function clearlyBeyond(diffHist: number[], pairs: boolean, tolerance: number): boolean {
  const d = diffSums(diffHist, pairs);
  const pd = pairedDifference(d.n, d.sum, d.sumSq);
  return pd.lo > tolerance || pd.hi < -tolerance;
}

export type MatchupVerdict = 'moved' | 'within' | 'inconclusive';

export interface GateDecision {
  sprt: ScoreDifferenceSprt;
  /** A bound was crossed, or the cap was reached: stop playing this matchup. */
  stop: boolean;
  /** Undefined while the test goes on. */
  verdict?: MatchupVerdict;
}

/**
 * The gate's reading of one matchup's difference histogram: the two-sided GSPRT of the stats
 * library (H0: |δ| ≤ h0 against H1: |δ| ≥ tolerance) with bounds valid at every look
 * (gateDesign.ts): "moved" when either one-sided LLR reaches ln(2K/α), "within" when both are at
 * or below ln β, and at the cap without either, "inconclusive" (never a guess).
 */
/**
 * The gate at a look in a few words: open matchups and the one nearest a verdict, e.g.
 * "2 open; nearest: A v B, LLR +2.1 (moved at +4.6, within at −3.0)".
 */
export function lookStatus(ms: { name: string; done: boolean; llr: number }[], b: { lower: number; upper: number }): string {
  const open = ms.filter((m) => !m.done);
  if (open.length === 0) return 'all decided';
  // nearest a bound, relative to the bound's size
  const near = open.reduce((m, x) => (Math.max(x.llr / b.upper, x.llr / b.lower) > Math.max(m.llr / b.upper, m.llr / b.lower) ? x : m));
  const f = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
  return `${open.length} open; nearest: ${near.name}, LLR ${f(near.llr)} (moved at ${f(b.upper)}, within at ${f(b.lower)})`;
}

export function gateDecision(diffHist: number[], pairs: boolean, h: GateDesign, atCap: boolean): GateDecision {
  const d = diffSums(diffHist, pairs);
  const sprt = sprtScoreDifference(d.n, d.sum, d.sumSq, { d0: h.h0, d1: h.tolerance, alpha: h.alpha / h.matchups, beta: h.beta, bounds: 'anytime' });
  const verdict: MatchupVerdict | undefined =
    sprt.decision === 'accept-H1' ? 'moved' : sprt.decision === 'accept-H0' ? 'within' : atCap ? 'inconclusive' : undefined;
  return { sprt, stop: verdict !== undefined, verdict };
}

export function hypothesesText(d: GateDesign, pairs: boolean): string {
  const p = (x: number) => `${(100 * x).toFixed(2).replace(/\.?0+$/, '')} percentage points`;
  const k = d.matchups;
  return (
    `δ = E[variant − base] of list A's score per ${pairs ? 'mirrored pair' : 'game'} on the same seeds. ` +
    `Per matchup, two one-sided GSPRTs, H0: |δ| ≤ ${p(d.h0)} against H1: ` +
    `|δ| ≥ ${p(d.tolerance)}, looked at after every batch with bounds valid ` +
    `at every look (Ville's inequality). ` +
    `"moved" claims |δ| > ${p(d.h0)}: a matchup with |δ| ≤ ${p(d.h0)} is flagged with probability ≤ α/K = ${fmt(d.alpha / k)} (α/(2K) per side), ` +
    `so the suite's chance of any false alarm is ≤ α = ${d.alpha} over its K = ${k} matchup${k === 1 ? '' : 's'} (Bonferroni). ` +
    `"within" claims |δ| < ${p(d.tolerance)}: a matchup with |δ| ≥ ${p(d.tolerance)} is passed with probability ≤ β = ${d.beta}. ` +
    `Between ${p(d.h0)} and ${p(d.tolerance)} either verdict is acceptable. At the game cap without a verdict the matchup is "inconclusive".`
  );
}

function fmt(x: number): string {
  return Number(x.toPrecision(3)).toString();
}

/**
 * The design's operating characteristic for one matchup at its measured sd (normal approximation,
 * gateDesign.ts), at the given cap or, without one, at the recommended cap.
 */
export function matchupDesign(d: GateDesign, sd: number, batchUnits: number, capUnits: number | undefined, perUnit: number): MatchupDesign {
  const need = unitsForVerdict(d, sd, batchUnits, INCONCLUSIVE_TARGET, RECOMMEND_LIMIT_UNITS);
  const points = designDeltas(d).map((delta) => {
    const op = operatingPoint(d, sd, delta, batchUnits, capUnits ?? need);
    return { delta, moved: op.moved, within: op.within, inconclusive: op.inconclusive, expectedGames: op.expectedUnits * perUnit };
  });
  return { sd, points, recommendedMaxGames: need * perUnit };
}

/**
 * After the first batch (the fishtest way: size from the measured spread of the difference): the
 * cap the design needs for P(inconclusive) ≤ INCONCLUSIVE_TARGET at δ = 0 and |δ| = tolerance in
 * the most variable matchup; a warning naming the --max-games to use when the cap is below it.
 */
export function sizingWarning(sds: { id: string; sd: number }[], d: GateDesign, batchUnits: number, capUnits: number, perUnit: number): string | undefined {
  let worst = { id: '', units: 0 };
  for (const m of sds) {
    const units = unitsForVerdict(d, m.sd, batchUnits, INCONCLUSIVE_TARGET, RECOMMEND_LIMIT_UNITS);
    if (units > worst.units) worst = { id: m.id, units };
  }
  if (worst.units <= capUnits) return undefined;
  const sd = sds.find((m) => m.id === worst.id)!.sd;
  const [none, full] = [0, d.tolerance].map((delta) => operatingPoint(d, sd, delta, batchUnits, capUnits).inconclusive);
  return (
    `the game cap ${capUnits * perUnit} per arm is below what the test needs: ${worst.id} (the most variable matchup after the first batch) ` +
    `would end inconclusive with probability ${(100 * none).toFixed(1)}% if nothing changed and ${(100 * full).toFixed(1)}% if it moved by the tolerance; ` +
    `use --max-games ${worst.units * perUnit} (or more) for at most ${100 * INCONCLUSIVE_TARGET}% inconclusive at δ = 0 and |δ| = tolerance`
  );
}

/** 95% confidence sequence of δ, tuned to be tightest at the cap, with the regularised sd of the test. */
export function csOf(n: number, mean: number, sd: number, capUnits: number): { deltaCsLo: number; deltaCsHi: number } {
  const cs = normalMixtureInterval(n, mean, sd, capUnits, 0.05);
  return { deltaCsLo: feasible(cs.lo), deltaCsHi: feasible(cs.hi) };
}

/** The interval beside the verdict: the test's own, at the verdict's error level. */
export function testIntervalOf(
  n: number,
  mean: number,
  variance: number,
  d: GateDesign,
  verdict: MatchupVerdict,
): { deltaTestLo: number; deltaTestHi: number; deltaTestLevel: number } {
  const g = gateInterval(n, mean, variance, d, verdict);
  return { deltaTestLo: feasible(g.lo), deltaTestHi: feasible(g.hi), deltaTestLevel: g.level };
}

/** A score difference lies in [−1, 1]: a few games' normal interval can reach beyond, which covers nothing more. */
function feasible(delta: number): number {
  return Math.min(1, Math.max(-1, delta));
}

/**
 * Tolerance T and "nothing moved" bound h0: each from its flag, else the suite's, else 0.03 and
 * T/2 (as --help says; a --tolerance alone keeps the suite's h0:).
 */
export function gateHypotheses(
  file: string,
  suite: Pick<Suite, 'tolerance' | 'h0'>,
  flags: Pick<CompareFlags, 'tolerance' | 'h0'>,
): { tolerance: number; h0: number } {
  const tolerance = flags.tolerance ?? suite.tolerance ?? DEFAULT_TOLERANCE;
  const h0 = flags.h0 ?? suite.h0 ?? tolerance / 2;
  if (!(tolerance > 0 && tolerance < 1))
    throw new InputError(
      flags.tolerance === undefined ? file : 'command line',
      flags.tolerance === undefined ? 'tolerance' : '--tolerance',
      `${tolerance} is not a score difference in (0, 1)`,
      'e.g. --tolerance 0.03 for 3 points of score',
    );
  if (!(h0 >= 0 && h0 < tolerance)) {
    const fromSuite = flags.h0 === undefined && suite.h0 !== undefined;
    throw new InputError(
      fromSuite ? file : 'command line',
      fromSuite ? 'h0' : '--h0',
      `${h0} must be >= 0 and below the tolerance ${tolerance}`,
      fromSuite ? `give --h0 below ${tolerance} (e.g. --h0 ${tolerance / 2}) with this --tolerance` : `e.g. --h0 ${tolerance / 2}`,
    );
  }
  return { tolerance, h0 };
}

/** Runs the suite under base and variant rules on common random numbers with a sequential test per matchup. */
export async function runCompare(file: string, flags: CompareFlags): Promise<CompareResult> {
  const suite = readSuite(file);
  const first = suite.first;
  const { tolerance, h0 } = gateHypotheses(file, suite, flags);
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
    if (base.ruleset.id !== first.ruleset.id)
      throw new InputError(file, 'matchups', `matchup ${m.listA} v ${m.listB} is not ${first.ruleset.id}`, 'one ruleset per suite');
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
      trajectory: [],
      seconds: NaN,
      expectedUnits: capUnits,
    };
  });

  const started = Date.now();
  // both arms: games of each count. An open matchup plays at least one more batch.
  const expectedTotal = () =>
    2 * perUnit * states.reduce((t, s) => t + (s.done ? s.units : Math.min(capUnits, Math.max(s.expectedUnits, s.units + batchUnits))), 0);
  let gamesBefore = 0;
  const hyp: GateDesign = { h0, tolerance, alpha: flags.alpha, beta: flags.beta, matchups: states.length };
  const decide = (s: State) => gateDecision(s.cmp.diffHist, pairs, hyp, s.units >= capUnits);
  const warnings: string[] = [];
  // one pool for every round: its workers keep their JIT warm-up from round to round
  const pool = workers > 0 ? openPool(workers) : undefined;
  try {
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
        pool,
        onProgress: (d) => flags.onProgress?.(gamesBefore + 2 * d, expectedTotal()),
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
        s.trajectory.push({ games: s.cmp.base.games, llr: g.sprt.llr });
        if (g.stop) {
          s.done = true;
          s.verdict = g.verdict;
          s.seconds = (Date.now() - started) / 1000;
        }
      });
      flags.onStatus?.(
        lookStatus(
          states.map((s) => ({ name: `${s.listA} v ${s.listB}`, done: s.done, llr: s.trajectory[s.trajectory.length - 1]?.llr ?? 0 })),
          decide(states[0]).sprt,
        ),
      );
      if (states.every((s) => s.rounds === 1)) {
        // size from the open matchups, leaving out those already clearly beyond the tolerance:
        // their spread includes the change itself and they will be flagged within a few looks
        const sizing = states
          .filter((s) => !s.done)
          .filter((s) => !clearlyBeyond(s.cmp.diffHist, pairs, tolerance))
          .map((s) => ({ id: `${s.listA} v ${s.listB}`, sd: Math.sqrt(decide(s).sprt.variance) }));
        if (flags.estimateTotal)
          for (const s of states.filter((x) => !x.done)) {
            const d = diffSums(s.cmp.diffHist, pairs);
            const pd = pairedDifference(d.n, d.sum, d.sumSq);
            const sd = Math.sqrt(decide(s).sprt.variance);
            if (sd > 0) s.expectedUnits = Math.ceil(operatingPoint(hyp, sd, Math.max(-1, Math.min(1, pd.mean)), batchUnits, capUnits).expectedUnits);
          }
        const w = sizingWarning(sizing, hyp, batchUnits, capUnits, perUnit);
        if (w) {
          warnings.push(w);
          flags.onWarning?.(w);
        }
      }
    }
  } finally {
    await pool?.close();
  }
  const seconds = (Date.now() - started) / 1000;

  const interval = (t: Tally) => {
    const si = pairs ? pairedScoreInterval(t.pairHalfPoints) : scoreInterval({ wins: t.winsA, draws: t.draws, losses: t.winsB });
    return { score: si.score, lo: si.lo, hi: si.hi };
  };
  const matchups: MatchupCompare[] = states.map((s) => {
    const d = diffSums(s.cmp.diffHist, pairs);
    const pd = pairedDifference(d.n, d.sum, d.sumSq);
    const t = decide(s).sprt;
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
      deltaAdjusted: biasAdjusted(hyp, Math.sqrt(t.variance), pd.mean, batchUnits, capUnits),
      ...csOf(d.n, pd.mean, Math.sqrt(t.variance), capUnits),
      ...testIntervalOf(d.n, pd.mean, t.variance, hyp, s.verdict!),
      unitsChanged: d.changed,
      sprt: { decision: t.decision, llr: t.llr, lower: t.lower, upper: t.upper, direction: t.direction },
      verdict: s.verdict!,
      design: matchupDesign(hyp, Math.sqrt(t.variance), batchUnits, capUnits, perUnit),
      secondsToVerdict: s.seconds,
      diffHist: s.cmp.diffHist,
      trajectory: s.trajectory,
    };
  });
  const moved = matchups.filter((m) => m.verdict === 'moved').length;
  const inconclusive = matchups.filter((m) => m.verdict === 'inconclusive').length;
  const exitCode = exitCodeOf(
    matchups.map((m) => m.verdict),
    flags.expectChange,
  );
  const hypotheses = hypothesesText(hyp, pairs);
  const manifest = analysisManifest(
    'compare',
    file,
    suite.name,
    states.flatMap((s) => [s.base, s.variant]),
    {
      seed,
      pairs,
      policies,
      base: { label: flags.base.label, sha256: flags.base.sha256, options: flags.base.options, patches: flags.base.patches },
      variant: { label: flags.variant.label, sha256: flags.variant.sha256, options: flags.variant.options, patches: flags.variant.patches },
      tolerance,
      h0,
      alpha: flags.alpha,
      beta: flags.beta,
      alphaPerMatchup: flags.alpha / states.length,
      maxGames,
      batch: flags.batch,
      expectChange: flags.expectChange,
      workers,
    },
  );
  const bounds = gateBounds(hyp);
  return {
    suite,
    flags,
    h0,
    maxGames,
    seed,
    policies,
    pairs,
    workers,
    matchups,
    design: hyp,
    bounds,
    moved,
    inconclusive,
    warnings,
    exitCode,
    seconds,
    manifest,
    hypotheses,
  };
}
