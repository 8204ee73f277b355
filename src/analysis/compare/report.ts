import { rankedBarChart, scoreBarChart, trajectoryChart, type ReportInput } from '../../report/index.js';
import { movedWords, withinWords } from './words.js';
import { INCONCLUSIVE_TARGET, type CompareResult, type MatchupCompare, type MatchupVerdict } from './run.js';
import { caveatOf } from '../../report/caveat.js';
import { plural } from '../shared/headline.js';

function pct(x: number, d = 1): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(d)}%` : 'n/a';
}

function signed(x: number): string {
  // the sign of the printed value: a tiny negative (a bias adjustment of an exact 0) prints +0.0
  return Number.isFinite(x) ? `${Number((100 * x).toFixed(1)) >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}` : 'n/a';
}

export function compareRows(r: CompareResult): Record<string, unknown>[] {
  return r.matchups.map((m) => ({
    matchup: `${m.listA} v ${m.listB}`,
    listA: m.listA,
    listB: m.listB,
    verdict: m.verdict,
    delta: m.deltaAdjusted,
    deltaRaw: m.delta,
    deltaTestLo: m.deltaTestLo,
    deltaTestHi: m.deltaTestHi,
    deltaTestLevel: m.deltaTestLevel,
    deltaCsLo: m.deltaCsLo,
    deltaCsHi: m.deltaCsHi,
    deltaNaiveLo: m.deltaLo,
    deltaNaiveHi: m.deltaHi,
    base: m.base.score,
    baseLo: m.base.lo,
    baseHi: m.base.hi,
    variant: m.variant.score,
    variantLo: m.variant.lo,
    variantHi: m.variant.hi,
    gamesPerArm: m.games,
    units: m.units,
    unitsChanged: m.unitsChanged,
    rounds: m.rounds,
    llr: m.sprt.llr,
    lower: m.sprt.lower,
    upper: m.sprt.upper,
    decision: m.sprt.decision,
    sdPerUnit: m.design.sd,
    recommendedMaxGames: m.design.recommendedMaxGames,
  }));
}

/** Δ with the test's own interval and its coverage, e.g. "+5.1 [+2.0, +8.2] (97.5%)". */
function deltaText(m: MatchupCompare): string {
  return `${signed(m.deltaAdjusted)} [${signed(m.deltaTestLo)}, ${signed(m.deltaTestHi)}] (${pct(m.deltaTestLevel)})`;
}

/** Why the interval beside a verdict is the test's own and not the 95% confidence sequence. */
export const INTERVAL_NOTE =
  "The interval beside each verdict is the test's own: the δ the gate's GSPRT, slid along δ, does not reject, at the verdict's error level " +
  '(1 − α/K for moved and inconclusive, 1 − 2β for within; the percentage after it). Its position always agrees with the verdict: ' +
  'it lies beyond ±h0 exactly when the matchup moved and inside ±T ' +
  'exactly when it is within; it holds at every look, and it is never ' +
  'narrower than T − h0, the step the test compares. ' +
  "The 95% confidence sequence of δ (Robbins' normal mixture, deltaCsLo/Hi) and the naive fixed-sample interval (deltaNaiveLo/Hi) are in matchups.csv: " +
  'they answer "where is δ", not the gate\'s question, so one can reach inside ±h0 beside "moved" or beyond ±T beside "within". ' +
  'The Δ shown is bias-adjusted (Whitehead 1986): a run that stops early ' +
  'stops because it ran ahead, so the mean where it stopped is pulled ' +
  'toward its verdict; ' +
  'the adjusted Δ solves E[Δ at the stop | δ] = the observed Δ under the design at the measured spread. The raw mean is deltaRaw in matchups.csv.';

const VERDICT_TEXT: Record<MatchupVerdict, string> = { moved: '**moved**', within: 'within', inconclusive: '*inconclusive*' };

function outcomeLine(r: CompareResult): string {
  const within = withinWords(r.design.tolerance);
  const moved = movedWords(r.h0);
  const n = r.matchups.length;
  const open = r.inconclusive > 0 ? ` ${r.inconclusive} inconclusive at the game cap.` : '';
  if (r.flags.expectChange) {
    if (r.moved > 0) return `**PASS** (change expected, exit 0): ${r.moved} of ${plural(n, 'matchup')} ${moved}.${open}`;
    return r.inconclusive > 0
      ? `**INCONCLUSIVE** (change expected, exit 4): no matchup ${moved};${open} Raise --max-games.`
      : `**FAIL** (change expected, exit 1): every matchup is ${within}.`;
  }
  if (r.moved > 0) return `**FAIL** (exit 1): ${r.moved} of ${plural(n, 'matchup')} ${moved}.${open}`;
  if (r.inconclusive > 0)
    return `**INCONCLUSIVE** (exit 4): no matchup ${moved}, but ${r.inconclusive} ` + `of ${n} reached the game cap without a verdict. Raise --max-games.`;
  return `**PASS** (exit 0): ${n === 1 ? 'the matchup is' : `all ${n} matchups`} ${within}.`;
}

function points(x: number): string {
  return (100 * x).toFixed(2).replace(/\.?0+$/, '');
}

function prob(x: number): string {
  return x < 0.0005 ? '<0.1%' : pct(x);
}

/** The design's error rates and expected games at each matchup's measured spread. */
function designTable(r: CompareResult): string[] {
  const [, h0, mid, tol] = r.matchups[0]?.design.points.map((p) => p.delta) ?? [];
  if (h0 === undefined) return [];
  const row = (m: MatchupCompare) => {
    const [z, a, c, t] = m.design.points;
    return (
      `| ${m.listA} v ${m.listB} | ${m.design.sd.toFixed(3)} | ` +
      `${prob(z.moved)} | ${prob(a.moved)} | ${prob(t.within)} | ` +
      `${prob(c.inconclusive)} | ${Math.round(z.expectedGames)} / ` +
      `${Math.round(a.expectedGames)} / ${Math.round(t.expectedGames)} | ` +
      `${m.design.recommendedMaxGames} |`
    );
  };
  return [
    `Design at each matchup's measured spread (normal approximation, numerical integration over the batches and the cap of ${r.maxGames} games per arm):`,
    '',
    `| matchup | sd of Δ per ${r.pairs ? 'pair' : 'game'} | P(moved) at δ = ` +
      `0 | P(moved) at δ = ${points(h0)} (α/K = ` +
      `${Number((r.design.alpha / r.design.matchups).toPrecision(3))}) | ` +
      `P(within) at δ = ${points(tol)} (β = ${r.design.beta}) | ` +
      `P(inconclusive) at δ = ${points(mid)} | expected games per arm at δ = ` +
      `0 / ${points(h0)} / ${points(tol)} | --max-games for ≤ ` +
      `${100 * INCONCLUSIVE_TARGET}% inconclusive |`,
    '|---|---|---|---|---|---|---|---|',
    ...r.matchups.map(row),
  ];
}

