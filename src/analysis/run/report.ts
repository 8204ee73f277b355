import { summarise, summaryRow, type MatchupSummary } from '../../engine/summary.js';
import type { Tally } from '../../engine/tally.js';
import { buildReport, histogramChart, scoreBarChart, type ReportFile } from '../../report/index.js';
import type { SideInfo } from '../../rulesets/types.js';
import { findRuleset } from '../../rulesets/registry.js';
import { BALANCE_WORDS, DEFAULT_BAND, chartVerdict, count, matchupHeadline } from '../shared/headline.js';
import { robustnessOf, type Robustness } from '../shared/robustness.js';
import { policyLabel } from '../shared/run.js';
import { turnLimitOf, turnLimitText } from '../../report/turnLimit.js';
import { tiebreakOf, tiebreakText, type TiebreakMode } from '../../report/tiebreak.js';

/** What a run report is made of: enough to rebuild it from summary.json (`volley merge`). */

const PAIRS_INTERVAL = 'Wilson-type interval on mirrored game pairs: the same seed twice, lists swapping sides';
export interface RunResults {
  name: string;
  matchupId: string;
  sides: [SideInfo, SideInfo];
  seed: number | string;
  pairs: boolean;
  metricNames: string[];
  manifest: Record<string, unknown>;
  results: { policies: [string, string]; tally: Tally }[];
  /** The same matchup under the other competent policies at a fraction of the games (issue 31). */
  robustness?: { fraction: number; results: { policies: [string, string]; tally: Tally }[] };
  /** The first pairing replayed under each value of the ruleset's tiebreak option (Ruleset.tiebreak). */
  tiebreakModes?: TiebreakMode[];
}

export function runSummaries(r: RunResults): MatchupSummary[] {
  return r.results.map((x) => summarise(r.matchupId, r.sides, x.policies, r.pairs, x.tally));
}

/**
 * Rows for a histogram chart: one bar per value when there are few distinct values (turns),
 * else bins of a round width (1, 2, 5, 10, 20, 25, 50 …) so a wide range (points lost) stays
 * readable; each bin is drawn at its centre.
 */
export function histogramRows(hist: Record<string, number>, maxBins = 40): { value: number; count: number }[] {
  const entries = Object.entries(hist).map(([k, v]) => [Number(k), v] as const);
  if (entries.length === 0) return [];
  const lo = Math.min(...entries.map((e) => e[0]));
  const hi = Math.max(...entries.map((e) => e[0]));
  if (hi - lo + 1 <= maxBins) return entries.map(([value, count]) => ({ value, count }));
  const raw = (hi - lo + 1) / maxBins;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const width = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((w) => w >= raw && Number.isInteger(w)) ?? 10 * mag;
  const bins = new Map<number, number>();
  for (const [v, c] of entries) {
    const start = Math.floor(v / width) * width;
    bins.set(start, (bins.get(start) ?? 0) + c);
  }
  return [...bins].sort((a, b) => a[0] - b[0]).map(([start, count]) => ({ value: start + (width - 1) / 2, count }));
}

/** Columns of a matchup summary a reader needs first (the rest of summary.csv is folded on the page). */
export const RUN_COLUMNS = [
  'policyA',
  'policyB',
  'listA',
  'listB',
  'games',
  'winsA',
  'draws',
  'winsB',
  'scoreA',
  'meanTurns',
  'meanPointsLostA',
  'meanPointsLostB',
];
export const RUN_FORMATS = {
  scoreA: 'percent',
  scoreLo: 'percent',
  scoreHi: 'percent',
  winRateA: 'percent',
  winRateLo: 'percent',
  winRateHi: 'percent',
  drawRate: 'percent',
  scoreAsSide0: 'percent',
  scoreAsSide1: 'percent',
  varianceSaved: 'percent',
} as const;

/** The run's answer in one sentence: the first policy pairing's score against the balance band, and whether it holds under other play. */
export function runHeadline(summaries: MatchupSummary[], robustness?: Robustness): string {
  const s = summaries[0];
  const line = matchupHeadline({ listA: s.listA, listB: s.listB, score: s.scoreA, lo: s.scoreLo, hi: s.scoreHi, games: s.games });
  const head = summaries.length > 1 ? `${line}, with policies ${s.policyA} v ${s.policyB}` : line;
  return robustness ? `${head}; ${robustness.words}` : head;
}

/** The robustness verdict of a run: every policy it played (main run first, then the robustness runs). */
export function runRobustness(r: RunResults, summaries = runSummaries(r)): Robustness | undefined {
  if (!r.robustness) return undefined;
  const extra = r.robustness.results.map((x) => summarise(r.matchupId, r.sides, x.policies, r.pairs, x.tally));
  const all = [...summaries, ...extra];
  return robustnessOf(
    all.map((s) => ({ policy: policyLabel([s.policyA, s.policyB]), games: s.games, score: s.scoreA, lo: s.scoreLo, hi: s.scoreHi })),
    DEFAULT_BAND,
  );
}

/**
 * The points-lost paragraph: what points lost are in this game (the ruleset's own words,
 * Ruleset.pointsLost), then the games in which each whole list counted as lost against the games
 * it lost. The counts come from the tally, so without the game's words the paragraph states only them.
 */
export function lossesText(sides: [SideInfo, SideInfo], t: Tally, gameWords?: string): string {
  const lostGames = [t.winsB, t.winsA];
  const parts = [0, 1].map((k) => {
    const whole = t.pointsLostHist[k][sides[k].points] ?? 0;
    return `${sides[k].name}: ${count(whole)} of ${count(t.games)} games at its whole list (${sides[k].points} pts), having lost ${count(lostGames[k])}`;
  });
  return `Points lost per game, each list in its own panel.${gameWords ? ` ${gameWords}` : ''} ${parts.join('; ')}.`;
}

