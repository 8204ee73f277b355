import { readFileSync } from 'node:fs';
import { pairedDifference, type LogisticFit, type LogisticPoint } from '../../engine/stats/index.js';
import type { CompareTally } from '../../engine/chunk.js';
import { defaultWorkers, runMatchups, type MatchupJob, type MatchupResult } from '../../engine/runner.js';
import { summarise, type MatchupSummary } from '../../engine/summary.js';
import { canonicalTally, emptyTally, mergeTally, type Tally } from '../../engine/tally.js';
import type { PointEdit, SideInfo } from '../../rulesets/types.js';
import { mergedPointEdits } from '../shared/manifest.js';
import { InputError, isInputError } from '../../rulesets/errors.js';
import type { Patch, Scenario } from '../../scenario/load.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { currentValue, legalityOf, problemOf, type CurrentValue, type Legality } from './advice.js';
import { crossingOf, type CrossingEstimate } from './fit.js';
import { loadSweepPoint, valueOverride } from './load.js';
import { getAt, readSweep, type SweepSpec } from './spec.js';
import { sweepPlay, type SweepPlay } from './play.js';
import { opponentPatches, pooledCompare, unitsPerOpponent } from './field.js';
import { fieldLabel } from '../shared/opponents.js';
import { robustnessGames, robustnessPolicies } from '../shared/robustness.js';
import { findPolicy } from '../../rulesets/registry.js';

export interface SweepFlags {
  games?: number;
  seed?: number | string;
  workers?: number;
  policies?: string[];
  pairs: boolean;
  option?: Record<string, unknown>;
  onProgress?: (done: number, total: number) => void;
  /** List A's score so far per swept value, for the progress line. */
  onStatus?: (text: string) => void;
  /** Share of the games the other competent policies play (issue 31); undefined or 'off': none. */
  robustness?: number | 'off';
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
  /** A sweep of non-numbers: each value's paired score change against the current value (same seeds). */
  differences?: ValueDifference[];
  /** With a worth sweep (worth:): the list points one unit of x is worth, b ÷ the worth curve's b, 95% interval by the delta method. */
  pointsPerStep?: { value: number; lo: number; hi: number; source: string };
}

export interface ValueDifference {
  value: unknown;
  /** List A's score under this value minus under the current one, per game, 95% paired interval. */
  delta: number;
  lo: number;
  hi: number;
  words: 'scores higher' | 'scores lower' | 'no measurable difference';
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
  /** The swept thing's value in the files as they are (before any sweep value), when known. */
  current?: CurrentValue;
  /** Per swept value: legal under the rules without the sweep's `options:` (empty: all legal). */
  legality: Legality[];
  seconds: number;
  notes: string[];
  /** Printed costs the swept values set off the rules' formula (illustrative profiles), for the manifest. */
  pointEdits: PointEdit[];
  /** The robustness check (issue 31): the curve again under the other competent policies. */
  play?: SweepPlay<SweepCurve>;
}

/** Seed batches for the jackknife of the crossing (see fit.ts). */
export const BATCHES = 20;

