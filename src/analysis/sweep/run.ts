import { readFileSync } from 'node:fs';
import { pairedDifference, type LogisticFit, type LogisticPoint } from '../../engine/stats/index.js';
import { defaultWorkers, runMatchups, type MatchupJob, type MatchupResult } from '../../engine/runner.js';
import { summarise, type MatchupSummary } from '../../engine/summary.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from '../../engine/tally.js';
import type { SideInfo } from '../../rulesets/types.js';
import { InputError, isInputError } from '../../scenario/errors.js';
import type { Patch, Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { crossingOf, type CrossingEstimate } from './fit.js';
import { loadSweepPoint, valueOverride } from './load.js';
import { getAt, readSweep, type SweepSpec } from './spec.js';

export interface SweepFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  policies?: string[];
  pairs: boolean;
  option?: Record<string, unknown>;
  onProgress?: (done: number, total: number) => void;
}

export interface SweepPoint {
  value: unknown;
  x: number;
  summary: MatchupSummary;
}

export interface SweepCurve {
  policies: [string, string];
  points: SweepPoint[];
  fit: LogisticFit | null;
  crossing: CrossingEstimate | null;
  /** Score change per unit of x at the 50% crossing (b/4): for worth sweeps, score per list point. */
  slopeAt50: number;
  note: string;
}

export interface AblationRow {
  entry: number;
  label: string;
  removed: string;
  /** Points the ablated side lost (from ruleset.sides()), NaN when rejected. */
  pointsRemoved: number;
  rejected?: string;
  scoreFull: number;
  scoreAblated: number;
  /** Change of the ablated side's score (ablated − full), paired on the same seeds. */
  delta: number;
  deltaLo: number;
  deltaHi: number;
  units: number;
  /** −delta ÷ slope: the list points the removed model is worth; NaN without a slope. */
  impliedPoints: number;
  impliedLo: number;
  impliedHi: number;
}

export interface AblationResult {
  policies: [string, string];
  side: 0 | 1;
  sideName: string;
  rows: AblationRow[];
  slope: number;
  slopeSource: string;
}

export interface SweepResult {
  spec: SweepSpec;
  scenario: Scenario;
  sides: [SideInfo, SideInfo];
  matchupId: string;
  games: number;
  seed: number | string;
  pairs: boolean;
  workers: number;
  combos: [string, string][];
  curves: SweepCurve[];
  ablations: AblationResult[];
  worth?: SweepResult;
  seconds: number;
  notes: string[];
}

/** Seed batches for the jackknife of the crossing (see fit.ts). */
export const BATCHES = 20;

function combosOf(spec: SweepSpec, sc: Scenario, flags: SweepFlags): [string, string][] {
  const check = (p: string) => {
    if (!spec.ruleset.policies[p]) throw new InputError('command line', '--policies', `unknown policy '${p}' for ${spec.ruleset.id}`, `known: ${Object.keys(spec.ruleset.policies).join(', ')}`);
  };
  if (flags.policies && flags.policies.length > 0) {
    flags.policies.forEach(check);
    return flags.policies.map((p) => [p, p]);
  }
  return [spec.policies ?? sc.policies ?? [spec.ruleset.defaultPolicy, spec.ruleset.defaultPolicy]];
}

function merged(results: MatchupResult[]): Tally {
  const t = emptyTally();
  for (const r of results) mergeTally(t, r.tally);
  return canonicalTally(t);
}

function pointOf(x: number, t: Tally): LogisticPoint {
  return { x, points: t.winsA + t.draws / 2, games: t.games };
}

export async function runSweepFile(file: string, flags: SweepFlags): Promise<SweepResult> {
  return runSweep(readSweep(file), flags);
}

