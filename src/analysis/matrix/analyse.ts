import { bradleyTerry } from '../../engine/stats/bradleyTerry.js';
import { stratifiedDispersion, stratifiedUnitVariance } from '../../engine/stats/dispersion.js';
import { scoreMeanInterval } from '../../engine/stats/boundedMean.js';
import { zFor } from '../../engine/stats/normal.js';
import { holmByIntervals } from '../../engine/stats/holm.js';
import { metaMix, solveZeroSum } from '../../engine/stats/nash.js';
import { pairedScoreInterval, scoreInterval, varianceSaved } from '../../engine/stats/score.js';
import type { Tally } from '../../engine/tally.js';
import { fieldScore, flipMoments, isFlag, unitMoments, verdictOf, type UnitMoments, type Verdict } from '../shared/field.js';

/** One played matchup of a matrix: lists i (as A) and j (as B), i < j, under one policy. */
export interface PlayedPair {
  i: number;
  j: number;
  tally: Tally;
  /** Pair histograms of the strata the matchup was played in (the policy ladder's list assignments). */
  strata?: Tally['pairHalfPoints'][];
}

/** A cell of the score matrix: row list against column opponent. */
export interface MatrixCell {
  policy: string;
  list: string;
  opponent: string;
  row: number;
  col: number;
  games: number;
  units: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  lo: number;
  hi: number;
  /** Score of the row list when it played the file's side 0 / side 1 of the matchup. */
  scoreAsSide0: number;
  scoreAsSide1: number;
  /** Share of variance removed by mirrored pairs (NaN without pairs). */
  varianceSaved: number;
  verdict: Verdict;
}

export interface FieldRow {
  policy: string;
  list: string;
  index: number;
  opponents: number;
  games: number;
  field: number;
  fieldLo: number;
  fieldHi: number;
  /**
   * Confidence level of fieldLo/fieldHi: the Holm step (family of every list of the policy) that
   * flagged the list, or where Holm stopped for the others, so the interval agrees with the flag.
   */
  fieldLevel: number;
  verdict: Verdict;
  /** Outside the band with the family-wise error rate 1 − conf controlled over the lists (Holm). */
  flagged: boolean;
  elo: number;
  eloLo: number;
  eloHi: number;
  /** Weight of the list in the meta equilibrium (Nash mix). */
  metaWeight: number;
  /** Expected score against the meta mix. */
  scoreVsMeta: number;
}

export interface PolicyMatrix {
  policy: string;
  cells: MatrixCell[];
  field: FieldRow[];
  /** Bradley–Terry fit details: the prior (virtual drawn games per pair) needed, if any. */
  bradleyTerry: { prior: number; converged: boolean; iterations: number; note?: string; dispersion: number };
  meta: MetaGame;
  varianceSaved: VarianceSavedSummary;
}

/**
 * The meta game the rules allow. 'symmetric': every pair may meet; both players pick from all
 * lists. 'cross-poule': only lists of two different poules meet (a player of each poule picks his
 * list; weights sum to 1 within each poule). 'omitted': some pairs may not meet and the allowed
 * ones are not a two-poule game, so no game is solved (weights and value NaN): a cell is never
 * filled with an invented result.
 */
export interface MetaGame {
  kind: 'symmetric' | 'cross-poule' | 'omitted';
  weights: number[];
  /** Symmetric: value to either player (0); cross-poule: the first poule's score − ½. */
  value: number;
  /** Expected score of each list against the other side's mix. */
  scoreVsMix: number[];
  complete: boolean;
  note?: string;
}

export interface VarianceSavedSummary {
  /** Mean and median over cells of 1 − paired/unpaired variance. */
  mean: number;
  median: number;
  /** Σ paired variances / Σ unpaired variances over cells, as one number. */
  pooled: number;
  cells: number;
}

export interface MatrixInput {
  names: string[];
  weights: number[];
  pairsPlayed: PlayedPair[];
  pairs: boolean;
  band: [number, number];
  policy: string;
  conf?: number;
  /** Poule of each list (poule files with `poules:`), for the cross-poule meta game. */
  groups?: (string | null)[];
}

/** A matchup's score interval with the within-strata variance (boundedMean.ts). */
function stratifiedInterval(h: Tally['pairHalfPoints'], strata: Tally['pairHalfPoints'][], conf: number): { score: number; lo: number; hi: number } {
  const all = pairedScoreInterval(h, conf);
  const b = scoreMeanInterval(all.n, all.score, stratifiedUnitVariance(strata), zFor(conf));
  return { score: all.score, lo: b.lo, hi: b.hi };
}

/** Unit moments whose variance, mean(1 − mean) − c, is the within-strata one. */
function stratifiedMoments(m: UnitMoments, strata?: Tally['pairHalfPoints'][]): UnitMoments {
  if (!strata) return m;
  return { ...m, c: m.mean * (1 - m.mean) - stratifiedUnitVariance(strata) };
}

