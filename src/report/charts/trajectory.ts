import { CHART_WIDTH, EVEN, REFERENCE_LABEL, SERIES_COLORS, VERDICT_COLORS, base, num, type ChartSpec } from './common.js';

export interface TrajectoryLine {
  /** Matchup name, e.g. "Skirmishers v Heavies". */
  label: string;
  /** Its final verdict (moved / within / inconclusive). */
  verdict: string;
  /** Per look: games per arm so far and the test statistic (log-likelihood ratio). */
  points: { games: number; llr: number }[];
}

/**
 * The sequential test's path per matchup, as engine-testing farms (fastchess, fishtest) show it:
 * the log-likelihood ratio after every look against its two bounds. Crossing the upper bound
 * means "moved"; falling below the lower one means "within tolerance". Each matchup is one line,
 * named in the legend with its verdict; both bounds are labelled.
 */
export function trajectoryChart(lines: TrajectoryLine[], bounds: { lower: number; upper: number }, title: string): ChartSpec {
  // every line starts at the origin: no games, no evidence either way
  const values = lines.flatMap((l) =>
    [{ games: 0, llr: 0 }, ...l.points].map((p) => ({ matchup: `${l.label} (${l.verdict})`, games: num(p.games), llr: num(p.llr) })),
  );
  const ys = [bounds.lower, bounds.upper, ...values.map((v) => v.llr ?? 0)];
  const span = Math.max(...ys) - Math.min(...ys);
  const domain = [Math.min(...ys) - span / 10, Math.max(...ys) + span / 10];
  const y = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain, nice: false },
    axis: { title: 'Test statistic (log-likelihood ratio)' },
    title: 'Test statistic (log-likelihood ratio)',
  });
  const f = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
  const bound = (at: number, text: string, color: string, baseline: 'bottom' | 'top') => [
    { data: { values: [{ at }] }, mark: { type: 'rule', color, strokeDash: [4, 3], strokeWidth: 1.5 }, encoding: { y: y('at') } },
    {
      data: { values: [{ at, text }] },
      mark: { type: 'text', align: 'left', baseline, dx: 4, dy: baseline === 'bottom' ? -3 : 3, ...REFERENCE_LABEL, color },
      encoding: { y: y('at'), x: { value: 0 }, text: { field: 'text', type: 'nominal' } },
    },
  ];
  return {
    ...base(title, 'one line per matchup; a look after every batch of games'),
    width: CHART_WIDTH,
    height: 300,
    layer: [
      ...bound(bounds.upper, `moved above ${f(bounds.upper)}`, VERDICT_COLORS.moved, 'bottom'),
      ...bound(bounds.lower, `within tolerance below ${f(bounds.lower)}`, VERDICT_COLORS.within, 'top'),
      { data: { values: [{ at: 0 }] }, mark: { type: 'rule', color: EVEN, strokeWidth: 0.5, opacity: 0.5 }, encoding: { y: y('at') } },
      {
        data: { values },
        mark: { type: 'line', point: { filled: true, size: 30 }, strokeWidth: 2 },
        encoding: {
          x: { field: 'games', type: 'quantitative', scale: { zero: true }, axis: { title: 'Games per arm', format: ',d' }, title: 'Games per arm' },
          y: y('llr'),
          color: {
            field: 'matchup',
            type: 'nominal',
            // the bounds wear the verdict colours: the matchups wear none of them
            scale: { range: SERIES_COLORS },
            title: 'matchup (verdict)',
            legend: { orient: 'bottom', direction: 'vertical' },
          },
        },
      },
    ],
  };
}