export async function runSweep(spec: SweepSpec, flags: SweepFlags): Promise<SweepResult> {
  const started = Date.now();
  const base = loadSweepPoint(spec, [], flags.option);
  const games = flags.games ?? spec.games ?? base.games ?? 2000;
  const seed = flags.seed ?? spec.seed ?? base.seed ?? 1;
  const pairs = flags.pairs && (spec.pairs ?? base.pairs ?? true);
  const workers = flags.workers ?? defaultWorkers();
  const combos = combosOf(spec, base, flags);
  // One id for every value and policy: the same seeds everywhere (common random numbers).
  const matchupId = `sweep:${spec.name}`;
  const result: SweepResult = {
    spec,
    scenario: base,
    sides: spec.ruleset.sides(base.setup),
    matchupId,
    games,
    seed,
    pairs,
    workers,
    combos,
    curves: [],
    ablations: [],
    seconds: 0,
    notes: [],
  };
  if (spec.mode === 'ablation') await runAblation(spec, base, result, flags);
  else await runCurve(spec, result, flags);
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

async function runCurve(spec: SweepSpec, result: SweepResult, flags: SweepFlags): Promise<void> {
  const { pairs, games, combos, matchupId } = result;
  const setups = spec.values.map((v) => {
    const o = valueOverride(spec, v);
    const opts = o.options ? { ...(flags.option ?? {}), ...o.options } : flags.option;
    try {
      return loadSweepPoint(spec, o.patches, opts);
    } catch (e) {
      if (isInputError(e)) throw new InputError(spec.file, 'vary', `value ${JSON.stringify(v)} gives an invalid matchup: ${(e as Error).message}`, 'narrow the range or relax validation with a rule option');
      throw e;
    }
  });
  let xs: number[];
  if (spec.mode === 'worth') {
    xs = setups.map((sc) => spec.ruleset.sides(sc.setup)[0].points);
    if (new Set(xs).size < 2) throw new InputError(spec.file, 'vary', `list A (${result.sides[0].name}) totals ${xs[0]} points for every value`, 'a worth sweep must change list A\'s points, e.g. vary a model count of side 0');
  } else {
    xs = spec.values.map((v, i) => (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : i));
  }
  const numeric = spec.mode === 'worth' || spec.values.every((v) => typeof v === 'number');
  const units = pairs ? Math.ceil(games / 2) : games;
  const B = Math.max(1, Math.min(BATCHES, Math.floor(units / 5)));
  const jobs: MatchupJob[] = [];
  const index: { c: number; v: number; b: number }[] = [];
  combos.forEach((policies, c) =>
    setups.forEach((sc, v) => {
      for (let b = 0; b < B; b++) {
        const first = Math.floor((b * units) / B);
        const last = Math.floor(((b + 1) * units) / B);
        if (last <= first) continue;
        jobs.push({ id: matchupId, rulesetId: spec.ruleset.id, setup: sc.setup, policies, games: (last - first) * (pairs ? 2 : 1), pairs, firstUnit: first });
        index.push({ c, v, b });
      }
    }),
  );
  const results = await runMatchups(jobs, { masterSeed: result.seed, workers: result.workers, onProgress: flags.onProgress });
  combos.forEach((policies, c) => {
    const cell = (v: number, b?: number) => results.filter((_r, k) => index[k].c === c && index[k].v === v && (b === undefined || index[k].b === b));
    const tallies = setups.map((_, v) => merged(cell(v)));
    const points: SweepPoint[] = setups.map((sc, v) => ({
      value: spec.values[v],
      x: xs[v],
      summary: summarise(matchupId, spec.ruleset.sides(sc.setup), policies, pairs, tallies[v]),
    }));
    const curve: SweepCurve = { policies, points, fit: null, crossing: null, slopeAt50: NaN, note: '' };
    if (!numeric) {
      curve.note = 'the swept values are not numbers: scores per value only, no curve fitted';
    } else {
      const totals = points.map((p, v) => pointOf(p.x, tallies[v]));
      const batches: LogisticPoint[][] = [];
      for (let b = 0; b < B; b++) {
        batches.push(setups.map((_, v) => pointOf(xs[v], merged(cell(v, b)))));
      }
      try {
        const { fit, crossing } = crossingOf(totals, B >= 5 ? batches : []);
        curve.fit = fit;
        curve.crossing = crossing;
        curve.slopeAt50 = fit.b / 4;
        curve.note = crossing.note;
      } catch (e) {
        curve.note = `no curve fitted: ${(e as Error).message}`;
      }
    }
    result.curves.push(curve);
  });
}

function entryLabel(entry: unknown, i: number): string {
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const m = entry as Record<string, unknown>;
    for (const k of ['name', 'profile', 'id', 'list', 'type']) if (typeof m[k] === 'string') return m[k] as string;
  }
  if (typeof entry === 'string') return entry;
  return `entry ${i}`;
}

