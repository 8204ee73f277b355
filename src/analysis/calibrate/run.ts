import { SeededDice } from '../../rulesets/kit/dice.js';
import { defaultWorkers, openPool, runMatchups, type MatchupJob, type MatchupResult } from '../../engine/runner.js';
import { gameSeed, matchupKey } from '../../engine/seeds.js';
import type { LoadContext } from '../../rulesets/types.js';
import { InputError, isInputError } from '../../rulesets/errors.js';
import { policyCombos } from '../shared/run.js';
import { drawList, listTotal } from './draw.js';
import { fitOrdered, logLoss, outcomeProbs, pointsScale, type OrderedFit, type ResultRow } from './fit.js';
import type { CalibrationSpec } from './spec.js';
import { interactions } from './interactions.js';

export interface CalibrateFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  policy?: string;
  onProgress?: (done: number, total: number) => void;
}

/** The verdict words of a fair cost against its printed cost (the shared vocabulary's shape). */
export type CostVerdict = 'cheap' | 'fair' | 'expensive' | 'inconclusive';

export interface ProfileValue {
  id: string;
  name: string;
  printed: number;
  fair: number;
  lo: number;
  hi: number;
  se: number;
  verdict: CostVerdict;
  /** Mean copies per drawn list. */
  meanCount: number;
}

export interface FitBin {
  predicted: number;
  observed: number;
  lo: number;
  hi: number;
  games: number;
}

export interface CalibrationResult {
  spec: CalibrationSpec;
  games: number;
  matchups: number;
  seed: number | string;
  policies: [string, string];
  workers: number;
  /** Lists the game refused (drawn again), by the game's reason. */
  rejected: { reason: string; count: number }[];
  profiles: ProfileValue[];
  /** Covariance of the fair costs (points²), for differences between profiles. */
  cov: number[][];
  side: { value: number; se: number };
  drawBand: number;
  drawTerm: boolean;
  converged: boolean;
  logitPerPoint: number;
  logitPerPointSe: number;
  /** Predicted against observed scores of list A, in ten bins of the prediction (all games, in-sample). */
  bins: FitBin[];
  /** Every fifth matchup held out: mean log-loss per game of the profile model and of a printed-points-only model, both fitted on the rest. */
  heldOut: { matchups: number; profileModel: number; pointsModel: number };
  /** Pairs of profiles whose value depends on each other (score test, Bonferroni 5%): the same profile twice means "depends on how many". */
  interactions: { a: string; b: string; together: 'more' | 'less'; pValue: number }[];
  /** Widest half-interval over the profiles, and the games for every one to be within ± tolerance. */
  widest: { name: string; halfWidth: number };
  gamesForTolerance: number;
  seconds: number;
  notes: string[];
  /** The field the drawn lists met, with each list's matchups and fitted strength (logits), if any. */
  field?: { name: string; file: string; opponents: { name: string; weight: number; matchups: number; strength: number }[] };
}

const Z95 = 1.959963984540054;
/** Draws of one matchup before calibrate gives up on the catalogue. */
const MAX_TRIES = 500;
const HOLD_OUT_EVERY = 5;
const BINS = 10;
/** Matchups drawn and played at a time (memory: one batch of setups). */
const BATCH = 2000;

/** Reads every included file once (a catalogue is read by every drawn list). */
function memoised(ctx: LoadContext): LoadContext {
  const seen = new Map<string, ReturnType<LoadContext['readYaml']>>();
  return {
    ...ctx,
    readYaml(rel) {
      let y = seen.get(rel);
      if (!y) seen.set(rel, (y = ctx.readYaml(rel)));
      return { ...y, doc: structuredClone(y.doc) };
    },
  };
}

interface Drawn {
  counts: [number[], number[]];
  setup: unknown;
  /** Against a field: the opponent list B is (index into spec.field.opponents). */
  opponent?: number;
}

/**
 * Matchup k's two lists: drawn from a generator seeded by (master seed, k) alone, so any worker
 * count draws the same. Against a field, list B is the field's list `opponent`, not drawn.
 */
