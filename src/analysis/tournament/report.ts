import { manifestOf } from '../shared/manifest.js';
import { rankedBarChart, type ChartSpec, VEGA_LITE_SCHEMA, CHART_FONT, CHART_WIDTH } from '../../report/charts.js';
import type { AnalysisOutput } from '../sweep/output.js';
import type { TournamentResult } from './run.js';
import { BALANCE_WORDS, count, withInterval } from '../shared/headline.js';

/** Final-rank distribution: one stacked bar per player, segments by rank (1 = winner). */
export function rankDistributionChart(r: TournamentResult): ChartSpec {
  const values = r.players.flatMap((p) => p.rankHist.map((count, k) => ({ player: p.player, rank: k + 1, share: count / r.tally.tournaments })));
  const order = [...r.players].sort((a, b) => a.meanRank - b.meanRank).map((p) => p.player);
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: { text: `${r.spec.name}: distribution of final rank over ${r.tally.tournaments} tournaments`, anchor: 'start' },
    background: 'white',
    padding: 8,
    config: { font: CHART_FONT, axis: { labelLimit: 360, labelFontSize: 11, titleFontSize: 12 }, legend: { labelLimit: 360 } },
    width: CHART_WIDTH,
    height: { step: 26 },
    data: { values },
    mark: { type: 'bar', height: { band: 0.75 } },
    encoding: {
      y: { field: 'player', type: 'nominal', sort: order, title: null },
      x: {
        field: 'share',
        type: 'quantitative',
        stack: 'zero',
        scale: { domain: [0, 1] },
        axis: { format: '.0%', title: 'Share of tournaments' },
        title: 'Share of tournaments',
      },
      color: { field: 'rank', type: 'ordinal', scale: { scheme: 'spectral' }, title: 'Final rank', legend: { direction: 'vertical' } },
      order: { field: 'rank', type: 'quantitative', sort: 'ascending' },
    },
  };
}

export function playerRows(r: TournamentResult): Record<string, unknown>[] {
  return r.players.map((p) => {
    const row: Record<string, unknown> = { ...p };
    delete row.rankHist;
    p.rankHist.forEach((c, k) => (row[`rank${k + 1}`] = c / r.tally.tournaments));
    return row;
  });
}

/**
 * The tournament's answer: the player most likely to win, favoured when that chance's 95% interval
 * lies above the fair share 1/players, balanced when every player's interval holds the fair share.
 */
export function tournamentHeadline(r: TournamentResult): string {
  const fair = 1 / r.players.length;
  const top = r.players.reduce((m, p) => (p.winEvent > m.winEvent ? p : m));
  const who = `${top.player} (${top.main} / ${top.secondary})`;
  // a house rule changes who meets whom: the headline must not pass for the rules as written
  const house = r.spec.avoidRematches ? ' (house rule avoidRematches: Swiss pairing avoids rematches, which SDS 10.10 does not ask)' : '';
  const chance =
    `wins the event in ${withInterval(top.winEvent, top.winLo, top.winHi)} ` +
    `of ${count(r.tally.tournaments)} tournaments, against a fair share of ` +
    `${(100 * fair).toFixed(1)}%${house}`;
  if (top.winLo > fair) return `${who} is ${BALANCE_WORDS.favoured}: ${chance}`;
  if (r.players.every((p) => p.winLo <= fair && fair <= p.winHi))
    return `The event is balanced: every player's 95% interval holds the fair ` + `share; the most likely winner, ${who}, ${chance}`;
  return `The event is ${BALANCE_WORDS.inconclusive}: the most likely winner, ${who}, ${chance}; more tournaments would tell`;
}