/** Score-per-point slope from a worth sweep (run now, or its saved summary.json) for the given policies. */
async function worthSlope(spec: SweepSpec, flags: SweepFlags, result: SweepResult): Promise<{ b: number; seB: number; source: string } | undefined> {
  if (spec.slopePerPoint !== undefined) return { b: NaN, seB: 0, source: `slopePerPoint: ${spec.slopePerPoint} (given)` };
  if (!spec.worth) return undefined;
  if (/\.json$/i.test(spec.worth)) {
    let summary: { mode?: string; curves?: { policies: string[]; fit: { b: number; cov: number[][] } | null }[] };
    try {
      summary = JSON.parse(readFileSync(spec.worth, 'utf8'));
    } catch (e) {
      throw new InputError(spec.file, 'worth', `cannot read ${spec.worth}: ${(e as Error).message}`, 'give the summary.json of a `mode: worth` sweep');
    }
    if (summary.mode !== 'worth' || !Array.isArray(summary.curves)) throw new InputError(spec.file, 'worth', `${spec.worth} is not the summary of a worth sweep`, 'run a sweep with mode: worth first');
    const c = summary.curves.find((k) => k.policies.join(',') === result.combos[0].join(',')) ?? summary.curves[0];
    if (!c?.fit) throw new InputError(spec.file, 'worth', `${spec.worth} has no fitted curve`, 'rerun the worth sweep with more games');
    return { b: c.fit.b, seB: Math.sqrt(c.fit.cov[1][1]), source: `worth sweep ${spec.worth} (policies ${c.policies.join('/')})` };
  }
  const ws = readSweep(spec.worth);
  if (ws.mode !== 'worth') throw new InputError(spec.file, 'worth', `${spec.worth} is a '${ws.mode}' sweep`, 'give a sweep with mode: worth');
  const w = await runSweep(ws, { ...flags, policies: flags.policies });
  result.worth = w;
  const c = w.curves[0];
  if (!c.fit) throw new InputError(spec.file, 'worth', `the worth sweep ${spec.worth} fitted no curve (${c.note})`, 'more games or a wider range');
  return { b: c.fit.b, seB: Math.sqrt(c.fit.cov[1][1]), source: `worth sweep ${spec.worth}` };
}