/** summary.csv/json, score/turns/points-lost charts and index.html of one run. */
export async function runReportFiles(r: RunResults, summaries = runSummaries(r)): Promise<ReportFile[]> {
  const { name, sides, pairs, seed, manifest } = r;
  const reasonNames = [...new Set(r.results.flatMap((x) => Object.keys(x.tally.reasons)))].sort();
  const rows = summaries.map((s) => summaryRow(s, r.metricNames, reasonNames));
  const several = r.results.length > 1;
  const label = (s: MatchupSummary) => (several ? ` (${s.policyA})` : '');
  const first = r.results[0];
  // a limit volley adds where the text has none (Ruleset.turnLimit): the share of games it decided
  const turnLimit = turnLimitOf(manifest, r.results);
  const robust = runRobustness(r, summaries);
  // a tiebreak the rules decide games by (Ruleset.tiebreak): its share, and the verdict by reading
  const tiebreak = tiebreakOf(manifest, r.results, r.tiebreakModes);
  return buildReport({
    title: `volley run: ${name}`,
    headline: runHeadline(summaries, robust),
    manifest,
    tables: [
      { name: 'summary', rows, caption: 'Result per policy', primary: RUN_COLUMNS, formats: RUN_FORMATS },
      ...(robust
        ? [
            {
              name: 'robustness',
              rows: robustRows(robust),
              // one row per policy: the policy is a column of one table, not a table each
              perPolicy: false,
              caption:
                `${listOf(summaries)}'s score under each competent policy ` + `(${robust.dependsOnPlay ? 'the verdict depends on play' : 'the verdict holds'})`,
              formats: { score: 'percent', scoreLo: 'percent', scoreHi: 'percent' } as const,
            },
          ]
        : []),
    ],
    charts: [
      {
        name: 'score',
        title: 'Score of each list with 95% interval',
        spec: scoreBarChart(
          summaries.flatMap((s) => [
            { label: `${s.listA}${label(s)}`, score: s.scoreA, lo: s.scoreLo, hi: s.scoreHi, verdict: chartVerdict(s.scoreLo, s.scoreHi) },
            { label: `${s.listB}${label(s)}`, score: 1 - s.scoreA, lo: 1 - s.scoreHi, hi: 1 - s.scoreLo, verdict: chartVerdict(1 - s.scoreHi, 1 - s.scoreLo) },
          ]),
          `${name}: score (W + D/2)/N with 95% interval`,
          { band: DEFAULT_BAND },
        ),
      },
      {
        name: 'turns',
        title: 'Game length',
        spec: histogramChart(histogramRows(first.tally.turns), `${name}: game length (${first.policies.join(' v ')})`, 'game turns'),
      },
      {
        name: 'points-lost',
        title: 'Points lost per game',
        spec: histogramChart(
          [0, 1].flatMap((k) => histogramRows(first.tally.pointsLostHist[k]).map((row) => ({ ...row, series: `${sides[k].name} (${sides[k].points} pts)` }))),
          `${name}: points lost per game by each list (${first.policies.join(' v ')})`,
          'points lost',
        ),
      },
    ],
    summaryJson: {
      manifest,
      sides,
      matchupId: r.matchupId,
      metricNames: r.metricNames,
      summaries,
      ...(turnLimit ? { turnLimit } : {}),
      ...(tiebreak ? { tiebreak } : {}),
      ...(robust && r.robustness ? { robustness: { fraction: r.robustness.fraction, ...robust }, robustnessTallies: r.robustness.results } : {}),
      tallies: r.results,
    },
    sections: [
      {
        heading: 'Score',
        text:
          `${sides[0].name} (${sides[0].points} pts) against ${sides[1].name} ` +
          `(${sides[1].points} pts), ${first.tally.games} games per policy, ` +
          `master seed ${seed}. ` +
          `Score = (wins + draws/2)/games with a 95% interval ` +
          `(${pairs ? PAIRS_INTERVAL : 'Wilson-type interval on independent games'}).`,
        charts: ['score'],
        tables: robust ? ['summary', 'robustness'] : ['summary'],
      },
      {
        heading: 'Game length and losses',
        text: `${lossesText(sides, first.tally, pointsLostWords(manifest))}${turnLimit ? ` ${turnLimitText(turnLimit)}` : ''}`,
        charts: ['turns', 'points-lost'],
      },
      ...(tiebreak ? [{ heading: 'Tiebreak', text: tiebreakText(tiebreak) }] : []),
    ],
  });
}

/** The ruleset's own words on points lost (Ruleset.pointsLost), from the ruleset the manifest names. */
function pointsLostWords(manifest: Record<string, unknown>): string | undefined {
  return typeof manifest.ruleset === 'string' ? findRuleset(manifest.ruleset)?.pointsLost : undefined;
}

function listOf(summaries: MatchupSummary[]): string {
  return summaries[0].listA;
}

/** One row per policy: its games, list A's score with interval and the verdict in headline words. */
function robustRows(r: Robustness): Record<string, unknown>[] {
  return r.scores.map((s) => {
    const v = chartVerdict(s.lo, s.hi, DEFAULT_BAND);
    return {
      policy: s.policy,
      games: s.games,
      score: s.score,
      scoreLo: s.lo,
      scoreHi: s.hi,
      verdict: v === 'outmatched' ? `opponent ${BALANCE_WORDS.favoured}` : v === 'balanced' ? BALANCE_WORDS.balanced : v,
    };
  });
}