function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Everything a matrix report shows, for one policy, from the tallies (pure; no I/O). */
export function analyseMatrix(inp: MatrixInput): PolicyMatrix {
  const k = inp.names.length;
  const conf = inp.conf ?? 0.95;
  const cells: MatrixCell[] = [];
  const byCell = new Map<string, PlayedPair>();
  for (const p of inp.pairsPlayed) byCell.set(`${p.i},${p.j}`, p);

  const saved: number[] = [];
  let pairedVar = 0;
  let unpairedVar = 0;
  for (const p of inp.pairsPlayed) {
    const t = p.tally;
    const wdl = { wins: t.winsA, draws: t.draws, losses: t.winsB };
    // played in strata (the policy ladder): the spread within strata, not the pooled one
    const si =
      inp.pairs && p.strata
        ? stratifiedInterval(t.pairHalfPoints, p.strata, conf)
        : inp.pairs
          ? pairedScoreInterval(t.pairHalfPoints, conf)
          : scoreInterval(wdl, conf);
    let vs = NaN;
    if (inp.pairs && t.games > 0) {
      const v = varianceSaved(t.pairHalfPoints, wdl);
      vs = v.saved;
      if (Number.isFinite(v.pairedVariance) && Number.isFinite(v.unpairedVariance)) {
        pairedVar += v.pairedVariance;
        unpairedVar += v.unpairedVariance;
      }
      saved.push(vs);
    }
    const role = (s: 0 | 1, flip: boolean) => {
      const r = t.asSide[flip ? 1 - s : s];
      if (r.games === 0) return NaN;
      const a = (r.winsA + r.draws / 2) / r.games;
      return flip ? 1 - a : a;
    };
    const units = inp.pairs ? t.pairHalfPoints.reduce((s, x) => s + x, 0) : t.games;
    const row = (flip: boolean): MatrixCell => {
      const [r, c] = flip ? [p.j, p.i] : [p.i, p.j];
      const score = flip ? 1 - si.score : si.score;
      const lo = flip ? 1 - si.hi : si.lo;
      const hi = flip ? 1 - si.lo : si.hi;
      return {
        policy: inp.policy,
        list: inp.names[r],
        opponent: inp.names[c],
        row: r,
        col: c,
        games: t.games,
        units,
        wins: flip ? t.winsB : t.winsA,
        draws: t.draws,
        losses: flip ? t.winsA : t.winsB,
        score,
        lo,
        hi,
        // The row list on side 0 of the file's matchup is A on side 0, or B on side 0 (= A on side 1).
        scoreAsSide0: role(0, flip),
        scoreAsSide1: role(1, flip),
        varianceSaved: vs,
        verdict: verdictOf(lo, hi, inp.band),
      };
    };
    cells.push(row(false), row(true));
  }
  cells.sort((a, b) => a.row - b.row || a.col - b.col);

  // Bradley–Terry on game points; retry with one virtual drawn game per pair when a list is
  // unbeaten or winless (the MLE is then infinite).
  const points = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const games = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const draws = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const p of inp.pairsPlayed) {
    const t = p.tally;
    points[p.i][p.j] = t.winsA + t.draws / 2;
    points[p.j][p.i] = t.winsB + t.draws / 2;
    games[p.i][p.j] = games[p.j][p.i] = t.games;
    draws[p.i][p.j] = draws[p.j][p.i] = t.draws;
  }
  let bt: ReturnType<typeof bradleyTerry> | undefined;
  let prior = 0;
  let btNote: string | undefined;
  for (const pr of [0, 1, 4]) {
    try {
      bt = bradleyTerry({ points, games, draws, prior: pr, conf });
      prior = pr;
      break;
    } catch (e) {
      btNote = (e as Error).message;
    }
  }
  // played in strata: the rating intervals carry the stratified variance, not the binomial one
  const dispersion =
    inp.pairs && inp.pairsPlayed.length > 0 && inp.pairsPlayed.every((p) => p.strata)
      ? stratifiedDispersion(inp.pairsPlayed.map((p) => ({ strata: p.strata! })))
      : 1;
  if (bt && dispersion !== 1) {
    const f = Math.sqrt(dispersion);
    bt = { ...bt, eloLo: bt.elo.map((e, i) => e - f * (e - bt!.eloLo[i])), eloHi: bt.elo.map((e, i) => e + f * (bt!.eloHi[i] - e)) };
  }
  if (bt && prior > 0) btNote = `a list was unbeaten or winless against part of the field: ${prior} virtual drawn game(s) added per pair`;
  else if (bt) btNote = undefined;

  const meta = metaGame(k, cells, inp.groups);

  const fieldCells = inp.names.map((_, i) =>
    inp.pairsPlayed
      .filter((p) => p.i === i || p.j === i)
      .map((p) => {
        const m = stratifiedMoments(unitMoments(p.tally, inp.pairs), p.strata);
        const opp = p.i === i ? p.j : p.i;
        return { m: p.i === i ? m : flipMoments(m), weight: inp.weights[opp] };
      }),
  );
  // one list flagged by chance among many is likely: control the family over the lists (Holm)
  const outside = (i: number, c: number) => {
    const fs = fieldScore(fieldCells[i], c);
    return isFlag(verdictOf(fs.lo, fs.hi, inp.band));
  };
  const family = holmByIntervals(k, outside, 1 - conf);
  const field: FieldRow[] = inp.names.map((list, i) => {
    const mine = inp.pairsPlayed.filter((p) => p.i === i || p.j === i);
    const fs = fieldScore(fieldCells[i], family.level[i]);
    const verdict = verdictOf(fs.lo, fs.hi, inp.band);
    return {
      policy: inp.policy,
      list,
      index: i,
      opponents: mine.length,
      games: mine.reduce((s, p) => s + p.tally.games, 0),
      field: fs.mean,
      fieldLo: fs.lo,
      fieldHi: fs.hi,
      fieldLevel: family.level[i],
      verdict,
      flagged: family.rejected[i],
      elo: bt ? bt.elo[i] : NaN,
      eloLo: bt ? bt.eloLo[i] : NaN,
      eloHi: bt ? bt.eloHi[i] : NaN,
      metaWeight: meta.weights[i],
      scoreVsMeta: meta.scoreVsMix[i],
    };
  });
  // Tables are sorted by the interval's lower bound (strongest evidence first).
  field.sort((a, b) => b.fieldLo - a.fieldLo || b.field - a.field || a.index - b.index);

  return {
    policy: inp.policy,
    cells,
    field,
    bradleyTerry: { prior, converged: bt?.converged ?? false, iterations: bt?.iterations ?? 0, note: btNote, dispersion },
    meta,
    varianceSaved: {
      mean: saved.length ? saved.reduce((s, x) => s + x, 0) / saved.length : NaN,
      median: median(saved),
      pooled: unpairedVar > 0 ? 1 - pairedVar / unpairedVar : NaN,
      cells: saved.length,
    },
  };
}