function drawMatchup(spec: CalibrationSpec, seed: number | string, k: number, ctx: LoadContext, rejected: Map<string, number>, opponent?: number): Drawn {
  const rng = new SeededDice(gameSeed(matchupKey(seed, `${spec.scenario.name}:lists`), k));
  const doc = spec.scenario.doc;
  let last = '';
  for (let t = 0; t < MAX_TRIES; t++) {
    const a = drawList(spec.profiles, spec.window, rng);
    const b = opponent === undefined ? drawList(spec.profiles, spec.window, rng) : new Array<number>(spec.profiles.length).fill(0);
    if (!a || !b) continue;
    const sideB = opponent === undefined ? spec.hook.side(spec.rawDoc, spec.profiles, b, 'List B') : spec.field!.opponents[opponent].entry;
    const sides = [spec.hook.side(spec.rawDoc, spec.profiles, a, 'List A'), sideB];
    try {
      const setup = spec.ruleset.loadSetup({ ...doc, sides }, ctx);
      return { counts: [a, b], setup, opponent };
    } catch (e) {
      if (!isInputError(e)) throw e;
      // a fault of the calibration file itself, not of a drawn list: no draw mends it
      const err = e as InputError;
      if (err.file === spec.file && err.field !== '' && !err.field.startsWith('sides')) throw e;
      last = problemOf((e as Error).message);
      rejected.set(last, (rejected.get(last) ?? 0) + 1);
    }
  }
  throw new InputError(
    spec.file,
    'points',
    `no legal pair of lists in ${MAX_TRIES} draws (last refusal: ` + `${last || 'no list reached points.min'})`,
    'widen points: {min, max}, add profiles the rules require, or relax the ' + 'rule with an option',
  );
}

/** The game's refusal without the file and list positions, so equal reasons count together. */
function problemOf(message: string): string {
  const m = message.replace(/^[^:]*:\s*/, '');
  return m.replace(/\b\d+\b/g, 'N').slice(0, 160);
}

/**
 * The field's opponent of the next matchup: the one furthest behind its weighted share so far
 * (smooth weighted round-robin), so every prefix of the matchups meets the field in proportion to
 * its weights and the draw depends on the matchup index alone.
 */
function nextOpponent(weights: number[], served: number[]): number {
  const total = served.reduce((s, n) => s + n, 0) + 1;
  let best = 0;
  for (let j = 1; j < weights.length; j++) if (weights[j] * total - served[j] > weights[best] * total - served[best]) best = j;
  served[best]++;
  return best;
}

/** The design of one matchup: A's counts minus B's; against a field, A's counts and −1 in B's opponent column. */
function designOf(d: Drawn, opponents: number): number[] {
  if (d.opponent === undefined) return difference(d.counts[0], d.counts[1]);
  const column = new Array<number>(opponents).fill(0);
  column[d.opponent] = -1;
  return [...d.counts[0], ...column];
}

function rowsOf(drawn: Drawn[], results: MatchupResult[], design: (d: Drawn) => number[]): ResultRow[][] {
  return results.map((r, k) => {
    const d = design(drawn[k]);
    return r.tally.asSide.map((s, i) => ({ d, side: i === 0 ? 1 : -1, wins: s.winsA, draws: s.draws, losses: s.games - s.winsA - s.draws }));
  });
}

function difference(a: number[], b: number[]): number[] {
  return a.map((x, i) => x - b[i]);
}

export function verdictOf(printed: number, lo: number, hi: number, tolerance: number): CostVerdict {
  if (lo > printed + tolerance) return 'cheap';
  if (hi < printed - tolerance) return 'expensive';
  if (lo >= printed - tolerance && hi <= printed + tolerance) return 'fair';
  return 'inconclusive';
}

function binsOf(rows: ResultRow[], fit: OrderedFit, k: number): FitBin[] {
  const theta = fit.params[k + 1];
  const scored = rows
    .map((r) => {
      let eta = fit.params[k] * r.side;
      for (let j = 0; j < k; j++) eta += r.d[j] * fit.params[j];
      const [pw, pd] = outcomeProbs(eta, theta);
      return { e: pw + pd / 2, games: r.wins + r.draws + r.losses, points: r.wins + r.draws / 2 };
    })
    .filter((x) => x.games > 0)
    .sort((x, y) => x.e - y.e);
  const total = scored.reduce((s, x) => s + x.games, 0);
  const bins: FitBin[] = [];
  let i = 0;
  for (let b = 0; b < BINS; b++) {
    const upTo = ((b + 1) * total) / BINS;
    let games = 0;
    let pred = 0;
    let pts = 0;
    let seen = bins.reduce((s, x) => s + x.games, 0);
    while (i < scored.length && (seen < upTo || b === BINS - 1)) {
      games += scored[i].games;
      pred += scored[i].e * scored[i].games;
      pts += scored[i].points;
      seen += scored[i].games;
      i++;
    }
    if (games === 0) continue;
    const obs = pts / games;
    const h = Z95 * Math.sqrt(Math.max(obs * (1 - obs), 0.25 / games) / games);
    bins.push({ predicted: pred / games, observed: obs, lo: Math.max(0, obs - h), hi: Math.min(1, obs + h), games });
  }
  return bins;
}

