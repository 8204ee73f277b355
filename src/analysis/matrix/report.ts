import { heatmapChart, rankedBarChart, type ChartSpec, type ReportChart, type ReportInput, type ReportSection, type ReportTable } from '../../report/index.js';
import { summarise, summaryRow } from '../../engine/summary.js';
import type { MatrixResult } from './run.js';
import type { Verdict } from '../shared/field.js';
import { BALANCE_WORDS, OPPONENT_FAVOURED, bandText, count, fieldWords, pairingWords, withInterval } from '../shared/headline.js';
import { RUN_COLUMNS, RUN_FORMATS } from '../run/report.js';
import { matrixTiebreak, matrixTiebreakText } from './tiebreak.js';

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a';
}

function stem(policy: string): string {
  return policy.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/**
 * Rows and columns in the poule's list order. The chart builder orders each axis by first
 * appearance, and without diagonal cells no cell order can give both axes the same order.
 */
function sameOrder(spec: ChartSpec, names: string[]): ChartSpec {
  const enc = spec.encoding as { x: { sort?: unknown }; y: { sort?: unknown } };
  enc.x.sort = names;
  enc.y.sort = names;
  return spec;
}

/** Family-wise error rate of the field flags: 1 − the matrix's 95% level. */
const FAMILY_RATE = 0.05;

/** What a flag claims, for the page and summary.json. */
function familyNote(lists: number, band: string): string {
  return (
    `A list is flagged when its interval of the mean score against the ` +
    `field lies wholly outside the balance band ${band}, with Holm's ` +
    `step-down correction over the ${lists} lists of each policy: ` +
    `the chance that any in-band list is flagged is at most ${100 * FAMILY_RATE}% (family-wise error rate), not ${100 * FAMILY_RATE}% per list. ` +
    `Each list's interval is shown at the Holm level that decided it (1 − ` +
    `${FAMILY_RATE}/${lists} for the first step, up to 95%), so it lies ` +
    `outside the band exactly when the list is flagged. ` +
    'The matchup cells and the ratings keep their per-cell 95% intervals.'
  );
}

/** A verdict against one opponent as the tables store it: 'outmatched' (by the field) becomes "opponent favoured". */
function oneOpponent(v: Verdict): string {
  return v === 'outmatched' ? OPPONENT_FAVOURED : v;
}

/**
 * The matrix's answer: how many lists are balanced against the field, then the favoured,
 * outmatched and inconclusive ones by name. With several policies the first clause counts the
 * balanced lists under each, and each policy's named lists follow.
 */
export function matrixHeadline(r: MatrixResult): string {
  const band = `${BALANCE_WORDS.balanced} of ${bandText(r.band)} against the field`;
  const multi = r.byPolicy.length > 1;
  const balanced = (pm: MatrixResult['byPolicy'][number]) => pm.field.filter((f) => f.verdict === 'balanced').length;
  const n = r.byPolicy[0].field.length;
  const head = multi
    ? `lists ${band}: ${r.byPolicy.map((pm) => `${balanced(pm)} of ${n} under ${pm.policy}`).join(', ')}`
    : `${balanced(r.byPolicy[0])} of ${n} lists are ${band}`;
  const parts = [head, ...r.byPolicy.flatMap((pm) => namedLists(pm, multi ? `under ${pm.policy}, ` : ''))];
  return `${parts.join('; ')} (${count(r.games)} games per matchup)${playWords(r)}`;
}

/** The lists of one policy outside the band or across its edge, by name, each verdict a clause. */
function namedLists(pm: MatrixResult['byPolicy'][number], under: string): string[] {
  const of = (v: Verdict) => pm.field.filter((f) => f.verdict === v);
  const named = (v: Verdict) =>
    of(v)
      .map((f) => `${f.list} ${withInterval(f.field, f.fieldLo, f.fieldHi)}`)
      .join(', ');
  const parts: string[] = [];
  if (of('favoured').length) parts.push(`${under}${BALANCE_WORDS.favoured}: ${named('favoured')}`);
  if (of('outmatched').length) parts.push(`${under}${fieldWords('outmatched', pm.field[0].opponents)}: ${named('outmatched')}`);
  if (of('inconclusive').length)
    parts.push(
      `${under}${BALANCE_WORDS.inconclusive}: ${of('inconclusive')
        .map((f) => f.list)
        .join(', ')}`,
    );
  return parts;
}

/**
 * The robustness check in the headline's words: the lists whose field verdict depends on play,
 * each with every policy's field score, else the policies the verdicts hold under.
 */
export function playWords(r: MatrixResult): string {
  if (!r.play) return '';
  const dep = r.play.lists.filter((l) => l.robustness.dependsOnPlay);
  if (dep.length === 0) return `; ${r.play.lists[0].robustness.words}`;
  const scores = (l: (typeof dep)[number]) => l.robustness.scores.map((x) => `${x.policy} ${withInterval(x.score, x.lo, x.hi)}`).join(', ');
  return `; depends on play for ${dep.length} of ${r.play.lists.length} lists: ${dep.map((l) => `${l.list} (${scores(l)})`).join('; ')}`;
}

export function matrixReport(r: MatrixResult): ReportInput {
  const multi = r.byPolicy.length > 1;
  const tables: ReportTable[] = [];
  const charts: ReportChart[] = [];
  const sections: ReportSection[] = [];
  const band = `${pct(r.band[0])}–${pct(r.band[1])}`;

  const fieldRows = r.byPolicy.flatMap((pm) =>
    pm.field.map((f) => ({
      policy: f.policy,
      list: f.list,
      opponents: f.opponents,
      games: f.games,
      field: f.field,
      fieldLo: f.fieldLo,
      fieldHi: f.fieldHi,
      fieldLevel: f.fieldLevel,
      // against a single opponent "outmatched by the field" would name a field that is not there
      verdict: f.opponents === 1 ? oneOpponent(f.verdict) : f.verdict,
      flagged: f.flagged,
      elo: f.elo,
      eloLo: f.eloLo,
      eloHi: f.eloHi,
      metaWeight: f.metaWeight,
      scoreVsMeta: f.scoreVsMeta,
    })),
  );
  tables.push({
    name: 'field',
    caption:
      `Each list against the field ` +
      `(${r.poule.weights.every((w) => w === 1) ? 'equal weights' : 'weights from the poule file'}), ` +
      `sorted by interval lower bound; balance band ${band}`,
    rows: fieldRows,
    primary: ['policy', 'list', 'opponents', 'games', 'field', 'fieldLevel', 'verdict', 'elo', 'metaWeight'],
    intervalLabels: { field: '[interval at its Holm level]' },
    formats: {
      // a confidence level reads as a percentage (98.3%), as the intervals beside it
      fieldLevel: 'percent',
      field: 'percent',
      fieldLo: 'percent',
      fieldHi: 'percent',
      metaWeight: 'percent',
      scoreVsMeta: 'percent',
      elo: { decimals: 0 },
      eloLo: { decimals: 0 },
      eloHi: { decimals: 0 },
    },
  });
  // a cell is one list against one opponent: a score below the band favours that opponent.
  // Each pair once, from the side of the list first in the poule (the other side scores 100% minus it).
  const cellRows = r.byPolicy.flatMap((pm) =>
    pm.cells.filter((c) => c.row < c.col).map(({ row: _r, col: _c, ...rest }) => ({ ...rest, verdict: oneOpponent(rest.verdict) })),
  );
  tables.push({
    name: 'cells',
    caption: "Each pair of lists once: the first list's score against its opponent, with 95% interval (the opponent scores 100% minus it)",
    rows: cellRows,
    // the page lists each pair once, in the matchups table; the heatmap draws these scores
    onPage: false,
    primary: ['policy', 'list', 'opponent', 'games', 'wins', 'draws', 'losses', 'score', 'verdict'],
    formats: { score: 'percent', lo: 'percent', hi: 'percent', scoreAsSide0: 'percent', scoreAsSide1: 'percent', varianceSaved: 'percent' },
  });
  // Wide score matrix per policy (rows: list, columns: opponents).
  const wide = r.byPolicy.flatMap((pm) =>
    r.poule.names.map((list) => {
      const row: Record<string, unknown> = { policy: pm.policy, list };
      for (const opp of r.poule.names) {
        const c = pm.cells.find((x) => x.list === list && x.opponent === opp);
        row[opp] = c ? c.score : list === opp ? 0.5 : NaN;
      }
      return row;
    }),
  );
  tables.push({
    name: 'matrix',
    caption: 'Score matrix (row list against column opponent; blank: not allowed to meet)',
    rows: wide,
    // the heatmap on the page is this matrix
    onPage: false,
    columns: ['policy', 'list', ...r.poule.names],
    formats: Object.fromEntries(r.poule.names.map((n) => [n, 'percent' as const])),
  });
  const metrics = r.scenarios[0].ruleset.metricNames;
  const reasons = [...new Set(r.tallies.flatMap((t) => Object.keys(t.tally.reasons)))].sort();
  tables.push({
    name: 'matchups',
    caption: 'Every matchup played (list A against list B), full statistics',
    primary: RUN_COLUMNS,
    formats: RUN_FORMATS,
    rows: r.tallies.map((t) => {
      const sc = r.scenarios[r.poule.pairs.findIndex(([i, j]) => r.poule.names[i] === t.list && r.poule.names[j] === t.opponent)];
      return summaryRow(summarise(`${t.list}~${t.opponent}`, sc.ruleset.sides(sc.setup), [t.policy, t.policy], r.pairs, t.tally), metrics, reasons);
    }),
  });

  for (const pm of r.byPolicy) {
    const s = multi ? `-${stem(pm.policy)}` : '';
    const under = multi ? ` (policy ${pm.policy})` : '';
    const before = charts.length;
    charts.push({
      name: `heatmap${s}`,
      title: `Score matrix${under}`,
      spec: sameOrder(
        heatmapChart(
          pm.cells.map((c) => ({ row: c.list, col: c.opponent, score: c.score, lo: c.lo, hi: c.hi })),
          `${r.poule.name}: score of each list (row) against each opponent${under}`,
        ),
        r.poule.names,
      ),
    });
    charts.push({
      name: `field${s}`,
      title: `Mean score against the field, balance band ${band}${under}`,
      spec: rankedBarChart(
        pm.field.map((f) => ({ label: f.list, value: f.field, lo: f.fieldLo, hi: f.fieldHi, verdict: f.verdict })),
        `${r.poule.name}: mean score against the field${under}`,
        'Score against the field (95% interval)',
        { reference: 0.5, band: r.band, format: '.1%', referenceLabel: '50%: even', bandLabel: `balance band ${band}` },
      ),
    });
    if (pm.field.every((f) => Number.isFinite(f.elo))) {
      charts.push({
        name: `rating${s}`,
        title: `Bradley–Terry rating (Elo scale, mean 0)${under}`,
        spec: rankedBarChart(
          pm.field.map((f) => ({ label: f.list, value: f.elo, lo: f.eloLo, hi: f.eloHi })),
          `${r.poule.name}: Bradley–Terry rating${under}`,
          'Rating, Elo scale (95% interval)',
          { reference: 0, mark: 'point', format: '.0f', referenceLabel: '0: the average list' },
        ),
      });
    }
    if (pm.meta.kind !== 'omitted')
      charts.push({
        name: `meta${s}`,
        title: `Meta equilibrium (Nash mix)${under}`,
        spec: rankedBarChart(
          pm.field.map((f) => ({ label: f.list, value: f.metaWeight, lo: f.metaWeight, hi: f.metaWeight })),
          `${r.poule.name}: weight in the meta equilibrium${under}`,
          'Share of the meta mix',
          { format: '.0%' },
        ),
      });
    const flagged = pm.field.filter((f) => f.flagged);
    const vs = pm.varianceSaved;
    const text = [
      flagged.length
        ? `Outside the balance band ${band}: ` +
          `${flagged.map((f) => `${f.list} (${f.verdict}, ${pct(f.field)} [${pct(f.fieldLo)}, ${pct(f.fieldHi)}])`).join('; ')}.`
        : `No list's interval lies outside the balance band ${band}.`,
      `Unclear (interval straddles a band edge; more games would tell): ` +
        `${
          pm.field
            .filter((f) => f.verdict === 'inconclusive')
            .map((f) => f.list)
            .join(', ') || 'none'
        }.`,
      pm.meta.kind === 'omitted'
        ? `Meta equilibrium: ${pm.meta.note}.`
        : `Meta equilibrium: ` +
          `${pm.field
            .filter((f) => f.metaWeight > 0)
            .map((f) => `${f.list} ${pct(f.metaWeight)}`)
            .join(', ')}${pm.meta.note ? ` (${pm.meta.note})` : ''}.`,
      pm.bradleyTerry.note ? `Bradley–Terry: ${pm.bradleyTerry.note}.` : '',
      r.pairs
        ? `Mirrored pairs (the same seed twice, lists swapping sides): over the ` +
          `${vs.cells} matchups, ` +
          `${pairingWords(vs.pooled) || 'no measure of their effect'}.`
        : 'Independent games (--no-pairs): each matchup played half the games each way round.',
    ]
      .filter(Boolean)
      .join('\n\n');
    sections.push({ heading: `Matrix${under}`, text, charts: charts.slice(before).map((c) => c.name) });
  }
  sections.splice(0, 0, {
    heading: 'Summary',
    text: [
      `${r.poule.names.length} lists, ${r.poule.pairs.length} matchups ` +
        `(${r.poule.pairing === 'all' ? 'every pair' : `allowed pairs: ${r.poule.pairing}`}), ` +
        `${r.games} games each${r.pairs ? ' in mirrored pairs' : ''}, policies ` +
        `${r.policies.map((p) => p.join('/')).join(', ')}, seed ${r.seed}.`,
      familyNote(r.poule.names.length, band),
    ].join('\n\n'),
    tables: ['field'],
  });
  if (multi) {
    tables.push({
      name: 'policies',
      caption: 'Verdict per policy; "flips" marks a flag that does not hold under every policy',
      rows: r.robustness.map((p) => ({ list: p.list, ...p.verdicts, flips: p.flips })),
      columns: ['list', ...r.byPolicy.map((pm) => pm.policy), 'flips'],
    });
    sections.push({
      heading: 'Policy robustness',
      text:
        `Lists whose verdict flips between policies: ` +
        `${
          r.robustness
            .filter((p) => p.flips)
            .map((p) => p.list)
            .join(', ') || 'none'
        }.`,
      tables: ['policies'],
    });
  }
  if (r.play) {
    const names = r.play.lists[0].robustness.scores.map((x) => x.policy);
    tables.push({
      name: 'play',
      caption: `Each list's field score under each competent policy (the other policies at ${count(r.play.games)} games per matchup)`,
      rows: r.play.lists.map((l) => ({
        list: l.list,
        ...Object.fromEntries(l.robustness.scores.map((x) => [x.policy, x.score])),
        verdict: l.robustness.dependsOnPlay ? 'depends on play' : 'holds',
      })),
      columns: ['list', ...names, 'verdict'],
      formats: Object.fromEntries(names.map((n) => [n, 'percent' as const])),
    });
    sections.push({
      heading: 'Does play decide the verdicts?',
      text:
        `The matrix again, on the same seeds, under the game's other competent ` +
        `policies (${r.play.policies.join(', ')}) at ` +
        `${Math.round(100 * r.play.fraction)}% of the games. A list's verdict ` +
        `depends on play when two policies' field intervals exclude each other ` +
        `or give opposite verdicts.`,
      tables: ['play'],
    });
  }
  sections.push({
    heading: 'Matchups',
    text: 'Each pair of lists once. cells.csv has the same scores with their intervals; matrix.csv is the heatmap as a table.',
    tables: ['matchups'],
  });
  // a tiebreak the rules decide games by (Ruleset.tiebreak): its share per list and per matchup
  const tiebreak = matrixTiebreak(r);
  if (tiebreak) {
    const share = { share: 'percent' as const };
    tables.push(
      {
        name: 'tiebreak',
        caption: "Share of each list's battles (all its matchups) the tiebreak decided",
        rows: tiebreak.lists.map((x) => ({ ...x })),
        formats: share,
      },
      {
        name: 'tiebreakMatchups',
        caption: "Share of each matchup's battles the tiebreak decided",
        rows: tiebreak.cells.map((x) => ({ ...x })),
        formats: share,
      },
    );
    const modes = r.tiebreakModes ?? [];
    if (modes.length)
      tables.push({
        name: 'tiebreakModes',
        caption: `Each list's field score under each reading of the tiebreak (${tiebreak.option ?? 'option'}; policy ${modes[0].policy}, same seeds)`,
        rows: modes.flatMap((m) => m.lists.map((l) => ({ [tiebreak.option ?? 'value']: m.value, ...l }))),
        formats: { field: 'percent', lo: 'percent', hi: 'percent' },
      });
    sections.push({
      heading: 'Tiebreak',
      text: matrixTiebreakText(tiebreak, r.tiebreakModes),
      tables: ['tiebreak', 'tiebreakMatchups', ...(modes.length ? ['tiebreakModes'] : [])],
    });
  }

  const summaryJson = {
    manifest: r.manifest,
    poule: {
      file: r.poule.file,
      name: r.poule.name,
      lists: r.poule.names,
      weights: r.poule.weights,
      pairing: r.poule.pairing,
      pairs: r.poule.pairs.map(([i, j]) => [r.poule.names[i], r.poule.names[j]]),
    },
    games: r.games,
    seed: r.seed,
    mirroredPairs: r.pairs,
    band: r.band,
    familyWise: { method: 'Holm', rate: FAMILY_RATE, lists: r.poule.names.length, text: familyNote(r.poule.names.length, band) },
    flagged: r.byPolicy.flatMap((pm) =>
      pm.field.filter((f) => f.flagged).map((f) => ({ policy: pm.policy, list: f.list, verdict: f.verdict, field: f.field, lo: f.fieldLo, hi: f.fieldHi })),
    ),
    flips: r.robustness.filter((p) => p.flips).map((p) => p.list),
    policies: r.byPolicy,
    robustness: r.robustness,
    ...(tiebreak
      ? { tiebreak: { ...tiebreak, ...(r.tiebreakModes ? { modes: r.tiebreakModes } : {}), text: matrixTiebreakText(tiebreak, r.tiebreakModes) } }
      : {}),
    tallies: r.tallies,
    ...(r.play
      ? {
          play: {
            fraction: r.play.fraction,
            gamesPerMatchup: r.play.games,
            policies: r.play.policies,
            lists: r.play.lists.map((l) => ({ list: l.list, ...l.robustness })),
            tallies: r.play.tallies,
          },
        }
      : {}),
  };
  return {
    title: `volley matrix: ${r.poule.name}`,
    headline: matrixHeadline(r),
    subtitle: `${r.poule.names.length} lists, ${r.poule.pairs.length} matchups, ${r.games} games each`,
    manifest: r.manifest,
    tables,
    charts,
    summaryJson,
    sections,
  };
}
