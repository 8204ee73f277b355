import { rankedBarChart, shortNumber, sweepChart } from '../../report/charts.js';
import { manifestOf } from '../shared/manifest.js';
import type { AnalysisOutput, OutputChart, OutputSection } from './output.js';
import { curvePoints } from './fit.js';
import type { SweepCurve, SweepResult } from './run.js';
import { chartVerdict, withInterval } from '../shared/headline.js';
import { readYamlFile } from '../../scenario/yaml.js';
import { currentSentence, fairCostSentence, legalFlag, priceWords, scoreVerdict, slopeWords, type CurrentScore } from './advice.js';
import { getAt } from './spec.js';
import { fieldManifest } from '../shared/opponents.js';
import { decidedShare } from '../../report/tiebreak.js';
import { sweepTiebreak, sweepTiebreakText } from './tiebreak.js';

function valueText(v: unknown): string {
  return typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
}

export function policyTag(p: [string, string]): string {
  return p[0] === p[1] ? p[0] : `${p[0]}-${p[1]}`;
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a';
}

const UNIT = ' pts';

function unitOf(r: SweepResult): string {
  return r.spec.mode === 'worth' ? UNIT : '';
}

/** What the sweep varied, in words: "count of line-infantryman in scenarios/sds/lists/france-line.yaml, 9 to 13". */
export function variedText(r: SweepResult): string {
  const t = r.spec.target;
  const vals = r.spec.values;
  const range =
    vals.length > 1 && vals.every((v) => typeof v === 'number')
      ? `${valueText(vals[0])} to ${valueText(vals[vals.length - 1])}`
      : vals.map(valueText).join(', ');
  if (t.kind === 'option') return `rule option ${t.key}: ${range}`;
  return `${variedName(r)} (${t.path.join('.')} in ${t.shownFile}): ${range}`;
}

/** The varied thing's short name: "count of line-infantryman", "rule option maxTurns". */
export function variedName(r: SweepResult): string {
  const t = r.spec.target;
  if (t.kind === 'option') return `rule option ${t.key}`;
  const key = t.path[t.path.length - 1];
  const owner = getAt(readYamlFile(t.shownFile).doc, t.path.slice(0, -1));
  const name =
    owner && typeof owner === 'object' && !Array.isArray(owner)
      ? ['name', 'profile', 'id'].map((k) => (owner as Record<string, unknown>)[k]).find((v) => typeof v === 'string')
      : undefined;
  return `${String(key)}${name ? ` of ${name as string}` : ''}`;
}

/** The curve's score at the current value: the measured point when it was swept. */
function currentScore(c: SweepCurve, x: number): CurrentScore | undefined {
  const p = c.points.find((q) => q.x === x);
  return p ? { score: p.summary.scoreA, lo: p.summary.scoreLo, hi: p.summary.scoreHi } : undefined;
}

/**
 * The recommendation for one curve in words: the fair value with its interval, the current value
 * against it, and a flag when the fair value lies outside what the rules allow.
 */
export function adviceText(r: SweepResult, c: SweepCurve): string {
  const x = c.crossing;
  const sides: [string, string] = [r.sides[0].name, r.sides[1].name];
  if (c.differences && r.current) return differencesText(r, c);
  if (!x || x.status === 'none') return `no even point: ${x?.note ?? c.note}`;
  const unit = unitOf(r);
  const fair =
    r.spec.mode === 'worth'
      ? `${sides[0]} plays even with ${sides[1]} at ${shortNumber(x.x50)}${unit} [${shortNumber(x.lo)}, ${shortNumber(x.hi)}]`
      : `fair value (50% score): ${r.spec.label} ${shortNumber(x.x50)} [${shortNumber(x.lo)}, ${shortNumber(x.hi)}]`;
  const parts = [fair + (x.status === 'outside' ? ', outside the swept values (extrapolated: widen the range)' : '')];
  const legal = legalFlag(x.x50, r.legality, unit, [x.lo, x.hi]);
  if (legal) parts.push(`this even point ${legal}`);
  if (r.current && Number.isFinite(r.current.x))
    parts.push(currentSentence(r.current, currentScore(c, r.current.x), { x: x.x50, lo: x.lo, hi: x.hi }, sides, unit));
  return parts.join('; ');
}