function combosOf(spec: SweepSpec, sc: Scenario, flags: SweepFlags): [string, string][] {
  const check = (p: string) => {
    if (!findPolicy(spec.ruleset, p))
      throw new InputError(
        'command line',
        '--policies',
        `unknown policy '${p}' for ${spec.ruleset.id}`,
        `known: ${Object.keys(spec.ruleset.policies).join(', ')}`,
      );
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

export async function runSweep(asWritten: SweepSpec, flags: SweepFlags): Promise<SweepResult> {
  let spec = asWritten;
  const started = Date.now();
  const base = loadSweepPoint(spec, [], flags.option);
  const games = flags.games ?? spec.games ?? base.games ?? 2000;
  const seed = flags.seed ?? spec.seed ?? base.seed ?? 1;
  const pairs = flags.pairs && (spec.pairs ?? base.pairs ?? true);
  const workers = flags.workers ?? defaultWorkers();
  const combos = combosOf(spec, base, flags);
  // One id for every value and policy: the same seeds everywhere (common random numbers).
  const matchupId = `sweep:${spec.name}`;
  const sides = spec.ruleset.sides(base.setup);
  // against a field, side 1 is every list of the field in turn: the headline names the field
  if (spec.field) sides[1] = { ...sides[1], name: fieldLabel(spec.field) };
  const result: SweepResult = {
    spec,
    scenario: base,
    sides,
    matchupId,
    games,
    seed,
    pairs,
    workers,
    combos,
    curves: [],
    ablations: [],
    legality: [],
    seconds: 0,
    notes: [],
    pointEdits: base.pointEdits,
  };
  if (spec.mode !== 'ablation') {
    result.current = currentValue(spec, base);
    const cur = result.current;
    // Issue 27 item 3: the value the files have now is always played, so the advice can say how
    // it scores (appended: the written values keep their order).
    if (cur !== undefined && !spec.values.some((v) => JSON.stringify(v) === JSON.stringify(cur.value))) {
      spec = { ...spec, values: [...spec.values, cur.value] };
      result.spec = spec;
      result.current = currentValue(spec, base);
      result.notes.push(
        `the current value ${JSON.stringify(cur.value)} is not among the swept ` +
          `values: it is played too, so the score as the files have it is ` +
          `measured`,
      );
    }
  }
  if (spec.mode === 'ablation') {
    await runAblation(spec, base, result, flags);
    if (typeof flags.robustness === 'number')
      result.notes.push('no robustness check in ablation mode: run the worth or value sweep, or ' + 'the matchup, to see whether play decides');
  } else {
    await runCurve(spec, result, flags);
    if (spec.worth) await pricePerStep(spec, result, flags);
  }
  result.notes.push(...policyFlags(result));
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

/** Issue 4 item 3: flag an answer that changes with the policy (disjoint 95% intervals). */
export function policyFlags(r: SweepResult): string[] {
  const out: string[] = [];
  const tag = (p: [string, string]) => (p[0] === p[1] ? p[0] : p.join('/'));
  const crossings = r.curves.filter((c) => c.crossing && c.crossing.status !== 'none');
  for (let i = 0; i < crossings.length; i++) {
    for (let j = i + 1; j < crossings.length; j++) {
      const [a, b] = [crossings[i].crossing!, crossings[j].crossing!];
      if (a.hi < b.lo || b.hi < a.lo)
        out.push(
          `POLICY-SENSITIVE: the 50% crossing under ${tag(crossings[i].policies)} ` +
            `(${a.x50.toPrecision(4)}) and under ${tag(crossings[j].policies)} ` +
            `(${b.x50.toPrecision(4)}) have disjoint 95% intervals`,
        );
    }
  }
  if (r.ablations.length > 1) {
    const rows = r.ablations[0].rows;
    rows.forEach((row, k) => {
      const signs = r.ablations.map((a) => a.rows[k]).map((x) => (x.deltaHi < 0 ? -1 : x.deltaLo > 0 ? 1 : 0));
      if (signs.includes(-1) && signs.includes(1))
        out.push(`POLICY-SENSITIVE: removing ${row.label} significantly helps the list ` + `under one policy and hurts it under another`);
    });
    for (let k = 0; k < rows.length; k++) {
      const xs = r.ablations.map((a) => a.rows[k]).filter((x) => Number.isFinite(x.delta));
      for (let i = 0; i < xs.length; i++)
        for (let j = i + 1; j < xs.length; j++) {
          if (xs[i].deltaHi < xs[j].deltaLo || xs[j].deltaHi < xs[i].deltaLo) {
            out.push(
              `policy-dependent size: removing ${rows[k].label} changes the score by ` +
                `${(xs[i].delta * 100).toFixed(1)}% under ` +
                `${tag(r.ablations[i].policies)} and ${(xs[j].delta * 100).toFixed(1)}% ` +
                `under ${tag(r.ablations[j].policies)} (disjoint intervals)`,
            );
          }
        }
    }
  }
  return out;
}

async function runCurve(spec: SweepSpec, result: SweepResult, flags: SweepFlags): Promise<void> {
  const { pairs, combos, matchupId } = result;
  const fraction = typeof flags.robustness === 'number' ? flags.robustness : undefined;
  const others: [string, string][] = fraction === undefined ? [] : robustnessPolicies(spec.ruleset, combos).map((p) => [p, p]);
  const otherGames = fraction === undefined ? 0 : robustnessGames(result.games, fraction, pairs);
  const played = [...combos, ...others];
  const gamesOf = (c: number) => (c < combos.length ? result.games : otherGames);
  const opponents = opponentPatches(spec);
  // per value, the matchup against each opponent of the field (one: the scenario's own side 1)
  const fieldSetups = spec.values.map((v) => {
    const o = valueOverride(spec, v);
    const opts = o.options ? { ...(flags.option ?? {}), ...o.options } : flags.option;
    try {
      return opponents.map((side1) => loadSweepPoint(spec, [...o.patches, ...side1], opts));
    } catch (e) {
      if (isInputError(e))
        throw new InputError(
          spec.file,
          'vary',
          `value ${JSON.stringify(v)} gives an invalid matchup: ${(e as Error).message}`,
          'narrow the range or relax validation with a rule option',
        );
      throw e;
    }
  });
  const setups = fieldSetups.map((f) => f[0]);
  result.pointEdits = mergedPointEdits([result.scenario, ...fieldSetups.flat()]);
  for (const e of result.pointEdits)
    result.notes.push(
      `${e.profile} is priced ${e.points} points where the rules' formula gives ${e.formula}: ` + 'an edit for this analysis only (pointEdits in the manifest)',
    );
  let xs: number[];
  if (spec.mode === 'worth') {
    xs = setups.map((sc) => spec.ruleset.sides(sc.setup)[0].points);
    const bs = setups.map((sc) => spec.ruleset.sides(sc.setup)[1].points);
    if (new Set(bs).size > 1 && !spec.field)
      result.notes.push(
        `list B's points change too (${[...new Set(bs)].join(', ')}): the swept ` +
          `value is read by both sides, so the crossing is not list A's worth ` +
          `against a fixed B`,
      );
    if (new Set(xs).size < 2)
      throw new InputError(
        spec.file,
        'vary',
        `list A (${result.sides[0].name}) totals ${xs[0]} pts for every value`,
        "a worth sweep must change list A's points, e.g. vary a model count of side 0",
      );
  } else {
    xs = spec.values.map((v, i) => (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : i));
  }
  result.legality = legalityOf(spec, xs, flags.option);
  const numeric = spec.mode === 'worth' || spec.values.every((v) => typeof v === 'number');
  const unitsOf = (c: number) => (pairs ? Math.ceil(gamesOf(c) / 2) : gamesOf(c));
  const batchesOf = (c: number) => Math.max(1, Math.min(BATCHES, Math.floor(unitsOf(c) / 5)));
  const jobs: MatchupJob[] = [];
  const index: { c: number; v: number; b: number }[] = [];
  played.forEach((policies, c) =>
    fieldSetups.forEach((scs, v) => {
      const B = batchesOf(c);
      unitsPerOpponent(spec, unitsOf(c)).forEach((units, j) => {
        for (let b = 0; b < B; b++) {
          const first = Math.floor((b * units) / B);
          const last = Math.floor(((b + 1) * units) / B);
          if (last <= first) continue;
          jobs.push({
            id: matchupId,
            rulesetId: spec.ruleset.id,
            setup: scs[j].setup,
            policies,
            games: (last - first) * (pairs ? 2 : 1),
            pairs,
            firstUnit: first,
          });
          index.push({ c, v, b });
        }
      });
    }),
  );
  const live = (merged: readonly Tally[]) => {
    const sums = spec.values.map(() => ({ points: 0, games: 0 }));
    merged.forEach((t, k) => {
      if (index[k].c !== 0) return;
      sums[index[k].v].points += t.winsA + t.draws / 2;
      sums[index[k].v].games += t.games;
    });
    return `so far: ${sums.map((s, v) => `${String(spec.values[v])} ${s.games ? `${((100 * s.points) / s.games).toFixed(0)}%` : '–'}`).join(', ')}`;
  };
  const results = await runMatchups(jobs, {
    masterSeed: result.seed,
    workers: result.workers,
    onProgress: (d, t, merged) => {
      flags.onProgress?.(d, t);
      flags.onStatus?.(live(merged));
    },
  });
  const curves = played.map((policies, c) => {
    const B = batchesOf(c);
    const cell = (v: number, b?: number) => results.filter((_r, k) => index[k].c === c && index[k].v === v && (b === undefined || index[k].b === b));
    const tallies = setups.map((_, v) => merged(cell(v)));
    const points: SweepPoint[] = setups.map((sc, v) => ({
      value: spec.values[v],
      x: xs[v],
      summary: summarise(
        matchupId,
        spec.field ? [spec.ruleset.sides(sc.setup)[0], result.sides[1]] : spec.ruleset.sides(sc.setup),
        policies,
        pairs,
        tallies[v],
      ),
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
    return curve;
  });
  result.curves.push(...curves.slice(0, combos.length));
  if (fraction !== undefined) result.play = sweepPlay(curves.slice(0, combos.length), curves.slice(combos.length), fraction, otherGames);
  if (!numeric && result.current && result.current.x >= 0)
    await pairedAgainstCurrent(
      spec,
      result,
      fieldSetups.map((f) => f.map((sc) => sc.setup)),
      result.current.x,
    );
}

/** Per-unit paired score change of list A (variant − base) from a compare tally's histogram. */
function pairedOf(diffHist: number[], pairs: boolean): { delta: number; lo: number; hi: number } {
  const off = pairs ? 4 : 2;
  let n = 0;
  let sd = 0;
  let sd2 = 0;
  diffHist.forEach((count, i) => {
    const d = (i - off) / off;
    n += count;
    sd += count * d;
    sd2 += count * d * d;
  });
  // histogram bins are in half points per game over the unit (as the ablation reads them)
  const pd = pairedDifference(n, sd, sd2);
  return { delta: pd.mean, lo: pd.lo, hi: pd.hi };
}

/**
 * Issue 27 item 3: a categorical sweep has no curve, so each value is compared with the current
 * one on the same seeds (common random numbers, paired per game or mirrored pair).
 */
async function pairedAgainstCurrent(spec: SweepSpec, result: SweepResult, setups: unknown[][], cur: number): Promise<void> {
  const jobs: MatchupJob[] = [];
  const at: { c: number; v: number }[] = [];
  const units = unitsPerOpponent(spec, result.pairs ? Math.ceil(result.games / 2) : result.games);
  result.combos.forEach((policies, c) =>
    setups.forEach((field, v) => {
      if (v === cur) return;
      field.forEach((setup, j) => {
        if (units[j] === 0) return;
        jobs.push({
          id: result.matchupId,
          rulesetId: spec.ruleset.id,
          setup: setups[cur][j],
          variantSetup: setup,
          policies,
          games: spec.field ? units[j] * (result.pairs ? 2 : 1) : result.games,
          pairs: result.pairs,
        });
        at.push({ c, v });
      });
    }),
  );
  const results = await runMatchups(jobs, { masterSeed: result.seed, workers: result.workers });
  result.curves.forEach((curve, c) => {
    curve.differences = [];
    const values = [...new Set(at.filter((x) => x.c === c).map((x) => x.v))];
    values.forEach((v) => {
      const pooled = pooledCompare(results.filter((_r, k) => at[k].c === c && at[k].v === v));
      const d = pairedOf(pooled.diffHist, result.pairs);
      curve.differences!.push({
        value: spec.values[v],
        ...d,
        words: d.lo > 0 ? 'scores higher' : d.hi < 0 ? 'scores lower' : 'no measurable difference',
      });
    });
  });
}

/**
 * Issue 27 item 3: a value sweep in points. Both curves are logistic in their x, so one unit of
 * the swept value moves the score as much as b_value / b_worth list points of the same matchup.
 */
async function pricePerStep(spec: SweepSpec, result: SweepResult, flags: SweepFlags): Promise<void> {
  const slopeFor = await worthCurves(spec, flags, result);
  if (!slopeFor) return;
  for (const c of result.curves) {
    if (!c.fit) continue;
    const w = slopeFor(c.policies);
    const value = c.fit.b / w.b;
    const rel = Math.sqrt(c.fit.cov[1][1] / c.fit.b ** 2 + (w.seB / w.b) ** 2);
    const h = 1.959963984540054 * Math.abs(value) * rel;
    c.pointsPerStep = { value, lo: value - h, hi: value + h, source: w.source };
  }
}

function entryLabel(entry: unknown, i: number): string {
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const m = entry as Record<string, unknown>;
    for (const k of ['name', 'profile', 'id', 'list', 'type']) if (typeof m[k] === 'string') return m[k] as string;
  }
  if (typeof entry === 'string') return entry;
  return `entry ${i}`;
}

interface SlopeInfo {
  b: number;
  seB: number;
  source: string;
}

/**
 * Score-per-point curves from a worth sweep (run now, or its saved summary.json), one per policy
 * pair; `pick` finds the one for the ablation's policies (else the first, said in its source).
 */
async function worthCurves(spec: SweepSpec, flags: SweepFlags, result: SweepResult): Promise<((p: [string, string]) => SlopeInfo) | undefined> {
  if (!spec.worth) return undefined;
  let curves: { policies: string[]; fit: { b: number; cov: number[][] } | null; note?: string }[];
  let from: string;
  if (/\.json$/i.test(spec.worth)) {
    let summary: { mode?: string; curves?: typeof curves };
    try {
      summary = JSON.parse(readFileSync(spec.worth, 'utf8'));
    } catch (e) {
      throw new InputError(spec.file, 'worth', `cannot read ${spec.worth}: ${(e as Error).message}`, 'give the summary.json of a `mode: worth` sweep');
    }
    if (summary.mode !== 'worth' || !Array.isArray(summary.curves))
      throw new InputError(spec.file, 'worth', `${spec.worth} is not the summary of a worth sweep`, 'run a sweep with mode: worth first');
    curves = summary.curves;
    from = `worth sweep summary ${spec.worth}`;
  } else {
    const ws = readSweep(spec.worth);
    if (ws.mode !== 'worth') throw new InputError(spec.file, 'worth', `${spec.worth} is a '${ws.mode}' sweep`, 'give a sweep with mode: worth');
    // the worth sweep plays the ablation's policies, so each policy gets its own slope
    const same = result.combos.every((p) => p[0] === p[1]);
    const w = await runSweep(ws, { ...flags, robustness: 'off', policies: same ? result.combos.map((p) => p[0]) : flags.policies });
    result.worth = w;
    curves = w.curves;
    from = `worth sweep ${spec.worth}`;
  }
  return (p) => {
    const c = curves.find((k) => k.policies.join(',') === p.join(',')) ?? curves[0];
    if (!c?.fit)
      throw new InputError(spec.file, 'worth', `${from} has no fitted curve${c?.note ? ` (${c.note})` : ''}`, 'more games or a wider range in the worth sweep');
    const other = c.policies.join(',') !== p.join(',') ? ` (policies ${c.policies.join('/')}, not ${p.join('/')})` : '';
    return { b: c.fit.b, seB: Math.sqrt(c.fit.cov[1][1]), source: `${from}${other}` };
  };
}

async function runAblation(spec: SweepSpec, full: Scenario, result: SweepResult, flags: SweepFlags): Promise<void> {
  if (spec.target.kind !== 'path') throw new Error('ablation needs a path');
  const target = spec.target;
  const list = getAt(readYamlFile(target.shownFile).doc, target.path) as unknown[];
  const fullSides = spec.ruleset.sides(full.setup);
  const variants: { entry: number; label: string; removed: string; sc?: Scenario; field?: Scenario[]; rejected?: string; drop: [number, number] }[] = [];
  // against a field (issue 27 item 4), the full list and each ablated one meet every opponent
  const opponents = opponentPatches(spec);
  const fullField = opponents.map((side1) => (side1.length ? loadSweepPoint(spec, side1, flags.option) : full));
  const units = unitsPerOpponent(spec, result.pairs ? Math.ceil(result.games / 2) : result.games);
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
      const field = opponents.map((side1) => (side1.length ? loadSweepPoint(spec, [patch, ...side1], flags.option) : sc));
      variants.push({ entry: i, label, removed, sc, field, drop: [fullSides[0].points - s[0].points, fullSides[1].points - s[1].points] });
    } catch (e) {
      if (!isInputError(e)) throw e;
      variants.push({ entry: i, label, removed, rejected: problemOf(e as Error & { hint?: string }), drop: [NaN, NaN] });
    }
  });
  const ok = variants.filter((v) => v.sc);
  if (ok.length === 0) {
    throw new InputError(
      spec.file,
      'vary.path',
      `the ruleset rejects every ablated list (first: ` + `${variants[0]?.rejected ?? '?'})`,
      'relax list validation with a rule option (e.g. a points-window option) ' + 'in options:',
    );
  }
  const both = ok.find((v) => v.drop[0] !== 0 && v.drop[1] !== 0);
  if (both) {
    throw new InputError(
      spec.file,
      'vary.path',
      `removing ${both.label} changed both sides' points (${both.drop[0]} and ` + `${both.drop[1]}): ${target.shownFile} is read by both sides`,
      'give one side its own copy of the list file, so the ablation touches ' + 'one list only',
      spec.source.source.lineOf(['vary', 'path']),
    );
  }
  let side: 0 | 1;
  if (spec.side !== undefined || spec.field) side = spec.side ?? 0;
  else if (ok.some((v) => v.drop[1] > 0) && !ok.some((v) => v.drop[0] > 0)) side = 1;
  else {
    side = 0;
    if (!ok.some((v) => v.drop[0] > 0)) result.notes.push("no ablation changed either side's points; assuming the list is side 0 (set vary.side to change)");
  }
  const slopeFor = await worthCurves(spec, flags, result);
  const jobs: MatchupJob[] = [];
  const at: { c: number; v: number }[] = [];
  result.combos.forEach((policies, c) =>
    ok.forEach((v, k) => {
      v.field!.forEach((sc, j) => {
        if (units[j] === 0) return;
        jobs.push({
          id: result.matchupId,
          rulesetId: spec.ruleset.id,
          setup: fullField[j].setup,
          variantSetup: sc.setup,
          policies,
          games: spec.field ? units[j] * (result.pairs ? 2 : 1) : result.games,
          pairs: result.pairs,
        });
        at.push({ c, v: k });
      });
    }),
  );
  const results = await runMatchups(jobs, { masterSeed: result.seed, workers: result.workers, onProgress: flags.onProgress });
  result.combos.forEach((policies, c) => {
    const rows: AblationRow[] = [];
    let s0 = NaN;
    const byVariant = new Map<number, CompareTally>();
    ok.forEach((_v, k) => byVariant.set(k, pooledCompare(results.filter((_r, i) => at[i].c === c && at[i].v === k))));
    for (const cmp of byVariant.values()) {
      const b = cmp.base;
      s0 = (side === 0 ? b.winsA + b.draws / 2 : b.winsB + b.draws / 2) / b.games;
      break;
    }
    const slopeInfo = spec.slopePerPoint === undefined && slopeFor ? slopeFor(policies) : undefined;
    let slope = NaN;
    if (spec.slopePerPoint !== undefined) slope = spec.slopePerPoint;
    else if (slopeInfo) slope = slopeInfo.b * s0 * (1 - s0);
    variants.forEach((v) => {
      const k = ok.indexOf(v);
      const cmp = k >= 0 ? byVariant.get(k) : undefined;
      if (!cmp) {
        rows.push({
          entry: v.entry,
          label: v.label,
          removed: v.removed,
          pointsRemoved: NaN,
          rejected: v.rejected,
          scoreFull: NaN,
          scoreAblated: NaN,
          delta: NaN,
          deltaLo: NaN,
          deltaHi: NaN,
          units: 0,
          impliedPoints: NaN,
          impliedLo: NaN,
          impliedHi: NaN,
        });
        return;
      }
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
      slopeSource:
        spec.slopePerPoint !== undefined
          ? 'the slope given in the sweep file (slopePerPoint)'
          : slopeInfo
            ? `${slopeInfo.source}: each model's points are read off that sweep's ` +
              `fitted curve, from the full list's score of ${(100 * s0).toFixed(1)}% ` +
              `to the score without the model; the intervals include the curve's own ` +
              `uncertainty`
            : 'none: score changes only (give worth: or slopePerPoint: for points per model)',
    });
  });
}