async function runAblation(spec: SweepSpec, full: Scenario, result: SweepResult, flags: SweepFlags): Promise<void> {
  if (spec.target.kind !== 'path') throw new Error('ablation needs a path');
  const target = spec.target;
  const list = getAt(readYamlFile(target.shownFile).doc, target.path) as unknown[];
  const fullSides = spec.ruleset.sides(full.setup);
  const variants: { entry: number; label: string; removed: string; sc?: Scenario; rejected?: string; drop: [number, number] }[] = [];
  list.forEach((entry, i) => {
    const label = entryLabel(entry, i);
    const m = entry as Record<string, unknown>;
    const hasCount = entry !== null && typeof entry === 'object' && !Array.isArray(entry) && typeof m.count === 'number';
    const patch: Patch =
      hasCount && (m.count as number) > 1
        ? { file: target.patchFile, path: [...target.path, i, 'count'], value: (m.count as number) - 1 }
        : { file: target.patchFile, path: [...target.path, i], value: undefined };
    const removed = hasCount && (m.count as number) > 1 ? `count ${m.count as number} → ${(m.count as number) - 1}` : 'entry deleted';
    try {
      const sc = loadSweepPoint(spec, [patch], flags.option);
      const s = spec.ruleset.sides(sc.setup);
      variants.push({ entry: i, label, removed, sc, drop: [fullSides[0].points - s[0].points, fullSides[1].points - s[1].points] });
    } catch (e) {
      if (!isInputError(e)) throw e;
      variants.push({ entry: i, label, removed, rejected: (e as Error).message, drop: [NaN, NaN] });
    }
  });
  const ok = variants.filter((v) => v.sc);
  if (ok.length === 0) {
    throw new InputError(spec.file, 'vary.path', `the ruleset rejects every ablated list (first: ${variants[0]?.rejected ?? '?'})`, 'relax list validation with a rule option (e.g. a points-window option) in options:');
  }
  let side: 0 | 1;
  if (spec.side !== undefined) side = spec.side;
  else if (ok.some((v) => v.drop[1] > 0) && !ok.some((v) => v.drop[0] > 0)) side = 1;
  else {
    side = 0;
    if (!ok.some((v) => v.drop[0] > 0)) result.notes.push('no ablation changed either side\'s points; assuming the list is side 0 (set vary.side to change)');
  }
  const slopeInfo = await worthSlope(spec, flags, result);
  const jobs: MatchupJob[] = [];
  const at: { c: number; v: number }[] = [];
  result.combos.forEach((policies, c) =>
    ok.forEach((v, k) => {
      jobs.push({ id: result.matchupId, rulesetId: spec.ruleset.id, setup: full.setup, variantSetup: v.sc!.setup, policies, games: result.games, pairs: result.pairs });
      at.push({ c, v: k });
    }),
  );
  const results = await runMatchups(jobs, { masterSeed: result.seed, workers: result.workers, onProgress: flags.onProgress });
  result.combos.forEach((policies, c) => {
    const rows: AblationRow[] = [];
    let s0 = NaN;
    const byVariant = new Map<number, MatchupResult>();
    results.forEach((r, k) => {
      if (at[k].c === c) byVariant.set(at[k].v, r);
    });
    for (const r of byVariant.values()) {
      const b = r.compare!.base;
      s0 = (side === 0 ? b.winsA + b.draws / 2 : b.winsB + b.draws / 2) / b.games;
      break;
    }
    let slope = NaN;
    if (spec.slopePerPoint !== undefined) slope = spec.slopePerPoint;
    else if (slopeInfo) slope = slopeInfo.b * s0 * (1 - s0);
    variants.forEach((v) => {
      const k = ok.indexOf(v);
      const r = k >= 0 ? byVariant.get(k) : undefined;
      if (!r) {
        rows.push({ entry: v.entry, label: v.label, removed: v.removed, pointsRemoved: NaN, rejected: v.rejected, scoreFull: NaN, scoreAblated: NaN, delta: NaN, deltaLo: NaN, deltaHi: NaN, units: 0, impliedPoints: NaN, impliedLo: NaN, impliedHi: NaN });
        return;
      }
      const cmp = r.compare!;
      const off = result.pairs ? 4 : 2;
      const scale = result.pairs ? 4 : 2;
      let n = 0;
      let sd = 0;
      let sd2 = 0;
      cmp.diffHist.forEach((count, i) => {
        const d = (i - off) / scale;
        n += count;
        sd += count * d;
        sd2 += count * d * d;
      });
      const pd = pairedDifference(n, sd, sd2);
      const sign = side === 0 ? 1 : -1;
      const delta = sign * pd.mean;
      const lo = side === 0 ? pd.lo : -pd.hi;
      const hi = side === 0 ? pd.hi : -pd.lo;
      const sa = (t: Tally) => (side === 0 ? t.winsA + t.draws / 2 : t.winsB + t.draws / 2) / t.games;
      // A model's worth is the score its removal costs, in list points.
      let impliedPoints = NaN;
      let ends = [NaN, NaN];
      if (spec.slopePerPoint !== undefined) {
        // given slope (taken as exact): −Δ ÷ slope
        impliedPoints = -delta / slope;
        ends = [-hi / slope, -lo / slope].sort((p, q) => p - q);
      } else if (slopeInfo) {
        // Invert the worth sweep's fitted curve: the list points that move the curve from the full
        // list's score to the ablated one, (logit s0 − logit s1)/b. For small changes this is
        // −Δ ÷ (b·s0(1−s0)); for large ones it avoids the tangent's bias (the logistic is steepest
        // at 50%). Interval by the delta method over Δ's and b's standard errors.
        const sf = sa(cmp.base);
        const s1 = sf + delta;
        const logit = (p: number) => Math.log(p / (1 - p));
        if (sf > 0 && sf < 1 && s1 > 0 && s1 < 1) {
          const L = logit(sf) - logit(s1);
          impliedPoints = L / slopeInfo.b;
          const seL = (hi - lo) / (2 * 1.959963984540054) / (s1 * (1 - s1));
          const rel = Math.sqrt((L !== 0 ? (seL / L) ** 2 : 0) + (slopeInfo.seB / slopeInfo.b) ** 2);
          const h = 1.959963984540054 * (L !== 0 ? Math.abs(impliedPoints) * rel : seL / Math.abs(slopeInfo.b));
          ends = [impliedPoints - h, impliedPoints + h];
        }
      }
      rows.push({
        entry: v.entry,
        label: v.label,
        removed: v.removed,
        pointsRemoved: v.drop[side],
        scoreFull: sa(cmp.base),
        scoreAblated: sa(cmp.variant),
        delta,
        deltaLo: lo,
        deltaHi: hi,
        units: n,
        impliedPoints,
        impliedLo: ends[0],
        impliedHi: ends[1],
      });
    });
    result.ablations.push({
      policies,
      side,
      sideName: fullSides[side].name,
      rows,
      slope,
      slopeSource: spec.slopePerPoint !== undefined ? 'slopePerPoint (given)' : slopeInfo ? `${slopeInfo.source}: points per model by inverting its fitted curve from the full list's score ${s0.toFixed(3)} (slope there b·s(1−s)); intervals include the slope's uncertainty` : 'none: score changes only (give worth: or slopePerPoint: for points per model)',
    });
  });
}