/** The gate's answer in one sentence: the outcome line without Markdown. */
export function compareHeadline(r: CompareResult): string {
  const moved = r.matchups
    .filter((m) => m.verdict === 'moved')
    .map((m) => `${m.listA} v ${m.listB} by ${signed(m.deltaAdjusted)} percentage ` + `points [${signed(m.deltaTestLo)}, ${signed(m.deltaTestHi)}]`);
  return `${outcomeLine(r).replace(/\*\*/g, '')}${moved.length ? ` Moved: ${moved.join('; ')}.` : ''}`;
}

/** Per matchup, for the terminal: verdict, Δ with its confidence sequence, scores, games. */
export function compareTerminalRows(r: CompareResult): string[][] {
  return r.matchups.map((m) => [`${m.listA} v ${m.listB}`, m.verdict, deltaText(m), `${pct(m.base.score)} → ${pct(m.variant.score)}`, String(m.games)]);
}

/** Markdown for a pull-request comment. */
export function compareMarkdown(r: CompareResult): string {
  const row = (m: MatchupCompare) =>
    `| ${m.listA} v ${m.listB} | ${VERDICT_TEXT[m.verdict]} | ${deltaText(m)} | ${pct(m.base.score)} → ${pct(m.variant.score)} | ${m.games} |`;
  const caveat = caveatOf(r.manifest);
  return [
    `### volley compare: ${r.suite.name}`,
    '',
    outcomeLine(r),
    ...(caveat !== undefined ? ['', `Caveat: ${caveat}`] : []),
    ...r.warnings.map((w) => `\nWarning: ${w}.`),
    '',
    `Base: \`${r.flags.base.label}\` · Variant: \`${r.flags.variant.label}\``,
    '',
    "| matchup | verdict | Δ score, percentage points [the test's interval] (its coverage) | score of A, base → variant | games per arm |",
    '|---|---|---|---|---|',
    ...r.matchups.map(row),
    '',
    `Test: ${r.hypotheses} LLR bounds ${r.bounds.lower.toFixed(2)} and ` +
      `${r.bounds.upper.toFixed(2)}; game cap ${r.maxGames} per matchup and ` +
      `arm, looks every ${r.flags.batch} games.`,
    INTERVAL_NOTE,
    '',
    ...designTable(r),
    '',
    `Seeds: master ${String(r.seed)}, ` +
      `${r.pairs ? 'mirrored pairs' : 'single games'}, policies ` +
      `${r.policies.join('/')}, both arms on the same seeds (common random ` +
      `numbers). Times are in timing.json.`,
    '',
  ].join('\n');
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** JUnit XML: one testcase per matchup (fails when it moved), plus one for --expect-change. */
export function compareJunit(r: CompareResult): string {
  const caveat = caveatOf(r.manifest);
  const cases = r.matchups.map((m) => {
    const name = xml(`${m.listA} v ${m.listB}`);
    const detail =
      `delta ${signed(m.deltaAdjusted)} percentage points (bias-adjusted; raw ` +
      `${signed(m.delta)}) [${signed(m.deltaTestLo)}, ` +
      `${signed(m.deltaTestHi)}] (the test's interval, ` +
      `${pct(m.deltaTestLevel)}), base ${pct(m.base.score)}, variant ` +
      `${pct(m.variant.score)}, ${m.games} games per arm, SPRT ` +
      `${m.sprt.decision} (LLR ${m.sprt.llr.toFixed(2)} in ` +
      `[${m.sprt.lower.toFixed(2)}, ${m.sprt.upper.toFixed(2)}]), verdict ` +
      `${m.verdict}${m.verdict === 'inconclusive' ? ' (game cap reached)' : ''}`;
    const fail = !r.flags.expectChange && m.verdict === 'moved';
    const failure = `moved: Δ ${signed(m.delta)} percentage points (H0 |δ| <= ${points(r.h0)}, tolerance ${points(r.design.tolerance)} percentage points)`;
    const body = fail
      ? `\n    <failure message="${xml(failure)}" type="moved">${xml(detail)}</failure>\n  `
      : m.verdict === 'inconclusive'
        ? `\n    <skipped message="inconclusive at the game cap of ${r.maxGames}"/>\n    <system-out>${xml(detail)}</system-out>\n  `
        : `\n    <system-out>${xml(detail)}</system-out>\n  `;
    return `  <testcase classname="${xml(`volley.compare.${r.suite.name}`)}" name="${name}">${body}</testcase>`;
  });
  let failures = r.flags.expectChange ? 0 : r.moved;
  if (r.flags.expectChange) {
    const ok = r.moved > 0;
    if (!ok) failures++;
    cases.push(
      `  <testcase classname="${xml(`volley.compare.${r.suite.name}`)}" name="expect-change">${
        ok ? '' : `\n    <failure message="no matchup moved" type="unchanged"/>\n  `
      }</testcase>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="volley compare" tests="${cases.length}" failures="${failures}" errors="0">`,
    `<testsuite name="${xml(r.suite.name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${r.inconclusive}">`,
    // the ruleset's caveat (Ruleset.caveat), where CI shows a suite's properties
    ...(caveat !== undefined ? [`  <properties><property name="caveat" value="${xml(caveat)}"/></properties>`] : []),
    ...cases,
    '</testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function compareReport(r: CompareResult): ReportInput {
  const rows = compareRows(r);
  const tol = r.design.tolerance;
  return {
    title: `volley compare: ${r.suite.name}`,
    headline: compareHeadline(r),
    subtitle: `${r.flags.base.label} → ${r.flags.variant.label}`,
    manifest: r.manifest,
    tables: [
      {
        name: 'compare',
        caption: 'Per matchup: paired score difference (variant − base) of list A, sequential test verdict',
        rows: [...rows].sort((a, b) => Math.abs(b.delta as number) - Math.abs(a.delta as number)),
        primary: ['listA', 'listB', 'verdict', 'delta', 'deltaTestLevel', 'base', 'variant', 'gamesPerArm', 'llr', 'lower', 'upper'],
        intervals: { delta: ['deltaTestLo', 'deltaTestHi'] },
        intervalLabels: { delta: "[the test's interval]" },
        formats: {
          delta: 'points',
          deltaRaw: 'points',
          deltaTestLo: 'points',
          deltaTestHi: 'points',
          deltaTestLevel: 'percent',
          deltaCsLo: 'points',
          deltaCsHi: 'points',
          deltaNaiveLo: 'points',
          deltaNaiveHi: 'points',
          base: 'percent',
          baseLo: 'percent',
          baseHi: 'percent',
          variant: 'percent',
          variantLo: 'percent',
          variantHi: 'percent',
          llr: { decimals: 2 },
          lower: { decimals: 2 },
          upper: { decimals: 2 },
        },
      },
    ],
    charts: [
      {
        name: 'delta',
        title:
          `Score difference variant − base with the test's interval (beyond ±h0 ` +
          `when moved, inside ±T when within); shaded: ±${(100 * tol).toFixed(1)} ` +
          `percentage points tolerance`,
        spec: rankedBarChart(
          // in points of score (percentage points), the unit of the headline and the terminal
          r.matchups.map((m) => ({
            label: `${m.listA} v ${m.listB}`,
            value: 100 * m.deltaAdjusted,
            lo: 100 * m.deltaTestLo,
            hi: 100 * m.deltaTestHi,
            verdict: m.verdict,
          })),
          `${r.suite.name}: change in list A's score`,
          "Change of list A's score in percentage points, variant − base (the test's interval)",
          {
            reference: 0,
            band: [-100 * tol, 100 * tol],
            mark: 'point',
            format: '+.1f',
            axisFormat: '+.0f',
            referenceLabel: '0: no change',
            bandLabel: `tolerance ±${Number((100 * tol).toFixed(2))} percentage points`,
          },
        ),
      },
      {
        name: 'trajectory',
        title: 'The test at every look: log-likelihood ratio per matchup against its bounds',
        spec: trajectoryChart(
          r.matchups.map((m) => ({ label: `${m.listA} v ${m.listB}`, verdict: m.verdict, points: m.trajectory })),
          r.bounds,
          `${r.suite.name}: sequential test per matchup`,
        ),
      },
      {
        name: 'scores',
        title: 'Score of list A under base and variant rules',
        spec: scoreBarChart(
          r.matchups.flatMap((m) => [
            { label: `${m.listA} v ${m.listB} (base)`, score: m.base.score, lo: m.base.lo, hi: m.base.hi },
            { label: `${m.listA} v ${m.listB} (variant)`, score: m.variant.score, lo: m.variant.lo, hi: m.variant.hi },
          ]),
          `${r.suite.name}: score of list A, base and variant`,
        ),
      },
    ],
    summaryJson: {
      manifest: r.manifest,
      outcome: {
        moved: r.moved,
        inconclusive: r.inconclusive,
        matchups: r.matchups.length,
        exitCode: r.exitCode,
        expectChange: r.flags.expectChange,
        text: outcomeLine(r).replace(/\*\*/g, ''),
      },
      hypotheses: {
        text: r.hypotheses,
        h0: r.h0,
        h1: tol,
        alpha: r.flags.alpha,
        alphaPerMatchup: r.flags.alpha / r.design.matchups,
        beta: r.flags.beta,
        bounds: r.bounds,
        maxGames: r.maxGames,
        batch: r.flags.batch,
      },
      warnings: r.warnings,
      // seconds in all and to each verdict are in timing.json: everything else here is byte-identical across runs
      matchups: r.matchups.map(({ secondsToVerdict: _timing, ...m }) => m),
    },
    sections: [
      {
        heading: 'Verdict',
        // the sizing warnings the terminal, compare.md and summary.json carry, right under the verdict
        text: [outcomeLine(r).replace(/\*\*/g, ''), ...r.warnings.map((w) => `Warning: ${w}.`), r.hypotheses, INTERVAL_NOTE].join('\n\n'),
        charts: ['delta'],
        tables: ['compare'],
      },
      {
        heading: 'The test, look by look',
        text:
          'After every batch of games the gate computes, per matchup, a ' +
          'log-likelihood ratio: how much more likely the games are if the score ' +
          'moved by the tolerance than if it stayed within the "nothing moved" ' +
          'bound. ' +
          'A matchup is called moved when its line climbs above the upper bound ' +
          'and within tolerance when it falls below the lower one; both bounds ' +
          'hold at every look, so looking often does not raise the error rates. A ' +
          'line still between them at the game cap is inconclusive.',
        charts: ['trajectory'],
      },
      { heading: 'Scores', charts: ['scores'] },
    ],
  };
}