/** A score change under this (3 points of score, the compare gate's default tolerance) "barely matters". */
const BARELY = 0.03;

/** "against the current regular (same seeds): conscript −1.2 [−4.3, +1.9] percentage points, no measurable difference; …". */
export function differencesText(r: SweepResult, c: SweepCurve): string {
  const d = c.differences ?? [];
  const cur = valueText(r.current?.value);
  const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(100 * v).toFixed(1)}`;
  const each = d.map((x) => `${valueText(x.value)} ${signed(x.delta)} [${signed(x.lo)}, ${signed(x.hi)}] percentage points, ${x.words}`);
  const none = d.length > 0 && d.every((x) => x.words === 'no measurable difference');
  // "barely matters" only when the intervals rule out a change the size of a balance band's half
  const small = d.length > 0 && d.every((x) => x.lo > -BARELY && x.hi < BARELY);
  const tail = small
    ? `; ${r.spec.label} barely matters here: every value is within ±${100 * BARELY} percentage points of ${cur}`
    : none
      ? `; no value scores measurably differently from ${cur} in ${r.games.toLocaleString('en-US')} games per value`
      : '';
  return `${r.spec.label} against the current ${cur} (paired, same seeds): ${each.join('; ')}${tail}`;
}

/** The sweep's answer in one sentence (the first policy pairing). */
export function sweepHeadline(r: SweepResult): string {
  const c = r.curves[0];
  if (!c) {
    const ab = r.ablations[0];
    const rows = ab ? ab.rows.filter((x) => !x.rejected) : [];
    if (!ab || rows.length === 0) return `${r.spec.name}: nothing could be measured (${r.notes.join('; ') || 'no values'})`;
    const worst = rows.reduce((m, x) => (x.delta < m.delta ? x : m));
    const price = fairCostSentence(worst.pointsRemoved, worst.impliedPoints, worst.impliedLo, worst.impliedHi);
    return (
      `Removing one model at a time from ${ab.sideName}: losing one ` +
      `${worst.label} costs the most, a score change of ` +
      `${withInterval(worst.delta, worst.deltaLo, worst.deltaHi)}${price ? `; ${price}` : ''}`
    );
  }
  const x = c.crossing;
  const head =
    !x || x.status === 'none' ? `${r.sides[0].name} v ${r.sides[1].name}: ` : r.spec.mode === 'worth' ? '' : `${r.sides[0].name} v ${r.sides[1].name}: `;
  return head + adviceText(r, c) + (r.play ? `; ${r.play.words}` : '');
}

/** Per swept value: the value, its score with interval and verdict (and legality), for the terminal. */
export function pointHead(r: SweepResult): string[] {
  const head = r.spec.mode === 'worth' ? [`${r.spec.label} (pts)`, variedName(r)] : [r.spec.label];
  head.push(`score of ${r.sides[0].name} [95% CI]`, 'verdict');
  if (r.legality.length) head.push('legal');
  if (r.scenario.ruleset.tiebreak?.(r.scenario.options)) head.push('tiebreak decided');
  return head;
}

export function pointRows(r: SweepResult, c: SweepCurve): string[][] {
  const sides: [string, string] = [r.sides[0].name, r.sides[1].name];
  const tb = r.scenario.ruleset.tiebreak?.(r.scenario.options);
  return c.points.map((p, i) => {
    const mark = r.current && r.current.x === p.x ? ' (current)' : '';
    const row = r.spec.mode === 'worth' ? [`${shortNumber(p.x)}${mark}`, valueText(p.value)] : [`${valueText(p.value)}${mark}`];
    row.push(withInterval(p.summary.scoreA, p.summary.scoreLo, p.summary.scoreHi), scoreVerdict(p.summary.scoreLo, p.summary.scoreHi, sides));
    if (r.legality.length) row.push(r.legality[i].legal ? 'yes' : 'no');
    if (tb) row.push(pct(decidedShare(tb.reasons, [p.summary]).share));
    return row;
  });
}

/** One line per curve: the answer in words, with the policy it was played under. */
export function crossingText(r: SweepResult, c: SweepCurve): string {
  const slope = r.spec.mode === 'worth' ? slopeWords(c.slopeAt50, r.sides[0].name) : '';
  const p = c.pointsPerStep;
  const step = p ? `; in points: +1 in ${r.spec.label} is worth ${p.value.toFixed(1)} pts [${p.lo.toFixed(1)}, ${p.hi.toFixed(1)}] (${p.source})` : '';
  return `${policyTag(c.policies)}: ${adviceText(r, c)}${slope ? `; ${slope}` : ''}${step}`;
}

/** Ablation rows for the terminal: one per measured model; the ones the rules forbid removing go below. */
export function ablationTable(a: SweepResult['ablations'][number]): { head: string[]; rows: string[][]; notes: string[] } {
  const priced = a.rows.some((x) => Number.isFinite(x.impliedPoints));
  const head = ['model removed', 'change', 'score change [95% CI]', ...(priced ? ['costs', 'fair cost [95% CI]', 'price'] : [])];
  const rows = a.rows
    .filter((x) => !x.rejected)
    .map((x) => [
      x.label,
      x.removed,
      withInterval(x.delta, x.deltaLo, x.deltaHi),
      ...(priced
        ? [
            Number.isFinite(x.pointsRemoved) ? `${x.pointsRemoved} pts` : '',
            Number.isFinite(x.impliedPoints) ? `${Math.round(x.impliedPoints)} [${Math.round(x.impliedLo)}, ${Math.round(x.impliedHi)}]` : 'n/a',
            priceWords(x.pointsRemoved, x.impliedPoints, x.impliedLo, x.impliedHi),
          ]
        : []),
    ]);
  const notes = a.rows
    .filter((x) => x.rejected)
    .map((x) => `${x.label} stays: the rules do not allow the list without it ` + `(${x.rejected}), so it was not measured`);
  return { head, rows, notes };
}

export function curveRows(r: SweepResult): Record<string, unknown>[] {
  const tb = r.scenario.ruleset.tiebreak?.(r.scenario.options);
  return r.curves.flatMap((c) =>
    c.points.map((p, i) => ({
      policyA: c.policies[0],
      policyB: c.policies[1],
      value: valueText(p.value),
      x: p.x,
      pointsA: p.summary.pointsA,
      pointsB: p.summary.pointsB,
      games: p.summary.games,
      winsA: p.summary.winsA,
      draws: p.summary.draws,
      winsB: p.summary.winsB,
      scoreA: p.summary.scoreA,
      scoreLo: p.summary.scoreLo,
      scoreHi: p.summary.scoreHi,
      varianceSaved: p.summary.varianceSaved,
      meanTurns: p.summary.meanTurns,
      // the value as the files have it, and (when the sweep relaxes the rules) whether the rules as written allow it
      current: r.current !== undefined && r.current.x === p.x,
      ...(r.legality.length ? { legal: r.legality[i].legal } : {}),
      // the share of the battles a tiebreak decided (Ruleset.tiebreak)
      ...(tb ? { tiebreakShare: decidedShare(tb.reasons, [p.summary]).share } : {}),
    })),
  );
}

export function crossingRows(r: SweepResult): Record<string, unknown>[] {
  return r.curves.map((c) => ({
    policyA: c.policies[0],
    policyB: c.policies[1],
    status: c.crossing?.status ?? 'none',
    x50: c.crossing?.x50 ?? NaN,
    lo: c.crossing?.lo ?? NaN,
    hi: c.crossing?.hi ?? NaN,
    method: c.crossing?.method ?? '',
    fiellerLo: c.crossing?.fiellerLo ?? NaN,
    fiellerHi: c.crossing?.fiellerHi ?? NaN,
    jackknifeSe: c.crossing?.jackknifeSe ?? NaN,
    window: c.crossing?.window.join(' ') ?? '',
    logisticMiss: c.crossing?.lackOfFit?.difference ?? NaN,
    logisticMissSe: c.crossing?.lackOfFit?.se ?? NaN,
    a: c.fit?.a ?? NaN,
    b: c.fit?.b ?? NaN,
    slopeAt50: c.slopeAt50,
    dispersion: c.fit?.dispersion ?? NaN,
    note: c.note,
  }));
}

export function ablationRows(r: SweepResult): Record<string, unknown>[] {
  return r.ablations.flatMap((a) =>
    a.rows.map((row) => ({
      policyA: a.policies[0],
      policyB: a.policies[1],
      list: a.sideName,
      entry: row.entry,
      label: row.label,
      removed: row.removed,
      pointsRemoved: row.pointsRemoved,
      scoreFull: row.scoreFull,
      scoreAblated: row.scoreAblated,
      delta: row.delta,
      deltaLo: row.deltaLo,
      deltaHi: row.deltaHi,
      significant: Number.isFinite(row.deltaHi) ? row.deltaHi < 0 || row.deltaLo > 0 : false,
      units: row.units,
      impliedPoints: row.impliedPoints,
      impliedLo: row.impliedLo,
      impliedHi: row.impliedHi,
      price: priceWords(row.pointsRemoved, row.impliedPoints, row.impliedLo, row.impliedHi),
      rejected: row.rejected ?? '',
    })),
  );
}

export function sweepSummaryJson(r: SweepResult, manifest: Record<string, unknown>): Record<string, unknown> {
  return {
    manifest,
    mode: r.spec.mode,
    label: r.spec.label,
    matchup: { id: r.matchupId, sides: r.sides },
    varied: r.spec.mode === 'ablation' ? undefined : variedText(r),
    current: r.current,
    legality: r.legality,
    curves: r.curves.map((c) => ({
      policies: c.policies,
      points: c.points.map((p) => ({ value: p.value, x: p.x, games: p.summary.games, score: p.summary.scoreA, lo: p.summary.scoreLo, hi: p.summary.scoreHi })),
      fit: c.fit,
      crossing: c.crossing,
      slopeAt50: c.slopeAt50,
      pointsPerStep: c.pointsPerStep,
      differences: c.differences,
      note: c.note,
      text: crossingText(r, c),
    })),
    ablations: r.ablations,
    worth: r.worth
      ? {
          file: r.worth.spec.file,
          curves: r.worth.curves.map((c) => ({ policies: c.policies, fit: c.fit, crossing: c.crossing, text: crossingText(r.worth!, c) })),
        }
      : undefined,
    notes: r.notes,
    ...tiebreakJson(r),
    ...(r.play
      ? {
          play: {
            fraction: r.play.fraction,
            gamesPerValue: r.play.games,
            policies: r.play.policies,
            dependsOnPlay: r.play.dependsOnPlay,
            words: r.play.words,
            curves: r.play.curves.map((c) => ({
              policies: c.policies,
              points: c.points.map((p) => ({
                value: p.value,
                x: p.x,
                games: p.summary.games,
                score: p.summary.scoreA,
                lo: p.summary.scoreLo,
                hi: p.summary.scoreHi,
              })),
              crossing: c.crossing,
            })),
          },
        }
      : {}),
  };
}

/** The tiebreak's share per value in words (none without a ruleset tiebreak). */
function tiebreakSentence(r: SweepResult): string[] {
  const t = sweepTiebreak(r);
  return t ? [sweepTiebreakText(t)] : [];
}

/** summary.json's `tiebreak` (nothing without a ruleset tiebreak). */
function tiebreakJson(r: SweepResult): Record<string, unknown> {
  const t = r.spec.mode === 'ablation' ? undefined : sweepTiebreak(r);
  if (!t) return {};
  const { reasons: _reasons, ...rest } = t;
  return { tiebreak: { ...rest, text: sweepTiebreakText(t) } };
}

function curveChart(r: SweepResult, c: SweepCurve, name: string): OutputChart {
  const xs = c.points.map((p) => p.x);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const cr = c.crossing && c.crossing.status !== 'none' ? { x: c.crossing.x50, lo: c.crossing.lo, hi: c.crossing.hi } : undefined;
  return {
    name,
    title: `Score of ${r.sides[0].name} against ${r.spec.label} (${policyTag(c.policies)})`,
    spec: sweepChart(
      c.points.map((p) => ({
        x: p.x,
        score: p.summary.scoreA,
        lo: p.summary.scoreLo,
        hi: p.summary.scoreHi,
        verdict: chartVerdict(p.summary.scoreLo, p.summary.scoreHi),
      })),
      c.fit ? curvePoints(c.fit, xMin, xMax) : undefined,
      cr,
      `${r.spec.name}: score of ${r.sides[0].name} v ${r.sides[1].name}${r.curves.length > 1 ? ` (${policyTag(c.policies)})` : ''}`,
      r.spec.label,
      // named values (conscript / regular / elite) on a nominal axis, each point at its index
      r.spec.mode !== 'worth' && !r.spec.values.every((v) => typeof v === 'number') ? { categories: r.spec.values.map(String) } : {},
    ),
  };
}

export function sweepOutput(r: SweepResult, extra: Record<string, unknown> = {}): AnalysisOutput {
  const inputs = [...r.scenario.inputs];
  if (!inputs.some((i) => i.file === r.spec.file)) inputs.unshift({ file: r.spec.file, sha256: r.spec.source.sha256 });
  const manifest = manifestOf(
    'sweep',
    { ...r.scenario, inputs, pointEdits: r.pointEdits },
    {
      sweep: r.spec.file,
      mode: r.spec.mode,
      ...(r.spec.field ? { field: fieldManifest(r.spec.field) } : {}),
      vary: r.spec.target,
      values: r.spec.values,
      matchupId: r.matchupId,
      seed: r.seed,
      gamesPerValue: r.games,
      pairs: r.pairs,
      policies: r.combos,
      workers: r.workers,
      ...(r.play ? { robustness: { fraction: r.play.fraction, policies: r.play.policies, gamesPerValue: r.play.games } } : {}),
      ...extra,
    },
  );
  const charts: OutputChart[] = [];
  const sections: OutputSection[] = [];
  const tables = [] as AnalysisOutput['tables'];
  if (r.spec.mode !== 'ablation') {
    r.curves.forEach((c) => charts.push(curveChart(r, c, r.curves.length > 1 ? `sweep-${policyTag(c.policies)}` : 'sweep')));
    tables.push(
      {
        name: 'sweep',
        rows: curveRows(r),
        caption: 'Score of list A at each value (95% interval)',
        primary: ['value', 'x', 'current', 'legal', 'games', 'winsA', 'draws', 'winsB', 'scoreA', 'meanTurns', 'tiebreakShare'],
        formats: { scoreA: 'percent', scoreLo: 'percent', scoreHi: 'percent', varianceSaved: 'percent', tiebreakShare: 'percent' },
      },
      {
        name: 'crossing',
        rows: crossingRows(r),
        caption: 'Fitted curve and 50% crossing per policy',
        primary: ['status', 'x50', 'note'],
        intervals: { x50: ['lo', 'hi'] },
      },
    );
    sections.push({
      heading: r.spec.mode === 'worth' ? 'Worth in pts' : 'Fair value',
      text: [
        r.curves.map((c) => crossingText(r, c)).join('\n'),
        `Each value played ${r.games} games on the same seeds (matchup id ${r.matchupId}, common random numbers)${r.pairs ? ' as mirrored pairs' : ''}. ` +
          'The even point is where the score crosses 50%, read from the values nearest it: the curve through their scores ' +
          '(on the log-odds scale; draws count half), so a score curve that is not S-shaped over the whole range does not pull it. ' +
          'Its 95% interval is the luck of the games, measured over 20 independent batches of seeds (every value replays the same seeds). ' +
          'The drawn curve is the S-shaped (logistic) one fitted to every value, for the slope; ' +
          'how far its crossing lies from the even point (its lack of fit) is in crossing.csv.',
        ...tiebreakSentence(r),
        ...r.notes,
      ].join('\n\n'),
      charts: charts.map((c) => c.name),
      tables: ['sweep', 'crossing'],
    });
    if (r.play) {
      const all = [...r.curves, ...r.play.curves];
      const names = all.map((c) => policyTag(c.policies));
      tables.push({
        name: 'play',
        rows: r.curves[0].points.map((p, v) => ({
          value: valueText(p.value),
          ...Object.fromEntries(all.map((c, k) => [names[k], c.points[v].summary.scoreA])),
        })),
        caption: `Score of list A at each value under each competent policy (the others at ${r.play.games} games per value)`,
        columns: ['value', ...names],
        formats: Object.fromEntries(names.map((n) => [n, 'percent' as const])),
      });
      sections.push({
        heading: 'Does play decide the answer?',
        text:
          `The sweep again, on the same seeds, under the game's other competent ` +
          `policies (${r.play.policies.join(', ')}) at ` +
          `${Math.round(100 * r.play.fraction)}% of the games: the answer ` +
          `${r.play.words}. ` +
          `${r.play.curves.map((c) => crossingText(r, c)).join(' ')}`,
        tables: ['play'],
      });
    }
  } else {
    tables.push({
      name: 'ablation',
      rows: ablationRows(r),
      caption: 'Score change when one model is removed (paired, same seeds)',
      primary: ['label', 'removed', 'pointsRemoved', 'delta', 'impliedPoints', 'price', 'rejected'],
      formats: {
        scoreFull: 'percent',
        scoreAblated: 'percent',
        delta: 'points',
        deltaLo: 'points',
        deltaHi: 'points',
        impliedPoints: { decimals: 1 },
        impliedLo: { decimals: 1 },
        impliedHi: { decimals: 1 },
      },
    });
    r.ablations.forEach((a) => {
      const name = r.ablations.length > 1 ? `ablation-${policyTag(a.policies)}` : 'ablation';
      charts.push({
        name,
        title: `Score change of ${a.sideName} when one model is removed (${policyTag(a.policies)})`,
        spec: rankedBarChart(
          a.rows.filter((x) => !x.rejected).map((x) => ({ label: `${x.label} (${x.removed})`, value: x.delta, lo: x.deltaLo, hi: x.deltaHi })),
          `${r.spec.name}: leave-one-model-out, score change of ${a.sideName}`,
          'Score change (95% paired interval)',
          { reference: 0, format: '+.1%', axisFormat: '+.0%', mark: 'point', referenceLabel: '0: no change' },
        ),
      });
    });
    const rejected = r.ablations[0]?.rows.filter((x) => x.rejected) ?? [];
    sections.push({
      heading: 'Leave-one-model-out',
      text: [
        `For each entry of ${r.spec.label} one model is removed (count − 1, or ` +
          `the entry deleted) and the list replays the same ${r.games} game seeds ` +
          `as the full list; ` +
          'the change is the paired difference of its score, with a 95% interval over the game' +
          (r.pairs ? ' pairs.' : 's.'),
        ...r.ablations.map(
          (a) =>
            `Points per model (${policyTag(a.policies)}): ` + `${a.slopeSource}${Number.isFinite(a.slope) ? `; ${slopeWords(a.slope, a.sideName)}.` : '.'}`,
        ),
        rejected.length
          ? `Not measured, because the rules do not allow the list without it: ` + `${rejected.map((x) => `${x.label} (${x.rejected})`).join('; ')}.`
          : '',
        ...r.notes,
      ]
        .filter(Boolean)
        .join('\n\n'),
      charts: charts.map((c) => c.name),
      tables: ['ablation'],
    });
    if (r.worth) {
      r.worth.curves.forEach((c, k) => charts.push(curveChart(r.worth!, c, `worth${k ? `-${k}` : ''}`)));
      sections.push({
        heading: 'Worth sweep (slope source)',
        text: r.worth.curves.map((c) => crossingText(r.worth!, c)).join('\n'),
        charts: charts.filter((c) => c.name.startsWith('worth')).map((c) => c.name),
      });
    }
  }
  return {
    title: `volley sweep: ${r.spec.name}`,
    headline: sweepHeadline(r),
    subtitle: `${r.sides[0].name} v ${r.sides[1].name}, ${r.spec.mode} sweep of ${r.spec.label}`,
    manifest,
    tables,
    charts,
    summary: sweepSummaryJson(r, manifest),
    sections,
  };
}

export { pct };
