import { bradleyTerry } from '../../engine/stats/bradleyTerry.js';
import { metaMix } from '../../engine/stats/nash.js';
import { pairedScoreInterval, scoreInterval, varianceSaved } from '../../engine/stats/score.js';
import type { Tally } from '../../engine/tally.js';
import { fieldScore, flipMoments, isFlag, unitMoments, verdictOf, type Verdict } from '../shared/field.js';

/** One played matchup of a matrix: lists i (as A) and j (as B), i < j, under one policy. */
export interface PlayedPair {
  i: number;
  j: number;
  tally: Tally;
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
  verdict: Verdict;
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
  bradleyTerry: { prior: number; converged: boolean; iterations: number; note?: string };
  meta: { weights: number[]; value: number; complete: boolean; note?: string };
  varianceSaved: VarianceSavedSummary;
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
    const si = inp.pairs ? pairedScoreInterval(t.pairHalfPoints, conf) : scoreInterval(wdl, conf);
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
  if (bt && prior > 0) btNote = `a list was unbeaten or winless against part of the field: ${prior} virtual drawn game(s) added per pair`;
  else if (bt) btNote = undefined;

  // Meta equilibrium: needs every cell; pairs not allowed to meet count as even (50%).
  const score = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 0.5 : NaN)));
  for (const c of cells) score[c.row][c.col] = c.score;
  let complete = true;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++)
      if (!Number.isFinite(score[i][j])) {
        score[i][j] = 0.5;
        complete = false;
      }
  const meta = metaMix(score);

  const field: FieldRow[] = inp.names.map((list, i) => {
    const mine = inp.pairsPlayed.filter((p) => p.i === i || p.j === i);
    const fs = fieldScore(
      mine.map((p) => {
        const m = unitMoments(p.tally, inp.pairs);
        const opp = p.i === i ? p.j : p.i;
        return { m: p.i === i ? m : flipMoments(m), weight: inp.weights[opp] };
      }),
      conf,
    );
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
      verdict,
      flagged: isFlag(verdict),
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
    bradleyTerry: { prior, converged: bt?.converged ?? false, iterations: bt?.iterations ?? 0, note: btNote },
    meta: {
      weights: meta.weights,
      value: meta.value,
      complete,
      note: complete ? undefined : 'pairs not allowed to meet count as even (50%) in the meta game',
    },
    varianceSaved: {
      mean: saved.length ? saved.reduce((s, x) => s + x, 0) / saved.length : NaN,
      median: median(saved),
      pooled: unpairedVar > 0 ? 1 - pairedVar / unpairedVar : NaN,
      cells: saved.length,
    },
  };
}