export function tournamentOutput(r: TournamentResult): AnalysisOutput {
  const manifest = manifestOf(
    'tournament',
    { ...r.spec.sample, file: r.spec.file, name: r.spec.name, inputs: r.spec.inputs },
    {
      seed: r.seed,
      tournaments: r.tally.tournaments,
      rounds: r.spec.rounds,
      players: r.spec.players.length,
      avoidRematches: r.spec.avoidRematches,
      allowed: r.spec.allowed,
      tiebreaks: r.spec.tiebreaks,
      gameResults: 'played by the ruleset, one game per table per round; game seed = f(master seed, tournament index, round, table)',
      workers: r.workers,
    },
  );
  const players = playerRows(r);
  const charts = [
    {
      name: 'win-event',
      title: 'Probability of winning the event',
      spec: rankedBarChart(
        r.players.map((p) => ({
          label: `${p.player} (${p.main} / ${p.secondary})`,
          value: p.winEvent,
          lo: p.winLo,
          hi: p.winHi,
          verdict: p.winLo > 1 / r.players.length ? 'favoured' : p.winHi < 1 / r.players.length ? 'outmatched' : 'balanced',
        })),
        `${r.spec.name}: probability of winning the event (95% interval)`,
        'P(win the event)',
        { reference: 1 / r.players.length, format: '.0%', referenceLabel: `fair share ${Number((100 / r.players.length).toFixed(1))}%` },
      ),
    },
    {
      name: 'mean-points',
      title: 'Mean tournament points',
      spec: rankedBarChart(
        r.players.map((p) => ({ label: `${p.player} (${p.main} / ${p.secondary})`, value: p.meanPoints, lo: p.pointsLo, hi: p.pointsHi })),
        `${r.spec.name}: mean tournament points after ${r.spec.rounds} rounds (95% interval)`,
        'Tournament points',
        { format: ',.0f' },
      ),
    },
    { name: 'rank-distribution', title: 'Distribution of final rank', spec: rankDistributionChart(r) },
  ];
  const g = r.tally.games;
  const text = [
    `${r.tally.tournaments} simulated tournaments of ${r.spec.players.length} players over ${r.spec.rounds} rounds (${g} games). ` +
      'Round 1 is drawn across poules (main lists); later rounds are Swiss by tournament points (1v2, 3v4, …)' +
      (r.spec.avoidRematches ? ', avoiding rematches where possible (a house rule: avoidRematches: true)' : '') +
      '; when two main lists may not meet, the better-ranked player keeps his main list and the other plays his secondary (SDS 10.10). ' +
      `Ranking ties: ${
        r.spec.tiebreaks
          .filter((t) => t.available)
          .map((t) => `${t.metric} (${t.of})`)
          .join(', ') || 'none'
      }, then lots.`,
    "Every game is played by the ruleset with the players' policies (not " +
      'sampled from a matchup table), seeded from the master seed, the ' +
      'tournament index, the round and the table.',
    r.tally.rematches ? `${r.tally.rematches} rematches (${((100 * r.tally.rematches) / g).toFixed(2)}% of games) could not be avoided.` : 'No rematches.',
    r.tally.illegal ? `${r.tally.illegal} games paired lists that may not meet under any combination of the two players' lists (played with the mains).` : '',
    ...r.spec.notes,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    title: `volley tournament: ${r.spec.name}`,
    headline: tournamentHeadline(r),
    subtitle: `${r.spec.players.length} players, ${r.spec.rounds} rounds, ${r.tally.tournaments} tournaments`,
    manifest,
    tables: [
      {
        name: 'players',
        rows: [...players].sort((a, b) => (b.winEvent as number) - (a.winEvent as number) || (a.meanRank as number) - (b.meanRank as number)),
        caption: 'Per player (main / secondary list): P(win the event), mean rank, mean tournament points, share of each final rank',
        primary: ['player', 'main', 'secondary', 'policy', 'winEvent', 'meanRank', 'meanPoints'],
        intervals: { winEvent: ['winLo', 'winHi'], meanRank: ['rankLo', 'rankHi'], meanPoints: ['pointsLo', 'pointsHi'] },
        formats: Object.fromEntries([
          ...['winEvent', 'winLo', 'winHi', 'secondaryShare'].map((k) => [k, 'percent' as const]),
          ...['meanRank', 'rankLo', 'rankHi'].map((k) => [k, { decimals: 2 }]),
          ...['meanPoints', 'pointsLo', 'pointsHi'].map((k) => [k, { decimals: 1 }]),
          ...r.players.map((_, k) => [`rank${k + 1}`, 'percent' as const]),
        ]),
      },
      {
        name: 'lists',
        rows: [...(r.lists as unknown as Record<string, unknown>[])].sort((a, b) => (b.score as number) - (a.score as number)),
        caption: 'Per list: games, score (indicative interval), mean tournament points per game, games as main / secondary',
        primary: ['list', 'poule', 'nation', 'games', 'wins', 'draws', 'losses', 'score', 'meanPointsPerGame'],
        formats: { score: 'percent', scoreLo: 'percent', scoreHi: 'percent', meanPointsPerGame: { decimals: 1 }, winEventAsMain: 'percent' },
      },
    ],
    charts,
    summary: { manifest, tally: r.tally, players: r.players, lists: r.lists },
    sections: [
      {
        heading: 'Players',
        text,
        charts: ['win-event', 'rank-distribution', 'mean-points'],
        tables: ['players'],
      },
      {
        heading: 'Lists',
        text: 'Games of a list within a tournament are not independent (same player, Swiss pairing), so the score interval is indicative.',
        tables: ['lists'],
      },
    ],
  };
}
