import { findPolicy } from '../../rulesets/registry.js';
import { heatmapChart, rankedBarChart, type ChartSpec, type ReportInput } from '../../report/index.js';
import { count, withInterval } from '../shared/headline.js';
import type { MatrixCell } from '../matrix/analyse.js';
import type { LadderResult } from './run.js';

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

/** Ratings from the strongest down (Bradley–Terry on the Elo scale, then score against the field). */
export function ranked(r: LadderResult): LadderResult['matrix']['field'] {
  return [...r.matrix.field].sort((a, b) => (Number.isFinite(b.elo) && Number.isFinite(a.elo) ? b.elo - a.elo : b.field - a.field));
}

/** The cell of `policy` against `opponent`. */
export function cellOf(r: LadderResult, policy: string, opponent: string): MatrixCell | undefined {
  return r.matrix.cells.find((c) => c.list === policy && c.opponent === opponent);
}

/** The ladder's answer: the strongest policy, its worst pairing, and the weakest. */
export function ladderHeadline(r: LadderResult): string {
  const order = ranked(r);
  const top = order[0];
  const bottom = order[order.length - 1];
  const worst = r.matrix.cells.filter((c) => c.list === top.list).sort((a, b) => a.lo - b.lo)[0];
  const beatsAll = r.matrix.cells.filter((c) => c.list === top.list).every((c) => c.lo > 0.5);
  const lead = beatsAll
    ? `${top.list} is the strongest ${r.game} policy, beating every other (closest: ${withInterval(worst.score, worst.lo, worst.hi)} against ${worst.opponent})`
    : `${top.list} rates highest of ${r.policies.length} ${r.game} policies ` +
      `but does not beat every other ` +
      `(${withInterval(worst.score, worst.lo, worst.hi)} against ` +
      `${worst.opponent})`;
  return (
    `${lead}; ${bottom.list} is weakest at ` +
    `${withInterval(bottom.field, bottom.fieldLo, bottom.fieldHi)} against ` +
    `the field (${count(r.games)} games per pairing)`
  );
}

function sameOrder(spec: ChartSpec, names: string[]): ChartSpec {
  const enc = spec.encoding as { x: { sort?: unknown }; y: { sort?: unknown } };
  enc.x.sort = names;
  enc.y.sort = names;
  return spec;
}

export function ladderReport(r: LadderResult): ReportInput {
  const order = ranked(r);
  const names = order.map((f) => f.list);
  const ratings = order.map((f, k) => ({
    rank: k + 1,
    policy: f.list,
    elo: f.elo,
    eloLo: f.eloLo,
    eloHi: f.eloHi,
    field: f.field,
    fieldLo: f.fieldLo,
    fieldHi: f.fieldHi,
    games: f.games,
    description: findPolicy(r.scenario.ruleset, f.list)?.description ?? '',
  }));
  const cells = r.matrix.cells.map(({ row: _r, col: _c, list, opponent, verdict: _v, policy: _p, ...rest }) => ({ policy: list, opponent, ...rest }));
  const wide = names.map((p) => {
    const row: Record<string, unknown> = { policy: p };
    for (const o of names) row[o] = p === o ? 0.5 : (cellOf(r, p, o)?.score ?? NaN);
    return row;
  });
  const sides = r.scenario.ruleset.sides(r.scenario.setup);
  return {
    title: `volley policies: ${r.game}`,
    headline: ladderHeadline(r),
    subtitle: `${r.policies.length} policies on ${sides[0].name} v ${sides[1].name}, ${r.games} games per pairing`,
    manifest: r.manifest,
    tables: [
      {
        name: 'summary',
        caption: 'Ratings, strongest first: Bradley–Terry on the Elo scale (mean 0) and mean score against the other policies, with 95% intervals',
        rows: ratings,
        perPolicy: false,
        formats: { elo: { decimals: 0 }, eloLo: { decimals: 0 }, eloHi: { decimals: 0 }, field: 'percent', fieldLo: 'percent', fieldHi: 'percent' },
      },
      {
        name: 'matrix',
        caption: 'Score of each policy (row) against each opponent policy (column)',
        rows: wide,
        columns: ['policy', ...names],
        perPolicy: false,
        formats: Object.fromEntries(names.map((n) => [n, 'percent' as const])),
      },
      {
        name: 'cells',
        caption: 'Every pairing: score with 95% interval (mirrored pairs, each policy on each list)',
        rows: cells,
        perPolicy: false,
        formats: { score: 'percent', lo: 'percent', hi: 'percent', scoreAsSide0: 'percent', scoreAsSide1: 'percent', varianceSaved: 'percent' },
      },
    ],
    charts: [
      {
        name: 'rating',
        title: 'Bradley–Terry rating (Elo scale, mean 0)',
        spec: rankedBarChart(
          order.map((f) => ({ label: f.list, value: f.elo, lo: f.eloLo, hi: f.eloHi })),
          `${r.game}: policy rating`,
          'Rating, Elo scale (95% interval)',
          { reference: 0, mark: 'point', format: '.0f' },
        ),
      },
      {
        name: 'heatmap',
        title: 'Score matrix',
        spec: sameOrder(
          heatmapChart(
            r.matrix.cells.map((c) => ({ row: c.list, col: c.opponent, score: c.score, lo: c.lo, hi: c.hi })),
            `${r.game}: score of each policy (row) against each opponent policy`,
            { rowTitle: 'Policy', colTitle: 'Opponent policy' },
          ),
          names,
        ),
      },
    ],
    summaryJson: {
      manifest: r.manifest,
      game: r.game,
      scenario: r.file,
      games: r.games,
      seed: r.seed,
      ratingDispersion: r.matrix.bradleyTerry.dispersion,
      ratings,
      cells,
      tallies: r.tallies,
    },
    sections: [
      {
        heading: 'Ratings',
        text: [
          `Every policy against every other on ${sides[0].name} v ` +
            `${sides[1].name} (${r.file}): ${r.games} games per pairing in mirrored ` +
            `pairs, each policy half the games on each list, seed ${r.seed}.`,
          `Bradley–Terry fit${r.matrix.bradleyTerry.note ? `: ${r.matrix.bradleyTerry.note}` : ' on game points'}.`,
          `Each pairing is played in two strata, each policy on one list and then ` +
            `on the other; a list effect is the same for every pair of a stratum ` +
            `and cancels in the mean, so the rating intervals use the variance ` +
            `within strata: the binomial covariance scaled by the dispersion φ = ` +
            `${r.matrix.bradleyTerry.dispersion.toFixed(2)} (intervals × ` +
            `${Math.sqrt(r.matrix.bradleyTerry.dispersion).toFixed(2)}); the score ` +
            `intervals against the field and per pairing use the same within-strata ` +
            `variance. Field intervals are at their Holm level over the ` +
            `${r.policies.length} policies, as in volley matrix.`,
          `Strongest: ${order[0].list} ${pct(order[0].field)} ` +
            `[${pct(order[0].fieldLo)}, ${pct(order[0].fieldHi)}] against the ` +
            `field; weakest: ${order[order.length - 1].list} ` +
            `${pct(order[order.length - 1].field)}.`,
        ].join('\n\n'),
        tables: ['summary'],
        charts: ['rating'],
      },
      { heading: 'Score matrix', tables: ['matrix', 'cells'], charts: ['heatmap'] },
    ],
  };
}