export async function runCalibration(spec: CalibrationSpec, flags: CalibrateFlags): Promise<CalibrationResult> {
  const started = Date.now();
  const sc = spec.scenario;
  const games = flags.games ?? sc.games ?? 4000;
  const matchups = Math.ceil(games / 2);
  const seed = flags.seed ?? sc.seed ?? 1;
  const workers = flags.workers ?? defaultWorkers();
  const policies = policyCombos(sc, flags.policy ? [flags.policy] : undefined, '--policy')[0];
  const ctx = memoised(spec.ctx);
  const rejected = new Map<string, number>();
  const drawn: Drawn[] = [];
  const byMatchup: ResultRow[][] = [];
  // against a field, list B is one of its lists and each gets a strength column of its own
  const opponents = spec.field?.opponents ?? [];
  const J = opponents.length;
  const served = new Array<number>(J).fill(0);
  // Matchups are drawn and played a batch at a time, so only one batch of setups is held at
  // once; a kept pool keeps its workers' warm-up from batch to batch. Seeds depend on the
  // matchup index alone, so the batches change nothing in the results.
  const pool = workers > 0 ? openPool(workers) : undefined;
  try {
    for (let first = 0; first < matchups; first += BATCH) {
      const batch: Drawn[] = [];
      for (let k = first; k < Math.min(matchups, first + BATCH); k++)
        batch.push(
          drawMatchup(
            spec,
            seed,
            k,
            ctx,
            rejected,
            J > 0
              ? nextOpponent(
                  opponents.map((o) => o.weight),
                  served,
                )
              : undefined,
          ),
        );
      const jobs: MatchupJob[] = batch.map((d, i) => ({
        id: `${sc.name}:${first + i}`,
        rulesetId: spec.ruleset.id,
        setup: d.setup,
        policies,
        games: 2,
        pairs: true,
      }));
      const results = await runMatchups(jobs, { masterSeed: seed, workers, pool, onProgress: (d) => flags.onProgress?.(2 * first + d, 2 * matchups) });
      byMatchup.push(...rowsOf(batch, results, (d) => designOf(d, J)));
      for (const d of batch) drawn.push({ counts: d.counts, setup: undefined, opponent: d.opponent });
    }
  } finally {
    await pool?.close();
  }

  const P = spec.profiles.length;
  // design columns: the profiles, then (against a field) one strength per opponent
  const K = P + J;
  const costs = spec.profiles.map((p) => p.cost);
  const rows = byMatchup.flat();
  for (let p = 0; p < P; p++) {
    if (!rows.some((r) => r.d[p] !== 0))
      throw new InputError(
        spec.file,
        'points',
        `${spec.profiles[p].name} never differs between the two lists of a ` + `matchup, so its worth cannot be measured`,
        'raise points.max so it fits in a list, or raise its copy limit',
      );
  }
  // the drawn lists only: a field's lists are not the catalogue's
  const listsPer = J > 0 ? 1 : 2;
  const meanCounts = spec.profiles.map((_, p) => drawn.reduce((s, d) => s + d.counts[0][p] + d.counts[1][p], 0) / (listsPer * drawn.length));
  let fit: OrderedFit;
  try {
    fit = fitOrdered(rows, K);
  } catch (e) {
    throw new InputError(
      spec.file,
      'games',
      `the profile model cannot be fitted (${(e as Error).message}): some ` + `profile always wins or never varies`,
      'play more games or widen points: {min, max}',
    );
  }
  const scale = pointsScale(fit, P, meanCounts, costs);
  const profiles: ProfileValue[] = spec.profiles.map((p, i) => {
    const v = scale.values[i];
    const lo = v.value - Z95 * v.se;
    const hi = v.value + Z95 * v.se;
    return {
      id: p.id,
      name: p.name,
      printed: p.cost,
      fair: v.value,
      lo,
      hi,
      se: v.se,
      verdict: verdictOf(p.cost, lo, hi, spec.tolerance),
      meanCount: meanCounts[i],
    };
  });

  // held-out check: the profile model against printed points alone, both fitted on the other matchups
  const train = byMatchup.filter((_, k) => k % HOLD_OUT_EVERY !== HOLD_OUT_EVERY - 1).flat();
  const test = byMatchup.filter((_, k) => k % HOLD_OUT_EVERY === HOLD_OUT_EVERY - 1).flat();
  const pointsRows = (rs: ResultRow[]) => rs.map((r) => ({ ...r, d: [r.d.slice(0, P).reduce((s, x, p) => s + x * costs[p], 0), ...r.d.slice(P)] }));
  const notes: string[] = [];
  let heldOut = { matchups: Math.floor(matchups / HOLD_OUT_EVERY), profileModel: NaN, pointsModel: NaN };
  try {
    const full = fitOrdered(train, K);
    const pts = fitOrdered(pointsRows(train), 1 + J);
    heldOut = { ...heldOut, profileModel: logLoss(test, full.params, K), pointsModel: logLoss(pointsRows(test), pts.params, 1 + J) };
  } catch (e) {
    notes.push(`held-out check skipped: ${(e as Error).message}`);
  }
  // The delta method holds while the points rate is well away from 0; when its own interval is
  // wide the fair costs are a ratio of two noisy numbers and their intervals understate.
  if (!(Math.abs(scale.logitPerPoint) > 3 * scale.logitPerPointSe)) {
    notes.push(
      `the points rate is not pinned down yet ` +
        `(${scale.logitPerPoint.toFixed(4)} ± ` +
        `${(Z95 * scale.logitPerPointSe).toFixed(4)} logits per point): the ` +
        `fair costs and their intervals are not to be trusted; play more games ` +
        `or widen points: {min, max}`,
    );
  }
  if (!fit.converged) notes.push('the fit did not settle in 100 Newton steps: treat the intervals with caution');
  const found = interactions(
    rows,
    drawn.flatMap((d) => [d.counts, d.counts]),
    fit,
    K,
    P,
  ).map((x) => ({
    a: spec.profiles[x.p].name,
    b: spec.profiles[x.q].name,
    together: x.z > 0 ? ('more' as const) : ('less' as const),
    pValue: x.pValue,
  }));
  const widestRow = profiles.reduce((w, p) => (p.hi - p.lo > w.hi - w.lo ? p : w), profiles[0]);
  const halfWidth = (widestRow.hi - widestRow.lo) / 2;
  // intervals narrow as 1/sqrt(games): the games for the widest to reach ± tolerance
  const gamesForTolerance = 2 * Math.ceil(matchups * (halfWidth / spec.tolerance) ** 2);
  const totals = drawn.flatMap((d) => d.counts.slice(0, listsPer).map((c) => listTotal(spec.profiles, c)));
  const field = spec.field
    ? {
        name: spec.field.name,
        file: spec.field.file,
        opponents: opponents.map((o, j) => ({ name: o.name, weight: o.weight, matchups: served[j], strength: fit.params[P + j] })),
      }
    : undefined;
  notes.push(`drawn lists total ${Math.min(...totals)}–${Math.max(...totals)} printed points (window ${spec.window[0]}–${spec.window[1]})`);
  return {
    spec,
    games: matchups * 2,
    matchups,
    seed,
    policies,
    workers,
    rejected: [...rejected].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    profiles,
    cov: scale.cov,
    side: { value: fit.params[K], se: Math.sqrt(fit.cov[K][K]) },
    drawBand: fit.params[K + 1],
    drawTerm: fit.drawTerm,
    converged: fit.converged,
    logitPerPoint: scale.logitPerPoint,
    logitPerPointSe: scale.logitPerPointSe,
    bins: binsOf(rows, fit, K),
    field,
    interactions: found,
    heldOut,
    widest: { name: widestRow.name, halfWidth },
    gamesForTolerance,
    seconds: (Date.now() - started) / 1000,
    notes,
  };
}