/** The meta game of the played cells (see MetaGame). */
export function metaGame(k: number, cells: MatrixCell[], groups?: (string | null)[]): MetaGame {
  const score = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 0.5 : NaN)));
  for (const c of cells) score[c.row][c.col] = c.score;
  const complete = score.every((r) => r.every(Number.isFinite));
  if (complete) {
    const m = metaMix(score);
    return { kind: 'symmetric', weights: m.weights, value: m.value, scoreVsMix: m.scoreVsMix, complete };
  }
  const names = [...new Set(groups ?? [])];
  const first = names[0];
  const twoPoules = groups !== undefined && names.length === 2 && !names.includes(null);
  const rows = twoPoules ? groups.flatMap((g, i) => (g === first ? [i] : [])) : [];
  const cols = twoPoules ? groups.flatMap((g, i) => (g !== first ? [i] : [])) : [];
  if (twoPoules && rows.every((i) => cols.every((j) => Number.isFinite(score[i][j])))) {
    const A = rows.map((i) => cols.map((j) => score[i][j] - 0.5));
    const s = solveZeroSum(A);
    const weights = new Array<number>(k).fill(0);
    const scoreVsMix = new Array<number>(k).fill(NaN);
    rows.forEach((i, a) => {
      weights[i] = s.row[a];
      scoreVsMix[i] = 0.5 + A[a].reduce((acc, v, b) => acc + v * s.col[b], 0);
    });
    cols.forEach((j, b) => {
      weights[j] = s.col[b];
      scoreVsMix[j] = 0.5 - A.reduce((acc, r, a) => acc + r[b] * s.row[a], 0);
    });
    return {
      kind: 'cross-poule',
      weights,
      value: s.value,
      scoreVsMix,
      complete,
      note: `the game the rules allow: a ${first} list against a ${names[1]} list, weights summing to 1 within each poule; same-poule pairs are not part of it`,
    };
  }
  const missing = score.reduce((n, r) => n + r.filter((v) => !Number.isFinite(v)).length, 0) / 2;
  return {
    kind: 'omitted',
    weights: new Array<number>(k).fill(NaN),
    value: NaN,
    scoreVsMix: new Array<number>(k).fill(NaN),
    complete,
    note: `not solved: ${missing} pair${missing === 1 ? '' : 's'} may not meet and the allowed pairs are not a two-poule game; no result is invented for them`,
  };
}
