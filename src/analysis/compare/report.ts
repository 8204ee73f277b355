import { rankedBarChart, scoreBarChart, type ReportInput } from '../../report/index.js';
import type { CompareResult, MatchupCompare } from './run.js';

function pct(x: number, d = 1): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(d)}%` : 'n/a';
}

function signed(x: number): string {
  return Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}` : 'n/a';
}

export function compareRows(r: CompareResult): Record<string, unknown>[] {
  return r.matchups.map((m) => ({
    matchup: `${m.listA} v ${m.listB}`,
    listA: m.listA,
    listB: m.listB,
    verdict: m.verdict,
    truncated: m.truncated,
    delta: m.delta,
    deltaLo: m.deltaLo,
    deltaHi: m.deltaHi,
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
  }));
}

function outcomeLine(r: CompareResult): string {
  const tol = `${(100 * r.flags.tolerance).toFixed(1)} points of score`;
  if (r.flags.expectChange) {
    return r.moved > 0
      ? `**PASS** (change expected): ${r.moved} of ${r.matchups.length} matchups moved by ${tol} or more.`
      : `**FAIL** (change expected): no matchup moved by ${tol} or more.`;
  }
  return r.moved > 0
    ? `**FAIL**: ${r.moved} of ${r.matchups.length} matchups moved by ${tol} or more.`
    : `**PASS**: no matchup moved by ${tol} or more (${r.matchups.length} checked).`;
}

/** Markdown for a pull-request comment. */
export function compareMarkdown(r: CompareResult): string {
  const row = (m: MatchupCompare) =>
    `| ${m.listA} v ${m.listB} | ${m.verdict === 'moved' ? '**moved**' : 'unchanged'}${m.truncated ? ' (cap)' : ''} | ${signed(m.delta)} [${signed(m.deltaLo)}, ${signed(m.deltaHi)}] | ${pct(m.base.score)} → ${pct(m.variant.score)} | ${m.games} |`;
  return [
    `### volley compare: ${r.suite.name}`,
    '',
    outcomeLine(r),
    '',
    `Base: \`${r.flags.base.label}\` · Variant: \`${r.flags.variant.label}\``,
    '',
    '| matchup | verdict | Δ score, points [95% CI] | score of A, base → variant | games per arm |',
    '|---|---|---|---|---|',
    ...r.matchups.map(row),
    '',
    `Test: ${r.hypotheses} Game cap ${r.maxGames} per matchup and arm; "(cap)" marks a verdict taken at the cap by the sign of the likelihood ratio.`,
    `Seeds: master ${String(r.seed)}, ${r.pairs ? 'mirrored pairs' : 'single games'}, policies ${r.policies.join('/')}, both arms on the same seeds (common random numbers). Times are in timing.json.`,
    '',
  ].join('\n');
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** JUnit XML: one testcase per matchup (fails when it moved), plus one for --expect-change. */
export function compareJunit(r: CompareResult): string {
  const cases = r.matchups.map((m) => {
    const name = xml(`${m.listA} v ${m.listB}`);
    const detail = `delta ${signed(m.delta)} points [${signed(m.deltaLo)}, ${signed(m.deltaHi)}], base ${pct(m.base.score)}, variant ${pct(m.variant.score)}, ${m.games} games per arm, SPRT ${m.sprt.decision} (LLR ${m.sprt.llr.toFixed(2)} in [${m.sprt.lower.toFixed(2)}, ${m.sprt.upper.toFixed(2)}])${m.truncated ? ', stopped at the game cap' : ''}`;
    const fail = !r.flags.expectChange && m.verdict === 'moved';
    const body = fail
      ? `\n    <failure message="${xml(`moved by ${signed(m.delta)} points (tolerance ${(100 * r.flags.tolerance).toFixed(1)} points)`)}" type="moved">${xml(detail)}</failure>\n  `
      : `\n    <system-out>${xml(detail)}</system-out>\n  `;
    return `  <testcase classname="${xml(`volley.compare.${r.suite.name}`)}" name="${name}">${body}</testcase>`;
  });
  let failures = r.flags.expectChange ? 0 : r.moved;
  if (r.flags.expectChange) {
    const ok = r.moved > 0;
    if (!ok) failures++;
    cases.push(
      `  <testcase classname="${xml(`volley.compare.${r.suite.name}`)}" name="expect-change" time="0">${
        ok ? '' : `\n    <failure message="no matchup moved by ${(100 * r.flags.tolerance).toFixed(1)} points of score or more" type="unchanged"/>\n  `
      }</testcase>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="volley compare" tests="${cases.length}" failures="${failures}" errors="0">`,
    `<testsuite name="${xml(r.suite.name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0">`,
    ...cases,
    '</testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function compareReport(r: CompareResult): ReportInput {
  const rows = compareRows(r);
  const tol = r.flags.tolerance;
  return {
    title: `volley compare: ${r.suite.name}`,
    subtitle: `${r.flags.base.label} → ${r.flags.variant.label}`,
    manifest: r.manifest,
    tables: [
      {
        name: 'compare',
        caption: 'Per matchup: paired score difference (variant − base) of list A, sequential test verdict',
        rows: [...rows].sort((a, b) => Math.abs(b.delta as number) - Math.abs(a.delta as number)),
        formats: { delta: 'percent', deltaLo: 'percent', deltaHi: 'percent', base: 'percent', baseLo: 'percent', baseHi: 'percent', variant: 'percent', variantLo: 'percent', variantHi: 'percent', llr: { decimals: 2 }, lower: { decimals: 2 }, upper: { decimals: 2 } },
      },
    ],
    charts: [
      {
        name: 'delta',
        title: `Score difference variant − base with 95% interval; shaded: ±${(100 * tol).toFixed(1)} points tolerance`,
        spec: rankedBarChart(
          r.matchups.map((m) => ({ label: `${m.listA} v ${m.listB}`, value: m.delta, lo: m.deltaLo, hi: m.deltaHi })),
          `${r.suite.name}: change in list A's score`,
          'Δ score, variant − base (95% interval)',
          { reference: 0, band: [-tol, tol], mark: 'point', format: '+.1%' },
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
      outcome: { moved: r.moved, matchups: r.matchups.length, exitCode: r.exitCode, expectChange: r.flags.expectChange, text: outcomeLine(r).replace(/\*\*/g, '') },
      hypotheses: { text: r.hypotheses, h0: r.h0, h1: tol, alpha: r.flags.alpha, beta: r.flags.beta, maxGames: r.maxGames, batch: r.flags.batch },
      // seconds to each verdict are in timing.json: everything else here is byte-identical across runs
      matchups: r.matchups.map(({ secondsToVerdict: _timing, ...m }) => m),
    },
    sections: [
      { heading: 'Verdict', text: `${outcomeLine(r).replace(/\*\*/g, '')}\n\n${r.hypotheses}`, charts: ['delta'], tables: ['compare'] },
      { heading: 'Scores', charts: ['scores'] },
    ],
  };
}
